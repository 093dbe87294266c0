import CircularControl
import CircularRender
import Testing

/// Defects the renderer's fuzz target (Fuzz/Sources/fuzz-render) found, each fixed where the mistake was.
@Suite struct RenderFuzzRegressionTests {
    @Test("A tick dial on an arc of a few ulps draws without trapping: the tick slot was converted to an integer before clamping")
    func tickDialOnATinySweep() throws {
        let control = Control(geometry: RingGeometry(center: Point(x: 32, y: 32), radius: 20, lineWidth: 8),
                              arc: Arc(start: .zero, sweep: Turns(1e-300)), position: 0.5,
                              appearance: .tickDial(TickDialStyle(tickCount: 12)))
        var image = try PixelImage(width: 64, height: 64)
        let drawn = image.withPixelBuffer { buffer in Renderer().render(Scene(controls: [control]), into: buffer) }
        #expect(drawn == PixelRect(x: 0, y: 0, width: 64, height: 64))
    }

    @Test("A knob that appears damages enough to redraw the new scene exactly (the damage was empty while pixels away from the knob changed)")
    func knobAppearingDamagesEnough() throws {
        let old = Scene(controls: [Control(geometry: RingGeometry(center: Point(x: 32, y: 32), radius: 20, lineWidth: 4),
                                           position: 0.3, appearance: .ring(RingStyle(progress: .solid(.black))),
                                           label: .percentage)])
        var new = old
        new.controls[0].knob = .pressed
        let canvas = PixelRect(x: 0, y: 0, width: 64, height: 64)
        #expect(Renderer().damage(from: old, to: new, canvas: canvas) == canvas)
    }
}
