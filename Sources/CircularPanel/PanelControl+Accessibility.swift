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

    /// The value of `knob` (`nil`: the single knob; a range's end knob otherwise) as text: the label's text for that
    /// knob's position when the label shows positions ("25%", "2/8"; a range knob its own percentage), the program's
    /// label text on a single knob, else the value as `CenterLabel/decimal(_:)` writes it ("0.25", "-1").
    ///
    /// Edge cases: a range with a program text label reads as numbers (the text belongs to neither knob alone); a
    /// position too large for the label to format gives "" (see `CenterLabel`), never a trap.
    public func valueText(of knob: RangeKnob?) -> String {
        switch (label, model) {
        case (.percentage, _), (.fraction, _): return label.text(forPosition: position(of: knob))
        case (.text(let text), .single): return text
        default: return CenterLabel.decimal(value(of: knob))
        }
    }

    /// The position of `knob` along the arc (`nil`: the single knob; a range's end knob otherwise).
    private func position(of knob: RangeKnob?) -> Double {
        switch model {
        case .single(let single): return single.position
        case .range(let range): return range.position(of: knob ?? .end)
        }
    }
}
