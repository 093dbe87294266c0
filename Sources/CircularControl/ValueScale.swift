/// The mapping between positions along the arc and values, with the step grid.
///
/// A position is 0 at the start of the arc and 1 at the end of one sweep; multi-turn controls continue linearly,
/// one range per turn (`min + position * (max - min)`). Skews shape single-turn controls only.
///
/// Edge cases: positions and values outside the control's limits are clamped by the caller, not here; the step
/// grid is anchored at `min`, and the control's upper value limit is a snap target too, so `max` is reachable even
/// when `max - min` is not a whole number of steps.
struct ValueScale: Hashable, Sendable {
    let min: Double
    let max: Double
    let step: Double?
    let skew: Skew
    /// The highest value (max, or that of the multi-turn limit): always finite.
    let upperValue: Double
    /// The highest position (1, or the multi-turn limit): always finite.
    let upperPosition: Double
    /// True for a wrapping control, whose positions lie in 0..<1 and values in min..<max.
    let wraps: Bool
    /// 1 / (max - min) and 1 / step (0 without a step): multiplications on the per-event path, not divisions.
    let inverseSpan: Double
    let inverseStep: Double
    /// `max - min`, the range of one sweep.
    let span: Double
    /// True for a linear skew: the per-event mappings test a flag instead of matching the skew's cases.
    let isLinear: Bool
    /// The rate of fine adjustment (``Configuration/fineAdjustFactor``).
    let fineAdjustFactor: Double
    /// True when pointer changes snap to the grid while dragging: there is a step and the snap mode is `.always`.
    let snapsWhileDragging: Bool
    /// Values below this one snap to their nearest grid point, without a look at the upper value: it lies more than a
    /// step above them (see ``snapped(_:)``). -infinity without a step.
    let gridOnlyBelow: Double
    /// True when `min` is +0, the start of most ranges (the default 0...1, percentages, MIDI's 0...127): adding it to
    /// an offset and taking it from a value then change nothing (see ``value(atOffset:)``).
    let startsAtZero: Bool

    init(_ configuration: Configuration) {
        min = configuration.min
        max = configuration.max
        step = configuration.step
        skew = configuration.skew
        upperValue = configuration.upperValueLimit
        upperPosition = configuration.upperPositionLimit
        wraps = configuration.turnMode == .wrapping
        inverseSpan = 1 / (configuration.max - configuration.min)
        inverseStep = configuration.step.map { 1 / $0 } ?? 0
        span = configuration.max - configuration.min
        isLinear = configuration.skew == .linear
        fineAdjustFactor = configuration.fineAdjustFactor
        snapsWhileDragging = configuration.snap == .always && configuration.step != nil
        let largest = Swift.max(configuration.min.magnitude, configuration.upperValueLimit.magnitude)
        startsAtZero = configuration.min == 0 && configuration.min.sign == .plus
        gridOnlyBelow = configuration.step.map { configuration.upperValueLimit - $0 - 0x1p-40 * largest } ?? -.infinity
    }

    /// The change one unstepped key press or wheel notch makes: 1 % of the range, at the rate of the fine
    /// adjustment held (``FineAdjustment``: 0.1 % with Shift, 0.01 % with Shift and Control by default).
    func unsteppedUnit(modifiers: Modifiers) -> Double {
        span * 0.01 * FineAdjustment(modifiers).rate(fineAdjustFactor: fineAdjustFactor)
    }

    /// The change one arrow key or wheel notch makes without modifiers: the step, else ``unsteppedUnit(modifiers:)``.
    var keyIncrement: Double { step ?? unsteppedUnit(modifiers: []) }

    /// How many steps Page Up and Page Down move: 10 % of the range, at least one step (ten 1 % units unstepped).
    var pageSteps: Int {
        guard let step else { return 10 }
        return Swift.max(1, Int((0.1 * span / step).rounded()))
    }

    /// `min + offset`: the offset itself when the range starts at +0, where the addition would change nothing but the
    /// length of a pointer event's longest chain of dependent operations (twice, with ``offset(ofValue:)``, for a drag
    /// that snaps as it goes: 7 % of such an event in `core-bench`).
    ///
    /// Edge cases: from a range that starts at +0, an offset of -0 gives -0 where `min + offset` gives +0; no caller
    /// passes one (a position is never -0, nor is a grid index from `roundedToNearest`).
    @inline(__always)
    func value(atOffset offset: Double) -> Double { startsAtZero ? offset : min + offset }

    /// `value - min`: the value itself when the range starts at +0, the same double (see ``value(atOffset:)``).
    @inline(__always)
    func offset(ofValue value: Double) -> Double { startsAtZero ? value : value - min }

