import CircularControl

/// A disc that something opaque drawn later covers: the pixels whose centres lie inside need not be drawn before.
struct Occluder {
    let center: Point
    let radius: Double

    /// The columns of `row` whose pixel centres lie strictly inside, or `nil`.
    @inline(__always)
    func columns(inRow row: Int) -> ColumnRun? {
        let dy = Double(row) + 0.5 - center.y
        let square = radius * radius - dy * dy
        guard square > 0 else { return nil }
        let half = square.squareRoot()
        // A knob far larger than any buffer covers whole rows: clamp before converting to integers.
        let limit = Double(1 << 30)
        let start = Int(min(max((center.x - half - 0.5).rounded(.down), -limit), limit)) + 1
        let end = Int(min(max((center.x + half - 0.5).rounded(.up), -limit), limit))
        return start < end ? ColumnRun(start: start, end: end) : nil
    }
}
