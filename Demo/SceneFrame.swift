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
    /// `minimumLineWidth` pixels but never as wide as the ring.
    func ring(radius: Double, lineWidth: Double, minimumLineWidth: Double, knobScale: Double) -> RingGeometry {
        let ringRadius = max(side * radius, 4)
        let width = min(max(side * lineWidth, minimumLineWidth), ringRadius)
        return RingGeometry(center: center, radius: ringRadius, lineWidth: width, knobScale: knobScale)
    }
}
