import CircularControlTestSupport
import Glibc
import Testing

@testable import CircularControl

/// Defects the fuzz targets found in the core, each fixed where the mistake was; every test here trapped, reached
/// NaN or broke an invariant before its fix. The scripts are played with every check of the fuzz target
/// (``ScriptReplay``).
@Suite("Fuzz regressions: traps and NaN from accepted configurations and extreme input")
struct FuzzRegressionTests {
    /// Plays `steps` on a single knob (or the range, with `range`) and expects no problem.
    func expectClean(
        _ configuration: Configuration, control: ScriptControl = .single(value: nil), _ steps: [ScriptStep],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let problems = ScriptReplay.problems(
            in: ControlScript(configuration: configuration, control: control, steps: steps))
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }

    @Test(
        "An unlimited multi-turn control counts at most 2^32 turns: a program value of 1e300 no longer traps in turns")
    func unlimitedTurnsAreCounted() throws {
        var model = try CircularModel(.standard(turnMode: .multiTurn(limit: nil)))
        _ = model.setValue(1e300)
        #expect(model.turns == Configuration.maximumTurns)
        #expect(model.value == Double(Configuration.maximumTurns))
        _ = model.handle(.key(.end))
        #expect(model.value == 1, "End still goes to max on an unlimited control")
        expectClean(
            .standard(turnMode: .multiTurn(limit: nil)), [.setValue(1e300, second: 0, animated: false, time: 0)])
    }

