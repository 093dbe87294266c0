import Glibc

/// The benchmark's own Xvfb: started on a display number it picks itself (`-displayfd`, so no race with other
/// servers), stopped by ``stop()``, by the deinitialiser, and at exit (even through Xlib's fatal-error exit) via
/// ``stopAtExit(_:)``.
final class PrivateXServer {
    /// The display name, ":N".
    let displayName: String
    private let process: BenchProcess

    /// Starts `Xvfb` with one `width` x `height` x 24 screen and waits (up to 20 s) until it announces its number.
    init(width: Int, height: Int) throws {
        let candidates: [String] = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]
        guard let executable = candidates.first(where: { path in access(path, X_OK) == 0 }) else {
            throw BenchError("Xvfb is not installed (make bench installs the package xvfb)")
        }
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw BenchError("no pipe for Xvfb's display number") }
        defer { close(descriptors[0]) }
        let process: BenchProcess
        do {
            process = try BenchProcess(
                executable, ["-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
                showsErrors: false, extraDescriptor: descriptors[1])
        } catch {
            close(descriptors[1])
            throw error
        }
        close(descriptors[1])
        self.process = process
        PrivateXServer.stopAtExit(process.pid)
        var text = ""
        var poller = pollfd(fd: descriptors[0], events: Int16(POLLIN), revents: 0)
        let deadline = Clock.now + 20
        while !text.contains("\n"), Clock.now < deadline {
            guard poll(&poller, 1, 200) > 0 else { continue }
            var byte: UInt8 = 0
            guard Glibc.read(descriptors[0], &byte, 1) == 1 else { break }
            text.append(Character(UnicodeScalar(byte)))
        }
        guard let number = Int(text.trimmingCharacters(in: "\n ")) else {
            process.stop()
            throw BenchError("Xvfb did not start (no display number within 20 s)")
        }
        displayName = ":\(number)"
    }

    deinit { stop() }

    /// Stops the server and waits for it. Idempotent.
    func stop() {
        process.stop()
        serverAtExit = 0
    }

    /// Makes sure `pid` gets SIGTERM when the benchmark exits, whichever way (a lost connection makes the X11 host
    /// call exit(1)). One server per run, so one process id is kept.
    private static func stopAtExit(_ pid: pid_t) {
        serverAtExit = pid
        atexit { if serverAtExit > 0 { kill(serverAtExit, SIGTERM) } }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                if serverAtExit > 0 { kill(serverAtExit, SIGTERM) }
                _exit(128 + received)
            }
        }
    }
}

/// The one process-wide value of the benchmark: the Xvfb to stop at exit (atexit and signal handlers take no context).
nonisolated(unsafe) private var serverAtExit: pid_t = 0

extension String {
    /// The string without leading and trailing characters from `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
