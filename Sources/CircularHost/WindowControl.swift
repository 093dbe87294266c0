import CircularControl
import CircularPanel
import CircularRender

/// One control of a window: the panel control it starts as, with the names people and programs know it by.
///
/// A single control (knob, ring, tick dial) is one part, named ``name`` and labelled ``label``. A range control's two
/// knobs are parts of their own: `name.start` and `name.end`, labelled "`label` start" and "`label` end"
/// (``partName(_:)``, ``partLabel(_:)``). The name identifies a part in events (``PartEvent/name``) and to assistive
/// technologies (its accessible id); the label is what a screen reader speaks.
///
/// Edge cases: names need not be unique, but events and accessible ids of parts with the same name cannot be told
/// apart except by index; an empty label leaves the part without an accessible name.
public struct WindowControl: Hashable, Sendable {
    /// The name programs know the control by (in events, as its accessible id).
    public var name: String
    /// The name people know it by: what a screen reader speaks.
    public var label: String
    /// The control as the window starts with it.
    public var control: PanelControl

    /// A control named `name`, labelled `label` (the name when nil).
    public init(name: String, label: String? = nil, control: PanelControl) {
        self.name = name
        self.label = label ?? name
        self.control = control
    }

    /// A knob labelled `label` (also its name, and the word drawn in its centre), from `range`'s lower bound to its
    /// upper bound, at `value` (the lower bound when nil), drawn as ``knobAppearance``: turned by dragging round it,
    /// with the arrow keys, Page Up/Down, Home/End and the wheel, or typed into (Enter). The window lays its ring out
    /// (its geometry here is a placeholder). A screen reader reads its value as the plain number.
    ///
    /// - Throws: `ConfigurationError` when `range` is not finite or empty, or `value` is not finite.
    public static func knob(_ label: String, range: ClosedRange<Double> = 0...1, value: Double? = nil)
        throws(ConfigurationError) -> WindowControl
    {
        let configuration = Configuration(
            min: range.lowerBound, max: range.upperBound,
            geometry: RingGeometry(center: Point(x: 100, y: 100), radius: 80, lineWidth: 16))
        let model = try CircularModel(configuration, value: value ?? range.lowerBound)
        return WindowControl(
            name: label, control: PanelControl(.single(model), appearance: knobAppearance, label: .text(label)))
    }

    /// The look of ``knob(_:range:value:)``: a blue gradient arc on a light grey track.
    public static let knobAppearance = ControlAppearance.ring(
        RingStyle(
            progress: .gradient(
                from: RGBAColor(red: 0.0, green: 0.42, blue: 0.95), to: RGBAColor(red: 0.30, green: 0.78, blue: 1.0)),
            track: RGBAColor(white: 0.87)))

    /// The name of `knob` of this control: the control's own name, or `name.start` and `name.end`.
    public func partName(_ knob: RangeKnob?) -> String {
        knob.map { "\(name).\($0.rawValue)" } ?? name
    }

    /// The label of `knob` of this control: the control's own label, or `label start` and `label end`.
    public func partLabel(_ knob: RangeKnob?) -> String {
        knob.map { "\(label) \($0.rawValue)" } ?? label
    }
}
