import Foundation
import Synchronization

/// Pointer moves sent at a steady rate, as a mouse sends them: one move each period on absolute deadlines
/// (``Metronome``, so a late wake-up never shifts the moves after it), each through XTEST and then synchronised
/// (XSync) on the sending connection, from a thread of its own.
///
/// It records, per move, how late the thread woke after its deadline, when the request was written to the server's
/// socket and when the XSync after it returned (``Timing``), read once ``isDone`` holds.
///
/// `@unchecked Sendable` because the sending thread alone writes the records and the pointer until it sets
/// ``isDone`` (release), and the reader reads them only after seeing it (acquire).
///
/// Edge cases: a thread that wakes after several deadlines sends the late moves at once, each still synchronised;
/// the first deadline is one period after the `delay` that ``start(on:delay:)`` was given.
final class PacedMotion: @unchecked Sendable {
    /// When one move went out, in seconds on the monotonic clock.
    struct Timing {
        /// How late the thread woke after the move's deadline.
        var lateness = 0.0
        /// When the request was written to the server's socket (XFlush returned): from then on the server has it.
        var sent = 0.0
        /// When XSync on the sending connection returned: the server has handled it (and sent its events).
        var synchronized = 0.0
    }

    /// The moves, in root coordinates.
    let points: [(x: Int, y: Int)]
    /// Moves per second.
    let rate: Int
    private let timings: UnsafeMutableBufferPointer<Timing>
    private let done = Atomic<Bool>(false)

    /// Moves to `points` at `rate` moves per second.
    init(points: [(x: Int, y: Int)], rate: Int) {
        self.points = points
        self.rate = rate
        timings = .allocate(capacity: points.count)
        timings.initialize(repeating: Timing())
    }

    deinit { timings.deallocate() }

    /// Whether every move was sent and synchronised.
    var isDone: Bool { done.load(ordering: .acquiring) }

    /// When move `index` went out, once ``isDone`` holds.
    func timing(_ index: Int) -> Timing { timings[index] }

    /// Starts the sending thread, which owns `pointer` until ``isDone`` holds.
    func start(on pointer: FakePointer, delay: Double) {
        let thread = Thread { [self] in
            var metronome = Metronome(rate: rate, delay: delay)
            for (index, point) in points.enumerated() {
                let lateness = metronome.waitForNext()
                pointer.move(x: point.x, y: point.y)
                let sent = Clock.now
                pointer.synchronize()
                timings[index] = Timing(lateness: lateness, sent: sent, synchronized: Clock.now)
            }
            done.store(true, ordering: .releasing)
        }
        thread.start()
    }
}
