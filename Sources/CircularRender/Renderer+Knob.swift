import CircularControl

extension Renderer {
    /// Draws the knob of `control` as it looks in `state`: a soft shadow below, then the disc.
    func drawKnob(of control: Control, state: KnobState, into buffer: PixelBuffer, clip: PixelRect) {
        let knob = KnobShape(control: control, state: state)
        guard knob.isDrawn else { return }
        let area = knob.bounds.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let pixels = buffer.row(y)
            for x in area.x..<area.maxX {
                pixels[x] = knob.shade(x: Double(x) + 0.5, y: Double(y) + 0.5, over: pixels[x])
            }
        }
    }
}
