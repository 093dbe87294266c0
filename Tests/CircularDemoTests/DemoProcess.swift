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
