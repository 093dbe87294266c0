/// The glyphs of one glyph cache file (``GlyphCache``), read but decoded only when asked for: a start takes the dozen
/// glyphs its labels draw, not the file's hundreds (decoding all of a full file took half a million instructions,
/// on the font's thread, before the first frame's label).
///
/// The file's glyph records follow one another in the order of their keys, each its fields and then its coverage
/// (``GlyphCache/serialize(_:)``). Reading them checks every record's bounds and order at once and notes where each
/// begins; a lookup is a binary search among those, reading the keys where the records hold them.
///
/// A kept file is read in its own pages, mapped (``MappedFile``), not copied: a full file is 128 KiB, which a copy
/// held in 32 pages of fresh memory in each running program, where the mapping shares the kernel's.
///
/// Edge cases: records out of order, repeated, cut short or larger than the limits make the whole file unreadable
/// (nil), as a damaged file is; no records at all read as an empty set.
struct KeptGlyphs {
    /// Where the bytes are: the pages of a mapped file, or an array (a record parsed from memory).
    private enum Bytes {
        case mapped(MappedFile)
        case array([UInt8])
    }

    private let bytes: Bytes
    /// Where each glyph's record begins, in the order of the keys (fewer than 2^32: the file is at most 144 KiB).
    private let offsets: [UInt32]

    /// The bytes of a record's fields before its coverage.
    static let headerSize = 16

    /// The glyph records of `bytes` from `offset` to the end, or nil when they are not records of the format
    /// (``GlyphCache/parse(_:)`` says which).
    init?(_ bytes: [UInt8], from offset: Int) {
        self.init(.array(bytes), from: offset)
    }

    /// The glyph records of the mapped `file` from `offset` to the end, or nil when they are not records of the
    /// format; the glyphs keep the file mapped.
    init?(_ file: MappedFile, from offset: Int) {
        self.init(.mapped(file), from: offset)
    }

    private init?(_ bytes: Bytes, from offset: Int) {
        guard let offsets = Self.withBytes(of: bytes, { Self.recordOffsets($0, from: offset) }) else { return nil }
        self.bytes = bytes
        self.offsets = offsets
    }

    /// Where each record of `raw` from `start` on begins, when they are all records of the format in the order of
    /// their keys; nil otherwise.
    private static func recordOffsets(_ raw: UnsafeRawBufferPointer, from start: Int) -> [UInt32]? {
        guard start >= 0, raw.count <= Int(UInt32.max) else { return nil }
        var offsets: [UInt32] = []
        var offset = start
        var previous: GlyphCache.Key?
        while offset < raw.count {
            guard raw.count - offset >= headerSize, offsets.count < GlyphCache.glyphLimit else { return nil }
            let key = Self.key(raw, offset)
            let count = Int(field(raw, offset + 6, UInt16.self)) * Int(field(raw, offset + 8, UInt16.self))
            guard key.size > 0, count <= GlyphCache.coverageLimit, raw.count - offset - headerSize >= count,
                previous.map({ $0 < key }) ?? true
            else { return nil }
            if offsets.isEmpty { offsets.reserveCapacity(64) }
            offsets.append(UInt32(offset))
            previous = key
            offset += headerSize + count
        }
        return offsets
    }

    /// How many glyphs the file holds.
    var count: Int { offsets.count }

    /// The keys of the file's glyphs, in order.
    var keys: [GlyphCache.Key] {
        withBytes { raw in offsets.map { Self.key(raw, Int($0)) } }
    }

    /// The glyph kept for `key`, decoded; nil when the file holds none.
    subscript(key: GlyphCache.Key) -> Glyph? {
        withBytes { raw in
            var low = 0
            var high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if Self.key(raw, Int(offsets[middle])) < key { low = middle + 1 } else { high = middle }
            }
            guard low < offsets.count, Self.key(raw, Int(offsets[low])) == key else { return nil }
            return Self.decode(raw, at: Int(offsets[low]))
        }
    }

    /// Every glyph, decoded.
    func decoded() -> [GlyphCache.Key: Glyph] {
        withBytes { raw in
            var glyphs: [GlyphCache.Key: Glyph] = [:]
            glyphs.reserveCapacity(offsets.count)
            for offset in offsets { glyphs[Self.key(raw, Int(offset))] = Self.decode(raw, at: Int(offset)) }
            return glyphs
        }
    }

    /// Calls `body` with the bytes, which stay valid while it runs.
    private func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        Self.withBytes(of: bytes, body)
    }

    private static func withBytes<Result>(of bytes: Bytes, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        switch bytes {
        case .mapped(let file): withExtendedLifetime(file) { body(file.bytes) }
        case .array(let array): array.withUnsafeBytes(body)
        }
    }

    /// The key of the record that begins at `offset` of `raw` (checked when the file was read).
    private static func key(_ raw: UnsafeRawBufferPointer, _ offset: Int) -> GlyphCache.Key {
        GlyphCache.Key(size: Int(field(raw, offset, UInt16.self)), scalar: field(raw, offset + 2, UInt32.self))
    }

    /// The glyph whose record begins at `offset` of `raw` (checked when the file was read).
    private static func decode(_ raw: UnsafeRawBufferPointer, at offset: Int) -> Glyph {
        let width = Int(field(raw, offset + 6, UInt16.self))
        let rows = Int(field(raw, offset + 8, UInt16.self))
        let start = offset + headerSize
        return Glyph(
            width: width, rows: rows, left: Int(field(raw, offset + 10, Int16.self)),
            top: Int(field(raw, offset + 12, Int16.self)), advance: Int(field(raw, offset + 14, Int16.self)),
            coverage: Array(raw[start..<(start + width * rows)]))
    }

    /// The little-endian `Value` at `offset` of `raw`.
    private static func field<Value: FixedWidthInteger>(
        _ raw: UnsafeRawBufferPointer, _ offset: Int, _: Value.Type
    ) -> Value {
        Value(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Value.self))
    }
}
