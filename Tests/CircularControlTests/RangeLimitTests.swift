import CircularControlTestSupport
import Testing

@testable import CircularControl

/// `CircularRangeModel.limits(of:)` is the one rule for where a knob may be: every way of setting a value keeps each
/// knob within the limits the model reports for it, and the invariants check exactly that. The first four tests are
/// what a fuzzer written outside the project found (the range 0...1 on the standard ring); each failed before its fix.
@Suite("Range limits: every knob within the limits the model reports")
struct RangeLimitTests {
    /// Both knobs within their reported limits, and the invariants clean.
    func expectWithinLimits(_ range: CircularRangeModel, sourceLocation: SourceLocation = #_sourceLocation) {
        for knob in RangeKnob.allCases {
            #expect(
                range.limits(of: knob).contains(range.value(of: knob)),
                "\(knob) \(range.value(of: knob)) outside \(range.limits(of: knob))", sourceLocation: sourceLocation)
        }
        #expect(range.invariantViolations().isEmpty, "\(range.invariantViolations())", sourceLocation: sourceLocation)
    }

    @Test(
        "An end typed 2.8e-319 above a start at 0 is held at the minimum distance of 1e-9 (it was let through, 1e-9 short, by a rounding allowance of 1e-9 of the span)"
    )
    func typedEndFarInsideTheDistance() throws {
        var range = try CircularRangeModel(.standard(), start: 0, end: 0, minimumDistance: 1e-9)
        #expect(range.endValue == 1e-9, "pushed to the distance")
        #expect(range.enterValue(2.83317e-319, of: .end).isEmpty, "held where it was: no change")
        #expect(range.endValue == 1e-9)
        expectWithinLimits(range)
        // The tiny value took another path than a larger one, which was held all along.
        var larger = try CircularRangeModel(.standard(), start: 0, end: 0, minimumDistance: 0.1)
        _ = larger.enterValue(0.01, of: .end)
        #expect(larger.endValue == 0.1)
    }

    @Test(
        "A start set to 5e-324 where its limits are 0...0 pushes the end up by an ulp (the start was left above its own upper limit)"
    )
    func startSetAboveLimitsOfZeroWidth() throws {
        let distance = 0.26666666666666666
        var range = try CircularRangeModel(
            .standard(), start: 0, end: 0.24313725490196078, minimumDistance: distance)
        #expect(range.endValue == distance && range.limits(of: .start) == 0...0)
        let events = Array(range.setValue(5e-324, of: .start))
        #expect(range.startValue == 5e-324)
        #expect(range.endValue == distance.nextUp, "5e-324 + 0.2666... rounds to 0.2666..., which does not reach it")
        #expect(
            events == [
                RangeEvent(knob: .start, event: .changed(.program)), RangeEvent(knob: .end, event: .changed(.program)),
            ])
        expectWithinLimits(range)
    }

    @Test(
        "An end set to 0 with the start at 0 and a distance of 2.5e-29 stays at 2.5e-29, where its limits begin (it went to 0, counted as apart)"
    )
    func endSetOntoTheStartWithATinyDistance() throws {
        let distance = 2.5254671212501214e-29
        var range = try CircularRangeModel(.standard(), start: 0, end: 0, minimumDistance: distance)
        #expect(range.endValue == distance)
        #expect(range.setValue(0, of: .end).isEmpty)
        #expect(range.endValue == distance && range.startValue == 0)
        #expect(range.limits(of: .end).lowerBound == distance)
        expectWithinLimits(range)
    }

    @Test(
        "A range created with its start 8.94e-322 above end - distance begins within its limits (the end - start test rounded the start away)"
    )
    func startJustAboveItsLimitAtCreation() throws {
        let start = 8.94e-322
        // 0.5 - 8.94e-322 rounds to 0.5, which passed as the distance; 0.5 - 0.5 is 0, the start's upper limit.
        let range = try CircularRangeModel(.standard(), start: start, end: 0.5, minimumDistance: 0.5)
        #expect(range.startValue == start)
        #expect(range.endValue == 0.5.nextUp)
        expectWithinLimits(range)
    }

    @Test("The invariants see a knob outside its limits, however little")
    func invariantsSeeAKnobOutsideItsLimits() throws {
        var range = try CircularRangeModel(.standard(), start: 0, end: 0.5, minimumDistance: 0.5)
        #expect(range.invariantViolations().isEmpty)
        range.startValue = 5e-324
        #expect(!range.invariantViolations().isEmpty, "the start one subnormal above its limit")
        range.startValue = 0
        range.endValue = 0.5.nextDown
        #expect(!range.invariantViolations().isEmpty, "the end one ulp below its limit")
    }

    @Test(
        "The limits are exact and agree: the start's upper bound is the highest start the end allows, the end's lower bound the lowest end the start allows, for 20,000 pairs"
    )
    func limitsAreExactAndAgree() throws {
        var generator = SplitMix(seed: 21)
        let distances = [0, 5e-324, 2.5e-29, 1e-9, 0.1, 0.26666666666666666, 0.5, 1.0 / 3, 1]
        for distance in distances {
            let range = try CircularRangeModel(.standard(), start: 0, end: 1, minimumDistance: distance)
            for _ in 0..<2_000 {
                let start = generator.value(in: 0...1)
                let end = generator.value(in: 0...1)
                // The two bounds are one statement: a start within the end's bound, an end within the start's.
                // Only where some start fits below this end and some end above this start (elsewhere a bound is
                // clamped to the range and says nothing of the other knob).
                guard range.lowestEnd(forStart: 0) <= end, start <= range.highestStart(forEnd: 1) else { continue }
                let highestStart = range.highestStart(forEnd: end)
                let lowestEnd = range.lowestEnd(forStart: start)
                #expect((start <= highestStart) == (end >= lowestEnd), "\(start) \(end) \(distance)")
                // Each bound is the extreme one: one ulp further is not allowed.
                #expect(range.lowestEnd(forStart: highestStart) <= end)
                if highestStart < range.highestStart(forEnd: 1) {
                    #expect(range.lowestEnd(forStart: highestStart.nextUp) > end)
                }
                if start > 0, lowestEnd > 0 { #expect(range.highestStart(forEnd: lowestEnd.nextDown) < start) }
            }
        }
    }
}

