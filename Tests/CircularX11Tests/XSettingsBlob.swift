/// Builds `_XSETTINGS_SETTINGS` blobs byte by byte, as an XSETTINGS manager writes them, in either byte order: what
/// the parser's tests feed it and what a test's own manager publishes on the server.
struct XSettingsBlob {
    /// One setting as written: its type byte and its value's bytes follow from the case.
    enum Setting {
        case integer(String, Int32)
        case string(String, String)
        case color(String, red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// Whether numbers are written most significant byte first (byte order 1) or least (0).
    var mostSignificantFirst = false
    var serial: UInt32 = 7
    var settings: [Setting] = []
    /// The count written in the header; nil: the number of settings.
    var count: UInt32?

    /// The blob.
    var bytes: [UInt8] {
        var bytes: [UInt8] = [mostSignificantFirst ? 1 : 0, 0, 0, 0]
        append32(serial, to: &bytes)
        append32(count ?? UInt32(settings.count), to: &bytes)
        for (index, setting) in settings.enumerated() {
            switch setting {
            case .integer(let name, let value):
                appendHead(type: 0, name: name, lastChange: UInt32(index), to: &bytes)
                append32(UInt32(bitPattern: value), to: &bytes)
            case .string(let name, let value):
                appendHead(type: 1, name: name, lastChange: UInt32(index), to: &bytes)
                append32(UInt32(value.utf8.count), to: &bytes)
                appendPadded(Array(value.utf8), to: &bytes)
            case .color(let name, let red, let green, let blue, let alpha):
                appendHead(type: 2, name: name, lastChange: UInt32(index), to: &bytes)
                for channel in [red, green, blue, alpha] { append16(channel, to: &bytes) }
            }
        }
        return bytes
    }

    /// A setting's type, unused byte, name length, padded name and last-change serial.
    private func appendHead(type: UInt8, name: String, lastChange: UInt32, to bytes: inout [UInt8]) {
        bytes += [type, 0]
        append16(UInt16(name.utf8.count), to: &bytes)
        appendPadded(Array(name.utf8), to: &bytes)
        append32(lastChange, to: &bytes)
    }

    private func appendPadded(_ run: [UInt8], to bytes: inout [UInt8]) {
        bytes += run
        bytes += [UInt8](repeating: 0, count: (4 - run.count % 4) % 4)
    }

    private func append16(_ value: UInt16, to bytes: inout [UInt8]) {
        let pair = [UInt8(value & 0xFF), UInt8(value >> 8)]
        bytes += mostSignificantFirst ? pair.reversed() : pair
    }

    private func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        let quad = (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        bytes += mostSignificantFirst ? quad.reversed() : quad
    }
}
