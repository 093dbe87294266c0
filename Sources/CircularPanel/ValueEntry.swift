import CircularControl

/// A value being typed into a knob's label (JUCE's and Surge XT's inline text box): the knob it is for, the text so
/// far, and whether that text was refused.
///
/// Only what a number can hold is kept: digits, `+`, `-`, `.`, `e` and `E`; anything else typed is dropped, and the
/// text stops growing at `ValueText/maximumLength` characters. The text is in the model's own units (a value of
/// 0.25 on a knob labelled "25%" is typed as 0.25).
public struct ValueEntry: Hashable, Sendable {
    /// The knob the typed value goes to.
    public let knob: PanelKnob
    /// What has been typed so far.
    public internal(set) var text: String
    /// Why the text was last refused (Enter or Tab on text that does not parse); `nil` until then, and again after
    /// any edit.
    public internal(set) var refusal: ValueTextError?

    /// An entry for `knob` starting with `text` (filtered as typing filters it).
    init(knob: PanelKnob, text: String) {
        self.knob = knob
        self.text = ""
        type(text)
    }

    /// True once the text was refused: drawn in the invalid look.
    public var isInvalid: Bool { refusal != nil }

    /// True when typing `text` with no entry open opens one: it starts with a digit, a sign or a decimal point.
    static func opens(with text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return isDigit(first) || first == "+" || first == "-" || first == "."
    }

    /// Appends what `typed` holds of a number; a change clears the refusal.
    mutating func type(_ typed: String) {
        var count = text.unicodeScalars.count
        var changed = false
        for scalar in typed.unicodeScalars where Self.isNumberCharacter(scalar) && count < ValueText.maximumLength {
            text.unicodeScalars.append(scalar)
            count += 1
            changed = true
        }
        if changed { refusal = nil }
    }

    /// Deletes the last character; a change clears the refusal.
    mutating func deleteLast() {
        guard !text.isEmpty else { return }
        text.removeLast()
        refusal = nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    private static func isNumberCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || scalar == "+" || scalar == "-" || scalar == "." || scalar == "e" || scalar == "E"
    }
}
