import CircularControl
import CircularPanel
import CircularRender
import Testing

@Suite("A panel at a HiDPI scale: drawn in device pixels, driven in logical ones")
struct PanelScaleTests {
    let renderer = Renderer(warning: { _ in })

    @Test("The drawn scene is the scene scaled, the shown one follows it, and input positions stay logical")
    func drawnSceneIsScaled() throws {
        var panel = try PanelFixture.panel()
        #expect(panel.scale == 1 && panel.drawnScene == panel.scene)
        let accepted = panel.setScale(2)
        #expect(accepted)
        #expect(panel.drawnScene == panel.scene.scaled(by: 2))
        #expect(panel.drawnScene.controls[1].geometry.center == Point(x: 600, y: 200))
        panel.showWhole()
        #expect(panel.shownScene == panel.scene.scaled(by: 2))
        // A press at the logical place of control 1's knob (0.5: 6 o'clock) grabs it.
        _ = panel.handle(.press(PanelFixture.ring(1, 180)))
        #expect(panel.scene.controls[1].knob == .pressed)
    }

    @Test("Damage is measured in device pixels: a hover at scale 2 damages the knob's rectangle twice as large")
    func damageInDevicePixels() throws {
        var one = try PanelFixture.panel()
        var two = try PanelFixture.panel()
        let accepted = two.setScale(2)
        #expect(accepted)
        two.showWhole()
        _ = one.handle(.move(PanelFixture.ring(1, 180)))
        _ = two.handle(.move(PanelFixture.ring(1, 180)))
        let small = one.takeDamage(renderer: renderer, canvas: PixelRect(x: 0, y: 0, width: 600, height: 200)).bounds
        let large = two.takeDamage(renderer: renderer, canvas: PixelRect(x: 0, y: 0, width: 1200, height: 400)).bounds
        #expect(!small.isEmpty)
        #expect(abs(large.x - 2 * small.x) <= 3 && abs(large.y - 2 * small.y) <= 3, "\(small) \(large)")
        // Twice the knob's rectangle, less the few pixels of anti-aliasing margin that do not scale.
        #expect(
            (2 * small.width - 6...2 * small.width).contains(large.width)
                && (2 * small.height - 6...2 * small.height).contains(large.height), "\(small) \(large)")
    }

    @Test(
        "Scales outside 0.25 ... 16, and NaN, are refused and change nothing",
        arguments: [
            Double.nan, 0, -1, 0.2, 16.5, .infinity, 1e308, 1e-310,
        ])
    func refusedScales(scale: Double) throws {
        var panel = try PanelFixture.panel()
        let acceptedFirst = panel.setScale(1.5)
        #expect(acceptedFirst)
        let acceptedSecond = panel.setScale(scale)
        #expect(!acceptedSecond)
        #expect(panel.scale == 1.5)
    }
}
