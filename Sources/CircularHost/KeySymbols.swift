import CircularControl

/// The keyboard's rules for every backend: keys named by their keysyms, the numbers X11 and xkbcommon share (X's
/// `XK_Left` is xkbcommon's `XKB_KEY_Left`), turned into the core's input.
///
/// Shift, Control and Alt (or Meta) going down or up become `.modifiers`; the arrows, Page Up/Down, Home/End,
/// Escape, Tab (Shift-Tab also as ISO_Left_Tab), Enter and Backspace, on the main block or the keypad, become `.key`
/// when pressed and `.keyRelease` when released (the end of a key gesture); any other key that types printable text
/// becomes `.text` (what it typed, with Shift applied).
///
/// Edge cases: a key that types nothing, or only control characters, or is held with Control or Alt translates to
/// nothing, and so does the release of a key that is no command; `q` is not translated here but reported by
/// ``isQuitKey(_:modifiers:)``.
public enum KeySymbols {
    /// The keysyms the rules name.
    enum Name {
        static let backspace: UInt32 = 0xFF08
        static let tab: UInt32 = 0xFF09
        static let enter: UInt32 = 0xFF0D
        static let escape: UInt32 = 0xFF1B
        static let home: UInt32 = 0xFF50
        static let left: UInt32 = 0xFF51
        static let up: UInt32 = 0xFF52
        static let right: UInt32 = 0xFF53
        static let down: UInt32 = 0xFF54
        static let pageUp: UInt32 = 0xFF55
        static let pageDown: UInt32 = 0xFF56
        static let end: UInt32 = 0xFF57
        static let keypadTab: UInt32 = 0xFF89
        static let keypadEnter: UInt32 = 0xFF8D
        static let keypadHome: UInt32 = 0xFF95
        static let keypadLeft: UInt32 = 0xFF96
        static let keypadUp: UInt32 = 0xFF97
        static let keypadRight: UInt32 = 0xFF98
        static let keypadDown: UInt32 = 0xFF99
        static let keypadPageUp: UInt32 = 0xFF9A
        static let keypadPageDown: UInt32 = 0xFF9B
        static let keypadEnd: UInt32 = 0xFF9C
        static let isoLeftTab: UInt32 = 0xFE20
        static let shiftLeft: UInt32 = 0xFFE1
        static let shiftRight: UInt32 = 0xFFE2
        static let controlLeft: UInt32 = 0xFFE3
        static let controlRight: UInt32 = 0xFFE4
        static let metaLeft: UInt32 = 0xFFE7
        static let metaRight: UInt32 = 0xFFE8
        static let altLeft: UInt32 = 0xFFE9
        static let altRight: UInt32 = 0xFFEA
        static let smallQ: UInt32 = 0x71
        static let capitalQ: UInt32 = 0x51
    }

    /// The input a press (or release) of `keysym` makes, with `held` the modifiers down before it and `typed` the text
    /// the press typed (for keys that are no command).
    public static func input(_ keysym: UInt32, pressed: Bool, held: Modifiers, typed: String = "") -> InputEvent? {
        if let modifier = modifier(for: keysym) {
            return .modifiers(pressed ? held.union(modifier) : held.subtracting(modifier))
        }
        guard pressed else { return key(for: keysym).map { .keyRelease($0) } }
        if keysym == Name.isoLeftTab { return .key(.tab, modifiers: held.union(.shift)) }
        if let key = key(for: keysym) { return .key(key, modifiers: held) }
        let printable = typed.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
        guard !typed.isEmpty, printable, held.isDisjoint(with: [.control, .alt]) else { return nil }
        return .text(typed)
    }

    /// True for the key that ends the program: `q` or `Q` without Control or Alt.
    public static func isQuitKey(_ keysym: UInt32, modifiers held: Modifiers) -> Bool {
        (keysym == Name.smallQ || keysym == Name.capitalQ) && held.isDisjoint(with: [.control, .alt])
    }

    /// The modifier `keysym` is, if it is one.
    static func modifier(for keysym: UInt32) -> Modifiers? {
        switch keysym {
        case Name.shiftLeft, Name.shiftRight: return .shift
        case Name.controlLeft, Name.controlRight: return .control
        case Name.altLeft, Name.altRight, Name.metaLeft, Name.metaRight: return .alt
        default: return nil
        }
    }

    /// The command key `keysym` is, if it is one.
    static func key(for keysym: UInt32) -> Key? {
        switch keysym {
        case Name.left, Name.keypadLeft: return .left
        case Name.right, Name.keypadRight: return .right
        case Name.up, Name.keypadUp: return .up
        case Name.down, Name.keypadDown: return .down
        case Name.pageUp, Name.keypadPageUp: return .pageUp
        case Name.pageDown, Name.keypadPageDown: return .pageDown
        case Name.home, Name.keypadHome: return .home
        case Name.end, Name.keypadEnd: return .end
        case Name.escape: return .escape
        case Name.tab, Name.keypadTab: return .tab
        case Name.enter, Name.keypadEnter: return .enter
        case Name.backspace: return .backspace
        default: return nil
        }
    }
}
