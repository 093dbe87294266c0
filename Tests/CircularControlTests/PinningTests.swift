import Testing

@testable import CircularControl

@Suite("Wrapping off: pinned at an end until the pointer comes back to the knob")
struct PinningTests {
    /// A ring whose knob spans less than 0.02 of a turn either side (11.2 px on a 120 px radius).
    static let geometry = ring(radius: 120, lineWidth: 16)

    @Test(
        "From 0.9, a drag clockwise across 12 o'clock pins at max; all the way round it never drops below 0.98 until the pointer is back at the knob"
    )
    func pinnedAllTheWayRound() throws {
        var driver = try Driver(.standard(geometry: Self.geometry), value: 0.9)
        driver.press(atDegrees: 324, radius: 120)
        driver.turn(by: 46)  // to 10 degrees past 12 o'clock
        #expect(driver.value == 1)
        #expect(driver.model.pinnedEnd == .maximum)
        #expect(driver.events.contains(.pinned(.maximum)))
        // On round the whole circle, towards the knob from the other side, a degree at a time.
        let pickup = Self.geometry.knobAngularRadius.degrees
        while driver.model.pinnedEnd != nil, driver.pointerDegrees < 720 {
            driver.turn(by: 1)
            let awayFromKnob = 720 - driver.pointerDegrees
            #expect(driver.value == 1, "at \(driver.pointerDegrees) degrees the value is \(driver.value)")
            if driver.model.pinnedEnd != nil {
                #expect(awayFromKnob > pickup - 1, "still pinned at the knob, \(awayFromKnob) degrees away")
            } else {
                #expect(awayFromKnob <= pickup, "released \(awayFromKnob) degrees away from the knob")
            }
        }
        #expect(driver.events.last == .released(.maximum))
        // Picked up: the value follows the pointer from there, without a jump.
        driver.turn(by: -36)
        #expect(driver.value.isApproximately(0.9))
    }

    @Test("Coming back across 12 o'clock, the value follows the pointer at once")
    func backAcrossTheEnd() throws {
        var driver = try Driver(.standard(geometry: Self.geometry), value: 0.9)
        driver.press(atDegrees: 324, radius: 120)
        driver.turn(by: 56)  // 20 degrees past 12 o'clock
        #expect(driver.value == 1)
        driver.turn(by: -19)  // 1 degree past: still at the end
        #expect(driver.value == 1)
        driver.turn(by: -2)
        #expect(driver.value.isApproximately(359.0 / 360))
        #expect(driver.events.contains(.released(.maximum)))
        driver.turn(by: -35)
        #expect(driver.value.isApproximately(0.9))
    }

    @Test("Pinned at min by a drag counter-clockwise, and released by coming back")
    func pinnedAtMinimum() throws {
        var driver = try Driver(.standard(), value: 0.05, pressedAt: 18)
        driver.turn(by: -90)
        #expect(driver.value == 0)
        #expect(driver.model.pinnedEnd == .minimum)
        driver.turn(by: -200)
        #expect(driver.value == 0)
        driver.turn(by: 290)  // back to where the press was
        #expect(driver.value.isApproximately(0.05))
    }

    @Test("A 270-degree arc: a pointer dragged through the whole gap never flips the value from max to min")
    func throughTheGap() throws {
        var driver = try Driver(.standard(arc: knobArc), value: 1, pressedAt: 135)
        driver.turn(by: 120) { model, degrees in
            #expect(model.value == 1, "flipped at \(degrees) degrees")
        }
        // And back the other way, from min through the gap.
        driver.release()
        driver.send(.key(.home))
        driver.press(atDegrees: 225)
        driver.turn(by: -120) { model, degrees in
            #expect(model.value == 0, "flipped at \(degrees) degrees")
        }
    }

    @Test("A multi-turn control with a limit pins at the limit as a clamped one does")
    func turnLimit() throws {
        var driver = try Driver(.standard(turnMode: .multiTurn(limit: 2)), value: 1.9, pressedAt: 324)
        driver.turn(by: 180)
        #expect(driver.value == 2)
        #expect(driver.model.pinnedEnd == .maximum)
        driver.turn(by: -190)
        #expect(driver.value.isApproximately(1.9 - 10.0 / 360))
    }

    @Test("Releasing the button while pinned keeps the value at the end")
    func releaseWhilePinned() throws {
        var driver = try Driver(.standard(), value: 0.95, pressedAt: 342)
        driver.turn(by: 40)
        driver.release()
        #expect(driver.value == 1)
        #expect(driver.model.pinnedEnd == nil)
        #expect(driver.events.last == .ended(.committed))
    }
}
