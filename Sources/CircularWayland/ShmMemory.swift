import CWayland
import CircularRender
import Glibc

/// The memory of one `wl_shm` buffer: a memory file and its mapping, unmapped (and the file closed, unless
/// ``takeFile()`` took it) when the object goes away.
///
/// A window's first touch of its buffer's pages costs as much as drawing its first frame (0.5 ms for a 400 by 400
/// buffer on the benchmark machine, a fault a page), so ``prepare(byteCount:)`` makes the first buffer's memory and
/// faults it in on a thread of its own while the host opens the label font, connects, lays its client out and makes
/// the window (the host starts it once libwayland is loaded: loading changes the memory map, which a running second
/// thread makes dearer). That thread runs on another processor than the caller's (`cwayland_thread_create_beside`):
/// started on the caller's, it ran first and kept the caller waiting until every page was in. And the pages are not
/// mapped populated (`MAP_POPULATE`), which holds the lock of the process's memory map for the whole range: the
/// caller's own `mmap` calls (`malloc`'s, a library's) waited for it; ``faultIn()`` holds it for 32 pages at a time.
/// With both, the 400 by 400 knob window showed its first frame 0.3 to 0.6 ms sooner on the benchmark machine
/// (medians of 61 alternating starts).
///
/// Edge cases: a byte count of 0 or less, or more than `Int32.max` (what `wl_shm` takes), or memory the system
/// refuses, makes no object.
final class ShmMemory {
    /// The mapping's first byte.
    let address: UnsafeMutableRawPointer
    let byteCount: Int
    /// The memory file; -1 once taken.
    private var file: Int32

    /// Makes a memory file of `byteCount` bytes and maps it (its pages come in as they are first touched).
    init?(byteCount: Int) {
        guard byteCount > 0, byteCount <= Int(Int32.max) else { return nil }
        let file = cwayland_memfd("circular-control-buffer")
        guard file >= 0 else { return nil }
        guard ftruncate(file, off_t(byteCount)) == 0,
            let mapped = mmap(
                nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0),
            mapped != MAP_FAILED
        else {
            close(file)
            return nil
        }
        self.address = mapped
        self.byteCount = byteCount
        self.file = file
    }

    /// The memory file, which the caller closes from now on (after handing it to the compositor); -1 when taken
    /// already.
    func takeFile() -> Int32 {
        defer { file = -1 }
        return file
    }

    deinit {
        munmap(address, byteCount)
        if file >= 0 { close(file) }
    }

    /// The system's page size in bytes (at least 1).
    static var pageSize: Int { max(sysconf(Int32(_SC_PAGESIZE)), 1) }

    /// Faults every page in: the file's pages are allocated first (`posix_fallocate`, which holds no lock of the
    /// memory map), then mapped 32 at a time (`MADV_POPULATE_WRITE`, Linux 5.14 and later: a call holds the map's
    /// lock for its 32 pages only, and costs less than a fault a page); what a kernel refuses to populate so is
    /// touched a page at a time, a zero (what a new page holds) written to its first byte. (0.93 against 1.04 ms
    /// for the 400 by 400 knob window's buffer on the benchmark machine, medians of 14.)
    func faultIn() {
        if file >= 0 { _ = posix_fallocate(file, 0, off_t(byteCount)) }
        let pageSize = Self.pageSize
        var offset = 0
        while offset < byteCount {
            let length = min(32 * pageSize, byteCount - offset)
            guard madvise(address + offset, length, MADV_POPULATE_WRITE) == 0 else { break }
            offset += length
        }
        for page in stride(from: offset, to: byteCount, by: pageSize) {
            address.storeBytes(of: 0, toByteOffset: page, as: UInt8.self)
        }
    }

    /// Starts making the memory of a buffer of `byteCount` bytes, its pages faulted in, on a thread beside the
    /// caller; nil when no thread can be started there (the caller may run on one processor only: the buffer's
    /// pages then come in as its first frame is drawn).
    static func prepare(byteCount: Int) -> BackgroundWork<ShmMemory?>? {
        BackgroundWork.start(startingThreadWith: { cwayland_thread_create_beside($0, $1, $2) }) {
            let memory = ShmMemory(byteCount: byteCount)
            memory?.faultIn()
            return memory
        }
    }
}
