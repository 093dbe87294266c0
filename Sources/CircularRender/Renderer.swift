import CircularControl

/// Draws scenes of circular controls into caller-owned pixel buffers.
///
/// A renderer keeps caches, nothing else: the pixel layout of each ring's band within the buffer (angle and coverage
/// per pixel, see the design notes on static layers; one per geometry and buffer size), the label font and its
/// glyphs. Some of them outlive the run, in the user's cache folder: the label font's match and glyphs, and the band
/// maps of the first frame a renderer draws (rings of 4,096 to 262,144 pixels), so that the next start of the same
/// window takes them instead of working them out. Every call takes its buffer and its scene, so
/// one renderer can serve several windows; it is not thread-safe (use one per thread).
///
/// Drawing is analytic: each pixel's coverage by each shape comes from its signed distance to the shape's edge,
/// turned into the exact area of the pixel on the inner side of a straight edge of that direction (for a band, the
/// outer disc's coverage minus the inner disc's, so bands thinner than a pixel come out right too). Only the pixels
/// inside each shape's bounds are visited: per row, only the columns between the inner and the outer radius.
/// Knobs are drawn after every ring, so they lie on top; the pixels their opaque cores cover are not drawn beneath.
/// Focus rings (``Control/isFocused``) are drawn last, around their knobs; a value entry (``Control/entry``) is drawn
/// in its control's label place.
///
/// Edge cases:
/// - Rectangles are clipped to the buffer; an empty clip draws nothing and returns ``PixelRect/empty``.
/// - Controls whose geometry or arc do not validate are skipped.
/// - When no font can be loaded the labels are left out and ``warning`` is called once, with the reason; the reason
///   stays in ``labelUnavailableReason``.
public final class Renderer {
    /// Where the renderer reports a problem that does not stop it (a missing font), once per problem.
    public let warning: (String) -> Void
    /// Why labels are not drawn, once a label was asked for and no font could be loaded; `nil` otherwise.
    public private(set) var labelUnavailableReason: String?

    private let fontRequest: FontRequest
    /// Where label glyphs are kept between runs; nil: nowhere.
    private let glyphCache: GlyphCache?
    /// Where the label font's match is kept between runs; nil: nowhere (fontconfig matches it every run).
    private let fontMatchCache: FontMatchCache?
    private var fontState: FontState = .notLoaded
    /// Whether the label font may come from a kept match before what the match watched is checked
    /// (``beginLoadingLabelFont(verifyingKeptMatchLater:)``).
    private var takesKeptMatchUnverified = false
    /// The kept match the label font came from while it is not yet checked (``verifyLabelFont()``).
    private var unverifiedMatch: FontMatchCache.KeptMatch?
    private var bandMaps: [BandMap.Key: BandMap] = [:]
    /// Where band maps are kept between runs; nil: nowhere.
    private let bandMapCache: BandMapCache?
    /// True until the first frame is drawn: the band maps worked out until then (and not taken from the cache) are
    /// kept for the next run afterwards, those worked out later (a resize's) are not.
    private var keepsNewBandMaps = true
    /// The band maps to keep once the first frame is drawn.
    private var bandMapsToKeep: [(key: BandMap.Key, map: BandMap)] = []
    /// The bytes `bandMaps` holds.
    private var bandMapBytes = 0
    private var ringFrames: [RingFrameKey: RingFrame] = [:]

    /// What a ring's frame depends on: everything but the knob and the label.
    private struct RingFrameKey: Hashable {
        let geometry: RingGeometry
        let arc: Arc
        let position: Double
        let style: RingStyle
    }

    /// How many ring frames the renderer keeps before it starts over: every new value makes a frame.
    public static let ringFrameCacheLimit = 32
    /// How many bytes of band layouts the renderer keeps before it starts over. A layout depends on the ring's
    /// geometry only, so a panel redraws its controls from kept layouts whatever their values: a budget rather than
    /// a count keeps the layouts of hundreds of small knobs (a mixer's automation moving a hundred of them a frame)
    /// and of a few large rings (a window resized again and again) alike.
    public static let bandMapBudget = 4 << 20

    enum FontRequest {
        case family(String)
        case file(String)
    }

    enum FontState {
        case notLoaded
        case loading(BackgroundWork<Result<LoadedFont, FontError>>)
        case loaded(FontFace)
        case unavailable
    }

