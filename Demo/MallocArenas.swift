import Glibc

/// The demo's threads share one malloc arena. glibc gives each new thread that allocates an arena of its own (up to
/// eight a core): a 64 MiB reservation mapped, trimmed and its first pages written before the thread's first object.
/// The window's helper threads (the label font's, the first buffer's memory's) allocate a few objects each, so their
/// arenas cost more than they save: with one arena the Wayland knob window reaches its ready line after 441 page
/// faults instead of 449 (medians of 10) and four system calls fewer (mmap, munmap twice, mprotect), on a machine
/// where a fault costs about 2 us.
///
/// Edge cases: a C library without `mallopt` (not glibc) is left as it is; arenas made before the call stay.
enum MallocArenas {
    /// Limits the process to the arena it has (`M_ARENA_MAX` 1); call it before any other thread starts.
    static func limitToOne() {
        // mallopt and M_ARENA_MAX (-8) are glibc's <malloc.h>, which the Glibc module does not import.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-8, 1)
    }
}
