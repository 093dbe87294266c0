import Testing

@testable import CircularControl

@Suite("Double click on the knob resets to the default value")
struct DoubleClickTests {
    @Test("A double click on the knob goes to the default value")
    func reset() throws {
        var driver = try Driver(.standard(defaultValue: 0.5), value: 0.25, pressedAt: 90)
        driver.release()
        #expect(driver.press(atDegrees: 90, clickCount: 2) == [.began(.reset), .changed(.pointer), .ended(.committed)])
        #expect(driver.value == 0.5)
        #expect(!driver.model.isDragging)
    }

    @Test("Without a default value, or off the knob, a double click is a plain press")
    func noReset() throws {
        var driver = try Driver(.standard(), value: 0.25)
        #expect(driver.press(atDegrees: 90, clickCount: 2) == [.began(.drag)])
        #expect(driver.value == 0.25)
        var offKnob = try Driver(.standard(defaultValue: 0.5), value: 0.25)
        offKnob.press(atDegrees: 200, clickCount: 2)
        #expect(offKnob.value == 0.25)
    }

    @Test("The click counter tells double clicks by time and distance")
    func clickCounter() {
        var counter = ClickCounter()
        #expect(counter.press(at: Point(x: 10, y: 10), time: 1.0) == 1)
        #expect(counter.press(at: Point(x: 11, y: 10), time: 1.3) == 2)
        #expect(counter.press(at: Point(x: 11, y: 10), time: 1.5) == 3)
        #expect(counter.press(at: Point(x: 11, y: 10), time: 2.5) == 1)
        #expect(counter.press(at: Point(x: 40, y: 10), time: 2.6) == 1)
        #expect(counter.press(at: Point(x: 40, y: 10), time: .nan) == 1)
    }
}
