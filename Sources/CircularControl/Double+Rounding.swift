extension Double {
    /// The nearest whole number (halves away from zero), as `rounded()` gives, without a call into the C library
    /// for values that fit a 64-bit integer.
    @inline(__always)
    var roundedToNearest: Double {
        guard magnitude < 4_503_599_627_370_496 else { return rounded() }  // 2^52: already whole
        let truncated = Double(Int64(self))
        let fraction = self - truncated
        if fraction >= 0.5 { return truncated + 1 }
        if fraction <= -0.5 { return truncated - 1 }
        return truncated
    }

    /// The largest whole number not above this one, as `rounded(.down)` gives, without a call into the C library
    /// for values that fit a 64-bit integer.
    @inline(__always)
    var roundedDown: Double {
        guard magnitude < 4_503_599_627_370_496 else { return rounded(.down) }
        let truncated = Double(Int64(self))
        return truncated > self ? truncated - 1 : truncated
    }
}
