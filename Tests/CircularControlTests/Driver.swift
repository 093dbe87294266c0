import Testing

@testable import CircularControl

/// The centre every scenario's control is drawn around.
let center = Point(x: 200, y: 200)

/// A ring around ``center``: radius 100 to the middle of the track, 20 px wide unless told otherwise.
func ring(radius: Double = 100, lineWidth: Double = 20, knobScale: Double = 1.4) -> RingGeometry {
    RingGeometry(center: center, radius: radius, lineWidth: lineWidth, knobScale: knobScale)
}

/// The point at `degrees` clockwise from 12 o'clock, `radius` px from ``center``.
func clock(_ degrees: Double, radius: Double = 100) -> Point {
    ClockAngle.point(at: .degrees(degrees), radius: radius, around: center)
}

/// Feeds readable pointer traces into a model, keeps every event it reports, and checks the model's invariants
/// after each input.
struct Driver {
    var model: CircularModel
    private(set) var events: [ControlEvent] = []
    /// The pointer's angle in degrees, unwrapped (so 370 is 10 degrees past 12 o'clock on the second lap).
    private(set) var pointerDegrees: Double = 0
    var pointerRadius: Double = 100
    var modifiers: Modifiers = []

    init(_ configuration: Configuration, value: Double? = nil) throws {
        model = try CircularModel(configuration, value: value)
    }

    /// A driver whose pointer is pressed at `degrees` on the ring already, as most drags start (the press's events
    /// recorded).
    init(
        _ configuration: Configuration, value: Double? = nil, pressedAt degrees: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try self.init(configuration, value: value)
        press(atDegrees: degrees, sourceLocation: sourceLocation)
    }

    var value: Double { model.value }
    var pointer: Point { clock(pointerDegrees, radius: pointerRadius) }

    /// Applies one input, records its events and checks the invariants.
    @discardableResult
    mutating func send(_ input: InputEvent, sourceLocation: SourceLocation = #_sourceLocation) -> [ControlEvent] {
        let reported = Array(model.handle(input))
        events.append(contentsOf: reported)
        let problems = model.invariantViolations()
        #expect(problems.isEmpty, "invariants broken after \(input): \(problems)", sourceLocation: sourceLocation)
        return reported
    }

    /// Presses at `degrees` on the ring (or at `radius`).
    @discardableResult
    mutating func press(
        atDegrees degrees: Double, radius: Double = 100, clickCount: Int = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [ControlEvent] {
        pointerDegrees = degrees
        pointerRadius = radius
        return send(.press(pointer, modifiers: modifiers, clickCount: clickCount), sourceLocation: sourceLocation)
    }

    /// Turns the pointer by `degrees` (positive = clockwise) in moves of at most `step` degrees, calling `each`
    /// with the model after every move.
    mutating func turn(
        by degrees: Double, step: Double = 1, sourceLocation: SourceLocation = #_sourceLocation,
        each: (CircularModel, Double) -> Void = { _, _ in }
    ) {
        let target = pointerDegrees + degrees
        while (target - pointerDegrees).magnitude > 1e-9 {
            let move = Swift.min(step, (target - pointerDegrees).magnitude)
            pointerDegrees += degrees > 0 ? move : -move
            send(.move(pointer, modifiers: modifiers), sourceLocation: sourceLocation)
            each(model, pointerDegrees)
        }
    }

    /// Moves the pointer to a point (anywhere, not only on the ring).
    @discardableResult
    mutating func move(to point: Point, sourceLocation: SourceLocation = #_sourceLocation) -> [ControlEvent] {
        send(.move(point, modifiers: modifiers), sourceLocation: sourceLocation)
    }

    @discardableResult
    mutating func release(sourceLocation: SourceLocation = #_sourceLocation) -> [ControlEvent] {
        send(.release(pointer, modifiers: modifiers), sourceLocation: sourceLocation)
    }

    @discardableResult
    mutating func key(_ key: Key, sourceLocation: SourceLocation = #_sourceLocation) -> [ControlEvent] {
        send(.key(key, modifiers: modifiers), sourceLocation: sourceLocation)
    }

    @discardableResult
    mutating func wheel(_ notches: Double, sourceLocation: SourceLocation = #_sourceLocation) -> [ControlEvent] {
        send(.wheel(notches: notches, modifiers: modifiers), sourceLocation: sourceLocation)
    }

    /// Forgets the events recorded so far.
    mutating func clearEvents() { events.removeAll() }
}

extension Configuration {
    /// A control on the standard ring with the given behaviour.
    static func standard(
        min: Double = 0, max: Double = 1, step: Double? = nil, snap: SnapMode = .always, turnMode: TurnMode = .clamped,
        arc: Arc = .fullCircle, geometry: RingGeometry = ring(), trackPress: TrackPressPolicy = .relative,
        defaultValue: Double? = nil, linearDrag: LinearDragMode? = nil
    ) -> Configuration {
        Configuration(
            min: min, max: max, step: step, snap: snap, defaultValue: defaultValue, turnMode: turnMode,
            arc: arc, geometry: geometry, trackPress: trackPress, linearDrag: linearDrag)
    }
}

/// A 270-degree knob arc with its gap at the bottom: from 7:30 round to 4:30.
let knobArc = Arc(start: .degrees(-135), sweep: .degrees(270))
