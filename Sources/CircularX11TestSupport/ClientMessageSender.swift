import CX11
@_spi(Testing) import CircularX11

/// Sends window manager protocol messages, as a window manager would (Xvfb runs none).
public enum ClientMessageSender {
    /// Sends a WM_PROTOCOLS ClientMessage carrying the atom `protocolName` to `window`, and waits until the server
    /// has handled it.
    public static func send(
        _ protocolName: String, to window: UInt, on connection: DisplayConnection, timestamp: Int = 0
    ) {
        guard let display = connection.pointer else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = connection.atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: connection.atom(protocolName))
        event.xclient.data.l.1 = timestamp
        event.xclient.data.l.2 = Int(bitPattern: window)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XSync(display, 0)
    }
}
