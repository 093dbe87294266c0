@_spi(Testing) import CircularX11
import Foundation
import Glibc

/// A private Xvfb server for one test or one benchmark run (or a private Xorg, see ``xorg(configuration:in:)``): the
/// server picks a free display number itself (`-displayfd`), so two test processes, a benchmark and a desktop's own
/// server never race for one; always stopped.
///
/// Connections made through ``connect()`` are closed before the server stops, so that no Xlib connection
/// outlives its server (Xlib would treat that as a lost connection and the I/O error handler would end the
/// process).
///
/// Edge cases:
/// - Xvfb not installed: the initialiser throws (the suites skip with a message, see ``isInstalled``).
/// - A server that exits during start-up, or announces no number within 20 s: the initialiser throws.
/// - ``stop()`` and ``crash()`` are idempotent, and dropping the object stops the server.
public final class XvfbServer {
    /// Where Xvfb is installed, or nil.
    public static let executable: String? = ExternalTool.path(of: "Xvfb")
    /// True when Xvfb is installed (`make test` and `make bench` install it).
    public static var isInstalled: Bool { executable != nil }

    /// The display number N of `:N`, as the server chose it.
    public let number: Int
    /// The display name, ":N".
    public var displayName: String { ":\(number)" }
    /// The server's process.
    public let process: ChildProcess
    private var connections: [DisplayConnection] = []
    private var stopped = false

    /// Starts Xvfb with one screen of `width` x `height` x `depth`, without the extensions named in
    /// `disabledExtensions` (such as "MIT-SHM"), and waits (up to 20 s) until it writes its display number, which it
    /// does once it accepts connections.
    public convenience init(width: Int = 640, height: Int = 480, depth: Int = 24, disabledExtensions: [String] = [])
        throws
    {
        guard let executable = Self.executable else {
            throw HarnessError("Xvfb is not installed (make test installs the package xvfb)")
        }
        try self.init(
            executable: executable,
            arguments: ["-screen", "0", "\(width)x\(height)x\(depth)"]
                + disabledExtensions.flatMap { ["-extension", $0] })
    }

    /// Starts the X server `executable` with `arguments` (and `-displayfd 3 -nolisten tcp -noreset`), and waits up to
    /// 20 s for its display number.
    init(executable: String, arguments: [String]) throws {
        let name = (executable as NSString).lastPathComponent
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw HarnessError("no pipe for \(name)'s display number: \(String(cString: strerror(errno)))")
        }
        // Close-on-exec, so that no other child started meanwhile keeps the pipe open; dup2 onto the server's
        // descriptor 3 clears the flag there.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        let process: ChildProcess
        do {
            process = try ChildProcess(
                executable,
                ["-displayfd", "3", "-nolisten", "tcp", "-noreset"] + arguments,
                environment: ChildProcess.environment(), descriptor3: ends[1])
        } catch {
            close(ends[1])
            throw error
        }
        // Only the server holds the write end now: its exit ends the read below with end of file.
        close(ends[1])
        guard let number = Self.readNumber(from: ends[0], timeout: 20) else {
            process.terminate()
            throw HarnessError(
                "\(name) did not start: no display number within 20 s (status \(process.exitStatus.map(String.init) ?? "running"))"
            )
        }
        self.number = number
        self.process = process
    }

    deinit { stop() }

    /// Reads the decimal number and newline Xvfb writes to its `-displayfd`; nil on end of file, garbage or
    /// `timeout` seconds without the newline.
    private static func readNumber(from descriptor: Int32, timeout: Double) -> Int? {
        var text = ""
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let deadline = Date().addingTimeInterval(timeout)
        while !text.contains("\n"), Date() < deadline {
            guard poll(&poller, 1, 200) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            text.append(Character(UnicodeScalar(byte)))
        }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Opens a connection that the server closes before it stops.
    public func connect() throws -> DisplayConnection {
        let connection = try DisplayConnection.open(name: displayName)
        connections.append(connection)
        return connection
    }

    /// Caps the running server's virtual memory at what it uses now plus `headroom` bytes, so that it refuses to
    /// attach a shared memory segment larger than that (MIT-SHM's attach then fails with an X error, as on a
    /// server short of memory). Measured after start-up, so the cap does not depend on how large the server is.
    ///
    /// Runs `prlimit --pid` through ``ExternalTool/run(_:_:display:timeout:)``, so the caller awaits it.
    ///
    /// Edge cases: throws when the server's `/proc` entry cannot be read or `prlimit` fails, is missing or takes over
    /// 10 s.
    public func limitAddressSpace(headroom: Int) async throws {
        guard let kib = process.virtualSizeKiB else { throw HarnessError("cannot read the server's VmSize") }
        let bytes = kib * 1024 + headroom
        let (status, _) = try await ExternalTool.run(
            "prlimit", ["--pid", "\(process.pid)", "--as=\(bytes):\(bytes)"], display: nil, timeout: 10)
        guard status == 0 else { throw HarnessError("prlimit failed on the server with status \(status)") }
    }

    /// Closes every connection made through ``connect()``, then stops the server (SIGTERM, then SIGKILL) and waits
    /// for it. Idempotent.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        for connection in connections {
            if process.isRunning { connection.close() } else { connection.abandon() }
        }
        connections.removeAll()
        process.terminate()
        _ = Self.serverToStopAtExit.compareExchange(
            expected: process.pid, desired: 0, ordering: .sequentiallyConsistent)
    }

    /// Kills the server abruptly, as a crash would, and removes the lock file and socket it leaves behind.
    public func crash() {
        for connection in connections { connection.abandon() }
        connections.removeAll()
        process.send(SIGKILL)
        _ = process.waitForExit(timeout: 10)
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        stopped = true
    }
}
