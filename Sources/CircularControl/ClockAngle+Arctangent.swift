extension ClockAngle {
    /// The clock angle, in [0, 1) turns, of the offset whose component towards 12 o'clock is `along` (`-dy`) and
    /// towards 3 o'clock is `across` (`dx`): `atan2(across, along) / 2 pi`, normalised.
    ///
    /// Accurate to a few units in the last place (tests hold it to the C library's `atan2` within 1e-15 turns),
    /// and faster, because every pointer event needs one: a single division, no library call. The angle comes from
    /// ``unsignedTurns(along:across:)``, measured the other way round from 12 o'clock for an offset to the left.
    ///
    /// Edge cases: both components zero gives 0; NaN or infinite components give NaN or a meaningless angle
    /// (callers check first); an angle that rounds up to a whole turn gives 0.
    @inlinable
    static func turns(along: Double, across: Double) -> Double {
        let angle = unsignedTurns(along: along, across: across)
        let turns = across < 0 ? 1 - angle : angle
        return turns >= 1 ? 0 : turns
    }

    /// The angle, in [0, 0.5] turns, between the 12 o'clock direction and the offset whose component towards
    /// 12 o'clock is `along` and towards 3 o'clock is `across`, whichever side it lies on: `|atan2(across, along)|`
    /// in turns. ``turns(along:across:)`` and ``turn(from:to:around:)`` give it its sign.
    ///
    /// The octant is folded away by symmetry, leaving `atan(r)` for a ratio `r = small / large` in [0, 1]. That is
    /// reduced once more to `atan(c_k) + atan(t)` with `c_k = tan(k pi / 12)`, `k` in 0...3, and
    /// `t = (r - c_k) / (1 + r c_k)`, which keeps `|t| <= tan(pi / 24) < 0.1317`; written with the components,
    /// `t = (small - c_k large) / (large + c_k small)` costs the one division. `atan(t)` is then the odd series
    /// `t - t^3/3 + t^5/5 - ...` to `t^17/17`, whose next term is below 1e-18, with every coefficient already
    /// divided by 2 pi so that the series gives turns; it is evaluated in a split (Estrin) form that keeps the
    /// multiplications independent. The octant and the half are unfolded in turns, where 1/4 and 1/2 are exact.
    ///
    /// The comparisons that pick `k` are branches on purpose: the turn between two pointer samples is nearly always
    /// small, so the first one is taken and predicted, and the common case pays for one comparison.
    ///
    /// Edge cases: both components zero gives 0; a NaN `along` gives NaN (a NaN `across` gives a meaningless angle:
    /// callers check first).
    @inlinable
    static func unsignedTurns(along: Double, across: Double) -> Double {
        let absAlong = along.magnitude
        let absAcross = across.magnitude
        let large = Swift.max(absAlong, absAcross)
        let small = Swift.min(absAlong, absAcross)
        guard large > 0 else { return large == 0 ? 0 : .nan }
        // The reduction point c_k = tan(k pi / 12) nearest to small / large, and atan(c_k) = k / 24 turns.
        let reductionTangent: Double
        let reductionTurns: Double
        if small < 0.131_652_497_587_395_85 * large {  // tan(pi / 24)
            reductionTangent = 0
            reductionTurns = 0
        } else if small < 0.414_213_562_373_095_03 * large {  // tan(pi / 8)
            reductionTangent = 0.267_949_192_431_122_7  // tan(pi / 12)
            reductionTurns = 1.0 / 24
        } else if small < 0.767_326_987_978_960_4 * large {  // tan(5 pi / 24)
            reductionTangent = 0.577_350_269_189_625_8  // tan(pi / 6)
            reductionTurns = 1.0 / 12
        } else {
            reductionTangent = 1
            reductionTurns = 1.0 / 8
        }
        let t = (small - reductionTangent * large) / (large + reductionTangent * small)
        let z = t * t
        let z2 = z * z
        let z4 = z2 * z2
        // (-1)^n / ((2n + 1) 2 pi), n = 0...8.
        let c0 = 0.159_154_943_091_895_35, c1 = -0.053_051_647_697_298_45, c2 = 0.031_830_988_618_379_07
        let c3 = -0.022_736_420_441_699_334, c4 = 0.017_683_882_565_766_147, c5 = -0.014_468_631_190_172_302
        let c6 = 0.012_242_687_930_145_796, c7 = -0.010_610_329_539_459_689, c8 = 0.009_362_055_475_993_843
        let low = (c0 + z * c1) + z2 * (c2 + z * c3)
        let high = (c4 + z * c5) + z2 * (c6 + z * c7)
        let series = low + z4 * (high + z4 * c8)
        // atan of the ratio, in [0, 1/8] turns; unfold the octant, then the half.
        var turns = reductionTurns + t * series
        if absAcross > absAlong { turns = 0.25 - turns }
        if along < 0 { turns = 0.5 - turns }
        return turns
    }
}
