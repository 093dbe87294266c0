/// The settings an XSETTINGS manager publishes (the `_XSETTINGS_SETTINGS` property of the window that owns the
/// selection `_XSETTINGS_S<screen>`), read from the property's bytes: GNOME's and KDE's settings daemons publish the
/// desktop's DPI there as `Xft/DPI`.
///
/// The format (the XSETTINGS specification, as its reference client and GTK read it), every number in the byte
/// order the first byte names:
/// - a header: the byte order (CARD8: 0 least significant byte first, 1 most significant first), 3 unused bytes,
///   the serial (CARD32) and the number of settings (CARD32);
/// - each setting: its type (CARD8: 0 integer, 1 string, 2 colour), 1 unused byte, the name's length (CARD16), the
///   name padded to a multiple of 4 bytes, the serial of its last change (CARD32), then the value: an INT32; or a
///   length (CARD32) and that many bytes padded to a multiple of 4; or four CARD16s, red, green, blue and alpha (the
///   order implementations use; the specification's text lists blue before green).
///
/// Parsing is a pure function of the bytes (``init(bytes:)``), and it is defensive: it never reads past the end and
/// never traps, whatever the bytes.
///
/// Edge cases: the whole blob is refused (the initialiser returns nil) when it is shorter than its header, names
/// another byte order, holds fewer settings than it counts, has a length that runs past its end, a setting of an
/// unknown type (whose length cannot be known) or a name twice (as the reference client refuses it). Bytes after the
/// last setting are ignored. Names and strings are decoded as UTF-8, invalid sequences replaced.
struct XSettings: Equatable {
    /// A setting's value.
    enum Value: Equatable {
        /// An INT32.
        case integer(Int32)
        /// A string.
        case string(String)
        /// A colour: 16 bits a channel.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The manager's serial of this version of the settings.
    var serial: UInt32
    /// The settings by name.
    var values: [String: Value]

    /// The settings in `bytes`, a whole `_XSETTINGS_SETTINGS` property; nil when the bytes are not a well-formed
    /// blob (see the type's edge cases).
    init?(bytes: [UInt8]) {
        guard let order = bytes.first, order == 0 || order == 1 else { return nil }
        var reader = Reader(bytes: bytes, offset: 4, mostSignificantFirst: order == 1)
        guard let serial = reader.card32(), let count = reader.card32() else { return nil }
        var values: [String: Value] = [:]
        // Each setting takes at least 12 bytes, so the loop ends with the bytes however large the count is.
        for _ in 0..<count {
            guard let type = reader.card8(), reader.skip(1), let nameLength = reader.card16(),
                let name = reader.paddedBytes(Int(nameLength)), reader.card32() != nil
            else { return nil }
            let value: Value
            switch type {
            case 0:
                guard let integer = reader.card32() else { return nil }
                value = .integer(Int32(bitPattern: integer))
            case 1:
                guard let length = reader.card32(), let text = reader.paddedBytes(Int(length)) else { return nil }
                value = .string(String(decoding: text, as: UTF8.self))
            case 2:
                guard let red = reader.card16(), let green = reader.card16(), let blue = reader.card16(),
                    let alpha = reader.card16()
                else { return nil }
                value = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                return nil
            }
            let key = String(decoding: name, as: UTF8.self)
            guard values.updateValue(value, forKey: key) == nil else { return nil }
        }
        self.serial = serial
        self.values = values
    }

    /// The desktop's DPI, `Xft/DPI` (an integer, the DPI times 1024) divided by 1024; nil when the setting is
    /// missing, not an integer, or not positive (GTK reads -1 as "unset").
    var xftDPI: Double? {
        guard case .integer(let value) = values["Xft/DPI"], value > 0 else { return nil }
        return Double(value) / 1024
    }
}

extension XSettings {
    /// Reads numbers and byte runs from a blob, never past its end.
    private struct Reader {
        let bytes: [UInt8]
        /// Where the next read starts; never past `bytes.count`.
        var offset: Int
        let mostSignificantFirst: Bool

        /// Whether `count` more bytes are there.
        private func has(_ count: Int) -> Bool {
            count >= 0 && count <= bytes.count - offset
        }

        mutating func skip(_ count: Int) -> Bool {
            guard has(count) else { return false }
            offset += count
            return true
        }

        mutating func card8() -> UInt8? {
            guard has(1) else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func card16() -> UInt16? {
            number(ofSize: 2).map { UInt16(truncatingIfNeeded: $0) }
        }

        mutating func card32() -> UInt32? {
            number(ofSize: 4)
        }

        /// `count` bytes, then the padding that takes the offset to a multiple of 4 past them.
        mutating func paddedBytes(_ count: Int) -> ArraySlice<UInt8>? {
            let padded = count + (4 - count % 4) % 4
            guard count >= 0, has(padded) else { return nil }
            defer { offset += padded }
            return bytes[offset..<offset + count]
        }

        /// An unsigned number of `size` bytes (2 or 4) in the blob's byte order.
        private mutating func number(ofSize size: Int) -> UInt32? {
            guard has(size) else { return nil }
            var value: UInt32 = 0
            for index in 0..<size {
                let byte = UInt32(bytes[offset + (mostSignificantFirst ? index : size - 1 - index)])
                value = value << 8 | byte
            }
            offset += size
            return value
        }
    }
}
