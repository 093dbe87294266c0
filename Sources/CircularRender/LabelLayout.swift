/// A line of text placed in pixels: each glyph with the position of its bitmap's top-left corner, and the pen's
/// column before the first glyph and after the last (where a caret goes).
struct LabelLayout {
    /// A glyph and the top-left corner of its bitmap. (A type of its own, not a tuple: an array of tuples makes its
    /// element's metadata when the first label is laid out.)
    struct PlacedGlyph {
        let glyph: Glyph
        var x: Int
        let y: Int
    }

    var glyphs: [PlacedGlyph] = []
    var bounds: PixelRect = .empty
    var start = 0
    var end = 0
}
