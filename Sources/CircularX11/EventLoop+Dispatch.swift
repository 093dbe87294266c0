internal import CX11
import CircularControl
import CircularHost
import CircularRender

extension EventLoop {
    /// Acts on one X event: input goes to the client through the translator, Expose is repaired from the kept
    /// frame, a size change grows the buffers, protocol messages close or answer pings.
    ///
    /// Edge cases: events for other windows are ignored; Expose rectangles accumulate into one repair.
    func dispatch(_ event: inout XEvent) {
        dpiWatch.note(event)  // the DPI's sources changing; followed once the queue is drained
        if handleEmbedding(&event) { return }  // XEmbed messages, and the embedder going away
        switch event.type {
        case Expose:
            let expose = event.xexpose
            guard expose.window == window.id else { return }
            requestRepair(
                PixelRect(x: Int(expose.x), y: Int(expose.y), width: Int(expose.width), height: Int(expose.height)))
        case ConfigureNotify:
            let configure = event.xconfigure
            guard configure.window == window.id else { return }
            resize(to: PixelSize(width: Int(configure.width), height: Int(configure.height)))
        case MapNotify:
            if event.xmap.window == window.id { isMapped = true }
        case UnmapNotify:
            if event.xunmap.window == window.id { isMapped = false }
        case DestroyNotify:
            if event.xdestroywindow.window == window.id {
                window.isDestroyed = true
                endPointerWarp(showingAt: nil)
                finish(.windowDestroyed)
            }
        case ClientMessage:
            if window.handleClientMessage(event.xclient) == .close { finish(.closeRequested) }
        case ButtonPress, ButtonRelease:
            let button = event.xbutton
            guard button.window == window.id else { return }
            let real = translator.point(x: Double(button.x), y: Double(button.y))
            if event.type == ButtonPress, button.button == 1, !hasFocus { window.takeFocus(time: button.time) }
            let input = translator.button(
                button.button, pressed: event.type == ButtonPress, at: real, state: button.state, time: button.time)
            guard let input, let (translated, point) = mouseInput(input, at: real, serial: button.serial) else {
                if pointerWarp == nil { updatePointer(real) }
                return
            }
            updatePointer(point)
            deliver(translated)
        case MotionNotify:
            let motion = event.xmotion
            pointerMoved(in: motion.window, x: motion.x, y: motion.y, state: motion.state, serial: motion.serial)
        case EnterNotify:
            let crossing = event.xcrossing
            pointerMoved(
                in: crossing.window, x: crossing.x, y: crossing.y, state: crossing.state, serial: crossing.serial)
        case KeyPress, KeyRelease:
            guard event.xkey.window == window.id else { return }
            let keysym = Xlib.XLookupKeysym(&event.xkey, 0)
            let state = event.xkey.state
            let pressed = event.type == KeyPress
            if pressed, options.quitsOnQ, InputTranslator.isQuitKey(keysym, state: state) {
                finish(.quitKey)
                return
            }
            if let input = translator.key(keysym, pressed: pressed, state: state, typed: typedText(&event.xkey)) {
                deliver(input)
                handFocusToEmbedder(time: event.xkey.time)
            }
        case FocusIn, FocusOut:
            let focus = event.xfocus
            guard focus.window == window.id, focus.detail != NotifyPointer else { return }
            let focused = event.type == FocusIn
            guard focused != hasFocus else { return }
            hasFocus = focused
            request(client.focusChanged(to: focused))
        case MappingNotify:
            _ = Xlib.XRefreshKeyboardMapping(&event.xmapping)
        case GenericEvent:
            dispatchXInput2(&event)
        default:
            break
        }
    }

    /// The core pointer moved to (`x`, `y`) of `eventWindow` (a motion, or the pointer entering) with `state` held, in
    /// an event with `serial`: a move for the client, through a kept-in-place drag's virtual pointer when one is under
    /// way. Events of other windows are ignored.
    private func pointerMoved(in eventWindow: Window, x: Int32, y: Int32, state: UInt32, serial: UInt) {
        guard eventWindow == window.id else { return }
        let real = translator.point(x: Double(x), y: Double(y))
        let input = translator.motion(to: real, state: state)
        guard let (translated, point) = mouseInput(input, at: real, serial: serial) else { return }
        updatePointer(point)
        deliver(translated)
    }

    /// The text a key press typed (XLookupString, Latin-1, with the Shift and Lock state applied); "" for none.
    private func typedText(_ key: inout XKeyEvent) -> String {
        guard key.type == KeyPress else { return "" }
        var bytes = [CChar](repeating: 0, count: 32)
        let count = Xlib.XLookupString(&key, &bytes, Int32(bytes.count), nil, nil)
        guard count > 0 else { return "" }
        var text = ""
        for byte in bytes.prefix(Int(min(count, 32))) {
            text.unicodeScalars.append(Unicode.Scalar(UInt8(bitPattern: byte)))
        }
        return text
    }

    /// Acts on one XInput2 event (smooth scrolling, touch, the pointer while XInput2 serves it, and the raw motion of
    /// a linear mouse drag).
    private func dispatchXInput2(_ event: inout XEvent) {
        guard var xinput, event.xcookie.extension == xinput.opcode, let display = connection.pointer,
            Xlib.XGetEventData(display, &event.xcookie) != 0
        else { return }
        let cookie = event.xcookie
        defer { Xlib.XFreeEventData(display, &event.xcookie) }
        if cookie.evtype == XI_RawMotion {
            if let travel = xinput.rawTravel(cookie) { followRawTravel(translator.point(x: travel.x, y: travel.y)) }
            return
        }
        let inputs = xinput.translate(cookie, window: window.id, translator: &translator)
        self.xinput = xinput
        for var input in inputs {
            if input.pointer == .mouse, let real = input.point {
                guard
                    let (translated, point) = mouseInput(
                        input.event, at: real, serial: cookie.serial, device: input.source)
                else { continue }
                input.event = translated
                updatePointer(point)
            }
            if case .press = input.event, input.pointer == .mouse, !hasFocus {
                askEmbedderForFocus(time: xinput.lastEventTime)
                window.takeFocus(time: xinput.lastEventTime)
            }
            deliver(input.event, from: input.pointer, master: input.master, device: input.source)
        }
    }

    /// Hands `input` from `source` to the client (`master` and `device`: the XInput2 master pointer and slave device
    /// it came from, nil for core events and keys), with the time it is handed over on the host's monotonic clock
    /// (the clock of `WindowClient/gestureDeadline`), then starts or ends keeping the pointer in place.
    func deliver(_ input: InputEvent, from source: Pointer = .mouse, master: Int32? = nil, device: Int32? = nil) {
        inputCount += 1
        request(client.handle(input, from: source, pointer: pointer, time: MonotonicClock.now))
        followLinearDrag(after: input, from: source, master: master, device: device)
    }
}
