import Foundation
import Glibc

/// A long-lived child process (an X server, the demo while a test drives it, an XEmbed host, a window of the
/// benchmark), started with posix_spawn and reaped with waitpid by this object alone.
///
/// Why not swift-subprocess, which runs the tools that run to completion (``ExternalTool``): its `run` owns the
/// child for the duration of one async closure and reaps it when the closure returns, while these children live
/// across the synchronous steps of a test or a benchmark (a plain executable with no async harness), which signal
/// them at any moment, read their `/proc` entries by process id, and give them what `Subprocess` cannot:
/// descriptor 3 as the write end of a pipe (`Xvfb -displayfd 3`), a standard output that is closed or a pipe nobody
/// reads (the fault tests). Holding such a child in a `run` closure would also keep a task of the cooperative pool
/// waiting for it, and a synchronous step that blocked on that task could starve the pool (see ``ExternalTool``). Foundation's `Process` is not used either: it learns of a child's exit through a run loop the
/// synchronous tests do not spin, so its `isRunning` can stay true long after the child ended; this type asks the
/// kernel directly.
///
/// The child starts with no signal blocked and default handlers for the usual signals (the test runner's threads
/// block signals, and a spawned child inherits the mask: without this, Xvfb would ignore SIGTERM).
///
/// Edge cases:
/// - A child that already ended is never signalled again (its process id may belong to another process by then).
/// - Dropping the object kills a child that still runs (SIGKILL) and reaps it.
/// - An executable that does not exist throws ``HarnessError`` at once (posix_spawn's error), never a child that
///   ends with status 127.
public final class ChildProcess {
    /// Where one of the child's standard output or error goes.
    public enum Destination: Equatable, Sendable {
        /// /dev/null.
        case discarded
        /// The same file as this process's.
        case inherited
        /// A file at this path, created or truncated.
        case file(String)
        /// No descriptor at all: every write fails with EBADF (a fault test's closed standard output).
        case closed
        /// A copy of this descriptor, such as a pipe's write end (whose reader a fault test closes, so that writes
        /// fail with EPIPE and raise SIGPIPE). The caller keeps and closes its own descriptor.
        case descriptor(Int32)
    }

    /// The process id.
    public let pid: pid_t
    private var status: Int32?

    /// Starts `executable` (a full path) with `arguments` and exactly `environment`, standard input from /dev/null.
    ///
    /// - Parameters:
    ///   - standardOutput, standardError: where the child's output goes (default: /dev/null).
    ///   - descriptor3: a descriptor that becomes the child's descriptor 3 (`Xvfb -displayfd 3` writes its display
    ///     number to it); the caller closes its own copy after the start.
    ///   - addressSpaceLimit: a cap on the child's virtual memory in bytes, for allocations that must fail;
    ///     util-linux's `prlimit` sets it and then becomes the child, so ``pid`` is still the child's.
    /// - Throws: ``HarnessError`` when the child cannot be started (or `prlimit` is missing).
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String],
        standardOutput: Destination = .discarded, standardError: Destination = .discarded,
        descriptor3: Int32? = nil, addressSpaceLimit: Int? = nil
    ) throws {
        var (executable, arguments) = (executable, arguments)
        if let addressSpaceLimit {
            (executable, arguments) = (
                try ExternalTool.required("prlimit"), ["--as=\(addressSpaceLimit)", "--", executable] + arguments
            )
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, destination) in [(Int32(1), standardOutput), (2, standardError)] {
            switch destination {
            case .discarded: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            case .inherited: break
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .closed: posix_spawn_file_actions_addclose(&actions, descriptor)
            case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, descriptor)
            }
        }
        if let descriptor3 { posix_spawn_file_actions_adddup2(&actions, descriptor3, 3) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD, SIGUSR1, SIGUSR2] {
            sigaddset(&defaultSignals, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw HarnessError("cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
    }

    deinit {
        if isRunning {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: 10)
        }
    }

    /// True until the child has exited (and been reaped here).
    public var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        if result == pid {
            // WIFEXITED: the low 7 bits are zero; then the status is in bits 8-15. Killed by a signal: 128 + signal.
            status = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
            return false
        }
        return result == 0
    }

    /// The exit status (128 + signal when killed), once the child ended; nil while it runs.
    public var exitStatus: Int32? {
        _ = isRunning
        return status
    }

    /// Waits up to `timeout` seconds for the child to end; returns its exit status, or nil if it still runs.
    ///
    /// Edge cases: a timeout of 0 only looks once.
    public func waitForExit(timeout: Double = 20) -> Int32? {
        waitUntil(timeout: timeout) { !isRunning }
        return exitStatus
    }

    /// Sends `signal` to the child if it still runs; does nothing once it ended.
    public func send(_ signal: Int32) {
        if isRunning { kill(pid, signal) }
    }

    /// Ends the child if it still runs: SIGTERM, then SIGKILL when it is still there after `grace` seconds.
    /// Idempotent.
    public func terminate(grace: Double = 10) {
        guard isRunning else { return }
        send(SIGTERM)
        if waitForExit(timeout: grace) == nil {
            send(SIGKILL)
            _ = waitForExit(timeout: grace)
        }
    }

    /// The environment of this process with `changes` applied (a nil value removes the variable).
    public static func environment(_ changes: [String: String?] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in changes { environment[key] = value }
        return environment
    }
}
