import Glibc
import Testing

@testable import CircularRender

/// The kept glyphs (GlyphCache): a later face takes them instead of loading FreeType, bit for bit what FreeType
/// renders, and never once the font file or the library changed or the file is not one of the format.
@Suite struct GlyphCacheTests {
    private static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// A copy of DejaVu Sans in `scratch` (so that its modification time can change) and a cache folder beside it.
    private func fontAndCache(_ scratch: ScratchFolder) throws -> (font: String, cache: GlyphCache) {
        let bytes = try #require(CacheFolder(directory: "/").read(Self.dejaVu, limit: 16 << 20))
        let font = scratch.write("font.ttf", bytes: bytes)
        return (font, GlyphCache(folder: CacheFolder(directory: scratch.path + "/cache")))
    }

    private func glyphs(_ text: String, size: Int, of face: FontFace) -> [Glyph?] {
        text.unicodeScalars.map { face.glyph(for: $0, size: size) }
    }

    @Test func aLaterFaceTakesTheKeptGlyphsWithoutOpeningTheFont() throws {
        let scratch = ScratchFolder()
        let (font, cache) = try fontAndCache(scratch)
        let first = try FontFace(file: font, glyphCache: cache)
        #expect(first.isOpen)
        let rendered = glyphs("25% ", size: 24, of: first)
        #expect(rendered.allSatisfy { $0 != nil })
        first.keepNewGlyphs()

        let second = try FontFace(file: font, glyphCache: cache)
        #expect(!second.isOpen)
        #expect(glyphs("25% ", size: 24, of: second) == rendered)
        #expect(!second.isOpen)
        // A glyph the cache lacks (another character, or the same at another size) opens the font and is FreeType's.
        #expect(second.glyph(for: "7", size: 24) == first.glyph(for: "7", size: 24))
        #expect(second.isOpen)
        #expect(second.glyph(for: "2", size: 30) == first.glyph(for: "2", size: 30))
        second.keepNewGlyphs()
        // A face writes the cache once: a glyph it renders afterwards stays in its memory.
        #expect(second.glyph(for: "9", size: 24) != nil)
        second.keepNewGlyphs()
        #expect(cache.glyphs(forFont: font)?[GlyphCache.Key(size: 24, scalar: 0x39)] == nil)
        #expect(cache.glyphs(forFont: font)?[GlyphCache.Key(size: 30, scalar: 0x32)] != nil)

        let third = try FontFace(file: font, glyphCache: cache)
        #expect(glyphs("7", size: 24, of: third) == glyphs("7", size: 24, of: first))
        #expect(third.glyph(for: "2", size: 30) == first.glyph(for: "2", size: 30))
        #expect(!third.isOpen)
    }

    @Test func aChangedFontFileOrLibraryIsNotTakenFrom() throws {
        let scratch = ScratchFolder()
        let (font, cache) = try fontAndCache(scratch)
        let first = try FontFace(file: font, glyphCache: cache)
        _ = glyphs("42", size: 20, of: first)
        first.keepNewGlyphs()
        #expect(cache.glyphs(forFont: font)?.count == 2)

        // A library whose file changed since (recorded with another time) misses.
        let bytes = try #require(cache.folder.read(cache.filePath(forFont: font)))
        let record = try #require(GlyphCache.parse(bytes))
        let older = FontMatchCache.Watched(path: record.library.path, modified: (record.library.modified ?? 0) - 1)
        let stale = GlyphCache.Record(font: record.font, library: older, glyphs: record.glyphs)
        #expect(cache.folder.replace(cache.filePath(forFont: font), with: GlyphCache.serialize(stale)))
        #expect(cache.glyphs(forFont: font) == nil)
        #expect(cache.folder.replace(cache.filePath(forFont: font), with: bytes))
        #expect(cache.glyphs(forFont: font)?.count == 2)

        // So does a font file written since.
        scratch.touch(font, seconds: 1_000_000)
        #expect(cache.glyphs(forFont: font) == nil)
        let again = try FontFace(file: font, glyphCache: cache)
        #expect(again.isOpen)
        #expect(glyphs("42", size: 20, of: again) == glyphs("42", size: 20, of: first))
        again.keepNewGlyphs()
        #expect(cache.glyphs(forFont: font)?.count == 2)
        // Another font's file is not this one's.
        #expect(cache.glyphs(forFont: scratch.path + "/other.ttf") == nil)
    }

