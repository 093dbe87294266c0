import Testing

@testable import CircularControl

@Suite("A value set by the program during a drag does not fight the user")
struct ProgramValueTests {
    @Test("The drag re-anchors: the next move carries on from the new value")
    func reanchors() throws {
        var driver = try Driver(.standard(), value: 0.2, pressedAt: 72)
        driver.turn(by: 36)
        #expect(driver.model.setValue(0.7) == [.changed(.program)])
        #expect(driver.value == 0.7)
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(0.8))
    }

    @Test("A program value while pinned unpins and re-anchors")
    func whilePinned() throws {
        var driver = try Driver(.standard(), value: 0.9, pressedAt: 324)
        driver.turn(by: 90)
        #expect(driver.model.pinnedEnd == .maximum)
        _ = driver.model.setValue(0.5)
        #expect(driver.model.pinnedEnd == nil)
        driver.turn(by: -36)
        #expect(driver.value.isApproximately(0.4))
    }

    @Test("Program values are clamped, wrapped or snapped as the control says, and NaN is ignored")
    func shaping() throws {
        var clamped = try CircularModel(.standard(max: 10, step: 1))
        _ = clamped.setValue(12)
        #expect(clamped.value == 10)
        _ = clamped.setValue(3.4)
        #expect(clamped.value == 3)
        #expect(clamped.setValue(.nan).isEmpty)
        #expect(clamped.setValue(-.infinity).isEmpty)
        #expect(clamped.value == 3)
        var wrapping = try CircularModel(.standard(turnMode: .wrapping))
        _ = wrapping.setValue(1.25)
        #expect(wrapping.value == 0.25)
        _ = wrapping.setValue(-0.25)
        #expect(wrapping.value == 0.75)
    }
}

@Suite("Skews")
struct SkewTests {
    @Test("A logarithmic skew multiplies the value by equal factors for equal angles")
    func logarithmic() throws {
        var driver = try Driver(
            Configuration(min: 20, max: 20_000, skew: .logarithmic, geometry: ring()), value: 20, pressedAt: 0)
        driver.turn(by: 120)
        #expect(driver.value.isApproximately(200, tolerance: 1e-6))
        driver.turn(by: 120)
        #expect(driver.value.isApproximately(2000, tolerance: 1e-6))
    }

    @Test("An exponent skew maps the middle of the arc to (1/2)^exponent of the range")
    func exponent() throws {
        let model = try CircularModel(Configuration(min: 0, max: 100, skew: .exponent(2), geometry: ring()), value: 25)
        #expect(model.position.isApproximately(0.5))
    }

    @Test("Skews the range cannot take are refused")
    func refused() {
        #expect(throws: ConfigurationError.self) {
            try CircularModel(Configuration(min: 0, max: 1, skew: .logarithmic, geometry: ring()))
        }
        #expect(throws: ConfigurationError.self) {
            try CircularModel(Configuration(skew: .exponent(-1), geometry: ring()))
        }
        #expect(throws: ConfigurationError.self) {
            try CircularModel(Configuration(skew: .exponent(2), turnMode: .multiTurn(limit: nil), geometry: ring()))
        }
    }
}
