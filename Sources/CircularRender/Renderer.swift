import CircularControl

/// Draws scenes of circular controls into caller-owned pixel buffers.
///
/// A renderer keeps caches, nothing else: the pixel layout of each ring's band within the buffer (angle and coverage
/// per pixel, see the design notes on static layers; one per geometry and buffer size), the label font and its
/// glyphs. Some of them outlive the run, in the user's cache folder: the label font's match and glyphs, and the band
/// maps of the first frame a renderer draws (those ``BandMapCache`` keeps), so that the next start of the same
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
    private var fontState: FontState = .notLoaded
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
        case loading(BackgroundWork<Result<FontFace, FontError>>)
        case loaded(FontFace)
        case unavailable
    }

    /// Creates a renderer whose labels use the font fontconfig finds for `fontFamily` (DejaVu Sans by default).
    ///
    /// - Parameters:
    ///   - fontFamily: the family asked of fontconfig; one it does not have gives fontconfig's best match, and no font at
    ///     all leaves labels out.
    ///   - keepingCachesBetweenRuns: whether label glyphs (`GlyphCache`) and the band maps of the first frame
    ///     (`BandMapCache`) come from, and go to, the user's cache folder (`$XDG_CACHE_HOME/circular-control`), so
    ///     that a later start draws its labels without loading FreeType and its rings without working out their
    ///     layouts; false for a renderer whose drawing must not depend on earlier runs, nor write files (a fuzzer's).
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

    /// Creates a renderer whose glyphs and band maps are kept in `cacheFolder` (nil: nowhere).
    init(fontRequest: FontRequest, cacheFolder: CacheFolder?, warning: @escaping (String) -> Void) {
        self.fontRequest = fontRequest
        self.glyphCache = cacheFolder.map(GlyphCache.init(folder:))
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
    /// sizes of 0 or less prepare nothing; a label font still loading (``beginLoadingLabelFont()``) is waited for.
    public func prepare(_ scene: Scene, columns: Int, rows: Int) {
        guard columns > 0, rows > 0 else { return }
        for control in Self.drawable(scene.controls) {
            _ = bandMap(for: control.geometry, columns: columns, rows: rows)
            if case .ring(let style) = control.appearance { _ = ringFrame(for: control, style: style) }
            _ = textBounds(of: control)
        }
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
            BandMapCache.keptSampleCounts.contains(map.samples.count)
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
        for (key, map) in bandMapsToKeep { bandMapCache?.store(map.samples, for: key) }
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
    /// Only the loading happens on the other thread: the renderer is still used from one thread at a time, and it
    /// waits for the loading thread before it goes away.
    ///
    /// Edge cases: does nothing when the font is loaded, loading, or known to be unavailable; when no thread can be
    /// started, the font is loaded on first use as without this call. A font that cannot be loaded gives the same
    /// single ``warning`` either way, when the first label is drawn.
    public func beginLoadingLabelFont() {
        let request = fontRequest
        let glyphCache = glyphCache
        guard case .notLoaded = fontState,
            let load = BackgroundWork.start({ Self.openFace(request, glyphCache: glyphCache) })
        else { return }
        fontState = .loading(load)
    }

    /// The label font, loaded on first use (or waited for, after ``beginLoadingLabelFont()``); `nil` (with one
    /// warning) when none can be loaded.
    func labelFont() -> FontFace? {
        switch fontState {
        case .loaded(let face):
            return face
        case .unavailable:
            return nil
        case .notLoaded:
            return settleFont(Self.openFace(fontRequest, glyphCache: glyphCache))
        case .loading(let load):
            return settleFont(load.value())
        }
    }

    /// The label font `request` asks for, its glyphs kept in `glyphCache`, or why it cannot be opened: what the
    /// loading thread and a load on first use both do.
    private static func openFace(_ request: FontRequest, glyphCache: GlyphCache?) -> Result<FontFace, FontError> {
        Result { () throws(FontError) in try FontFace(request: request, glyphCache: glyphCache) }
    }

    /// Keeps the outcome of loading the label font; a failure is warned about once and labels are left out.
    private func settleFont(_ outcome: Result<FontFace, FontError>) -> FontFace? {
        switch outcome {
        case .success(let face):
            fontState = .loaded(face)
            return face
        case .failure(let error):
            fontState = .unavailable
            let reason = "labels are not drawn: \(error)"
            labelUnavailableReason = reason
            warning(reason)
            return nil
        }
    }
}
