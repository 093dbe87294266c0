/// What a key asks of a control: the mapping from keys to commands, written once for every kind of control.
///
/// Arrows move one step (right and up increase the value), Page Up and Page Down a page, Home and End go to the
/// lower and upper end, and Escape cancels a drag. What a step, a page and an end are is the control's to say. Tab,
/// Enter and Backspace command nothing: they belong to a panel (focus and typed values).
enum KeyCommand: Hashable, Sendable {
    /// Move by whole steps: positive up, negative down.
    case steps(Int)
    /// Go to the lower end.
    case lowerEnd
    /// Go to the upper end.
    case upperEnd
    /// Cancel the drag in progress, restoring the value from its press.
    case cancelDrag

    /// The command for `key`, with a page of `pageSteps` steps; `nil` for a key the models ignore.
    init?(_ key: Key, pageSteps: Int) {
        switch key {
        case .right, .up: self = .steps(1)
        case .left, .down: self = .steps(-1)
        case .pageUp: self = .steps(pageSteps)
        case .pageDown: self = .steps(-pageSteps)
        case .home: self = .lowerEnd
        case .end: self = .upperEnd
        case .escape: self = .cancelDrag
        case .tab, .enter, .backspace: return nil
        }
    }
}
