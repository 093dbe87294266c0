import CircularX11TestSupport
import Foundation
import Glibc

/// The demo running with `--trace` under its own Xvfb, and the means to drive it: xdotool input at points computed
/// from the ready line, and waits on the trace. A test runs in ``Stoppable/use(_:)``, which stops the demo and the
/// server when the test is done with them: `try await DemoSession([…]).use { session in … }`.
final class DemoSession: Stoppable {
    let server: XvfbServer
    let demo: DemoProcess
    /// The ready line.
    let ready: DemoTrace.Ready

    /// Starts a server (without `disabledExtensions`) and the demo with `--trace` and `arguments`, and waits for the
    /// ready line.
    convenience init(
        _ arguments: [String], screen: (width: Int, height: Int) = (640, 480), disabledExtensions: [String] = []
    ) throws {
        try self.init(
            arguments,
            server: XvfbServer(width: screen.width, height: screen.height, disabledExtensions: disabledExtensions))
    }

    /// Starts the demo with `--trace` and `arguments` on `server`, which the session stops with it, and waits for the
    /// ready line.
    init(_ arguments: [String], server: XvfbServer) throws {
        self.server = server
        do {
            demo = try DemoProcess(display: server.displayName, arguments: ["--trace"] + arguments)
            guard let line = demo.waitForLine(startingWith: "{\"event\":\"ready\"") else {
                throw HarnessError("no ready line; stderr: \(demo.errorOutput)")
            }
            guard demo.outputLines.first == line, case .ready(let ready) = try DemoTrace.parse(line) else {
                throw HarnessError(
                    "the ready line is not the first one, or is malformed: \(demo.outputLines.prefix(2))")
            }
            self.ready = ready
        } catch {
            server.stop()
            throw error
        }
    }

    deinit { stop() }

    /// Ends the demo and the server.
    func stop() {
        demo.process.send(SIGKILL)
        _ = demo.waitForExit(timeout: 10)
        server.stop()
    }

    /// Every trace line so far, parsed.
    var lines: [DemoTrace.Line] {
        get throws { try DemoTrace.lines(demo.outputLines) }
    }

    /// Every event line so far.
    var events: [DemoTrace.Event] {
        get throws {
            try lines.compactMap { line in
                if case .event(let event) = line { return event }
                return nil
            }
        }
    }

    /// Runs xdotool on the session's server.
    func xdotool(_ arguments: [String]) async throws {
        try await ExternalTool.xdotool(arguments, display: server.displayName)
    }

    /// Waits until an event line satisfies `condition` (after the first `skipping` events); returns it.
    @discardableResult
    func waitForEvent(after skipping: Int = 0, timeout: Double = 10, _ condition: (DemoTrace.Event) -> Bool) throws
        -> DemoTrace.Event?
    {
        var found: DemoTrace.Event?
        var failure: (any Error)?
        waitUntil(timeout: timeout) {
            do {
                found = try events.dropFirst(skipping).first(where: condition)
            } catch {
                failure = error
                return true
            }
            return found != nil
        }
        if let failure { throw failure }
        return found
    }

    /// Presses button 1 at `start` on `control`'s track (in turns from 12 o'clock), moves along the track to `end` in
    /// steps of `step` turns, waiting for each motion to reach the server, and releases unless `release` is false.
    ///
    /// `mousemove --sync` to where the pointer already is waits for a motion that never comes (for many seconds), so
    /// moves to the current position are left out.
    func drag(
        _ control: DemoTrace.Control, from start: Double, to end: Double, step: Double = 0.01, offset: Double = 0,
        release: Bool = true
    ) async throws {
        var current = try await pointerLocation()
        var arguments: [String] = []
        func move(to point: (x: Int, y: Int)) {
            guard point != current else { return }
            arguments += ["mousemove", "--sync", "\(point.x)", "\(point.y)"]
            current = point
        }
        move(to: control.point(atTurn: start, offset: offset))
        arguments += ["mousedown", "1"]
        let count = max(Int((abs(end - start) / step).rounded(.up)), 1)
        for index in 1...count {
            move(to: control.point(atTurn: start + (end - start) * Double(index) / Double(count), offset: offset))
        }
        if release { arguments += ["mouseup", "1"] }
        try await xdotool(arguments)
    }

    /// Moves the pointer to `point` (and waits for the move to arrive), unless it is there already.
    func movePointer(to point: (x: Int, y: Int)) async throws {
        guard try await pointerLocation() != point else { return }
        try await xdotool(["mousemove", "--sync", "\(point.x)", "\(point.y)"])
    }

    /// Where the pointer is on the screen once it is at `point`, or after a second of waiting for it to get there
    /// (a host that warps the pointer does so after it handled the motion).
    func pointerLocation(waitingFor point: (x: Int, y: Int)) async throws -> (x: Int, y: Int) {
        var location = try await pointerLocation()
        for _ in 0..<40 where location != point {
            usleep(25_000)
            location = try await pointerLocation()
        }
        return location
    }

    /// Where the pointer is on the screen.
    func pointerLocation() async throws -> (x: Int, y: Int) {
        let (status, output) = try await ExternalTool.run(
            "xdotool", ["getmouselocation", "--shell"], display: server.displayName)
        var values: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        guard status == 0, let x = values["X"], let y = values["Y"] else {
            throw HarnessError("xdotool getmouselocation: \(output)")
        }
        return (x, y)
    }

    /// Waits for the `ended` line of a drag of `control` (the first drag after `skipping` events) and returns every
    /// event of `control` from `skipping` on to it (a wheel or key gesture that the drag's press ended included).
    func dragEvents(of control: String, after skipping: Int = 0) throws -> [DemoTrace.Event] {
        /// The events of `control` up to the `ended` of its first drag, or nil before that line came.
        func drag() throws -> [DemoTrace.Event]? {
            let own = try events.dropFirst(skipping).filter { $0.control == control }
            guard let began = own.firstIndex(where: { $0.event == "began" && $0.gesture == "drag" }),
                let ended = own[began...].firstIndex(where: { $0.event == "ended" })
            else { return nil }
            return Array(own[...ended])
        }
        var found: [DemoTrace.Event]?
        var failure: (any Error)?
        waitUntil(timeout: 10) {
            do { found = try drag() } catch { failure = error }
            return found != nil || failure != nil
        }
        if let failure { throw failure }
        guard let found else {
            throw HarnessError("no ended line for a drag of \(control); trace: \(demo.outputLines.suffix(5))")
        }
        return found
    }
}
