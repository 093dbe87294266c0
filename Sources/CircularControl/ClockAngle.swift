import RealModule

/// The project's one angle convention, used by input and drawing alike.
///
/// Screen coordinates are y-down pixels. An angle is a *clock angle*: measured in ``Turns`` clockwise from
/// 12 o'clock, so 0 is straight up, 0.25 is 3 o'clock, 0.5 is 6 o'clock and 0.75 is 9 o'clock.
///
/// - The clock angle of a point `p` around a centre `c` is `atan2(p.x - c.x, -(p.y - c.y))`, normalised to [0, 1).
/// - The inverse: the point at clock angle `a` on radius `r` is `c + r * (sin(2 pi a), -cos(2 pi a))`.
///
/// Nothing else in the project converts between points and angles; arcs (``Arc``) build on these two functions.
/// The arctangent is the project's own (`turns(along:across:)`), as accurate as the C library's and faster.
public enum ClockAngle {
    /// The clock angle of `point` seen from `center`, in [0, 1) turns.
    ///
    /// Edge cases:
    /// - Returns `nil` when the point is the centre itself (no direction) or when either point is not finite.
    @inlinable
    public static func of(_ point: Point, around center: Point) -> Turns? {
        let dx = point.x - center.x
        let dy = point.y - center.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        return Turns(turns(along: -dy, across: dx))
    }

    /// The signed shortest rotation, in (-0.5, 0.5] turns, that takes the direction of `start` to the direction
    /// of `end`, both seen from `center`: positive is clockwise on screen.
    ///
    /// It is the angle between the two offsets, `atan2(cross, dot)`, so it needs no absolute angles and is shortest
    /// by construction; two directions exactly opposite give +0.5.
    ///
    /// Edge cases: either point at the centre (no direction) gives 0; non-finite points give NaN; finite points so
    /// far out that their offsets or products overflow take `carefulTurn(from:to:around:)`, which gives the true
    /// angle.
    @inlinable
    public static func turn(from start: Point, to end: Point, around center: Point) -> Turns {
        let (cross, dot) = products(of: start - center, end - center)
        guard cross.isFinite, dot.isFinite else { return carefulTurn(from: start, to: end, around: center) }
        return Turns(turn(cross: cross, dot: dot))
    }

    /// The cross and dot products of two offsets, `first × second` and `first · second`, from which
    /// ``turn(cross:dot:)`` gives the angle between them. In y-down screen coordinates a positive cross product is a
    /// clockwise turn.
    ///
    /// Edge cases: offsets so large that the products overflow give infinities (or NaN); callers check.
    @inlinable @inline(__always)
    static func products(of first: Point, _ second: Point) -> (cross: Double, dot: Double) {
        (first.x * second.y - first.y * second.x, first.x * second.x + first.y * second.y)
    }

    /// The signed angle, in (-0.5, 0.5] turns, from one offset to another, given their cross product `cross` and dot
    /// product `dot`: `atan2(cross, dot)` in turns. In y-down screen coordinates a positive cross product, and so a
    /// positive angle, is a clockwise turn.
    ///
    /// Edge cases: both 0 gives 0; two offsets exactly opposite (a cross product of +0 or -0) give +0.5; the
    /// products must be finite (callers check).
    @inlinable @inline(__always)
    static func turn(cross: Double, dot: Double) -> Double {
        let angle = unsignedTurns(along: dot, across: cross)
        return cross < 0 ? -angle : angle
    }

    /// ``turn(from:to:around:)`` for offsets whose products overflow (or whose subtraction does): each offset is
    /// worked out from halves, then scaled to at most 1 by its larger component before the products. Kept apart
    /// so that the pointer-event path stays short.
    ///
    /// Edge cases: as ``turn(from:to:around:)``; non-finite points give NaN.
    @usableFromInline @inline(never)
    static func carefulTurn(from start: Point, to end: Point, around center: Point) -> Turns {
        guard start.isFinite, end.isFinite, center.isFinite else { return Turns(.nan) }
        func direction(of point: Point) -> Point? {
            let x = point.x * 0.5 - center.x * 0.5
            let y = point.y * 0.5 - center.y * 0.5
            let scale = Swift.max(x.magnitude, y.magnitude)
            return scale > 0 ? Point(x: x / scale, y: y / scale) : nil
        }
        guard let from = direction(of: start), let to = direction(of: end) else { return .zero }
        let (cross, dot) = products(of: from, to)
        return Turns(turn(cross: cross, dot: dot))
    }

    /// The unit vector pointing at clock angle `angle`: (sin, -cos) of the angle, y-down.
    ///
    /// Edge cases: a non-finite angle gives a NaN vector.
    @inlinable
    public static func direction(of angle: Turns) -> Point {
        let radians = angle.radians.value
        return Point(x: Double.sin(radians), y: -Double.cos(radians))
    }

    /// The point at clock angle `angle` and distance `radius` from `center`.
    ///
    /// Edge cases: a zero radius gives the centre; a negative radius gives the point opposite.
    @inlinable
    public static func point(at angle: Turns, radius: Double, around center: Point) -> Point {
        center + direction(of: angle) * radius
    }
}
