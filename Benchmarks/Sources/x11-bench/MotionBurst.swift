import CircularControl
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
        let connection = try DisplayConnection.open(name: displayName)
        defer { connection.close() }
        let options = WindowOptions(
            title: "x11-bench", instanceName: "x11-bench", className: "X11Bench", size: windowSize)
        let host = try EventLoop(connection: connection, options: options, client: try KnobClient.wrappingDemoKnob())
        try stepUntil(host, "the window was never shown") { host.isMapped && host.presenter.presentedCount > 0 }

        let pointer = try FakePointer(displayName: displayName)
        let origin = pointer.origin(of: host.window.id)
        let knob = host.client.model.knobCenter
        pointer.move(x: origin.x + Int(knob.x.rounded()), y: origin.y + Int(knob.y.rounded()))
        pointer.button(1, down: true)
        pointer.synchronize()
        try stepUntil(host, "the press on the knob never arrived") {
            host.client.pressCount > 0 && host.client.model.isDragging
        }
        for _ in 0..<5 { host.step(timeout: 0.01) }

        var roundTrips: [Double] = []
        for _ in 0..<201 {
            let start = Clock.now
            connection.synchronize()
            roundTrips.append(Clock.now - start)
        }
        roundTrips.sort()

        // Round and round the knob's ring, 0.9 degrees apart (about 2 px), with a 1 px wobble so that no two
        // successive positions are the same pixel.
        let geometry = host.client.model.configuration.geometry
        let startAngle = host.client.model.knobAngle.degrees
        let points: [(x: Int, y: Int)] = (1...moves).map { index in
            let point = ClockAngle.point(
                at: .degrees(startAngle + Double(index) * 0.9), radius: geometry.radius + Double(index % 2),
                around: geometry.center)
            return (origin.x + Int(point.x.rounded()), origin.y + Int(point.y.rounded()))
        }
        let target = points[points.count - 1]
        let lastPoint = Point(x: Double(target.x - origin.x), y: Double(target.y - origin.y))
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
        try stepUntil(host, "the last move never arrived", timeout: 60, stepTimeout: 0.05) {
            record.done.load(ordering: .acquiring) && host.client.lastMove == lastPoint
        }
        // The iteration that handled the last move also drew it; one more settles anything left.
        host.step(timeout: 0)
        let lastSent = Double(bitPattern: record.lastSentBits.load(ordering: .acquiring))
        let result = Result(
            movesSent: points.count, movesReceived: host.client.moveCount - movesBefore,
            framesPresented: host.presenter.presentedCount - framesBefore,
            latency: (host.presenter.lastPresentTime ?? lastSent) - lastSent,
            roundTrip: roundTrips[roundTrips.count / 2],
            presentMode: host.presenter.mode.description)
        pointer.button(1, down: false)
        pointer.synchronize()
        try stepUntil(host, "the release never arrived") { !host.client.model.isDragging }
        return result
    }

    /// Runs host iterations until `condition` holds, or throws `failure` after `timeout` seconds.
    private func stepUntil<C>(
        _ host: EventLoop<C>, _ failure: String, timeout: Double = 20, stepTimeout: Double = 0.02,
        _ condition: () -> Bool
    ) throws {
        let deadline = Clock.now + timeout
        while !condition() {
            guard Clock.now < deadline else { throw BenchError(failure) }
            if let reason = host.step(timeout: stepTimeout) { throw BenchError("the window closed: \(reason)") }
        }
    }
}
