import CircularControl
import CircularControlTestSupport
import CircularPanel
import Testing

/// Records a panel's events knob by knob and checks them against the gesture contract (`KnobEventGrammar`) as they
/// come, so that a test states only which pairs it expects.
struct GestureRecorder {
    var panel: Panel
    private(set) var events: [PanelEvent] = []
    private var grammars: [PanelKnob: KnobEventGrammar] = [:]
    private(set) var problems: [String] = []

    init(_ panel: Panel) { self.panel = panel }

    /// Hands `input` to the panel (at `time` when given) and records what came out.
    @discardableResult
    mutating func send(_ input: InputEvent, from pointer: Pointer = .mouse, time: Double? = nil) -> [PanelEvent] {
        record(Array(panel.handle(input, from: pointer, time: time)))
    }

    /// Records events the panel reported from a call other than input.
    @discardableResult
    mutating func record(_ new: [PanelEvent]) -> [PanelEvent] {
        for knob in Set(new.map(\.knob)) {
            var grammar = grammars[knob] ?? KnobEventGrammar(wraps: false)
            problems += grammar.feed(new.filter { $0.knob == knob }.map(\.event)).map { "\(knob): \($0)" }
            grammars[knob] = grammar
        }
        events += new
        return new
    }

    /// The gestures recorded on `knob`, in order: the kind of each `began`.
    func gestures(of knob: PanelKnob) -> [GestureKind] {
        events.compactMap { event in
            guard event.knob == knob, case .began(let kind) = event.event else { return nil }
            return kind
        }
    }

    /// How many `ended` events `knob` reported.
    func endings(of knob: PanelKnob) -> Int {
        events.filter { event in
            guard event.knob == knob, case .ended = event.event else { return false }
            return true
        }.count
    }

    /// True while the events say a gesture of `knob` is under way.
    func isUnderWay(_ knob: PanelKnob) -> Bool { grammars[knob]?.gesture != nil }

    /// The changes `knob` reported, by source.
    func changes(of knob: PanelKnob) -> [ChangeSource] {
        events.compactMap { event in
            guard event.knob == knob, case .changed(let source) = event.event else { return nil }
            return source
        }
    }
}

@Suite("Gestures: every change a person makes inside exactly one began ... ended pair of its knob")
struct PanelGestureTests {
    let first = PanelKnob(control: 0)
    let second = PanelKnob(control: 1)
    let rangeStart = PanelKnob(control: 2, knob: .start)

    @Test("A drag is one gesture from the press to the release; the wheel and keys during it stay inside it")
    func drag() throws {
        var recorder = GestureRecorder(try PanelFixture.panel())
        recorder.send(.press(PanelFixture.ring(0, 90)), time: 0)
        recorder.send(.move(PanelFixture.ring(0, 100)), time: 0.01)
        recorder.send(.wheel(notches: 1), time: 0.02)
        recorder.send(.key(.right), time: 0.03)
        recorder.send(.keyRelease(.right), time: 0.04)
        recorder.send(.move(PanelFixture.ring(0, 110)), time: 0.05)
        #expect(recorder.isUnderWay(first))
        recorder.send(.release(PanelFixture.ring(0, 110)), time: 0.06)
        #expect(recorder.gestures(of: first) == [.drag])
        #expect(recorder.endings(of: first) == 1)
        #expect(recorder.changes(of: first) == [.pointer, .wheel, .key, .pointer])
        #expect(recorder.panel.gestureDeadline == nil, "the wheel during the drag began no burst")
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
    }

    @Test(
        "A wheel burst is one gesture: it ends 0.5 s after the last turn on the clock, pointer motion does not end it, and its deadline is reported"
    )
    func wheelBurst() throws {
        var recorder = GestureRecorder(try PanelFixture.panel())
        recorder.send(.move(PanelFixture.ring(1, 45)), time: 0)
        for (index, time) in [0.1, 0.3, 0.7].enumerated() {
            recorder.send(.wheel(notches: 0.5), time: time)
            #expect(recorder.panel.gestureDeadline == time + GestureKind.wheelIdleTime, "turn \(index)")
        }
        recorder.send(.move(PanelFixture.ring(1, 50)), time: 0.8)
        recorder.record(recorder.panel.advanceClock(to: 1.1))
        #expect(recorder.isUnderWay(second), "0.4 s after the last turn")
        recorder.record(recorder.panel.advanceClock(to: 1.2))
        #expect(!recorder.isUnderWay(second))
        #expect(recorder.gestures(of: second) == [.wheel])
        #expect(recorder.changes(of: second) == [.wheel, .wheel, .wheel])
        #expect(recorder.panel.gestureDeadline == nil)
        // A turn with the clock past the deadline begins the next burst, after the clock ended the first one.
        recorder.send(.wheel(notches: 1), time: 2)
        recorder.send(.wheel(notches: 1), time: 3)
        #expect(recorder.gestures(of: second) == [.wheel, .wheel, .wheel])
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
    }

