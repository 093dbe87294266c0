import Testing

@testable import CircularControl

@Suite("Centre dead zone with re-anchoring")
struct DeadZoneTests {
    /// A control of `configuration` at 0.25, its knob (at 3 o'clock) pressed: where every crossing starts.
    private static func heldAtThreeOClock(_ configuration: Configuration) throws -> Driver {
        try Driver(configuration, value: 0.25, pressedAt: 90)
    }

    @Test("A pointer that passes straight through the centre in small steps does not flip the value")
    func throughTheCentreDense() throws {
        var driver = try Self.heldAtThreeOClock(.standard(turnMode: .multiTurn(limit: nil)))
        for x in stride(from: 300.0, through: 100, by: -4) {
            driver.move(to: Point(x: x, y: 200))
            #expect((driver.value - 0.25).magnitude < 0.02, "at x = \(x) the value is \(driver.value)")
        }
    }

    @Test("A single step across the centre (no sample in the dead zone) does not flip the value either")
    func throughTheCentreSparse() throws {
        var driver = try Self.heldAtThreeOClock(.standard())
        driver.move(to: Point(x: 240, y: 200))
        driver.move(to: Point(x: 160, y: 200))
        #expect(driver.value == 0.25)
        // After the crossing the drag re-anchors: turning on moves the value from where it was.
        driver.move(to: clock(260, radius: 40))
        #expect(driver.value.isApproximately(0.25 - 10.0 / 360))
    }

    @Test("Moves inside the dead zone are ignored; leaving it re-anchors")
    func insideIgnored() throws {
        var driver = try Self.heldAtThreeOClock(.standard())
        driver.move(to: Point(x: 203, y: 200))
        driver.move(to: Point(x: 200, y: 197))
        driver.move(to: Point(x: 197, y: 200))
        #expect(driver.value == 0.25)
        driver.move(to: clock(0, radius: 50))
        #expect(driver.value == 0.25)
    }

    @Test("The automatic dead zone is 5 px, or half the inner radius of a small ring")
    func automaticSize() {
        #expect(Configuration.standard().effectiveDeadZoneRadius == 5)
        #expect(Configuration.standard(geometry: ring(radius: 8, lineWidth: 8)).effectiveDeadZoneRadius == 2)
    }
}
