/// A glyph's coverage bitmap and metrics, in whole pixels.
struct Glyph: Equatable {
    /// Columns and rows of the bitmap.
    let width: Int, rows: Int
    /// From the pen position to the bitmap's left edge, and from the baseline up to its top row.
    let left: Int, top: Int
    /// How far the pen moves after the glyph.
    let advance: Int
    /// Coverage 0 ... 255, row after row.
    let coverage: [UInt8]
}
