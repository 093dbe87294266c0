import CWayland
import CircularRender
import Glibc

/// The memory of one `wl_shm` buffer: a memory file and its mapping, unmapped (and the file closed, unless
/// ``takeFile()`` took it) when the object goes away.
///
/// A window's first touch of its buffer's pages costs as much as drawing its first frame (0.5 ms for a 400 by 400
/// buffer on the benchmark machine, a fault a page), so ``prepare(byteCount:)`` makes the first buffer's memory and
/// faults it in on a thread of its own while the host loads libwayland, connects and makes the window.
///
/// Edge cases: a byte count of 0 or less, or more than `Int32.max` (what `wl_shm` takes), or memory the system
/// refuses, makes no object.
final class ShmMemory {
    /// The mapping's first byte.
    let address: UnsafeMutableRawPointer
    let byteCount: Int
    /// The memory file; -1 once taken.
    private var file: Int32

    /// Makes a memory file of `byteCount` bytes and maps it, its pages faulted in at once when `populated`.
    init?(byteCount: Int, populated: Bool = false) {
        guard byteCount > 0, byteCount <= Int(Int32.max) else { return nil }
        let file = cwayland_memfd("circular-control-buffer")
        guard file >= 0 else { return nil }
        guard ftruncate(file, off_t(byteCount)) == 0,
            let mapped = mmap(
                nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED | (populated ? MAP_POPULATE : 0), file, 0),
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

    /// Starts making the memory of a buffer of `byteCount` bytes, its pages faulted in, on a thread of its own; nil
    /// when no thread can be started.
    static func prepare(byteCount: Int) -> BackgroundWork<ShmMemory?>? {
        BackgroundWork.start { ShmMemory(byteCount: byteCount, populated: true) }
    }
}
