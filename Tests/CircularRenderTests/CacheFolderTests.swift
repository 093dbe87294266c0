import Testing

@testable import CircularRender

/// The cache folder's files: read whole within a limit, replaced whole, named by their keys' hashes.
@Suite struct CacheFolderTests {
    @Test func filesAreReadWholeWithinTheLimitAndReplacedWhole() {
        let scratch = ScratchFolder()
        let folder = CacheFolder(directory: scratch.path + "/cache")
        let path = folder.path(prefix: "test-", key: "one")
        #expect(folder.read(path) == nil)
        let bytes = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(folder.replace(path, with: bytes))
        #expect(folder.read(path) == bytes)
        #expect(folder.read(path, limit: bytes.count) == bytes)
        #expect(folder.read(path, limit: bytes.count - 1) == nil)
        #expect(folder.replace(path, with: []))
        #expect(folder.read(path) == [])
        // A folder is not a file; a file of the kernel's, whose size reads 0, is read to its end.
        #expect(folder.read(folder.directory) == nil)
        #expect(folder.read("/proc/self/stat")?.isEmpty == false)
    }

    @Test func keysAreNamedApart() {
        let folder = CacheFolder(directory: "/cache")
        let one = folder.path(prefix: "glyphs-", key: "/fonts/a.ttf")
        #expect(one.hasPrefix("/cache/glyphs-"))
        #expect(one == folder.path(prefix: "glyphs-", key: "/fonts/a.ttf"))
        #expect(one != folder.path(prefix: "glyphs-", key: "/fonts/b.ttf"))
        #expect(one != folder.path(prefix: "font-", key: "/fonts/a.ttf"))
    }
}
