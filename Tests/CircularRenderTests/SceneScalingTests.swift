import CircularControl
import CircularRender
import Testing

@Suite("A scene scaled for denser pixels (HiDPI)")
struct SceneScalingTests {
    let control = Control(
        geometry: RingGeometry(center: Point(x: 100, y: 90), radius: 80, lineWidth: 16, knobScale: 1.2),
        position: 0.3, appearance: .ring(.move), knob: .idle, label: .percentage, isFocused: true,
        entry: TextEntry(text: "12", textHeight: 10))

    @Test("Every length given in pixels scales; ratios, positions and looks do not")
    func lengthsScale() {
        let scaled = control.scaled(by: 2)
        #expect(scaled.geometry.center == Point(x: 200, y: 180))
        #expect(scaled.geometry.radius == 160 && scaled.geometry.lineWidth == 32)
        #expect(scaled.geometry.minimumTargetSize == 48 && scaled.geometry.hitSlop == 4)
        #expect(scaled.geometry.knobScale == 1.2)
        #expect(scaled.focusStyle.ringWidth == 4 && scaled.focusStyle.ringGap == 4)
        #expect(scaled.entry?.textHeight == 20 && scaled.entry?.text == "12")
        #expect(scaled.position == 0.3 && scaled.label == .percentage && scaled.labelSize == control.labelSize)
        #expect(scaled.knobStyle == control.knobStyle && scaled.appearance == control.appearance)
        let scene = Scene(background: .black, controls: [control, control]).scaled(by: 1.5)
        #expect(scene.background == .black && scene.controls == [control.scaled(by: 1.5), control.scaled(by: 1.5)])
    }

    @Test(
        "A factor of 1, or one that is not finite or not above 0, changes nothing",
        arguments: [
            1, 0, -2, Double.nan, .infinity, -.infinity,
        ])
    func unchangedFactors(factor: Double) {
        #expect(control.scaled(by: factor) == control)
        #expect(control.geometry.scaled(by: factor) == control.geometry)
    }

    @Test(
        "At 2 into a buffer twice the size, the focus ring covers four times the pixels (twice the width and radius)"
    )
    func focusRingScalesWithTheScene() throws {
        let renderer = Renderer(warning: { _ in })
        // The pixels the focus ring changes: the scene focused against the scene without focus, at `factor`.
        func ringPixels(_ factor: Double) throws -> Int {
            var scene = ReferenceScenes.singleRing(0.25, knob: .idle, labelled: true)
            let size = Int(128 * factor)
            func drawn(focused: Bool) throws -> [UInt32] {
                scene.controls[0].isFocused = focused
                var image = try PixelImage(width: size, height: size)
                image.withPixelBuffer { buffer in _ = renderer.render(scene.scaled(by: factor), into: buffer) }
                return image.pixels
            }
            return zip(try drawn(focused: false), try drawn(focused: true)).filter { $0 != $1 }.count
        }
        let one = try ringPixels(1)
        let two = try ringPixels(2)
        #expect(one > 100)
        // Area grows by 4; the anti-aliased edges (perimeter) by 2: a ratio between them, well above 2 (a ring
        // whose width did not scale).
        #expect(Double(two) / Double(one) > 2.8 && Double(two) / Double(one) < 4.5, "\(one) at 1, \(two) at 2")
    }
}
