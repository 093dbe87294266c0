import Testing

@testable import CircularWayland

/// A Wayland client repeats held keys itself: after the compositor's delay, at its rate, only keys the keymap
/// repeats, until the release, another key or the window losing the keyboard; a late wake-up gets few presses.
@Suite struct KeyRepeatTests {
    private let right = KeyRepeat.Held(keysym: 0xFF53, typed: "")

    @Test("Presses come after the delay, then at the rate, until the release")
    func delayThenRate() {
        var repeats = KeyRepeat()
        repeats.set(rate: 25, delay: 600)
        repeats.pressed(right, repeats: true, at: 10)
        #expect(repeats.deadline == 10.6)
        #expect(repeats.due(at: 10.59).isEmpty)
        #expect(repeats.due(at: 10.6) == [right])
        #expect(repeats.due(at: 10.62).isEmpty)
        #expect(repeats.due(at: 10.64) == [right])
        repeats.released(keysym: 0x61)
        #expect(repeats.due(at: 10.68) == [right], "another key's release stops nothing")
        repeats.released(keysym: right.keysym)
        #expect(repeats.due(at: 11).isEmpty)
        #expect(repeats.deadline == nil)
    }

    @Test("Keys the keymap does not repeat, a rate of 0 and a lost keyboard repeat nothing")
    func noRepeat() {
        var repeats = KeyRepeat()
        repeats.pressed(right, repeats: false, at: 0)
        #expect(repeats.deadline == nil)
        repeats.pressed(right, repeats: true, at: 0)
        repeats.stop()
        #expect(repeats.due(at: 5).isEmpty)
        repeats.set(rate: 0, delay: 100)
        repeats.pressed(right, repeats: true, at: 0)
        #expect(repeats.due(at: 5).isEmpty)
    }

    @Test("A late wake-up gets at most a few presses, and the rhythm goes on from where it should be")
    func lateWakeUp() {
        var repeats = KeyRepeat()
        repeats.set(rate: 10, delay: -5)
        repeats.pressed(right, repeats: true, at: 0)
        #expect(repeats.due(at: 2).count == KeyRepeat.mostAtOnce)
        #expect(repeats.due(at: 2.05).isEmpty)
        #expect(repeats.due(at: 2.1).count == 1)
    }
}
