import CircularControl
import CircularRender

/// What a host tells assistive technologies about a control (a screen reader's value, its limits, its increment and
/// its text), read from the model and the label so that no host keeps a second copy of any of it.
extension PanelControl {
    /// The values `knob` (`nil`: the single knob; a range's end knob otherwise) may take now: `min` up to the
    /// configuration's `Configuration/upperValueLimit` for a single knob; for a range knob `min` up to the other
    /// knob less the minimum distance (the start knob), or from the other knob plus it up to `max` (the end knob).
    ///
    /// Edge cases: a wrapping control never holds its upper bound (`max` is the same point as `min`); an unlimited
    /// multi-turn control's upper bound is that of `Configuration/maximumTurns` turns; a range knob's bounds move
    /// whenever the other knob does.
    public func valueLimits(of knob: RangeKnob?) -> ClosedRange<Double> {
        switch model {
        case .single(let single):
            return single.configuration.min...single.configuration.upperValueLimit
        case .range(let range):
            return range.limits(of: knob ?? .end)
        }
    }

    /// The text the centre label shows now (see `Control/labelText`): "25%", a range's "20–70%", the program's
    /// text, or "" without a label.
    public var labelText: String { drawn(state: { _ in .idle }).labelText }

}
