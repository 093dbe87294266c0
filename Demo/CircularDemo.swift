import CCircularControlAPI
import CircularControl
import CircularHost
import CircularRender
import CircularWindow
import CommandLineTable
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
    static let abstract = "Shows circular controls in a window."
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
        MallocArenas.limitToOne()
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
        let layout = options.scene.layout(knobScale: options.knobScale)
        if let path = options.screenshot {
            do {
                try Screenshot.write(controls, layout: layout, size: options.windowSize, to: path)
                return 0
            } catch {
                return fail("cannot write the screenshot \(path): \(error)")
            }
        }
        let setup = WindowSetup(
            title: "Circular Control", applicationName: "circular-demo", className: "CircularDemo",
            size: options.windowSize, scalesSize: options.size == nil, parentWindow: options.into?.id,
            background: DemoPalette.background, quitsOnQ: true, usesSharedMemory: !options.noSharedMemory,
            backend: options.backend, onConnectionLost: connectionLostAction(trace))
        let window: ControlWindow
        do {
            window = try ControlWindow(controls.map(\.window), setup: setup, layout: layout)
        } catch .noDisplay {
            return fail(
                options.backend == .wayland
                    ? "no Wayland compositor at WAYLAND_DISPLAY (or wayland-0); use --backend x11 or --screenshot FILE"
                    : "no X display: DISPLAY is not set; set it (e.g. DISPLAY=:0) or run under xvfb-run, "
                        + "or use --screenshot FILE, which needs no display")
        } catch {
            return fail(error.description)
        }
        if let trace { window.onEvent = { trace.write($0) } }
        if options.printsEvents { window.onInput = { StandardStreams.printLine("input \($0.line)") } }
        // (A window that ended first goes on to the same ready line; `run()` then returns its reason at once.)
        window.runUntilShown()
        trace?.ready(
            window: window.x11WindowID ?? 0, width: window.size.width, height: window.size.height,
            firstFrameAt: window.firstPresentedFrame?.presentedAt,
            controls: TraceWriter.ControlEntry.entries(of: controls, in: window.panel))
        if options.printsEvents {
            StandardStreams.printLine(
                "ready window=0x\(String(window.x11WindowID ?? 0, radix: 16)) presenter=\(window.presentation) "
                    + "scale=\(window.scale) decorations=\(window.decorations)")
        }
        for (index, control) in controls.enumerated() {
            if let target = control.animationTarget { window.setValue(target, ofControl: index, animated: true) }
        }
        let reason = options.automate > 0 ? automate(window, knobs: options.automate) : window.run()
        if options.printsEvents { StandardStreams.printLine("exit \(reason)") }
        return 0
    }

    /// Runs `window`, the program moving `knobs` of its controls (spread evenly over them) every 60th of a second
    /// until the window ends: `--automate`. Each frame's values are drawn and put at once; with `--print-events` a
    /// line `frame US` tells how long that took (the values and the frame that shows them, in microseconds). Returns
    /// why the window ended.
    private func automate(_ window: ControlWindow, knobs: Int) -> HostExitReason {
        // Read once, in a scope of its own: a copy of the panel kept alive would make every change copy its controls.
        let targets = { () -> [(control: Int, min: Double, max: Double)] in
            let controls = window.panel.controls
            let moved = min(knobs, controls.count)
            return (0..<moved).map { index in
                let configuration = controls[index * controls.count / moved].configuration
                return (index * controls.count / moved, configuration.min, configuration.max)
            }
        }()
        var frame = 0
        var next = MonotonicClock.now
        while true {
            let wait = max(next - MonotonicClock.now, 0)
            if let reason = window.run(until: { MonotonicClock.now >= next }, waitingAtMost: wait) { return reason }
            frame += 1
            let began = MonotonicClock.now
            for (index, target) in targets.enumerated() {
                // Each knob sweeps to and fro at its own phase.
                let share = 0.5 + 0.45 * sin(Double(frame) / 30 + Double(index) * 0.7)
                window.setValue(target.min + share * (target.max - target.min), ofControl: target.control)
            }
            if let reason = window.step(timeout: 0) { return reason }
            if options.printsEvents {
                StandardStreams.printLine("frame \(Int(((MonotonicClock.now - began) * 1e6).rounded()))")
            }
            next = max(next + 1.0 / 60, MonotonicClock.now - 1.0 / 60)
        }
    }

    /// The trace's exit line when the display is lost, or nothing without a trace.
    private func connectionLostAction(_ trace: TraceWriter?) -> (@Sendable () -> Void)? {
        guard let trace else { return nil }
        return { trace.exit(code: 1) }
    }

    private func fail(_ message: String) -> Int32 {
        StandardStreams.printError("\(Self.commandName): \(message)")
        return 1
    }
}
