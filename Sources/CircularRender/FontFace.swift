import CFontconfig
import CFreeType
import CLibraryLoader

/// One font file opened with FreeType, with the glyphs rendered so far (a cache per size and character).
///
/// The FreeType library handle belongs to this object (no process-wide state); glyphs are rendered unhinted, so
/// labels look the same on every machine with the same font file.
final class FontFace {
    let path: String
    private var library: FT_Library?
    private var face: FT_Face?
    private var currentSize = 0
    private var glyphs: [GlyphKey: Glyph] = [:]

    private struct GlyphKey: Hashable {
        let size: Int
        let scalar: UInt32
    }

    /// Opens the font a renderer was asked for: a file, or the file fontconfig finds for a family.
    convenience init(request: Renderer.FontRequest) throws(FontError) {
        switch request {
        case .family(let family): try self.init(family: family)
        case .file(let path): try self.init(file: path)
        }
    }

    /// Finds the file for `family` with fontconfig and opens it.
    convenience init(family: String) throws(FontError) {
        try self.init(file: try Self.fileForFamily(family))
    }

    /// Opens a font file.
    init(file path: String) throws(FontError) {
        self.path = path
        if let missing = clibrary_load_freetype() { throw .libraryMissing(String(cString: missing)) }
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else { throw .freeType(path: path, code: initError) }
        var face: FT_Face?
        let openError = FT_New_Face(library, path, 0, &face)
        guard openError == 0, let face else {
            _ = FT_Done_FreeType(library)
            throw .freeType(path: path, code: openError)
        }
        self.library = library
        self.face = face
    }

    deinit {
        if let face { _ = FT_Done_Face(face) }
        if let library { _ = FT_Done_FreeType(library) }
    }

    /// The file fontconfig picks for a family name (its own configuration, released afterwards).
    static func fileForFamily(_ family: String) throws(FontError) -> String {
        if let missing = clibrary_load_fontconfig() { throw .libraryMissing(String(cString: missing)) }
        guard let config = FcInitLoadConfigAndFonts() else { throw .fontconfigUnavailable }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcNameParse(family) else { throw .noMatch(family: family) }
        defer { FcPatternDestroy(pattern) }
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { throw .noMatch(family: family) }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else {
            throw .noMatch(family: family)
        }
        return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    }

    /// The rendered glyph for `scalar` at an em size of `size` pixels, or `nil` when FreeType cannot render it.
    func glyph(for scalar: Unicode.Scalar, size: Int) -> Glyph? {
        let key = GlyphKey(size: size, scalar: scalar.value)
        if let glyph = glyphs[key] { return glyph }
        guard let face, size > 0 else { return nil }
        if size != currentSize {
            guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(size)) == 0 else { return nil }
            currentSize = size
        }
        let flags = Int32(FT_LOAD_RENDER) | Int32(FT_LOAD_NO_HINTING)
        guard FT_Load_Char(face, FT_ULong(scalar.value), flags) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        if let source = bitmap.buffer, width > 0, rows > 0, pitch >= width {
            for row in 0..<rows {
                for column in 0..<width { coverage[row * width + column] = source[row * pitch + column] }
            }
        }
        let glyph = Glyph(
            width: width, rows: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            advance: Int((slot.pointee.advance.x + 32) >> 6), coverage: coverage)
        glyphs[key] = glyph
        return glyph
    }
}
