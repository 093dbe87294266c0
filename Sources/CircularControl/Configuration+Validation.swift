extension Configuration {
    /// Checks the whole configuration; the type's documentation lists what is refused.
    ///
    /// - Throws: ``ConfigurationError`` naming the first field at fault and its value.
    public func validate() throws(ConfigurationError) {
        guard min.isFinite else { throw ConfigurationError(field: "min", value: min, reason: "must be finite") }
        guard max.isFinite else { throw ConfigurationError(field: "max", value: max, reason: "must be finite") }
        guard min < max else { throw ConfigurationError(field: "min", value: min, reason: "must be less than max (\(max))") }
        guard (max - min).isFinite else {
            throw ConfigurationError(field: "max", value: max, reason: "max - min must be finite")
        }
        if let step {
            guard step.isFinite, step > 0 else {
                throw ConfigurationError(field: "step", value: step, reason: "must be finite and more than 0")
            }
        }
        try validateSkew()
        try arc.validate()
        try geometry.validate()
        try validateTurnMode()
        if let defaultValue {
            guard defaultValue.isFinite, defaultValue >= min, defaultValue <= upperValueLimit else {
                throw ConfigurationError(field: "defaultValue", value: defaultValue, reason: "must be finite and within the range")
            }
        }
        guard linearDragDistance.isFinite, linearDragDistance > 0 else {
            throw ConfigurationError(field: "linearDragDistance", value: linearDragDistance, reason: "must be finite and more than 0")
        }
        guard fineAdjustFactor.isFinite, fineAdjustFactor > 0 else {
            throw ConfigurationError(field: "fineAdjustFactor", value: fineAdjustFactor, reason: "must be finite and more than 0")
        }
        if let deadZoneRadius {
            guard deadZoneRadius.isFinite, deadZoneRadius >= 0 else {
                throw ConfigurationError(field: "deadZoneRadius", value: deadZoneRadius, reason: "must be finite and at least 0")
            }
        }
        for (field, seconds) in [("animation.base", animation.base), ("animation.perTurn", animation.perTurn),
                                 ("animation.maximum", animation.maximum)] {
            guard seconds.isFinite, seconds >= 0 else {
                throw ConfigurationError(field: field, value: seconds, reason: "must be finite and at least 0")
            }
        }
    }

    private func validateSkew() throws(ConfigurationError) {
        switch skew {
        case .linear: return
        case .exponent(let exponent):
            guard exponent.isFinite, exponent > 0 else {
                throw ConfigurationError(field: "skew.exponent", value: exponent, reason: "must be finite and more than 0")
            }
        case .logarithmic:
            guard min > 0 else {
                throw ConfigurationError(field: "min", value: min, reason: "a logarithmic skew needs min > 0")
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
                throw ConfigurationError(field: "arc.sweep", value: arc.sweep.value, reason: "wrapping needs a full-circle sweep of 1 turn")
            }
        case .multiTurn(let limit):
            guard arc.isFullCircle else {
                throw ConfigurationError(field: "arc.sweep", value: arc.sweep.value, reason: "multi-turn needs a full-circle sweep of 1 turn")
            }
            if let limit, limit < 1 {
                throw ConfigurationError(field: "turnMode.limit", value: Double(limit), reason: "must be at least 1 turn")
            }
        }
    }

    /// The highest value the control can hold: `max`, or `min + limit * (max - min)` for a multi-turn control
    /// with a turn limit, or +infinity without one.
    @inlinable
    public var upperValueLimit: Double {
        switch turnMode {
        case .clamped, .wrapping: return max
        case .multiTurn(let limit):
            guard let limit else { return .infinity }
            return min + Double(limit) * (max - min)
        }
    }

    /// The highest position the control can hold: 1, the turn limit, or +infinity.
    @inlinable
    public var upperPositionLimit: Double {
        switch turnMode {
        case .clamped, .wrapping: return 1
        case .multiTurn(let limit): return limit.map(Double.init) ?? .infinity
        }
    }
}
