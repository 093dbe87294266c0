internal import CFontconfig
internal import CFreeType
internal import CLibraryLoader

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
        let initError = FreeType.FT_Init_FreeType(&library)
        guard initError == 0, let library else { throw .freeType(path: path, code: initError) }
        var face: FT_Face?
        let openError = FreeType.FT_New_Face(library, path, 0, &face)
        guard openError == 0, let face else {
            _ = FreeType.FT_Done_FreeType(library)
            throw .freeType(path: path, code: openError)
        }
        self.library = library
        self.face = face
    }

    deinit {
        if let face { _ = FreeType.FT_Done_Face(face) }
        if let library { _ = FreeType.FT_Done_FreeType(library) }
    }

    /// The file fontconfig picks for a family name: the match kept in `cache` while what fontconfig read for it is
    /// unchanged, else fontconfig's (its own configuration, released afterwards), which is then kept.
    static func fileForFamily(_ family: String, cache: FontMatchCache? = .userDefault()) throws(FontError) -> String {
        let environment = FontMatchCache.currentEnvironment()
        if let kept = cache?.file(for: family, environment: environment) { return kept }
        if let missing = clibrary_load_fontconfig() { throw .libraryMissing(String(cString: missing)) }
        guard let config = Fontconfig.FcInitLoadConfigAndFonts() else { throw .fontconfigUnavailable }
        defer { Fontconfig.FcConfigDestroy(config) }
        guard let pattern = Fontconfig.FcNameParse(family) else { throw .noMatch(family: family) }
        defer { Fontconfig.FcPatternDestroy(pattern) }
        _ = Fontconfig.FcConfigSubstitute(config, pattern, FcMatchPattern)
        Fontconfig.FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = Fontconfig.FcFontMatch(config, pattern, &result) else { throw .noMatch(family: family) }
        defer { Fontconfig.FcPatternDestroy(match) }
        var found: UnsafeMutablePointer<FcChar8>?
        guard Fontconfig.FcPatternGetString(match, "file", 0, &found) == FcResultMatch, let found else {
            throw .noMatch(family: family)
        }
        let file = String(cString: UnsafeRawPointer(found).assumingMemoryBound(to: CChar.self))
        if let cache {
            let watched = (watchedPaths(of: config) + [file]).map(FontMatchCache.watch)
            cache.store(.init(family: family, environment: environment, file: file, watched: watched))
        }
        return file
    }

    /// What a match made with `config` depends on: its configuration files and their folders, its folders of
    /// configuration files and its font folders, and the places a user's configuration or fonts would go, each once.
    private static func watchedPaths(of config: OpaquePointer) -> [String] {
        var paths: [String] = []
        var seen: Set<String> = []
        func add(_ path: String) {
            if seen.insert(path).inserted { paths.append(path) }
        }
        func addAll(_ list: OpaquePointer?, withFolders: Bool) {
            guard let list else { return }
            defer { Fontconfig.FcStrListDone(list) }
            while let next = Fontconfig.FcStrListNext(list) {
                let path = String(cString: UnsafeRawPointer(next).assumingMemoryBound(to: CChar.self))
                add(path)
                if withFolders, let slash = path.lastIndex(of: "/"), slash > path.startIndex {
                    add(String(path[..<slash]))
                }
            }
        }
        addAll(Fontconfig.FcConfigGetConfigFiles(config), withFolders: true)
        addAll(Fontconfig.FcConfigGetConfigDirs(config), withFolders: false)
        addAll(Fontconfig.FcConfigGetFontDirs(config), withFolders: false)
        for path in userConfigurationPlaces() { add(path) }
        return paths
    }

    /// Where fontconfig looks for a user's configuration and fonts (a file or folder made there later changes
    /// the match).
    private static func userConfigurationPlaces() -> [String] {
        guard let home = FontMatchCache.environmentValue("HOME") else { return [] }
        let configuration = FontMatchCache.environmentValue("XDG_CONFIG_HOME") ?? home + "/.config"
        let data = FontMatchCache.environmentValue("XDG_DATA_HOME") ?? home + "/.local/share"
        return [
            configuration + "/fontconfig", configuration + "/fontconfig/fonts.conf",
            configuration + "/fontconfig/conf.d", home + "/.fonts.conf", home + "/.fonts.conf.d",
            data + "/fonts", home + "/.fonts",
        ]
    }

    /// The rendered glyph for `scalar` at an em size of `size` pixels, or `nil` when FreeType cannot render it.
    func glyph(for scalar: Unicode.Scalar, size: Int) -> Glyph? {
        let key = GlyphKey(size: size, scalar: scalar.value)
        if let glyph = glyphs[key] { return glyph }
        guard let face, size > 0 else { return nil }
        if size != currentSize {
            guard FreeType.FT_Set_Pixel_Sizes(face, 0, FT_UInt(size)) == 0 else { return nil }
            currentSize = size
        }
        let flags = Int32(FT_LOAD_RENDER) | Int32(FT_LOAD_NO_HINTING)
        guard FreeType.FT_Load_Char(face, FT_ULong(scalar.value), flags) == 0, let slot = face.pointee.glyph else {
            return nil
        }
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
