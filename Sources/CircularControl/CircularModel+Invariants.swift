extension CircularModel {
    /// The model's invariants that do not hold now, described; empty when all hold. The tests and the fuzz targets
    /// call it after every input; a host may call it in its own tests.
    ///
    /// - value and position are finite, within the control's limits, and describe the same point (within 1e-9 of the
    ///   range or of the value, or a few ulps of `min` and of the position's distance from it, whichever is larger);
    /// - a pinned end belongs to a drag and the position sits at that end;
    /// - with a step and a snap mode other than `.none`, the value is on the step grid or at the upper end, except
    ///   during an animation and during a drag that snaps on release;
    /// - the wheel keeps less than one notch in reserve.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        let upperValue = configuration.upperValueLimit
        let upperPosition = configuration.upperPositionLimit
        if !value.isFinite { problems.append("value \(value) is not finite") }
        if !position.isFinite { problems.append("position \(position) is not finite") }
        if scale.wraps {
            if !(value >= scale.min && value < scale.max) {
                problems.append("wrapping value \(value) outside min..<max")
            }
            if !(position >= 0 && position < 1) { problems.append("wrapping position \(position) outside 0..<1") }
        } else {
            if !(value >= scale.min && value <= upperValue) {
                problems.append("value \(value) outside \(scale.min)...\(upperValue)")
            }
            if !(position >= 0 && position <= upperPosition) {
                problems.append("position \(position) outside 0...\(upperPosition)")
            }
        }
        let expected = position == upperPosition ? upperValue : scale.value(atPosition: position)
        let rounding = configuration.valueRounding(atPosition: position)
        if (expected - value).magnitude > Swift.max(1e-9 * Swift.max(1, scale.span, value.magnitude), rounding) {
            problems.append("value \(value) does not match position \(position) (expected \(expected))")
        }
        if let session = drag, let pin = session.pin {
            let endPosition = pin.end == .maximum ? upperPosition : 0
            if position != endPosition { problems.append("pinned at \(pin.end) but position is \(position)") }
        }
        if animation == nil, configuration.snap != .none, let step = scale.step, value != upperValue,
            drag == nil || configuration.snap == .always
        {
            // Within a millionth of a step, or, far out on a multi-turn control, within the rounding of the value
            // itself.
            let index = (value - scale.min) / step
            let tolerance = Swift.max(1e-6, 16 * Swift.max(value.ulp, scale.min.ulp) / step)
            if (index - index.rounded()).magnitude > tolerance {
                problems.append("value \(value) off the step grid while snapping")
            }
        }
        if wheel.remainder.magnitude >= 1 {
            problems.append("wheel remainder \(wheel.remainder) is a whole notch or more")
        }
        return problems
    }
}
