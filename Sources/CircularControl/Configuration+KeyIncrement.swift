extension Configuration {
    /// What one arrow key (or wheel notch) moves the value by without modifiers: the step, or 1 % of `max - min`
    /// without one; what an assistive technology reports as the control's minimum increment.
    ///
    /// Edge cases: on a configuration the model would refuse (`min >= max`, NaN) the result is meaningless (zero,
    /// negative or NaN), never a trap.
    public var keyIncrement: Double {
        let scale = ValueScale(self)
        return scale.step ?? scale.unsteppedUnit(modifiers: [])
    }
}
