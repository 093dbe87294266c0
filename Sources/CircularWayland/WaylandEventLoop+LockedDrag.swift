import CircularControl
import CircularHost

// The linear mouse drag kept in place, the Wayland way: where the X11 host warps the pointer back after each move,
// this host has the compositor lock the pointer (pointer constraints) and reads its travel (relative pointer).

extension WaylandEventLoop {
    /// Starts or ends the locked drag after `input` from `source` was handed to the client: a mouse press that began
    /// a linear drag kept in place (`WindowClient/linearMouseDragKnob` and `WindowClient/keptMouse` not nil) asks
    /// for the pointer's lock and hides the cursor; once the client's drag is over (released, or cancelled with
    /// Escape) the lock is let go with the knob as the position hint, so that the compositor puts the pointer on the
    /// knob as the drag left it (`WindowClient/lastLinearMouseDragKnob`; after a cancel, where the restored value put
    /// it), and the cursor is shown there.
    ///
    /// Edge cases: fingers never start one; nor does a press while one is under way; a compositor without pointer
    /// constraints or relative pointer gets no lock: the drag then follows the pointer's positions, cursor shown,
    /// as far as the screen lets it go.
    func followLinearDrag(after input: InputEvent, from source: Pointer) {
        if keepsMouse {
            guard client.linearMouseDragKnob == nil else { return }
            endLockedDrag(showingAt: client.lastLinearMouseDragKnob)
            return
        }
        guard source == .mouse, case .press = input, client.linearMouseDragKnob != nil, client.keptMouse != nil,
            seat.lockPointer()
        else { return }
        keepsMouse = true
        seat.show(.hidden, scale: scale)
    }

    /// The mouse's `input` as the client sees it during a kept drag, with the pointer position to record; nil for
    /// nothing to deliver. Outside one it is as given. During one, presses and releases are at the kept pointer;
    /// motion before the lock took effect moves the kept pointer by the real pointer's travel, and motion once it
    /// has (the compositor's own, when the lock began or ended) only says where the real pointer is: the relative
    /// motion counts the travel then (``lockedTravel(_:)``), so no pixel counts twice.
    func keptInput(_ input: InputEvent) -> (event: InputEvent, pointer: Point)? {
        guard keepsMouse, var kept = client.keptMouse else { return (input, translator.pointer) }
        defer { client.keptMouse = kept }
        switch input {
        case .move(let real, let modifiers):
            guard !pointerLocked else {
                kept.observe(real)
                return nil
            }
            guard let virtual = kept.move(to: real) else { return nil }
            return (.move(virtual, modifiers: modifiers), virtual)
        case .press(_, let modifiers, let clickCount):
            return (.press(kept.point, modifiers: modifiers, clickCount: clickCount), kept.point)
        case .release(_, let modifiers):
            return (.release(kept.point, modifiers: modifiers), kept.point)
        default:
            return (input, kept.point)
        }
    }

    /// The kept pointer moved by `travel`, the locked pointer's relative motion in logical pixels; nil when there is
    /// nothing to deliver (no locked drag under way, or no travel).
    func lockedTravel(_ travel: Point) -> Point? {
        guard keepsMouse, pointerLocked, var kept = client.keptMouse, let virtual = kept.move(by: travel) else {
            return nil
        }
        client.keptMouse = kept
        return virtual
    }

    /// The lock took effect or ended. One the compositor broke while the drag goes on (the window lost the pointer)
    /// leaves the drag following the pointer's positions, with the cursor shown.
    func followLock(_ locked: Bool) {
        guard keepsMouse else { return }
        pointerLocked = locked
        if !locked { showCursorForPointer() }
    }

    /// Ends a locked drag: lets go of the lock with `knob` (nil: none) as the position hint, records that the pointer
    /// is there, and shows the cursor it asks for. Called when the drag ends.
    func endLockedDrag(showingAt knob: Point?) {
        keepsMouse = false
        pointerLocked = false
        seat.unlockPointer(hint: knob)
        if let knob { translator.pointerPlaced(at: knob) }
        showCursorForPointer()
    }
}
