import CircularControl
import CircularRender
import Testing

/// Defects the renderer's fuzz target (Fuzz/Sources/fuzz-render) found, each fixed where the mistake was (more in
/// ControlBoundsTests and KnobStyleExtremesTests).
@Suite struct RenderFuzzRegressionTests {
    @Test(
        "A tick dial on an arc of a few ulps draws without trapping: the tick slot was converted to an integer before clamping"
    )
    func tickDialOnATinySweep() throws {
        let control = Control(
            geometry: RingGeometry(center: Point(x: 32, y: 32), radius: 20, lineWidth: 8),
            arc: Arc(start: .zero, sweep: Turns(1e-300)), position: 0.5,
            appearance: .tickDial(TickDialStyle(tickCount: 12)))
        var image = try PixelImage(width: 64, height: 64)
        let drawn = image.withPixelBuffer { buffer in Renderer().render(Scene(controls: [control]), into: buffer) }
        #expect(drawn == PixelRect(x: 0, y: 0, width: 64, height: 64))
    }
}
