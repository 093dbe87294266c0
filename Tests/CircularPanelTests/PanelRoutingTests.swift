import CircularControl
import Testing

@testable import CircularPanel

@Suite("The panel routes input to its controls")
struct PanelRoutingTests {
    @Test("A press goes to the control under the pointer, which keeps every move until the release")
    func dragOwnership() throws {
        var panel = try PanelFixture.panel()
        let began = panel.handle(.press(PanelFixture.ring(1, 180)))
        #expect(Array(began) == [PanelEvent(knob: PanelKnob(control: 1), event: .began(.drag))])
        #expect(panel.dragOwners == [.mouse: 1])
        // A move over another control still drives the one dragged.
        _ = panel.handle(.move(PanelFixture.ring(1, 225)))
        let moved = panel.handle(.move(PanelFixture.ring(0, 0)))
        #expect(moved.allSatisfy { $0.knob.control == 1 })
        #expect(PanelFixture.value(panel, 0) == 0.25)
        let ended = panel.handle(.release(PanelFixture.ring(1, 270)))
        #expect(ended.last == PanelEvent(knob: PanelKnob(control: 1), event: .ended(.committed)))
        #expect(panel.dragOwners.isEmpty)
        #expect(PanelFixture.value(panel, 1) > 0.5)
    }

    @Test("A press on the background or inside a ring starts nothing and keeps the focus")
    func pressOnNothing() throws {
        var panel = try PanelFixture.panel()
        panel.focus(PanelKnob(control: 1))
        #expect(panel.handle(.press(Point(x: 300, y: 300))).isEmpty)
        #expect(panel.handle(.press(PanelFixture.centers[0])).isEmpty)
        #expect(panel.dragOwners.isEmpty)
        #expect(panel.focusedKnob == PanelKnob(control: 1))
    }

    @Test("Two fingers drag two controls at once; a second finger on a control already dragged is ignored")
    func oneDragPerPointer() throws {
        var panel = try PanelFixture.panel()
        _ = panel.handle(.press(PanelFixture.ring(0, 90)), from: .touch(7))
        _ = panel.handle(.press(PanelFixture.ring(1, 180)), from: .touch(9))
        #expect(panel.dragOwners == [.touch(7): 0, .touch(9): 1])
        #expect(panel.handle(.press(PanelFixture.ring(0, 90)), from: .touch(11)).isEmpty)
        _ = panel.handle(.move(PanelFixture.ring(0, 126)), from: .touch(7))
        _ = panel.handle(.move(PanelFixture.ring(1, 162)), from: .touch(9))
        #expect(abs(PanelFixture.value(panel, 0) - 0.35) < 1e-9)
        #expect(abs(PanelFixture.value(panel, 1) - 0.45) < 1e-9)
        // One finger lifting ends only its own drag.
        let ended = panel.handle(.release(PanelFixture.ring(0, 126)), from: .touch(7))
        #expect(ended.last == PanelEvent(knob: PanelKnob(control: 0), event: .ended(.committed)))
        #expect(panel.dragOwners == [.touch(9): 1])
    }

