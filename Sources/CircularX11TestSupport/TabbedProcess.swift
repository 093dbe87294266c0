import Foundation
import Glibc

/// suckless `tabbed`, a real XEmbed host, running as a child process on a test's Xvfb; always stopped.
///
/// Started without a command, tabbed prints its window id on standard output and waits for clients to be created
/// in (or reparented into, or mapped in) that window.
///
/// Edge cases: tabbed not installed, or no window id within 20 s (tabbed ended, or printed something else):
/// the initialiser throws and leaves no process behind; ``stop()`` is idempotent.
public final class TabbedProcess {
    /// Where tabbed is installed (package suckless-tools), or nil.
    public static let executable: String? = ExternalTool.path(of: "tabbed")

    /// The running tabbed, its output recorded.
    public let recorded: RecordedProcess
    /// tabbed's window, the one clients are embedded in.
    public let window: UInt

    /// The process.
    public var process: ChildProcess { recorded.process }

    /// Starts tabbed on `display` with a `width` x `height` window and waits (up to 20 s) for its window id.
    public init(display: String, width: Int = 400, height: Int = 300) throws {
        guard let executable = Self.executable else {
            throw HarnessError("tabbed is not installed (package suckless-tools)")
        }
        let recorded = try RecordedProcess(
            executable, ["-g", "\(width)x\(height)"], environment: ChildProcess.environment(["DISPLAY": display]),
            standardError: .discarded)
        let line = recorded.waitForLine(startingWith: "0x", timeout: 20)
        guard let found = line.flatMap({ UInt($0.dropFirst(2), radix: 16) }) else {
            // Dropping `recorded` kills tabbed and removes its output file.
            throw HarnessError(
                "tabbed printed no window id (status \(recorded.process.exitStatus.map(String.init) ?? "running"))")
        }
        self.recorded = recorded
        window = found
    }

    deinit { stop() }

    /// Starts a private Xvfb and tabbed on it (see ``init(display:width:height:)``), runs `body` with both and stops
    /// them when it returns or throws.
    public static func onPrivateServer<Result>(_ body: (XvfbServer, TabbedProcess) async throws -> Result)
        async throws -> Result
    {
        try await XvfbServer().use { server in
            try await TabbedProcess(display: server.displayName).use { tabbed in try await body(server, tabbed) }
        }
    }

    /// Stops tabbed (SIGTERM, then SIGKILL). Idempotent.
    public func stop() {
        recorded.process.terminate()
    }
}
