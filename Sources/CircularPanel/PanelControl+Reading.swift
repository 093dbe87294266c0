import CircularControl
import CircularRender

/// How a control's value reads, written once for what a screen reader says and for what a person types: as the
/// control shows it. A percentage label reads and takes percentages of the arc ("40" or "40%" on a knob of 0...1 is
/// 0.4; "135" on a multi-turn ring is a turn and 35 %), a fraction label its count ("3" or "3/8" of 8), a text label
/// or none the model's own value ("0.40", in `ValueText`'s decimals). A control that draws no label reads as its
/// ``valueLabel`` says.
extension PanelControl {
    /// The label the value reads in: ``label``, or, where the centre shows none, ``valueLabel`` (`.none` without one).
    public var readingLabel: CenterLabel { label == .none ? valueLabel ?? .none : label }

    /// What a screen reader says for the value of `knob` (`nil`: the single knob; a range's end knob otherwise): the
    /// text the centre shows ("25%", a range's "20–70%" for either knob, "2/8", the program's text), or, where none is
    /// drawn, the value as the control reads ("135%" for a ring that reads as a percentage, else "0.25" as
    /// `CenterLabel/decimal(_:)` writes it).
    ///
    /// Edge cases: a position too large for a percentage or fraction to write (beyond 10^12) reads as the plain
    /// value; the text is never empty while the value is finite.
    public func valueText(of knob: RangeKnob?) -> String {
        let shown = label == .none ? readingLabel.text(forPosition: position(of: knob)) : labelText
        return shown.isEmpty ? CenterLabel.decimal(value(of: knob)) : shown
    }

    /// The text a value entry of `knob` shows for `value`: the knob's own reading ("40%", "3/8"; each range knob its
    /// own percentage), or `value` in `ValueText`'s decimals for the control ("0.40") under a text label or none. It
    /// reads back (``value(fromEntry:of:)``) as `value`'s percentage or count, rounded as the label rounds it.
    ///
    /// Edge cases: a percentage or count too large for the label to write (beyond 10^12 and 10^15, of values far
    /// outside the range) is written in full ("1e+14%", "1e+16/8"), so that it still reads back.
    public func entryText(for value: Double, of knob: RangeKnob?) -> String {
        let configuration = configuration
        let position = configuration.position(ofValue: value)
        let shown = readingLabel.text(forPosition: position)
        switch readingLabel {
        case .percentage: return shown.isEmpty ? CenterLabel.decimal(position * 100) + "%" : shown
        case .fraction(let total):
            return shown.isEmpty ? CenterLabel.decimal(position * Double(total)) + "/\(total)" : shown
        case .none, .text: return ValueText(for: configuration).format(value)
        }
    }

    /// The value `text`, typed into `knob`'s entry, means (see the type's rules): a percentage ("40", "40%", spaces
    /// around it allowed) of the arc, a fraction label's count ("3", "3/8", "1/2"), else the number itself. The
    /// model then shapes it as any typed value (clamped or wrapped, snapped).
    ///
    /// - Throws: `ValueTextError` when the text is no number in the control's reading (a `%` under a fraction label,
    ///   a count over zero), or when the value it means is beyond the largest double.
    public func value(fromEntry text: String, of knob: RangeKnob?) throws(ValueTextError) -> Double {
        let configuration = configuration
        let position: Double
        switch readingLabel {
        case .percentage:
            var number = Substring(text)
            while number.last == " " { number = number.dropLast() }
            if number.last == "%" { number = number.dropLast() }
            position = try ValueText.parse(String(number)) / 100
        case .fraction(let total):
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            let count = try ValueText.parse(String(parts[0]))
            let denominator = parts.count == 2 ? try ValueText.parse(String(parts[1])) : Double(total)
            guard denominator != 0 else { throw .outOfRange }
            position = count / denominator
        case .none, .text:
            return try ValueText.parse(text)
        }
        let value = configuration.value(atPosition: position)
        guard value.isFinite else { throw .outOfRange }
        return value
    }

    /// The position of `knob` along the arc (`nil`: the single knob; a range's end knob otherwise).
    func position(of knob: RangeKnob?) -> Double {
        switch model {
        case .single(let single): return single.position
        case .range(let range): return range.position(of: knob ?? .end)
        }
    }
}
