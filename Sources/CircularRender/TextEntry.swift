/// A value being typed into a control's label (a panel's value entry), as the renderer draws it in place of the
/// label: the text, a caret after it and an underline, in the focus colour, or in the refused colour once the text
/// was refused (see ``FocusStyle``).
///
/// Edge cases: empty text draws the caret and underline alone, centred; without a font the text is left out and the
/// caret and underline are still drawn; the caret does not blink.
public struct TextEntry: Hashable, Sendable {
    /// What has been typed so far.
    public var text: String
    /// True once the text was refused (it does not parse): drawn in ``FocusStyle/invalidColor``.
    public var isInvalid: Bool
    /// Whether the caret is drawn (a panel hides it while its surface does not have the keyboard focus).
    public var showsCaret: Bool
    /// Whether the text is selected (the value written out as the entry opened, which the next edit replaces): drawn
    /// over a highlight in the accent colour.
    public var isSelected: Bool
    /// The height of a digit of the entry's text, in pixels, where it must fit a space smaller than the label's (the
    /// hole of the innermost of several concentric rings); `nil`: the label's (``Control/labelTextHeight``).
    public var textHeight: Double?

    /// An entry showing `text`.
    public init(
        text: String, isInvalid: Bool = false, showsCaret: Bool = true, isSelected: Bool = false,
        textHeight: Double? = nil
    ) {
        self.text = text
        self.isInvalid = isInvalid
        self.showsCaret = showsCaret
        self.isSelected = isSelected
        self.textHeight = textHeight
    }
}