    /// A label font as loading leaves it: the face, and the kept match it came from unchecked (nil: checked, or
    /// not from a kept match).
    struct LoadedFont {
        let face: FontFace
        let unverifiedMatch: FontMatchCache.KeptMatch?
    }

    /// Creates a renderer whose labels use the font fontconfig finds for `fontFamily` (DejaVu Sans by default).
    ///
    /// - Parameters:
    ///   - fontFamily: the family asked of fontconfig; one it does not have gives fontconfig's best match, and no font at
    ///     all leaves labels out.
    ///   - keepingCachesBetweenRuns: whether the label font's match (`FontMatchCache`), its glyphs (`GlyphCache`)
    ///     and the band maps of the first frame (`BandMapCache`) come from, and go to, the user's cache folder
    ///     (`$XDG_CACHE_HOME/circular-control`), so that a later start finds its font without fontconfig, draws its
    ///     labels without loading FreeType and its rings without working out their layouts; false for a renderer
    ///     whose drawing must not depend on earlier runs, nor write files (a fuzzer's).
    ///   - warning: called at most once, when labels cannot be drawn; prints to standard error by default.
    public convenience init(
        fontFamily: String = "DejaVu Sans", keepingCachesBetweenRuns: Bool = true,
        warning: @escaping (String) -> Void = Renderer.printWarning
    ) {
        self.init(
            fontRequest: .family(fontFamily), cacheFolder: keepingCachesBetweenRuns ? .userDefault() : nil,
            warning: warning)
    }

    /// Creates a renderer whose labels use the font file at `fontFile` (any format FreeType reads);
    /// `keepingCachesBetweenRuns` as for ``init(fontFamily:keepingCachesBetweenRuns:warning:)``.
    ///
    /// Edge cases: a path that cannot be opened leaves labels out, with one warning.
    public convenience init(
        fontFile: String, keepingCachesBetweenRuns: Bool = true,
        warning: @escaping (String) -> Void = Renderer.printWarning
    ) {
        self.init(
            fontRequest: .file(fontFile), cacheFolder: keepingCachesBetweenRuns ? .userDefault() : nil,
            warning: warning)
    }

    /// Creates a renderer whose font match, glyphs and band maps are kept in `cacheFolder` (nil: nowhere).
    init(fontRequest: FontRequest, cacheFolder: CacheFolder?, warning: @escaping (String) -> Void) {
        self.fontRequest = fontRequest
        self.glyphCache = cacheFolder.map(GlyphCache.init(folder:))
        self.fontMatchCache = cacheFolder.map { FontMatchCache(directory: $0.directory) }
        self.bandMapCache = cacheFolder.map(BandMapCache.init(folder:))
        self.warning = warning
    }

    /// The default warning: one line on standard error.
    public static func printWarning(_ message: String) {
        StandardError.write("CircularRender: \(message)\n")
    }

    // MARK: Drawing

    /// Draws the whole scene into the whole buffer and returns the buffer's bounds.
    @discardableResult
    public func render(_ scene: Scene, into buffer: PixelBuffer) -> PixelRect {
        render(scene, into: buffer, clippedTo: buffer.bounds)
    }

    /// Redraws only the pixels of `clip` (typically a rectangle from ``damage(from:to:canvas:)``): the background,
    /// then every control that reaches into it. Pixels outside `clip` are not touched.
    ///
    /// - Returns: the rectangle actually redrawn: `clip` clipped to the buffer.
    @discardableResult
    public func render(_ scene: Scene, into buffer: PixelBuffer, clippedTo clip: PixelRect) -> PixelRect {
        render(scene.controls, background: scene.background, into: buffer, clippedTo: clip)
    }

    /// Redraws only the pixels of `clip`, as ``render(_:into:clippedTo:)`` does, looking only at the controls `index`
    /// finds there: the work is that of the controls near `clip`, not of the whole scene.
    ///
    /// Edge cases: `index` must be the scene's (built from it, and updated for every control changed since); an index
    /// of another number of controls is not used, and the whole scene is looked at.
    @discardableResult
    public func render(_ scene: Scene, into buffer: PixelBuffer, clippedTo clip: PixelRect, index: BoundsIndex)
        -> PixelRect
    {
        guard index.count == scene.controls.count else { return render(scene, into: buffer, clippedTo: clip) }
        let area = clip.intersection(buffer.bounds)
        let reaching = index.entries(meeting: area).map { scene.controls[$0] }
        return render(reaching, background: scene.background, into: buffer, clippedTo: area)
    }

