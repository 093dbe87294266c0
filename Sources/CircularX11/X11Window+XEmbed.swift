internal import CX11

extension X11Window {
    /// When `parent` is given, embeds the (still unmapped) window in it: writes `_XEMBED_INFO` (version 0,
    /// XEMBED_MAPPED) first, then reparents the window into `parent` at (0, 0).
    ///
    /// The window is created as a child of the root and moved afterwards, so that an embedder that reacts to the
    /// reparenting (GtkSocket) or to the map request (tabbed) always finds `_XEMBED_INFO` already set.
    ///
    /// Edge cases: a `parent` that is not a window of this display (0, a stale id, a pixmap) destroys the window
    /// and throws ``X11HostError/noSuchEmbedder(window:detail:)``; nil does nothing.
    func prepareEmbedding(into parent: UInt?) throws {
        guard let display = connection.pointer else { throw X11HostError.noDisplay(name: connection.name) }
        guard let parent else { return }
        var info = [XEmbedMessage.protocolVersion, XEmbedMessage.mappedFlag]
        let (_, errors) = X11ErrorHandlers.capturingErrors {
            var attributes = XWindowAttributes()
            // Asked first so that a bad id fails before anything else is sent.
            if Xlib.XGetWindowAttributes(display, parent, &attributes) != 0 {
                info.withUnsafeMutableBytes { bytes in
                    _ = Xlib.XChangeProperty(
                        display, id, atoms.xembedInfo, atoms.xembedInfo, 32, PropModeReplace,
                        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 2)
                }
                _ = Xlib.XReparentWindow(display, id, parent, 0, 0)
            }
            _ = Xlib.XSync(display, 0)
        }
        if let error = errors.first {
            _ = Xlib.XDestroyWindow(display, id)
            _ = Xlib.XSync(display, 0)
            isDestroyed = true
            throw X11HostError.noSuchEmbedder(window: parent, detail: error.message)
        }
        xembed.embedder = parent
    }

    /// The XEmbed message `message` carries for this window, or nil when it is something else.
    func xembedMessage(_ message: XClientMessageEvent) -> XEmbedMessage? {
        XEmbedMessage(message, xembedAtom: atoms.xembed, window: id)
    }

    /// Sends `message` to the embedder (XEMBED_REQUEST_FOCUS, say) and waits for the server to take it.
    ///
    /// Returns false when the embedder is gone (the server answered BadWindow) and true otherwise.
    ///
    /// Edge cases: does nothing and returns true for a window that is not embedded.
    func sendToEmbedder(_ message: XEmbedMessage, time: Time) -> Bool {
        guard let embedder = xembed.embedder, let display = connection.pointer else { return true }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = embedder
        event.xclient.message_type = atoms.xembed
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: time)
        event.xclient.data.l.1 = message.code
        let (_, errors) = X11ErrorHandlers.capturingErrors {
            _ = Xlib.XSendEvent(display, embedder, 0, NoEventMask, &event)
            _ = Xlib.XSync(display, 0)
        }
        return !errors.contains { $0.errorCode == UInt8(BadWindow) }
    }

    /// The current parent window according to the server (XQueryTree), or nil when the query fails.
    public func queryParent() -> UInt? {
        isDestroyed ? nil : connection.parent(of: id)
    }
}