@Suite("Range input from several pointers")
struct RangePointerTests {
    @Test(
        "Input from the mouse that changes nothing, while a finger and the mouse drag the two knobs, leaves the model as it was (the two drags traded places, and pinnedEnd reported the other one)"
    )
    func ignoredInputKeepsTheDragsInPlace() throws {
        var range = try CircularRangeModel(.standard(), start: 0.25, end: 0.75)
        let startKnob = range.knobCenter(of: .start)
        let endKnob = range.knobCenter(of: .end)
        _ = range.handle(.press(endKnob), from: .mouse)
        _ = range.handle(.press(startKnob), from: .touch(1))
        // The finger drags the start knob up against the end knob: pinned there.
        for degrees in stride(from: 120.0, through: 300, by: 30) {
            _ = range.handle(.move(clock(degrees)), from: .touch(1))
        }
        #expect(range.pinnedEnd(of: .start) == .maximum)
        let before = range
        let pinned = range.pinnedEnd
        _ = range.handle(.wheel(notches: .nan), from: .mouse)
        _ = range.handle(.move(Point(x: .nan, y: 0)), from: .mouse)
        #expect(range == before)
        #expect(range.pinnedEnd == pinned)
        #expect(range.invariantViolations().isEmpty)
    }
}

extension RangePointerTests {
    @Test(
        "A knob a finger holds against the other knob reports released when the mouse drags that knob away (its pin was dropped without an event)"
    )
    func heldKnobReportsItsRelease() throws {
        var range = try CircularRangeModel(.standard(), start: 0.25, end: 0.5)
        _ = range.handle(.press(range.knobCenter(of: .start)), from: .touch(1))
        for degrees in stride(from: 100.0, through: 200, by: 20) {
            _ = range.handle(.move(clock(degrees)), from: .touch(1))
        }
        #expect(range.pinnedEnd(of: .start) == .maximum)
        _ = range.handle(.press(range.knobCenter(of: .end)), from: .mouse)
        var events: [RangeEvent] = []
        for degrees in stride(from: 190.0, through: 230, by: 10) {
            events += range.handle(.move(clock(degrees)), from: .mouse)
        }
        #expect(events.contains(RangeEvent(knob: .start, event: .released(.maximum))), "\(events)")
        #expect(range.pinnedEnd(of: .start) == nil)
        #expect(range.invariantViolations().isEmpty)
    }
}

extension RangePointerTests {
    @Test(
        "A knob a finger holds against the other knob lets go when the mouse's release snaps that knob away (it stayed pinned off its limit)"
    )
    func heldKnobLetsGoAtTheOtherKnobsSnap() throws {
        var range = try CircularRangeModel(.standard(step: 0.1, snap: .onRelease), start: 0.2, end: 0.6)
        _ = range.handle(.press(range.knobCenter(of: .end)), from: .mouse)
        _ = range.handle(.move(clock(227)), from: .mouse)  // 0.63, off the grid until the release
        _ = range.handle(.press(range.knobCenter(of: .start)), from: .touch(1))
        for degrees in stride(from: 100.0, through: 260, by: 20) {
            _ = range.handle(.move(clock(degrees)), from: .touch(1))
        }
        #expect(range.pinnedEnd(of: .start) == .maximum)
        let events = Array(range.handle(.release(clock(227)), from: .mouse))
        #expect(abs(range.endValue - 0.7) < 1e-12, "snapped up to the grid point above the start knob")
        #expect(events.contains(RangeEvent(knob: .start, event: .released(.maximum))), "\(events)")
        #expect(range.pinnedEnd(of: .start) == nil)
        #expect(range.invariantViolations().isEmpty, "\(range.invariantViolations())")
    }
}

extension RangePointerTests {
    @Test(
        "A drag that has not chosen between coinciding knobs never hands itself to a knob a finger took meanwhile (the start knob began a second drag: fuzz-capi)"
    )
    func undecidedDragLeavesAFingersKnobAlone() throws {
        var range = try CircularRangeModel(.standard(), start: 0.5, end: 0.5)
        var grammar = RangeEventGrammar()
        grammar.expectWellFormed(range.handle(.press(range.knobCenter(of: .end)), from: .mouse))
        grammar.expectWellFormed(range.setValue(0.3, of: .start))
        grammar.expectWellFormed(range.handle(.press(range.knobCenter(of: .start)), from: .touch(1)))
        #expect(range.draggedKnob(by: .touch(1)) == .start)
        // The mouse moves down (counter-clockwise): its drag keeps the end knob.
        grammar.expectWellFormed(range.handle(.move(clock(170)), from: .mouse))
        #expect(range.draggedKnob(by: .mouse) == .end && range.draggedKnob(by: .touch(1)) == .start)
        #expect(range.invariantViolations().isEmpty)
    }
}
