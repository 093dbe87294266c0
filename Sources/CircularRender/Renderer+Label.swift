import CircularControl

extension Renderer {
    /// The glyphs of a control's centre label, centred on the ring's centre; empty when there is no label or no font.
    func labelLayout(of control: Control) -> LabelLayout {
        layout(control.labelText, in: control)
    }

    /// The pixels of a control's centre label, as ``labelLayout(of:)`` bounds them, worked out without keeping its
    /// glyphs: what measuring a label's damage, move after move, needs (it allocates nothing for a short text).
    func labelBounds(of control: Control) -> PixelRect {
        layout(control.labelText, in: control, keepingGlyphs: false).bounds
    }

    /// The glyphs of `text` at the label's size (or text `textHeight` high), centred on the ring's centre; empty when
    /// the text is empty, the size is out of bounds (under 1 pixel or from 2000 pixels on) or there is no font. With
    /// `keepingGlyphs` false, the layout's bounds, start and end are the same and its glyph list stays empty.
    func layout(_ text: String, in control: Control, textHeight: Double? = nil, keepingGlyphs: Bool = true)
        -> LabelLayout
    {
        guard !text.isEmpty, let metrics = LabelMetrics(control, textHeight: textHeight) else { return LabelLayout() }
        guard let font = labelFont() else { return LabelLayout() }
        // Placed from a pen starting at 0, then moved as a whole once the width, which centres it, is known.
        var layout = LabelLayout()
        var pen = 0
        for scalar in text.unicodeScalars {
            guard let glyph = font.glyph(for: scalar, size: metrics.size) else { continue }
            let x = pen + glyph.left
            let y = metrics.baseline - glyph.top
            if keepingGlyphs { layout.glyphs.append(LabelLayout.PlacedGlyph(glyph: glyph, x: x, y: y)) }
            layout.bounds = layout.bounds.union(PixelRect(x: x, y: y, width: glyph.width, height: glyph.rows))
            pen += glyph.advance
        }
        let start = Int((control.geometry.center.x - Double(pen) / 2).rounded())
        for index in layout.glyphs.indices { layout.glyphs[index].x += start }
        if !layout.bounds.isEmpty { layout.bounds.x += start }
        layout.start = start
        layout.end = start + pen
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
        for placed in layout.glyphs {
            let glyph = placed.glyph
            let originX = placed.x
            let originY = placed.y
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
