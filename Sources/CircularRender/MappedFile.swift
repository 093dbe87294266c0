import Glibc

/// A file's bytes mapped read-only and private, unmapped when the object goes away: what a reader of a large kept
/// file takes instead of a copy, since the pages the kernel holds for the file are mapped as they are (a few page
/// faults for the whole file, no fresh memory to fill).
///
/// The file may be renamed over or removed meanwhile: the mapping keeps the bytes it had (the cache replaces files by
/// renaming, never in place).
///
/// Edge cases: ``init(path:byteCounts:)`` gives nil for a file that cannot be opened, is not a regular file, is of a
/// size outside `byteCounts`, or cannot be mapped, and for an empty file (there is nothing to map). A file cut short
/// in place by another program while it is mapped makes a read of its lost pages fault (SIGBUS), as with any mapped
/// file (fontconfig's caches are read the same way): the cache's own writes never do that.
final class MappedFile {
    /// The bytes, for as long as the object lives.
    let bytes: UnsafeRawBufferPointer

    /// Maps the file at the C string `path` when it holds exactly `byteCount` bytes.
    convenience init?(path: UnsafePointer<CChar>, byteCount: Int) {
        self.init(path: path, byteCounts: byteCount...byteCount)
    }

    /// Maps the file at the C string `path` when its size is one of `byteCounts` (and not 0).
    init?(path: UnsafePointer<CChar>, byteCounts: ClosedRange<Int>) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0,
            byteCounts.contains(Int(status.st_size)),
            let address = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
            address != MAP_FAILED
        else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: Int(status.st_size))
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
