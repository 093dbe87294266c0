import CircularControl

/// A knob of a panel: the control it belongs to (its index in ``Panel/controls``) and, on a range control, which of
/// its two knobs (`nil` for a single-knob control).
public struct PanelKnob: Hashable, Sendable {
    /// The control's index in ``Panel/controls``.
    public var control: Int
    /// The knob of a range control; `nil` for a single-knob control.
    public var knob: RangeKnob?

    /// Names the knob `knob` of control `control`.
    public init(control: Int, knob: RangeKnob? = nil) {
        self.control = control
        self.knob = knob
    }
}

/// Something that happened to one knob of a panel: a `ControlEvent` with the knob it concerns.
public typealias PanelEvent = KnobEvent<PanelKnob>

/// The events one input caused on a panel. One input reaches one control, so the bound of `EventList` holds.
public typealias PanelEvents = EventList<PanelEvent>
