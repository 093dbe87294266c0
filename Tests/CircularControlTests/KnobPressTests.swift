import Testing

@testable import CircularControl

@Suite("Press on the knob never moves the value")
struct KnobPressTests {
    @Test(
        "A press on the knob 10 degrees off its centre changes nothing; 30 more degrees move exactly 30 degrees' worth")
    func pressOffCentreThenTurn() throws {
        // A thick ring so that 10 degrees off the knob's centre is still on the knob.
        var driver = try Driver(.standard(geometry: ring(radius: 60, lineWidth: 24)), value: 0.25)
        let events = driver.press(atDegrees: 100, radius: 60)
        #expect(events == [.began(.drag)])
        #expect(driver.value == 0.25)
        driver.turn(by: 30)
        #expect(driver.value.isApproximately(0.25 + 30.0 / 360))
        driver.release()
        #expect(driver.events.last == .ended(.committed))
    }

    @Test("On a 270-degree arc, 30 degrees of pointer travel are 30/270 of the range")
    func partialArc() throws {
        var driver = try Driver(.standard(arc: knobArc, geometry: ring(radius: 60, lineWidth: 24)), value: 0.5)
        driver.press(atDegrees: -8, radius: 60)
        #expect(driver.value == 0.5)
        driver.turn(by: 30)
        #expect(driver.value.isApproximately(0.5 + 30.0 / 270))
    }

    @Test("The grab offset is kept for the whole drag, whichever way the pointer goes")
    func grabOffsetKept() throws {
        var driver = try Driver(.standard(geometry: ring(radius: 60, lineWidth: 24)), value: 0.5)
        driver.press(atDegrees: 172, radius: 60)
        driver.turn(by: 40)
        driver.turn(by: -70)
        #expect(driver.value.isApproximately(0.5 - 30.0 / 360))
    }

    @Test("Knob scale sets the knob's size, and a small knob keeps the minimum target")
    func knobScaleAndTarget() throws {
        let geometry = ring(lineWidth: 10, knobScale: 1.4)
        #expect(geometry.knobRadius == 7)
        #expect(geometry.knobHitRadius == 14)  // the 24 px minimum target wins, plus 2 px slop
        let model = try CircularModel(.standard(geometry: geometry), value: 0)
        #expect(model.hitTest(Point(x: 212, y: 100)) == .knob)
        #expect(model.hitTest(Point(x: 216, y: 100)) == .track)
    }

    @Test("Hit regions: knob, track, inside, outside and the gap of a partial arc")
    func regions() throws {
        let model = try CircularModel(.standard(arc: knobArc), value: 0.5)
        #expect(model.hitTest(clock(0)) == .knob)
        #expect(model.hitTest(clock(90)) == .track)
        #expect(model.hitTest(clock(90, radius: 40)) == .inside)
        #expect(model.hitTest(center) == .inside)
        #expect(model.hitTest(clock(90, radius: 160)) == .outside)
        #expect(model.hitTest(clock(180)) == .outside)
        #expect(model.hitTest(Point(x: .nan, y: 3)) == .outside)
    }
}
