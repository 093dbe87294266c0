import CircularControl

/// A rectangle of the window in pixels, where a scene lays out its controls.
struct SceneFrame {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// The centre.
    var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    /// The shorter side, never below 1.
    var side: Double { max(min(width, height), 1) }

    /// A ring centred in the frame: `radius` and `lineWidth` as shares of the shorter side, the line width at least
    /// `minimumLineWidth` 96-dpi pixels (times `scale`) but never as wide as the ring.
    func ring(radius: Double, lineWidth: Double, minimumLineWidth: Double, knobScale: Double, scale: Double)
        -> RingGeometry
    {
        let ringRadius = max(side * radius, 4)
        let width = min(max(side * lineWidth, minimumLineWidth * scale), ringRadius)
        return Self.geometry(center: center, radius: ringRadius, lineWidth: width, knobScale: knobScale, scale: scale)
    }

    /// A geometry whose grab targets (the smallest target, the slop) are the core's defaults times the DPI `scale`.
    static func geometry(center: Point, radius: Double, lineWidth: Double, knobScale: Double, scale: Double)
        -> RingGeometry
    {
        RingGeometry(
            center: center, radius: radius, lineWidth: lineWidth, knobScale: knobScale,
            minimumTargetSize: 24 * scale, hitSlop: 2 * scale)
    }
}
