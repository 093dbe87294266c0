import Glibc

/// The glyphs rendered from one font file, kept in a file of the user's cache between runs, so that a start after
/// the first draws its labels without loading FreeType (five libraries to map and relocate, about half a millisecond,
/// the largest part of the label font's start-up once its match is kept by ``FontMatchCache``).
///
/// Kept glyphs are used only while the font file and the FreeType library that rendered them are unchanged: a file
/// records the modification time of both (with the library's path as the dynamic loader found it), and a lookup
/// stats them. Glyphs are rendered unhinted at whole pixel sizes, so the same file and library give the same bitmaps.
/// A file keeps at most ``glyphLimit`` glyphs and ``byteLimit`` bytes of them, none larger than ``coverageLimit``
/// bytes of coverage, the glyphs the storing run drew first; glyphs past a limit are rendered again by each run that
/// needs them.
///
/// Files live in ``CacheFolder/userDefault()``, named by a hash of the font's path, and are replaced whole.
///
/// Edge cases: a file that cannot be read or parsed, of another format or font, or whose font or library changed,
/// misses (and is replaced by the next store); a path with a tab or a line break is not kept.
struct GlyphCache {
    /// The folder the files are in.
    let folder: CacheFolder

    /// What identifies a glyph of a face: its em size in pixels and its character.
    struct Key: Hashable {
        let size: Int
        let scalar: UInt32
    }

    /// The glyphs of `font` kept in the folder, and the library that rendered them.
    struct Record: Equatable {
        let font: FontMatchCache.Watched
        let library: FontMatchCache.Watched
        let glyphs: [Key: Glyph]
    }

    private static let format = "circular-control glyphs 2"
    /// The most glyphs a file keeps.
    static let glyphLimit = 512
    /// The largest glyph a file keeps, in bytes of coverage (a 128-pixel square).
    static let coverageLimit = 128 * 128
    /// The most bytes of glyphs a file keeps (the file is mapped whole at start-up).
    static let byteLimit = 128 << 10

    /// The user's cache folder for glyphs, or nil when neither `XDG_CACHE_HOME` nor `HOME` names one.
    static func userDefault() -> GlyphCache? {
        CacheFolder.userDefault().map(GlyphCache.init(folder:))
    }

    /// The glyphs kept for the font file at `fontPath` (decoded as they are asked for), when its file and the
    /// library that rendered them are as they were (the header holds a modification time for both); nil otherwise.
    func glyphs(forFont fontPath: String) -> KeptGlyphs? {
        guard
            let file = withFilePath(
                forFont: fontPath, { MappedFile(path: $0, byteCounts: 1...(Self.byteLimit + (16 << 10))) }),
            let (font, library, glyphsStart) = Self.header(file.bytes), font.path == fontPath,
            FontMatchCache.watch(font.path) == font, FontMatchCache.watch(library.path) == library
        else { return nil }
        return KeptGlyphs(file, from: glyphsStart)
    }

    /// Keeps `glyphs` of the font file at `fontPath`, rendered by the library file at `libraryPath`, replacing what was
    /// kept for that font: those whose keys are in `first` before the others, each group by size and character, up
    /// to the limits. False when nothing could be written.
    @discardableResult
    func store(
        _ glyphs: [Key: Glyph], first: Set<Key> = [], forFont fontPath: String, library libraryPath: String
    ) -> Bool {
        guard ![fontPath, libraryPath].contains(where: { $0.contains("\t") || $0.contains("\n") }) else { return false }
        let font = FontMatchCache.watch(fontPath)
        let library = FontMatchCache.watch(libraryPath)
        guard font.modified != nil, library.modified != nil else { return false }
        // Each glyph's rank worked out once (not a set lookup a comparison): asked for first, then by key.
        let ordered = glyphs.map { (asked: first.contains($0.key), key: $0.key, glyph: $0.value) }
            .sorted { ($0.asked ? 0 : 1, $0.key) < ($1.asked ? 0 : 1, $1.key) }
        var kept: [Key: Glyph] = [:]
        var bytes = 0
        for (_, key, glyph) in ordered where Self.isStorable(key, glyph) {
            guard kept.count < Self.glyphLimit, bytes + KeptGlyphs.headerSize + glyph.coverage.count <= Self.byteLimit
            else { break }
            kept[key] = glyph
            bytes += KeptGlyphs.headerSize + glyph.coverage.count
        }
        let record = Record(font: font, library: library, glyphs: kept)
        return folder.replace(filePath(forFont: fontPath), with: Self.serialize(record))
    }

