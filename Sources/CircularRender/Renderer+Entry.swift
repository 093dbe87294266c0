import CircularControl

extension Renderer {
    /// The layout of `control`'s value entry, centred where its label goes; empty without an entry or when the label
    /// would not be drawn for its size (see ``LabelMetrics``). Without a font the caret and underline are still laid
    /// out, round the centre.
    func entryLayout(of control: Control) -> EntryLayout {
        guard let entry = control.entry, let metrics = LabelMetrics(control) else { return EntryLayout() }
        var layout = EntryLayout()
        layout.text = self.layout(entry.text, in: control)
        let height = metrics.textHeight
        let center = Int(control.geometry.center.x.rounded())
        let hasText = !layout.text.glyphs.isEmpty
        let textStart = hasText ? layout.text.start : center
        let textEnd = hasText ? layout.text.end : center
        let stroke = max(Int((height / 12).rounded()), 1)
        if entry.showsCaret {
            let top = metrics.baseline - Int((height * 1.15).rounded())
            let bottom = metrics.baseline + Int((height * 0.2).rounded())
            layout.caret = PixelRect(x: textEnd + 1, y: top, width: stroke, height: bottom - top)
        }
        let halfWidth = Int(height.rounded())
        let left = min(textStart, center - halfWidth) - stroke
        let right = max(textEnd + 1 + stroke, center + halfWidth) + stroke
        let lineY = metrics.baseline + Int((height * 0.3).rounded())
        layout.underline = PixelRect(x: left, y: lineY, width: right - left, height: stroke)
        return layout
    }

    /// Draws `entry` in `control`'s label place: the text in `textColor` (the invalid colour once refused), the caret
    /// and the underline in the focus colour (the invalid colour once refused), clipped to `clip`.
    func drawEntry(
        _ entry: TextEntry, of control: Control, textColor: RGBAColor, into buffer: PixelBuffer, clip: PixelRect
    ) {
        let layout = entryLayout(of: control)
        let style = control.focusStyle
        let accent = entry.isInvalid ? style.invalidColor : style.ringColor
        draw(layout.text, color: entry.isInvalid ? style.invalidColor : textColor, into: buffer, clip: clip)
        for bar in [layout.underline, layout.caret] {
            let area = bar.intersection(clip).intersection(buffer.bounds)
            guard !area.isEmpty else { continue }
            let pixel = accent.premultipliedARGB
            for y in area.y..<area.maxY {
                let pixels = buffer.row(y)
                for x in area.x..<area.maxX { pixels[x] = PixelMath.over(pixel, pixels[x]) }
            }
        }
    }
}
