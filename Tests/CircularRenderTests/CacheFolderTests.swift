import Glibc
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

    @Test func filesAreMappedOnlyAtTheSizesAskedFor() throws {
        let scratch = ScratchFolder()
        let folder = CacheFolder(directory: scratch.path + "/cache")
        let path = folder.path(prefix: "test-", keyBytes: [1, 2, 3])
        #expect(MappedFile(path: path, byteCount: 11) == nil)
        let bytes: [UInt8] = [9, 8, 7, 1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(folder.replace(path, with: bytes))
        let mapped = try #require(MappedFile(path: path, byteCount: 11))
        #expect(Array(mapped.bytes) == bytes)
        // Any other size misses, as do nothing to map, a folder and a file of the kernel's (whose size reads 0).
        #expect(MappedFile(path: path, byteCount: 10) == nil)
        #expect(MappedFile(path: path, byteCount: 12) == nil)
        #expect(MappedFile(path: path, byteCount: 0) == nil)
        #expect(MappedFile(path: path, byteCount: -1) == nil)
        #expect(MappedFile(path: folder.directory, byteCount: 4096) == nil)
        #expect(MappedFile(path: "/proc/self/stat", byteCount: 0) == nil)
        // A range of sizes maps a file of any size in it, and only those.
        #expect(try #require(MappedFile(path: path, byteCounts: 1...11)).bytes.count == 11)
        #expect(MappedFile(path: path, byteCounts: 11...Int.max) != nil)
        #expect(MappedFile(path: path, byteCounts: 1...10) == nil)
        #expect(MappedFile(path: path, byteCounts: 12...4096) == nil)
        #expect(MappedFile(path: "/proc/self/stat", byteCounts: 0...4096) == nil)
        // The mapping keeps the bytes the file had: replaced by renaming, or removed, it reads the same.
        #expect(folder.replace(path, with: bytes.reversed()))
        #expect(Array(mapped.bytes) == bytes)
        unlink(path)
        #expect(Array(mapped.bytes) == bytes)
    }

    @Test func theOldestFilesOfAPrefixAreRemovedBeyondTheLimit() {
        let scratch = ScratchFolder()
        let folder = CacheFolder(directory: scratch.path + "/cache")
        let paths = (0..<5).map { folder.path(prefix: "kept-", key: "\($0)") }
        for (index, path) in paths.enumerated() {
            #expect(folder.replace(path, with: [UInt8(index)]))
            // Made in the order 3, 4, 0, 1, 2.
            scratch.touch(path, seconds: 100 + (index + 2) % 5)
        }
        let other = folder.path(prefix: "other-", key: "0")
        #expect(folder.replace(other, with: [1]))
        scratch.touch(other, seconds: 1)
        folder.removeOldest(prefix: "kept-", keeping: 3)
        #expect(paths.map { folder.read($0) != nil } == [true, true, true, false, false])
        #expect(folder.read(other) == [1])
        folder.removeOldest(prefix: "kept-", keeping: 0)
        #expect(paths.allSatisfy { folder.read($0) == nil })
        #expect(folder.read(other) == [1])
    }

    /// Readers at start-up open their files by ``CacheFolder/withPath(prefix:keyBytes:_:)``'s C string, made in
    /// memory of its own: in a folder whose path is longer than 64 bytes (the length from which a string's storage
    /// holds breadcrumbs), it names the file ``CacheFolder/path(prefix:key:)`` names, whole.
    @Test func aLongFoldersFilesAreReadThroughTheirCStringPaths() throws {
        let scratch = ScratchFolder()
        let folder = CacheFolder(
            directory: scratch.path + "/" + String(repeating: "a-folder-of-the-cache/", count: 8) + "circular-control")
        let path = folder.path(prefix: "test-", key: "one")
        #expect(path.utf8.count > 200)
        #expect(folder.replace(path, with: [1, 2, 3]))
        #expect(folder.withPath(prefix: "test-", keyBytes: "one".utf8) { folder.read($0) } == [1, 2, 3])
        let mapped = try #require(
            folder.withPath(prefix: "test-", keyBytes: "one".utf8) { MappedFile(path: $0, byteCount: 3) })
        #expect(Array(mapped.bytes) == [1, 2, 3])
        #expect(folder.withPath(prefix: "test-", keyBytes: "two".utf8) { folder.read($0) } == nil)
        #expect(folder.withPath(prefix: "other-", keyBytes: "one".utf8) { folder.read($0) } == nil)
    }

    @Test func keysAreNamedApart() {
        let folder = CacheFolder(directory: "/cache")
        let one = folder.path(prefix: "glyphs-", key: "/fonts/a.ttf")
        #expect(one.hasPrefix("/cache/glyphs-"))
        #expect(one == folder.path(prefix: "glyphs-", key: "/fonts/a.ttf"))
        #expect(one != folder.path(prefix: "glyphs-", key: "/fonts/b.ttf"))
        #expect(one != folder.path(prefix: "font-", key: "/fonts/a.ttf"))
        // The hash is named in hexadecimal as the standard library writes it.
        for value: UInt64 in [0, 1, 9, 10, 15, 16, 0xABC, 0x0FFF_FFFF_FFFF_FFFF, 0x8000_0000_0000_0000, .max] {
            #expect(CacheFolder.hexadecimal(value) == String(value, radix: 16))
        }
        // A key's text and its UTF-8 bytes name the same file.
        #expect(one == folder.path(prefix: "glyphs-", keyBytes: Array("/fonts/a.ttf".utf8)))
    }
}
