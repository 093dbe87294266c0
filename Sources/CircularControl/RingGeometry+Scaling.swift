extension RingGeometry {
    /// The geometry in units `factor` times smaller: the centre, the radius, the line width, the minimum target size
    /// and the slop multiplied by `factor`; the knob scale (a ratio) kept. A host whose pixels are `factor` times
    /// denser (a HiDPI screen at 2) draws the `scaled(by: 2)` geometry of a control laid out in logical pixels.
    ///
    /// Edge cases: a `factor` that is not finite or not more than 0 gives the geometry unchanged; a product beyond
    /// ``maximumExtent`` makes a geometry that ``validate()`` refuses (and the renderer does not draw).
    public func scaled(by factor: Double) -> RingGeometry {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        return RingGeometry(
            center: Point(x: center.x * factor, y: center.y * factor), radius: radius * factor,
            lineWidth: lineWidth * factor, knobScale: knobScale, minimumTargetSize: minimumTargetSize * factor,
            hitSlop: hitSlop * factor)
    }
}
