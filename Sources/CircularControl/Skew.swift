import RealModule

/// How positions along the arc map to values within one sweep.
///
/// The mapping takes a fraction of the sweep `p` in [0, 1] to a fraction of the range `f` in [0, 1], always with
/// f(0) = 0 and f(1) = 1, so the ends of the arc stay at `min` and `max`.
///
/// Edge cases: skews apply to single-turn controls only; ``Configuration/validate()`` refuses them on a multi-turn
/// control, an exponent outside 1/16...16, and a logarithmic skew with `min <= 0` or `max / min` not finite.
public enum Skew: Hashable, Sendable {
    /// Equal angles give equal value changes.
    case linear
    /// f = p ^ exponent: an exponent above 1 gives finer control at the low end (as for a frequency or gain knob),
    /// below 1 at the high end.
    case exponent(Double)
    /// Equal angles multiply the value by equal factors: value = min * (max / min) ^ p. Needs `min > 0`.
    case logarithmic

    /// The value at fraction `fraction` of the sweep, for the range `min...max`.
    ///
    /// Edge cases: `pow` and `exp` may round a fraction just below 1 to a value past `max` (a logarithmic skew over
    /// 12.36...13.36 gave max plus an ulp 1.1e-15 below 1): a skewed value is held at `max`, so that no position
    /// within a sweep maps beyond the range. A linear value is left as it is, with no test on a pointer event's path:
    /// below the end of the sweep `(max - min) * fraction` rounds at least an ulp below `max - min`, and no range is
    /// known whose sum then passes `max` (none in 4 million random ones); at the end the models take `max` itself.
    @inlinable
    func value(atFraction fraction: Double, min: Double, max: Double) -> Double {
        switch self {
        case .linear: return min + (max - min) * fraction
        case .exponent(let exponent): return Swift.min(min + (max - min) * Double.pow(fraction, exponent), max)
        case .logarithmic: return Swift.min(min * Double.exp(Double.log(max / min) * fraction), max)
        }
    }

    /// The fraction of the sweep at which the value is `value`, for the range `min...max` (the inverse of
    /// `value(atFraction:min:max:)` over [0, 1]).
    @inlinable
    func fraction(ofValue value: Double, min: Double, max: Double) -> Double {
        switch self {
        case .linear: return (value - min) / (max - min)
        case .exponent(let exponent):
            let linear = Swift.max(0, (value - min) / (max - min))
            return Double.pow(linear, 1 / exponent)
        case .logarithmic: return Double.log(Swift.max(value, min) / min) / Double.log(max / min)
        }
    }
}
