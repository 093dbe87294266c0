internal import CX11

// Reading the server's windows: properties and the window tree, the requests every part of the host and its tests
// make the same way.

extension DisplayConnection {
    /// A property as the server holds it: its type atom (0 when the window has no such property), its format (8, 16
    /// or 32 bits an item) and its raw bytes (format 32 items are `long`s, 8 bytes each here, as Xlib hands them out).
    typealias WholeProperty = (type: Atom, format: Int32, bytes: [UInt8])

    /// The property `atom` of `window` as the server holds it now, up to `longLength` 32-bit units (4 MiB by
    /// default; a larger one is cut there); a missing property has type 0 and no bytes. Nil when the request failed
    /// (a window that does not exist: the X error goes to the error handler, which the caller may capture) or the
    /// connection is closed.
    func wholeProperty(_ atom: Atom, of window: Window, longLength: Int = 1 << 20) -> WholeProperty? {
        guard let pointer else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = Xlib.XGetWindowProperty(
            pointer, window, atom, 0, longLength, 0, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data)
        guard status == Success else { return nil }
        defer { if let data { _ = Xlib.XFree(data) } }
        guard let data, type != 0 else { return (0, 0, []) }
        let itemSize = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
        return (type, format, Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)))
    }

    /// The property `name` of `window` as the server holds it: its type atom, its format (8, 16 or 32 bits an
    /// item) and its raw bytes, at most 4096 32-bit units (format 32 items are `long`s, 8 bytes each here, as Xlib
    /// hands them out). Nil when the window has no such property, or the atom does not exist and `creatingAtom` is
    /// false. (SPI for the test-support target, which reads the window manager properties.)
    ///
    /// Edge cases: a window that does not exist gives nil and an X error reported on stderr.
    @_spi(Testing) public func property(_ name: String, of window: UInt, creatingAtom: Bool = true)
        -> (type: UInt, format: Int32, bytes: [UInt8])?
    {
        guard let pointer else { return nil }
        let atom = Xlib.XInternAtom(pointer, name, creatingAtom ? 0 : 1)
        guard atom != 0, let property = wholeProperty(atom, of: window, longLength: 4096), property.type != 0 else {
            return nil
        }
        return property
    }

    /// The parent of `window` according to the server (XQueryTree, under a capture ended by a round trip), or nil
    /// when the query fails.
    ///
    /// Edge cases: a window that does not exist gives nil, its BadWindow captured and not reported.
    public func parent(of window: UInt) -> UInt? {
        guard let pointer else { return nil }
        var root: Window = 0
        var parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        let (status, _) = X11ErrorHandlers.capturingErrors { () -> Int32 in
            let status = Xlib.XQueryTree(pointer, window, &root, &parent, &children, &count)
            _ = Xlib.XSync(pointer, 0)
            return status
        }
        if let children { _ = Xlib.XFree(children) }
        return status != 0 ? parent : nil
    }
}
