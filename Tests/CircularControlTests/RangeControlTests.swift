import Testing

@testable import CircularControl

@Suite("A range control with two knobs that cannot cross")
struct RangeControlTests {
    func makeRange(
        start: Double = 0.2, end: Double = 0.6, minimumDistance: Double = 0, arc: Arc = .fullCircle,
        step: Double? = nil
    ) throws -> CircularRangeModel {
        try CircularRangeModel(
            .standard(step: step, arc: arc), start: start, end: end, minimumDistance: minimumDistance)
    }

    func expectInvariants(_ model: CircularRangeModel, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = model.invariantViolations()
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }

    /// Drags from `fromDegrees` to `toDegrees` on the ring in 1-degree moves; returns every event.
    func drag(
        _ model: inout CircularRangeModel, from fromDegrees: Double, to toDegrees: Double,
        release: Bool = true
    ) -> [RangeEvent] {
        var events = Array(model.handle(.press(clock(fromDegrees))))
        var degrees = fromDegrees
        while (toDegrees - degrees).magnitude > 1e-9 {
            degrees += toDegrees > degrees ? Swift.min(1, toDegrees - degrees) : -Swift.min(1, degrees - toDegrees)
            events.append(contentsOf: model.handle(.move(clock(degrees))))
            expectInvariants(model)
        }
        if release { events.append(contentsOf: model.handle(.release(clock(degrees)))) }
        return events
    }

    @Test("Each knob is grabbed where it is, without a jump")
    func grabEachKnob() throws {
        var range = try makeRange()
        let events = drag(&range, from: 72, to: 108)
        #expect(events.first == RangeEvent(knob: .start, event: .began(.drag)))
        #expect(range.startValue.isApproximately(0.3))
        #expect(range.endValue == 0.6)
        _ = drag(&range, from: 216, to: 252)
        #expect(range.endValue.isApproximately(0.7))
    }

    @Test("The start knob dragged into the end knob stops there, pinned, and comes back with the pointer")
    func cannotCross() throws {
        var range = try makeRange()
        let events = drag(&range, from: 72, to: 300, release: false)
        #expect(range.startValue.isApproximately(0.6))
        #expect(events.contains(RangeEvent(knob: .start, event: .pinned(.maximum))))
        #expect(range.pinnedEnd == .maximum)
        _ = range.handle(.move(clock(200)))
        #expect(range.startValue.isApproximately(200.0 / 360))
        expectInvariants(range)
    }

    @Test("A minimum distance keeps the knobs apart")
    func minimumDistance() throws {
        var range = try makeRange(minimumDistance: 0.1)
        _ = drag(&range, from: 216, to: 20)
        #expect(range.endValue.isApproximately(0.3))
        #expect(range.startValue == 0.2)
    }

    @Test("Knobs at one point: the first move decides which one moves")
    func coincidentKnobs() throws {
        var down = try makeRange(start: 0.5, end: 0.5)
        _ = drag(&down, from: 180, to: 150)
        #expect(down.startValue.isApproximately(150.0 / 360))
        #expect(down.endValue == 0.5)
        var up = try makeRange(start: 0.5, end: 0.5)
        _ = drag(&up, from: 180, to: 210)
        #expect(up.endValue.isApproximately(210.0 / 360))
        #expect(up.startValue == 0.5)
    }

    @Test("Keys act on the focused knob within its limits")
    func keys() throws {
        var range = try CircularRangeModel(.standard(max: 15, step: 1), start: 2, end: 5, minimumDistance: 1)
        #expect(range.focusedKnob == .start)
        _ = range.handle(.key(.end))
        #expect(range.startValue == 4)
        range.focusedKnob = .end
        _ = range.handle(.key(.home))
        #expect(range.endValue == 5)
        _ = range.handle(.key(.end))
        #expect(range.endValue == 15)
        expectInvariants(range)
    }

    @Test("Escape restores the dragged knob's value from the press")
    func escape() throws {
        var range = try makeRange()
        _ = drag(&range, from: 72, to: 130, release: false)
        let events = Array(range.handle(.key(.escape)))
        #expect(
            events == [
                RangeEvent(knob: .start, event: .changed(.pointer)),
                RangeEvent(knob: .start, event: .ended(.cancelled)),
            ])
        #expect(range.startValue == 0.2)
    }

    @Test("A release keeps the Shift state of the last move, as a single knob's does")
    func releaseKeepsFineAdjust() throws {
        var range = try makeRange()
        var knob = try CircularModel(.standard(), value: 0.2)
        for input in [InputEvent.press(clock(72)), .move(clock(82), modifiers: .shift), .release(clock(92))] {
            _ = range.handle(input)
            _ = knob.handle(input)
        }
        // Two pointer steps of 10 degrees, both at a tenth of the rate.
        #expect(range.startValue.isApproximately(0.2 + 2.0 / 360))
        #expect(knob.value.isApproximately(range.startValue))
    }

    @Test("Values from the program are ordered, clamped and kept apart; NaN is ignored")
    func programValues() throws {
        var range = try makeRange(minimumDistance: 0.1)
        _ = range.setValues(start: 0.9, end: 0.3)
        #expect(range.startValue == 0.3)
        #expect(range.endValue == 0.9)
        _ = range.setValues(start: 0.95, end: 2)
        #expect(range.startValue == 0.9)
        #expect(range.endValue == 1)
        #expect(range.setValues(start: .nan, end: 0.5).isEmpty)
        #expect(range.startValue == 0.9)
    }

    @Test("One knob set by the program leaves the other alone, or pushes it just past the minimum distance")
    func oneKnobFromTheProgram() throws {
        var range = try makeRange(minimumDistance: 0.1)
        // 0.35 is 0.1 above 0.2 as doubles compute it (0.3 is not: 0.2 + 0.1 is 0.30000000000000004).
        let moved = Array(range.setValue(0.35, of: .end))
        #expect(moved == [RangeEvent(knob: .end, event: .changed(.program))])
        #expect(range.startValue == 0.2 && range.endValue == 0.35)
        _ = range.setValue(0.25, of: .end)
        #expect(range.endValue == 0.25)
        #expect(abs(range.startValue - 0.15) < 1e-12)
        // Far past the top: clamped first, then kept apart from the end.
        _ = range.setValue(1e308, of: .start)
        #expect(range.endValue == 1)
        #expect(abs(range.startValue - 0.9) < 1e-12)
        #expect(range.setValue(.nan, of: .start).isEmpty)
        #expect(range.invariantViolations().isEmpty)
    }

    @Test("Only clamped controls have a range variant")
    func onlyClamped() {
        #expect(throws: ConfigurationError.self) {
            try CircularRangeModel(.standard(turnMode: .wrapping), start: 0, end: 0.5)
        }
        #expect(throws: ConfigurationError.self) {
            try CircularRangeModel(.standard(), start: 0, end: 0.5, minimumDistance: 2)
        }
    }
}
