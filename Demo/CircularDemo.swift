import CCircularControlAPI
import CircularControl
import CircularRender
import CircularX11
import Glibc

/// The `circular-demo` executable: reads the options, then renders a screenshot or runs the window.
///
/// Exit status: 0 when the window is closed (WM_DELETE_WINDOW, `q`) or a screenshot is written; 1 for no display, a
/// lost display or a runtime error (one line on stderr); 2 for invalid options (one line on stderr). With `--trace`
/// the last line on stdout is `{"event":"exit","code":C}` in every one of these cases but invalid options.
///
/// Edge cases: with no DISPLAY it prints one line on how to get one (naming `--screenshot`, which needs none).
@main
struct CircularDemo {
    /// The program's name, in the help and before every message on stderr.
    static let commandName = "circular-demo"
    /// The help's first line.
    static let abstract = "Shows circular controls in an X11 window."
    /// The help's paragraph after it.
    static let discussion =
        "Drag a knob or a ring, use the arrow keys, Page Up/Down, Home/End and the wheel; q or closing the window quits. "
        + "Numbers may be negative in either spelling: --start-angle -135 or --start-angle=-135."

    /// The options, checked.
    let options: DemoOptions

    /// The help `--help` prints, wrapped to lines shorter than `columns`.
    static func helpMessage(columns: Int = 80) -> String {
        DemoOptions.parser.helpMessage(
            commandName: commandName, abstract: abstract, discussion: discussion, columns: columns)
    }

    /// The version, MAJOR.MINOR.PATCH: the C API header's macros, which `scripts/version` writes from the project's
    /// VERSION file (the demo links no part of the C API; it only reads the numbers).
    static var version: String {
        "\(CIRCULARCONTROL_VERSION_MAJOR).\(CIRCULARCONTROL_VERSION_MINOR).\(CIRCULARCONTROL_VERSION_PATCH)"
    }

    /// The manual page `make install` installs as man1/circular-demo.1: the help's text and options in roff, with
    /// the exit status and the environment.
    static func manPage() -> String {
        DemoOptions.parser.manPage(
            commandName: commandName, version: version, abstract: abstract, discussion: discussion,
            sections: [
                (
                    "Exit status",
                    [
                        "0 when the window is closed (the window manager's close, or q) or a screenshot is written; "
                            + "1 when there is no display, the display is lost or the program fails otherwise; "
                            + "2 for invalid options. Each failure prints one line on standard error."
                    ]
                ),
                (
                    "Environment",
                    [
                        "DISPLAY names the X server to show the window on; without it only --screenshot works. "
                            + "The window's scale comes from the desktop's DPI: Xft/DPI of the XSETTINGS manager, "
                            + "else Xft.dpi of the X resources (xrdb); the window follows changes to either."
                    ]
                ),
            ])
    }

    /// Parses the options and runs: `--help`, `--version` and `--man-page` print the help, the version and the
    /// manual page on stdout and exit with status 0; invalid options exit with status 2 after one line on stderr.
    static func main() {
        // A closed stdout (a trace piped into `head`) must not kill the demo: the write fails and is dropped.
        signal(SIGPIPE, SIG_IGN)
        StandardStreams.occupyClosedDescriptors()
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(CommandLine.arguments.dropFirst())
        } catch .helpRequested {
            StandardStreams.printLine(helpMessage())
            Glibc.exit(0)
        } catch .versionRequested {
            StandardStreams.printLine("\(commandName) \(version)")
            Glibc.exit(0)
        } catch .manPageRequested {
            StandardStreams.printLine(manPage())
            Glibc.exit(0)
        } catch {
            StandardStreams.printError("\(commandName): \(DemoOptions.message(for: error)) (see --help)")
            Glibc.exit(2)
        }
        Glibc.exit(CircularDemo(options: options).start())
    }

    /// Runs the screenshot or the window and returns the exit status, after the trace's exit line.
    func start() -> Int32 {
        let trace = options.trace ? TraceWriter() : nil
        let code = runReturningCode(trace: trace)
        trace?.exit(code: code)
        return code
    }

    private func runReturningCode(trace: TraceWriter?) -> Int32 {
        let controls: [DemoControl]
        do {
            controls = try options.scene.makeControls(options)
        } catch {
            return fail(DemoOptions.sentence(for: error))
        }
        let renderer = Renderer()
        let client = DemoClient(
            scene: options.scene, controls: controls, knobScale: options.knobScale, renderer: renderer,
            trace: trace, printsEvents: options.printsEvents)
        if let path = options.screenshot {
            do {
                try Screenshot.write(client, size: options.windowSize(scale: 1), to: path)
                return 0
            } catch {
                return fail("cannot write the screenshot \(path): \(error)")
            }
        }
        let display = CommandLine.environment("DISPLAY") ?? ""
        guard !display.isEmpty else {
            return fail(
                "no X display: DISPLAY is not set; set it (e.g. DISPLAY=:0) or run under xvfb-run, "
                    + "or use --screenshot FILE, which needs no display")
        }
        // fontconfig reads its configuration while the window is made and mapped.
        renderer.beginLoadingLabelFont()
        do {
            let connection = try DisplayConnection.open()
            if let trace { DisplayConnection.setConnectionLostAction { trace.exit(code: 1) } }
            let windowOptions = WindowOptions(
                title: "Circular Control", instanceName: "circular-demo", className: "CircularDemo",
                size: options.windowSize(scale: connection.openingScale), parent: options.into?.id,
                forbidSharedMemory: options.noSharedMemory)
            let host = try EventLoop(connection: connection, options: windowOptions, client: client)
            // The first frame is on screen once the window is mapped and drawn, and the server has caught up.
            // (A loop that ended first goes on to the same ready line; `run()` then returns its reason at once.)
            _ = host.run(until: { host.isMapped && host.client.renderCount > 0 }, waitingAtMost: 0.05)
            // The Expose that came with the map is repaired from the kept frame before the ready line.
            connection.synchronize()
            host.step(timeout: 0)
            connection.synchronize()
            trace?.ready(
                window: host.window.id, width: host.size.width, height: host.size.height,
                controls: host.client.traceEntries)
            if options.printsEvents {
                StandardStreams.printLine(
                    "ready window=0x\(String(host.window.id, radix: 16)) presenter=\(host.presenter.mode) scale=\(host.scale)"
                )
            }
            host.client.startAnimations()
            let reason = host.run()
            if options.printsEvents { StandardStreams.printLine("exit \(reason)") }
            return 0
        } catch let error as X11HostError {
            return fail(error.description)
        } catch {
            return fail("\(error)")
        }
    }

    private func fail(_ message: String) -> Int32 {
        StandardStreams.printError("\(Self.commandName): \(message)")
        return 1
    }
}

extension CommandLine {
    /// The value of an environment variable, or nil when unset.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
