import CircularControl
import CircularHost
import CircularX11
import CircularX11TestSupport

/// A knob window hosted by ``EventLoop`` in this process (the demo's wrapping knob, ``KnobClient``), shown, with a
/// drag begun on its knob by a button press through XTEST from a second connection (``FakePointer``): what the X11
/// benchmarks move the pointer around.
///
/// This thread steps the host (``stepUntil(_:timeout:stepTimeout:_:)``); the pointer may be handed to another thread
/// in between, as long as one thread uses it at a time.
///
/// Edge cases: throws when the window is never shown or the press never arrives (20 seconds each).
final class KnobDrag {
    let connection: DisplayConnection
    let host: EventLoop<KnobClient>
    let pointer: FakePointer
    /// Where the window's (0, 0) is on the root window.
    let origin: (x: Int, y: Int)

    /// Opens a `size` window on `displayName`, waits for its first frame and presses button 1 on its knob.
    init(displayName: String, size: PixelSize, title: String) throws {
        connection = try DisplayConnection.open(name: displayName)
        let options = WindowOptions(title: title, instanceName: "x11-bench", className: "X11Bench", size: size)
        do {
            host = try EventLoop(connection: connection, options: options, client: try KnobClient.wrappingDemoKnob())
            pointer = try FakePointer(displayName: displayName)
        } catch {
            connection.close()
            throw error
        }
        origin = pointer.origin(of: host.window.id)
        try stepUntil("the window was never shown") { host.isShown }
        let knob = host.client.model.knobCenter
        pointer.move(x: origin.x + Int(knob.x.rounded()), y: origin.y + Int(knob.y.rounded()))
        pointer.button(1, down: true)
        pointer.synchronize()
        try stepUntil("the press never arrived") { host.client.pressCount > 0 && host.client.model.isDragging }
        for _ in 0..<5 { host.step(timeout: 0.01) }
    }

    deinit { connection.close() }

    /// Points round the knob's ring in root coordinates, from `startDegrees` on, `stepDegrees` apart (see
    /// ``ringPoints(atDegrees:)``).
    func ringPoints(count: Int, from startDegrees: Double, stepDegrees: Double = 0.9) -> [(x: Int, y: Int)] {
        ringPoints(atDegrees: (1...max(count, 1)).map { startDegrees + Double($0) * stepDegrees })
    }

    /// Points on the knob's ring at these clock angles, in root coordinates, with a 1 px wobble of the radius (odd
    /// points out, even ones on it), so that no two successive points are the same pixel: each one moves the knob.
    func ringPoints(atDegrees angles: [Double]) -> [(x: Int, y: Int)] {
        let geometry = host.client.model.configuration.geometry
        return angles.enumerated().map { index, degrees in
            let point = ClockAngle.point(
                at: .degrees(degrees), radius: geometry.radius + Double((index + 1) % 2), around: geometry.center)
            return (origin.x + Int(point.x.rounded()), origin.y + Int(point.y.rounded()))
        }
    }

    /// The values a paced drag goes to and fro between, and how far each of its moves turns the knob (in turns):
    /// every move changes the value and damages the knob, the label and the stretch of ring between the two tips.
    /// (From 50 % on, every move of this gradient ring redraws the whole control, four times the pixels: a drag across
    /// both halves would make the cost of a move jump between two values from run to run.)
    static let sweepValues = (lowest: 0.05, highest: 0.45, step: 0.0025)

    /// `count` points in root coordinates that drag the knob on from where the client last saw the pointer, to and
    /// fro between the ``sweepValues``, a step a move (turning up first).
    ///
    /// Edge cases: throws unless the client has seen the pointer and its knob's value lies between the two (the
    /// knob turns one to one with the pointer, 0 to 1 a turn, so that its value follows the pointer's angle).
    func sweep(count: Int) throws -> [(x: Int, y: Int)] {
        let (lowest, highest, step) = Self.sweepValues
        let model = host.client.model
        guard let pointer = host.client.lastMove,
            let pointerTurns = ClockAngle.of(pointer, around: model.configuration.geometry.center)?.value,
            model.value >= lowest, model.value <= highest
        else { throw BenchError("the drag is not under way between \(lowest) and \(highest)") }
        var value = model.value
        var direction = 1.0
        var angles: [Double] = []
        angles.reserveCapacity(count)
        for _ in 0..<count {
            if value + direction * step > highest || value + direction * step < lowest { direction = -direction }
            value += direction * step
            angles.append((pointerTurns + value - model.value) * 360)
        }
        return ringPoints(atDegrees: angles)
    }

    /// A stage of ``showDirectly(_:marking:)``.
    enum DirectStage {
        case handled, rendered, put
    }

    /// The floor of a frame that shows a move: the move at `rootPoint` handed to the client directly (no X event),
    /// its damage rendered, put, and one round trip (the put's XSync in MIT-SHM mode, an XSync after it otherwise).
    /// `mark` is called as each stage ends, for the caller to time or count it.
    ///
    /// Edge cases: throws when the host has no pixels or the move changes nothing on screen.
    func showDirectly(_ rootPoint: (x: Int, y: Int), marking mark: (DirectStage) -> Void) throws {
        guard let pixels = host.presenter.pixels else { throw BenchError("no pixels to show a move in") }
        let point = windowPoint(rootPoint)
        guard case .region(let requested) = host.client.handle(.move(point), pointer: point) else {
            throw BenchError("a move handed over directly changed nothing on screen")
        }
        let damage = requested.intersection(pixels.bounds)
        mark(.handled)
        host.client.render(into: pixels, damage: damage)
        mark(.rendered)
        host.presenter.present(pixels, damage: damage)
        if host.presenter.mode != .sharedMemory { host.connection.synchronize() }
        mark(.put)
    }

    /// The root point `point` is, in window pixels.
    func windowPoint(_ point: (x: Int, y: Int)) -> Point {
        Point(x: Double(point.x - origin.x), y: Double(point.y - origin.y))
    }

    /// Releases the button and waits until the drag is over.
    func release() throws {
        pointer.button(1, down: false)
        pointer.synchronize()
        try stepUntil("the release never arrived") { !host.client.model.isDragging }
    }

    /// Runs host iterations, each blocking at most `stepTimeout` seconds, until `condition` holds, or throws
    /// `failure` after `timeout` seconds (or why the window closed).
    func stepUntil(_ failure: String, timeout: Double = 20, stepTimeout: Double = 0.02, _ condition: () -> Bool)
        throws
    {
        let deadline = Clock.now + timeout
        while !condition() {
            guard Clock.now < deadline else { throw BenchError(failure) }
            if let reason = host.step(timeout: stepTimeout) { throw BenchError("the window closed: \(reason)") }
        }
    }
}