    /// The value at `position`.
    @inline(__always)
    func value(atPosition position: Double) -> Double {
        if isLinear { return value(atOffset: span * position) }
        return skew.value(atFraction: position, min: min, max: max)
    }

    /// The position of `value`.
    @inline(__always)
    func position(ofValue value: Double) -> Double {
        if isLinear { return offset(ofValue: value) * inverseSpan }
        return skew.fraction(ofValue: value, min: min, max: max)
    }

    /// The grid point (or the upper value) nearest to `value`; `value` itself when there is no step.
    ///
    /// A value below ``gridOnlyBelow`` gives its grid point straight away: the same double as the comparisons with
    /// the upper value would give. For a value `v` within the control's limits, the grid point `g` worked out lies
    /// within `step/2 (1 + 3u) + 10u max(|v|, |min|)` of it (`u = 2^-53`: half a step, and the rounding of the five
    /// operations that lead to `g`), and the bound lies a step and `2^-40 max(|min|, |upperValue|)` below the upper
    /// value, less its own rounding. So below the bound the upper value lies above `g` and farther from `v` than `g`
    /// does, however the differences round.
    ///
    /// Inlined: it runs on every pointer event of a snapping drag, and a call would copy the whole scale.
    @inline(__always)
    func snapped(_ value: Double) -> Double {
        guard let step else { return value }
        let index = (offset(ofValue: value) * inverseStep).roundedToNearest
        let gridValue = self.value(atOffset: index * step)
        if value < gridOnlyBelow { return gridValue }
        guard gridValue > upperValue else {
            // The upper value is a snap target of its own when it is off the grid.
            if (upperValue - value).magnitude < (value - gridValue).magnitude { return upperValue }
            return gridValue
        }
        let below = min + (index - 1) * step
        return (upperValue - value).magnitude <= (value - below).magnitude ? upperValue : below
    }

    /// The value and position the control settles at for `value`, already within its limits.
    ///
    /// The upper value sits at the upper position. A value below it whose position rounds up to the upper position
    /// (a skew's inverse can round a value within a few ulps of `max` up to 1) is that end: `max`, or on a wrapping
    /// control the start, the same point.
    @inline(__always)
    func settled(_ value: Double) -> (value: Double, position: Double) {
        if value == upperValue { return (value, upperPosition) }
        let settledPosition = position(ofValue: value)
        guard settledPosition >= upperPosition else { return (value, settledPosition) }
        return wraps ? (min, 0) : (upperValue, upperPosition)
    }

    /// `value` brought within the control's limits: reduced into `min..<max` when wrapping, clamped otherwise.
    ///
    /// Edge cases: a finite value whose distance from `min` overflows (opposite signs beyond half the largest
    /// double) is reduced from half that distance: (2h) mod span = 2 (h mod span/2), exact, with nothing larger than
    /// the span computed.
    @inline(__always)
    func limited(_ value: Double) -> Double {
        if wraps {
            let distance = value - min
            var offset =
                distance.isFinite
                ? distance.truncatingRemainder(dividingBy: span)
                : 2 * (value / 2 - min / 2).truncatingRemainder(dividingBy: span / 2)
            if offset < 0 { offset += span }
            let wrapped = min + offset
            return wrapped >= max ? min : wrapped
        }
        return value.clamped(min, upperValue)
    }
    /// A value from outside a drag (the program, a key's target, a double click) shaped for this control: brought
    /// within its limits (``limited(_:)``), and, when `snapping`, snapped to the grid and brought within them again
    /// (a grid point at `max` of a wrapping control is `min`).
    func shaped(_ value: Double, snapping: Bool) -> Double {
        let target = limited(value)
        return snapping ? limited(snapped(target)) : target
    }

    /// The snap target for `value` within `limits` that another knob sets: the nearest grid point (or the upper
    /// value, see ``snapped(_:)``), or, when that lies beyond a limit (such a limit is off the grid and no snap target
    /// of its own), the grid point a step back inside. Without a step, `value` itself.
    ///
    /// Edge cases: when no grid point lies within `limits` (a minimum distance narrower than a step), the grid
    /// point a step inside lies beyond the other limit; the caller clamps it.
    func snapped(_ value: Double, within limits: ClosedRange<Double>) -> Double {
        let target = snapped(value)
        guard let step else { return target }
        if target > limits.upperBound { return target - step }
        if target < limits.lowerBound { return target + step }
        return target
    }

