extension Double {
    /// 1.5 * 2^52: added to and then taken from a value of magnitude below 2^51, it leaves that value rounded to the
    /// nearest whole number (ties to even), because doubles from 2^52 to 2^53 have no fraction bits.
    @inline(__always)
    static var roundingShifter: Double { 6_755_399_441_055_744 }

    /// The nearest whole number (halves away from zero), as `rounded()` gives, without a call into the C library
    /// and without a checked conversion to an integer.
    ///
    /// The shifter gives the nearest whole number with ties to even; an exact half (the only case where that
    /// differs) is then moved away from zero. The remainder `self - nearestEven` is exact.
    ///
    /// Edge cases: NaN stays NaN and infinities stay infinite (from `rounded()`, as for every value of magnitude
    /// 2^51 or more, which is already whole); a value that rounds to zero gives +0, never -0.
    @inline(__always)
    var roundedToNearest: Double {
        guard magnitude < 2_251_799_813_685_248 else { return rounded() }  // 2^51
        let nearestEven = (self + Double.roundingShifter) - Double.roundingShifter
        let remainder = self - nearestEven
        if remainder == 0.5, self > 0 { return nearestEven + 1 }
        if remainder == -0.5, self < 0 { return nearestEven - 1 }
        return nearestEven
    }

    /// The largest whole number not above this one, as `rounded(.down)` gives, without a call into the C library
    /// and without a checked conversion to an integer: the nearest whole number, less one when that lies above.
    ///
    /// Edge cases: NaN stays NaN and infinities stay infinite (from `rounded(.down)`, as for every value of
    /// magnitude 2^51 or more); -0 gives +0.
    @inline(__always)
    var roundedDown: Double {
        guard magnitude < 2_251_799_813_685_248 else { return rounded(.down) }  // 2^51
        let nearest = (self + Double.roundingShifter) - Double.roundingShifter
        return nearest > self ? nearest - 1 : nearest
    }
}
