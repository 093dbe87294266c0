import Foundation
import Glibc

/// A ``ChildProcess`` whose standard output (and, if asked, standard error) goes to temporary files that the
/// harness polls: the demo's trace, the window id tabbed prints, the "ready" line of a benchmark window.
///
/// Edge cases:
/// - Dropping the object kills the child if it still runs, reaps it and removes the files.
/// - Lines are read from the whole file each time, so a line being written shows up once it ends with a newline
///   or the child ends; a last line without a newline still counts.
public final class RecordedProcess {
    /// The child.
    public let process: ChildProcess
    private let outputPath: String
    private let errorPath: String?

    /// Starts `executable` with `arguments` and exactly `environment`, recording its standard output; standard error
    /// is recorded too when `standardError` is nil, else goes where it says.
    ///
    /// `descriptor3` and `addressSpaceLimit` are as in ``ChildProcess/init(_:_:environment:standardOutput:standardError:descriptor3:addressSpaceLimit:)``;
    /// `standardOutput` replaces the recorded file (a fault test's broken output: ``outputLines`` then stays empty).
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String],
        standardOutput: ChildProcess.Destination? = nil, standardError: ChildProcess.Destination? = nil,
        addressSpaceLimit: Int? = nil
    ) throws {
        let stem = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "circular-\(URL(fileURLWithPath: executable).lastPathComponent)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            ).path
        outputPath = "\(stem).out"
        errorPath = standardError == nil ? "\(stem).err" : nil
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        process = try ChildProcess(
            executable, arguments, environment: environment, standardOutput: standardOutput ?? .file(outputPath),
            standardError: standardError ?? .file("\(stem).err"), addressSpaceLimit: addressSpaceLimit)
    }

    deinit {
        process.send(SIGKILL)
        _ = process.waitForExit(timeout: 10)
        try? FileManager.default.removeItem(atPath: outputPath)
        if let errorPath { try? FileManager.default.removeItem(atPath: errorPath) }
    }

    /// Everything written to standard output so far, as lines (empty lines left out).
    public var outputLines: [String] {
        ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Everything written to standard error so far ("" when it is not recorded).
    public var errorOutput: String {
        errorPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
    }

    /// The first output line starting with `prefix`, waiting for it up to `timeout` seconds.
    ///
    /// Edge cases: returns nil as soon as the child has ended without printing such a line (its output cannot grow
    /// any more), not only when the time runs out.
    public func waitForLine(startingWith prefix: String, timeout: Double = 20) -> String? {
        var found: String?
        waitUntil(timeout: timeout) {
            let running = process.isRunning
            found = outputLines.first { $0.hasPrefix(prefix) }
            return found != nil || !running
        }
        return found
    }
}
