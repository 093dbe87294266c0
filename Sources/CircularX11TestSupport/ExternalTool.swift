import Foundation
import Glibc

/// Finds the command-line tools the harness uses and runs the ones that run to completion (xdotool, xwd, prlimit,
/// a compiler).
///
/// Why these runs use ``ChildProcess`` and not swift-subprocess: every caller is synchronous (a test or a benchmark
/// steps a window host between its checks), so it would have to block its thread until Subprocess's async `run`
/// returns; but that `run` starts an unstructured task of its own on Swift's cooperative pool (its cleanup handler
/// runs in `Task {}`, which no task executor preference reaches), and the pool is only as wide as the machine has
/// cores (two here). With one thread held by the blocked caller and the other by any long synchronous test, the run
/// cannot finish: tried, it stalled the whole test process for over a minute and the tool was reported as hung.
/// Running through Subprocess needs an async harness first.

public enum ExternalTool {
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
    /// (128 + signal when a signal ended it) and standard output.
    ///
    /// Edge cases: throws ``HarnessError`` when the tool is not installed, or when it has not finished after
    /// `timeout` seconds (it is then killed and reaped).
    @discardableResult
    public static func run(_ name: String, _ arguments: [String], display: String?, timeout: Double = 60) throws
        -> (status: Int32, output: String)
    {
        let executable = try required(name)
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("circular-tool-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let process = try ChildProcess(
            executable, arguments, environment: ChildProcess.environment(display.map { ["DISPLAY": $0] } ?? [:]),
            standardOutput: .file(outputPath))
        guard let status = process.waitForExit(timeout: timeout) else {
            process.terminate(grace: 1)
            throw HarnessError("\(name) did not finish within \(timeout) s")
        }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return (status, output)
    }

    /// Runs xdotool with `arguments` against `display` and fails the harness when it fails.
    public static func xdotool(_ arguments: [String], display: String) throws {
        let (status, _) = try run("xdotool", arguments, display: display)
        guard status == 0 else {
            throw HarnessError("xdotool \(arguments.joined(separator: " ")) failed with status \(status)")
        }
    }
}
