import Testing

@testable import CircularControl

@Suite("Fine adjust with Shift")
struct FineAdjustTests {
    @Test("Holding Shift turns at a tenth of the rate")
    func tenthOfTheRate() throws {
        var driver = try Driver(.standard(), value: 0.5, pressedAt: 180)
        driver.modifiers = .shift
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(0.51))
    }

    @Test("Shift with Control turns at a hundredth of the rate; Control alone changes nothing")
    func hundredthOfTheRate() throws {
        var driver = try Driver(.standard(), value: 0.5, pressedAt: 180)
        driver.modifiers = [.shift, .control]
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(0.501))
        driver.modifiers = .control
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(0.601))
    }

    @Test("Arrow keys and the wheel of an unstepped control take the same two levels; a stepped one keeps whole steps")
    func keysAndWheel() throws {
        var driver = try Driver(.standard(max: 100), value: 50)
        driver.send(.key(.right, modifiers: .shift))
        #expect(driver.value.isApproximately(50.1))
        driver.send(.key(.right, modifiers: [.shift, .control]))
        #expect(driver.value.isApproximately(50.11))
        driver.send(.wheel(notches: 1, modifiers: [.shift, .control]))
        #expect(driver.value.isApproximately(50.12))
        driver.send(.wheel(notches: -1, modifiers: .shift))
        #expect(driver.value.isApproximately(50.02))
        var stepped = try Driver(.standard(max: 15, step: 1), value: 3)
        stepped.send(.key(.right, modifiers: [.shift, .control]))
        #expect(stepped.value == 4)
    }

    @Test("A fine-adjust factor of 0.2 makes Shift a fifth and Shift with Control a fiftieth, for keys too")
    func factorSetsBothLevels() throws {
        var configuration = Configuration.standard(max: 100)
        configuration.fineAdjustFactor = 0.2
        var driver = try Driver(configuration, value: 50)
        driver.send(.key(.right, modifiers: .shift))
        #expect(driver.value.isApproximately(50.2))
        driver.send(.key(.right, modifiers: [.shift, .control]))
        #expect(driver.value.isApproximately(50.22))
    }

    @Test("Shift going down and up mid-drag re-anchors without a jump")
    func noJump() throws {
        var driver = try Driver(.standard(), value: 0.5, pressedAt: 180)
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(0.6))
        driver.send(.modifiers(.shift))
        #expect(driver.value.isApproximately(0.6))
        driver.modifiers = .shift
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(0.61))
        driver.send(.modifiers([]))
        driver.modifiers = []
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(0.71))
    }
}

@Suite("Linear drag modes")
struct LinearDragTests {
    @Test("Vertical: 250 px up is the full range, and the press does not jump")
    func vertical() throws {
        var driver = try Driver(.standard(linearDrag: .vertical), value: 0.2)
        #expect(driver.press(atDegrees: 0, radius: 30) == [.began(.drag)])
        driver.move(to: Point(x: 200, y: 170 - 125))
        #expect(driver.value.isApproximately(0.7))
        driver.move(to: Point(x: 260, y: 170 - 125))
        #expect(driver.value.isApproximately(0.7))
    }

    @Test("Horizontal: right increases")
    func horizontal() throws {
        var driver = try Driver(.standard(linearDrag: .horizontal), value: 0.2)
        driver.press(atDegrees: 0, radius: 30)
        driver.move(to: Point(x: 225, y: 100))
        #expect(driver.value.isApproximately(0.3))
    }

    @Test("Both: up and right add up; past an end it pins until the pointer comes back")
    func both() throws {
        var driver = try Driver(.standard(linearDrag: .both), value: 0.9)
        driver.press(atDegrees: 0, radius: 30)  // at (200, 170)
        driver.move(to: Point(x: 250, y: 120))  // +100 px: +0.4
        #expect(driver.value == 1)
        #expect(driver.model.pinnedEnd == .maximum)
        driver.move(to: Point(x: 225, y: 145))  // back to +50 px: +0.2, still beyond
        #expect(driver.value == 1)
        driver.move(to: Point(x: 200, y: 170))
        #expect(driver.value.isApproximately(0.9))
    }

    @Test("A press anywhere starts a linear drag, even outside the ring")
    func anywhere() throws {
        var driver = try Driver(.standard(linearDrag: .vertical), value: 0.2)
        #expect(driver.press(atDegrees: 45, radius: 180) == [.began(.drag)])
    }
}
