import Foundation
import Glibc

@testable import CircularX11

/// A private Xvfb server for one test: started on a free display number, always stopped.
///
/// Connections made through ``connect()`` are closed before the server stops, so that no Xlib connection
/// outlives its server (Xlib would treat that as a lost connection and the I/O error handler would end the
/// test process).
final class XvfbServer {
    /// Where Xvfb is installed, or nil.
    static let executable: String? = ExternalTool.path(of: "Xvfb")
    /// True when Xvfb is installed (`make test` installs it); the suites skip with a message otherwise.
    static var isInstalled: Bool { executable != nil }

    /// The display number N of `:N`.
    let number: Int
    /// The display name, ":N".
    var displayName: String { ":\(number)" }
    /// The server's process.
    let process: ChildProcess
    private var connections: [DisplayConnection] = []
    private var stopped = false

    /// Starts Xvfb with one screen of `width` x `height` x `depth` and without the extensions named in
    /// `disabledExtensions` (such as "MIT-SHM"), and waits until its socket exists.
    init(width: Int = 640, height: Int = 480, depth: Int = 24, disabledExtensions: [String] = []) throws {
        guard let executable = Self.executable else { throw HarnessError("Xvfb is not installed") }
        var candidate = 40 + Int(getpid()) % 300
        for _ in 0..<200 {
            candidate += 1
            guard Self.isFree(candidate) else { continue }
            let process = try ChildProcess(
                executable,
                [":\(candidate)", "-screen", "0", "\(width)x\(height)x\(depth)", "-nolisten", "tcp", "-noreset"]
                    + disabledExtensions.flatMap { ["-extension", $0] },
                environment: ChildProcess.environment([:]))
            let socket = "/tmp/.X11-unix/X\(candidate)"
            // Ready once the lock names this server and the socket exists (a dead server's socket may linger).
            let ready = waitUntil(timeout: 20) {
                !process.isRunning || (Self.lockOwner(candidate) == process.pid && FileManager.default.fileExists(atPath: socket))
            }
            if ready, process.isRunning {
                self.number = candidate
                self.process = process
                return
            }
            process.send(SIGTERM)
            _ = process.waitForExit(timeout: 10)
        }
        throw HarnessError("no free X display number for Xvfb")
    }

    deinit { stop() }

    /// True when no server holds display `number`: no lock file, or one left by a server that died (Xvfb
    /// replaces such a stale lock and its socket); with no lock file, no socket either.
    private static func isFree(_ number: Int) -> Bool {
        guard FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") else {
            return !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
        }
        guard let owner = lockOwner(number) else { return false }
        return kill(owner, 0) != 0 && errno == ESRCH
    }

    /// The process id written in the lock file of display `number`, if any.
    private static func lockOwner(_ number: Int) -> pid_t? {
        guard let text = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Opens a connection that the server closes before it stops.
    func connect() throws -> DisplayConnection {
        let connection = try DisplayConnection.open(name: displayName)
        connections.append(connection)
        return connection
    }

    /// Caps the running server's virtual memory at what it uses now plus `headroom` bytes, so that it refuses to
    /// attach a shared memory segment larger than that (MIT-SHM's attach then fails with an X error, as on a
    /// server short of memory). Measured after start-up, so the cap does not depend on how large the server is.
    func limitAddressSpace(headroom: Int) throws {
        guard let status = try? String(contentsOfFile: "/proc/\(process.pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmSize:") }),
            let kib = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        else { throw HarnessError("cannot read the server's VmSize") }
        let bytes = kib * 1024 + headroom
        let setter = try ChildProcess(try ExternalTool.required("prlimit"), ["--pid", "\(process.pid)", "--as=\(bytes):\(bytes)"], environment: [:])
        guard setter.waitForExit(timeout: 10) == 0 else { throw HarnessError("prlimit failed on the server") }
    }

    /// Closes every connection made through ``connect()``, then stops the server and waits for it. Idempotent.
    func stop() {
        guard !stopped else { return }
        stopped = true
        for connection in connections {
            if process.isRunning { connection.close() } else { connection.abandon() }
        }
        connections.removeAll()
        process.terminate()
    }

    /// Kills the server abruptly, as a crash would, and removes the files it leaves behind.
    func crash() {
        for connection in connections { connection.abandon() }
        connections.removeAll()
        process.send(SIGKILL)
        _ = process.waitForExit(timeout: 10)
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        stopped = true
    }
}

/// A failure of the test harness itself (not of the code under test).
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Polls `condition` every 10 ms until it holds or `timeout` seconds pass; returns whether it held.
///
/// Timeouts are generous on purpose: they bound a hang, they do not measure speed.
@discardableResult
func waitUntil(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if condition() { return true }
        if Date() >= deadline { return false }
        usleep(10_000)
    }
}