    @Test func aFileNotOfTheFormatMissesAndIsReplaced() throws {
        let scratch = ScratchFolder()
        let (font, cache) = try fontAndCache(scratch)
        #expect(cache.folder.replace(cache.filePath(forFont: font), with: Array("circular-control glyphs 1\n".utf8)))
        #expect(cache.glyphs(forFont: font) == nil)
        let face = try FontFace(file: font, glyphCache: cache)
        #expect(face.isOpen)
        _ = glyphs("%", size: 16, of: face)
        face.keepNewGlyphs()
        #expect(cache.glyphs(forFont: font)?.count == 1)
    }

    @Test func recordsReadBackAsWrittenWithinTheLimits() throws {
        let font = FontMatchCache.Watched(path: "/fonts/a.ttf", modified: 12)
        let library = FontMatchCache.Watched(path: "/lib/libfreetype.so.6", modified: 34)
        let small = Glyph(width: 2, rows: 3, left: -1, top: 7, advance: 4, coverage: [0, 1, 127, 128, 254, 255])
        let empty = Glyph(width: 0, rows: 0, left: 0, top: 0, advance: 5, coverage: [])
        let side = 129
        let large = Glyph(
            width: side, rows: side, left: 0, top: side, advance: side,
            coverage: [UInt8](repeating: 9, count: side * side))
        let glyphs: [GlyphCache.Key: Glyph] = [
            .init(size: 12, scalar: 0x41): small, .init(size: 12, scalar: 0x1F600): empty,
            .init(size: 200, scalar: 0x41): large,
        ]
        let bytes = GlyphCache.serialize(.init(font: font, library: library, glyphs: glyphs))
        let read = try #require(GlyphCache.parse(bytes))
        #expect(read.font == font)
        #expect(read.library == library)
        // The glyph over the coverage limit is left out.
        #expect(read.glyphs == glyphs.filter { $0.key.size == 12 })

        // Damaged files: cut short, of another format, with a glyph larger than the limit or half a glyph more.
        // (The last glyph is the empty one: sizes, then characters, in order.)
        var oversized = bytes
        let lastGlyph = bytes.count - 16
        oversized[lastGlyph + 6] = 200
        oversized[lastGlyph + 8] = 200
        for damaged in [
            Array(bytes.dropLast()), Array("circular-control glyphs 1".utf8) + bytes.drop { $0 != 0x0A },
            oversized, bytes + [12, 0, 65],
        ] {
            #expect(damaged != bytes)
            #expect(GlyphCache.parse(damaged) == nil)
        }
    }

