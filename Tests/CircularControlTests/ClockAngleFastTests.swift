import CircularControl
import Testing

/// The polynomial clock angle must agree with the exact one everywhere, including the octant and quadrant seams.
@Suite struct ClockAngleFastTests {
    /// The smallest distance between two angles in turns, across the seam at 12 o'clock.
    private func separation(_ a: Double, _ b: Double) -> Double {
        let difference = abs(a - b)
        return min(difference, 1 - difference)
    }

    @Test func agreesWithTheExactAngleAllAround() throws {
        var worst = 0.0
        let center = Point(x: 3.5, y: -2.25)
        for step in 0..<20_000 {
            let exactTurns = Double(step) / 20_000
            let radius = 0.5 + Double(step % 97) * 13.7
            let point = ClockAngle.point(at: Turns(exactTurns), radius: radius, around: center)
            let exact = try #require(ClockAngle.of(point, around: center)).value
            let fast = try #require(ClockAngle.fastOf(point, around: center)).value
            #expect(fast >= 0 && fast < 1)
            worst = max(worst, separation(exact, fast))
        }
        #expect(worst < 2e-6, "largest error \(worst) turns")
    }

    @Test func cardinalDirectionsFollowTheClock() {
        #expect(ClockAngle.fastTurns(dx: 0, dy: -1) == 0)
        #expect(abs(ClockAngle.fastTurns(dx: 1, dy: 0) - 0.25) < 1e-6)
        #expect(abs(ClockAngle.fastTurns(dx: 0, dy: 1) - 0.5) < 1e-6)
        #expect(abs(ClockAngle.fastTurns(dx: -1, dy: 0) - 0.75) < 1e-6)
        #expect(abs(ClockAngle.fastTurns(dx: 1, dy: -1) - 0.125) < 1e-6)
        #expect(abs(ClockAngle.fastTurns(dx: -1, dy: -1) - 0.875) < 1e-6)
    }

    @Test func edgeCases() {
        #expect(ClockAngle.fastTurns(dx: 0, dy: 0) == 0)
        #expect(ClockAngle.fastTurns(dx: .nan, dy: 1).isNaN)
        #expect(ClockAngle.fastTurns(dx: 1, dy: .infinity).isNaN)
        #expect(ClockAngle.fastOf(Point(x: 1, y: 1), around: Point(x: 1, y: 1)) == nil)
        #expect(ClockAngle.fastOf(Point(x: .nan, y: 1), around: .zero) == nil)
        // Just left of 12 o'clock stays below a full turn.
        let almostFull = ClockAngle.fastTurns(dx: -1e-12, dy: -1)
        #expect(almostFull >= 0 && almostFull < 1)
    }

    @Test func theOctantPartIsSharedByMirrorImagesAndUnfoldsToTheSameAngle() throws {
        var generator = SystemRandomNumberGenerator()
        var offsets: [(Double, Double)] = [(0, 1), (1, 0), (0.5, 0.5), (3, 0.5), (1e-300, 2), (5e-324, 1), (1e300, 1)]
        for _ in 0..<5_000 {
            offsets.append(
                (Double.random(in: -500...500, using: &generator), Double.random(in: -500...500, using: &generator)))
        }
        for (dx, dy) in offsets {
            let octant = try #require(ClockAngle.fastOctantTurns(dx: dx, dy: dy))
            #expect(octant >= 0 && octant <= 0.125)
            for (mirroredX, mirroredY) in [(dx, dy), (-dx, dy), (dx, -dy), (-dx, -dy)] {
                #expect(ClockAngle.fastOctantTurns(dx: mirroredX, dy: mirroredY) == octant)
                let unfolded = ClockAngle.fastTurns(octantTurns: octant, dx: mirroredX, dy: mirroredY)
                let direct = ClockAngle.fastTurns(dx: mirroredX, dy: mirroredY)
                #expect(unfolded.bitPattern == direct.bitPattern, "\(mirroredX), \(mirroredY)")
            }
        }
        #expect(ClockAngle.fastOctantTurns(dx: 0, dy: 0) == nil)
    }
}