    @Test("Two fingers drag a range's two knobs at once, each held by the other; a third finger is ignored")
    func twoFingersOnARange() throws {
        var panel = try PanelFixture.panel()
        // The range (control 2) runs from 0.2 (72 degrees) to 0.6 (216 degrees).
        _ = panel.handle(.press(PanelFixture.ring(2, 72)), from: .touch(1))
        let second = panel.handle(.press(PanelFixture.ring(2, 216)), from: .touch(2))
        #expect(Array(second) == [PanelEvent(knob: PanelKnob(control: 2, knob: .end), event: .began(.drag))])
        #expect(panel.dragOwners == [.touch(1): 2, .touch(2): 2])
        #expect(panel.draggedKnob(by: .touch(1)) == PanelKnob(control: 2, knob: .start))
        #expect(panel.draggedKnob(by: .touch(2)) == PanelKnob(control: 2, knob: .end))
        #expect(panel.handle(.press(PanelFixture.ring(2, 144)), from: .touch(3)).isEmpty)
        let startMoved = panel.handle(.move(PanelFixture.ring(2, 36)), from: .touch(1))
        let endMoved = panel.handle(.move(PanelFixture.ring(2, 252)), from: .touch(2))
        #expect(Array(startMoved) == [PanelEvent(knob: PanelKnob(control: 2, knob: .start), event: .changed(.pointer))])
        #expect(Array(endMoved) == [PanelEvent(knob: PanelKnob(control: 2, knob: .end), event: .changed(.pointer))])
        #expect(abs(panel.controls[2].value(of: .start) - 0.1) < 1e-9)
        #expect(abs(panel.controls[2].value(of: .end) - 0.7) < 1e-9)
        // The end knob pushed down into the start knob is held there; the start finger then moves away first.
        _ = panel.handle(.move(PanelFixture.ring(2, 90)), from: .touch(2))
        _ = panel.handle(.move(PanelFixture.ring(2, 0)), from: .touch(2))
        #expect(abs(panel.controls[2].value(of: .end) - 0.1) < 1e-9)
        _ = panel.handle(.move(PanelFixture.ring(2, 18)), from: .touch(1))
        #expect(abs(panel.controls[2].value(of: .start) - 0.05) < 1e-9)
        #expect(panel.controls[2].rangeModelViolations.isEmpty)
        let lifted = panel.handle(.release(PanelFixture.ring(2, 18)), from: .touch(1))
        #expect(lifted.last == PanelEvent(knob: PanelKnob(control: 2, knob: .start), event: .ended(.committed)))
        #expect(panel.dragOwners == [.touch(2): 2])
        // The end knob's finger carries on from where its knob is: no jump.
        _ = panel.handle(.move(PanelFixture.ring(2, 9)), from: .touch(2))
        #expect(abs(panel.controls[2].value(of: .end) - 0.125) < 1e-9)
    }

    @Test("A lifted finger leaves nothing behind, however many ids come and go")
    func fingersLeaveNoState() throws {
        var panel = try PanelFixture.panel()
        for id in 0..<1000 {
            _ = panel.handle(.press(PanelFixture.ring(0, 90)), from: .touch(id))
            _ = panel.handle(.move(PanelFixture.ring(0, 91)), from: .touch(id))
            _ = panel.handle(.release(PanelFixture.ring(0, 91)), from: .touch(id))
        }
        #expect(panel.dragOwners.isEmpty)
        #expect(panel.lastPositions.isEmpty)
    }

    @Test("Keys go to the dragged control, else to the focused one; Escape lets go of the drag")
    func keys() throws {
        var panel = try PanelFixture.panel()
        _ = panel.handle(.key(.right))
        #expect(abs(PanelFixture.value(panel, 0) - 0.26) < 1e-12)
        _ = panel.handle(.press(PanelFixture.ring(1, 180)))
        _ = panel.handle(.move(PanelFixture.ring(1, 216)))
        let cancelled = panel.handle(.key(.escape))
        #expect(cancelled.last == PanelEvent(knob: PanelKnob(control: 1), event: .ended(.cancelled)))
        #expect(PanelFixture.value(panel, 1) == 0.5)
        #expect(panel.dragOwners.isEmpty)
        // The press focused control 1.
        _ = panel.handle(.key(.left))
        #expect(abs(PanelFixture.value(panel, 1) - 0.49) < 1e-12)
        #expect(abs(PanelFixture.value(panel, 0) - 0.26) < 1e-12)
    }

