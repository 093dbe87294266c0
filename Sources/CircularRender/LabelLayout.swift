/// A line of text placed in pixels: each glyph with the position of its bitmap's top-left corner, and the pen's
/// column before the first glyph and after the last (where a caret goes).
struct LabelLayout {
    var glyphs: [(glyph: Glyph, x: Int, y: Int)] = []
    var bounds: PixelRect = .empty
    var start = 0
    var end = 0
}