    @Test("A wheel burst ends at other input that changes the knob or starts a drag: a key, a typed value, a press")
    func wheelBurstEndsAtOtherInput() throws {
        var recorder = GestureRecorder(try PanelFixture.panel())
        recorder.send(.move(PanelFixture.ring(0, 45)), time: 0)
        recorder.send(.wheel(notches: 1), time: 0)
        recorder.send(.key(.right), time: 0.1)
        #expect(recorder.gestures(of: first) == [.wheel, .keys])
        recorder.send(.keyRelease(.right), time: 0.2)
        recorder.send(.wheel(notches: 1), time: 0.3)
        recorder.send(.press(PanelFixture.ring(0, recorder.panel.controls[0].value(of: nil) * 360)), time: 0.4)
        #expect(recorder.gestures(of: first) == [.wheel, .keys, .wheel, .drag])
        recorder.send(.release(PanelFixture.ring(0, 100)), time: 0.5)
        recorder.send(.wheel(notches: 1), time: 0.6)
        recorder.send(.text("5"))
        recorder.send(.key(.enter))
        #expect(recorder.gestures(of: first) == [.wheel, .keys, .wheel, .drag, .wheel, .typed])
        #expect(!recorder.isUnderWay(first))
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
    }

    @Test(
        "A key and its auto-repeats are one gesture, ending at the release of the last value key held; it ends when the focus leaves"
    )
    func keyRun() throws {
        var recorder = GestureRecorder(try PanelFixture.panel())
        for _ in 0..<4 { recorder.send(.key(.right)) }
        recorder.send(.key(.up))
        recorder.send(.keyRelease(.right))
        #expect(recorder.isUnderWay(first), "Up is still held")
        recorder.send(.key(.up))
        recorder.send(.keyRelease(.up))
        #expect(recorder.gestures(of: first) == [.keys] && recorder.endings(of: first) == 1)
        #expect(recorder.changes(of: first).count == 6)
        // Tab: the focus leaves the knob while a key is held.
        recorder.send(.key(.left))
        recorder.send(.key(.tab))
        #expect(!recorder.isUnderWay(first))
        #expect(recorder.panel.focusedKnob == second)
        // The surface losing the focus, a press on another control, the program moving the focus.
        recorder.send(.key(.left))
        recorder.record(Array(recorder.panel.setKeyboardFocus(false)))
        #expect(!recorder.isUnderWay(second))
        recorder.record(Array(recorder.panel.setKeyboardFocus(true)))
        recorder.send(.key(.left))
        recorder.send(.press(PanelFixture.ring(0, 300)))
        #expect(!recorder.isUnderWay(second))
        recorder.send(.release(PanelFixture.ring(0, 300)))
        recorder.send(.key(.left))
        recorder.record(Array(recorder.panel.focus(rangeStart)))
        #expect(!recorder.isUnderWay(first))
        // Between the two knobs of a range, too.
        recorder.send(.key(.right))
        recorder.send(.key(.tab))
        #expect(!recorder.isUnderWay(rangeStart))
        #expect(recorder.gestures(of: rangeStart) == [.keys])
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
    }

    @Test("A key that changes nothing begins nothing; its release ends nothing")
    func keyAtTheEnd() throws {
        var recorder = GestureRecorder(try PanelFixture.panel())
        recorder.send(.key(.home))
        recorder.send(.keyRelease(.home))
        recorder.send(.key(.home))
        recorder.send(.key(.down))
        recorder.send(.keyRelease(.down))
        #expect(recorder.gestures(of: first) == [.keys])
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
    }

    @Test("A typed value, a double click's reset and a value from an assistive technology are each one pair")
    func oneShotGestures() throws {
        var configuration = try PanelFixture.panel().controls[0].configuration
        configuration.defaultValue = 0.5
        let knob = try CircularModel(configuration, value: 0.25)
        var recorder = GestureRecorder(
            Panel(controls: [PanelControl(.single(knob), appearance: .ring(.move), label: .percentage)]))
        recorder.send(.press(PanelFixture.ring(0, 90), clickCount: 1))
        recorder.send(.release(PanelFixture.ring(0, 90)))
        recorder.send(.press(PanelFixture.ring(0, 90), clickCount: 2))
        recorder.send(.release(PanelFixture.ring(0, 180)))
        #expect(recorder.panel.controls[0].value(of: nil) == 0.5)
        recorder.record(Array(recorder.panel.setAccessibleValue(0.75, ofControl: 0)))
        recorder.send(.text("2"))
        recorder.send(.key(.enter))
        #expect(recorder.gestures(of: first) == [.drag, .reset, .accessibility, .typed])
        #expect(recorder.changes(of: first) == [.pointer, .accessibility, .typed])
        #expect(recorder.endings(of: first) == 4)
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
    }

