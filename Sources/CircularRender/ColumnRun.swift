/// Columns `start ..< end` of one row of pixels: where a ring's row is composited exactly, or hidden behind an
/// occluder. (A type of its own, not a tuple: an array of tuples makes its element's metadata when first drawn.)
struct ColumnRun: Equatable {
    var start: Int
    var end: Int
}
