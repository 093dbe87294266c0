/// Adds up wheel notches, high-resolution fractions included, and hands out whole notches.
///
/// Edge cases: a change of direction drops the fraction kept so far (a quick reversal acts at once); non-finite
/// or zero input is ignored; a burst is limited to a million notches at once.
struct WheelAccumulator: Hashable, Sendable {
    /// The fraction of a notch kept for the next turn of the wheel, always in (-1, 1).
    private(set) var remainder: Double = 0

    /// Adds `notches` and returns how many whole notches are now due (negative for down).
    mutating func add(_ notches: Double) -> Int {
        guard notches.isFinite, notches != 0 else { return 0 }
        if remainder != 0, (remainder < 0) != (notches < 0) { remainder = 0 }
        remainder += notches
        let whole = remainder.rounded(.towardZero)
        remainder -= whole
        return Int(Swift.min(Swift.max(whole, -1_000_000), 1_000_000))
    }
}
