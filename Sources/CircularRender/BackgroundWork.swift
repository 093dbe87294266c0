import Glibc

/// A value worked out on a thread of its own, so that slow start-up work (finding and opening the label font, the
/// first touch of a window's pixel memory) overlaps whatever the caller does meanwhile. ``value()`` waits for the
/// thread and hands the value over.
///
/// The work runs on the other thread only, and its value is used only after ``value()`` has joined that thread, so
/// the two never share it; the work must touch nothing the caller uses meanwhile (the font loading has a FreeType
/// library and a fontconfig configuration of its own).
///
/// Edge cases: ``start(_:)`` returns nil when no thread can be started (the caller does the work itself);
/// ``value()`` may be called more than once, and joins only the first time; an object that goes away unjoined joins
/// first, so the thread never outlives what it writes to.
package final class BackgroundWork<Value>: @unchecked Sendable {
    /// The working thread: every object has one (``start(startingThreadWith:_:)`` makes none without it).
    private let thread: pthread_t
    private var joined = false
    /// Where the working thread leaves the value; read only after the join.
    private let slot: Slot

    /// The value once the work has run: the working thread holds this, never the ``BackgroundWork`` itself, so the
    /// latter always goes away on its owner's thread.
    private final class Slot: @unchecked Sendable {
        var value: Value?
    }

    private init(thread: pthread_t, slot: Slot) {
        self.thread = thread
        self.slot = slot
    }

    /// Starts a thread as `pthread_create` does (`thread` receives its handle, `entry(context)` is what it runs)
    /// and returns 0, or an error number when it started none.
    package typealias ThreadStarter = (
        _ thread: UnsafeMutablePointer<pthread_t>,
        _ entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?,
        _ context: UnsafeMutableRawPointer
    ) -> Int32

    /// Starts `work` on a new thread, started by `starter` (by default `pthread_create` without attributes; a caller
    /// may place the thread, as the Wayland host puts its buffer's page faults beside the caller), or returns nil
    /// when no thread can be started (`starter` returned an error).
    package static func start(
        startingThreadWith starter: ThreadStarter = { pthread_create($0, nil, $1, $2) },
        _ work: @escaping @Sendable () -> Value
    ) -> BackgroundWork? {
        let slot = Slot()
        let job = Unmanaged.passRetained(ThreadJob { slot.value = work() }).toOpaque()
        var thread = pthread_t()
        // The object is made only for a thread that started: one without would join a thread that never was when
        // it went away (AddressSanitizer: "joining already joined thread").
        guard starter(&thread, runThreadJob, job) == 0 else {
            Unmanaged<ThreadJob>.fromOpaque(job).release()
            return nil
        }
        return BackgroundWork(thread: thread, slot: slot)
    }

    /// Waits for the working thread to end and returns its value.
    package func value() -> Value {
        if !joined {
            pthread_join(thread, nil)
            joined = true
        }
        // The thread ran the work to its end before the join returned.
        return slot.value!
    }

    deinit {
        if !joined { pthread_join(thread, nil) }
    }
}

/// What a thread of a ``BackgroundWork`` runs: not generic, so that a C function can start it.
private final class ThreadJob {
    let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
    }
}

/// The entry of a ``BackgroundWork``'s thread: runs the job `context` holds (retained for it), then releases it.
private func runThreadJob(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<ThreadJob>.fromOpaque(context).takeRetainedValue().body()
    return nil
}
