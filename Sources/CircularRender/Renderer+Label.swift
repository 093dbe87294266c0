import CircularControl

extension Renderer {
    /// The glyphs of a control's centre label, centred on the ring's centre; empty when there is no label or no font.
    func labelLayout(of control: Control) -> LabelLayout {
        layout(control.labelText, in: control)
    }

    /// The glyphs of `text` at the label's size (or text `textHeight` high), centred on the ring's centre; empty when
    /// the text is empty, the size is out of bounds (under 1 pixel or from 2000 pixels on) or there is no font.
    func layout(_ text: String, in control: Control, textHeight: Double? = nil) -> LabelLayout {
        guard !text.isEmpty, let metrics = LabelMetrics(control, textHeight: textHeight) else { return LabelLayout() }
        guard let font = labelFont() else { return LabelLayout() }
        let glyphs = text.unicodeScalars.compactMap { font.glyph(for: $0, size: metrics.size) }
        let width = glyphs.reduce(0) { $0 + $1.advance }
        let center = control.geometry.center
        var pen = Int((center.x - Double(width) / 2).rounded())
        var layout = LabelLayout()
        layout.start = pen
        for glyph in glyphs {
            let x = pen + glyph.left
            let y = metrics.baseline - glyph.top
            layout.glyphs.append((glyph, x, y))
            layout.bounds = layout.bounds.union(PixelRect(x: x, y: y, width: glyph.width, height: glyph.rows))
            pen += glyph.advance
        }
        layout.end = pen
        return layout
    }

    /// Draws the centre label of `control` in `color`, clipped to `clip`; a value entry, when the control has one,
    /// in its place.
    func drawLabel(of control: Control, color: RGBAColor, into buffer: PixelBuffer, clip: PixelRect) {
        if let entry = control.entry {
            drawEntry(entry, of: control, textColor: color, into: buffer, clip: clip)
            return
        }
        guard control.label != .none else { return }
        draw(labelLayout(of: control), color: color, into: buffer, clip: clip)
    }

    /// Draws the glyphs of `layout` in `color`, clipped to `clip`.
    func draw(_ layout: LabelLayout, color: RGBAColor, into buffer: PixelBuffer, clip: PixelRect) {
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
