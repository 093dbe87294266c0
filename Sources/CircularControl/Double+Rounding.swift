extension Double {
    /// 2^52 with the sign of this value: added to and then taken from a value of magnitude below 2^52, it leaves that
    /// value rounded to the nearest whole number (ties to even), because doubles of magnitude 2^52 to 2^53 have no
    /// fraction bits.
    @inline(__always)
    var roundingShifter: Double { Double(signOf: self, magnitudeOf: 4_503_599_627_370_496) }

    /// The nearest whole number (halves away from zero), as `rounded()` gives, without a call into the C library
    /// and without a checked conversion to an integer.
    ///
    /// A negative value is rounded as its magnitude is and given its sign back (`0 - x`, which never gives -0). The
    /// sign is a branch, not a shifter with the value's sign: it runs on every pointer event of a snapping drag, whose
    /// grid offsets are never negative, and the branch keeps the sign's bit operations off the event's longest chain
    /// of dependent operations.
    ///
    /// Edge cases: a value of magnitude 2^52 or more is already whole and comes back as it is, and so do
    /// infinities and NaN; a value that rounds to zero gives +0, never -0.
    @inline(__always)
    var roundedToNearest: Double {
        self >= 0 ? roundedHalfUp : 0 - (-self).roundedHalfUp
    }

    /// For a value of 0 or more, the nearest whole number, halves up: 2^52 added and taken away gives the nearest
    /// whole number with ties to even (doubles from 2^52 to 2^53 have no fraction bits); an exact half below it (the
    /// only case where that differs, told by a remainder `self - nearestEven` of one half, which is exact) is one
    /// more.
    ///
    /// Edge cases: a value of 2^52 or more, infinity and NaN come back as they are; -0 gives +0.
    @inline(__always)
    private var roundedHalfUp: Double {
        guard self < 4_503_599_627_370_496 else { return self }  // 2^52
        let nearestEven = (self + 4_503_599_627_370_496) - 4_503_599_627_370_496
        if self - nearestEven == 0.5 { return nearestEven + 1 }
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
