/// The key repeat a Wayland client does itself: the compositor sends one press and one release, and says at what
/// rate and after what delay a held key repeats (`wl_keyboard.repeat_info`). While a key that repeats (by the keymap)
/// is held, its press comes again after the delay and then at the rate, as an X server's auto-repeat sends presses
/// without releases; its release, another key's press or the window losing the keyboard stops it.
///
/// Edge cases: a rate of 0 (or less) means no repeat; a delay below 0 counts as 0; a loop that wakes late gets the
/// presses it missed, but at most ``mostAtOnce`` of them (a stalled window does not jump a knob across its range).
struct KeyRepeat: Equatable {
    /// The held key.
    struct Held: Equatable {
        var keysym: UInt32
        var typed: String
    }

    /// Repeats a second; 25 until the compositor says (the common default).
    private(set) var rate: Int32 = 25
    /// Milliseconds before the first repeat; 600 until the compositor says.
    private(set) var delay: Int32 = 600
    /// The key repeating, if one is held.
    private(set) var held: Held?
    /// When its next press is due, in seconds on the loop's clock.
    private(set) var deadline: Double?
    /// The most repeats one call of ``due(at:)`` gives.
    static let mostAtOnce = 3

    /// The compositor's rate and delay (for the keys held from now on too).
    mutating func set(rate: Int32, delay: Int32) {
        self.rate = rate
        self.delay = max(delay, 0)
        if rate <= 0 { stop() }
    }

    /// A key went down at `now`: it repeats when the keymap says it does (`repeats`) and a rate is set.
    mutating func pressed(_ key: Held, repeats: Bool, at now: Double) {
        guard repeats, rate > 0 else {
            stop()
            return
        }
        held = key
        deadline = now + Double(delay) / 1000
    }

    /// A key went up: the held one stops repeating.
    mutating func released(keysym: UInt32) {
        if held?.keysym == keysym { stop() }
    }

    /// Nothing repeats any more (the window lost the keyboard).
    mutating func stop() {
        held = nil
        deadline = nil
    }

    /// The presses of the held key due at `now`, each one a key press to deliver again.
    mutating func due(at now: Double) -> [Held] {
        guard let held, var next = deadline, now >= next, rate > 0, (now - next).isFinite else { return [] }
        let interval = 1 / Double(rate)
        // Counted, not summed step by step: the deadlines stay on the rhythm's own times.
        let count = Int(min(((now - next) / interval).rounded(.down), 1e9)) + 1
        next += Double(count) * interval
        deadline = next
        return Array(repeating: held, count: min(count, Self.mostAtOnce))
    }
}