    @Test("The wheel turns the control under the mouse and focuses it, else the focused one")
    func wheel() throws {
        var panel = try PanelFixture.panel()
        _ = panel.handle(.move(PanelFixture.ring(1, 90)))
        let turned = panel.handle(.wheel(notches: 1))
        let knob = PanelKnob(control: 1)
        #expect(
            Array(turned)
                == [.began(.wheel), .changed(.wheel), .ended(.committed)].map { PanelEvent(knob: knob, event: $0) })
        #expect(panel.focusedKnob == PanelKnob(control: 1))
        // Away from every control: the focused one.
        _ = panel.handle(.wheel(notches: -1), at: Point(x: 300, y: 400))
        #expect(PanelFixture.value(panel, 1) == 0.5)
        #expect(PanelFixture.value(panel, 0) == 0.25)
    }

    @Test("A range's events name the knob they concern")
    func rangeEvents() throws {
        var panel = try PanelFixture.panel()
        // The end knob sits at 0.6 of the turn, 216 degrees.
        let began = panel.handle(.press(PanelFixture.ring(2, 216)))
        #expect(Array(began) == [PanelEvent(knob: PanelKnob(control: 2, knob: .end), event: .began(.drag))])
        #expect(panel.draggedKnob(by: .mouse) == PanelKnob(control: 2, knob: .end))
        #expect(panel.focusedKnob == PanelKnob(control: 2, knob: .end))
        let moved = panel.handle(.move(PanelFixture.ring(2, 252)))
        #expect(Array(moved) == [PanelEvent(knob: PanelKnob(control: 2, knob: .end), event: .changed(.pointer))])
    }

    @Test("The mouse hovers the knob under it only while it drags nothing")
    func hover() throws {
        var panel = try PanelFixture.panel()
        _ = panel.handle(.move(PanelFixture.ring(0, 90)))
        #expect(panel.hoveredKnob == PanelKnob(control: 0))
        _ = panel.handle(.move(PanelFixture.ring(0, 200)))
        #expect(panel.hoveredKnob == nil)
        _ = panel.handle(.move(PanelFixture.ring(2, 72)))
        #expect(panel.hoveredKnob == PanelKnob(control: 2, knob: .start))
        _ = panel.handle(.press(PanelFixture.ring(2, 72)))
        #expect(panel.hoveredKnob == nil)
        _ = panel.handle(.move(PanelFixture.ring(2, 80)))
        #expect(panel.hoveredKnob == nil)
        _ = panel.handle(.release(PanelFixture.ring(2, 80)))
        #expect(panel.hoveredKnob == PanelKnob(control: 2, knob: .start))
        panel.pointerLeft()
        #expect(panel.hoveredKnob == nil)
    }

    @Test("A linear-drag control is grabbed inside its ring, and anywhere no other control is")
    func linearDragAnywhere() throws {
        var linear = Configuration(geometry: PanelFixture.geometry(1), linearDrag: .vertical)
        linear.min = 0
        let base = try PanelFixture.panel()
        var panel = Panel(controls: [
            base.controls[0],
            PanelControl(.single(try CircularModel(linear, value: 0.5)), appearance: .ring(.move)),
        ])
        // Inside its ring, and on the background far from both.
        #expect(panel.control(at: PanelFixture.centers[1]) == 1)
        #expect(panel.control(at: Point(x: 200, y: 400)) == 1)
        // The other control's knob and track stay its own.
        #expect(panel.control(at: PanelFixture.ring(0, 90)) == 0)
        _ = panel.handle(.press(Point(x: 200, y: 400)))
        _ = panel.handle(.move(Point(x: 200, y: 375)))
        #expect(abs(PanelFixture.value(panel, 1) - 0.6) < 1e-9)
    }

    @Test("Non-finite input and an empty panel change nothing")
    func badInput() throws {
        var panel = try PanelFixture.panel()
        let before = panel.controls
        #expect(panel.handle(.press(Point(x: .nan, y: 100))).isEmpty)
        #expect(panel.handle(.wheel(notches: .infinity)).isEmpty)
        #expect(panel.controls == before)
        var empty = Panel(controls: [])
        #expect(empty.handle(.key(.right)).isEmpty)
        #expect(empty.handle(.wheel(notches: 1)).isEmpty)
        #expect(empty.moveFocus(.forward).isEmpty)
        #expect(empty.focusedKnob == nil)
    }
}

@Suite("Where the knob of the mouse's linear drag is")
struct PanelLinearDragKnobTests {
    static func linearPanel() throws -> Panel {
        var configuration = Configuration(geometry: PanelFixture.geometry(0), linearDrag: .vertical)
        configuration.linearDragDistance = 100
        let model = try CircularModel(configuration, value: 0.25)
        return Panel(controls: [PanelControl(.single(model), appearance: .ring(.move))])
    }

