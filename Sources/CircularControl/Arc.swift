/// The direction in which a control's value grows around its arc.
public enum Direction: Hashable, Sendable, CaseIterable {
    /// The value grows clockwise on screen (the default).
    case clockwise
    /// The value grows counter-clockwise on screen.
    case counterClockwise

    /// +1 for clockwise, -1 for counter-clockwise: the sign that turns a clock-angle change into a position change.
    @inlinable
    public var sign: Double { self == .clockwise ? 1 : -1 }
}

/// The path a control's value travels along: a start clock angle, a sweep and a direction.
///
/// A *position* along the arc is a plain `Double`: 0 is the start, 1 is the end of one sweep. Multi-turn controls
/// (full-circle arcs only) keep counting, so 2.5 is two and a half turns. Knobs often use a partial sweep of 270 or
/// 300 degrees with the gap at the bottom: `Arc(start: .degrees(-135), sweep: .degrees(270))`.
///
/// Edge cases:
/// - A sweep must lie in [2^-1022, 1] turns, so that positions per turn are finite; ``validate()`` refuses anything
///   else (a zero sweep has no positions).
/// - The start angle may be any finite value; it is used modulo a full turn, reduced before any other arithmetic
///   (so that a start of 2^53 turns does not swallow the fraction of a position added to it).
public struct Arc: Hashable, Sendable {
    /// The clock angle of position 0.
    public var start: Turns
    /// How much of the circle one sweep covers, in (0, 1] turns.
    public var sweep: Turns
    /// The direction in which positions grow.
    public var direction: Direction

    /// Creates an arc. Defaults: a full clockwise circle starting at 12 o'clock.
    @inlinable
    public init(start: Turns = .zero, sweep: Turns = .full, direction: Direction = .clockwise) {
        self.start = start
        self.sweep = sweep
        self.direction = direction
    }

    /// A full clockwise circle starting at 12 o'clock.
    public static let fullCircle = Arc()

    /// True when the sweep is a whole turn (no gap).
    @inlinable
    public var isFullCircle: Bool { sweep.value >= 1 }

    /// How many positions one full clock turn spans: 1 for a full circle, 4/3 for a 270-degree arc.
    @inlinable
    public var positionsPerTurn: Double { 1 / sweep.value }

    /// The clock angle of a position along the arc, in [0, 1) turns.
    ///
    /// Positions outside [0, 1] continue the arc past its ends (into the gap, or round again for multi-turn).
    @inlinable
    public func clockAngle(atPosition position: Double) -> Turns {
        Turns(start.normalized.value + direction.sign * position * sweep.value).normalized
    }

    /// The position along the arc of a clock angle, in [0, ``positionsPerTurn``).
    ///
    /// Positions in [0, 1] lie on the arc; positions in (1, positionsPerTurn) lie in the gap, measured on from the
    /// end. Edge cases: a non-finite angle gives NaN.
    @inlinable
    public func position(ofClockAngle angle: Turns) -> Double {
        let along = Turns((angle.value - start.normalized.value) * direction.sign).normalized
        return along.value / sweep.value
    }

    /// The position on the arc nearest to a clock angle, in [0, 1]: the angle's own position on the arc, or the
    /// nearer end for an angle in the gap of a partial arc (the gap is split at its middle).
    ///
    /// Edge cases: a non-finite angle gives NaN. (Not inlinable: it uses the package's `ArcCoordinates`, and a
    /// press is no hot path.)
    public func nearestPosition(toClockAngle angle: Turns) -> Double {
        let along = position(ofClockAngle: angle)
        guard along > 1 else { return along }
        return coordinates.isNearerToStartAcrossTheGap(along * sweep.value) ? 0 : 1
    }

    /// The change of position for a signed change of clock angle (positive = clockwise on screen).
    @inlinable
    public func positionDelta(forClockDelta delta: Turns) -> Double {
        delta.value * direction.sign / sweep.value
    }

    /// Checks that the arc is usable: a finite start and a sweep in [2^-1022, 1] turns.
    ///
    /// - Throws: ``ConfigurationError`` naming `arc.start` or `arc.sweep` and the offending value.
    public func validate() throws(ConfigurationError) {
        guard start.value.isFinite else {
            throw ConfigurationError(field: "arc.start", value: start.value, reason: "must be finite")
        }
        guard sweep.value >= Double.leastNormalMagnitude, sweep.value <= 1 else {
            throw ConfigurationError(
                field: "arc.sweep", value: sweep.value, reason: "must be at least 2^-1022 and at most 1 turn")
        }
    }
}
