import Foundation
import Glibc
import Subprocess

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// Finds the command-line tools the harness uses and runs the ones that run to completion (xdotool, xwd, prlimit,
/// a compiler, and the demo when a test only waits for it to end) through swift-subprocess.
///
/// Why ``run(_:_:display:timeout:)`` is `async` and has no blocking twin: Subprocess's `run` needs tasks of Swift's
/// cooperative pool to finish (the child tasks that wait for the exit and collect the output, and an unstructured
/// `Task {}` for its cleanup, which no task executor preference reaches), and that pool is only as wide as the
/// machine has cores (two here). A synchronous caller that blocked its thread until the run returned would hold
/// one of them; with the other held by any long synchronous test, the run could not finish (tried: it stalled the
/// whole test process for over a minute). So callers `await` it: a test function that uses it is itself `async`,
/// and while it waits it holds no thread of the pool.
///
/// The long-lived children (Xvfb, the demo while a test drives it, tabbed, the GtkSocket host, the benchmark's
/// windows) stay on ``ChildProcess``; its documentation says why.
public enum ExternalTool {
    /// The most of each output the runs keep: 16 MiB, far beyond what xdotool, xwd (which writes its image to a
    /// file), prlimit, a compiler or the demo print.
    public static let outputLimit = 16 << 20

