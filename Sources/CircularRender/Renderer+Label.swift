import CircularControl

extension Renderer {
    /// The glyphs of a control's centre label, centred on the ring's centre; empty when there is no label or no font.
    func labelLayout(of control: Control) -> LabelLayout {
        let text = control.labelText
        guard !text.isEmpty else { return LabelLayout() }
        let textHeight = control.labelSize * control.geometry.innerRadius
        guard textHeight.isFinite, textHeight >= 1, textHeight < 2000 else { return LabelLayout() }
        guard let font = labelFont() else { return LabelLayout() }
        // A digit is about 0.73 em high in common sans faces.
        let size = max(Int((textHeight / 0.73).rounded()), 1)
        let glyphs = text.unicodeScalars.compactMap { font.glyph(for: $0, size: size) }
        let width = glyphs.reduce(0) { $0 + $1.advance }
        let center = control.geometry.center
        var pen = Int((center.x - Double(width) / 2).rounded())
        let baseline = Int((center.y + textHeight / 2).rounded())
        var layout = LabelLayout()
        for glyph in glyphs {
            let x = pen + glyph.left
            let y = baseline - glyph.top
            layout.glyphs.append((glyph, x, y))
            layout.bounds = layout.bounds.union(PixelRect(x: x, y: y, width: glyph.width, height: glyph.rows))
            pen += glyph.advance
        }
        return layout
    }

    /// Draws the centre label of `control` in `color`, clipped to `clip`.
    func drawLabel(of control: Control, color: RGBAColor, into buffer: PixelBuffer, clip: PixelRect) {
        guard control.label != .none else { return }
        let layout = labelLayout(of: control)
        guard !layout.bounds.intersection(clip).isEmpty else { return }
        let pixel = color.premultipliedARGB
        for (glyph, originX, originY) in layout.glyphs {
            let area = PixelRect(x: originX, y: originY, width: glyph.width, height: glyph.rows).intersection(clip)
            guard !area.isEmpty else { continue }
            for y in area.y..<area.maxY {
                let pixels = buffer.row(y)
                let sourceRow = (y - originY) * glyph.width - originX
                for x in area.x..<area.maxX {
                    let coverage = UInt32(glyph.coverage[sourceRow + x])
                    guard coverage > 0 else { continue }
                    pixels[x] = PixelMath.over(PixelMath.scale(pixel, by: coverage), pixels[x])
                }
            }
        }
    }
}
