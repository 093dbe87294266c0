import Glibc

/// Seconds on the system's monotonic clock (CLOCK_MONOTONIC), the time base of animations.
///
/// Edge cases: never goes backwards; unrelated to wall-clock time and to X server timestamps.
public enum MonotonicClock {
    /// The current time in seconds.
    public static var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
