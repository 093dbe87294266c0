internal import CX11
import CircularControl
import CircularHost

/// Turns X input events into the core's ``InputEvent`` values: the pure half of the host's input handling.
///
/// Button 1 presses and releases become `.press` and `.release` (with a click count from ``ClickCounter``, since X
/// reports none), motion becomes `.move`, buttons 4/5 (wheel up/down) and 6/7 (wheel left/right) become wheel
/// notches of +1/-1 and -1/+1; keys follow the rules every backend shares (`KeySymbols`).
///
/// Edge cases: other buttons and releases of wheel buttons translate to nothing; `q` is not translated here but
/// reported by ``isQuitKey(_:state:)``.
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
    /// the press typed (XLookupString's), for keys that are no command (the rules: `KeySymbols`). The host asks the
    /// server for detectable auto-repeat, so that a held key sends its release once, at the end.
    func key(_ keysym: UInt, pressed: Bool, state: UInt32, typed: String = "") -> InputEvent? {
        KeySymbols.input(
            UInt32(truncatingIfNeeded: keysym), pressed: pressed, held: Self.modifiers(state: state), typed: typed)
    }

    /// True for the key that ends the program: `q` or `Q` without Control or Alt.
    static func isQuitKey(_ keysym: UInt, state: UInt32) -> Bool {
        KeySymbols.isQuitKey(UInt32(truncatingIfNeeded: keysym), modifiers: modifiers(state: state))
    }
}