    /// The file for `fontPath`'s glyphs.
    func filePath(forFont fontPath: String) -> String {
        withFilePath(forFont: fontPath) { String(cString: $0) }
    }

    /// Calls `body` with ``filePath(forFont:)`` as a C string (``CacheFolder/withPath(prefix:keyBytes:_:)``).
    private func withFilePath<Result>(forFont fontPath: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        folder.withPath(prefix: "glyphs-", keyBytes: fontPath.utf8, body)
    }

    /// Whether a glyph's fields fit the file's: a size in 1 ... 65535, metrics in Int16, coverage within the limit.
    static func isStorable(_ key: Key, _ glyph: Glyph) -> Bool {
        let metrics = [glyph.width, glyph.rows, glyph.left, glyph.top, glyph.advance]
        return (1...Int(UInt16.max)).contains(key.size) && metrics.allSatisfy { Int16(exactly: $0) != nil }
            && glyph.width >= 0 && glyph.rows >= 0 && glyph.coverage.count == glyph.width * glyph.rows
            && glyph.coverage.count <= coverageLimit
    }

    /// The record's bytes: a format line, the font and library lines (modification time, path), then each storable
    /// glyph (``isStorable(_:_:)``) in the order of its key: size (UInt16), character (UInt32), width, rows (UInt16),
    /// left, top, advance (Int16), all little-endian, then its coverage, row after row.
    static func serialize(_ record: Record) -> [UInt8] {
        var text = "\(format)\nfont\t\(record.font.modified ?? 0)\t\(record.font.path)\n"
        text += "library\t\(record.library.modified ?? 0)\t\(record.library.path)\n"
        var bytes = Array(text.utf8)
        func append<Value: FixedWidthInteger>(_ value: Value) {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }
        let kept = record.glyphs.filter { isStorable($0.key, $0.value) }.sorted { $0.key < $1.key }
        for (key, glyph) in kept {
            append(UInt16(key.size))
            append(key.scalar)
            append(UInt16(glyph.width))
            append(UInt16(glyph.rows))
            append(Int16(glyph.left))
            append(Int16(glyph.top))
            append(Int16(glyph.advance))
            bytes += glyph.coverage
        }
        return bytes
    }

    /// The record in `bytes`, or nil when they are not one of this format (a line or a glyph cut short or out of
    /// bounds, glyphs out of the order of their keys, more than ``glyphLimit`` glyphs).
    static func parse(_ bytes: [UInt8]) -> Record? {
        guard let (font, library, glyphsStart) = bytes.withUnsafeBytes(header),
            let glyphs = KeptGlyphs(bytes, from: glyphsStart)
        else { return nil }
        return Record(font: font, library: library, glyphs: glyphs.decoded())
    }

    /// The font and library lines of `bytes`, and where its glyphs begin; nil when the lines are not the format's (each
    /// line a modification time, never "absent", and a path, and ended by a line break).
    private static func header(
        _ bytes: UnsafeRawBufferPointer
    ) -> (font: FontMatchCache.Watched, library: FontMatchCache.Watched, glyphsStart: Int)? {
        var lines = RecordLines(bytes)
        guard lines.nextLine(is: format), let font = lines.watched("font"), let library = lines.watched("library"),
            font.modified != nil, !font.path.isEmpty, library.modified != nil, !library.path.isEmpty,
            lines.position <= bytes.count
        else { return nil }
        return (font, library, lines.position)
    }
}

extension GlyphCache.Key: Comparable {
    /// Keys in the order a file keeps them: by size, then by character.
    static func < (left: GlyphCache.Key, right: GlyphCache.Key) -> Bool {
        (left.size, left.scalar) < (right.size, right.scalar)
    }
}
