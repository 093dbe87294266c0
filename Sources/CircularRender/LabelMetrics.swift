import CircularControl

/// Where a control's label sits: its text height (``Control/labelTextHeight``), the font's em size for it, and the
/// baseline's row, centring a digit's height on the ring's centre. Shared by the label and the value entry.
struct LabelMetrics {
    /// The height of a digit, in pixels.
    let textHeight: Double
    /// The em size asked of the font.
    let size: Int
    /// The baseline's row.
    let baseline: Int

    /// The metrics of `control`'s label (of text `textHeight` high in its place, when given), or `nil` when the text
    /// height is under 1 pixel, 2000 pixels or more, or not finite (no label is drawn then), or its centre is not
    /// within reach of a pixel row.
    init?(_ control: Control, textHeight requested: Double? = nil) {
        let textHeight = requested ?? control.labelTextHeight
        let center = control.geometry.center
        guard textHeight.isFinite, textHeight >= 1, textHeight < 2000, center.isFinite,
            center.x.magnitude < 1e15, center.y.magnitude < 1e15
        else { return nil }
        self.textHeight = textHeight
        // A digit is about 0.73 em high in common sans faces.
        size = max(Int((textHeight / 0.73).rounded()), 1)
        baseline = Int((center.y + textHeight / 2).rounded())
    }
}
