/// A value entry placed in pixels: its text, the caret after it and the underline beneath (see ``TextEntry``).
struct EntryLayout {
    /// The typed text, laid out as the label would be.
    var text = LabelLayout()
    /// The caret: a bar from above a digit's top to below the baseline, after the last glyph.
    var caret = PixelRect.empty
    /// The underline: at least two text heights wide, below the baseline.
    var underline = PixelRect.empty
    /// The highlight behind selected text (the value written out as the entry opened); empty otherwise.
    var selection = PixelRect.empty

    /// Every pixel the entry may touch.
    var bounds: PixelRect { text.bounds.union(caret).union(underline).union(selection) }
}
