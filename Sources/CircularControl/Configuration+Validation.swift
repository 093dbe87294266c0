extension Configuration {
    /// Checks the whole configuration; the type's documentation lists what is refused.
    ///
    /// - Throws: ``ConfigurationError`` naming the first field at fault and its value.
    public func validate() throws(ConfigurationError) {
        guard min.isFinite else { throw ConfigurationError(field: "min", value: min, reason: "must be finite") }
        guard max.isFinite else { throw ConfigurationError(field: "max", value: max, reason: "must be finite") }
        guard min < max else {
            throw ConfigurationError(field: "min", value: min, reason: "must be less than max (\(max))")
        }
        guard (max - min).isFinite else {
            throw ConfigurationError(field: "max", value: max, reason: "max - min must be finite")
        }
        guard max - min >= Double.leastNormalMagnitude else {
            throw ConfigurationError(
                field: "max", value: max, reason: "max - min must be at least 2^-1022 (its inverse finite)")
        }
        guard max - min >= Swift.max(min.magnitude, max.magnitude) * 0x1p-32 else {
            throw ConfigurationError(
                field: "max", value: max,
                reason: "max - min must be at least 2^-32 of the larger of |min| and |max|")
        }
        if let step {
            guard step.isFinite, step > 0 else {
                throw ConfigurationError(field: "step", value: step, reason: "must be finite and more than 0")
            }
            guard step >= Double.leastNormalMagnitude else {
                throw ConfigurationError(
                    field: "step", value: step, reason: "must be at least 2^-1022 (its inverse finite)")
            }
            guard step >= (max - min) / Configuration.maximumStepsPerSweep else {
                throw ConfigurationError(field: "step", value: step, reason: "must be at least (max - min) / 2^32")
            }
        }
        try validateSkew()
        try arc.validate()
        try geometry.validate()
        try validateTurnMode()
        if let defaultValue {
            guard defaultValue.isFinite, defaultValue >= min, defaultValue <= upperValueLimit else {
                throw ConfigurationError(
                    field: "defaultValue", value: defaultValue, reason: "must be finite and within the range")
            }
        }
        guard linearDragDistance.isFinite, linearDragDistance >= Double.leastNormalMagnitude else {
            throw ConfigurationError(
                field: "linearDragDistance", value: linearDragDistance,
                reason: "must be finite and at least 2^-1022 (its inverse finite)")
        }
        guard fineAdjustFactor > 0, fineAdjustFactor <= 1 else {
            throw ConfigurationError(
                field: "fineAdjustFactor", value: fineAdjustFactor, reason: "must be more than 0 and at most 1")
        }
        if let deadZoneRadius {
            guard deadZoneRadius.isFinite, deadZoneRadius >= 0 else {
                throw ConfigurationError(
                    field: "deadZoneRadius", value: deadZoneRadius, reason: "must be finite and at least 0")
            }
        }
        try Self.validateDuration(animation.base, field: "animation.base")
        try Self.validateDuration(animation.perTurn, field: "animation.perTurn")
        try Self.validateDuration(animation.maximum, field: "animation.maximum")
    }

    /// Refuses `seconds`, the value of `field`, unless it is finite and at least 0.
    private static func validateDuration(_ seconds: Double, field: String) throws(ConfigurationError) {
        guard seconds.isFinite, seconds >= 0 else {
            throw ConfigurationError(field: field, value: seconds, reason: "must be finite and at least 0")
        }
    }

    private func validateSkew() throws(ConfigurationError) {
        switch skew {
        case .linear: return
        case .exponent(let exponent):
            guard exponent >= 1.0 / 16, exponent <= 16 else {
                throw ConfigurationError(field: "skew.exponent", value: exponent, reason: "must be 1/16 to 16")
            }
        case .logarithmic:
            guard min > 0 else {
                throw ConfigurationError(field: "min", value: min, reason: "a logarithmic skew needs min > 0")
            }
            guard (max / min).isFinite else {
                throw ConfigurationError(field: "max", value: max, reason: "a logarithmic skew needs max / min finite")
            }
        }
        if case .multiTurn = turnMode {
            throw ConfigurationError(field: "skew", value: .nan, reason: "a skew needs a single-turn control")
        }
    }

    private func validateTurnMode() throws(ConfigurationError) {
        switch turnMode {
        case .clamped: return
        case .wrapping:
            guard arc.isFullCircle else {
                throw ConfigurationError(
                    field: "arc.sweep", value: arc.sweep.value, reason: "wrapping needs a full-circle sweep of 1 turn")
            }
        case .multiTurn(let limit):
            guard arc.isFullCircle else {
                throw ConfigurationError(
                    field: "arc.sweep", value: arc.sweep.value, reason: "multi-turn needs a full-circle sweep of 1 turn"
                )
            }
            if let limit, limit < 1 || limit > Configuration.maximumTurns {
                throw ConfigurationError(
                    field: "turnMode.limit", value: Double(limit), reason: "must be 1 to 2^32 turns")
            }
            guard upperValueLimit.isFinite else {
                throw ConfigurationError(field: "max", value: max, reason: "min + (max - min) * turns must be finite")
            }
        }
    }

    /// The most whole turns a multi-turn control counts: 2^32, its limit when it has none of its own.
    ///
    /// A position of 2^32 turns still resolves a millionth of a turn, and the count of turns fits any integer a
    /// host keeps it in.
    public static let maximumTurns = 1 << 32

    /// The most steps one sweep may hold: 2^32. Finer steps cannot be told apart on screen, and the number of steps
    /// in a page or a sweep then fits an integer.
    public static let maximumStepsPerSweep: Double = 4_294_967_296

    /// The highest value the control can hold: `max`, or `min + turns * (max - min)` for a multi-turn control,
    /// with its turn limit or ``maximumTurns``.
    @inlinable
    public var upperValueLimit: Double {
        switch turnMode {
        case .clamped, .wrapping: return max
        case .multiTurn(let limit): return min + Double(limit ?? Configuration.maximumTurns) * (max - min)
        }
    }

    /// The highest position the control can hold: 1, or the turn limit (``maximumTurns`` without one).
    @inlinable
    public var upperPositionLimit: Double {
        switch turnMode {
        case .clamped, .wrapping: return 1
        case .multiTurn(let limit): return Double(limit ?? Configuration.maximumTurns)
        }
    }

    /// How far the value at `position`, `min + (max - min) * position`, may lie from the exact one through the
    /// rounding of its terms: a few ulps of the larger. Far out on a multi-turn control (a value near 0 with a min of
    /// -1.7e289) this is much more than 1e-9 of the value. The invariants and the fuzz oracle allow it.
    package func valueRounding(atPosition position: Double) -> Double {
        4 * Swift.max(min.magnitude, ((max - min) * position).magnitude).ulp
    }
}