    /// Makes what drawing `scene` into a buffer of `columns` by `rows` pixels builds on first use and keeps for the
    /// frames after (each ring's band map and frame, the glyphs of each label or value entry, the label font itself),
    /// so that a host can have it made while it waits, before its first frame: the Wayland host lays its client out
    /// while the compositor announces its globals, and the first frame then draws without building them (half its
    /// work for one knob).
    ///
    /// Edge cases: a scene drawn into a buffer of another size, or changed since, builds what it lacks as it draws;
    /// sizes of 0 or less prepare nothing; a label font still loading
    /// (``beginLoadingLabelFont(verifyingKeptMatchLater:)``) is waited for.
    public func prepare(_ scene: Scene, columns: Int, rows: Int) {
        guard columns > 0, rows > 0 else { return }
        for control in Self.drawable(scene.controls) {
            _ = bandMap(for: control.geometry, columns: columns, rows: rows)
            if case .ring(let style) = control.appearance { _ = ringFrame(for: control, style: style) }
            _ = textBounds(of: control)
        }
    }

    /// Whether the label font is loaded (not loading on a thread, nor unavailable), for the tests.
    var isLabelFontLoaded: Bool {
        if case .loaded = fontState { return true }
        return false
    }

    /// How many band maps and ring frames the renderer keeps: what ``prepare(_:columns:rows:)`` made, for the tests.
    var keptLayerCounts: (bandMaps: Int, ringFrames: Int) { (bandMaps.count, ringFrames.count) }

    /// The controls drawn of `controls`, in drawing order: a range control as its parts (see `Control.drawnParts`),
    /// nothing undrawable.
    private static func drawable(_ controls: [Control]) -> [Control] {
        controls.flatMap(\.drawnParts).filter(\.isDrawable)
    }

    /// Fills `clip` with `background` and draws `controls` (bottom to top) there.
    private func render(
        _ controls: [Control], background: RGBAColor, into buffer: PixelBuffer, clippedTo clip: PixelRect
    ) -> PixelRect {
        let area = clip.intersection(buffer.bounds)
        guard !area.isEmpty else { return .empty }
        buffer.fill(area, with: background.premultipliedARGB)
        let drawable = Self.drawable(controls)
        // Knobs lie above every ring; the pixels their opaque cores will cover are not drawn beneath them.
        let occluders = drawable.compactMap { control in
            control.knob.flatMap { KnobShape(control: control, state: $0).occluder }
        }
        for control in drawable {
            let reach = bounds(of: control).intersection(area)
            guard !reach.isEmpty else { continue }
            draw(control, into: buffer, clip: reach, occluders: occluders)
        }
        for control in drawable {
            guard let state = control.knob else { continue }
            drawKnob(of: control, state: state, into: buffer, clip: area)
        }
        // Focus rings lie above the knobs.
        for control in drawable where control.isFocused {
            FocusRingShape(control: control)?.draw(into: buffer, clip: area)
        }
        // Glyphs rendered for this frame (or measured since the last) are kept for the next run.
        if case .loaded(let face) = fontState { face.keepNewGlyphs() }
        keepFirstFrameBandMaps()
        return area
    }

    private func draw(_ control: Control, into buffer: PixelBuffer, clip: PixelRect, occluders: [Occluder]) {
        let map = bandMap(for: control.geometry, columns: buffer.width, rows: buffer.height)
        switch control.appearance {
        case .ring(let style):
            drawRing(ringFrame(for: control, style: style), map: map, into: buffer, clip: clip, occluders: occluders)
            drawLabel(of: control, color: style.labelColor, into: buffer, clip: clip)
        case .tickDial(let style):
            drawTicks(of: control, style: style, map: map, into: buffer, clip: clip)
            drawLabel(of: control, color: style.labelColor, into: buffer, clip: clip)
        }
    }