    /// The grid point `steps` steps away from `value` on a wrapping control with a step, brought round onto the grid
    /// within `min..<max`, and which way it crossed the start (+1 up past the end, -1 down past the start, 0 not at
    /// all). The grid points below `max` repeat turn after turn, so that a step up from the last one comes to `min`
    /// and a step down from `min` to the last one (plain wrapping by the range would leave the grid when `max - min`
    /// is not a whole number of steps).
    ///
    /// Worked out on grid indices, which stay below 2^32 + 2^20 (validation bounds the points per turn, the wheel the
    /// steps), so that a huge step never overflows to an infinite value on the way.
    func wrappedGridValue(_ value: Double, movedBySteps steps: Int, step: Double) -> (value: Double, crossing: Int) {
        // At least min itself, when the step is larger than the range.
        let pointsPerTurn = Swift.max(1, (span * inverseStep - 1e-9).rounded(.up))
        let moved = gridIndex(of: value, step: step, movingBy: Double(steps)) + Double(steps)
        var index = moved.truncatingRemainder(dividingBy: pointsPerTurn)
        if index < 0 { index += pointsPerTurn }
        return (min + index * step, moved >= pointsPerTurn ? 1 : (moved < 0 ? -1 : 0))
    }

    /// The index of the grid point a move of `steps` starts from: `value`'s own when it is on the grid (within 1e-9
    /// of a step), else the next one below when moving up or above when moving down, so that the first step lands
    /// on the next grid point in that direction.
    func gridIndex(of value: Double, step: Double, movingBy steps: Double) -> Double {
        let index = (value - min) / step
        let tolerance = 1e-9
        return steps > 0 ? (index + tolerance).roundedDown : -(-(index - tolerance)).roundedDown
    }

    /// The value `steps` grid steps away from `value` (see ``value(_:movedBySteps:unit:)``), held within `limits`:
    /// what a key or the wheel does to a knob that does not wrap.
    func value(_ value: Double, movedBySteps steps: Double, unit: Double, within limits: ClosedRange<Double>) -> Double
    {
        Swift.min(Swift.max(self.value(value, movedBySteps: steps, unit: unit), limits.lowerBound), limits.upperBound)
    }

    /// The value `steps` grid steps away from `value` (one step being `unit` when there is no grid), not yet
    /// limited to the control's range. From a value off the grid, the first step lands on the next grid point in
    /// that direction.
    func value(_ value: Double, movedBySteps steps: Double, unit: Double) -> Double {
        guard steps != 0 else { return value }
        guard let step else { return value + steps * unit }
        let moved = min + (gridIndex(of: value, step: step, movingBy: steps) + steps) * step
        // Moving up from the last grid point below an off-grid upper value lands on that value (on a wrapping
        // control, where max is min, the caller wraps round the grid instead).
        if steps > 0, !wraps, moved > upperValue, value < upperValue { return upperValue }
        return moved
    }
}

extension Configuration {
    /// The change one arrow key or wheel notch makes without modifiers, as the models apply it: the step, or on a
    /// continuous control 1 % of the range (`max - min`). What accessibility calls the minimum increment.
    ///
    /// Edge cases: on a multi-turn control it is still 1 % of one turn's range; with Shift a continuous control moves
    /// a tenth of it; a step larger than the range is still the increment (a key then goes to an end); on a
    /// configuration the model would refuse (`min >= max`, NaN) the result is meaningless (zero, negative or NaN),
    /// never a trap.
    public var keyIncrement: Double { ValueScale(self).keyIncrement }

    /// The value at `position` along the arc (0 at the start, 1 one sweep; a multi-turn control counts on: 1.35 is a
    /// turn and 35 %), as the models map it: what a percentage a person typed means (see ``position(ofValue:)``).
    ///
    /// Edge cases: a position beyond the control's limits gives a value beyond its range, which a model clamps or
    /// wraps when it is set; a skewed control (single-turn) takes positions within 0...1 only and clamps others
    /// there; NaN gives NaN, an infinite position on a linear control an infinite value.
    public func value(atPosition position: Double) -> Double {
        guard !position.isNaN else { return .nan }
        let scale = ValueScale(self)
        return scale.value(atPosition: scale.isLinear ? position : position.clamped(0, 1))
    }

    /// The position along the arc of `value`, as the models map it (the inverse of ``value(atPosition:)``).
    ///
    /// Edge cases: a value beyond the range gives a position beyond 0...1 on a linear control; a skewed one clamps
    /// the value into the range first; NaN gives NaN.
    public func position(ofValue value: Double) -> Double {
        guard !value.isNaN else { return .nan }
        let scale = ValueScale(self)
        return scale.position(ofValue: scale.isLinear ? value : value.clamped(min, max))
    }
}
