import CircularControlTestSupport
import Testing

@testable import CircularControl

/// The gesture contract of `GestureKind` on the models themselves (the panel's tests cover its routing).
@Suite("Gestures of a single knob and a range")
struct GestureTests {
    @Test(
        "A turn of the wheel that wraps whole turns and leaves the value where it was is a wheel gesture (its wrap came outside any gesture)"
    )
    func wrapWithoutChange() throws {
        var model = try CircularModel(.standard(max: 15, step: 1, turnMode: .wrapping), value: 3)
        #expect(Array(model.handle(.wheel(notches: 15))) == [.began(.wheel), .wrapped(.forward), .ended(.committed)])
        #expect(model.value == 3)
        #expect(Array(model.handle(.wheel(notches: 15), at: 1)) == [.began(.wheel), .wrapped(.forward)])
        #expect(Array(model.advanceClock(to: 1.5)) == [.ended(.committed)])
    }

    @Test("An animation stopped by a key that moves nothing begins no gesture; its snap is the program's")
    func animationStopAlone() throws {
        var model = try CircularModel(.standard(max: 15, step: 1), value: 15)
        _ = model.setValue(0, animated: true, at: 0)
        _ = model.advanceAnimation(to: 0.05)
        #expect(model.value > 14.5 && model.value < 15)
        #expect(Array(model.handle(.key(.end))) == [.changed(.program)])
        #expect(model.value == 15)
        #expect(model.handle(.keyRelease(.end)).isEmpty)
    }

    @Test("A timed wheel burst on a range knob ends on the clock; a key on the other knob ends it first")
    func rangeWheelBurst() throws {
        var range = try CircularRangeModel(.standard(), start: 0.2, end: 0.6)
        #expect(
            Array(range.handle(.wheel(notches: 1), at: 0))
                == [RangeEvent(knob: .start, event: .began(.wheel)), RangeEvent(knob: .start, event: .changed(.wheel))])
        #expect(range.gestureDeadline == GestureKind.wheelIdleTime)
        #expect(range.advanceClock(to: 0.4).isEmpty)
        let focused = Array(range.focus(.end))
        #expect(focused.isEmpty, "the focus moving ends a key gesture, not a wheel one")
        let keyed = Array(range.handle(.key(.left), at: 0.45))
        #expect(
            keyed == [
                RangeEvent(knob: .start, event: .ended(.committed)), RangeEvent(knob: .end, event: .began(.keys)),
                RangeEvent(knob: .end, event: .changed(.key)),
            ])
        #expect(range.gestureDeadline == nil)
        #expect(Array(range.handle(.keyRelease(.left))) == [RangeEvent(knob: .end, event: .ended(.committed))])
    }

    @Test("An accessible value during a drag changes the knob inside the drag's gesture; outside, it is a pair")
    func accessibleValue() throws {
        var model = try CircularModel(.standard(), value: 0.25)
        _ = model.handle(.press(model.knobCenter))
        #expect(Array(model.setAccessibleValue(0.5)) == [.changed(.accessibility)])
        _ = model.handle(.release(model.knobCenter))
        #expect(
            Array(model.setAccessibleValue(0.9)) == [
                .began(.accessibility), .changed(.accessibility), .ended(.committed),
            ])
        #expect(model.setAccessibleValue(0.9).isEmpty, "no change, no gesture")
        #expect(model.setAccessibleValue(.nan).isEmpty)
    }
}

extension GestureTests {
    @Test(
        "A drag handed to the start knob of two coinciding knobs ends the wheel gesture that knob had first (it began inside it: fuzz-core)"
    )
    func handoverEndsTheStartKnobsGesture() throws {
        var range = try CircularRangeModel(.standard(), start: 0.5, end: 0.5)
        var grammar = RangeEventGrammar()
        let knob = range.knobCenter(of: .end)
        grammar.expectWellFormed(range.handle(.press(knob), at: 0))
        grammar.expectWellFormed(range.focus(.start))
        // Down and back up in one burst: the knobs coincide again, the start knob's wheel gesture under way.
        grammar.expectWellFormed(range.handle(.wheel(notches: -1), at: 0.1))
        grammar.expectWellFormed(range.handle(.wheel(notches: 1), at: 0.15))
        #expect(range.gesture(of: .start) == .wheel && range.startValue == range.endValue)
        grammar.expectWellFormed(range.handle(.move(clock(170)), at: 0.2))
        #expect(range.draggedKnob == .start && range.gesture(of: .start) == .drag)
        #expect(range.gestureDeadline == nil)
    }
}
