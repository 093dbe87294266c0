import CX11
@_spi(Testing) import CircularX11

/// A property of a window as the server holds it, read from a test's own connection.
public struct WindowProperty {
    /// The property's type atom.
    public var type: Atom
    /// Its format: 8, 16 or 32 bits an item.
    public var format: Int32
    /// Its raw bytes; format 32 items are `long`s (8 bytes each here), as Xlib hands them out.
    public var bytes: [UInt8]

    /// The property `name` of `window`, at most 4096 items of it.
    ///
    /// - Throws: ``HarnessError`` when the connection is closed or the window has no such property.
    public static func read(_ name: String, of window: UInt, on connection: DisplayConnection) throws
        -> WindowProperty
    {
        guard connection.pointer != nil else { throw HarnessError("no connection") }
        guard let property = connection.property(name, of: window) else { throw HarnessError("no property \(name)") }
        return WindowProperty(type: property.type, format: property.format, bytes: property.bytes)
    }

    /// The items of a format 32 property, as `long`s; empty for another format.
    public var longs: [Int] {
        guard format == 32 else { return [] }
        return bytes.withUnsafeBytes { Array($0.bindMemory(to: Int.self)) }
    }
}
