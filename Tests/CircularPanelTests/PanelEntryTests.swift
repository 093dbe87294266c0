import CircularControl
import CircularPanel
import CircularRender
import Testing

@Suite("Typing a value into a knob's label")
struct PanelEntryTests {
    /// Types `text` one character at a time, as a host hands over key presses.
    func type(_ text: String, into panel: inout Panel) {
        for character in text { #expect(panel.handle(.text(String(character))).isEmpty) }
    }

    @Test(
        "A digit opens an entry on the focused knob with that digit; Enter commits it as typed, once, read as the label shows the value (70 under a percentage label is 0.7)"
    )
    func digitOpensAndEnterCommits() throws {
        var panel = try PanelFixture.panel()
        type("70", into: &panel)
        #expect(panel.entry?.knob == PanelKnob(control: 0))
        #expect(panel.entry?.text == "70")
        #expect(panel.isFocusVisible)
        #expect(PanelFixture.value(panel, 0) == 0.25)
        let events = panel.handle(.key(.enter))
        #expect(Array(events) == PanelFixture.typed(PanelKnob(control: 0)))
        #expect(PanelFixture.value(panel, 0) == 0.7)
        #expect(panel.entry == nil)
    }

    @Test(
        "Enter opens the entry with the value as the control shows it, selected: the first character typed replaces it, Backspace clears it; letters are dropped"
    )
    func enterOpensWithTheValue() throws {
        var panel = try PanelFixture.panel()
        #expect(panel.handle(.key(.enter)).isEmpty)
        #expect(panel.entry?.text == "25%" && panel.entry?.isSelected == true)
        #expect(panel.scene.controls[0].entry?.isSelected == true)
        type("x4", into: &panel)
        #expect(panel.entry?.text == "4" && panel.entry?.isSelected == false, "the letter kept the selection")
        type("0%", into: &panel)
        #expect(panel.entry?.text == "40%")
        _ = panel.handle(.key(.enter))
        #expect(PanelFixture.value(panel, 0) == 0.4)
        // A knob without a label: its value in the model's units, in the step's decimals; Backspace clears it all.
        _ = panel.handle(.key(.tab))
        _ = panel.handle(.key(.enter))
        #expect(panel.entry?.text == "0.500")
        _ = panel.handle(.key(.backspace))
        #expect(panel.entry?.text == "")
        type("0.29", into: &panel)
        _ = panel.handle(.key(.enter))
        #expect(PanelFixture.value(panel, 1) == 0.29)
    }

    @Test("Text that does not parse is refused visibly: the entry stays open and invalid, nothing changes")
    func refused() throws {
        var panel = try PanelFixture.panel()
        type("1.2.3", into: &panel)
        #expect(panel.handle(.key(.enter)).isEmpty)
        #expect(panel.entry?.isInvalid == true)
        #expect(panel.entry?.refusal == .unexpectedCharacter(".", offset: 3))
        #expect(PanelFixture.value(panel, 0) == 0.25)
        #expect(panel.scene.controls[0].entry == TextEntry(text: "1.2.3", isInvalid: true))
        // An edit clears the mark; a sign alone is refused too.
        _ = panel.handle(.key(.backspace))
        #expect(panel.entry?.isInvalid == false)
        _ = panel.handle(.key(.escape))
        type("-", into: &panel)
        _ = panel.handle(.key(.enter))
        #expect(panel.entry?.refusal == .missingDigits)
    }

    @Test("Escape cancels: no change, no event; keys and the wheel change nothing while typing")
    func escapeAndIgnoredInput() throws {
        var panel = try PanelFixture.panel()
        type("5", into: &panel)
        for input: InputEvent in [.key(.up), .key(.pageUp), .key(.end), .wheel(notches: 3)] {
            #expect(panel.handle(input, at: PanelFixture.centers[0]).isEmpty)
        }
        #expect(PanelFixture.value(panel, 0) == 0.25)
        #expect(panel.entry?.text == "5")
        #expect(panel.handle(.key(.escape)).isEmpty)
        #expect(panel.entry == nil)
        #expect(PanelFixture.value(panel, 0) == 0.25)
        // Letters, and text typed during a mouse drag, open nothing.
        type("a", into: &panel)
        #expect(panel.entry == nil)
        _ = panel.handle(.press(PanelFixture.ring(0, 90)))
        type("5", into: &panel)
        #expect(panel.entry == nil)
    }

    @Test(
        "Typed values are clamped and snapped by the model; a range knob's typed value stays within its limits (the other knob holds it)"
    )
    func shapedByTheModel() throws {
        var panel = try PanelFixture.panel()
        type("1e308", into: &panel)
        _ = panel.handle(.key(.enter))
        #expect(PanelFixture.value(panel, 0) == 1)
        type("-1e-310", into: &panel)
        _ = panel.handle(.key(.enter))
        #expect(PanelFixture.value(panel, 0) == 0)
        type("1e309", into: &panel)
        _ = panel.handle(.key(.enter))
        #expect(panel.entry?.refusal == .outOfRange)
        _ = panel.handle(.key(.escape))
        panel.focus(PanelKnob(control: 2, knob: .start))
        let end = panel.controls[2].value(of: .end)
        #expect(end < 0.9)
        type("90", into: &panel)
        let events = Array(panel.handle(.key(.enter)))
        #expect(events == PanelFixture.typed(PanelKnob(control: 2, knob: .start)))
        #expect(panel.controls[2].value(of: .start) == end && panel.controls[2].value(of: .end) == end)
    }

    @Test("Tab commits first and moves on; refused text keeps the entry and the focus")
    func tabCommits() throws {
        var panel = try PanelFixture.panel()
        type("0.5", into: &panel)
        let events = panel.handle(.key(.tab))
        #expect(Array(events) == PanelFixture.typed(PanelKnob(control: 0)))
        #expect(panel.focusedKnob == PanelKnob(control: 1))
        #expect(panel.entry == nil)
        type("+", into: &panel)
        #expect(panel.handle(.key(.tab, modifiers: .shift)).isEmpty)
        #expect(panel.entry?.isInvalid == true)
        #expect(panel.focusedKnob == PanelKnob(control: 1))
    }

    @Test("A double click on the label area opens the entry there and focuses that control; elsewhere it does not")
    func doubleClickOnLabel() throws {
        var panel = try PanelFixture.panel()
        let label = Point(x: 300, y: 110)
        _ = panel.handle(.press(label))
        _ = panel.handle(.release(label))
        #expect(panel.entry == nil)
        #expect(panel.handle(.press(label, clickCount: 2)).isEmpty)
        #expect(panel.entry?.knob == PanelKnob(control: 1) && panel.entry?.text == "0.500")
        #expect(panel.focusedKnob == PanelKnob(control: 1))
        #expect(!panel.isFocusVisible)
        _ = panel.handle(.key(.escape))
        // Inside the ring but well below the label: no entry.
        _ = panel.handle(.press(Point(x: 300, y: 160), clickCount: 2))
        #expect(panel.entry == nil)
        // On a range's label: its focused knob (the start knob after a press on it).
        _ = panel.handle(.press(PanelFixture.ring(2, 72)))
        _ = panel.handle(.release(PanelFixture.ring(2, 72)))
        _ = panel.handle(.press(Point(x: 500, y: 100), clickCount: 2))
        #expect(panel.entry?.knob == PanelKnob(control: 2, knob: .start))
    }

    @Test("A press in the entry's label keeps it; a press elsewhere commits valid text (or drops refused text) only")
    func pressWhileTyping() throws {
        var panel = try PanelFixture.panel()
        type("60", into: &panel)
        #expect(panel.handle(.press(Point(x: 100, y: 100))).isEmpty)
        #expect(panel.entry?.text == "60")
        // On another control's knob: the entry commits and the press starts no drag.
        let events = panel.handle(.press(PanelFixture.ring(1, 180)))
        #expect(Array(events) == PanelFixture.typed(PanelKnob(control: 0)))
        #expect(panel.entry == nil && panel.dragOwners.isEmpty)
        #expect(PanelFixture.value(panel, 0) == 0.6)
        type("1..", into: &panel)
        #expect(panel.handle(.press(Point(x: 5, y: 5))).isEmpty)
        #expect(panel.entry == nil)
        #expect(PanelFixture.value(panel, 1) == 0.5)
    }

    @Test("The scene draws the entry in its control's label, its caret only while the surface has the focus")
    func sceneEntry() throws {
        var panel = try PanelFixture.panel()
        type("12", into: &panel)
        #expect(panel.scene.controls[0].entry == TextEntry(text: "12"))
        #expect(panel.scene.controls[1].entry == nil)
        panel.setKeyboardFocus(false)
        #expect(panel.scene.controls[0].entry?.showsCaret == false)
        let renderer = Renderer(warning: { _ in })
        let canvas = PixelRect(x: 0, y: 0, width: 600, height: 200)
        _ = panel.takeDamage(renderer: renderer, canvas: canvas)
        type("3", into: &panel)
        let damage = panel.takeDamage(renderer: renderer, canvas: canvas).bounds
        // Only the label's place: within the first ring's hole.
        #expect(!damage.isEmpty)
        #expect(damage.x >= 28 && damage.maxX <= 172 && damage.y >= 60 && damage.maxY <= 140)
    }

    @Test("The program moving the focus cancels the entry; an overlong text stops at the limit")
    func programFocusAndLength() throws {
        var panel = try PanelFixture.panel()
        type("5", into: &panel)
        panel.moveFocus(.forward)
        #expect(panel.entry == nil)
        _ = panel.handle(.text(String(repeating: "9", count: 1000)))
        #expect(panel.entry?.text.count == ValueText.maximumLength)
        _ = panel.handle(.key(.enter))
        #expect(PanelFixture.value(panel, 1) == 1)
    }
}
