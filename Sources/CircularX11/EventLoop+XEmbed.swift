internal import CX11
import CircularControl
import CircularHost

extension EventLoop {
    /// Handles the events that concern embedding, before the ordinary dispatch; returns true when the event was
    /// consumed here.
    ///
    /// - `_XEMBED` ClientMessages: an embedded notify records the embedder (and tells the client it is embedded);
    ///   focus in and out and window (de)activation set the focus shown by the client
    ///   (`WindowClient/focusChanged(to:)`) to "focused within the embedder and its top-level is active"; a focus
    ///   in with the detail first or last lands on the client's first or last control
    ///   (`WindowClient/focusEntered(moving:)`); other codes are ignored.
    /// - A press of button 1 while embedded and unfocused asks the embedder for the focus (XEMBED_REQUEST_FOCUS)
    ///   instead of taking it (the press itself still goes on to the ordinary dispatch).
    /// - ReparentNotify of our window: into another window while embedded, that window is the embedder; back to
    ///   the root (the embedder died and the server saved us), the loop ends.
    /// - DestroyNotify of our window while embedded (the embedder went and took us along): the loop ends.
    ///
    /// When the embedder goes away (either way above, or a BadWindow when we send it a message) one line says so on
    /// standard error and the loop ends with `HostExitReason/embedderGone`.
    ///
    /// Edge cases: events for other windows, and XEmbed messages for a top-level window other than an embedded
    /// notify, only update the record in ``X11Window/xembed``; ConfigureNotify from the embedder (a resize) is
    /// left to the ordinary dispatch, which lays the client out again.
    func handleEmbedding(_ event: inout XEvent) -> Bool {
        switch event.type {
        case ClientMessage:
            guard let message = window.xembedMessage(event.xclient) else { return false }
            let wasEmbedded = window.xembed.isEmbedded
            window.xembed.apply(message)
            guard window.xembed.isEmbedded else { return true }
            if !wasEmbedded { client.embeddingChanged(to: true) }
            if case .focusIn(let detail) = message {
                switch detail {
                case XEmbedMessage.FocusDetail.first: request(client.focusEntered(moving: .forward))
                case XEmbedMessage.FocusDetail.last: request(client.focusEntered(moving: .backward))
                default: break
                }
            }
            updateEmbeddedFocus()
            return true
        case ButtonPress:
            let button = event.xbutton
            if button.window == window.id, button.button == 1 { askEmbedderForFocus(time: button.time) }
            return false
        case ReparentNotify:
            let reparent = event.xreparent
            guard reparent.window == window.id, window.xembed.isEmbedded else { return false }
            if reparent.parent == connection.rootWindow {
                embedderWentAway("the window was handed back to the root window")
            } else {
                window.xembed.embedder = reparent.parent
            }
            return true
        case DestroyNotify:
            guard event.xdestroywindow.window == window.id, window.xembed.isEmbedded else { return false }
            window.isDestroyed = true
            embedderWentAway("the window was destroyed with it")
            return true
        default:
            return false
        }
    }

    /// Hands the keyboard focus to the embedder when the input just delivered took it out of the client's controls
    /// (Tab past the last one): XEMBED_FOCUS_NEXT, or XEMBED_FOCUS_PREV for Shift-Tab before the first. The
    /// embedder answers with XEMBED_FOCUS_OUT. A top-level window's client never hands the focus out (it wraps).
    func handFocusToEmbedder(time: Time) {
        guard window.xembed.isEmbedded, let direction = client.takeFocusExit() else { return }
        let message: XEmbedMessage = direction == .forward ? .focusNext : .focusPrevious
        if !window.sendToEmbedder(message, time: time) {
            embedderWentAway("handing it the focus failed with BadWindow")
        }
    }

    /// Shows the focus the XEmbed messages gave, when it differs from what the client was last told.
    private func updateEmbeddedFocus() {
        let focused = window.xembed.showsFocus
        guard focused != hasFocus else { return }
        hasFocus = focused
        request(client.focusChanged(to: focused))
    }

    /// Says on standard error that the embedder is gone, and ends the loop.
    private func embedderWentAway(_ how: String) {
        guard exitReason == nil else { return }
        let embedder = window.xembed.embedder.map { "0x" + String($0, radix: 16) } ?? "?"
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "circular"
        X11ErrorHandlers.writeToStandardError(
            "\(program): the window it was embedded in (\(embedder)) went away (\(how)); closing\n")
        finish(.embedderGone)
    }

    /// A primary button press on an embedded window without the focus: asks the embedder for it (XEMBED_REQUEST_FOCUS)
    /// instead of taking it. Does nothing on a window that is not embedded or has the focus.
    func askEmbedderForFocus(time: Time) {
        guard window.xembed.isEmbedded, !hasFocus else { return }
        if !window.sendToEmbedder(.requestFocus, time: time) {
            embedderWentAway("asking it for the focus failed with BadWindow")
        }
    }
}
