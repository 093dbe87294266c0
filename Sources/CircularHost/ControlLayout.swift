import CircularControl

/// Where a window's controls go: a rule that gives each control its ring for the window's size and DPI scale, run
/// once before the first frame and again whenever the size or the scale changes, and when a control is added.
///
/// The built-in layouts put the controls in equal cells (``row``, ``grid(columns:radius:lineWidth:)``), each ring
/// centred in its cell with a radius of 0.34 and a line width of 0.08 of the cell's shorter side unless the layout
/// says otherwise (the line at least 6 pixels at 96 dpi), and the grab targets of the core's defaults times the
/// scale. The rings are in window (device) pixels; the window's client divides them by the scale into logical ones.
/// A program with its own arrangement gives ``init(_:)`` a rule of its own.
///
/// Edge cases: a rule that returns fewer geometries than controls leaves the rest where they were, and extra
/// geometries are ignored; a geometry the model refuses (see `RingGeometry`) leaves its control where it was.
public struct ControlLayout: Sendable {
    /// The rule: the rings for `count` controls in a window of `size` pixels at DPI `scale` (1 at 96 dpi), in the
    /// controls' order.
    public let place: @Sendable (_ size: PixelSize, _ scale: Double, _ count: Int) -> [RingGeometry]

    /// A layout with a rule of its own.
    public init(_ place: @escaping @Sendable (_ size: PixelSize, _ scale: Double, _ count: Int) -> [RingGeometry]) {
        self.place = place
    }

    /// The controls side by side in one row of equal cells.
    public static let row = grid(columns: nil)

    /// The ring's radius in its cell, as a share of the cell's shorter side, when a layout names none.
    public static let defaultRadius = 0.34
    /// The ring's line width in its cell, as a share of the cell's shorter side, when a layout names none.
    public static let defaultLineWidth = 0.08

    /// The controls in rows of `columns` equal cells, filled row by row from the top left; nil puts them all in
    /// one row. Each ring is centred in its cell, its `radius` and `lineWidth` shares of the cell's shorter side.
    ///
    /// Edge cases: fewer than one column counts as one; shares that are not finite and positive, or a radius share
    /// above a half, give the defaults.
    public static func grid(
        columns: Int?, radius: Double = defaultRadius, lineWidth: Double = defaultLineWidth
    ) -> ControlLayout {
        let radius = radius.isFinite && radius > 0 && radius <= 0.5 ? radius : defaultRadius
        let lineWidth = lineWidth.isFinite && lineWidth > 0 ? lineWidth : defaultLineWidth
        return ControlLayout { size, scale, count in
            let columnCount = max(min(columns ?? count, count), 1)
            let rows = (count + columnCount - 1) / columnCount
            let window = LayoutFrame(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
            return window.cells(columns: columnCount, rows: rows).prefix(count).map {
                $0.ring(radius: radius, lineWidth: lineWidth, minimumLineWidth: 6, scale: scale)
            }
        }
    }
}
