import CircularControl
import CircularControlTestSupport
import Testing

extension RangeEventGrammar {
    /// Feeds the events one input gave the range and expects them well formed (no problem on either knob).
    mutating func expectWellFormed(_ events: RangeEvents, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = feed(events)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
}
