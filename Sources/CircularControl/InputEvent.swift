/// Modifier keys held during an input event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The modifier bits: 1 Shift, 2 Control, 4 Alt. Other bits are kept but mean nothing to the models.
    public let rawValue: UInt8
    /// Creates a set from its bits.
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift: fine adjustment of drags, unstepped keys and the wheel (see ``FineAdjustment``).
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Control: with Shift, the finer level of fine adjustment.
    public static let control = Modifiers(rawValue: 1 << 1)
    /// Alt (Mod1 on X11).
    public static let alt = Modifiers(rawValue: 1 << 2)
}

/// The keys a circular control answers to. Hosts map their key symbols onto these and drop the rest.
public enum Key: Hashable, Sendable, CaseIterable {
    /// Left arrow: one step down.
    case left
    /// Right arrow: one step up.
    case right
    /// Up arrow: one step up.
    case up
    /// Down arrow: one step down.
    case down
    /// Page Up: a page (10 % of the range) up.
    case pageUp
    /// Page Down: a page (10 % of the range) down.
    case pageDown
    /// Home: to the lower end.
    case home
    /// End: to the upper end.
    case end
    /// Escape: cancels a drag, restoring the value from the press.
    case escape
    /// Tab (Shift+Tab with `.shift`): moves the keyboard focus between controls. The models ignore it; a panel
    /// handles it.
    case tab
    /// Enter (Return, or the keypad's Enter): opens or commits a typed value in a panel. The models ignore it.
    case enter
    /// Backspace: deletes the last character of a typed value in a panel. The models ignore it.
    case backspace
}

/// One piece of user input, in the host's pixel coordinates (y down). Hosts translate their events into these.
///
/// Edge cases: events carrying a non-finite point or wheel delta are ignored by the models without any change of
/// state; a press while a drag is already under way is ignored, as is a release or move with no drag. Typed text and
/// the keys that only a panel answers to (Tab, Enter, Backspace) are ignored by the models without any change of
/// state.
public enum InputEvent: Hashable, Sendable {
    /// The primary button went down at a point. `clickCount` is 2 for a double click (see ``ClickCounter``).
    case press(Point, modifiers: Modifiers = [], clickCount: Int = 1)
    /// The pointer moved, with or without a button down. Feed every motion event: the model needs each step.
    case move(Point, modifiers: Modifiers = [])
    /// The primary button went up.
    case release(Point, modifiers: Modifiers = [])
    /// Modifier keys changed without the pointer moving (Shift pressed or let go mid-drag).
    case modifiers(Modifiers)
    /// A key was pressed (auto-repeat sends it again).
    case key(Key, modifiers: Modifiers = [])
    /// A key was released: the end of a key gesture once no value key is held (see ``GestureKind/keys``). A host
    /// whose window system repeats a held key as release and press pairs hands over only the last release.
    case keyRelease(Key)
    /// The wheel turned by `notches` (1 = one notch up, away from the user). Fractions from high-resolution devices
    /// and touchpads move an unstepped control by that fraction of a notch at once and add up to whole steps on a
    /// stepped one. Positive increases the value.
    case wheel(notches: Double, modifiers: Modifiers = [])
    /// What a key press typed, already composed by the host (its keyboard layout, dead keys and input method): "5",
    /// "-", "é". A panel puts digits, signs, decimal points and exponents into a value entry; the models ignore it.
    case text(String)
}

extension InputEvent {
    /// True for the input only a pointer's drag takes: a press, a move or a release.
    public var isPointerInput: Bool {
        switch self {
        case .press, .move, .release: return true
        case .modifiers, .key, .keyRelease, .wheel, .text: return false
        }
    }
}
