import CircularControl

/// A rectangle of the window in pixels, where a layout places a control (``ControlLayout``), with the rule that
/// sizes a ring to it.
///
/// Edge cases: a frame smaller than a pixel counts as a pixel (``side``); the ring it gives is valid for any frame
/// (a radius of at least 4 pixels, a line width no wider than the radius), so that a tiny window shows tiny controls
/// instead of failing.
public struct LayoutFrame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A frame with its top-left corner at (`x`, `y`), in window pixels with y down.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The centre.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    /// The shorter side, never below 1.
    public var side: Double { max(min(width, height), 1) }

    /// A ring centred in the frame: `radius` and `lineWidth` as shares of the shorter side, the line width at least
    /// `minimumLineWidth` 96-dpi pixels (times `scale`) but never as wide as the ring.
    public func ring(
        radius: Double, lineWidth: Double, minimumLineWidth: Double,
        knobScale: Double = RingGeometry.defaultKnobScale, scale: Double
    ) -> RingGeometry {
        let ringRadius = max(side * radius, 4)
        let width = min(max(side * lineWidth, minimumLineWidth * scale), ringRadius)
        return Self.geometry(center: center, radius: ringRadius, lineWidth: width, knobScale: knobScale, scale: scale)
    }

    /// A geometry whose grab targets (the smallest target, the slop) are the core's defaults times the DPI `scale`.
    public static func geometry(center: Point, radius: Double, lineWidth: Double, knobScale: Double, scale: Double)
        -> RingGeometry
    {
        RingGeometry(
            center: center, radius: radius, lineWidth: lineWidth, knobScale: knobScale,
            minimumTargetSize: 24 * scale, hitSlop: 2 * scale)
    }

    /// The frame split into `columns` by `rows` equal cells, row by row from the top left.
    ///
    /// Edge cases: fewer than one column or row counts as one.
    public func cells(columns: Int, rows: Int) -> [LayoutFrame] {
        let columns = max(columns, 1)
        let rows = max(rows, 1)
        let cellWidth = width / Double(columns)
        let cellHeight = height / Double(rows)
        return (0..<rows).flatMap { row in
            (0..<columns).map { column in
                LayoutFrame(
                    x: x + Double(column) * cellWidth, y: y + Double(row) * cellHeight, width: cellWidth,
                    height: cellHeight)
            }
        }
    }
}
