import CX11
import CircularControl
import Testing

@testable import CircularHost
@_spi(Testing) @testable import CircularX11

/// The pure translation of X input into the core's events, without a server.
@Suite struct InputTranslatorTests {
    @Test func buttonOnePressAndReleaseCarryPointAndModifiers() {
        var translator = InputTranslator()
        let point = Point(x: 10, y: 20)
        #expect(
            translator.button(1, pressed: true, at: point, state: UInt32(ShiftMask), time: 1000)
                == .press(point, modifiers: .shift, clickCount: 1))
        #expect(
            translator.button(1, pressed: false, at: point, state: UInt32(ControlMask), time: 1100)
                == .release(point, modifiers: .control))
    }

    @Test func secondPressSoonAfterIsADoubleClick() {
        var translator = InputTranslator()
        let point = Point(x: 10, y: 20)
        _ = translator.button(1, pressed: true, at: point, state: 0, time: 1000)
        #expect(translator.button(1, pressed: true, at: point, state: 0, time: 1200) == .press(point, clickCount: 2))
        #expect(translator.button(1, pressed: true, at: point, state: 0, time: 5000) == .press(point, clickCount: 1))
    }

    @Test func wheelButtonsAreNotchesAndTheirReleasesAreNothing() {
        var translator = InputTranslator()
        let point = Point.zero
        #expect(translator.button(4, pressed: true, at: point, state: 0, time: 0) == .wheel(notches: 1))
        #expect(translator.button(5, pressed: true, at: point, state: 0, time: 0) == .wheel(notches: -1))
        #expect(translator.button(6, pressed: true, at: point, state: 0, time: 0) == .wheel(notches: -1))
        #expect(
            translator.button(7, pressed: true, at: point, state: UInt32(ShiftMask), time: 0)
                == .wheel(notches: 1, modifiers: .shift))
        #expect(translator.button(4, pressed: false, at: point, state: 0, time: 0) == nil)
        #expect(translator.button(2, pressed: true, at: point, state: 0, time: 0) == nil)
        #expect(translator.button(3, pressed: true, at: point, state: 0, time: 0) == nil)
    }

    @Test("Keys map to the core's keys, their releases to key releases (a key gesture's end), other keys to nothing")
    func keysMapToTheCoreKeysAndOthersToNothing() {
        let translator = InputTranslator()
        let expected: [(Int32, Key)] = [
            (XK_Left, .left), (XK_Right, .right), (XK_Up, .up), (XK_Down, .down), (XK_Page_Up, .pageUp),
            (XK_Page_Down, .pageDown), (XK_Home, .home), (XK_End, .end), (XK_Escape, .escape), (XK_KP_Left, .left),
            (XK_Tab, .tab), (XK_Return, .enter), (XK_KP_Enter, .enter), (XK_BackSpace, .backspace),
        ]
        for (keysym, key) in expected {
            #expect(translator.key(UInt(keysym), pressed: true, state: 0) == .key(key))
            #expect(translator.key(UInt(keysym), pressed: false, state: 0) == .keyRelease(key))
        }
        #expect(translator.key(UInt(XK_a), pressed: true, state: 0) == nil)
        #expect(translator.key(UInt(XK_a), pressed: false, state: 0) == nil)
        #expect(
            translator.key(UInt(XK_Right), pressed: true, state: UInt32(ShiftMask)) == .key(.right, modifiers: .shift))
    }

    @Test func shiftTabAndTypedTextTranslate() {
        let translator = InputTranslator()
        let shift = UInt32(ShiftMask)
        // Shift-Tab arrives as Tab with Shift held, or as ISO_Left_Tab (whose Shift may already be consumed).
        #expect(translator.key(UInt(XK_Tab), pressed: true, state: shift) == .key(.tab, modifiers: .shift))
        #expect(translator.key(UInt(XK_ISO_Left_Tab), pressed: true, state: 0) == .key(.tab, modifiers: .shift))
        // A key that is no command types its text, Shift applied by the caller's lookup; a command key's text
        // (Tab's "\t", Enter's "\r") never becomes text.
        #expect(translator.key(UInt(XK_7), pressed: true, state: 0, typed: "7") == .text("7"))
        #expect(translator.key(UInt(XK_minus), pressed: true, state: 0, typed: "-") == .text("-"))
        #expect(translator.key(UInt(XK_E), pressed: true, state: shift, typed: "E") == .text("E"))
        #expect(translator.key(UInt(XK_Return), pressed: true, state: 0, typed: "\r") == .key(.enter))
        // Nothing for a release, for control characters, for Control or Alt held, or for a key that typed nothing.
        #expect(translator.key(UInt(XK_7), pressed: false, state: 0, typed: "7") == nil)
        #expect(translator.key(UInt(XK_Delete), pressed: true, state: 0, typed: "\u{7F}") == nil)
        #expect(translator.key(UInt(XK_c), pressed: true, state: UInt32(ControlMask), typed: "\u{3}") == nil)
        #expect(translator.key(UInt(XK_1), pressed: true, state: UInt32(Mod1Mask), typed: "1") == nil)
        #expect(translator.key(UInt(XK_F1), pressed: true, state: 0, typed: "") == nil)
    }

    @Test func shiftGoingDownAndUpReportsTheNewModifiers() {
        let translator = InputTranslator()
        #expect(translator.key(UInt(XK_Shift_L), pressed: true, state: 0) == .modifiers(.shift))
        #expect(translator.key(UInt(XK_Shift_R), pressed: false, state: UInt32(ShiftMask)) == .modifiers([]))
        #expect(
            translator.key(UInt(XK_Shift_L), pressed: true, state: UInt32(ControlMask))
                == .modifiers([.shift, .control]))
    }

    @Test func quitKeyIsPlainQ() {
        #expect(InputTranslator.isQuitKey(UInt(XK_q), state: 0))
        #expect(InputTranslator.isQuitKey(UInt(XK_Q), state: UInt32(ShiftMask)))
        #expect(!InputTranslator.isQuitKey(UInt(XK_q), state: UInt32(ControlMask)))
        #expect(!InputTranslator.isQuitKey(UInt(XK_w), state: 0))
    }
}