    @Test("Values from the program make no gesture and end none")
    func programValues() throws {
        var recorder = GestureRecorder(try PanelFixture.panel())
        recorder.send(.key(.right))
        recorder.record(Array(recorder.panel.setValue(0.1, ofControl: 0)))
        recorder.record(Array(recorder.panel.setValue(0.9, ofControl: 1, animated: true, at: 0)))
        recorder.record(recorder.panel.advanceAnimations(to: 0.1))
        recorder.record(recorder.panel.advanceAnimations(to: 5))
        #expect(recorder.isUnderWay(first))
        #expect(recorder.gestures(of: second).isEmpty)
        #expect(recorder.changes(of: second).allSatisfy { $0 == .program })
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
    }

    @Test("Keys go to the control the mouse drags, inside its drag, whatever has the keyboard focus")
    func keysFollowTheDrag() throws {
        var recorder = GestureRecorder(try PanelFixture.panel())
        recorder.send(.press(PanelFixture.ring(1, 180)))
        recorder.record(Array(recorder.panel.focus(first)))
        recorder.send(.key(.right))
        recorder.send(.wheel(notches: 1))
        recorder.send(.release(PanelFixture.ring(1, 180)))
        #expect(recorder.gestures(of: second) == [.drag])
        #expect(recorder.changes(of: second) == [.key, .wheel])
        #expect(recorder.gestures(of: first).isEmpty)
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
    }

    @Test("Two fingers on two controls make two drags at once, each its own pair")
    func twoFingers() throws {
        var recorder = GestureRecorder(try PanelFixture.panel())
        recorder.send(.press(PanelFixture.ring(0, 90)), from: .touch(1))
        recorder.send(.press(PanelFixture.ring(1, 180)), from: .touch(2))
        recorder.send(.move(PanelFixture.ring(0, 100)), from: .touch(1))
        recorder.send(.move(PanelFixture.ring(1, 190)), from: .touch(2))
        recorder.send(.release(PanelFixture.ring(1, 190)), from: .touch(2))
        recorder.send(.release(PanelFixture.ring(0, 100)), from: .touch(1))
        #expect(recorder.gestures(of: first) == [.drag] && recorder.gestures(of: second) == [.drag])
        #expect(recorder.endings(of: first) == 1 && recorder.endings(of: second) == 1)
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
    }
}

@Suite("Modifiers mid-drag: the drag goes on from where it is, at the new rate")
struct ModifierMidDragTests {
    /// Drags control 0 (round from 90 degrees, or straight up in a vertical linear drag mode) through `path`, the
    /// pointer at sample `index` holding `held(index)`; where that changes, with `asEvent`, a `.modifiers` input comes
    /// first (and must move nothing). Returns the value after each move.
    func drag(_ path: [Double], held: (Int) -> Modifiers, asEvent: Bool, linear: Bool) throws -> [Double] {
        var configuration = try PanelFixture.panel().controls[0].configuration
        if linear { configuration.linearDrag = .vertical }
        var panel = Panel(controls: [
            PanelControl(.single(try CircularModel(configuration, value: 0.25)), appearance: .ring(.move))
        ])
        let point = { (index: Int) -> Point in
            linear ? Point(x: 100, y: 100 - path[index]) : PanelFixture.ring(0, path[index])
        }
        var values: [Double] = []
        _ = panel.handle(.press(point(0), modifiers: held(0)))
        for index in path.indices.dropFirst() {
            if asEvent, held(index) != held(index - 1) {
                let before = panel.controls[0].value(of: nil)
                #expect(panel.handle(.modifiers(held(index))).isEmpty)
                #expect(panel.controls[0].value(of: nil) == before, "the modifier alone moves nothing")
            }
            _ = panel.handle(.move(point(index), modifiers: held(index)))
            values.append(panel.controls[0].value(of: nil))
        }
        return values
    }

    @Test(
        "Shift (and Shift with Control) pressed or let go mid-drag never moves the value; each move after it changes the value as the same move of a drag that had those modifiers from the press"
    )
    func modifierChangeMidDrag() throws {
        let path = stride(from: 90.0, through: 150, by: 5).map { $0 }
        for linear in [false, true] {
            for modifiers: Modifiers in [.shift, [.shift, .control]] {
                let throughout = try drag(path, held: { _ in modifiers }, asEvent: false, linear: linear)
                let plain = try drag(path, held: { _ in [] }, asEvent: false, linear: linear)
                for asEvent in [true, false] {
                    // Pressed at sample 6, then let go at sample 10.
                    let held = { (index: Int) -> Modifiers in (6..<10).contains(index) ? modifiers : [] }
                    let values = try drag(path, held: held, asEvent: asEvent, linear: linear)
                    for index in 1..<values.count {
                        let step = values[index] - values[index - 1]
                        // values[i] is after the move to path[i + 1], made with held(i + 1).
                        let reference = held(index + 1).isEmpty ? plain : throughout
                        let expected = reference[index] - reference[index - 1]
                        #expect(
                            abs(step - expected) < 1e-12,
                            "\(modifiers) linear \(linear) event \(asEvent) move \(index): \(step) against \(expected)")
                    }
                }
            }
        }
    }
}