    @Test("A turn limit beyond 2^32, or one whose top value overflows, is refused")
    func turnLimits() {
        #expect(throws: ConfigurationError.self) { try CircularModel(.standard(turnMode: .multiTurn(limit: Int.max))) }
        #expect(throws: ConfigurationError.self) {
            try CircularModel(.standard(min: 0, max: 1e300, turnMode: .multiTurn(limit: nil)))
        }
        #expect((try? CircularModel(.standard(turnMode: .multiTurn(limit: 1 << 32)))) != nil)
    }

    @Test("A step finer than the range / 2^32 is refused: Page Up no longer traps converting the page to steps")
    func finestStep() throws {
        #expect(throws: ConfigurationError.self) { try CircularModel(.standard(step: 1e-310)) }
        #expect(throws: ConfigurationError.self) { try CircularModel(.standard(step: 1e-12)) }
        // A subnormal step on a range just as small: its inverse overflowed and snapping gave NaN.
        #expect(throws: ConfigurationError.self) {
            try CircularModel(.standard(min: 0, max: 2.2250738585072014e-308, step: 2.76472684255863e-309))
        }
        var model = try CircularModel(.standard(step: 1.0 / 4_294_967_296))
        _ = model.handle(.key(.pageUp))
        #expect(model.value.isApproximately(0.1, tolerance: 1e-9))
    }

    @Test("A range narrower than 2^-1022 is refused: its inverse overflowed and positions came out NaN")
    func subnormalRange() {
        #expect(throws: ConfigurationError.self) { try CircularModel(.standard(min: 0, max: 1e-310)) }
        #expect((try? CircularModel(.standard(min: 0, max: 1e-300))) != nil)
    }

    @Test("An arc sweep or a linear drag distance below 2^-1022 is refused: their inverses overflowed to NaN")
    func subnormalSweepAndDistance() {
        #expect(throws: ConfigurationError.self) { try CircularModel(.standard(arc: Arc(sweep: Turns(1e-310)))) }
        #expect(throws: ConfigurationError.self) {
            try CircularModel(Configuration(geometry: ring(), linearDrag: .vertical, linearDragDistance: 1e-310))
        }
    }

    @Test("A fine-adjust factor above 1 is refused: a huge one overflowed a pin's overshoot and never let go")
    func fineAdjustFactorIsAFraction() {
        #expect(throws: ConfigurationError.self) {
            try CircularModel(Configuration(geometry: ring(), fineAdjustFactor: 1e308))
        }
        #expect(throws: ConfigurationError.self) {
            try CircularModel(Configuration(geometry: ring(), fineAdjustFactor: 2))
        }
    }

    @Test("A linear drag between coordinates whose difference overflows stays finite, also on a wrapping control")
    func linearDragAcrossTheDoubles() {
        for mode in LinearDragMode.allCases {
            for turnMode in [TurnMode.clamped, .wrapping, .multiTurn(limit: nil)] {
                let configuration = Configuration(turnMode: turnMode, geometry: ring(), linearDrag: mode)
                expectClean(
                    configuration,
                    [
                        .input(.press(Point(x: -1e308, y: 1e308))), .input(.move(Point(x: 1e308, y: -1e308))),
                        .input(.move(Point(x: -1e308, y: 1e308))), .input(.move(Point(x: 1e308, y: -1e308))),
                        .input(.release(Point(x: 1e308, y: -1e308))),
                    ])
            }
        }
    }

    @Test("A circular drag between points whose offsets overflow turns by the true angle instead of NaN")
    func circularDragFarOut() {
        let quarter = ClockAngle.turn(
            from: Point(x: 0, y: -1e308), to: Point(x: 1.5e308, y: 0), around: Point(x: 0, y: 0))
        #expect(quarter.value.isApproximately(0.25, tolerance: 1e-12))
        let across = ClockAngle.turn(
            from: Point(x: -1e308, y: -1e308), to: Point(x: 1e308, y: -1e308), around: Point(x: 1e308, y: 0))
        #expect(across.value.isFinite)
        expectClean(
            .standard(turnMode: .wrapping),
            [
                .input(.press(clock(0))), .input(.move(Point(x: 200, y: -1e308))),
                .input(.move(Point(x: 1.7e308, y: 200))),
                .input(.move(Point(x: 200, y: 1.7e308))), .input(.release(Point(x: 200, y: 1.7e308))),
            ])
    }

    @Test(
        "A press and a release on a range's two knobs at one point, the release further down, no longer overflow the event list"
    )
    func rangeHandoverAtRelease() throws {
        var range = try CircularRangeModel(.standard(), start: 0.5, end: 0.5)
        #expect(Array(range.handle(.press(clock(180)))) == [RangeEvent(knob: .end, event: .began(.drag))])
        let events = Array(range.handle(.release(clock(150))))
        #expect(events.last == RangeEvent(knob: .end, event: .ended(.committed)))
        #expect(events.allSatisfy { $0.knob == .end })
        #expect(range.startValue == 0.5 && range.endValue == 0.5)
        expectClean(
            .standard(), control: .range(start: 0.5, end: 0.5, minimumDistance: 0),
            [.input(.press(clock(180))), .input(.release(clock(150)))])
    }

    @Test(
        "A skewed value within an ulp of max whose position rounds up to 1 settles at the end (the start when wrapping)"
    )
    func skewedValueAtTheEnd() throws {
        var wrapping = try CircularModel(Configuration(skew: .exponent(2), turnMode: .wrapping, geometry: ring()))
        _ = wrapping.setValue(1.0.nextDown)
        #expect(wrapping.value == 0 && wrapping.position == 0)
        #expect(wrapping.invariantViolations().isEmpty)
        var clamped = try CircularModel(Configuration(skew: .exponent(2), geometry: ring()))
        _ = clamped.setValue(1.0.nextDown)
        #expect(clamped.value == 1 && clamped.position == 1)
        #expect(clamped.invariantViolations().isEmpty)
    }

    @Test("An exponent skew outside 1/16...16, or a logarithmic one whose max / min overflows, is refused")
    func skewLimits() {
        for exponent in [1e16, 1e-16, 17, 0.05] {
            #expect(throws: ConfigurationError.self) {
                try CircularModel(Configuration(skew: .exponent(exponent), geometry: ring()))
            }
        }
        #expect(throws: ConfigurationError.self) {
            try CircularModel(Configuration(min: 1e-300, max: 1e300, skew: .logarithmic, geometry: ring()))
        }
    }

    @Test("A double click resets to the default value snapped to the grid, as a program value is")
    func defaultValueOnTheGrid() throws {
        var model = try CircularModel(.standard(step: 0.25, defaultValue: 0.3), value: 0.75)
        _ = model.handle(.press(model.knobCenter, clickCount: 2))
        #expect(model.value == 0.25)
        #expect(model.invariantViolations().isEmpty)
    }

    @Test("With snapping on release, a press that stops an animation settles on the grid, so Escape comes back there")
    func escapeAfterAnimationWithSnapOnRelease() throws {
        var model = try CircularModel(.standard(step: 0.1, snap: .onRelease), value: 0)
        _ = model.setValue(0.8, animated: true, at: 0)
        _ = model.advanceAnimation(to: 0.2)
        _ = model.handle(.press(model.knobCenter))
        _ = model.handle(.key(.escape))
        let index = model.value / 0.1
        #expect((index - index.rounded()).magnitude < 1e-9, "\(model.value) is off the grid")
        #expect(model.invariantViolations().isEmpty)
    }

    @Test("Keys on a wrapping control whose range is not a whole number of steps wrap round the grid, not off it")
    func wrappingKeysStayOnTheGrid() throws {
        var model = try CircularModel(.standard(step: 0.3, turnMode: .wrapping))
        _ = model.handle(.key(.left))
        #expect(model.value.isApproximately(0.9), "down from min to the last grid point, not max - step (0.7)")
        #expect(Array(model.handle(.key(.right))) == [.changed(.key), .wrapped(.forward)])
        #expect(model.value == 0)
        #expect(model.invariantViolations().isEmpty)
    }

    @Test("End on an unlimited multi-turn control whose max is off the grid goes to the grid point nearest max")
    func endOnUnlimitedTurnsStaysOnTheGrid() throws {
        var model = try CircularModel(.standard(min: 0, max: 1, step: 0.3, turnMode: .multiTurn(limit: nil)))
        _ = model.handle(.key(.end))
        #expect(model.value.isApproximately(0.9))
        #expect(model.invariantViolations().isEmpty)
    }

    @Test("A key past the start of a wrapping control whose step is larger than its range stays at min instead of NaN")
    func wrappingStepLargerThanTheRange() throws {
        var model = try CircularModel(.standard(step: 4e214, snap: .none, turnMode: .wrapping))
        _ = model.handle(.key(.left))
        #expect(model.value == 0)
        _ = model.handle(.key(.right))
        #expect(model.value == 0)
        #expect(model.invariantViolations().isEmpty)
    }

    @Test(
        "The arctangent of components near the largest double gives the true angle (its reduction overflowed to 1/24 turn)"
    )
    func arctangentOfHugeComponents() {
        let turn = ClockAngle.turn(
            from: Point(x: -2.79e305, y: -6.3e305), to: Point(x: -177.06, y: -181.84), around: .zero)
        let exact = (atan2(-177.06, 181.84) - atan2(-2.79e305, 6.3e305)) / (2 * Double.pi)
        #expect(turn.value.isApproximately(exact, tolerance: 1e-12))
        let angle = ClockAngle.of(Point(x: 1.7e308, y: -0.6e308), around: .zero)!.value
        #expect(angle.isApproximately(atan2(1.7e308, 0.6e308) / (2 * Double.pi), tolerance: 1e-12))
    }

    @Test(
        "A long pointer step that passes far from the centre is not taken for one through the dead zone (cancellation)")
    func longStepFarFromTheDeadZone() throws {
        let metrics = DragMetrics(.standard())
        #expect(metrics.turnOutsideDeadZone(from: Point(x: 9e15, y: 0), to: Point(x: 120.8, y: 51.9)) != nil)
        #expect(metrics.turnOutsideDeadZone(from: Point(x: 9e15, y: 200), to: Point(x: 100, y: 200)) == nil)
    }

    @Test(
        "A geometry beyond 2^48 pixels is refused: a centre and radius of 1e308 put the knob at infinity, a knob scale of 1e100 trapped the renderer"
    )
    func geometryExtent() throws {
        #expect(throws: ConfigurationError.self) {
            try RingGeometry(center: Point(x: -1e308, y: -1e308), radius: 1e308, lineWidth: 1e-307).validate()
        }
        #expect(throws: ConfigurationError.self) { try ring(knobScale: 1e100).validate() }
        #expect(throws: ConfigurationError.self) {
            try RingGeometry(center: .zero, radius: 1e15, lineWidth: 10).validate()
        }
        try RingGeometry(center: Point(x: 1e14, y: -1e14), radius: 1e14, lineWidth: 1e14, knobScale: 2).validate()
        var model = try CircularModel(.standard())
        #expect(throws: ConfigurationError.self) {
            try model.setGeometry(RingGeometry(center: Point(x: 0, y: -1e308), radius: 1e308, lineWidth: 1))
        }
        #expect(model.knobCenter.isFinite)
    }

    @Test("Escape on a range whose other knob moved during the drag restores the press value only within its limits")
    func rangeEscapeAfterTheOtherKnobMoved() throws {
        var range = try CircularRangeModel(.standard(), start: 0.2, end: 0.6)
        _ = range.handle(.press(clock(72)))
        _ = range.handle(.move(clock(80)))
        _ = range.setValues(start: 0.1, end: 0.15)
        _ = range.handle(.key(.escape))
        #expect(range.startValue == 0.15 && range.endValue == 0.15)
        #expect(range.invariantViolations().isEmpty)
    }

    @Test("An arc start of 2^53 turns is used modulo a turn: positions and knob angles keep their fractions")
    func hugeArcStart() throws {
        let arc = Arc(start: Turns(9_007_199_254_740_992), direction: .counterClockwise)
        #expect(arc.clockAngle(atPosition: 0.25).value.isApproximately(0.75, tolerance: 1e-12))
        #expect(arc.position(ofClockAngle: Turns(0.75)).isApproximately(0.25, tolerance: 1e-12))
        let model = try CircularModel(.standard(arc: arc), value: 0.25)
        #expect(model.hitTest(clock(270)) == .knob)
    }

    @Test("A skewed range knob pinned against the other knob sits exactly at its limit, not an ulp inside")
    func skewedRangePinnedAtItsLimit() {
        let script = ControlScript(decoding: FuzzRegressionTests.skewedRangeInput)
        #expect(script.configuration.skew == .exponent(1.9413595788509954))
        let problems = ScriptReplay.problems(in: script)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// The fuzz input that found it (Fuzz/Corpus/fuzz-core/regression-skewed-range-pin).
    static let skewedRangeInput: [UInt8] = Array([
        125, 25, 125, 183, 125, 127, 125, 125, 0, 93, 125, 127, 125, 125, 25, 125, 183, 199, 199, 199, 199, 199, 199,
        199, 199, 199, 199, 199, 199, 199, 199, 199, 199, 199, 199, 199, 60, 199, 199, 199, 199, 199, 199, 199, 199,
        199, 199, 199, 199, 199, 199, 199, 125, 127, 125, 125, 93, 125, 127, 125, 125, 125, 125, 131, 168, 0, 0, 0, 0,
        0, 0, 0, 65, 64, 96, 162, 125, 125, 125, 131, 130, 130, 125, 131, 130, 130, 134, 125, 65, 64, 96, 162, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 0, 0, 0, 60, 205, 205, 57, 50, 51, 50, 50, 50, 50, 50, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 196, 205, 205, 205, 205, 205, 205, 205, 145,
        205, 214, 205, 205, 205, 205, 205, 205, 205, 205, 205, 255, 255, 126, 137, 137, 112, 3, 49, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 126, 103, 68, 41, 126, 105, 255, 99, 116, 105, 111, 105, 111, 48, 255, 255, 85,
        110, 115, 97, 102, 101, 66, 126, 103, 68, 41, 126, 105, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 10,
    ])

    @Test("A wrapping control given a position just below a turn, whose value rounds up to max, is at min")
    func wrappingPositionRoundingToMax() throws {
        var model = try CircularModel(
            .standard(
                min: -4.555504692149235, max: -3.555504692149235, turnMode: .wrapping,
                trackPress: .jump))
        _ = model.handle(.press(Point(x: 199.9999999999999, y: 95.3125)))
        #expect(model.value >= model.configuration.min && model.value < model.configuration.max, "\(model.value)")
        #expect(model.invariantViolations().isEmpty)
    }

    @Test(
        "A range too narrow for its magnitude is refused: between 2^52 - 0.5 and 2^52 a minimum distance could not be kept"
    )
    func rangeNarrowForItsMagnitude() {
        #expect(throws: ConfigurationError.self) {
            try CircularRangeModel(
                .standard(min: 4_503_599_627_370_495.5, max: 4_503_599_627_370_496), start: 0, end: 1,
                minimumDistance: 0.2257352941176471)
        }
        #expect(throws: ConfigurationError.self) { try CircularModel(.standard(min: 1e16, max: 1e16 + 2)) }
        #expect((try? CircularModel(.standard(min: 1e9, max: 1e9 + 1))) != nil)
    }

    @Test(
        "The wheel on a wrapping control with a step of 1e308, or a huge unstepped range, stays finite (the moved value overflowed to NaN)"
    )
    func wrappingWheelWithHugeNumbers() throws {
        var stepped = try CircularModel(.standard(step: 1e308, snap: .none, turnMode: .wrapping))
        _ = stepped.handle(.wheel(notches: 2))
        #expect(stepped.value == 0)
        #expect(stepped.invariantViolations().isEmpty)
        var huge = try CircularModel(.standard(min: 0, max: 1e308, turnMode: .wrapping), value: 5e307)
        _ = huge.handle(.wheel(notches: 1e300))
        #expect(huge.value.isFinite)
        #expect(huge.invariantViolations().isEmpty)
    }

    @Test(
        "A range knob pinned at a limit whose position it shares with the other limit sits at that limit (it took the lower one's value)"
    )
    func rangePinnedWhereBothLimitsShareAPosition() throws {
        // With an exponent skew of 0.435 the position of 2^-1022 underflows to 0: the start knob's limits 0 and
        // 2^-1022 lie at one position.
        var configuration = Configuration.standard()
        configuration.skew = .exponent(0.43529411764705883)
        var range = try CircularRangeModel(configuration, start: 0.5, end: 0.9)
        let startKnob = range.knobCenter(of: .start)
        #expect(Array(range.handle(.press(startKnob))) == [RangeEvent(knob: .start, event: .began(.drag))])
        _ = range.setValues(start: -0.25, end: .leastNormalMagnitude)
        #expect(range.position(of: .end) == 0)
        let events = Array(range.handle(.move(clock(100))))  // clockwise from the press
        #expect(events.contains(RangeEvent(knob: .start, event: .pinned(.maximum))), "\(events)")
        #expect(range.pinnedEnd == .maximum)
        #expect(range.startValue == .leastNormalMagnitude)
        #expect(range.invariantViolations().isEmpty, "\(range.invariantViolations())")
    }

    @Test(
        "A range knob pinned at a max of 2^52 - 0.5 sits at max, not at the value half a unit below it that rounds to the same position"
    )
    func rangePinnedAtAHugeMax() {
        let script = ControlScript(decoding: FuzzRegressionTests.hugeRangePinInput)
        #expect(script.configuration.max == 4_503_599_627_370_495.5)
        let problems = ScriptReplay.problems(in: script)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// The fuzz input that found it (Fuzz/Corpus/fuzz-core/regression-range-pin-huge-max).
    static let hugeRangePinInput: [UInt8] = Array([
        61, 61, 61, 61, 64, 169, 75, 1, 61, 161, 160, 216, 61, 179, 179, 179, 84, 179, 179, 174, 179, 179, 209, 209,
        209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209,
        216, 130, 192, 152, 213, 89, 202, 59, 85, 13, 103, 82, 153, 214, 189, 164, 154, 182, 151, 39, 125, 127, 125,
        158, 78, 179, 179, 179, 179, 179, 179, 187, 179, 179, 61, 61, 61, 61, 64, 169, 75, 1, 61, 161, 160, 216, 61,
        179, 179, 179, 84, 179, 179, 174, 179, 179, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209,
        209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 209, 179, 179, 102, 104, 97, 114, 97, 99, 116, 101, 114, 179,
        84, 179, 179, 179, 179, 179, 179, 179, 179, 179, 179, 77, 78, 179, 179, 179, 179, 179, 179, 187, 179, 179, 179,
        179, 179, 179, 179, 185, 175, 175, 175, 175, 175, 175, 175, 175, 175, 255, 255, 255, 255, 255, 255, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 191, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 239, 175, 175, 61, 61, 61,
        61, 64, 169, 75, 8, 26, 0, 0, 0, 0, 0, 0, 58, 0, 0, 46, 125, 125, 41, 169, 147, 44, 125, 125, 243, 63, 149, 201,
        16, 17, 190, 151, 177, 192, 14, 73, 229, 7, 40, 94, 65, 217, 54, 190, 20, 188, 183, 54, 163, 52, 41, 86, 120, 0,
        0, 0, 179, 179, 179, 179, 179, 179, 179, 179, 77, 78, 179, 179, 179, 179, 179, 179, 179, 179, 179, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 85, 110, 115, 97, 102, 179, 179, 179, 179, 179, 179, 179, 179, 179, 179,
        179, 77, 78, 179, 179, 179, 179, 179, 179, 187, 179, 179, 179, 179, 179, 179, 179, 185, 175, 175, 175, 175, 175,
        175, 175, 175, 175, 255, 255, 255, 255, 255, 255, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 191, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 255, 255, 255, 255, 255, 255, 1, 182, 175, 175, 175, 61, 61, 61, 61, 64, 169,
        75, 8, 26, 0, 0, 0, 175, 255, 255, 255, 255, 255, 255, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 191, 16, 125, 97, 99, 179, 179, 179, 179, 179, 185, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 255, 255, 255, 255, 255, 255, 175, 175, 175, 175, 175, 175, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 191, 175, 175, 175, 175, 175, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 239, 175, 175, 61, 61, 61, 61, 64, 169, 75, 8, 26, 0, 0,
        0, 0, 0, 0, 58, 0, 0, 0, 179, 179, 179, 179, 179, 179, 179, 179, 77, 78, 179, 179, 179, 179, 179, 179, 179, 179,
        179, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 85, 110, 115, 97, 102, 179, 179, 179, 179, 179, 179, 179,
        179, 179, 179, 179, 77, 78, 179, 179, 179, 179, 179, 179, 187, 179, 179, 179, 179, 179, 179, 179, 185, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 255, 255, 255, 255, 255, 255, 175, 175, 175, 175, 175, 175, 175, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 191, 175, 175, 175, 175, 175, 175, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 255, 255, 255, 255, 255, 255, 1, 182, 175, 175, 175, 61, 61,
        61, 61, 64, 169, 75, 8, 26, 0, 0, 0, 175, 255, 255, 255, 255, 255, 255, 175, 175, 175, 175, 175, 175, 175, 175,
        175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 175, 191, 16, 125, 97, 99, 93, 10,
    ])

    @Test(
        "Page Up on a wrapping control whose range reaches the largest double wraps round (the moved value overflowed to infinity, then NaN)"
    )
    func wrappingPageUpNearTheLargestDouble() throws {
        let max = Double.greatestFiniteMagnitude
        var model = try CircularModel(.standard(max: max, snap: .none, turnMode: .wrapping), value: 0.95 * max)
        let events = Array(model.handle(.key(.pageUp)))
        #expect(events == [.began(.keys), .changed(.key), .wrapped(.forward)])
        #expect(model.value.isApproximately(0.05 * max, tolerance: 1e-9 * max), "\(model.value)")
        _ = model.handle(.key(.pageDown))
        #expect(model.value.isApproximately(0.95 * max, tolerance: 1e-9 * max), "\(model.value)")
        #expect(model.invariantViolations().isEmpty, "\(model.invariantViolations())")
    }

    @Test(
        "A range far from 0 keeps its minimum distance within the rounding of its values (the invariant allowed 1e-9 of the range, less than an ulp there)"
    )
    func rangeMinimumDistanceFarFromZero() throws {
        // A range 2^-29 of its magnitude wide: an ulp of the values is 2^-23 of the range.
        let configuration = Configuration.standard(
            min: -1.7044745290527055e289, max: -1.704474525479241e289, snap: .none)
        let distance = 1.4367674766883327e280
        var range = try CircularRangeModel(
            configuration, start: -1.704474529052659e289, end: -2.8797550177326846e304,
            minimumDistance: distance)
        let ulp = configuration.min.magnitude.ulp
        for notches in [3.0, 3, -1, 7, 40] {
            _ = range.handle(.wheel(notches: notches, modifiers: .shift))
            #expect(
                range.endValue - range.startValue >= distance - 2 * ulp, "\(range.startValue) ... \(range.endValue)")
            #expect(range.invariantViolations().isEmpty, "\(range.invariantViolations())")
        }
        range.focusedKnob = .end
        _ = range.handle(.key(.home))
        #expect(range.endValue - range.startValue >= distance - 2 * ulp, "\(range.startValue) ... \(range.endValue)")
        #expect(range.invariantViolations().isEmpty, "\(range.invariantViolations())")
    }

    @Test("A wrapping control given a value whose distance from min overflows wraps it (it started at NaN)")
    func wrappingValueFarFromMin() throws {
        var configuration = Configuration.standard(
            min: -1e308, max: -4.520352933663763e102, snap: .none, turnMode: .wrapping)
        configuration.skew = .exponent(3.3634699015793084)
        var model = try CircularModel(configuration, value: .greatestFiniteMagnitude)
        #expect(model.value >= configuration.min && model.value < configuration.max, "\(model.value)")
        #expect(model.invariantViolations().isEmpty, "\(model.invariantViolations())")
        // The distance 2.8e308 overflows; the value lies where half of it, reduced modulo half the span, says.
        let span = configuration.max - configuration.min
        let expected =
            configuration.min + 2
            * (Double.greatestFiniteMagnitude / 2 - configuration.min / 2)
            .truncatingRemainder(dividingBy: span / 2)
        #expect(model.value == expected)
        _ = model.setValue(-Double.greatestFiniteMagnitude)
        #expect(model.value >= configuration.min && model.value < configuration.max, "\(model.value)")
        expectClean(
            configuration, control: .single(value: .greatestFiniteMagnitude),
            [.setValue(-.greatestFiniteMagnitude, second: 0, animated: true, time: 0), .advanceAnimation(time: 1)])
    }

    @Test(
        "A value near 0 on a multi-turn control whose min is -1.7e289 matches its position within the rounding of min (the invariant allowed 1e-9 of the value, less than an ulp of min)"
    )
    func valueFarFromMinMatchesItsPosition() throws {
        let configuration = Configuration.standard(
            min: -1.7044745290527055e289, max: -1.704474525479241e289, snap: .onRelease,
            turnMode: .multiTurn(limit: 2_147_483_647))
        var model = try CircularModel(configuration)
        _ = model.setValue(5e-324)
        _ = model.handle(.wheel(notches: 2.852941176470587, modifiers: .shift))
        #expect(model.value > 0, "\(model.value)")
        #expect(model.invariantViolations().isEmpty, "\(model.invariantViolations())")
        expectClean(
            configuration,
            [
                .setValue(5e-324, second: 0, animated: false, time: 0),
                .input(.wheel(notches: 2.852941176470587, modifiers: .shift)),
            ])
    }

    @Test(
        "A range knob set by the program within rounding of the other knob stays on its side (the start at 5e-324 was left above an end set to 0, fuzz-capi's panels found it)"
    )
    func rangeKnobSetPastTheOtherByLessThanRounding() throws {
        var range = try CircularRangeModel(.standard(), start: 5e-324, end: 0.5)
        _ = range.setValue(0, of: .end)
        #expect(range.startValue <= range.endValue, "\(range.startValue) above \(range.endValue)")
        #expect(range.endValue == 0)
        #expect(range.invariantViolations().isEmpty, "\(range.invariantViolations())")
        var other = try CircularRangeModel(.standard(), start: 0.5, end: 0.5 + 1e-12)
        _ = other.setValue(0.5 + 2e-12, of: .start)
        #expect(other.startValue <= other.endValue, "\(other.startValue) above \(other.endValue)")
        #expect(other.invariantViolations().isEmpty)
    }

    @Test(
        "A logarithmic knob dragged back from max by a hair stays at max (positions up to 1.1e-15 below 1 gave 13.36232547493706, an ulp past max 13.362325474937059; fuzz-core found it)"
    )
    func logarithmicKnobDraggedBackFromMax() throws {
        var configuration = Configuration.standard(min: 12.362325474937059, max: 13.362325474937059, snap: .none)
        configuration.skew = .logarithmic
        var model = try CircularModel(configuration, value: configuration.max)
        _ = model.handle(.press(clock(0)))
        for ulps in [1.0, 2, 4, 8] {
            _ = model.handle(.move(clock(-ulps * 360 * 0x1p-53)))
            #expect(model.value == configuration.max, "\(ulps) ulps back: \(model.value)")
            #expect(model.invariantViolations().isEmpty, "\(model.invariantViolations())")
        }
        // A real move back leaves max as before.
        _ = model.handle(.move(clock(-36)))
        #expect(model.value < configuration.max && model.value > configuration.min)
        // The fuzz input that found it, on a ring whose centre lies at x = 2^52.
        let script = ControlScript(decoding: Self.logarithmicPastMaxInput)
        #expect(script.configuration.skew == .logarithmic)
        let problems = ScriptReplay.problems(in: script)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(
        "A double click a hundred-millionth of its radius from the knob's edge, a billion turns round, may hit or miss: its centre is known only to the rounding of its angle there (fuzz-core's reference gave the knob where the model gave the track)"
    )
    func doubleClickAtTheKnobsEdgeManyTurnsRound() throws {
        var configuration = Configuration.standard(min: 0, max: 33.874178176725366, turnMode: .multiTurn(limit: nil))
        let value = 22_381_836_683.40898
        configuration.defaultValue = value
        let model = try CircularModel(configuration, value: value)
        #expect(model.turns > 600_000_000)
        let knob = model.knobCenter
        let edge = configuration.geometry.knobHitRadius
        for index in 0..<90 {
            let angle = Turns(Double(index) / 90)
            for radius in [edge * (1 - 1e-8), edge * (1 + 1e-8)] {
                let point = ClockAngle.point(at: angle, radius: radius, around: knob)
                let problems = ScriptReplay.problems(
                    in: ControlScript(
                        configuration: configuration, control: .single(value: value),
                        steps: [.input(.press(point, modifiers: [], clickCount: 2))]))
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }

    /// The fuzz input that found it (Fuzz/Corpus/fuzz-core/regression-logarithmic-past-max).
    static let logarithmicPastMaxInput: [UInt8] = Array([
        233, 233, 144, 233, 125, 93, 233, 125, 125, 125, 125, 127, 196, 196, 197, 196, 196, 196, 196, 196, 70, 70, 70,
        70, 70, 135, 70, 70, 9, 86, 180, 246, 10, 125, 25, 125, 183, 125, 127, 0, 93, 125, 125, 125, 127, 125, 125, 25,
        125, 183, 199, 125, 127, 125, 125, 93, 125, 127, 125, 67, 108, 68, 101, 102, 111, 127, 125, 125, 93, 125, 127,
        125, 67, 108, 68, 101, 102, 111, 115, 101, 100, 82, 97, 110, 103, 101, 205, 41, 126, 105, 49, 205, 205, 205,
        172, 220, 226, 237, 237, 237, 162, 237, 237, 237, 237, 237, 237, 205, 67, 108, 111, 115, 101, 100, 82, 97, 70,
        70, 70, 70, 70, 70, 70, 135, 70, 70, 205, 205, 207, 70, 70, 70, 212, 70, 172, 70, 70, 255, 247, 58, 58, 0, 10,
        0, 176, 176, 176, 176, 176,
    ])
}
