import Foundation
import Glibc

/// suckless `tabbed`, a real XEmbed host, running as a child process on a test's Xvfb; always stopped.
///
/// Started without a command, tabbed prints its window id on standard output and waits for clients to be created
/// in (or reparented into, or mapped in) that window.
final class TabbedProcess {
    /// Where tabbed is installed (package suckless-tools), or nil.
    static let executable: String? = ExternalTool.path(of: "tabbed")

    let process: ChildProcess
    /// tabbed's window, the one clients are embedded in.
    let window: UInt
    private let outputPath: String

    /// Starts tabbed on `display` with a `width` x `height` window and waits (up to 20 s) for its window id.
    init(display: String, width: Int = 400, height: Int = 300) throws {
        guard let executable = Self.executable else { throw HarnessError("tabbed is not installed (package suckless-tools)") }
        outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("circular-tabbed-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out").path
        let process = try ChildProcess(
            executable, ["-g", "\(width)x\(height)"], environment: ChildProcess.environment(["DISPLAY": display]),
            output: outputPath)
        var found: UInt?
        let path = outputPath
        waitUntil(timeout: 20) {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first, line.hasPrefix("0x") { found = UInt(line.dropFirst(2), radix: 16) }
            return found != nil || !process.isRunning
        }
        self.process = process
        guard let found else {
            process.send(SIGKILL)
            _ = process.waitForExit(timeout: 10)
            try? FileManager.default.removeItem(atPath: path)
            throw HarnessError("tabbed printed no window id (status \(process.exitStatus.map(String.init) ?? "running"))")
        }
        window = found
    }

    deinit { stop() }

    /// Stops tabbed (SIGTERM, then SIGKILL) and removes its output file. Idempotent.
    func stop() {
        process.terminate()
        try? FileManager.default.removeItem(atPath: outputPath)
    }
}
