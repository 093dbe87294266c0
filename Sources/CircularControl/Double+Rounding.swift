extension Double {
    /// 2^52 with the sign of this value: added to and then taken from a value of magnitude below 2^52, it leaves that
    /// value rounded to the nearest whole number (ties to even), because doubles of magnitude 2^52 to 2^53 have no
    /// fraction bits.
    @inline(__always)
    var roundingShifter: Double { Double(signOf: self, magnitudeOf: 4_503_599_627_370_496) }

    /// The nearest whole number (halves away from zero), as `rounded()` gives, without a call into the C library
    /// and without a checked conversion to an integer.
    ///
    /// The shifter gives the nearest whole number with ties to even; an exact half (the only case where that
    /// differs, told by a remainder `self - nearestEven` of magnitude one half, which is exact) is then moved away
    /// from zero by that half, to a whole number that is exact too. One test of the remainder's magnitude serves both
    /// signs, as it runs on every pointer event of a snapping drag.
    ///
    /// Edge cases: a value of magnitude 2^52 or more is already whole and comes back as it is, and so do
    /// infinities and NaN; a value that rounds to zero gives +0, never -0.
    @inline(__always)
    var roundedToNearest: Double {
        guard magnitude < 4_503_599_627_370_496 else { return self }  // 2^52
        let nearestEven = (self + roundingShifter) - roundingShifter
        if (self - nearestEven).magnitude == 0.5 { return self + Double(signOf: self, magnitudeOf: 0.5) }
        return nearestEven
    }

    /// The largest whole number not above this one, as `rounded(.down)` gives, without a call into the C library
    /// and without a checked conversion to an integer: the nearest whole number, less one when that lies above.
    ///
    /// Edge cases: a value of magnitude 2^52 or more is already whole and comes back as it is, and so do
    /// infinities and NaN; -0 gives +0.
    @inline(__always)
    var roundedDown: Double {
        guard magnitude < 4_503_599_627_370_496 else { return self }  // 2^52
        let nearest = (self + roundingShifter) - roundingShifter
        return nearest > self ? nearest - 1 : nearest
    }
}
