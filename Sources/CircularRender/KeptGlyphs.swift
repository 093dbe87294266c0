/// The glyphs of one glyph cache file (``GlyphCache``), read but decoded only when asked for: a start takes the dozen
/// glyphs its labels draw, not the file's hundreds (decoding all of a full file took half a million instructions,
/// on the font's thread, before the first frame's label).
///
/// The file's glyph records follow one another in the order of their keys, each its fields and then its coverage
/// (``GlyphCache/serialize(_:)``). Reading them checks every record's bounds and order at once and notes where each
/// begins; a lookup is a binary search among those.
///
/// Edge cases: records out of order, repeated, cut short or larger than the limits make the whole file unreadable
/// (nil), as a damaged file is; no records at all read as an empty set.
struct KeptGlyphs {
    /// Where a glyph's record begins, with its key.
    private struct Entry {
        let key: GlyphCache.Key
        let offset: Int
    }

    private let bytes: [UInt8]
    private let entries: [Entry]

    /// The bytes of a record's fields before its coverage.
    static let headerSize = 16

    /// The glyph records of `bytes` from `offset` to the end, or nil when they are not records of the format
    /// (``GlyphCache/parse(_:)`` says which).
    init?(_ bytes: [UInt8], from offset: Int) {
        var entries: [Entry] = []
        let valid = bytes.withUnsafeBytes { raw -> Bool in
            var offset = offset
            var previous: GlyphCache.Key?
            while offset < raw.count {
                guard raw.count - offset >= Self.headerSize, entries.count < GlyphCache.glyphLimit else { return false }
                let size = Int(Self.field(raw, offset, UInt16.self))
                let key = GlyphCache.Key(size: size, scalar: Self.field(raw, offset + 2, UInt32.self))
                let width = Int(Self.field(raw, offset + 6, UInt16.self))
                let count = width * Int(Self.field(raw, offset + 8, UInt16.self))
                guard size > 0, count <= GlyphCache.coverageLimit, raw.count - offset - Self.headerSize >= count,
                    previous.map({ $0 < key }) ?? true
                else { return false }
                if entries.isEmpty { entries.reserveCapacity(64) }
                entries.append(Entry(key: key, offset: offset))
                previous = key
                offset += Self.headerSize + count
            }
            return true
        }
        guard valid else { return nil }
        self.bytes = bytes
        self.entries = entries
    }

    /// How many glyphs the file holds.
    var count: Int { entries.count }

    /// The keys of the file's glyphs, in order.
    var keys: [GlyphCache.Key] { entries.map(\.key) }

    /// The glyph kept for `key`, decoded; nil when the file holds none.
    subscript(key: GlyphCache.Key) -> Glyph? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].key == key else { return nil }
        return decode(at: entries[low].offset)
    }

    /// Every glyph, decoded.
    func decoded() -> [GlyphCache.Key: Glyph] {
        var glyphs: [GlyphCache.Key: Glyph] = [:]
        glyphs.reserveCapacity(entries.count)
        for entry in entries { glyphs[entry.key] = decode(at: entry.offset) }
        return glyphs
    }

    /// The glyph whose record begins at `offset` (checked when the file was read).
    private func decode(at offset: Int) -> Glyph {
        bytes.withUnsafeBytes { raw in
            let width = Int(Self.field(raw, offset + 6, UInt16.self))
            let rows = Int(Self.field(raw, offset + 8, UInt16.self))
            let start = offset + Self.headerSize
            return Glyph(
                width: width, rows: rows, left: Int(Self.field(raw, offset + 10, Int16.self)),
                top: Int(Self.field(raw, offset + 12, Int16.self)),
                advance: Int(Self.field(raw, offset + 14, Int16.self)),
                coverage: Array(raw[start..<(start + width * rows)]))
        }
    }

    /// The little-endian `Value` at `offset` of `raw`.
    private static func field<Value: FixedWidthInteger>(
        _ raw: UnsafeRawBufferPointer, _ offset: Int, _: Value.Type
    ) -> Value {
        Value(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Value.self))
    }
}
