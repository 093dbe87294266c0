import CircularX11TestSupport
import Foundation
import Glibc

/// The circular-demo executable running as a child process, its output collected in files that tests poll.
final class DemoProcess {
    /// The demo with its recorded output.
    let recorded: RecordedProcess

    /// The demo's process.
    var process: ChildProcess { recorded.process }

    /// Starts the demo with `arguments`, DISPLAY set to `display` (unset when nil); `brokenOutput` replaces the
    /// collected standard output (``outputLines`` then stays empty); `addressSpaceLimit` caps its virtual memory.
    init(
        display: String?, arguments: [String] = [], brokenOutput: ChildProcess.Destination? = nil,
        addressSpaceLimit: Int? = nil
    ) throws {
        recorded = try RecordedProcess(
            try Self.binary, arguments, environment: ChildProcess.environment(["DISPLAY": display]),
            standardOutput: brokenOutput, addressSpaceLimit: addressSpaceLimit)
    }

    /// Everything written to standard output so far, as lines.
    var outputLines: [String] { recorded.outputLines }

    /// Everything written to standard error so far.
    var errorOutput: String { recorded.errorOutput }

    /// The first output line starting with `prefix`, waiting for it up to `timeout` seconds (nil at once when the
    /// demo ended without it).
    func waitForLine(startingWith prefix: String, timeout: Double = 20) -> String? {
        recorded.waitForLine(startingWith: prefix, timeout: timeout)
    }

    /// The exit status once the process ended, waiting up to `timeout` seconds; nil if it is still running.
    func waitForExit(timeout: Double = 20) -> Int32? {
        process.waitForExit(timeout: timeout)
    }

    /// CPU time (user + system) used so far, in seconds.
    var cpuSeconds: Double? { process.cpuSeconds }

    /// Runs the demo with `arguments` to completion and returns its exit status (128 + signal when a signal ended it),
    /// standard output and standard error: DISPLAY set to `display` (unset when nil), the rest of the environment
    /// kept, standard input empty; `addressSpaceLimit` caps its virtual memory through util-linux's `prlimit`, which
    /// becomes the demo, so the status is still the demo's.
    ///
    /// Every test that starts the demo only to see how it ends comes here: the option and usage tests, the argument
    /// fuzz test, the exit-status tests, the screenshots. The run goes through swift-subprocess
    /// (``ExternalTool/run(executable:_:environment:timeout:)``) and is awaited, so the waiting test holds no
    /// thread of the cooperative pool.
    ///
    /// What stays on ``ChildProcess`` (``init(display:arguments:brokenOutput:addressSpaceLimit:)``), because
    /// Subprocess cannot give it: a demo the test drives while it runs (its output polled line by line, xdotool
    /// input, signals, a server killed under it, /proc and CPU time read by process id), and a demo whose standard
    /// output is closed or a pipe whose reader is gone (the fault tests hand it a raw descriptor, which Subprocess's
    /// outputs do not take).
    ///
    /// Edge cases:
    /// - Throws ``HarnessError`` when the demo is not built, or has not ended after `timeout` seconds (it is then
    ///   sent SIGTERM, SIGKILL a second later, and reaped before this returns), or when `prlimit` is missing.
    /// - Either output beyond ``ExternalTool/outputLimit`` throws (the demo prints a few lines at most).
    static func run(
        arguments: [String], display: String? = nil, addressSpaceLimit: Int? = nil, timeout: Double = 20
    ) async throws -> ExternalTool.Completion {
        var (executable, arguments) = (try binary, arguments)
        if let addressSpaceLimit {
            (executable, arguments) = (
                try ExternalTool.required("prlimit"), ["--as=\(addressSpaceLimit)", "--", executable] + arguments
            )
        }
        return try await ExternalTool.run(
            executable: executable, arguments, environment: ["DISPLAY": display], timeout: timeout)
    }

    /// The circular-demo binary next to the test binary (SwiftPM builds both into the same directory).
    static var binary: String {
        get throws {
            let testBinary =
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
            let directory = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
            let candidate = directory.appendingPathComponent("circular-demo").path
            guard FileManager.default.isExecutableFile(atPath: candidate) else {
                throw HarnessError("circular-demo is not built next to the tests at \(candidate)")
            }
            return candidate
        }
    }
}
