import Testing

@testable import CircularControl

/// The arc's convention in turns (what drawing uses) agrees with its convention in positions (what input uses).
@Suite("The arc's coordinates in turns agree with its positions")
struct ArcCoordinatesTests {
    static let arcs = [
        Arc.fullCircle, Arc(start: .degrees(-135), sweep: .degrees(270)),
        Arc(start: .degrees(200), sweep: .degrees(90), direction: .counterClockwise),
        Arc(start: .degrees(7_000.5), sweep: .degrees(359), direction: .counterClockwise),
    ]

    /// Clock angles every half degree, each with its turns along `arc`.
    static func samples(along arc: Arc) -> [(angle: Double, turns: Double)] {
        (0..<720).map { step in
            let angle = Double(step) / 720
            return (angle, arc.coordinates.turnsAlong(toClockAngle: angle))
        }
    }

    @Test("Turns along a clock angle are its position times the sweep", arguments: arcs)
    func turnsAreScaledPositions(arc: Arc) {
        let coordinates = arc.coordinates
        for (angle, turns) in Self.samples(along: arc) {
            #expect(turns >= 0 && turns < 1)
            let position = arc.position(ofClockAngle: Turns(angle))
            #expect(
                abs(turns - position * arc.sweep.value) < 1e-12
                    || abs(abs(turns - position * arc.sweep.value) - 1) < 1e-12,
                "angle \(angle): \(turns) turns, position \(position)")
            // And back: the clock angle at those turns is the angle.
            let back = Turns(coordinates.clockAngle(atTurns: turns)).normalized.value
            #expect(abs(back - angle) < 1e-12 || abs(abs(back - angle) - 1) < 1e-12)
        }
    }

    @Test("The gap is split where a track press splits it", arguments: arcs)
    func gapSplit(arc: Arc) {
        let coordinates = arc.coordinates
        for (angle, turns) in Self.samples(along: arc) where turns > coordinates.sweep {
            let nearest = arc.nearestPosition(toClockAngle: Turns(angle))
            #expect(nearest == (coordinates.isNearerToStartAcrossTheGap(turns) ? 0 : 1), "angle \(angle)")
        }
        #expect(!Arc.fullCircle.coordinates.isNearerToStartAcrossTheGap(0.99))
    }

    @Test("The middle of the gap belongs to the start")
    func middleOfTheGap() {
        // A 270-degree arc from 9 o'clock: the gap is 6 to 9 o'clock, its middle at 7:30 (225 degrees).
        let arc = Arc(start: .degrees(270), sweep: .degrees(270))
        #expect(arc.nearestPosition(toClockAngle: .degrees(225)) == 0)
        #expect(arc.nearestPosition(toClockAngle: .degrees(224)) == 1)
        #expect(arc.nearestPosition(toClockAngle: .degrees(226)) == 0)
    }
}
