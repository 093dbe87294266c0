/// One of the two knobs of a ``CircularRangeModel``.
public enum RangeKnob: String, Hashable, Sendable, CaseIterable {
    /// The knob of the lower value.
    case start
    /// The knob of the upper value.
    case end

    /// The other knob.
    public var other: RangeKnob { self == .start ? .end : .start }
}

/// Something that happened to one knob of a control of several: a ``ControlEvent`` with the knob it concerns.
public struct KnobEvent<Knob: Hashable & Sendable>: Hashable, Sendable {
    /// The knob it happened to.
    public var knob: Knob
    /// What happened (see ``ControlEvent``); `pinned` and `released` also report a knob held against another.
    public var event: ControlEvent

    /// Creates an event for `knob`.
    public init(knob: Knob, event: ControlEvent) {
        self.knob = knob
        self.event = event
    }
}

/// Something that happened to one knob of a range control.
public typealias RangeEvent = KnobEvent<RangeKnob>

/// The events one input caused on a range control.
public typealias RangeEvents = EventList<RangeEvent>
