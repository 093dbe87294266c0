internal import CFontconfig
internal import CFreeType
internal import CLibraryLoader

/// One font file, with the glyphs rendered so far (a cache per size and character), rendered by FreeType.
///
/// The FreeType library handle belongs to this object (no process-wide state); glyphs are rendered unhinted, so
/// labels look the same on every machine with the same font file. Glyphs rendered by an earlier run from the same
/// file and library come from a ``GlyphCache``: FreeType is then loaded and the file opened only when a glyph is
/// asked for that the cache lacks.
///
/// Edge cases: a font whose glyphs are all kept is never opened, so its errors (``FontError``) surface only when
/// the cache misses; a face that cannot be opened later (the library gone since) renders no further glyphs.
final class FontFace {
    let path: String
    private var library: FT_Library?
    private var face: FT_Face?
    private var currentSize = 0
    /// The glyphs asked for so far: rendered, or taken from `kept`.
    private var glyphs: [GlyphCache.Key: Glyph] = [:]
    /// The glyphs the cache held when the face was made (decoded as they are asked for).
    private var kept: KeptGlyphs?
    private let glyphCache: GlyphCache?
    /// Where the glyphs this face rendered stand with the cache.
    private var cacheWrite = CacheWrite.nothingNew
    private var openFailed = false

    /// Opens the font a renderer was asked for: a file, or the file fontconfig finds for a family.
    convenience init(request: Renderer.FontRequest, glyphCache: GlyphCache? = .userDefault()) throws(FontError) {
        switch request {
        case .family(let family): try self.init(family: family, glyphCache: glyphCache)
        case .file(let path): try self.init(file: path, glyphCache: glyphCache)
        }
    }

    /// Finds the file for `family` with fontconfig and opens it.
    convenience init(family: String, glyphCache: GlyphCache? = .userDefault()) throws(FontError) {
        try self.init(file: try Self.fileForFamily(family), glyphCache: glyphCache)
    }

    /// Opens a font file, or takes the glyphs `glyphCache` keeps for it and opens it when one is missing.
    init(file path: String, glyphCache: GlyphCache? = .userDefault()) throws(FontError) {
        self.path = path
        self.glyphCache = glyphCache
        if let kept = Self.keptGlyphs(of: path, in: glyphCache) {
            self.kept = kept
            return
        }
        try open()
    }

    /// The face of the font file at `path` when `glyphCache` keeps glyphs of it: they are taken, and the file is
    /// opened only when a glyph is asked for that they lack. Nil when none are kept (the file is not opened).
    init?(keptGlyphsOf path: String, glyphCache: GlyphCache?) {
        guard let kept = Self.keptGlyphs(of: path, in: glyphCache) else { return nil }
        self.path = path
        self.glyphCache = glyphCache
        self.kept = kept
    }

    /// The glyphs `glyphCache` keeps of the font file at `path`, nil when it keeps none.
    private static func keptGlyphs(of path: String, in glyphCache: GlyphCache?) -> KeptGlyphs? {
        guard let kept = glyphCache?.glyphs(forFont: path), kept.count > 0 else { return nil }
        return kept
    }

    /// Loads FreeType and opens the file.
    private func open() throws(FontError) {
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

    /// Whether FreeType has opened the file (not while every glyph asked for came from the cache).
    var isOpen: Bool { face != nil }

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
            cache.store(
                .init(
                    family: family, environment: String(decoding: environment, as: UTF8.self), file: file,
                    watched: watched))
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
        let key = GlyphCache.Key(size: size, scalar: scalar.value)
        if let glyph = glyphs[key] { return glyph }
        if let glyph = kept?[key] {
            glyphs[key] = glyph
            return glyph
        }
        guard size > 0 else { return nil }
        if face == nil, !openFailed {
            do { try open() } catch { openFailed = true }
        }
        guard let face else { return nil }
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
        if cacheWrite == .nothingNew { cacheWrite = .pending }
        return glyph
    }

    /// Keeps the glyphs rendered since the cache was read in it, for the next run: every glyph asked for so far first,
    /// then those it held that were not. A face writes the cache once, after the first frame that rendered glyphs
    /// it lacked (what a later start draws first); glyphs rendered after that stay in memory, so that a label whose
    /// size changes frame after frame (a window being resized) writes no file a frame. Does nothing when no glyph
    /// was rendered, or with no cache.
    func keepNewGlyphs() {
        guard cacheWrite == .pending, let glyphCache, let library = clibrary_freetype_file() else { return }
        cacheWrite = .done
        glyphCache.store(
            glyphs.merging(kept?.decoded() ?? [:]) { asked, _ in asked }, first: Set(glyphs.keys), forFont: path,
            library: String(cString: library))
    }

    /// The glyph cache's one write a face (``keepNewGlyphs()``): nothing rendered since the cache was read, glyphs
    /// rendered and not yet kept, or kept (glyphs rendered afterwards stay in memory).
    private enum CacheWrite {
        case nothingNew
        case pending
        case done
    }
}
