import CircularControl
import CircularPanel
import Testing

@Suite("Tab, Shift+Tab, the visible focus and the hand-off to an embedder")
struct PanelTabTests {
    /// Tab (or Shift+Tab) handed to the panel as a host hands it.
    func tab(_ panel: inout Panel, backward: Bool = false) -> PanelEvents {
        panel.handle(.key(.tab, modifiers: backward ? .shift : []))
    }

    @Test("Tab visits every knob, a range's two in order, and comes round; Shift+Tab goes back")
    func tabOrder() throws {
        var panel = try PanelFixture.panel()
        var visited: [PanelKnob?] = []
        for _ in 0..<4 {
            #expect(tab(&panel).isEmpty)
            visited.append(panel.focusedKnob)
        }
        #expect(
            visited == [
                PanelKnob(control: 1), PanelKnob(control: 2, knob: .start), PanelKnob(control: 2, knob: .end),
                PanelKnob(control: 0),
            ])
        _ = tab(&panel, backward: true)
        #expect(panel.focusedKnob == PanelKnob(control: 2, knob: .end))
        _ = tab(&panel, backward: true)
        #expect(panel.focusedKnob == PanelKnob(control: 2, knob: .start))
        // The range's model follows: a key moves the knob Tab reached.
        let events = panel.handle(.key(.left))
        let knob = PanelKnob(control: 2, knob: .start)
        #expect(
            Array(events) == [
                PanelEvent(knob: knob, event: .began(.keys)), PanelEvent(knob: knob, event: .changed(.key)),
            ])
    }

    @Test("The focus shows after Tab or a key, not after a press; the ring needs the surface's keyboard focus")
    func focusVisible() throws {
        var panel = try PanelFixture.panel()
        #expect(!panel.isFocusVisible && !panel.showsFocusRing)
        _ = panel.handle(.press(PanelFixture.ring(1, 180)))
        _ = panel.handle(.release(PanelFixture.ring(1, 180)))
        #expect(!panel.isFocusVisible)
        _ = panel.handle(.key(.up))
        #expect(panel.isFocusVisible && panel.showsFocusRing)
        _ = panel.handle(.press(Point(x: 5, y: 5)))  // the background: the focus stays, hidden
        #expect(!panel.isFocusVisible)
        #expect(panel.focusedKnob == PanelKnob(control: 1))
        _ = tab(&panel)
        #expect(panel.showsFocusRing)
        panel.setKeyboardFocus(false)
        #expect(panel.isFocusVisible && !panel.showsFocusRing)
        panel.setKeyboardFocus(true)
        #expect(panel.showsFocusRing)
        // A move by the program does not make the focus visible.
        _ = panel.handle(.press(Point(x: 5, y: 5)))
        panel.moveFocus(.forward)
        #expect(!panel.isFocusVisible)
        // A key during a mouse drag goes to the drag and leaves the focus hidden.
        _ = panel.handle(.press(PanelFixture.ring(0, 90)))
        _ = panel.handle(.key(.up))
        #expect(!panel.isFocusVisible)
    }

    @Test("Handing the focus out: Tab past the last knob leaves, Shift+Tab before the first leaves the other way")
    func handOff() throws {
        var panel = try PanelFixture.panel()
        panel.handsFocusOut = true
        #expect(panel.takeFocusExit() == nil)
        for _ in 0..<3 { _ = tab(&panel) }
        #expect(panel.focusedKnob == PanelKnob(control: 2, knob: .end))
        #expect(panel.takeFocusExit() == nil)
        _ = tab(&panel)
        #expect(panel.takeFocusExit() == .forward)
        #expect(panel.takeFocusExit() == nil)
        #expect(!panel.showsFocusRing && !panel.hasKeyboardFocus)
        #expect(panel.scene.controls.allSatisfy { !$0.isFocused && $0.rangeStart?.isFocused != true })
        // Back in from the embedder: onto the last knob going backward, the first going forward, visibly.
        panel.focusEntered(.backward)
        #expect(panel.focusedKnob == PanelKnob(control: 2, knob: .end))
        #expect(panel.showsFocusRing && panel.hasKeyboardFocus)
        panel.focusEntered(.forward)
        #expect(panel.focusedKnob == PanelKnob(control: 0))
        _ = tab(&panel, backward: true)
        #expect(panel.takeFocusExit() == .backward)
        #expect(panel.focusedKnob == PanelKnob(control: 0))
    }

    @Test("Edge cases: one knob stays focused or leaves at once; an empty panel passes the focus straight on")
    func edgeCases() throws {
        var single = Panel(controls: [try PanelFixture.panel().controls[0]])
        _ = tab(&single)
        #expect(single.focusedKnob == PanelKnob(control: 0) && single.showsFocusRing)
        #expect(single.takeFocusExit() == nil)
        single.handsFocusOut = true
        _ = tab(&single, backward: true)
        #expect(single.takeFocusExit() == .backward)

        var empty = Panel(controls: [])
        _ = tab(&empty)
        #expect(empty.takeFocusExit() == nil && !empty.showsFocusRing)
        empty.handsFocusOut = true
        _ = tab(&empty)
        #expect(empty.takeFocusExit() == .forward)
        empty.focusEntered(.backward)
        #expect(empty.takeFocusExit() == .backward)
        #expect(empty.focusedKnob == nil && !empty.showsFocusRing)
    }

    @Test("The scene rings the focused knob only while the ring shows: a single knob, then a range's start knob")
    func sceneFocus() throws {
        var panel = try PanelFixture.panel()
        #expect(panel.scene.controls.allSatisfy { !$0.isFocused })
        _ = panel.handle(.key(.up))
        #expect(panel.scene.controls.map(\.isFocused) == [true, false, false])
        _ = tab(&panel)
        _ = tab(&panel)
        let range = panel.scene.controls[2]
        #expect(!range.isFocused && range.rangeStart?.isFocused == true)
        #expect(panel.scene.controls.map(\.isFocused) == [false, false, false])
    }
}
