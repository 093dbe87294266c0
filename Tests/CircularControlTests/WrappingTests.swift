import Testing

@testable import CircularControl

@Suite("Wrapping on: crossing the end continues from the start")
struct WrappingTests {
    @Test("0.95 plus 0.10 gives 0.05 and reports a forward wrap")
    func forward() throws {
        var driver = try Driver(.standard(turnMode: .wrapping), value: 0.95, pressedAt: 342)
        driver.turn(by: 36, step: 2)
        #expect(driver.value.isApproximately(0.05))
        #expect(driver.events.filter { if case .wrapped = $0 { true } else { false } } == [.wrapped(.forward)])
    }

    @Test("0.05 minus 0.10 gives 0.95 and reports a backward wrap")
    func backward() throws {
        var driver = try Driver(.standard(turnMode: .wrapping), value: 0.05, pressedAt: 18)
        driver.turn(by: -36, step: 2)
        #expect(driver.value.isApproximately(0.95))
        #expect(driver.events.contains(.wrapped(.backward)))
    }

    @Test("Wrapping needs a full circle")
    func needsFullCircle() {
        #expect(throws: ConfigurationError.self) {
            try CircularModel(.standard(turnMode: .wrapping, arc: knobArc))
        }
    }

    @Test("Stepped wrapping: 15 is the same point as 0")
    func steppedWrap() throws {
        var driver = try Driver(.standard(max: 15, step: 1, turnMode: .wrapping), value: 14)
        #expect(driver.key(.up) == [.began(.keys), .changed(.key), .wrapped(.forward)])
        #expect(driver.value == 0)
        #expect(driver.key(.down) == [.changed(.key), .wrapped(.backward)], "the same key gesture, no release yet")
        #expect(driver.value == 14)
    }
}
