import ArgumentParser
import CircularX11
import Glibc

/// The `circular-demo` executable: opens the host window and runs its loop.
///
/// Edge cases: with no DISPLAY it prints one line on how to get one and exits with status 1; a server that cannot
/// be reached or an unsupported screen prints the reason and exits with status 1; a lost connection exits with
/// status 1 from the host's I/O error handler.
@main
struct CircularDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "circular-demo",
        abstract: "Shows circular controls in an X11 window.")

    @Flag(name: .customLong("no-shm"), help: "Push frames with XPutImage even when MIT-SHM works.")
    var noSharedMemory = false

    @Flag(name: .customLong("print-events"), help: .hidden)
    var printsEvents = false

    mutating func run() throws {
        let display = CommandLine.environment("DISPLAY") ?? ""
        guard !display.isEmpty else {
            fail("no X display: DISPLAY is not set; set it (e.g. DISPLAY=:0) or run under xvfb-run, "
                + "or use --screenshot FILE, which needs no display")
        }
        do {
            let connection = try DisplayConnection.open()
            let options = WindowOptions(
                title: "Circular Control", instanceName: "circular-demo", className: "CircularDemo",
                size: PixelSize(width: 480, height: 360), forbidSharedMemory: noSharedMemory)
            let host = try WindowHost(connection: connection, options: options, client: PlaceholderScene(printsEvents: printsEvents))
            if printsEvents {
                StandardStreams.printLine("ready window=0x\(String(host.window.id, radix: 16)) presenter=\(host.presenter.mode) scale=\(host.scale)")
            }
            let reason = host.run()
            if printsEvents { StandardStreams.printLine("exit \(reason)") }
        } catch let error as X11HostError {
            fail(error.description)
        }
    }

    private func fail(_ message: String) -> Never {
        StandardStreams.printError("circular-demo: \(message)")
        Glibc.exit(1)
    }
}

extension CommandLine {
    /// The value of an environment variable, or nil when unset.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
