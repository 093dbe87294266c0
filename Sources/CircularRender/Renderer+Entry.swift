import CircularControl

extension Renderer {
    /// The layout of `control`'s value entry, centred where its label goes (at the entry's own text height when it
    /// has one); empty without an entry or when the text would not be drawn for its size (see ``LabelMetrics``).
    /// Without a font the caret and underline are still laid out, round the centre.
    func entryLayout(of control: Control) -> EntryLayout {
        guard let entry = control.entry, let metrics = LabelMetrics(control, textHeight: entry.textHeight) else {
            return EntryLayout()
        }
        var layout = EntryLayout()
        layout.text = self.layout(entry.text, in: control, textHeight: entry.textHeight)
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
        if entry.isSelected, hasText {
            // From a digit's top to the underline, across the text.
            let top = metrics.baseline - Int((height * 1.15).rounded())
            layout.selection = PixelRect(
                x: textStart - stroke, y: top, width: textEnd - textStart + 2 * stroke, height: lineY - top)
        }
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
        fill(layout.selection, with: accent.withAlpha(accent.alpha * 0.3), into: buffer, clip: clip)
        draw(layout.text, color: entry.isInvalid ? style.invalidColor : textColor, into: buffer, clip: clip)
        for bar in [layout.underline, layout.caret] { fill(bar, with: accent, into: buffer, clip: clip) }
    }

    /// Paints `rect` (within `clip` and the buffer) over what is there in `color`.
    private func fill(_ rect: PixelRect, with color: RGBAColor, into buffer: PixelBuffer, clip: PixelRect) {
        let area = rect.intersection(clip).intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let pixel = color.premultipliedARGB
        for y in area.y..<area.maxY {
            let pixels = buffer.row(y)
            for x in area.x..<area.maxX { pixels[x] = PixelMath.over(pixel, pixels[x]) }
        }
    }
}
