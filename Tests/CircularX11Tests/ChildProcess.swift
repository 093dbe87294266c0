import Foundation
import Glibc

/// A child process started with posix_spawn and reaped with waitpid by this object alone.
///
/// Foundation's `Process` learns of a child's exit through a run loop the synchronous tests do not spin, so its
/// `isRunning` can stay true long after the child ended; this type asks the kernel directly.
final class ChildProcess {
    /// The process id.
    let pid: pid_t
    private var status: Int32?

    /// A standard output no file takes, for the fault tests: closed, or the write end of a pipe (whose reader the
    /// test closes, so that writes fail with EPIPE and raise SIGPIPE).
    enum BrokenOutput {
        case closed
        case pipe(writeEnd: Int32)
    }

    /// Starts `executable` with `arguments` and `environment`, standard output and error going to the given files
    /// (nil: /dev/null) or standard output broken as `brokenOutput` says, standard input from /dev/null.
    /// `addressSpaceLimit` (bytes) caps the child's virtual memory (util-linux's `prlimit` sets it and then becomes
    /// the child, so ``pid`` is still the child's), for the fault tests' allocations that must fail.
    init(_ executable: String, _ arguments: [String], environment: [String: String], output: String? = nil, errors: String? = nil,
         brokenOutput: BrokenOutput? = nil, addressSpaceLimit: Int? = nil) throws {
        var (executable, arguments) = (executable, arguments)
        if let addressSpaceLimit {
            (executable, arguments) = (try ExternalTool.required("prlimit"), ["--as=\(addressSpaceLimit)", "--", executable] + arguments)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch brokenOutput {
        case nil: posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .closed: posix_spawn_file_actions_addclose(&actions, 1)
        case .pipe(let writeEnd): posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errors ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The test runner's threads block signals, and a spawned child inherits the mask: without this, Xvfb would
        // ignore SIGTERM. Unblock everything and restore default handlers in the child.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD, SIGUSR1, SIGUSR2] { sigaddset(&defaultSignals, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw HarnessError("cannot start \(executable): error \(result)") }
        pid = child
    }

    deinit {
        if isRunning {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: 10)
        }
    }

    /// True until the child has exited (and been reaped here).
    var isRunning: Bool {
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

    /// The exit status (128 + signal when killed), once the child ended.
    var exitStatus: Int32? {
        _ = isRunning
        return status
    }

    /// Waits up to `timeout` seconds for the child to end; returns its exit status, or nil if it still runs.
    func waitForExit(timeout: Double = 20) -> Int32? {
        waitUntil(timeout: timeout) { !isRunning }
        return exitStatus
    }

    /// Sends `signal` to the child if it still runs.
    func send(_ signal: Int32) {
        if isRunning { kill(pid, signal) }
    }

    /// Ends the child if it still runs: SIGTERM, then SIGKILL when it is still there after `grace` seconds.
    func terminate(grace: Double = 10) {
        guard isRunning else { return }
        send(SIGTERM)
        if waitForExit(timeout: grace) == nil {
            send(SIGKILL)
            _ = waitForExit(timeout: grace)
        }
    }

    /// The environment of this process with `changes` applied (a nil value removes the variable).
    static func environment(_ changes: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in changes { environment[key] = value }
        return environment
    }
}
