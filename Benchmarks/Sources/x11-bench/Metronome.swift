import Glibc

/// Absolute deadlines at a steady rate on the monotonic clock, so that a late wake-up never shifts the ones after
/// it: ``waitForNext()`` sleeps until the next deadline (`clock_nanosleep` with TIMER_ABSTIME).
///
/// Edge cases: a caller already past the next deadline does not sleep (the deadlines after it stay where they
/// were); a rate below 1 is taken as 1 per second.
struct Metronome {
    /// The time between two deadlines, in nanoseconds.
    let periodNanoseconds: Int
    private var next: Int

    /// Deadlines `rate` times a second, the first one period after `delay` seconds from now.
    init(rate: Int, delay: Double = 0) {
        periodNanoseconds = 1_000_000_000 / max(rate, 1)
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        next = Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec) + Int(delay * 1e9) + periodNanoseconds
    }

    /// Sleeps until the next deadline and returns how late it woke after it, in seconds.
    mutating func waitForNext() -> Double {
        let deadline = next
        next += periodNanoseconds
        var wake = timespec(tv_sec: deadline / 1_000_000_000, tv_nsec: deadline % 1_000_000_000)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &wake, nil) == EINTR {}
        return Clock.now - Double(deadline) * 1e-9
    }
}
