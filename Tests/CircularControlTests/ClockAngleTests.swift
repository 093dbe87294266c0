import Testing

@testable import CircularControl

@Suite("The angle convention")
struct ClockAngleTests {
    @Test("12, 3, 6 and 9 o'clock are 0, 0.25, 0.5 and 0.75 turns (y down)")
    func cardinalPoints() throws {
        let c = Point(x: 10, y: 10)
        #expect(try #require(ClockAngle.of(Point(x: 10, y: 0), around: c)).value == 0)
        #expect(try #require(ClockAngle.of(Point(x: 20, y: 10), around: c)).value == 0.25)
        #expect(try #require(ClockAngle.of(Point(x: 10, y: 20), around: c)).value == 0.5)
        #expect(try #require(ClockAngle.of(Point(x: 0, y: 10), around: c)).value == 0.75)
    }

    @Test("point(at:) is the inverse of of(_:around:) all round the circle")
    func roundTrip() throws {
        for degrees in stride(from: 0.0, to: 360, by: 7.5) {
            let point = ClockAngle.point(at: .degrees(degrees), radius: 50, around: center)
            let angle = try #require(ClockAngle.of(point, around: center))
            #expect((angle.degrees - degrees).magnitude < 1e-9, "at \(degrees) degrees")
        }
    }

    @Test("The centre and non-finite points have no angle")
    func noAngle() {
        #expect(ClockAngle.of(center, around: center) == nil)
        #expect(ClockAngle.of(Point(x: .nan, y: 0), around: center) == nil)
        #expect(ClockAngle.of(Point(x: 0, y: .infinity), around: center) == nil)
    }

    @Test("Shortest deltas lie in (-0.5, 0.5] and cross 12 o'clock without a jump")
    func shortestDelta() {
        #expect(Turns.shortestDelta(from: Turns(0.95), to: Turns(0.05)).value.isApproximately(0.1))
        #expect(Turns.shortestDelta(from: Turns(0.05), to: Turns(0.95)).value.isApproximately(-0.1))
        #expect(Turns.shortestDelta(from: Turns(0), to: Turns(0.5)).value == 0.5)
        #expect(Turns.shortestDelta(from: Turns(0.5), to: Turns(0)).value == 0.5)
    }

    @Test("Normalising reduces any angle into [0, 1)")
    func normalized() {
        #expect(Turns(1.25).normalized.value == 0.25)
        #expect(Turns(-0.25).normalized.value == 0.75)
        #expect(Turns(-1e-20).normalized.value < 1)
        #expect(Turns(.nan).normalized.value.isNaN)
    }

    @Test("Arcs map positions to clock angles both ways, clockwise and counter-clockwise")
    func arcs() {
        #expect(knobArc.clockAngle(atPosition: 0).degrees.isApproximately(225))
        #expect(knobArc.clockAngle(atPosition: 0.5).degrees.isApproximately(0))
        #expect(knobArc.clockAngle(atPosition: 1).degrees.isApproximately(135))
        #expect(knobArc.position(ofClockAngle: .degrees(180)).isApproximately(315.0 / 270))
        let counter = Arc(direction: .counterClockwise)
        #expect(counter.clockAngle(atPosition: 0.25).degrees.isApproximately(270))
        #expect(counter.position(ofClockAngle: .degrees(270)).isApproximately(0.25))
    }
}

extension Double {
    func isApproximately(_ other: Double, tolerance: Double = 1e-9) -> Bool { (self - other).magnitude <= tolerance }
}

@Suite("The arctangent behind the angle convention")
struct ArctangentTests {
    /// The reference: the C library's atan2 in the same convention.
    func reference(_ point: Point) -> Double {
        var turns = Double.atan2(y: point.x - center.x, x: center.y - point.y) / (2 * Double.pi)
        if turns < 0 { turns += 1 }
        return turns >= 1 ? 0 : turns
    }

