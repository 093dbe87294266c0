import CX11

extension DisplayConnection {
    /// The accessibility bus's address as at-spi2-core's bus launcher publishes it on the root window (the
    /// `AT_SPI_BUS` string property), or nil when there is none.
    ///
    /// Edge cases: the property may name a bus that is gone (a launcher that died); connecting then fails and the
    /// caller asks the session bus. A property of another type, or empty, reads as nil. Does not create the atom.
    var accessibilityBusAddress: String? {
        guard let property = property("AT_SPI_BUS", of: rootWindow, creatingAtom: false),
            property.type == Atom(XA_STRING), property.format == 8, !property.bytes.isEmpty
        else { return nil }
        return String(decoding: property.bytes, as: UTF8.self)
    }

    /// The property `name` of `window` as the server holds it: its type atom, its format (8, 16 or 32 bits an
    /// item) and its raw bytes, at most 4096 items (format 32 items are `long`s, 8 bytes each here, as Xlib hands
    /// them out). Nil when the window has no such property, or the atom does not exist and `creatingAtom` is false.
    /// (SPI for the test-support target, which reads the window manager properties.)
    ///
    /// Edge cases: a window that does not exist gives nil and an X error reported on stderr.
    @_spi(Testing) public func property(_ name: String, of window: UInt, creatingAtom: Bool = true)
        -> (type: Atom, format: Int32, bytes: [UInt8])?
    {
        guard let pointer else { return nil }
        let atom = XInternAtom(pointer, name, creatingAtom ? 0 : 1)
        guard atom != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            pointer, window, atom, 0, 4096, 0, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data)
        guard status == Success, let data else { return nil }
        defer { XFree(data) }
        let itemSize = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
        return (type, format, Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)))
    }
}
