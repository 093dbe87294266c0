import Testing

@testable import CircularControl

@Suite("Steps with a snap mode")
struct StepTests {
    static let steps = Configuration.standard(max: 15, step: 1)

    static func isWholeStepInRange(_ value: Double) -> Bool {
        value >= 0 && value <= 15 && value == value.rounded()
    }

    @Test("Range 0...15 step 1: the pointer reaches both 0 and 15, and nothing outside")
    func pointerReachesBothEnds() throws {
        var driver = try Driver(Self.steps, value: 0, pressedAt: 0)
        var seen = Set<Double>()
        driver.turn(by: 400, step: 3) { model, _ in
            #expect(Self.isWholeStepInRange(model.value), "value \(model.value)")
            seen.insert(model.value)
        }
        driver.turn(by: -440, step: 3) { model, _ in
            #expect(Self.isWholeStepInRange(model.value), "value \(model.value)")
            seen.insert(model.value)
        }
        #expect(seen == Set((0...15).map(Double.init)))
    }

    @Test("Range 0...15 step 1: keys reach both 0 and 15, and nothing outside")
    func keysReachBothEnds() throws {
        var driver = try Driver(Self.steps, value: 0)
        for _ in 0..<20 {
            driver.key(.right)
            #expect(Self.isWholeStepInRange(driver.value))
        }
        #expect(driver.value == 15)
        for _ in 0..<20 {
            driver.key(.down)
            #expect(Self.isWholeStepInRange(driver.value))
        }
        #expect(driver.value == 0)
        driver.key(.end)
        #expect(driver.value == 15)
        driver.key(.home)
        #expect(driver.value == 0)
    }

    @Test("Range 0...15 step 1: the wheel reaches both 0 and 15, and nothing outside")
    func wheelReachesBothEnds() throws {
        var driver = try Driver(Self.steps, value: 7)
        for _ in 0..<20 {
            driver.wheel(1)
            #expect(Self.isWholeStepInRange(driver.value))
        }
        #expect(driver.value == 15)
        for _ in 0..<40 {
            driver.wheel(-0.5)
            #expect(Self.isWholeStepInRange(driver.value))
        }
        #expect(driver.value == 0)
    }

    @Test("The grid is anchored at min, and max is reachable when off the grid")
    func anchoredAtMin() throws {
        var driver = try Driver(.standard(min: 2, max: 12, step: 3), value: 2)
        var values: [Double] = []
        for _ in 0..<5 {
            driver.key(.up)
            values.append(driver.value)
        }
        #expect(values == [5, 8, 11, 12, 12])
        driver.key(.down)
        #expect(driver.value == 11)
    }

    /// A 0 ... 10 control stepped by 1 that snaps as `snap` says, at 5, its knob (at 6 o'clock) pressed.
    private static func heldAtFive(snap: SnapMode) throws -> Driver {
        try Driver(.standard(max: 10, step: 1, snap: snap), value: 5, pressedAt: 180)
    }

    @Test("Snap always: small moves accumulate and land on the grid")
    func snapAlways() throws {
        var driver = try Self.heldAtFive(snap: .always)
        driver.turn(by: 17, step: 0.5)  // 0.47 of a step
        #expect(driver.value == 5)
        driver.turn(by: 2, step: 0.5)  // 0.53 of a step in all
        #expect(driver.value == 6)
    }

    @Test("Snap on release: continuous while dragging, on the grid after")
    func snapOnRelease() throws {
        var driver = try Self.heldAtFive(snap: .onRelease)
        driver.turn(by: 25)
        #expect(driver.value.isApproximately(5 + 250.0 / 360))
        driver.release()
        #expect(driver.value == 6)
    }

    @Test("Snap none: drags are continuous but keys still step on the grid")
    func snapNone() throws {
        var driver = try Self.heldAtFive(snap: .none)
        driver.turn(by: 25)
        driver.release()
        #expect(driver.value.isApproximately(5 + 250.0 / 360))
        driver.key(.up)
        #expect(driver.value == 6)
    }
}
