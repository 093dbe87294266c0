import CircularControl
import CircularHost
import CircularX11
import CircularX11TestSupport
import Foundation
import Synchronization

/// The burst measurement: a knob window hosted by ``EventLoop`` in this process, a drag started on its knob, and
/// 1000 pointer moves around it sent through XTEST from a second connection on another thread, as fast as that
/// thread can send them (one request flushed per move), while this thread runs the host's loop.
///
/// Measured: the frames the host presented per move it received (drawing is coalesced, input is not), and the time
/// from the moment the last move was flushed to the moment the last frame was put, against the median time of an
/// XSync round trip on the host's connection measured just before.
struct MotionBurst {
    /// The figures of one burst.
    struct Result {
        var movesSent: Int
        var movesReceived: Int
        var framesPresented: Int
        var latency: Double
        var roundTrip: Double
        var presentMode: String
    }

    /// The shared record of the sending thread: when the last move was flushed, and whether it is done.
    final class SenderRecord: Sendable {
        let lastSentBits = Atomic<UInt64>(0)
        let done = Atomic<Bool>(false)
    }

    let displayName: String
    let moves: Int
    let windowSize = PixelSize(width: 480, height: 360)

    func run() throws -> Result {
        let drag = try KnobDrag(displayName: displayName, size: windowSize, title: "x11-bench")
        let (host, connection, pointer) = (drag.host, drag.connection, drag.pointer)

        var roundTrips: [Double] = []
        for _ in 0..<201 {
            let start = Clock.now
            connection.synchronize()
            roundTrips.append(Clock.now - start)
        }

        // Round and round the knob's ring, 0.9 degrees apart (about 2 px).
        let points = drag.ringPoints(count: moves, from: host.client.model.knobAngle.degrees)
        let lastPoint = drag.windowPoint(points[points.count - 1])
        let movesBefore = host.client.moveCount
        let framesBefore = host.presenter.presentedCount
        let record = SenderRecord()
        let sender = Thread {
            for point in points { pointer.move(x: point.x, y: point.y) }
            record.lastSentBits.store(Clock.now.bitPattern, ordering: .releasing)
            pointer.synchronize()
            record.done.store(true, ordering: .releasing)  // The pointer's connection is this thread's no more.
        }
        sender.start()
        try drag.stepUntil("the last move never arrived", timeout: 60, stepTimeout: 0.05) {
            record.done.load(ordering: .acquiring) && host.client.lastMove == lastPoint
        }
        // The iteration that handled the last move also drew it; one more settles anything left.
        host.step(timeout: 0)
        let lastSent = Double(bitPattern: record.lastSentBits.load(ordering: .acquiring))
        let result = Result(
            movesSent: points.count, movesReceived: host.client.moveCount - movesBefore,
            framesPresented: host.presenter.presentedCount - framesBefore,
            latency: (host.presenter.lastPresentTime ?? lastSent) - lastSent,
            roundTrip: median(roundTrips),
            presentMode: host.presenter.mode.description)
        try drag.release()
        return result
    }
}