    /// The full path of `name` on PATH (or in /usr/bin, /usr/local/bin), or nil.
    ///
    /// Edge cases: an empty PATH still finds tools in /usr/bin and /usr/local/bin; a directory named `name` is not an
    /// executable.
    public static func path(of name: String) -> String? {
        let directories =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin"]
        return directories.map { "\($0)/\(name)" }.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory)
                && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: candidate)
        }
    }

    /// The full path of `name`, or an error saying it is not installed.
    public static func required(_ name: String) throws -> String {
        guard let executable = path(of: name) else {
            throw HarnessError("\(name) is not installed (make test installs it)")
        }
        return executable
    }

    /// Runs `name arguments` to completion with DISPLAY set to `display` (the rest of this process's environment
    /// kept; nil: DISPLAY as it is), standard input empty and standard error discarded, and returns its exit status
    /// (128 + signal when a signal ended it) and standard output, decoded as UTF-8.
    ///
    /// The child is started, awaited and reaped by swift-subprocess; the caller's task is suspended meanwhile, so
    /// the wait holds no thread.
    ///
    /// Edge cases:
    /// - Throws ``HarnessError`` when the tool is not installed, when it cannot be started, or when it has not
    ///   finished after `timeout` seconds: it is then sent SIGTERM, SIGKILL a second later if it is still there, and
    ///   reaped before this returns. A timeout of 0 or less gives the tool no time at all.
    /// - Throws when the standard output exceeds ``outputLimit`` bytes (the tool is then ended and reaped too).
    /// - A cancelled calling task ends the tool the same way and throws.
    @discardableResult
    public static func run(_ name: String, _ arguments: [String], display: String?, timeout: Double = 60) async throws
        -> (status: Int32, output: String)
    {
        let executable = try required(name)
        let environment = display.map { Environment.inherit.updating(["DISPLAY": $0]) } ?? .inherit
        return try await finishing(name, within: timeout) {
            let result = try await Subprocess.run(
                .path(FilePath(executable)), arguments: Arguments(arguments), environment: environment,
                platformOptions: teardownOptions, input: .none, output: .string(limit: outputLimit), error: .discarded)
            return (status(of: result.terminationStatus), result.standardOutput)
        }
    }

    /// What a program that ran to completion left behind: how it ended and everything it wrote.
    public struct Completion: Sendable, Equatable {
        /// The exit status as a shell reports it: the code of a normal exit, 128 + the signal of one ended by a
        /// signal.
        public var status: Int32
        /// Everything written to standard output, decoded as UTF-8 ("" when nothing was written).
        public var standardOutput: String
        /// Everything written to standard error, decoded as UTF-8 ("" when nothing was written).
        public var standardError: String

        /// The non-empty lines of ``standardOutput``, as ``RecordedProcess/outputLines`` gives them.
        public var outputLines: [String] { standardOutput.split(separator: "\n").map(String.init) }
    }

    /// Runs `executable` (a full path) with `arguments` to completion, standard input empty, with this process's
    /// environment changed by `environment` (a nil value removes the variable), and returns its exit status and both
    /// of its outputs.
    ///
    /// For programs run to see how they end (the demo's option and exit-status tests, its screenshots): the child is
    /// started, awaited and reaped by swift-subprocess, and the caller's task is suspended meanwhile, so the wait
    /// holds no thread (see the type's documentation).
    ///
    /// Edge cases:
    /// - Throws ``HarnessError`` when the program cannot be started (a missing executable throws; it is never a
    ///   status of 127), or when it has not finished after `timeout` seconds: it is then sent SIGTERM, SIGKILL a
    ///   second later if it is still there, and reaped before this returns. A timeout of 0 or less gives it no time.
    /// - Throws when either output exceeds ``outputLimit`` bytes (the program is then ended and reaped too).
    /// - Both outputs are read while the program runs, so a program that writes more than a pipe holds never blocks.
    /// - A cancelled calling task ends the program the same way and throws.
    public static func run(
        executable: String, _ arguments: [String], environment: [String: String?] = [:], timeout: Double = 60
    ) async throws -> Completion {
        let name = URL(fileURLWithPath: executable).lastPathComponent
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw HarnessError("cannot start \(executable): no executable there")
        }
        let changes = Dictionary(
            uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })
        return try await finishing(name, within: timeout) {
            let result = try await Subprocess.run(
                .path(FilePath(executable)), arguments: Arguments(arguments),
                environment: Environment.inherit.updating(changes), platformOptions: teardownOptions, input: .none,
                output: .string(limit: outputLimit), error: .string(limit: outputLimit))
            return Completion(
                status: status(of: result.terminationStatus), standardOutput: result.standardOutput,
                standardError: result.standardError)
        }
    }

    /// SIGTERM when a run is cancelled or past its time, then SIGKILL a second later.
    private static var teardownOptions: PlatformOptions {
        var options = PlatformOptions()
        options.teardownSequence = [.gracefulShutDown(allowedDurationToNextStep: .seconds(1))]
        return options
    }

    /// The result of `body`, or ``HarnessError`` naming `name` when it has not returned after `timeout` seconds.
    ///
    /// The first to finish decides; cancelling the other ends a program still running (its teardown sequence), and
    /// the group waits for it to be reaped before this returns.
    ///
    /// The time limit is only called when the clock woke on time. A timer that wakes late means the cooperative pool
    /// was busy (long synchronous tests hold its threads), and a program that ended meanwhile may not have been
    /// seen yet: the limit then waits on, a second at a time, until a wake comes on time, so a busy pool can never
    /// turn a finished run into a timeout.
    private static func finishing<Value: Sendable>(
        _ name: String, within timeout: Double, _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let finished = try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                let clock = ContinuousClock()
                var deadline = clock.now + .seconds(max(timeout, 0))
                while true {
                    try await Task.sleep(until: deadline, clock: clock)
                    if clock.now - deadline < .milliseconds(500) { return nil }
                    deadline = clock.now + .seconds(1)
                }
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        guard let finished else { throw HarnessError("\(name) did not finish within \(timeout) s") }
        return finished
    }

    /// Runs xdotool with `arguments` against `display` and fails the harness when it fails.
    ///
    /// Edge cases: as ``run(_:_:display:timeout:)``; a non-zero status throws ``HarnessError`` naming the arguments.
    public static func xdotool(_ arguments: [String], display: String) async throws {
        let (status, _) = try await run("xdotool", arguments, display: display)
        guard status == 0 else {
            throw HarnessError("xdotool \(arguments.joined(separator: " ")) failed with status \(status)")
        }
    }

    /// The exit status as a shell reports it: the code of a normal exit, 128 + the signal of one ended by a signal.
    private static func status(of termination: TerminationStatus) -> Int32 {
        switch termination {
        case .exited(let code): Int32(code)
        case .signaled(let signal): 128 + Int32(signal)
        }
    }
}
