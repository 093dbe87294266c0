import CircularControl
import CircularPanel

/// One control of a scene as the demo knows it: its name and kind for the trace, its human label for assistive
/// technologies, the panel control it starts as, and a value to ease to once the window shows.
///
/// A single control (knob, ring, tick dial) is one part named after it. The range control's two knobs are the
/// parts `range.start` and `range.end`, each reported in the trace as a control of its own (its own value), and
/// labelled "Range start" and "Range end".
struct DemoControl {
    /// What kind of control it is, as the trace names it.
    enum Kind: String {
        case knob, ring, ticks, range
    }

    /// The name in the trace (for the range control, the prefix of its parts' names).
    let name: String
    let kind: Kind
    /// The human name a screen reader speaks ("Knob", "Move"; for the range control, the prefix of its parts').
    let label: String
    /// The control as the panel starts with it.
    let control: PanelControl
    /// A value to ease to from the start, once the window shows (the activity rings fill up on start).
    var animationTarget: Double?

    /// The trace's name for `knob` of this control: the control's own name, or `name.start` and `name.end`.
    func partName(_ knob: RangeKnob?) -> String {
        knob.map { "\(name).\($0.rawValue)" } ?? name
    }

    /// The human label of `knob` of this control: the control's own label, or `label start` and `label end`.
    func partLabel(_ knob: RangeKnob?) -> String {
        knob.map { "\(label) \($0.rawValue)" } ?? label
    }
}
