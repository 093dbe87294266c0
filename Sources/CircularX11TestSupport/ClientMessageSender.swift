import CX11
@_spi(Testing) import CircularX11

/// Sends 32-bit ClientMessages to a window, as a window manager or an embedder would (Xvfb runs neither).
public enum ClientMessageSender {
    /// Sends a ClientMessage of type `messageType` with up to four 32-bit `items` (the rest 0) to `window`, and
    /// waits until the server has handled it.
    ///
    /// Edge cases: items past the fourth are ignored; a connection already closed sends nothing.
    public static func send(
        messageType: String, items: [Int], to window: UInt, on connection: DisplayConnection
    ) {
        guard let display = connection.pointer else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = connection.atom(messageType)
        event.xclient.format = 32
        let item = { (index: Int) in index < items.count ? items[index] : 0 }
        event.xclient.data.l = (item(0), item(1), item(2), item(3), 0)
        _ = Xlib.XSendEvent(display, window, 0, NoEventMask, &event)
        _ = Xlib.XSync(display, 0)
    }

    /// Sends a WM_PROTOCOLS ClientMessage carrying the atom `protocolName` to `window`, and waits until the server
    /// has handled it.
    public static func send(
        _ protocolName: String, to window: UInt, on connection: DisplayConnection, timestamp: Int = 0
    ) {
        send(
            messageType: "WM_PROTOCOLS",
            items: [Int(bitPattern: connection.atom(protocolName)), timestamp, Int(bitPattern: window)],
            to: window, on: connection)
    }
}