/// The keysyms the shared keyboard rules name by number are X's own (and so xkbcommon's, which keeps them).
@Suite struct KeySymbolNumberTests {
    @Test func namesAreTheXKeysyms() {
        typealias Name = KeySymbols.Name
        let pairs: [(UInt32, Int32)] = [
            (Name.backspace, XK_BackSpace), (Name.tab, XK_Tab), (Name.enter, XK_Return), (Name.escape, XK_Escape),
            (Name.home, XK_Home), (Name.left, XK_Left), (Name.up, XK_Up), (Name.right, XK_Right), (Name.down, XK_Down),
            (Name.pageUp, XK_Page_Up), (Name.pageDown, XK_Page_Down), (Name.end, XK_End), (Name.keypadTab, XK_KP_Tab),
            (Name.keypadEnter, XK_KP_Enter), (Name.keypadHome, XK_KP_Home), (Name.keypadLeft, XK_KP_Left),
            (Name.keypadUp, XK_KP_Up), (Name.keypadRight, XK_KP_Right), (Name.keypadDown, XK_KP_Down),
            (Name.keypadPageUp, XK_KP_Page_Up), (Name.keypadPageDown, XK_KP_Page_Down), (Name.keypadEnd, XK_KP_End),
            (Name.isoLeftTab, XK_ISO_Left_Tab), (Name.shiftLeft, XK_Shift_L), (Name.shiftRight, XK_Shift_R),
            (Name.controlLeft, XK_Control_L), (Name.controlRight, XK_Control_R), (Name.metaLeft, XK_Meta_L),
            (Name.metaRight, XK_Meta_R), (Name.altLeft, XK_Alt_L), (Name.altRight, XK_Alt_R), (Name.smallQ, XK_q),
            (Name.capitalQ, XK_Q),
        ]
        for (ours, x) in pairs { #expect(ours == UInt32(x), "\(ours) against X's \(x)") }
    }
}
