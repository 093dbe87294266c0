import CircularControl

/// The gesture contract (``KnobEventGrammar``) for a range control's events: one grammar a knob, each fed the events
/// of its own knob.
public struct RangeEventGrammar {
    private var start = KnobEventGrammar(wraps: false)
    private var end = KnobEventGrammar(wraps: false)

    public init() {}

    /// The grammar of `knob`.
    public subscript(knob: RangeKnob) -> KnobEventGrammar {
        get { knob == .start ? start : end }
        set {
            if knob == .start { start = newValue } else { end = newValue }
        }
    }

    /// Feeds the events one input gave the range, each to its knob's grammar; returns what was wrong with them, each
    /// problem led by its knob ("start: ...").
    public mutating func feed(_ events: some Sequence<RangeEvent>) -> [String] {
        var problems: [String] = []
        for knob in RangeKnob.allCases {
            let own = events.filter { $0.knob == knob }.map(\.event)
            problems += self[knob].feed(own).map { "\(knob): \($0)" }
        }
        return problems
    }
}
