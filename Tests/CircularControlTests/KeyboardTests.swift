import Testing

@testable import CircularControl

@Suite("Keys: arrows, pages, Home and End, Escape")
struct KeyboardTests {
    @Test("Unstepped arrows move 1 % of the range, 0.1 % with Shift")
    func arrows() throws {
        var driver = try Driver(.standard(min: 0, max: 200), value: 100)
        #expect(driver.key(.right) == [.began(.keys), .changed(.key)], "a key gesture begins")
        #expect(driver.value == 102)
        driver.key(.up)
        driver.key(.left)
        driver.key(.down)
        #expect(driver.value == 100)
        driver.modifiers = .shift
        driver.key(.up)
        #expect(driver.value.isApproximately(100.2))
    }

    @Test("The key increment hosts tell screen readers is what an arrow moves: 1 % of the range, or the step")
    func keyIncrementIsWhatAnArrowMoves() throws {
        for configuration in [Configuration.standard(min: -50, max: 150), .standard(max: 15, step: 0.5)] {
            var driver = try Driver(configuration, value: 5)
            driver.key(.right)
            #expect(driver.value - 5 == configuration.keyIncrement, "\(configuration)")
        }
        #expect(Configuration.standard(min: -50, max: 150).keyIncrement == 2)
        #expect(Configuration.standard(turnMode: .multiTurn(limit: 3)).keyIncrement == 0.01)
    }

    @Test("Page Up and Page Down move 10 % (whole steps when stepped)")
    func pages() throws {
        var driver = try Driver(.standard(max: 200), value: 100)
        driver.key(.pageUp)
        #expect(driver.value == 120)
        var stepped = try Driver(.standard(max: 15, step: 1), value: 5)
        stepped.key(.pageUp)
        #expect(stepped.value == 7)  // 10 % of 15 is 1.5, rounded to 2 steps
        stepped.key(.pageDown)
        stepped.key(.pageDown)
        #expect(stepped.value == 3)
    }

    @Test("Home and End go to the ends; a turn limit is the upper end")
    func homeAndEnd() throws {
        var driver = try Driver(.standard(turnMode: .multiTurn(limit: 3)), value: 1.5)
        driver.key(.end)
        #expect(driver.value == 3)
        driver.key(.home)
        #expect(driver.value == 0)
    }

    @Test("Escape during a drag restores the value from the press and ends the drag as cancelled")
    func escape() throws {
        var driver = try Driver(.standard(), value: 0.3, pressedAt: 108)
        driver.turn(by: 90)
        #expect(driver.key(.escape) == [.changed(.pointer), .ended(.cancelled)])
        #expect(driver.value == 0.3)
        #expect(!driver.model.isDragging)
        // The moves after it do nothing.
        driver.turn(by: 30)
        #expect(driver.value == 0.3)
    }

    @Test("Escape without a drag does nothing")
    func escapeIdle() throws {
        var driver = try Driver(.standard(), value: 0.3)
        #expect(driver.key(.escape).isEmpty)
    }

    @Test("A key during a drag re-anchors it: no jump back on the next move")
    func keyDuringDrag() throws {
        var driver = try Driver(.standard(max: 100), value: 30, pressedAt: 108)
        driver.key(.pageUp)
        #expect(driver.value == 40)
        driver.turn(by: 3.6)
        #expect(driver.value.isApproximately(41))
    }
}
