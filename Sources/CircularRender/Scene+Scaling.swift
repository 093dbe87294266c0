import CircularControl

extension Scene {
    /// The scene drawn `factor` times larger, for pixels `factor` times denser than the units it was laid out in
    /// (device pixels of a HiDPI screen at 2 from logical ones): every control ``Control/scaled(by:)``. Rendering
    /// `scaled(by: 2)` into a buffer twice as wide and high is the renderer's 2x output of the scene.
    ///
    /// Edge cases: a `factor` that is not finite or not more than 0, or exactly 1, gives the scene unchanged.
    public func scaled(by factor: Double) -> Scene {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        return Scene(background: background, controls: controls.map { $0.scaled(by: factor) })
    }
}

extension Control {
    /// The control drawn `factor` times larger: its geometry (the core's `RingGeometry.scaled(by:)`), the focus
    /// ring's width and gap, and a value entry's own text height, the lengths it gives in pixels; everything else is
    /// relative to the geometry (the knob's size and shadow, the label's text height, the ticks) or not a length.
    ///
    /// Edge cases: a `factor` that is not finite or not more than 0, or exactly 1, gives the control unchanged; the
    /// focus ring's width and gap are still limited to ``FocusStyle/maximumWidth`` when drawn.
    public func scaled(by factor: Double) -> Control {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        var scaled = self
        scaled.geometry = geometry.scaled(by: factor)
        scaled.focusStyle.ringWidth = focusStyle.ringWidth * factor
        scaled.focusStyle.ringGap = focusStyle.ringGap * factor
        scaled.entry?.textHeight = entry?.textHeight.map { $0 * factor }
        return scaled
    }
}
