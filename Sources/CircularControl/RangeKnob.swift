/// One of the two knobs of a ``CircularRangeModel``.
public enum RangeKnob: String, Hashable, Sendable, CaseIterable {
    /// The knob of the lower value.
    case start
    /// The knob of the upper value.
    case end

    /// The other knob.
    public var other: RangeKnob { self == .start ? .end : .start }
}

/// Something that happened to one knob of a range control.
public struct RangeEvent: Hashable, Sendable {
    /// The knob it happened to.
    public var knob: RangeKnob
    /// What happened (see ``ControlEvent``); `pinned` and `released` also report a knob held against the other.
    public var event: ControlEvent

    /// Creates an event for `knob`.
    public init(knob: RangeKnob, event: ControlEvent) {
        self.knob = knob
        self.event = event
    }
}

/// The events one input caused on a range control.
public typealias RangeEvents = EventList<RangeEvent>
