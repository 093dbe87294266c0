/// A line of text placed in pixels: each glyph with the position of its bitmap's top-left corner.
struct LabelLayout {
    var glyphs: [(glyph: Glyph, x: Int, y: Int)] = []
    var bounds: PixelRect = .empty
}
