import CircularControl
import CircularPanel
import CircularRender
import Testing

@Suite("The panel's scene and damage")
struct PanelDrawingTests {
    let canvas = PixelRect(x: 0, y: 0, width: 600, height: 200)

    @Test("Each knob's state follows the mouse: hover over it, pressed while dragged, idle otherwise")
    func knobStates() throws {
        var panel = try PanelFixture.panel()
        #expect(panel.scene.controls.compactMap(\.knob).allSatisfy { $0 == .idle })
        _ = panel.handle(.move(PanelFixture.ring(1, 180)))
        #expect(panel.scene.controls[1].knob == .hover)
        _ = panel.handle(.press(PanelFixture.ring(1, 180)))
        #expect(panel.scene.controls[1].knob == .pressed)
        #expect(panel.scene.controls[0].knob == .idle)
    }

    @Test("A range is one control of the scene, each knob in its own state")
    func rangeKnobStates() throws {
        var panel = try PanelFixture.panel()
        #expect(panel.scene.controls.count == 3)
        _ = panel.handle(.press(PanelFixture.ring(2, 216)))
        let range = panel.scene.controls[2]
        #expect(range.knob == .pressed)
        #expect(range.rangeStart == RangeStart(position: 0.2, knob: .idle))
        #expect(abs(range.position - 0.6) < 1e-12)
    }

    @Test("Damage: nothing for no change, the knob alone for a hover, within the dragged control for a drag")
    func damage() throws {
        let renderer = Renderer(warning: { _ in })
        var panel = try PanelFixture.panel()
        #expect(panel.takeDamage(renderer: renderer, canvas: canvas).isEmpty)
        _ = panel.handle(.move(PanelFixture.ring(1, 180)))
        let hover = panel.takeDamage(renderer: renderer, canvas: canvas).bounds
        #expect(!hover.isEmpty)
        #expect(hover.width < 60 && hover.height < 60)
        _ = panel.handle(.press(PanelFixture.ring(1, 180)))
        _ = panel.handle(.move(PanelFixture.ring(1, 200)))
        let drag = panel.takeDamage(renderer: renderer, canvas: canvas).bounds
        #expect(!drag.isEmpty)
        #expect(drag.x >= 200 && drag.x + drag.width <= 400)
        #expect(panel.takeDamage(renderer: renderer, canvas: canvas).isEmpty)
    }
}
