import CircularX11TestSupport
import Foundation
import Glibc

/// GTK 3's GtkSocket as an XEmbed embedder: `Tests/XEmbedHosts/gtk3-socket-host.c`, built with the system's C
/// compiler on first use, running as a child process on a test's Xvfb; always stopped.
final class GtkSocketHost {
    /// The build of the program, started on first use and run once per test process: its value is the built
    /// program, or why it could not be built (no compiler, no libgtk-3-dev). A task, so that the compiler run is
    /// awaited (``ExternalTool/run(_:_:display:timeout:)``) and two tests asking at once share one build.
    static let program = Task { await build() }
    /// True when the program could be built; the test skips otherwise (make test installs libgtk-3-dev).
    static var isAvailable: Bool {
        get async { (try? await program.value.get()) != nil }
    }

    /// The running host, its output recorded.
    let recorded: RecordedProcess
    /// The socket's window, the one to embed into.
    let socket: UInt

    /// The host's process.
    var process: ChildProcess { recorded.process }

    /// Starts the host on `display` and waits (up to 30 s) for its socket id, building the program first if no
    /// test did yet.
    ///
    /// Edge cases: throws the build's ``HarnessError`` when the program cannot be built, and when the host prints no
    /// socket id (it is then killed).
    init(display: String) async throws {
        let executable = try await Self.program.value.get()
        let recorded = try RecordedProcess(
            executable, [],
            environment: ChildProcess.environment(["DISPLAY": display, "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1"]),
            standardError: .discarded)
        let line = recorded.waitForLine(startingWith: "socket 0x", timeout: 30)
        guard let found = line.flatMap({ UInt($0.dropFirst("socket 0x".count), radix: 16) }) else {
            // Dropping `recorded` kills the host and removes its output file.
            throw HarnessError("the GtkSocket host printed no socket id")
        }
        self.recorded = recorded
        socket = found
    }

    deinit { stop() }

    /// The lines the host printed so far.
    var outputLines: [String] { recorded.outputLines }

    /// Stops the host (SIGTERM, then SIGKILL). Idempotent.
    func stop() {
        recorded.process.terminate()
    }

    /// Compiles the C host into the temporary directory (`cc SOURCE $(pkg-config --cflags --libs gtk+-3.0)`), under
    /// a name made from the source's size and modification time, so that later runs reuse it; built under a
    /// private name and renamed, so that two runs at once never see half a file.
    ///
    /// Edge cases: a compiler still running after 120 s is ended and the build fails; a failed build leaves no file
    /// behind, so the next test process tries again.
    private static func build() async -> Result<String, HarnessError> {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("XEmbedHosts/gtk3-socket-host.c").path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: source),
            let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
        else { return .failure(HarnessError("no \(source)")) }
        let directory = FileManager.default.temporaryDirectory
        let output = directory.appendingPathComponent(
            "circular-gtk3-socket-host-\(size)-\(Int(modified.timeIntervalSince1970))"
        ).path
        if FileManager.default.isExecutableFile(atPath: output) { return .success(output) }
        let partial = "\(output).\(getpid())"
        let command =
            "cc -o '\(partial)' '\(source)' $(pkg-config --cflags --libs gtk+-3.0) && mv -f '\(partial)' '\(output)'"
        guard let (status, _) = try? await ExternalTool.run("sh", ["-c", command], display: nil, timeout: 120),
            status == 0
        else {
            try? FileManager.default.removeItem(atPath: partial)
            return .failure(HarnessError("cannot build the GtkSocket host (needs cc and libgtk-3-dev): \(command)"))
        }
        return .success(output)
    }
}
