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
        clockTurns(unsigned: unsignedTurns(along: along, across: across), across: across)
    }

    /// The clock angle in [0, 1) turns of an offset whose unsigned angle from 12 o'clock is `unsigned` (in [0, 0.5])
    /// and whose component towards 3 o'clock is `across`: offsets to the left are measured on round from 6 o'clock.
    ///
    /// Edge cases: an angle that rounds up to a whole turn gives 0.
    @inlinable @inline(__always)
    static func clockTurns(unsigned: Double, across: Double) -> Double {
        let turns = across < 0 ? 1 - unsigned : unsigned
        return turns >= 1 ? 0 : turns
    }

    /// Unfolds `octantTurns`, the angle in [0, 1/8] turns whose tangent is the smaller over the larger component,
    /// into the unsigned angle in [0, 0.5] turns between 12 o'clock and the offset (`along` towards 12 o'clock,
    /// `across` towards 3 o'clock): past the diagonal, then past 3 o'clock. Both arctangents here end with it.
    ///
    /// The fold past the diagonal is a branch expected not to be taken (`_slowPath`): the turn between two pointer
    /// samples, which the exact arctangent works out on every pointer event, is nearly always well under 45 degrees,
    /// and as a branch that case adds nothing to the event's longest chain of dependent operations, where the
    /// compiler's select added the subtraction and a blend (core-bench: 4 to 7 % of a pointer event). The renderer's
    /// per-pixel arctangent crosses the diagonal only a few times a row of pixels, which the branch predictor follows.
    @inlinable @inline(__always)
    static func unfoldOctant(_ octantTurns: Double, along: Double, across: Double) -> Double {
        var turns = octantTurns
        if _slowPath(across.magnitude > along.magnitude) { turns = 0.25 - turns }
        if along < 0 { turns = 0.5 - turns }
        return turns
    }

    /// The angle, in [0, 0.5] turns, between the 12 o'clock direction and the offset whose component towards
    /// 12 o'clock is `along` and towards 3 o'clock is `across`, whichever side it lies on: `|atan2(across, along)|`
    /// in turns. ``turns(along:across:)`` and ``turn(from:to:around:)`` give it its sign.
    ///
    /// The octant is folded away by symmetry, leaving `atan(r)` for a ratio `r = small / large` in [0, 1]. That is
    /// reduced once more to `atan(c_k) + atan(t)` with `c_k = tan(k pi / 12)`, `k` in 0...3, and
    /// `t = (r - c_k) / (1 + r c_k)`, which keeps `|t| <= tan(pi / 24) < 0.1317`; written with the components,
    /// `t = (small - c_k large) / (large + c_k small)` costs the one division. `atan(t) / 2 pi` is then
    /// `t * p(t^2)` with `p` of degree 6, fitted for the least relative error on `|t| <= tan(pi / 24)` (minimax, by
    /// the Remez exchange): its error there is below 4e-18 relative, below the rounding of its coefficients, where
    /// the Taylor series `t - t^3/3 + t^5/5 - ...` would need two more terms for the same accuracy. `p` is evaluated
    /// in a split (Estrin) form that keeps the multiplications independent, and already gives turns. The octant and
    /// the half are unfolded in turns, where 1/4 and 1/2 are exact.
    ///
    /// The comparisons that pick `k` are branches on purpose: the turn between two pointer samples is nearly always
    /// small, so the first one is taken and predicted, and the common case pays for one comparison. It is always
    /// inlined into its callers: as a call of its own on the pointer-move path it cost about 2 % of an event in
    /// `core-bench`.
    ///
    /// Edge cases: both components zero gives 0; components up to the largest finite double give the true angle;
    /// a NaN `along` gives NaN (a NaN `across` or an infinite component gives a meaningless angle: callers check
    /// first).
    @inlinable @inline(__always)
    static func unsignedTurns(along: Double, across: Double) -> Double {
        let absAlong = along.magnitude
        let absAcross = across.magnitude
        // The comparison x86's maxsd makes, one instruction: Swift.max picks between equal operands (+0 and -0) the
        // other way, so that for it the compiler builds a comparison and three logical operations. For these two
        // magnitudes both give the same double, NaN included.
        let large = absAcross > absAlong ? absAcross : absAlong
        let small = Swift.min(absAlong, absAcross)
        guard large > 0 else { return large == 0 ? 0 : .nan }
        // The reduction below adds up to twice the larger component, which must stay finite.
        if large >= 0x1p1022, large.isFinite { return unsignedTurnsOfHugeComponents(along: along, across: across) }
        // The reduction point c_k = tan(k pi / 12) nearest to small / large, and atan(c_k) = k / 24 turns.
        if small < 0.131_652_497_587_395_85 * large {  // tan(pi / 24)
            // c_0 = 0: t is the plain ratio, the same double as the general form gives for finite components, without
            // its products with 0 ahead of the division, and atan(c_0) = 0 needs no adding (t p(t^2) is never -0).
            return unfoldOctant(reducedTurns(small / large), along: along, across: across)
        }
        let reductionTangent: Double
        let reductionTurns: Double
        if small < 0.414_213_562_373_095_03 * large {  // tan(pi / 8)
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
        // atan of the ratio, in [0, 1/8] turns; unfold the octant, then the half.
        return unfoldOctant(reductionTurns + reducedTurns(t), along: along, across: across)
    }

    /// `atan(t) / 2 pi` for `|t| <= tan(pi / 24)`: `t * p(t^2)`, with the minimax polynomial `p` of
    /// ``unsignedTurns(along:across:)`` in its split (Estrin) form.
    @inlinable @inline(__always)
    static func reducedTurns(_ t: Double) -> Double {
        let z = t * t
        let z2 = z * z
        let z4 = z2 * z2
        // The minimax coefficients of p, in turns; the first two are 1 / 2 pi and -1 / (3 * 2 pi) to within an ulp.
        let c0 = 0.159_154_943_091_895_35
        let c1 = -0.053_051_647_697_295_194
        let c2 = 0.031_830_988_615_371_63
        let c3 = -0.022_736_419_398_187_11
        let c4 = 0.017_683_709_965_507_735
        let c5 = -0.014_453_944_470_107_793
        let c6 = 0.011_619_620_064_124_675
        let low = (c0 + z * c1) + z2 * (c2 + z * c3)
        let high = (c4 + z * c5) + z2 * c6
        return t * (low + z4 * high)
    }

    /// ``unsignedTurns(along:across:)`` of components of 2^1022 or more: a quarter of each, the same angle, keeps the
    /// reduction's sum finite. Out of line, so that the pointer-event path stays short.
    @usableFromInline @inline(never)
    static func unsignedTurnsOfHugeComponents(along: Double, across: Double) -> Double {
        unsignedTurns(along: along * 0.25, across: across * 0.25)
    }
}