    /// The cached band layout of a geometry over the pixels of buffers of `columns` by `rows`, built on first use.
    func bandMap(for geometry: RingGeometry, columns: Int, rows: Int) -> BandMap {
        let key = BandMap.Key(
            center: geometry.center, inner: geometry.innerRadius, outer: geometry.outerRadius,
            columns: columns, rows: rows)
        if let map = bandMaps[key] { return map }
        let map = BandMap(
            center: geometry.center, innerRadius: geometry.innerRadius, outerRadius: geometry.outerRadius,
            columns: columns, rows: rows, cache: bandMapCache)
        if keepsNewBandMaps, bandMapCache != nil, !map.isTakenFromCache,
            BandMapCache.keptSampleCounts.contains(map.sampleCount)
        {
            bandMapsToKeep.append((key, map))
        }
        if bandMapBytes + map.byteCount > Self.bandMapBudget {
            bandMaps.removeAll(keepingCapacity: true)
            bandMapBytes = 0
        }
        bandMaps[key] = map
        bandMapBytes += map.byteCount
        return map
    }

    /// Keeps the band maps worked out for the first frame in the cache, once, after that frame is drawn.
    private func keepFirstFrameBandMaps() {
        guard keepsNewBandMaps else { return }
        keepsNewBandMaps = false
        for (key, map) in bandMapsToKeep { map.withSamples { _ = bandMapCache?.store($0, for: key) } }
        bandMapsToKeep = []
    }

    /// The frame of a ring (colour table, caps, shadow), reused while the ring's state is unchanged, so that a
    /// redraw for the knob or the label alone does not rebuild it.
    private func ringFrame(for control: Control, style: RingStyle) -> RingFrame {
        let key = RingFrameKey(
            geometry: control.geometry, arc: control.arc, position: control.drawnPosition, style: style)
        if let frame = ringFrames[key] { return frame }
        if ringFrames.count >= Self.ringFrameCacheLimit { ringFrames.removeAll(keepingCapacity: true) }
        let frame = RingFrame(control: control, style: style)
        ringFrames[key] = frame
        return frame
    }

    // MARK: Fonts

    /// Starts finding and opening the label font on a thread of its own, so that the few milliseconds fontconfig
    /// takes to read its configuration overlap the host's own start-up (connecting to the display, creating and
    /// mapping a window); the first label drawn waits for it. Drawing that needs no label never waits.
    ///
    /// With `verifyingKeptMatchLater`, a font family's match kept by an earlier run is taken as it is, and what it
    /// watched (fontconfig's configuration files and font folders, a few dozen `stat` calls) is checked only when
    /// the host calls ``verifyLabelFont()``, after its first frame: a window's first labels then wait for no more
    /// than reading the kept match and glyphs. When both are kept, that is done here, on the caller's thread: it
    /// takes less than starting a thread (0.06 ms against 0.1 to 0.3 ms for a thread's start and end on the
    /// benchmark machine). Only a host that calls ``verifyLabelFont()`` may ask for it, or a changed configuration
    /// would go unnoticed for the renderer's life (a screenshot's single frame, say).
    ///
    /// Only the loading happens on the other thread: the renderer is still used from one thread at a time, and it
    /// waits for the loading thread before it goes away.
    ///
    /// Edge cases: does nothing when the font is loaded, loading, or known to be unavailable; when no thread can be
    /// started, the font is loaded on first use as without this call. A font that cannot be loaded gives the same
    /// single ``warning`` either way, when the first label is drawn. A kept match whose file cannot be opened is
    /// not taken: the family is matched and checked as without `verifyingKeptMatchLater`.
    public func beginLoadingLabelFont(verifyingKeptMatchLater: Bool = false) {
        guard case .notLoaded = fontState else { return }
        takesKeptMatchUnverified = verifyingKeptMatchLater
        if verifyingKeptMatchLater, case .family(let family) = fontRequest,
            let loaded = Self.faceOfKeptMatch(
                family, matchCache: fontMatchCache, glyphCache: glyphCache, fromKeptGlyphsOnly: true)
        {
            _ = settleFont(.success(loaded))
            return
        }
        let request = fontRequest
        let glyphCache = glyphCache
        let matchCache = fontMatchCache
        guard
            let load = BackgroundWork.start({
                Self.openFace(
                    request, glyphCache: glyphCache, matchCache: matchCache,
                    takingKeptMatchUnverified: verifyingKeptMatchLater)
            })
        else { return }
        fontState = .loading(load)
    }

