import Testing

@testable import CircularControl

@Suite("Animated programmatic changes")
struct AnimationTests {
    @Test("The value eases in and out from the old value to the new one")
    func easesInOut() throws {
        var model = try CircularModel(.standard(max: 100), value: 0)
        #expect(model.setValue(100, animated: true, at: 10).isEmpty)
        #expect(model.isAnimating)
        #expect(model.value == 0)
        let duration = model.configuration.animation.duration(forTurns: 1)
        var samples: [Double] = []
        for tick in 1...10 {
            let events = model.advanceAnimation(to: 10 + duration * Double(tick) / 10)
            #expect(events.contains(.changed(.program)))
            samples.append(model.value)
        }
        #expect(samples.last == 100)
        #expect(!model.isAnimating)
        #expect(samples[4].isApproximately(50))
        // Slow at both ends, fast in the middle.
        #expect(samples[0] < 10)
        #expect(samples[5] - samples[4] > samples[0] * 2)
        #expect(samples == samples.sorted())
    }

    @Test("A multi-turn change passes through every intermediate turn, and takes longer for more turns")
    func throughEveryTurn() throws {
        var model = try CircularModel(.standard(turnMode: .multiTurn(limit: nil)), value: 0.2)
        _ = model.setValue(3.7, animated: true, at: 0)
        var turnsSeen = Set<Int>()
        var time = 0.0
        while model.isAnimating {
            time += 1.0 / 120
            _ = model.advanceAnimation(to: time)
            turnsSeen.insert(model.turns)
        }
        #expect(turnsSeen == [0, 1, 2, 3])
        #expect(model.value == 3.7)
        let timing = AnimationTiming()
        #expect(timing.duration(forTurns: 3.5) > timing.duration(forTurns: 0.5))
    }

    @Test("A wrapping control animates the shorter way round and reports the wrap")
    func wrapsTheShortWay() throws {
        var model = try CircularModel(.standard(turnMode: .wrapping), value: 0.9)
        _ = model.setValue(0.1, animated: true, at: 0)
        var events: [ControlEvent] = []
        var time = 0.0
        while model.isAnimating {
            time += 0.01
            events.append(contentsOf: model.advanceAnimation(to: time))
            #expect(model.value >= 0.9 || model.value <= 0.1 + 1e-12)
        }
        #expect(events.contains(.wrapped(.forward)))
        #expect(model.value.isApproximately(0.1))
    }

    @Test("A press stops the animation where it is")
    func pressStops() throws {
        var model = try CircularModel(.standard(trackPress: .relative), value: 0)
        _ = model.setValue(1, animated: true, at: 0)
        _ = model.advanceAnimation(to: 0.2)
        let reached = model.value
        _ = model.handle(.press(clock(300)))
        #expect(!model.isAnimating)
        #expect(model.value == reached)
    }

    @Test("A press that stops a stepped animation settles on the grid, reports it, and Escape comes back there")
    func pressStopsOnTheGrid() throws {
        var model = try CircularModel(.standard(max: 10, step: 1), value: 0)
        _ = model.setValue(10, animated: true, at: 0)
        _ = model.advanceAnimation(to: 0.2)
        #expect(model.value != model.value.rounded())
        let events = model.handle(.press(model.knobCenter))
        #expect(events == [.changed(.program), .began(.drag)])
        let settled = model.value
        #expect(settled == settled.rounded())
        _ = model.handle(.move(clock(300)))
        _ = model.handle(.key(.escape))
        #expect(model.value == settled)
    }

    @Test("During a drag a program change is immediate; bad times are ignored")
    func immediateDuringDrag() throws {
        var model = try CircularModel(.standard(), value: 0)
        _ = model.handle(.press(clock(0)))
        #expect(model.setValue(0.5, animated: true, at: 0) == [.changed(.program)])
        #expect(!model.isAnimating)
        var idle = try CircularModel(.standard(), value: 0)
        #expect(idle.setValue(0.5, animated: true, at: .nan).isEmpty)
        #expect(!idle.isAnimating)
        _ = idle.setValue(0.5, animated: true, at: 0)
        #expect(idle.advanceAnimation(to: .infinity).isEmpty)
        #expect(idle.value == 0)
    }

    @Test("The easing curve is 0, 0.5 and 1 at 0, 0.5 and 1, and clamps outside")
    func easing() {
        #expect(Easing.easeInOut(0) == 0)
        #expect(Easing.easeInOut(0.5) == 0.5)
        #expect(Easing.easeInOut(1) == 1)
        #expect(Easing.easeInOut(-3) == 0)
        #expect(Easing.easeInOut(7) == 1)
        #expect(Easing.easeInOut(.nan) == 0)
    }
}
