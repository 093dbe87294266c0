import CircularControl
import CircularPanel

/// Something that happened to one part of a window's controls (a knob, or a knob of a range), with the part's
/// state after the input that caused it: what a window reports (`WindowEvent/part(_:)`).
///
/// Edge cases: the value of a multi-turn control passes its maximum once it goes round more than once (``turns``
/// counts the turns); an input that changed several parts reports each in the order they changed.
public struct PartEvent: Hashable, Sendable {
    /// The part: the control's index in the window, and which knob of a range (nil for a single control).
    public var part: PanelKnob
    /// The part's name (`WindowControl/partName(_:)`).
    public var name: String
    /// What happened.
    public var event: ControlEvent
    /// The part's value after it.
    public var value: Double
    /// The whole turns of a multi-turn control after it (0 for others).
    public var turns: Int
    /// What caused it: the pointer, a key, the wheel, typed text, an assistive technology or the program. A change
    /// says so itself; for the other events it is the input's kind.
    public var source: ChangeSource

    /// An event of `part`.
    public init(
        part: PanelKnob, name: String, event: ControlEvent, value: Double, turns: Int, source: ChangeSource
    ) {
        self.part = part
        self.name = name
        self.event = event
        self.value = value
        self.turns = turns
        self.source = source
    }
}

/// What a window of controls reports to its program, on the thread that runs the window.
public enum WindowEvent: Hashable, Sendable {
    /// Something happened to a part (a drag began, the value changed, …).
    case part(PartEvent)
    /// The keyboard focus moved to the part named `name`, or, with nil, left the window's controls (handed back to
    /// an embedder past the last control).
    case focus(PanelKnob?, name: String?)
}
