import CircularControl

/// A value being typed into a knob's label (JUCE's and Surge XT's inline text box): the knob it is for, the text so
/// far, and whether that text was refused.
///
/// Only what a number in a control's reading can hold is kept: digits, `+`, `-`, `.`, `e`, `E`, `%` and `/`;
/// anything else typed is dropped, and the text stops growing at `ValueText/maximumLength` characters. The text is
/// read as the control shows its value (see `PanelControl/value(fromEntry:of:)`): "40" or "40%" on a knob labelled
/// "25%" is 40 % of its arc.
///
/// An entry opened with the knob's value written out (Enter, a double click) has it selected: the first character
/// typed replaces it, and Backspace clears it, as a text field that selects its text when it takes the focus.
public struct ValueEntry: Hashable, Sendable {
    /// The knob the typed value goes to.
    public let knob: PanelKnob
    /// What has been typed so far.
    public internal(set) var text: String
    /// Why the text was last refused (Enter or Tab on text that does not parse); `nil` until then, and again after
    /// any edit.
    public internal(set) var refusal: ValueTextError?
    /// True while the text is the value written out as the entry opened, untouched: the next edit replaces it.
    public internal(set) var isSelected: Bool

    /// An entry for `knob` starting with `text` (filtered as typing filters it), selected or not.
    init(knob: PanelKnob, text: String, selected: Bool = false) {
        self.knob = knob
        self.text = ""
        isSelected = false
        type(text)
        isSelected = selected
    }

    /// True once the text was refused: drawn in the invalid look.
    public var isInvalid: Bool { refusal != nil }

    /// True when typing `text` with no entry open opens one: it starts with a digit, a sign or a decimal point.
    static func opens(with text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return isDigit(first) || first == "+" || first == "-" || first == "."
    }

    /// Appends what `typed` holds of a number (in place of selected text); a change clears the refusal.
    mutating func type(_ typed: String) {
        if isSelected, typed.unicodeScalars.contains(where: Self.isNumberCharacter) {
            text = ""
            isSelected = false
        }
        var count = text.unicodeScalars.count
        var changed = false
        for scalar in typed.unicodeScalars where Self.isNumberCharacter(scalar) && count < ValueText.maximumLength {
            text.unicodeScalars.append(scalar)
            count += 1
            changed = true
        }
        if changed { refusal = nil }
    }

    /// Deletes the last character (all of a selected text); a change clears the refusal.
    mutating func deleteLast() {
        guard !text.isEmpty else { return }
        if isSelected {
            text = ""
            isSelected = false
        } else {
            text.removeLast()
        }
        refusal = nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    private static func isNumberCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || "+-.eE%/".unicodeScalars.contains(scalar)
    }
}
