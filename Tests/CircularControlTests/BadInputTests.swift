import Testing

@testable import CircularControl

@Suite("Bad input: refused at configuration, ignored at run time")
struct BadInputTests {
    /// Creating a model from `configuration` throws an error that names `field`.
    func expectRefusal(_ configuration: Configuration, field: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        do {
            _ = try CircularModel(configuration)
            Issue.record("\(field) was accepted", sourceLocation: sourceLocation)
        } catch {
            #expect(error.field == field, "\(error)", sourceLocation: sourceLocation)
            #expect(error.description.contains(field), sourceLocation: sourceLocation)
        }
    }

    @Test("Configuration errors name the field and the value")
    func configurationErrors() {
        expectRefusal(.standard(min: 1, max: 1), field: "min")
        expectRefusal(.standard(min: 2, max: 1), field: "min")
        expectRefusal(.standard(min: .nan), field: "min")
        expectRefusal(.standard(max: .infinity), field: "max")
        expectRefusal(.standard(step: 0), field: "step")
        expectRefusal(.standard(step: -1), field: "step")
        expectRefusal(.standard(step: .nan), field: "step")
        expectRefusal(.standard(geometry: ring(radius: 0)), field: "geometry.radius")
        expectRefusal(.standard(geometry: ring(radius: -5)), field: "geometry.radius")
        expectRefusal(.standard(geometry: ring(lineWidth: 0)), field: "geometry.lineWidth")
        expectRefusal(.standard(geometry: ring(knobScale: 0)), field: "geometry.knobScale")
        expectRefusal(.standard(geometry: ring(knobScale: -1.4)), field: "geometry.knobScale")
        expectRefusal(
            .standard(geometry: RingGeometry(center: Point(x: .nan, y: 0), radius: 10, lineWidth: 2)),
            field: "geometry.center.x")
        expectRefusal(.standard(arc: Arc(sweep: .zero)), field: "arc.sweep")
        expectRefusal(.standard(arc: Arc(start: Turns(.nan))), field: "arc.start")
        expectRefusal(.standard(defaultValue: 3), field: "defaultValue")
        expectRefusal(Configuration(geometry: ring(), linearDragDistance: 0), field: "linearDragDistance")
        expectRefusal(Configuration(geometry: ring(), fineAdjustFactor: .nan), field: "fineAdjustFactor")
        expectRefusal(Configuration(geometry: ring(), deadZoneRadius: -1), field: "deadZoneRadius")
        expectRefusal(Configuration(geometry: ring(), animation: AnimationTiming(base: -1)), field: "animation.base")
        expectRefusal(
            Configuration(geometry: ring(), animation: AnimationTiming(perTurn: .infinity)), field: "animation.perTurn")
        expectRefusal(
            Configuration(geometry: ring(), animation: AnimationTiming(maximum: .nan)), field: "animation.maximum")
        #expect(throws: ConfigurationError(field: "value", value: .infinity, reason: "must be finite")) {
            try CircularModel(.standard(), value: .infinity)
        }
    }

    @Test("A refusal without a value (a skew on a multi-turn control) says so without the NaN standing in for it")
    func refusalWithoutValue() {
        do {
            _ = try CircularModel(Configuration(skew: .exponent(2), turnMode: .multiTurn(limit: nil), geometry: ring()))
            Issue.record("a skew on a multi-turn control was accepted")
        } catch {
            #expect(!error.hasValue)
            #expect(error.description == "invalid skew (a skew needs a single-turn control)")
        }
        #expect(ConfigurationError(field: "min", value: .nan, reason: "must be finite").description.contains("nan"))
    }

    @Test("NaN and infinite input at run time changes nothing")
    func runTimeInput() throws {
        var driver = try Driver(.standard(), value: 0.4, pressedAt: 144)
        driver.turn(by: 10)
        let before = driver.model
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(driver.send(.move(Point(x: bad, y: 100))).isEmpty)
            #expect(driver.send(.move(Point(x: 100, y: bad))).isEmpty)
            #expect(driver.send(.wheel(notches: bad)).isEmpty)
            #expect(driver.model.setValue(bad).isEmpty)
            #expect(driver.model.setValue(0.5, animated: true, at: bad).isEmpty)
            #expect(driver.model == before)
        }
        // A release at a bad point still ends the drag, with the value where the last good move left it.
        #expect(driver.send(.release(Point(x: .nan, y: .nan))) == [.ended(.committed)])
        #expect(driver.value == before.value)
        #expect(driver.send(.press(Point(x: .nan, y: 0))).isEmpty)
        #expect(!driver.model.isDragging)
    }

    @Test("A geometry change to bad values is refused and leaves the model as it was")
    func badGeometry() throws {
        var model = try CircularModel(.standard(), value: 0.4)
        let before = model
        #expect(throws: ConfigurationError.self) { try model.setGeometry(ring(radius: .nan)) }
        #expect(model == before)
        try model.setGeometry(ring(radius: 50, lineWidth: 10))
        #expect(model.configuration.geometry.radius == 50)
        #expect(model.value == 0.4)
    }

    @Test("Input out of sequence is ignored: a second press, a move or release with no drag")
    func outOfSequence() throws {
        var driver = try Driver(.standard(), value: 0.4)
        #expect(driver.send(.move(clock(10))).isEmpty)
        #expect(driver.send(.release(clock(10))).isEmpty)
        driver.press(atDegrees: 144)
        #expect(driver.send(.press(clock(144))).isEmpty)
        #expect(driver.value == 0.4)
    }
}
