import Foundation
import Glibc

/// The circular-demo executable running as a child process, its output collected in files that tests poll.
final class DemoProcess {
    let process: ChildProcess
    private let outputURL: URL
    private let errorURL: URL

    /// Starts the demo with `arguments`, DISPLAY set to `display` (unset when nil); `brokenOutput` replaces the
    /// collected standard output (``outputLines`` then stays empty); `addressSpaceLimit` caps its virtual memory.
    init(display: String?, arguments: [String] = [], brokenOutput: ChildProcess.BrokenOutput? = nil,
         addressSpaceLimit: Int? = nil) throws {
        let directory = FileManager.default.temporaryDirectory
        let stamp = "circular-demo-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        outputURL = directory.appendingPathComponent("\(stamp).out")
        errorURL = directory.appendingPathComponent("\(stamp).err")
        process = try ChildProcess(
            try ExternalTool.demoBinary, arguments, environment: ChildProcess.environment(["DISPLAY": display]),
            output: outputURL.path, errors: errorURL.path, brokenOutput: brokenOutput,
            addressSpaceLimit: addressSpaceLimit)
    }

    deinit {
        process.send(SIGKILL)
        _ = process.waitForExit(timeout: 10)
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }

    /// Everything written to standard output so far, as lines.
    var outputLines: [String] {
        (try? String(contentsOf: outputURL, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    /// Everything written to standard error so far.
    var errorOutput: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    /// The first output line starting with `prefix`, waiting for it up to `timeout` seconds.
    func waitForLine(startingWith prefix: String, timeout: Double = 20) -> String? {
        var found: String?
        waitUntil(timeout: timeout) {
            found = outputLines.first { $0.hasPrefix(prefix) }
            return found != nil
        }
        return found
    }

    /// The exit status once the process ended, waiting up to `timeout` seconds; nil if it is still running.
    func waitForExit(timeout: Double = 20) -> Int32? {
        process.waitForExit(timeout: timeout)
    }

    /// CPU time (user + system) used so far, in seconds, from /proc/PID/stat.
    var cpuSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return nil }
        // Fields after the name start at field 3 (state); utime and stime are fields 14 and 15.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
