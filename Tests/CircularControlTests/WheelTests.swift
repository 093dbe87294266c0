import Testing

@testable import CircularControl

@Suite("Wheel: notches, accumulated fractions, wrapping only when on")
struct WheelTests {
    @Test("A notch is one step")
    func notchIsAStep() throws {
        var driver = try Driver(.standard(max: 15, step: 1), value: 3)
        // Without a time each turn of the wheel is a gesture of its own.
        #expect(driver.wheel(1) == [.began(.wheel), .changed(.wheel), .ended(.committed)])
        #expect(driver.value == 4)
        driver.wheel(-3)
        #expect(driver.value == 1)
    }

    @Test("High-resolution fractions accumulate into whole notches")
    func fractions() throws {
        var driver = try Driver(.standard(max: 15, step: 1), value: 3)
        #expect(driver.wheel(0.4).isEmpty)
        #expect(driver.wheel(0.4).isEmpty)
        driver.wheel(0.4)
        #expect(driver.value == 4)
        #expect(driver.model.wheel.remainder.isApproximately(0.2))
    }

    @Test("A change of direction drops the rest")
    func directionChange() throws {
        var driver = try Driver(.standard(max: 15, step: 1), value: 3)
        driver.wheel(0.9)
        driver.wheel(-0.5)
        #expect(driver.value == 3)
        driver.wheel(-0.5)
        #expect(driver.value == 2)
    }

    @Test("Unstepped, a notch is 1 % of the range")
    func unstepped() throws {
        var driver = try Driver(.standard(max: 50), value: 10)
        driver.wheel(2)
        #expect(driver.value == 11)
    }

    @Test("Unstepped, a quarter notch moves a quarter of a notch's change at once, each time")
    func unsteppedQuarterNotches() throws {
        var driver = try Driver(.standard(max: 100), value: 10)
        for expected in [10.25, 10.5, 10.75, 11] {
            #expect(driver.wheel(0.25) == [.began(.wheel), .changed(.wheel), .ended(.committed)])
            #expect(driver.value.isApproximately(expected))
        }
        #expect(driver.model.wheel.remainder == 0)
        driver.wheel(-0.5)
        #expect(driver.value.isApproximately(10.5))
    }

    @Test("Stepped, four quarter notches make exactly one step, on the fourth")
    func steppedQuarterNotches() throws {
        var driver = try Driver(.standard(max: 15, step: 1), value: 3)
        for _ in 0..<3 { #expect(driver.wheel(0.25).isEmpty, "no change, no gesture") }
        #expect(driver.wheel(0.25) == [.began(.wheel), .changed(.wheel), .ended(.committed)])
        #expect(driver.value == 4)
    }

    @Test("The wheel stops at the ends of a clamped control and wraps on a wrapping one")
    func wraps() throws {
        var clamped = try Driver(.standard(max: 15, step: 1), value: 15)
        #expect(clamped.wheel(1).isEmpty)
        #expect(clamped.value == 15)
        var wrapping = try Driver(.standard(max: 15, step: 1, turnMode: .wrapping), value: 14)
        #expect(wrapping.wheel(1) == [.began(.wheel), .changed(.wheel), .wrapped(.forward), .ended(.committed)])
        #expect(wrapping.value == 0)
    }
}
