import CX11
import CircularX11TestSupport

@_spi(Testing) @testable import CircularX11

/// An XSETTINGS manager played by a test, as GNOME's or KDE's settings daemon would be: a window of its own that
/// owns the selection `_XSETTINGS_S<screen>`, carries the `_XSETTINGS_SETTINGS` property and announces itself with a
/// MANAGER ClientMessage on the root window.
struct XSettingsManager {
    let connection: DisplayConnection
    /// The manager's window.
    let window: UInt

    /// Creates the window on `connection`, publishes `blob` on it, takes the selection and announces the new owner;
    /// waits until the server has handled all of it.
    init(on connection: DisplayConnection, publishing blob: XSettingsBlob) throws {
        guard let display = connection.pointer else { throw HarnessError("no connection") }
        self.connection = connection
        window = Xlib.XCreateSimpleWindow(display, connection.rootWindow, -10, -10, 1, 1, 0, 0, 0)
        publish(blob)
        let selection = connection.atom("_XSETTINGS_S\(connection.screen)")
        _ = Xlib.XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
        guard Xlib.XGetSelectionOwner(display, selection) == window else {
            throw HarnessError("the selection was refused")
        }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = connection.rootWindow
        event.xclient.message_type = connection.atom("MANAGER")
        event.xclient.format = 32
        event.xclient.data.l = (Int(CurrentTime), Int(bitPattern: selection), Int(bitPattern: window), 0, 0)
        _ = Xlib.XSendEvent(display, connection.rootWindow, 0, StructureNotifyMask, &event)
        _ = Xlib.XSync(display, 0)
    }

    /// A blob of one integer, `Xft/DPI` = `dpi` * 1024, among settings of the other types.
    static func blob(dpi: Int32, serial: UInt32 = 1) -> XSettingsBlob {
        XSettingsBlob(
            serial: serial,
            settings: [
                .string("Net/ThemeName", "Adwaita"), .integer("Xft/DPI", dpi * 1024),
                .color("Gtk/Color", red: 1, green: 2, blue: 3, alpha: 0xFFFF),
            ])
    }

    /// Replaces the `_XSETTINGS_SETTINGS` property with `blob`.
    func publish(_ blob: XSettingsBlob) {
        publish(bytes: blob.bytes)
    }

    /// Replaces the `_XSETTINGS_SETTINGS` property with `bytes`, well-formed or not.
    func publish(bytes: [UInt8]) {
        guard let display = connection.pointer else { return }
        let settings = connection.atom("_XSETTINGS_SETTINGS")
        _ = Xlib.XChangeProperty(display, window, settings, settings, 8, PropModeReplace, bytes, Int32(bytes.count))
        _ = Xlib.XSync(display, 0)
    }

    /// Destroys the window, as a settings daemon that exits does (the server drops the selection with it).
    func destroy() {
        guard let display = connection.pointer else { return }
        _ = Xlib.XDestroyWindow(display, window)
        _ = Xlib.XSync(display, 0)
    }
}
