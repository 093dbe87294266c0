import CircularControl
import CircularPanel
import Testing

@Suite("Keyboard focus and its Tab order")
struct PanelFocusTests {
    @Test("Tab visits every knob in order, a range's start knob before its end knob, and comes round")
    func tabOrder() throws {
        var panel = try PanelFixture.panel()
        #expect(panel.focusedKnob == PanelKnob(control: 0))
        var visited = [panel.focusedKnob]
        for _ in 0..<4 {
            let before = panel.focusedKnob
            panel.moveFocus(.forward)
            #expect(panel.focusedKnob != before)
            visited.append(panel.focusedKnob)
        }
        #expect(
            visited == [
                PanelKnob(control: 0), PanelKnob(control: 1), PanelKnob(control: 2, knob: .start),
                PanelKnob(control: 2, knob: .end), PanelKnob(control: 0),
            ])
        panel.moveFocus(.backward)
        #expect(panel.focusedKnob == PanelKnob(control: 2, knob: .end))
    }

    @Test("Keys act on the knob Tab reached, a range's end knob included")
    func keysFollowTheFocus() throws {
        var panel = try PanelFixture.panel()
        panel.moveFocus(.backward)
        let events = panel.handle(.key(.right))
        let knob = PanelKnob(control: 2, knob: .end)
        #expect(
            Array(events) == [
                PanelEvent(knob: knob, event: .began(.keys)), PanelEvent(knob: knob, event: .changed(.key)),
            ])
        #expect(abs(panel.controls[2].value(of: .end) - 0.61) < 1e-12)
        #expect(panel.controls[2].value(of: .start) == 0.2)
    }

    @Test("A panel of one single knob has nowhere to Tab to")
    func singleStop() throws {
        var panel = Panel(controls: [try PanelFixture.panel().controls[0]])
        #expect(panel.moveFocus(.forward).isEmpty)
        #expect(panel.focusedKnob == PanelKnob(control: 0))
    }
}
