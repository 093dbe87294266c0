import CircularControl
import Testing

@testable import CircularWayland

/// The Wayland seat's events, fed as a compositor sends them (recorded shapes and synthetic ones no test compositor
/// here can send, such as wl_seat 8's `axis_value120`), turn into the core's input as the X11 host's do.
@Suite struct WaylandInputTranslatorTests {
    /// The wheel turns `events` make, with the pointer frames the seat sends.
    private func wheelTurns(_ events: [WaylandInputEvent]) -> [Double] {
        var translator = WaylandInputTranslator()
        return events.flatMap { translator.translate($0, at: 0) }.compactMap { translated in
            if case .wheel(let notches, _) = translated.event { return notches }
            return nil
        }
    }

    @Test("Quarter notches of a high-resolution wheel (value120) turn by quarters, up positive")
    func value120Fractions() {
        let frame: [WaylandInputEvent] = [
            .axisSource(0), .axisValue120(axis: 0, value120: -30), .axis(time: 1, axis: 0, value: -3.75), .pointerFrame,
        ]
        #expect(wheelTurns(frame + frame + frame + frame) == [0.25, 0.25, 0.25, 0.25])
        #expect(wheelTurns([.axisValue120(axis: 0, value120: 240), .pointerFrame]) == [-2])
    }

    @Test("A notch sent as discrete steps and a continuous value counts once")
    func discreteNotchCountsOnce() {
        let notch: [WaylandInputEvent] = [
            .axisSource(0), .axisDiscrete(axis: 0, steps: -1), .axis(time: 1, axis: 0, value: -15), .pointerFrame,
        ]
        #expect(wheelTurns(notch) == [1])
        // Value120 wins over discrete steps in the same frame (a seat that sends both).
        #expect(
            wheelTurns([.axisDiscrete(axis: 0, steps: 1), .axisValue120(axis: 0, value120: 60), .pointerFrame]) == [
                -0.5
            ])
        // A wheel frame without notches repeats another frame's: nothing.
        #expect(wheelTurns([.axisSource(0), .axis(time: 1, axis: 0, value: -15), .pointerFrame]).isEmpty)
    }

    @Test("A finger scroll turns by fractions of a notch (15 units each); right is positive")
    func fingerFractions() {
        let turns = wheelTurns([
            .axisSource(1), .axis(time: 1, axis: 0, value: 3), .pointerFrame, .axisSource(1),
            .axis(time: 2, axis: 1, value: 7.5), .pointerFrame, .axisStop(time: 3, axis: 0), .pointerFrame,
        ])
        #expect(turns == [-0.2, 0.5])
    }

    @Test("Without pointer frames (wl_pointer before 5) each scroll event is a frame of its own")
    func withoutFrames() {
        var translator = WaylandInputTranslator()
        translator.hasFrames = false
        let turns = [WaylandInputEvent.axis(time: 1, axis: 0, value: -30)].flatMap { translator.translate($0, at: 0) }
        #expect(turns.map(\.event) == [.wheel(notches: 2, modifiers: [])])
    }

    @Test("The left button presses and releases where the pointer is, counting double clicks; other buttons do nothing")
    func buttons() {
        var translator = WaylandInputTranslator()
        let point = Point(x: 10.5, y: 20.25)
        var inputs: [InputEvent] = []
        let events: [WaylandInputEvent] = [
            .pointerEnter(serial: 1, x: 10.5, y: 20.25), .modifiers([.shift]),
            .pointerButton(serial: 2, time: 1, button: 0x110, pressed: true),
            .pointerButton(serial: 3, time: 2, button: 0x110, pressed: false),
            .pointerButton(serial: 4, time: 3, button: 0x110, pressed: true),
            .pointerButton(serial: 5, time: 4, button: 0x111, pressed: true),
        ]
        for (index, event) in events.enumerated() {
            inputs += translator.translate(event, at: Double(index) * 0.1).map(\.event)
        }
        #expect(
            inputs == [
                .move(point, modifiers: []), .modifiers([.shift]), .press(point, modifiers: [.shift], clickCount: 1),
                .release(point, modifiers: [.shift]), .press(point, modifiers: [.shift], clickCount: 2),
            ])
    }

    @Test("Keys follow the shared keysym rules with the modifiers the keyboard reported")
    func keys() {
        var translator = WaylandInputTranslator()
        _ = translator.translate(.modifiers([.shift]), at: 0)
        #expect(
            translator.translate(.key(keysym: 0xFF09, typed: "\t", pressed: true), at: 0).map(\.event) == [
                .key(.tab, modifiers: [.shift])
            ])
        #expect(translator.translate(.key(keysym: 0x25, typed: "%", pressed: true), at: 0).map(\.event) == [.text("%")])
        #expect(
            translator.translate(.key(keysym: 0xFF51, typed: "", pressed: false), at: 0).map(\.event) == [
                .keyRelease(.left)
            ])
    }

    @Test("Fingers press, move and release by their ids; a cancel releases every finger still down")
    func touches() {
        var translator = WaylandInputTranslator()
        var translated: [WaylandInputTranslator.Translated] = []
        for event: WaylandInputEvent in [
            .touchDown(id: 3, x: 1, y: 2), .touchDown(id: 5, x: 3, y: 4), .touchMotion(id: 3, x: 5, y: 6),
            .touchUp(id: 9), .touchCancel, .touchMotion(id: 5, x: 0, y: 0), .touchUp(id: 3),
        ] {
            translated += translator.translate(event, at: 0)
        }
        #expect(
            translated == [
                .init(event: .press(Point(x: 1, y: 2), modifiers: [], clickCount: 1), source: .touch(3)),
                .init(event: .press(Point(x: 3, y: 4), modifiers: [], clickCount: 1), source: .touch(5)),
                .init(event: .move(Point(x: 5, y: 6), modifiers: []), source: .touch(3)),
                .init(event: .release(Point(x: 5, y: 6), modifiers: []), source: .touch(3)),
                .init(event: .release(Point(x: 3, y: 4), modifiers: []), source: .touch(5)),
            ])
    }
}
