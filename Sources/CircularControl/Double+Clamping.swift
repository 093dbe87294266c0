extension Double {
    /// This value held within `lower...upper` (for `lower <= upper`): the same double as
    /// `Swift.min(Swift.max(self, lower), upper)` gives for every value but NaN, signed zeros included.
    ///
    /// Written as the two comparisons that x86 does in one instruction each (`maxsd`, then `minsd`). The standard
    /// library's `max` and `min` pass NaN through and choose between equal operands (+0 and -0) in a way that neither
    /// order of the operands of those instructions matches, so that the compiler builds each of them from a comparison
    /// and three logical operations instead. It runs on every pointer event of a drag.
    ///
    /// Edge cases: NaN gives `lower`; infinities give the nearer bound.
    @inline(__always)
    func clamped(_ lower: Double, _ upper: Double) -> Double {
        let atLeastLower = self > lower ? self : lower
        return upper < atLeastLower ? upper : atLeastLower
    }
}
