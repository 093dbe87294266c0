import CX11
import CircularControl

/// Turns X input events into the core's ``InputEvent`` values: the pure half of the host's input handling.
///
/// Button 1 presses and releases become `.press` and `.release` (with a click count from ``ClickCounter``, since X
/// reports none), motion becomes `.move`, buttons 4/5 (wheel up/down) and 6/7 (wheel left/right) become wheel
/// notches of +1/-1 and -1/+1, Shift, Control and Alt going down or up become `.modifiers`, arrow keys, Page
/// Up/Down, Home/End, Escape, Tab (Shift-Tab, also as ISO_Left_Tab), Enter and Backspace (also on the keypad)
/// become `.key`, and any other key that types printable text becomes `.text` (what it typed, with Shift applied).
///
/// Edge cases: other buttons, releases of wheel buttons and keys that type nothing (or only control characters, or
/// are held with Control or Alt) translate to nothing; `q` is not translated here but reported by
/// ``isQuitKey(_:state:)``.
struct InputTranslator {
    private var clickCounter = ClickCounter()
    /// The window's device pixels a logical pixel (the loop's DPI scale): the client gets every position divided by
    /// it (``point(x:y:)``), so that its drags, click distances and targets count logical pixels at any scale.
    var scale = 1.0

    /// The client's point for the window position (`x`, `y`), in device pixels.
    func point(x: Double, y: Double) -> Point {
        Point(x: x / scale, y: y / scale)
    }

    /// The window position, in whole device pixels, of the client's `point` (where a warp puts the pointer).
    func windowPosition(of point: Point) -> Point {
        Point(x: (point.x * scale).rounded(), y: (point.y * scale).rounded())
    }

    /// The modifiers held according to an X state mask.
    static func modifiers(state: UInt32) -> Modifiers {
        var modifiers: Modifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    /// Translates a button press or release of `button` at `point`, X time `time` (milliseconds).
    mutating func button(_ button: UInt32, pressed: Bool, at point: Point, state: UInt32, time: UInt) -> InputEvent? {
        let modifiers = Self.modifiers(state: state)
        switch (button, pressed) {
        case (1, true):
            let clicks = clickCounter.press(at: point, time: Double(time) / 1000)
            return .press(point, modifiers: modifiers, clickCount: clicks)
        case (1, false):
            return .release(point, modifiers: modifiers)
        case (4, true), (7, true):
            return .wheel(notches: 1, modifiers: modifiers)
        case (5, true), (6, true):
            return .wheel(notches: -1, modifiers: modifiers)
        default:
            return nil
        }
    }

    /// Translates pointer motion to `point`.
    func motion(to point: Point, state: UInt32) -> InputEvent {
        .move(point, modifiers: Self.modifiers(state: state))
    }

    /// Translates a key press or release of `keysym` with the state mask from before the event; `typed` is the text
    /// the press typed (XLookupString's), for keys that are no command. A release of a command key is
    /// `InputEvent/keyRelease(_:)` (the end of a key gesture; the host asks the server for detectable auto-repeat, so
    /// that a held key sends its release once, at the end).
    func key(_ keysym: UInt, pressed: Bool, state: UInt32, typed: String = "") -> InputEvent? {
        let before = Self.modifiers(state: state)
        if let modifier = Self.modifier(for: keysym) {
            return .modifiers(pressed ? before.union(modifier) : before.subtracting(modifier))
        }
        guard pressed else { return Self.key(for: keysym).map { .keyRelease($0) } }
        if Int32(truncatingIfNeeded: keysym) == XK_ISO_Left_Tab { return .key(.tab, modifiers: before.union(.shift)) }
        if let key = Self.key(for: keysym) { return .key(key, modifiers: before) }
        let printable = typed.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
        guard !typed.isEmpty, printable, before.isDisjoint(with: [.control, .alt]) else { return nil }
        return .text(typed)
    }

    /// True for the key that ends the program: `q` or `Q` without Control or Alt.
    static func isQuitKey(_ keysym: UInt, state: UInt32) -> Bool {
        let held = modifiers(state: state)
        return (keysym == UInt(XK_q) || keysym == UInt(XK_Q)) && held.isDisjoint(with: [.control, .alt])
    }

    private static func modifier(for keysym: UInt) -> Modifiers? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Shift_L, XK_Shift_R: return .shift
        case XK_Control_L, XK_Control_R: return .control
        case XK_Alt_L, XK_Alt_R, XK_Meta_L, XK_Meta_R: return .alt
        default: return nil
        }
    }

    private static func key(for keysym: UInt) -> Key? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Left, XK_KP_Left: return .left
        case XK_Right, XK_KP_Right: return .right
        case XK_Up, XK_KP_Up: return .up
        case XK_Down, XK_KP_Down: return .down
        case XK_Page_Up, XK_KP_Page_Up: return .pageUp
        case XK_Page_Down, XK_KP_Page_Down: return .pageDown
        case XK_Home, XK_KP_Home: return .home
        case XK_End, XK_KP_End: return .end
        case XK_Escape: return .escape
        case XK_Tab, XK_KP_Tab: return .tab
        case XK_Return, XK_KP_Enter: return .enter
        case XK_BackSpace: return .backspace
        default: return nil
        }
    }
}
