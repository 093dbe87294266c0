import CircularControl
import Glibc
import Testing

@testable import CircularRender

/// Band maps kept between runs (BandMapCache): a later map takes the kept samples, bit for bit those it would work
/// out, and never those of another key, count or format, nor ones whose check of a sample a row disagrees.
@Suite struct BandMapCacheTests {
    private static let center = Point(x: 200, y: 200)
    private static let inner = 120.0
    private static let outer = 152.0

    private func map(_ cache: BandMapCache?, center: Point = center, columns: Int = 400) -> BandMap {
        BandMap(
            center: center, innerRadius: Self.inner, outerRadius: Self.outer, columns: columns, rows: 400,
            cache: cache)
    }

    private func key(center: Point = center, columns: Int = 400) -> BandMap.Key {
        BandMap.Key(center: center, inner: Self.inner, outer: Self.outer, columns: columns, rows: 400)
    }

    /// The samples of `map`, copied.
    private func samples(_ map: BandMap) -> [UInt32] {
        map.withSamples { Array($0) }
    }

    /// Stores `samples` as the map of `key` would be.
    private func store(_ samples: [UInt32], in cache: BandMapCache, for key: BandMap.Key) -> Bool {
        samples.withUnsafeBufferPointer { cache.store($0, for: key) }
    }

    /// The samples `cache` keeps for `key`, copied out of the file's mapping.
    private func kept(_ cache: BandMapCache, for key: BandMap.Key, count: Int) -> [UInt32]? {
        cache.samples(for: key, count: count).map { Array($0.samples) }
    }