    @Test("Known while the mouse drags linearly, following the knob; gone on release and on Escape")
    func mouseDrag() throws {
        var panel = try Self.linearPanel()
        #expect(panel.linearMouseDragKnob == nil)
        _ = panel.handle(.press(Point(x: 100, y: 150)))
        let pressed = try #require(panel.linearMouseDragKnob)
        #expect(abs(pressed.x - 180) < 1e-9 && abs(pressed.y - 100) < 1e-9)
        // 25 px up is a quarter sweep: the knob goes to 6 o'clock.
        _ = panel.handle(.move(Point(x: 100, y: 125)))
        let moved = try #require(panel.linearMouseDragKnob)
        #expect(abs(moved.x - 100) < 1e-9 && abs(moved.y - 180) < 1e-9)
        _ = panel.handle(.release(Point(x: 100, y: 125)))
        #expect(panel.linearMouseDragKnob == nil)
        _ = panel.handle(.press(Point(x: 100, y: 150)))
        #expect(panel.linearMouseDragKnob != nil)
        _ = panel.handle(.key(.escape))
        #expect(panel.linearMouseDragKnob == nil)
    }

    @Test("The last linear drag's knob: where the release left it, where Escape put it back; a finger's drag is none")
    func lastKnob() throws {
        var panel = try Self.linearPanel()
        #expect(panel.lastLinearMouseDragKnob == nil)
        _ = panel.handle(.press(Point(x: 100, y: 150)))
        #expect(panel.lastLinearMouseDragKnob == panel.linearMouseDragKnob)
        // 25 px up, then the release 25 px further: the knob ends at 9 o'clock.
        _ = panel.handle(.move(Point(x: 100, y: 125)))
        _ = panel.handle(.release(Point(x: 100, y: 100)))
        let released = try #require(panel.lastLinearMouseDragKnob)
        #expect(abs(released.x - 20) < 1e-9 && abs(released.y - 100) < 1e-9, "\(released)")
        // Escape after 25 px up: back at 9 o'clock, not at 12 where the drag had taken it.
        _ = panel.handle(.press(Point(x: 100, y: 150)))
        _ = panel.handle(.move(Point(x: 100, y: 125)))
        let during = try #require(panel.lastLinearMouseDragKnob)
        #expect(abs(during.x - 100) < 1e-9 && abs(during.y - 20) < 1e-9, "\(during)")
        _ = panel.handle(.key(.escape))
        #expect(panel.linearMouseDragKnob == nil)
        let cancelled = try #require(panel.lastLinearMouseDragKnob)
        #expect(abs(cancelled.x - 20) < 1e-9 && abs(cancelled.y - 100) < 1e-9, "\(cancelled)")
        // A finger's linear drag is no mouse drag.
        _ = panel.handle(.release(Point(x: 100, y: 125)))
        _ = panel.handle(.press(Point(x: 100, y: 150)), from: .touch(1))
        _ = panel.handle(.move(Point(x: 100, y: 140)), from: .touch(1))
        let afterFinger = try #require(panel.lastLinearMouseDragKnob)
        #expect(panel.draggedKnob(by: .touch(1)) != nil)
        #expect(abs(afterFinger.x - 20) > 1, "the knob moved with the finger: \(afterFinger)")
        #expect(panel.linearMouseDragKnob == nil)
    }

    @Test("Nil for a finger's linear drag and for a mouse dragging round")
    func notLinearOrNotMouse() throws {
        var linear = try Self.linearPanel()
        _ = linear.handle(.press(Point(x: 100, y: 150)), from: .touch(3))
        #expect(linear.draggedKnob(by: .touch(3)) != nil)
        #expect(linear.linearMouseDragKnob == nil)
        var round = try PanelFixture.panel()
        _ = round.handle(.press(PanelFixture.ring(1, 180)))
        #expect(round.dragOwners == [.mouse: 1])
        #expect(round.linearMouseDragKnob == nil)
    }
}