    @Test("Within 1e-15 turns of the C library's atan2 at 200,000 points of every octant, scale and reduction interval")
    func matchesTheLibrary() throws {
        var generator = SystemRandomNumberGenerator()
        var worst = 0.0
        for index in 0..<200_000 {
            let scale = [1e-6, 0.5, 1, 100, 1e6][index % 5]
            let point = Point(
                x: center.x + scale * Double.random(in: -1...1, using: &generator),
                y: center.y + scale * Double.random(in: -1...1, using: &generator))
            guard let angle = ClockAngle.of(point, around: center) else { continue }
            var difference = (angle.value - reference(point)).magnitude
            difference = Swift.min(difference, 1 - difference)  // 0 and 1 are the same angle
            worst = Swift.max(worst, difference)
        }
        #expect(worst < 1e-15, "worst difference \(worst) turns")
    }

    @Test("Exact at the axes, the diagonals and the reduction boundaries")
    func boundaries() throws {
        for degrees in [0.0, 7.5, 22.5, 37.5, 45, 90, 135, 180, 225, 270, 315, 352.5] {
            let point = ClockAngle.point(at: .degrees(degrees), radius: 1000, around: center)
            let angle = try #require(ClockAngle.of(point, around: center))
            var difference = (angle.degrees - degrees).magnitude
            difference = Swift.min(difference, 360 - difference)
            #expect(difference < 1e-11, "at \(degrees) degrees")
        }
    }
}

@Suite("Turns between two directions")
struct TurnBetweenTests {
    @Test("The turn from one direction to another is the shortest signed rotation, clockwise positive")
    func shortestSignedTurn() {
        for (from, to, expected) in [
            (0.0, 90.0, 0.25), (90, 0, -0.25), (350, 10, 20.0 / 360), (10, 350, -20.0 / 360),
            (0, 180, 0.5), (45, 44, -1.0 / 360),
        ] {
            let turn = ClockAngle.turn(from: clock(from, radius: 30), to: clock(to, radius: 80), around: center)
            #expect(
                turn.value.isApproximately(expected, tolerance: 1e-12), "from \(from) to \(to) degrees: \(turn.value)")
        }
    }

    @Test(
        "Within 1e-15 turns of the C library's atan2(cross, dot), and relatively as accurate for tiny turns of either sign"
    )
    func matchesTheLibrary() {
        var generator = SystemRandomNumberGenerator()
        var worst = 0.0
        var worstRelative = 0.0
        for index in 0..<100_000 {
            let start = clock(
                Double.random(in: 0..<360, using: &generator), radius: Double.random(in: 1...500, using: &generator))
            // Every other pair turns by less than a degree, as pointer samples usually do, down to 1e-9 degrees.
            let degrees =
                index % 2 == 0
                ? Double.random(in: -180...180, using: &generator)
                : Double.random(in: -1...1, using: &generator) * Double.pow(10, -Double(index % 10))
            let startDegrees = ClockAngle.of(start, around: center)?.degrees ?? 0
            let end = clock(startDegrees + degrees, radius: Double.random(in: 1...500, using: &generator))
            let turn = ClockAngle.turn(from: start, to: end, around: center).value
            let (sx, sy, ex, ey) = (start.x - center.x, start.y - center.y, end.x - center.x, end.y - center.y)
            var reference = Double.atan2(y: sx * ey - sy * ex, x: sx * ex + sy * ey) / (2 * Double.pi)
            if reference == -0.5 { reference = 0.5 }
            let difference = (turn - reference).magnitude
            worst = Swift.max(worst, difference)
            if reference != 0 { worstRelative = Swift.max(worstRelative, difference / reference.magnitude) }
            #expect(turn > -0.5 && turn <= 0.5)
            #expect(turn == 0 || (turn > 0) == (reference > 0), "sign at \(degrees) degrees")
        }
        #expect(worst < 1e-15, "worst difference \(worst) turns")
        #expect(worstRelative < 1e-14, "worst relative difference \(worstRelative)")
    }

    @Test("A point at the centre gives no turn")
    func centre() {
        #expect(ClockAngle.turn(from: center, to: clock(90), around: center).value == 0)
    }
}