    private func expectSameMap(_ taken: BandMap, _ made: BandMap, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(samples(taken) == samples(made), sourceLocation: sourceLocation)
        #expect(taken.bounds == made.bounds, sourceLocation: sourceLocation)
        #expect(taken.firstRow == made.firstRow, sourceLocation: sourceLocation)
        #expect(
            taken.rows.map { [$0.leftStart, $0.leftEnd, $0.rightStart, $0.rightEnd, Int32($0.offset)] }
                == made.rows.map { [$0.leftStart, $0.leftEnd, $0.rightStart, $0.rightEnd, Int32($0.offset)] },
            sourceLocation: sourceLocation)
    }

    @Test func aKeptMapIsTakenAsItWouldBeWorkedOut() throws {
        let scratch = ScratchFolder()
        let cache = BandMapCache(folder: CacheFolder(directory: scratch.path + "/cache"))
        let made = map(cache)
        #expect(!made.isTakenFromCache)
        #expect(store(samples(made), in: cache, for: key()))
        let taken = map(cache)
        #expect(taken.isTakenFromCache)
        expectSameMap(taken, made)
        // The taken map reads the file's pages as they were when it was made: a file replaced (as the cache replaces
        // its files, by renaming) or removed since changes none of its samples.
        var replaced = samples(made)
        replaced[0] ^= 0xFF
        #expect(store(replaced, in: cache, for: key()))
        expectSameMap(taken, made)
        unlink(cache.filePath(for: key()))
        expectSameMap(taken, made)
        #expect(store(samples(made), in: cache, for: key()))
        // Another centre, or the same ring over a buffer of another size, is a key of its own.
        #expect(!map(cache, center: Point(x: 200.5, y: 200)).isTakenFromCache)
        #expect(!map(cache, columns: 399).isTakenFromCache)
        #expect(kept(cache, for: key(), count: made.sampleCount - 1) == nil)
    }

    @Test func keptSamplesThatDisagreeWithARowAreWorkedOutAgain() throws {
        let scratch = ScratchFolder()
        let cache = BandMapCache(folder: CacheFolder(directory: scratch.path + "/cache"))
        let made = map(nil)
        var altered = samples(made)
        // The first sample of a row in the middle: its angle one step off.
        let row = made.rows[made.rows.count / 2]
        altered[row.offset] ^= 1 << 16
        #expect(store(altered, in: cache, for: key()))
        #expect(kept(cache, for: key(), count: altered.count) == altered)
        let remade = map(cache)
        #expect(!remade.isTakenFromCache)
        expectSameMap(remade, made)
    }

    /// The check of a sample a row is all that stands between a file and the drawing: samples that pass it and are
    /// otherwise any bits at all (a file changed by hand) draw wrong pixels, never out of bounds.
    @Test func keptSamplesOfAnyOtherBitsDrawWithoutTrapping() throws {
        let scratch = ScratchFolder()
        let folder = CacheFolder(directory: scratch.path + "/cache")
        let made = map(nil)
        var generator = SystemRandomNumberGenerator()
        let madeSamples = samples(made)
        var garbage = madeSamples.map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) }
        for row in made.rows where row.leftStart < row.leftEnd || row.rightStart < row.rightEnd {
            garbage[row.offset] = madeSamples[row.offset]
        }
        garbage[garbage.count - 1] = .max
        #expect(store(garbage, in: BandMapCache(folder: folder), for: key()))
        let geometry = RingGeometry(
            center: Self.center, radius: (Self.inner + Self.outer) / 2, lineWidth: Self.outer - Self.inner)
        for appearance in [ControlAppearance.ring(ReferenceScenes.purple), .tickDial(TickDialStyle())] {
            let renderer = Renderer(fontRequest: .family("DejaVu Sans"), cacheFolder: folder, warning: { _ in })
            #expect(renderer.bandMap(for: geometry, columns: 400, rows: 400).isTakenFromCache)
            let scene = Scene(controls: [Control(geometry: geometry, position: 0.7, appearance: appearance)])
            var image = try PixelImage(width: 400, height: 400)
            image.withPixelBuffer { _ = renderer.render(scene, into: $0) }
            #expect(image.pixels.contains { $0 != image.pixels[0] })
        }
    }

    @Test func filesOfAnotherKeyFormatOrSizeMiss() throws {
        let scratch = ScratchFolder()
        let folder = CacheFolder(directory: scratch.path + "/cache")
        let cache = BandMapCache(folder: folder)
        let made = map(nil)
        #expect(store(samples(made), in: cache, for: key()))
        let bytes = try #require(folder.read(cache.filePath(for: key())))
        #expect(bytes.count == BandMapCache.headerSize + 4 * made.sampleCount)

        // The file of one key under the name of another: its header names the first.
        let other = key(center: Point(x: 200.5, y: 200.5))
        #expect(folder.replace(cache.filePath(for: other), with: bytes))
        #expect(kept(cache, for: other, count: made.sampleCount) == nil)
        // Cut short by a byte, a byte too long, another format's tag.
        for broken in [Array(bytes.dropLast()), bytes + [0], [UInt8(ascii: "x")] + bytes.dropFirst()] {
            #expect(folder.replace(cache.filePath(for: key()), with: broken))
            #expect(kept(cache, for: key(), count: made.sampleCount) == nil)
            #expect(!map(cache).isTakenFromCache)
        }
    }

    @Test func onlyMapsOfTheKeptCountsAreStored() {
        let scratch = ScratchFolder()
        let cache = BandMapCache(folder: CacheFolder(directory: scratch.path + "/cache"))
        let small = BandMapCache.keptSampleCounts.lowerBound - 1
        #expect(!store([UInt32](repeating: 7, count: small), in: cache, for: key()))
        #expect(kept(cache, for: key(), count: small) == nil)
        let large = BandMapCache.keptSampleCounts.upperBound + 1
        #expect(!store([UInt32](repeating: 7, count: large), in: cache, for: key()))
        // A folder that cannot be made keeps nothing.
        let unwritable = BandMapCache(folder: CacheFolder(directory: "/proc/circular-control"))
        // (A map made for the call alone: its samples stay valid while the store reads them, which AddressSanitizer
        // found they did not when the map handed out its samples' address.)
        #expect(!map(nil).withSamples { unwritable.store($0, for: key()) })
    }

    @Test func theFolderKeepsTheNewestMaps() throws {
        let scratch = ScratchFolder()
        let folder = CacheFolder(directory: scratch.path + "/cache")
        let cache = BandMapCache(folder: folder)
        let samples = [UInt32](repeating: 0x4000_00FF, count: BandMapCache.keptSampleCounts.lowerBound)
        let keys = (0...BandMapCache.fileLimit).map { key(center: Point(x: 200 + Double($0), y: 200)) }
        for (index, key) in keys.dropLast().enumerated() {
            #expect(store(samples, in: cache, for: key))
            scratch.touch(cache.filePath(for: key), seconds: 1_000 + index)
        }
        // A file being written by another program is neither counted nor removed.
        let writing = scratch.write("cache/band-0.123.tmp", "")
        #expect(store(samples, in: cache, for: keys.last!))
        #expect(kept(cache, for: keys[0], count: samples.count) == nil)
        for key in keys.dropFirst() {
            #expect(kept(cache, for: key, count: samples.count) == samples)
        }
        #expect(access(writing, F_OK) == 0)
        unlink(writing)
    }

    @Test func aRendererKeepsTheBandMapsOfItsFirstFrameOnly() throws {
        let scratch = ScratchFolder()
        let folder = CacheFolder(directory: scratch.path + "/cache")
        let scene = ReferenceScenes.singleRing(0.3, knob: .idle, labelled: false)
        let geometry = scene.controls[0].geometry
        func renderer() -> Renderer {
            Renderer(fontRequest: .family("DejaVu Sans"), cacheFolder: folder, warning: { _ in })
        }
        func bandFiles() -> Int {
            ScratchFolder.names(in: folder.directory).filter { $0.hasPrefix("band-") }.count
        }

        let first = renderer()
        first.prepare(scene, columns: 128, rows: 128)
        #expect(bandFiles() == 0)
        var firstImage = try PixelImage(width: 128, height: 128)
        firstImage.withPixelBuffer { _ = first.render(scene, into: $0) }
        #expect(bandFiles() == 1)
        // A map made after the first frame (another buffer size) stays in memory.
        var wider = try PixelImage(width: 130, height: 128)
        wider.withPixelBuffer { _ = first.render(scene, into: $0) }
        #expect(bandFiles() == 1)

        let second = renderer()
        #expect(second.bandMap(for: geometry, columns: 128, rows: 128).isTakenFromCache)
        var secondImage = try PixelImage(width: 128, height: 128)
        secondImage.withPixelBuffer { _ = second.render(scene, into: $0) }
        #expect(secondImage.pixels == firstImage.pixels)
        #expect(!second.bandMap(for: geometry, columns: 130, rows: 128).isTakenFromCache)
        #expect(bandFiles() == 1)
    }
}
