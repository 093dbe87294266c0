/// An arc's angle convention in plain turns, worked out once for loops over many angles (a renderer's pixels, a
/// dial's ticks, a damage rectangle's corners): where a clock angle lies along the arc, which end of the gap it is
/// nearer to, and back.
///
/// The coordinate `t` is turns from the arc's start in the arc's direction: a position times the sweep. A full
/// circle's `t` and its position are the same; on a partial arc `t` in `[0, sweep]` lies on the arc and `t` in
/// `(sweep, 1)` in the gap. ``Arc`` works in positions with the same start, direction and gap split, so input and
/// drawing agree.
///
/// Edge cases: the angle methods expect clock angles in `[0, 1)` (as pixel samples carry them); a NaN angle gives
/// NaN. A sweep of a whole turn or more counts as a full circle (no gap).
@usableFromInline
package struct ArcCoordinates: Hashable, Sendable {
    /// The clock angle of the arc's start, in [0, 1).
    @usableFromInline package let start: Double
    /// +1 for a clockwise arc, -1 for a counter-clockwise one.
    @usableFromInline package let sign: Double
    /// The sweep in turns: 1 for a full circle.
    @usableFromInline package let sweep: Double

    /// The coordinates of `arc`.
    @inlinable
    package init(_ arc: Arc) {
        start = arc.start.normalized.value
        sign = arc.direction.sign
        sweep = arc.isFullCircle ? 1 : arc.sweep.value
    }

    /// True when the arc is a whole circle.
    @inlinable
    package var isFullCircle: Bool { sweep >= 1 }

    /// The turns from the start to clock angle `angle` (in [0, 1)), in the arc's direction, in [0, 1).
    @inlinable @inline(__always)
    package func turnsAlong(toClockAngle angle: Double) -> Double {
        let difference = (angle - start) * sign
        return difference < 0 ? difference + 1 : difference
    }

    /// The turns from clock angle `angle` (in [0, 1)) back to the clock angle `tip`, against the arc's direction, in
    /// [0, 1).
    @inlinable @inline(__always)
    package func turnsBehind(_ tip: Double, toClockAngle angle: Double) -> Double {
        let difference = (tip - angle) * sign
        return difference < 0 ? difference + 1 : difference
    }

    /// True when `t` (turns along, in [0, 1)) lies in the half of the gap nearer to the arc's start, going on round:
    /// the gap is split at its middle, and the middle itself belongs to the start. Never on a full circle.
    @inlinable @inline(__always)
    package func isNearerToStartAcrossTheGap(_ t: Double) -> Bool {
        !isFullCircle && t >= sweep + (1 - sweep) / 2
    }

    /// The clock angle `t` turns along the arc (any `t`; not reduced to [0, 1)).
    @inlinable
    package func clockAngle(atTurns t: Double) -> Double {
        start + sign * t
    }
}

extension Arc {
    /// The arc's angle convention in plain turns, for loops over many angles.
    @inlinable
    package var coordinates: ArcCoordinates { ArcCoordinates(self) }
}
