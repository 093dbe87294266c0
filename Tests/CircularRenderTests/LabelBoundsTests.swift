import CircularControl
import CircularControlTestSupport
import Testing

@testable import CircularRender

/// A label's damage is bounded without keeping its glyphs: those bounds are the drawn layout's, and the layout's glyph
/// rectangles are what it bounds, for texts, sizes and centres of every kind (odd and even widths, half pixels,
/// negative places, glyphs the font lacks).
@Suite struct LabelBoundsTests {
    @Test("Bounds without glyphs are the layout's, and the layout's hold exactly its glyphs")
    func boundsWithoutGlyphsMatchTheLayout() {
        let renderer = Renderer()
        var random = SplitMix(seed: 26)
        let texts: [CenterLabel] = [
            .percentage, .fraction(total: 8), .text("7 °C"), .text("i"), .text("W W"), .text(" "), .text("\u{10FFFD}x"),
        ]
        for round in 0..<300 {
            let center = Point(
                x: Double(Int(random.next() % 4000) - 2000) / 4, y: Double(Int(random.next() % 4000) - 2000) / 4)
            let control = Control(
                geometry: RingGeometry(center: center, radius: 10 + Double(random.next() % 90), lineWidth: 8),
                position: Double(random.next() % 1000) / 700, appearance: .ring(.stand),
                label: texts[Int(random.next() % UInt64(texts.count))])
            let layout = renderer.labelLayout(of: control)
            #expect(renderer.labelBounds(of: control) == layout.bounds, "round \(round): \(control.label)")
            let glyphBounds = layout.glyphs.reduce(PixelRect.empty) { bounds, placed in
                bounds.union(PixelRect(x: placed.x, y: placed.y, width: placed.glyph.width, height: placed.glyph.rows))
            }
            #expect(glyphBounds == layout.bounds, "round \(round)")
            #expect(layout.end - layout.start == layout.glyphs.reduce(0) { $0 + $1.glyph.advance }, "round \(round)")
        }
    }
}
