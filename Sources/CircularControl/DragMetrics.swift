/// The constants a drag step needs, worked out once from the configuration (when the model is made and when its
/// geometry changes) instead of on every pointer event.
struct DragMetrics: Hashable, Sendable {
    /// The ring's centre.
    let center: Point
    /// The square of the dead zone's radius.
    let deadZoneSquared: Double
    /// The signed change of position for one clockwise clock turn: the direction's sign over the sweep.
    let positionsPerClockTurn: Double
    /// How many positions one full turn spans (1 over the sweep).
    let positionsPerTurn: Double
    /// How many turns one position spans (the sweep): counts laps by a multiplication instead of a division.
    let turnsPerPosition: Double
    /// How close, in positions, a pointer coming round to a pinned knob must get to pick it up: the knob's
    /// angular radius.
    let pickup: Double
    /// The change of position for one pixel of linear drag.
    let positionsPerPixel: Double
    /// The rate of a drag with Shift held (see ``FineAdjustment``).
    let fineAdjustFactor: Double

    init(_ configuration: Configuration) {
        let geometry = configuration.geometry
        let arc = configuration.arc
        center = geometry.center
        let deadZone = configuration.effectiveDeadZoneRadius
        deadZoneSquared = deadZone * deadZone
        positionsPerTurn = arc.positionsPerTurn
        turnsPerPosition = arc.sweep.value
        positionsPerClockTurn = arc.direction.sign * arc.positionsPerTurn
        pickup = geometry.knobAngularRadius.value * arc.positionsPerTurn
        positionsPerPixel = 1 / configuration.linearDragDistance
        fineAdjustFactor = configuration.fineAdjustFactor
    }

    /// The pickup tolerance for a drag of `style`: `nil` for linear drags, which release only by coming back.
    @inline(__always)
    func pickup(for style: DragSession.Style) -> Double? {
        if case .circular = style { return pickup }
        return nil
    }

    /// True when `point` lies within the dead zone (on its edge included).
    @inline(__always)
    func isInDeadZone(_ point: Point) -> Bool {
        let dx = point.x - center.x
        let dy = point.y - center.y
        return dx * dx + dy * dy <= deadZoneSquared
    }

    /// True when the straight path from `start` to `end` passes within the dead zone, for two points that both lie
    /// outside it (callers check them with ``isInDeadZone(_:)`` first).
    ///
    /// With the ends outside, the path comes within the dead zone only at a nearest point strictly between them.
    /// Worked out without a division and without branches (it runs on every pointer event): with the segment `s`,
    /// the offset `o` from `start` to the centre and `t = o·s`, the nearest point lies strictly between the ends when
    /// `0 < t < |s|²`, at squared distance `(o × s)² / |s|²`, compared here multiplied through by `|s|²`.
    ///
    /// Edge cases: a path of zero length never crosses; NaN anywhere gives `false`; finite points so far out that
    /// the products overflow take ``carefulPathCrossesDeadZone(from:to:)``.
    @inline(__always)
    func pathCrossesDeadZone(from start: Point, to end: Point) -> Bool {
        let segmentX = end.x - start.x
        let segmentY = end.y - start.y
        let offsetX = center.x - start.x
        let offsetY = center.y - start.y
        let along = offsetX * segmentX + offsetY * segmentY
        let lengthSquared = segmentX * segmentX + segmentY * segmentY
        // |o|² |s|² - (o·s)² is the square of the cross product o × s (Lagrange's identity), worked out directly: the
        // difference of the two large squares loses every digit for a long segment.
        let cross = offsetX * segmentY - offsetY * segmentX
        let excess = cross * cross
        guard excess.isFinite, lengthSquared.isFinite else { return carefulPathCrossesDeadZone(from: start, to: end) }
        let nearestBetweenEnds = along > 0 && along < lengthSquared
        return nearestBetweenEnds && excess <= deadZoneSquared * lengthSquared
    }

    /// ``pathCrossesDeadZone(from:to:)`` for points whose offsets or products overflow: the segment and the offset
    /// are worked out from halves and scaled to at most 1 by their largest component first. Kept apart so that the
    /// pointer-event path stays short.
    func carefulPathCrossesDeadZone(from start: Point, to end: Point) -> Bool {
        guard start.isFinite, end.isFinite else { return false }
        let segmentX = end.x * 0.5 - start.x * 0.5
        let segmentY = end.y * 0.5 - start.y * 0.5
        let offsetX = center.x * 0.5 - start.x * 0.5
        let offsetY = center.y * 0.5 - start.y * 0.5
        let scale = Swift.max(segmentX.magnitude, segmentY.magnitude, offsetX.magnitude, offsetY.magnitude)
        guard scale > 0 else { return false }
        let (sx, sy, ox, oy) = (segmentX / scale, segmentY / scale, offsetX / scale, offsetY / scale)
        let radius = deadZoneSquared.squareRoot() * 0.5 / scale
        let lengthSquared = sx * sx + sy * sy
        let along = ox * sx + oy * sy
        let cross = ox * sy - oy * sx
        return along > 0 && along < lengthSquared && cross * cross <= radius * radius * lengthSquared
    }
}
