internal import CX11

extension X11Window {
    /// What a ClientMessage from the window manager asked for.
    enum ManagerRequest: Equatable {
        /// WM_DELETE_WINDOW: the user closed the window.
        case close
        /// _NET_WM_PING, already answered.
        case pingAnswered
        /// Not a protocol message for this window.
        case none
    }

    /// Handles a ClientMessage: answers _NET_WM_PING by sending it back to the root window, and reports
    /// WM_DELETE_WINDOW.
    ///
    /// Edge cases: messages of another type, another format or for another window are ``ManagerRequest/none``.
    func handleClientMessage(_ message: XClientMessageEvent) -> ManagerRequest {
        guard message.message_type == atoms.wmProtocols, message.format == 32, message.window == id else {
            return .none
        }
        let requested = Atom(UInt(bitPattern: message.data.l.0))
        if requested == atoms.wmDeleteWindow { return .close }
        if requested == atoms.netWMPing, let display = connection.pointer {
            var reply = XEvent()
            reply.xclient = message
            reply.xclient.window = connection.rootWindow
            _ = Xlib.XSendEvent(
                display, connection.rootWindow, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
            return .pingAnswered
        }
        return .none
    }
}
