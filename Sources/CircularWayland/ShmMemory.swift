import CWayland
import CircularRender
import Glibc
import Synchronization

/// The memory of one `wl_shm` buffer: a memory file and its mapping, unmapped (and the file closed, unless
/// ``takeFile()`` took it) when the object goes away.
///
/// A window's first touch of its buffer's pages costs as much as drawing its first frame (0.5 ms for a 400 by 400
/// buffer on the benchmark machine, a fault a page), so ``prepare(byteCount:startingThreadWith:)`` makes the first
/// buffer's memory and starts faulting it in on a thread of its own while the host opens the label font, lays its
/// client out and makes the window (the host starts it once libwayland is loaded, which changes the memory map that a
/// running second thread makes dearer, and connected). That thread runs on another processor than the caller's
/// (`cwayland_thread_create_beside`): started on the caller's, it ran first and kept the caller waiting until every
/// page was in. And the pages are not mapped populated (`MAP_POPULATE`), which holds the lock of the process's memory
/// map for the whole range: the caller's own `mmap` calls (`malloc`'s, a library's) waited for it; the pages come in
/// 32 at a time.
///
/// The owner never waits for that thread before it draws: ``finishFaultingIn()`` faults in, on the owner's thread, the
/// chunks the helper has not taken, and the drawing goes on beside the one the helper is in (a page not in yet faults
/// in as it is drawn). Another program busy on the helper's processor so delays the first frame by no more than the
/// work left: with one program spinning on the benchmark machine, the 400 by 400 knob window took 2.4 to 3.2 times as
/// long as the bare Wayland client to its first frame while it joined the helper, and 1.4 to 1.5 times (as with none)
/// since.
///
/// Edge cases: a byte count of 0 or less, or more than `Int32.max` (what `wl_shm` takes), or memory the system
/// refuses, makes no object. Where no thread can be started (the caller may run on one processor only), or the kernel
/// cannot populate a mapping (`MADV_POPULATE_WRITE`, Linux 5.14 and later), the pages come in as they are drawn.
final class ShmMemory {
    /// The mapping's first byte.
    let address: UnsafeMutableRawPointer
    let byteCount: Int
    /// The memory file; -1 once taken.
    private var file: Int32
    /// The pages not faulted in yet, shared with the helper thread.
    private let chunks: Chunks
    /// The thread faulting pages in beside the owner (``prepare(byteCount:startingThreadWith:)``); joined before the
    /// memory is unmapped.
    private var helper: BackgroundWork<Void>?

    /// Makes a memory file of `byteCount` bytes and maps it (its pages come in as they are first touched).
    convenience init?(byteCount: Int) {
        self.init(byteCount: byteCount, allocatingAhead: false)
    }

    /// The memory as ``init(byteCount:)`` makes it; `allocatingAhead`: its chunks allocate their pages in the memory
    /// file (through a descriptor of their own) before mapping them, as a helper thread does best.
    private init?(byteCount: Int, allocatingAhead: Bool) {
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
        chunks = Chunks(
            address: mapped, byteCount: byteCount, file: allocatingAhead ? fcntl(file, F_DUPFD_CLOEXEC, 0) : -1)
    }

    /// The memory file, which the caller closes from now on (after handing it to the compositor); -1 when taken
    /// already.
    func takeFile() -> Int32 {
        defer { file = -1 }
        return file
    }

    deinit {
        // The helper takes no chunk from now on; the join waits for the one it is in, if any.
        chunks.dropRest()
        helper = nil
        munmap(address, byteCount)
        if file >= 0 { close(file) }
    }

    /// The system's page size in bytes (at least 1).
    static var pageSize: Int { max(sysconf(Int32(_SC_PAGESIZE)), 1) }

    /// Faults in, on the caller's thread, every page no thread has taken yet, 32 at a time: a prepared memory's pages
    /// are allocated in the memory file first (`posix_fallocate`, which holds no lock of the memory map), then mapped
    /// (`MADV_POPULATE_WRITE`: a call holds the map's lock for its 32 pages only, and costs less than a fault a page).
    /// Returns without waiting for a chunk the helper thread is in.
    func finishFaultingIn() {
        chunks.faultIn()
    }

    /// Makes the memory of a buffer of `byteCount` bytes and starts faulting its pages in on a thread beside the
    /// caller, which `starter` starts (none when it starts none: by default when the caller may run on one processor
    /// only). Nil when the memory cannot be made.
    static func prepare(
        byteCount: Int,
        startingThreadWith starter: BackgroundWork<Void>.ThreadStarter = { cwayland_thread_create_beside($0, $1, $2) }
    ) -> ShmMemory? {
        guard let memory = ShmMemory(byteCount: byteCount, allocatingAhead: true) else { return nil }
        let chunks = memory.chunks
        memory.helper = BackgroundWork.start(startingThreadWith: starter) { chunks.faultIn() }
        return memory
    }

    /// Whether a thread beside the owner faults pages in (``prepare(byteCount:startingThreadWith:)`` started one).
    var hasHelper: Bool { helper != nil }
}

extension ShmMemory {
    /// The chunks of 32 pages of a mapping still to be faulted in, each taken by whichever thread claims it first.
    /// It may hold a descriptor of the memory file of its own, closed when it goes away, so that the owner may close
    /// its own once the compositor has the file while the helper still allocates.
    private final class Chunks: @unchecked Sendable {
        let address: UnsafeMutableRawPointer
        let byteCount: Int
        private let chunkBytes = 32 * ShmMemory.pageSize
        private var chunkCount: Int { (byteCount + chunkBytes - 1) / chunkBytes }
        /// The next chunk to take; chunkCount or more once every chunk is taken.
        private let next = Atomic<Int>(0)
        /// The memory file's descriptor the chunks allocate pages in, the object's own; -1: none (the pages are
        /// allocated as mapped).
        private let file: Int32

        init(address: UnsafeMutableRawPointer, byteCount: Int, file: Int32) {
            self.address = address
            self.byteCount = byteCount
            self.file = file
        }

        deinit {
            if file >= 0 { close(file) }
        }

        /// Takes chunks and faults them in until none is left (or the kernel cannot populate a mapping).
        func faultIn() {
            while true {
                let chunk = next.add(1, ordering: .relaxed).oldValue
                guard chunk < chunkCount else { return }
                let offset = chunk * chunkBytes
                let length = min(chunkBytes, byteCount - offset)
                if file >= 0 { _ = posix_fallocate(file, off_t(offset), off_t(length)) }
                guard madvise(address + offset, length, MADV_POPULATE_WRITE) == 0 else {
                    dropRest()
                    return
                }
            }
        }

        /// Leaves the chunks not taken yet to come in as they are touched.
        func dropRest() {
            next.store(chunkCount, ordering: .relaxed)
        }
    }
}
