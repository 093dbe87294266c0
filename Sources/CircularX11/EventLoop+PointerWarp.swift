import CircularControl

extension EventLoop {
    /// Starts or ends keeping the pointer in place after `input` from `source` was delivered: a mouse press that
    /// began a linear drag (``WindowClient/linearMouseDragKnob`` not nil) hides the cursor; once the client's drag is
    /// over (released, cancelled with Escape) the pointer is warped to the knob, while still hidden, and the cursor
    /// shown there.
    ///
    /// Edge cases: fingers (XInput2 touch ids) never start one, though without XInput2 a touch screen's emulated
    /// pointer is the mouse; a press while one is under way changes nothing; the knob's place is taken after every
    /// input during the drag, so a drag cancelled with Escape shows the cursor where the knob was before the cancel
    /// moved it back.
    func followLinearDrag(after input: InputEvent, from source: Pointer) {
        if pointerWarp != nil {
            if let knob = client.linearMouseDragKnob {
                warpKnob = knob
            } else {
                endPointerWarp(showingAt: warpKnob)
            }
            return
        }
        guard source == .mouse, case .press(let point, _, _) = input, let knob = client.linearMouseDragKnob else {
            return
        }
        window.setCursorHidden(true)
        pointerWarp = PointerWarp(pressedAt: point)
        warpKnob = knob
    }

    /// The mouse's `input`, from an event at the real pointer position `point` with `serial`, as the client sees it,
    /// with the pointer position to record; nil for nothing to deliver. Outside a kept-in-place drag both are as
    /// given. During one, presses, moves and releases are at the virtual pointer (`PointerWarp`), the pointer is
    /// warped back to the anchor after a move, and a move that did not move (the warp's own) gives nil; other input
    /// is kept, at the virtual pointer.
    func mouseInput(_ input: InputEvent, at point: Point, serial: UInt) -> (event: InputEvent, point: Point)? {
        guard var warp = pointerWarp else { return (input, point) }
        defer { pointerWarp = warp }
        switch input {
        case .move(_, let modifiers):
            guard let virtual = warp.motion(to: point, serial: serial) else { return nil }
            if warp.needsWarp, let warpSerial = window.warpPointer(to: warp.anchor) { warp.warped(serial: warpSerial) }
            return (.move(virtual, modifiers: modifiers), virtual)
        case .press(_, let modifiers, let clickCount):
            _ = warp.motion(to: point, serial: serial)
            return (.press(warp.virtualPoint, modifiers: modifiers, clickCount: clickCount), warp.virtualPoint)
        case .release(_, let modifiers):
            _ = warp.motion(to: point, serial: serial)
            return (.release(warp.virtualPoint, modifiers: modifiers), warp.virtualPoint)
        default:
            return (input, warp.virtualPoint)
        }
    }

    /// Ends a kept-in-place drag: warps the pointer to `knob` (nil: leaves it at the anchor) while the cursor is still
    /// hidden, then shows it. Called when the drag ends and when the window goes away.
    ///
    /// Edge cases: does nothing without one under way; a destroyed window is not warped to (the server already
    /// dropped its cursor).
    func endPointerWarp(showingAt knob: Point?) {
        guard pointerWarp != nil else { return }
        pointerWarp = nil
        warpKnob = nil
        if let knob {
            _ = window.warpPointer(to: knob)
            updatePointer(knob)
        }
        window.setCursorHidden(false)
    }
}
