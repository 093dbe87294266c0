import RealModule

/// An angle measured in turns: 1 is a full circle, 0.25 a quarter.
///
/// Turns are the unit of the whole project: angles on screen are clock angles in turns (see ``ClockAngle``), and a
/// control's position along its arc is a plain `Double` where 1 is one full sweep. ``Radians`` exists only at the
/// boundary with trigonometric functions, so radians and turns can never be mixed by accident.
///
/// Edge cases:
/// - A `Turns` may hold any Double, including NaN; `normalized` of NaN or an infinity is NaN.
public struct Turns: Hashable, Comparable, Sendable {
    /// The angle in turns.
    public var value: Double

    /// Creates an angle of `value` turns.
    @inlinable
    public init(_ value: Double) { self.value = value }

    /// Creates an angle from degrees (360 degrees = 1 turn).
    @inlinable
    public static func degrees(_ degrees: Double) -> Turns { Turns(degrees / 360) }

    /// Zero turns.
    public static let zero = Turns(0)
    /// One full turn.
    public static let full = Turns(1)

    /// The same angle in degrees.
    @inlinable
    public var degrees: Double { value * 360 }

    /// The same angle in radians.
    @inlinable
    public var radians: Radians { Radians(value * (2 * Double.pi)) }

    /// The angle reduced to the half-open interval [0, 1).
    ///
    /// Edge cases: NaN and infinities give NaN; -0 and values that round up to 1 give 0.
    @inlinable
    public var normalized: Turns {
        var reduced = value - value.rounded(.down)
        if reduced >= 1 { reduced = 0 }
        return Turns(reduced == 0 ? 0 : reduced)
    }

    /// The signed shortest rotation from `start` to `end`, in the half-open interval (-0.5, 0.5].
    ///
    /// Positive means clockwise on screen (the clock-angle direction). Two angles exactly half a turn apart are
    /// ambiguous; the result is then +0.5.
    @inlinable
    public static func shortestDelta(from start: Turns, to end: Turns) -> Turns {
        var delta = end.value - start.value
        if delta > -1.5, delta <= 1.5 {
            // Normalised angles differ by less than a turn: one correction suffices, and no remainder is needed.
            if delta > 0.5 { delta -= 1 } else if delta <= -0.5 { delta += 1 }
            return Turns(delta)
        }
        delta = delta.truncatingRemainder(dividingBy: 1)
        if delta > 0.5 { delta -= 1 } else if delta <= -0.5 { delta += 1 }
        return Turns(delta)
    }

    /// Orders angles by their value, unnormalised (1.25 turns is more than 0.5).
    @inlinable public static func < (lhs: Turns, rhs: Turns) -> Bool { lhs.value < rhs.value }
    /// The sum of two angles, unnormalised.
    @inlinable public static func + (lhs: Turns, rhs: Turns) -> Turns { Turns(lhs.value + rhs.value) }
    /// The difference of two angles, unnormalised (see ``shortestDelta(from:to:)`` for the shortest rotation).
    @inlinable public static func - (lhs: Turns, rhs: Turns) -> Turns { Turns(lhs.value - rhs.value) }
    /// The opposite rotation.
    @inlinable public static prefix func - (angle: Turns) -> Turns { Turns(-angle.value) }
    /// The angle scaled by a factor.
    @inlinable public static func * (lhs: Turns, rhs: Double) -> Turns { Turns(lhs.value * rhs) }
}

/// An angle measured in radians: 2 pi is a full circle. Used only where trigonometry needs it.
public struct Radians: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var value: Double

    /// Creates an angle of `value` radians.
    @inlinable
    public init(_ value: Double) { self.value = value }

    /// The same angle in turns.
    @inlinable
    public var turns: Turns { Turns(value / (2 * Double.pi)) }

    /// Orders angles by their value, unnormalised.
    @inlinable public static func < (lhs: Radians, rhs: Radians) -> Bool { lhs.value < rhs.value }
}
