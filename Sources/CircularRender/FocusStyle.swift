/// The look of the keyboard focus and of a value entry: the focus ring drawn around the focused knob (around the
/// ring when the control shows no knob), and the caret, underline and refused look of a value typed into the label.
///
/// Edge cases: negative or NaN widths and gaps count as 0, and a ring of width 0 is not drawn; widths and gaps above
/// ``maximumWidth`` pixels count as that.
public struct FocusStyle: Hashable, Sendable {
    /// The focus ring's colour, and the entry's caret and underline (GTK's focus blue by default).
    public var ringColor: RGBAColor
    /// The focus ring's width in pixels (2 by default).
    public var ringWidth: Double
    /// The space between the knob's edge (or the ring's outer edge) and the focus ring, in pixels (2 by default).
    public var ringGap: Double
    /// The colour of a value entry's text, caret and underline once its text was refused.
    public var invalidColor: RGBAColor

    /// The widest ring and gap drawn, in pixels.
    public static let maximumWidth = 64.0

    /// Creates a focus style; see the properties for the defaults.
    public init(
        ringColor: RGBAColor = RGBAColor(red: 0.208, green: 0.518, blue: 0.894), ringWidth: Double = 2,
        ringGap: Double = 2, invalidColor: RGBAColor = RGBAColor(red: 0.878, green: 0.106, blue: 0.141)
    ) {
        self.ringColor = ringColor
        self.ringWidth = ringWidth
        self.ringGap = ringGap
        self.invalidColor = invalidColor
    }

    /// The default focus look.
    public static let standard = FocusStyle()

    /// `value` as a width in pixels: NaN and negative as 0, at most ``maximumWidth``.
    static func width(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), maximumWidth)
    }
}
