import Testing

@testable import CircularControl

@Suite("Multi-turn: crossing 12 o'clock counts turns")
struct MultiTurnTests {
    @Test("0.95 plus 0.10 gives 1.05, one whole turn")
    func countsTurns() throws {
        var driver = try Driver(.standard(turnMode: .multiTurn(limit: nil)), value: 0.95, pressedAt: 342)
        driver.turn(by: 36)
        #expect(driver.value.isApproximately(1.05))
        #expect(driver.model.turns == 1)
        #expect(driver.model.position.isApproximately(1.05))
    }

    @Test("Four and a quarter turns on a 0...100 range reads 425")
    func severalTurns() throws {
        var driver = try Driver(.standard(max: 100, turnMode: .multiTurn(limit: 5)), value: 0, pressedAt: 0)
        driver.turn(by: 360 * 4 + 90, step: 5)
        #expect(driver.value.isApproximately(425, tolerance: 1e-6))
        #expect(driver.model.turns == 4)
    }

    @Test("Below the start it stops at min")
    func stopsAtMinimum() throws {
        var driver = try Driver(.standard(turnMode: .multiTurn(limit: nil)), value: 0.05, pressedAt: 18)
        driver.turn(by: -60)
        #expect(driver.value == 0)
        #expect(driver.model.pinnedEnd == .minimum)
    }

    @Test("Multi-turn needs a full circle and a limit of at least one turn")
    func configuration() {
        #expect(throws: ConfigurationError.self) {
            try CircularModel(.standard(turnMode: .multiTurn(limit: 2), arc: knobArc))
        }
        #expect(throws: ConfigurationError.self) { try CircularModel(.standard(turnMode: .multiTurn(limit: 0))) }
    }
}
