import Testing

@testable import CircularControl

@Suite("Press on the track: jump, relative or ignore")
struct TrackPressTests {
    @Test("Jump: the value goes to the pointer and the drag carries on from there")
    func jump() throws {
        var driver = try Driver(.standard(trackPress: .jump), value: 0.1)
        #expect(driver.press(atDegrees: 180) == [.began(.drag), .changed(.pointer)])
        #expect(driver.value.isApproximately(0.5))
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(0.6))
    }

    @Test("Relative: no jump; the value moves by as much as the pointer turns")
    func relative() throws {
        var driver = try Driver(.standard(trackPress: .relative), value: 0.1)
        #expect(driver.press(atDegrees: 180) == [.began(.drag)])
        #expect(driver.value == 0.1)
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(0.2))
    }

    @Test("Ignore: a track press does nothing, and the moves after it neither")
    func ignore() throws {
        var driver = try Driver(.standard(trackPress: .ignore), value: 0.1)
        #expect(driver.press(atDegrees: 180).isEmpty)
        driver.turn(by: 36)
        #expect(driver.value == 0.1)
        #expect(!driver.model.isDragging)
    }

    @Test("Presses inside or outside the ring are ignored")
    func elsewhere() throws {
        var driver = try Driver(.standard(trackPress: .jump), value: 0.1)
        #expect(driver.press(atDegrees: 180, radius: 30).isEmpty)
        #expect(driver.press(atDegrees: 180, radius: 170).isEmpty)
        #expect(driver.value == 0.1)
    }

    @Test("Jump on a multi-turn control lands in the turn nearest the current value")
    func jumpMultiTurn() throws {
        let driver = try Driver(
            .standard(max: 1, turnMode: .multiTurn(limit: nil), trackPress: .jump), value: 2.9, pressedAt: 36)
        #expect(driver.value.isApproximately(3.1))
    }

    @Test("Escape after a jump restores the value from before the press")
    func escapeAfterJump() throws {
        var driver = try Driver(.standard(trackPress: .jump), value: 0.1, pressedAt: 180)
        driver.key(.escape)
        #expect(driver.value == 0.1)
        #expect(driver.events.suffix(2) == [.changed(.pointer), .ended(.cancelled)])
    }
}
