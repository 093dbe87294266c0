import Testing

@testable import CircularControl

@Suite("The drag session's internals")
struct DragSessionTests {
    static let configuration = Configuration.standard()
    static let metrics = DragMetrics(configuration)

    func session(at position: Double) -> DragSession {
        DragSession(
            style: .circular, at: clock(0), modifiers: [], position: position, value: position,
            metrics: Self.metrics)
    }

    @Test("A pinned drag that stays pinned is held: its tracking position stays at the end")
    func heldWhilePinned() {
        var session = session(at: 0.02)
        let pickup = (Self.metrics.pickup as Double?, Self.metrics.pickup as Double?)
        #expect(
            session.advance(by: -0.05, lower: 0, upper: 1, pickup: pickup, metrics: Self.metrics) == .pinned(.minimum))
        #expect(session.tracking == 0)
        for _ in 0..<20 {
            #expect(session.advance(by: -0.01, lower: 0, upper: 1, pickup: pickup, metrics: Self.metrics) == .held)
            #expect(session.tracking == 0)
        }
        // Back across the end it left by (the pointer is 0.23 beyond it): released, and free again after that.
        #expect(
            session.advance(by: 0.25, lower: 0, upper: 1, pickup: pickup, metrics: Self.metrics) == .released(.minimum))
        #expect(session.advance(by: 0.01, lower: 0, upper: 1, pickup: pickup, metrics: Self.metrics) == .free)
        #expect(session.pin == nil)
    }

    @Test("A pinned drag is picked up when the pointer comes round to the knob from the other side, or laps it")
    func pickedUpFromTheOtherSide() {
        let pickup = (Self.metrics.pickup as Double?, Self.metrics.pickup as Double?)
        var session = session(at: 0.95)
        #expect(
            session.advance(by: 0.1, lower: 0, upper: 1, pickup: pickup, metrics: Self.metrics) == .pinned(.maximum))
        // 0.05 beyond; on to 0.01 short of 1 - pickup, the knob seen from the other side, then across it.
        #expect(
            session.advance(
                by: 0.94 - Self.metrics.pickup, lower: 0, upper: 1, pickup: pickup,
                metrics: Self.metrics) == .held)
        #expect(
            session.advance(by: 0.02, lower: 0, upper: 1, pickup: pickup, metrics: Self.metrics) == .released(.maximum))
        #expect(session.tracking == 1)
        // A step that laps the knob in one go (possible with a fine-adjust factor above 1) releases too.
        var lapping = self.session(at: 0.95)
        _ = lapping.advance(by: 0.1, lower: 0, upper: 1, pickup: pickup, metrics: Self.metrics)
        #expect(
            lapping.advance(by: 1.5, lower: 0, upper: 1, pickup: pickup, metrics: Self.metrics) == .released(.maximum))
        // Without a pickup tolerance (linear drags) only coming back releases.
        var linear = self.session(at: 0.95)
        _ = linear.advance(by: 0.1, lower: 0, upper: 1, pickup: (nil, nil), metrics: Self.metrics)
        #expect(linear.advance(by: 1.5, lower: 0, upper: 1, pickup: (nil, nil), metrics: Self.metrics) == .held)
    }

    @Test(
        "The turn of a step outside the dead zone is none where a walk along the path enters the dead zone, else the turn between the ends"
    )
    func turnOutsideDeadZone() {
        let radius = Self.configuration.effectiveDeadZoneRadius
        let metrics = Self.metrics
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        while checked < 5_000 {
            let start = Point(
                x: center.x + Double.random(in: -20...20, using: &generator),
                y: center.y + Double.random(in: -20...20, using: &generator))
            let end = Point(
                x: center.x + Double.random(in: -20...20, using: &generator),
                y: center.y + Double.random(in: -20...20, using: &generator))
            guard !metrics.isInDeadZone(start), !metrics.isInDeadZone(end) else { continue }
            // The nearest distance along the path, from 2,001 points on it.
            var nearest = Double.infinity
            for index in 0...2_000 {
                let fraction = Double(index) / 2_000
                let point = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
                nearest = Swift.min(nearest, point.distance(to: center))
            }
            // Paths that graze the edge are left out: the walk only approximates the nearest point.
            guard (nearest - radius).magnitude > 0.01 else { continue }
            let turn = metrics.turnOutsideDeadZone(from: start, to: end)
            #expect((turn == nil) == (nearest < radius), "from \(start) to \(end): nearest \(nearest)")
            if let turn {
                #expect(turn == ClockAngle.turn(from: start, to: end, around: center).value, "from \(start) to \(end)")
            }
            checked += 1
        }
    }
}