    /// Checks, once, the kept match the label font was taken from unchecked
    /// (``beginLoadingLabelFont(verifyingKeptMatchLater:)``): when anything it watched changed, the family is matched
    /// again and, when that gives another file, labels are drawn with it from now on. Returns true then: every label
    /// must be drawn again, and its bounds may have changed. A host calls it once its first frame is shown.
    ///
    /// Edge cases: false when the font did not come from an unchecked match (or was checked already), when what the
    /// match watched is unchanged, or when the new match is the same file; a new match that cannot be found or
    /// opened keeps the font in use. Waits for a loading thread.
    public func verifyLabelFont() -> Bool {
        if case .loading = fontState { _ = labelFont() }
        guard let kept = unverifiedMatch else { return false }
        unverifiedMatch = nil
        guard !FontMatchCache.isCurrent(kept), case .family(let family) = fontRequest,
            let file = try? FontFace.fileForFamily(family, cache: fontMatchCache), file != kept.file,
            let face = try? FontFace(file: file, glyphCache: glyphCache)
        else { return false }
        fontState = .loaded(face)
        return true
    }

    /// The label font, loaded on first use (or waited for, after ``beginLoadingLabelFont(verifyingKeptMatchLater:)``);
    /// `nil` (with one warning) when none can be loaded.
    func labelFont() -> FontFace? {
        switch fontState {
        case .loaded(let face):
            return face
        case .unavailable:
            return nil
        case .notLoaded:
            return settleFont(
                Self.openFace(
                    fontRequest, glyphCache: glyphCache, matchCache: fontMatchCache,
                    takingKeptMatchUnverified: takesKeptMatchUnverified))
        case .loading(let load):
            return settleFont(load.value())
        }
    }

    /// The label font `request` asks for, its glyphs kept in `glyphCache`, or why it cannot be opened: what the
    /// loading thread and a load on first use both do. A family's file comes from `matchCache` while what it watched
    /// is unchanged, else from fontconfig; with `takingKeptMatchUnverified`, from a kept match that opens without
    /// that check (the match is then returned, to be checked later).
    private static func openFace(
        _ request: FontRequest, glyphCache: GlyphCache?, matchCache: FontMatchCache?, takingKeptMatchUnverified: Bool
    ) -> Result<LoadedFont, FontError> {
        Result { () throws(FontError) in
            switch request {
            case .file(let path):
                return LoadedFont(face: try FontFace(file: path, glyphCache: glyphCache), unverifiedMatch: nil)
            case .family(let family):
                if takingKeptMatchUnverified,
                    let loaded = faceOfKeptMatch(
                        family, matchCache: matchCache, glyphCache: glyphCache, fromKeptGlyphsOnly: false)
                {
                    return loaded
                }
                let file = try FontFace.fileForFamily(family, cache: matchCache)
                return LoadedFont(face: try FontFace(file: file, glyphCache: glyphCache), unverifiedMatch: nil)
            }
        }
    }

    /// A face of the file that the match `matchCache` keeps for `family` names, with that match, unchecked: from the
    /// glyphs `glyphCache` keeps alone when `fromKeptGlyphsOnly` (no file is opened, nor FreeType loaded), else
    /// opening the file when they lack one. Nil when no match is kept, or no face comes of it.
    private static func faceOfKeptMatch(
        _ family: String, matchCache: FontMatchCache?, glyphCache: GlyphCache?, fromKeptGlyphsOnly: Bool
    ) -> LoadedFont? {
        guard let kept = matchCache?.keptMatch(for: family, environment: FontMatchCache.currentEnvironment())
        else { return nil }
        let face =
            fromKeptGlyphsOnly
            ? FontFace(keptGlyphsOf: kept.file, glyphCache: glyphCache)
            : try? FontFace(file: kept.file, glyphCache: glyphCache)
        return face.map { LoadedFont(face: $0, unverifiedMatch: kept) }
    }

    /// Keeps the outcome of loading the label font; a failure is warned about once and labels are left out.
    private func settleFont(_ outcome: Result<LoadedFont, FontError>) -> FontFace? {
        switch outcome {
        case .success(let loaded):
            fontState = .loaded(loaded.face)
            unverifiedMatch = loaded.unverifiedMatch
            return loaded.face
        case .failure(let error):
            fontState = .unavailable
            let reason = "labels are not drawn: \(error)"
            labelUnavailableReason = reason
            warning(reason)
            return nil
        }
    }
}
