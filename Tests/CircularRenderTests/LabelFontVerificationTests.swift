import CircularControl
import Glibc
import Testing

@testable import CircularRender

/// A label font taken from a kept match before what the match watched is checked
/// (`beginLoadingLabelFont(verifyingKeptMatchLater:)`): the first labels use the kept file, and `verifyLabelFont()`
/// switches to fontconfig's match when the configuration changed since, and only then.
@Suite struct LabelFontVerificationTests {
    private static let folder = "/usr/share/fonts/truetype/dejavu/"
    private static let family = "DejaVu Sans"
    private static let scene = ReferenceScenes.singleRing(0.42, labelled: true)

    private static let bold = folder + "DejaVuSans-Bold.ttf"

    /// Keeps, in the cache of `scratch`, a record that matches the family to `file`, watching a configuration file of
    /// `scratch` (written here, its path returned) and, as every record does, `file` itself as it is now. With
    /// `changedSince`, the configuration file's time recorded is not its own: it changed since the match was kept.
    @discardableResult
    private func keep(_ file: String, changedSince: Bool = false, in scratch: ScratchFolder) -> String {
        let configuration = scratch.write("fonts.conf", "<fontconfig/>")
        let watched =
            changedSince
            ? FontMatchCache.Watched(path: configuration, modified: 1) : FontMatchCache.watch(configuration)
        let record = FontMatchCache.Record(
            family: Self.family, environment: String(decoding: FontMatchCache.currentEnvironment(), as: UTF8.self),
            file: file,
            watched: [watched, FontMatchCache.watch(file)])
        #expect(FontMatchCache(directory: scratch.path + "/cache").store(record))
        return configuration
    }

    /// A renderer of the family whose caches are those of `scratch`.
    private func renderer(in scratch: ScratchFolder, warnings: WarningLog = WarningLog()) -> Renderer {
        Renderer(fontRequest: .family(Self.family), cacheFolder: CacheFolder(directory: scratch.path + "/cache")) {
            warnings.messages.append($0)
        }
    }

    /// The scene's pixels as `renderer` draws them.
    private func pixels(_ renderer: Renderer) throws -> [UInt32] {
        var image = try PixelImage(width: 128, height: 128)
        image.withPixelBuffer { _ = renderer.render(Self.scene, into: $0) }
        return image.pixels
    }

    /// The scene's pixels with the labels in the font file at `path`.
    private func pixels(inFont path: String) throws -> [UInt32] {
        try pixels(Renderer(fontFile: path, keepingCachesBetweenRuns: false, warning: { _ in }))
    }

    final class WarningLog: @unchecked Sendable {
        var messages: [String] = []
    }

    @Test func aChangedConfigurationSwitchesToTheNewMatchAfterTheFirstFrame() throws {
        let scratch = ScratchFolder()
        let matched = try FontFace.fileForFamily(Self.family, cache: nil)
        try #require(matched != Self.bold)
        keep(Self.bold, changedSince: true, in: scratch)

        let warnings = WarningLog()
        let renderer = renderer(in: scratch, warnings: warnings)
        renderer.beginLoadingLabelFont(verifyingKeptMatchLater: true)
        #expect(try pixels(renderer) == pixels(inFont: Self.bold))
        #expect(renderer.verifyLabelFont())
        #expect(try pixels(renderer) == pixels(inFont: matched))
        // Checked once: nothing more to check.
        #expect(!renderer.verifyLabelFont())
        #expect(warnings.messages.isEmpty)
        // The new match was kept for the next run, with what it watched now.
        let kept = try #require(
            FontMatchCache(directory: scratch.path + "/cache").keptMatch(
                for: Self.family, environment: FontMatchCache.currentEnvironment()))
        #expect(kept.file == matched)
        #expect(FontMatchCache.isCurrent(kept))
    }

    /// With the glyphs kept as well, the kept match loads on the caller's thread, at once; without them, on a thread
    /// of its own (FreeType may have to be loaded).
    @Test func aKeptMatchWithKeptGlyphsLoadsAtOnce() throws {
        let scratch = ScratchFolder()
        keep(Self.bold, in: scratch)

        let first = renderer(in: scratch)
        first.beginLoadingLabelFont(verifyingKeptMatchLater: true)
        #expect(!first.isLabelFontLoaded)
        let drawn = try pixels(first)
        #expect(drawn == (try pixels(inFont: Self.bold)))

        let second = renderer(in: scratch)
        second.beginLoadingLabelFont(verifyingKeptMatchLater: true)
        #expect(second.isLabelFontLoaded)
        #expect(try pixels(second) == drawn)
        #expect(!second.verifyLabelFont())
        // Without the later check, the match is checked first, on a thread.
        let checked = renderer(in: scratch)
        checked.beginLoadingLabelFont()
        #expect(!checked.isLabelFontLoaded)
        #expect(try pixels(checked) == drawn)
    }

    @Test func anUnchangedMatchStaysAndIsCheckedOnce() throws {
        let scratch = ScratchFolder()
        let configuration = keep(Self.bold, in: scratch)

        let renderer = renderer(in: scratch)
        renderer.beginLoadingLabelFont(verifyingKeptMatchLater: true)
        #expect(!renderer.verifyLabelFont())
        #expect(try pixels(renderer) == pixels(inFont: Self.bold))
        // Changed after the check: this renderer keeps its font (the next run checks again).
        scratch.touch(configuration, seconds: 5)
        #expect(!renderer.verifyLabelFont())
        #expect(try pixels(renderer) == pixels(inFont: Self.bold))
    }

    @Test func withoutALaterCheckAChangedMatchIsNeverTaken() throws {
        let scratch = ScratchFolder()
        let matched = try FontFace.fileForFamily(Self.family, cache: nil)
        for verifyingLater in [false, nil] {
            // Kept again each time: the match made the time before replaced it.
            keep(Self.bold, changedSince: true, in: scratch)
            let renderer = renderer(in: scratch)
            if let verifyingLater { renderer.beginLoadingLabelFont(verifyingKeptMatchLater: verifyingLater) }
            #expect(try pixels(renderer) == pixels(inFont: matched))
            #expect(!renderer.verifyLabelFont())
        }
    }

    @Test func aKeptMatchWhoseFileIsGoneIsNotTaken() throws {
        let scratch = ScratchFolder()
        let matched = try FontFace.fileForFamily(Self.family, cache: nil)
        let gone = scratch.write(
            "gone.ttf", bytes: try #require(CacheFolder(directory: "/").read(Self.bold, limit: 16 << 20)))
        keep(gone, in: scratch)
        unlink(gone)

        let warnings = WarningLog()
        let renderer = renderer(in: scratch, warnings: warnings)
        renderer.beginLoadingLabelFont(verifyingKeptMatchLater: true)
        #expect(try pixels(renderer) == pixels(inFont: matched))
        #expect(!renderer.verifyLabelFont())
        #expect(warnings.messages.isEmpty)
    }

    @Test func aRendererWithoutALabelFontHasNothingToCheck() {
        #expect(!Renderer(fontRequest: .family(Self.family), cacheFolder: nil, warning: { _ in }).verifyLabelFont())
        let file = Renderer(
            fontFile: Self.folder + "DejaVuSans.ttf", keepingCachesBetweenRuns: false, warning: { _ in })
        file.beginLoadingLabelFont(verifyingKeptMatchLater: true)
        #expect(!file.verifyLabelFont())
    }
}
