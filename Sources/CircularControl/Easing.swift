/// Easing curves for animated changes.
public enum Easing {
    /// The cubic ease-in-out curve: slow at both ends, 0 at 0, 0.5 at 0.5, 1 at 1.
    ///
    /// Edge cases: the input is clamped to [0, 1]; NaN gives 0.
    @inlinable
    public static func easeInOut(_ progress: Double) -> Double {
        guard !progress.isNaN else { return 0 }
        let t = Swift.min(Swift.max(progress, 0), 1)
        if t < 0.5 { return 4 * t * t * t }
        let u = -2 * t + 2
        return 1 - u * u * u / 2
    }
}