    @Test func keptGlyphsAreFoundByKeyAndDecodedAsWritten() throws {
        let font = FontMatchCache.Watched(path: "/fonts/a.ttf", modified: 12)
        let library = FontMatchCache.Watched(path: "/lib/libfreetype.so.6", modified: 34)
        var glyphs: [GlyphCache.Key: Glyph] = [:]
        for size in [7, 12, 13, 300] {
            for scalar in [0x20, 0x41, 0x42, 0x7A, 0x1F600] as [UInt32] {
                let side = (size + Int(scalar)) % 5
                glyphs[.init(size: size, scalar: scalar)] = Glyph(
                    width: side, rows: side + 1, left: -side, top: size, advance: side * 2,
                    coverage: (0..<(side * (side + 1))).map { UInt8(truncatingIfNeeded: $0 * 37 + size) })
            }
        }
        let bytes = GlyphCache.serialize(.init(font: font, library: library, glyphs: glyphs))
        let start = bytes.count - glyphs.values.reduce(0) { $0 + 16 + $1.coverage.count }
        let kept = try #require(KeptGlyphs(bytes, from: start))
        #expect(kept.count == glyphs.count)
        #expect(kept.keys == glyphs.keys.sorted())
        for (key, glyph) in glyphs { #expect(kept[key] == glyph) }
        // Keys between, before and after the kept ones miss.
        for key in [(1, 0x41), (12, 0x40), (12, 0x43), (13, 0x1F601), (301, 0x20), (300, 0x1F601)] {
            #expect(kept[.init(size: key.0, scalar: UInt32(key.1))] == nil)
        }
        #expect(kept.decoded() == glyphs)
        #expect(KeptGlyphs(bytes, from: bytes.count)?.count == 0)

        // Records out of order, or one repeated, make the file unreadable.
        let first = Array(bytes[start..<(start + 16 + glyphs[.init(size: 7, scalar: 0x20)]!.coverage.count)])
        #expect(KeptGlyphs(Array(bytes[..<start]) + first + first, from: start) == nil)
        #expect(KeptGlyphs(bytes + first, from: start) == nil)
    }

    @Test func aStoreKeepsTheGlyphsAskedForFirstWithinTheByteLimit() throws {
        let scratch = ScratchFolder()
        let font = scratch.write("font.ttf", "not really a font")
        let library = scratch.write("libfreetype.so.6", "not really a library")
        let cache = GlyphCache(folder: CacheFolder(directory: scratch.path + "/cache"))
        let square = Glyph(
            width: 64, rows: 64, left: 0, top: 64, advance: 64, coverage: [UInt8](repeating: 7, count: 4096))
        var glyphs: [GlyphCache.Key: Glyph] = [:]
        for scalar in 0..<40 { glyphs[.init(size: 64, scalar: UInt32(0x41 + scalar))] = square }
        let asked = Set(glyphs.keys.sorted { $0.scalar > $1.scalar }.prefix(5))
        #expect(cache.store(glyphs, first: asked, forFont: font, library: library))
        let kept = try #require(cache.glyphs(forFont: font))
        #expect(kept.count == GlyphCache.byteLimit / (16 + 4096))
        #expect(asked.isSubset(of: Set(kept.keys)))
    }

    @Test func keptGlyphsReadFromTheFileTheyMappedAfterItIsReplacedOrRemoved() throws {
        let scratch = ScratchFolder()
        let font = scratch.write("font.ttf", "not really a font")
        let library = scratch.write("libfreetype.so.6", "not really a library")
        let cache = GlyphCache(folder: CacheFolder(directory: scratch.path + "/cache"))
        let key = GlyphCache.Key(size: 12, scalar: 0x41)
        let glyph = Glyph(width: 2, rows: 3, left: -1, top: 3, advance: 4, coverage: [0, 1, 2, 253, 254, 255])
        #expect(cache.store([key: glyph], forFont: font, library: library))
        let kept = try #require(cache.glyphs(forFont: font))
        // Another store renames a new file over the mapped one; then the file goes: the mapping reads as it was.
        let other = Glyph(width: 1, rows: 1, left: 0, top: 1, advance: 2, coverage: [9])
        #expect(cache.store([key: other], forFont: font, library: library))
        #expect(cache.glyphs(forFont: font)?[key] == other)
        #expect(unlink(cache.filePath(forFont: font)) == 0)
        #expect(kept[key] == glyph)
        #expect(kept.keys == [key])
        #expect(kept[GlyphCache.Key(size: 12, scalar: 0x42)] == nil)
        #expect(cache.glyphs(forFont: font) == nil)
    }

    @Test func aFolderThatCannotBeWrittenKeepsNothing() throws {
        let scratch = ScratchFolder()
        let (font, _) = try fontAndCache(scratch)
        let blocked = GlyphCache(folder: CacheFolder(directory: scratch.write("blocker", "") + "/cache"))
        let face = try FontFace(file: font, glyphCache: blocked)
        #expect(face.glyph(for: "1", size: 12) != nil)
        face.keepNewGlyphs()
        #expect(blocked.glyphs(forFont: font) == nil)
        // A path with a line break is not kept either.
        #expect(!blocked.store([:], forFont: "/fonts/a\nb.ttf", library: "/lib/libfreetype.so.6"))
    }
}
