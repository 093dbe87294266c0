import Testing

@testable import CircularControl

@Suite("Motion accumulates shortest-path deltas")
struct ShortestPathTests {
    @Test("Crossing 12 o'clock, in either direction, moves the value by the angle turned: never a jump")
    func crossingTwelve() throws {
        var driver = try Driver(.standard(turnMode: .multiTurn(limit: nil)), value: 0.9, pressedAt: 324)
        var previous = driver.value
        driver.turn(by: 72, step: 3) { model, _ in
            #expect((model.value - previous).isApproximately(3.0 / 360))
            previous = model.value
        }
        driver.turn(by: -72, step: 3) { model, _ in
            #expect((model.value - previous).isApproximately(-3.0 / 360))
            previous = model.value
        }
        #expect(driver.value.isApproximately(0.9))
    }

    @Test("The model never reads the value back from the pointer: large steps still accumulate")
    func largeSteps() throws {
        var driver = try Driver(.standard(turnMode: .multiTurn(limit: nil)), value: 0.25, pressedAt: 90)
        driver.turn(by: 170 * 4, step: 170)
        #expect(driver.value.isApproximately(0.25 + 680.0 / 360))
    }

    @Test("A counter-clockwise control grows when the pointer turns counter-clockwise")
    func counterClockwise() throws {
        var driver = try Driver(.standard(arc: Arc(direction: .counterClockwise)), value: 0.25, pressedAt: 270)
        driver.turn(by: -36)
        #expect(driver.value.isApproximately(0.35))
    }
}
