import CX11
@_spi(Testing) import CircularX11

// The server's resource database as a desktop sets it (xrdb), for the tests of the scale and of the window.

/// Replaces the root window's RESOURCE_MANAGER property with `text`, as `xrdb` does.
func setResources(_ text: String, on connection: DisplayConnection) {
    guard let display = connection.pointer else { return }
    let bytes = Array(text.utf8)
    _ = Xlib.XChangeProperty(
        display, connection.rootWindow, Atom(XA_RESOURCE_MANAGER), Atom(XA_STRING), 8, PropModeReplace, bytes,
        Int32(bytes.count))
    _ = Xlib.XSync(display, 0)
}

/// Deletes the root window's RESOURCE_MANAGER property, as `xrdb -remove` does.
func deleteResources(on connection: DisplayConnection) {
    guard let display = connection.pointer else { return }
    _ = Xlib.XDeleteProperty(display, connection.rootWindow, Atom(XA_RESOURCE_MANAGER))
    _ = Xlib.XSync(display, 0)
}
