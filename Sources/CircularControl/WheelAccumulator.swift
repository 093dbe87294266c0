/// Adds up wheel notches, high-resolution fractions included, and says how far the control moves.
///
/// A stepped control moves by whole steps only: fractions are kept until a whole notch is due (four quarter notches
/// make one step). An unstepped control moves by the fraction at once (a quarter notch moves a quarter of a notch's
/// change), so nothing is kept.
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

    /// Adds `notches` for a control that is `stepped` or not and returns the notches to move by now: whole ones for
    /// a stepped control (see ``add(_:)``), the input itself (within a million) for an unstepped one; 0 for none.
    mutating func notchesDue(adding notches: Double, stepped: Bool) -> Double {
        guard stepped else {
            guard notches.isFinite else { return 0 }
            remainder = 0
            return Swift.min(Swift.max(notches, -1_000_000), 1_000_000)
        }
        return Double(add(notches))
    }
}
