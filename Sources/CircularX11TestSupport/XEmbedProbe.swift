import CX11
@_spi(Testing) import CircularX11

/// What a test asks the server about an embedded window, from its own connection: `_XEMBED_INFO`, the parent and
/// the position on the root window.
public enum XEmbedProbe {
    /// The 32-bit items of `_XEMBED_INFO` on `window`; throws when the window has none.
    public static func xembedInfo(of window: UInt, on connection: DisplayConnection) throws -> (
        type: Atom, items: [Int]
    ) {
        let property: WindowProperty
        do {
            property = try WindowProperty.read("_XEMBED_INFO", of: window, on: connection)
        } catch {
            throw HarnessError("no _XEMBED_INFO")
        }
        guard property.format == 32 else { throw HarnessError("_XEMBED_INFO has format \(property.format)") }
        return (property.type, property.longs)
    }

    /// Where `window`'s (0, 0) is on the root window.
    public static func rootOrigin(of window: UInt, on connection: DisplayConnection) throws -> (x: Int, y: Int) {
        guard let display = connection.pointer else { throw HarnessError("no connection") }
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        guard Xlib.XTranslateCoordinates(display, window, connection.rootWindow, 0, 0, &x, &y, &child) != 0 else {
            throw HarnessError("XTranslateCoordinates failed")
        }
        return (Int(x), Int(y))
    }
}
