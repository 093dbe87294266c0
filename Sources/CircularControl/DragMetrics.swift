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

    /// The turn of a pointer step from `start` to `end` around the centre, in clock turns (positive clockwise, within
    /// (-0.5, 0.5]), or `nil` when the step's straight path passes within the dead zone; for two points that both lie
    /// outside it (callers check them with ``isInDeadZone(_:)`` first).
    ///
    /// With the ends outside, the path comes within the dead zone only at a nearest point strictly between them.
    /// With the ends' offsets `a` and `b` from the centre, the segment `s = b - a` and `t = -a·s`, the nearest point
    /// lies strictly between the ends when `0 < t < |s|²`, at squared distance `(a × b)² / |s|²` (the cross product
    /// of the offsets is that of the offset and the segment), compared here multiplied through by `|s|²`. The turn is
    /// the angle `atan2(a × b, a·b)` (``ClockAngle/turn(from:to:around:)``), so the two share the offsets, the cross
    /// product and one test of the products' sizes; it runs on every pointer event. The cross product is worked out
    /// directly, not as `|a|² |s|² - t²` (Lagrange's identity), whose difference of two large squares loses every digit
    /// for a long segment.
    ///
    /// Edge cases: a step of zero length never crosses and turns by 0; finite points so far out that the offsets or
    /// products overflow take ``carefulTurnOutsideDeadZone(from:to:)``.
    @inline(__always)
    func turnOutsideDeadZone(from start: Point, to end: Point) -> Double? {
        let startOffset = start - center
        let segment = end - start
        let (cross, dot) = ClockAngle.products(of: startOffset, end - center)
        let along = -(startOffset.x * segment.x + startOffset.y * segment.y)
        let lengthSquared = segment.x * segment.x + segment.y * segment.y
        let excess = cross * cross
        // One test for the three: a sum of terms of which none is negative is finite only when each of them is (NaN
        // and infinities fail the comparison). `along` may overflow: an infinity compares as the true value would.
        guard excess + lengthSquared + dot.magnitude <= .greatestFiniteMagnitude else {
            return carefulTurnOutsideDeadZone(from: start, to: end)
        }
        // `0 < along < |s|²` as one comparison, without a branch on the sign of `along`, which follows the pointer's
        // wobble towards and away from the centre and so is hard to predict: the smaller of `along` and
        // `|s|² - along` is positive just when both are (a difference of two doubles is positive just when the
        // first is the larger).
        let nearestBetweenEnds = Swift.min(along, lengthSquared - along) > 0
        if nearestBetweenEnds, excess <= deadZoneSquared * lengthSquared { return nil }
        return ClockAngle.turn(cross: cross, dot: dot)
    }

    /// ``turnOutsideDeadZone(from:to:)`` for points whose offsets or products overflow, from
    /// ``carefulPathCrossesDeadZone(from:to:)`` and ``ClockAngle/turn(from:to:around:)``, which scale them first. Kept
    /// apart so that the pointer-event path stays short.
    @inline(never)
    func carefulTurnOutsideDeadZone(from start: Point, to end: Point) -> Double? {
        if carefulPathCrossesDeadZone(from: start, to: end) { return nil }
        return ClockAngle.turn(from: start, to: end, around: center).value
    }

    /// True when the straight path from `start` to `end` passes within the dead zone, for points whose offsets or
    /// products overflow (see ``turnOutsideDeadZone(from:to:)``): the segment and the offset from `start` to the centre
    /// are worked out from halves and scaled to at most 1 by their largest component first.
    ///
    /// Edge cases: a path of zero length never crosses; a non-finite point gives `false`.
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
