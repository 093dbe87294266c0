import CircularControl
import CircularHost

extension EventLoop {
    /// Starts or ends keeping the pointer in place after `input` from `source` was delivered (`master`: the XInput2
    /// master pointer it came from, nil for core events): a mouse press that began a linear drag
    /// (`WindowClient/linearMouseDragKnob` not nil) hides the cursor and, with XInput2, selects the raw motion of
    /// the master's relative devices (`XInput2+RawMotion.swift`); once the client's drag is over (released, cancelled
    /// with Escape) the raw motion is deselected and the pointer warped, while still hidden, to the knob as it is
    /// after that input (`WindowClient/lastLinearMouseDragKnob`: after a cancel, where the restored value put it),
    /// and the cursor shown there.
    ///
    /// Edge cases: fingers (XInput2 touch ids) never start one, though without XInput2 a touch screen's emulated
    /// pointer is the mouse; nor does a press of a device that positions the pointer absolutely (`device`, the
    /// XInput2 slave device: a tablet's pen, ``XInput2/positionsAbsolutely(_:)``), whose drag follows its positions
    /// with the cursor shown; a press while one is under way changes nothing; a client without
    /// `WindowClient/lastLinearMouseDragKnob` has the cursor shown where its knob was after the last input during the
    /// drag.
    func followLinearDrag(after input: InputEvent, from source: Pointer, master: Int32?, device: Int32? = nil) {
        if var warp = pointerWarp {
            guard let knob = client.linearMouseDragKnob else {
                endPointerWarp(showingAt: client.lastLinearMouseDragKnob ?? warpKnob)
                return
            }
            warpKnob = knob
            if source == .mouse, let modifiers = Self.modifiers(of: input), modifiers != warp.modifiers {
                warp.modifiers = modifiers
                pointerWarp = warp
            }
            return
        }
        guard source == .mouse, case .press(_, let modifiers, _) = input,
            let knob = client.linearMouseDragKnob, client.keptMouse != nil,
            !(device.map { xinput?.positionsAbsolutely($0) ?? false } ?? false)
        else { return }
        window.setCursorHidden(true)
        pointerWarp = PointerWarp(modifiers: modifiers)
        warpKnob = knob
        if let master { xinput?.selectRawMotion(of: master, root: connection.rootWindow) }
    }

    /// The mouse's `input`, from an event at the real pointer position `point` with `serial` (`device`: the XInput2
    /// slave device that made it, nil for core events), as the client sees it, with the pointer position to record;
    /// nil for nothing to deliver. Outside a kept-in-place drag both are as given. During one, presses, moves and
    /// releases are at the client's virtual pointer (`WindowClient/keptMouse`, moved through `PointerWarp`), the
    /// pointer is warped back to the anchor after a move, and a move that adds no travel gives nil: the warp's own, and
    /// every move of a device whose raw motion counts the travel (``followRawTravel(_:)`` delivered it); other input
    /// is kept, at the virtual pointer.
    func mouseInput(_ input: InputEvent, at point: Point, serial: UInt, device: Int32? = nil)
        -> (event: InputEvent, point: Point)?
    {
        guard var warp = pointerWarp, var kept = client.keptMouse else { return (input, point) }
        defer {
            pointerWarp = warp
            client.keptMouse = kept
        }
        let rawCounts = device.map { xinput?.rawMotion?.countsTravel(of: $0, serial: serial) ?? false } ?? false
        /// Takes the real position, counting its travel unless raw motion counted it.
        func track() -> Point? {
            guard rawCounts else { return warp.motion(to: point, serial: serial, moving: &kept) }
            warp.observe(point, serial: serial, moving: &kept)
            return nil
        }
        switch input {
        case .move(_, let modifiers):
            let virtual = track()
            if warp.needsWarp(kept), let warpSerial = window.warpPointer(to: translator.windowPosition(of: kept.anchor))
            {
                warp.warped(serial: warpSerial)
            }
            guard let virtual else { return nil }
            return (.move(virtual, modifiers: modifiers), virtual)
        case .press(_, let modifiers, let clickCount):
            _ = track()
            return (.press(kept.point, modifiers: modifiers, clickCount: clickCount), kept.point)
        case .release(_, let modifiers):
            _ = track()
            return (.release(kept.point, modifiers: modifiers), kept.point)
        default:
            return (input, kept.point)
        }
    }

    /// Moves the virtual pointer of the kept-in-place drag by `travel`, the relative motion of a raw event
    /// (``XInput2/rawTravel(_:)``), and delivers the move, with the modifiers last held.
    ///
    /// Edge cases: does nothing without a drag under way or for no travel.
    func followRawTravel(_ travel: Point) {
        guard let warp = pointerWarp, var kept = client.keptMouse, let virtual = kept.move(by: travel) else { return }
        client.keptMouse = kept
        updatePointer(virtual)
        deliver(.move(virtual, modifiers: warp.modifiers))
    }

    /// Ends a kept-in-place drag: deselects its raw motion, warps the pointer to `knob` (nil: leaves it at the anchor)
    /// while the cursor is still hidden, then shows it. Called when the drag ends and when the window goes away.
    ///
    /// Edge cases: does nothing without one under way; a destroyed window is not warped to (the server already
    /// dropped its cursor).
    func endPointerWarp(showingAt knob: Point?) {
        guard pointerWarp != nil else { return }
        pointerWarp = nil
        warpKnob = nil
        xinput?.deselectRawMotion(root: connection.rootWindow)
        if let knob {
            _ = window.warpPointer(to: translator.windowPosition(of: knob))
            updatePointer(knob)
        }
        window.setCursorHidden(false)
    }

    /// The modifiers `input` says are held; nil for input that says nothing of them (typed text).
    private static func modifiers(of input: InputEvent) -> Modifiers? {
        switch input {
        case .press(_, let modifiers, _), .move(_, let modifiers), .release(_, let modifiers),
            .modifiers(let modifiers),
            .key(_, let modifiers), .wheel(_, let modifiers):
            return modifiers
        case .text, .keyRelease:
            return nil
        }
    }
}
