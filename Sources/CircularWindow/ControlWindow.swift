import CircularControl
import CircularHost
import CircularPanel
import CircularRender
import CircularWayland
import CircularX11

/// A window that shows controls and keeps them working, in one call: the library's host for programs with no
/// toolkit of their own.
///
/// ```swift
/// let window = try ControlWindow([.knob("Gain"), .knob("Pan", range: -1...1, value: 0)], title: "Mixer")
/// window.onEvent = { if case .part(let event) = $0 { print(event.name, event.value) } }
/// window.run()
/// ```
///
/// The window routes the mouse, the touchpad's smooth scrolling, fingers and the keyboard to its controls (the
/// panel's rules: a drag owner per pointer, hover, focus, Tab order, typed values), keeps the pointer in place during
/// a linear drag, draws only what changed, shows the focus ring and the hand cursor, runs animations on its own
/// clock, lays the controls out again for the desktop's scale and for every size (`ControlLayout`), publishes
/// the controls to screen readers on the accessibility bus when one runs (each part a dial or slider with its name,
/// value text and limits, settable), and embeds into a foreign window (``WindowSetup/parentWindow``).
///
/// The window system is chosen when the window opens (``WindowSetup/Backend``): Wayland where the session's
/// compositor answers, X11 inside a foreign X11 window or wherever `DISPLAY` reaches otherwise; no type of this API
/// names one.
///
/// Threads: the window lives on the thread that made it, which runs it (``run()``, ``step(timeout:)``) and gets
/// its events (``onEvent``); its methods are that thread's. Other threads reach it through ``remote`` (a value from
/// an audio thread without a lock, see `WindowRemote`), and it applies what they hand over in its next iteration.
///
/// Edge cases: a window whose display goes away ends the process with status 1 after one line on standard error
/// (and ``WindowSetup/onConnectionLost``); methods called after the loop ended change the controls but nothing is
/// shown any more.
public final class ControlWindow {
    private let backend: any WindowBackend

    /// Opens a window of `controls`, set up as `setup` says, placed by `layout`; it shows once ``run()`` (or
    /// ``step(timeout:)``) runs.
    ///
    /// - Throws: ``WindowError`` when there is no display, or the window system refuses the window.
    public init(_ controls: [WindowControl], setup: WindowSetup, layout: ControlLayout = .row) throws(WindowError) {
        let renderer = Renderer()
        let client = PanelClient(
            controls: controls, layout: layout, background: setup.background, renderer: renderer)
        // The label font is found and opened on a thread of its own while the window is made, configured and
        // mapped; its thread starts once the window system's libraries are loaded, because the dynamic loader
        // loads one library at a time and FreeType's would hold theirs up. A match kept by an earlier run is
        // taken as it is (at once, with no thread, when its glyphs are kept too) and checked after the first frame
        // (the client calls Renderer.verifyLabelFont()).
        backend = try Self.openBackend(
            setup, client: client, librariesLoaded: { renderer.beginLoadingLabelFont(verifyingKeptMatchLater: true) })
    }

    /// Opens a window of `controls` titled `title`, placed by `layout`, with the setup's defaults otherwise.
    ///
    /// - Throws: ``WindowError`` when there is no display, or the window system refuses the window.
    public convenience init(_ controls: [WindowControl], title: String, layout: ControlLayout = .row)
        throws(WindowError)
    {
        try self.init(controls, setup: WindowSetup(title: title), layout: layout)
    }

    /// The window system's loop for `client`, as the setup and the session choose; `librariesLoaded` is called once
    /// the chosen window system's libraries are loaded (or could not be), before X11's display is opened and once the
    /// Wayland compositor is connected (whose globals are then asked for first).
    private static func openBackend(_ setup: WindowSetup, client: PanelClient, librariesLoaded: () -> Void)
        throws(WindowError) -> any WindowBackend
    {
        if let scale = setup.scale, !WindowSetup.scales.contains(scale) {
            throw .refused("the scale \(scale) is outside \(WindowSetup.scales) (device pixels a logical pixel)")
        }
        func openX11() throws(WindowError) -> any WindowBackend {
            _ = DisplayConnection.loadLibraries()  // (A failure is the open's to report.)
            librariesLoaded()
            return try EventLoop<PanelClient>.open(setup, client: client)
        }
        switch setup.backend {
        case .x11:
            return try openX11()
        case .wayland:
            guard setup.parentWindow == nil else {
                throw .refused("a foreign parent window is an X11 window: it needs the X11 backend")
            }
            return try WaylandEventLoop<PanelClient>.open(setup, client: client, librariesLoaded: librariesLoaded)
        case .automatic:
            // A foreign X11 parent is an X11 window whatever the session; a Wayland session whose compositor does not
            // answer or refuses the window (or whose libraries are missing) falls back to X11.
            if setup.parentWindow == nil, WaylandEventLoop<PanelClient>.isSessionCompositorNamed,
                let wayland = try? WaylandEventLoop<PanelClient>.open(
                    setup, client: client, librariesLoaded: librariesLoaded)
            {
                return wayland
            }
            return try openX11()
        }
    }

    // MARK: Events

    /// Called with every event (a part's drag, change, end; the keyboard focus moving), on the window's thread.
    public var onEvent: ((WindowEvent) -> Void)? {
        get { backend.withClient { $0.onEvent } }
        set { backend.withClient { $0.onEvent = newValue } }
    }

    /// Called with every input the window hands to its controls, before they act on it.
    public var onInput: ((InputEvent) -> Void)? {
        get { backend.withClient { $0.onInput } }
        set { backend.withClient { $0.onInput = newValue } }
    }

    // MARK: Running

    /// Runs the window until it is closed (by the window manager, `q` when ``WindowSetup/quitsOnQ``, ``close()``
    /// or the remote's close) or destroyed from outside; returns why.
    @discardableResult
    public func run() -> HostExitReason {
        backend.run()
    }

    /// Runs one iteration (every pending input, a frame when something changed), waiting at most `timeout` seconds
    /// for something to happen (nil: until it does; 0: not at all): for a program that has a loop of its own (an
    /// LV2 UI's idle call, say). Returns why the window ended, or nil to go on.
    @discardableResult
    public func step(timeout: Double?) -> HostExitReason? {
        backend.step(timeout: timeout)
    }

    /// Runs iterations until `done` holds (asked after each), each waiting at most `timeout` seconds; nil then, or
    /// why the window ended first. `run(until: { window.isShown }, waitingAtMost: 0.05)` waits for the first frame.
    public func run(until done: () -> Bool, waitingAtMost timeout: Double) -> HostExitReason? {
        backend.run(until: done, waitingAtMost: timeout)
    }

    /// Runs the window until its first frame is on screen and the window system has caught up with it (what came
    /// with the window's mapping, an exposure, is repaired as well): what a program (or a test) waits for before it
    /// says it is ready. Returns nil, or why the window ended first.
    @discardableResult
    public func runUntilShown() -> HostExitReason? {
        let backend = backend
        if let reason = backend.run(until: { backend.isShown }, waitingAtMost: 0.05) { return reason }
        backend.settleFirstFrame()
        return backend.exitReason
    }

    /// Ends the loop after the current iteration; ``run()`` returns `HostExitReason/stopped`.
    public func close() {
        backend.stop()
    }

    /// Why the window ended, once it has.
    public var exitReason: HostExitReason? { backend.exitReason }

    // MARK: The controls

    /// The controls' names, in order.
    public var controls: [WindowControl] { backend.withClient { $0.controls } }

    /// The controls' state: values, drags, the focus.
    public var panel: Panel { backend.withClient { $0.panel } }

    /// The value of control `index` (`knob`: which knob of a range); nil for an index past the last.
    public func value(ofControl index: Int, knob: RangeKnob? = nil) -> Double? {
        let controls = panel.controls
        return controls.indices.contains(index) ? controls[index].value(of: knob) : nil
    }

    /// Sets control `index` (`knob`: which knob of a range) to `value` as the program's value, at once or eased
    /// there (`animated`; ranges do not animate); the events it causes are reported. From another thread, use
    /// ``remote``.
    ///
    /// Edge cases: a value that is not finite, an index past the last or a knob the control lacks are ignored; the
    /// model clamps and snaps the rest.
    public func setValue(_ value: Double, ofControl index: Int, knob: RangeKnob? = nil, animated: Bool = false) {
        let redraw = backend.withClient {
            $0.setValue(value, ofControl: index, knob: knob, animated: animated, at: MonotonicClock.now)
        }
        backend.setNeedsRedraw(redraw)
    }

    /// Adds `control` after the others; the layout places it. Returns its index.
    @discardableResult
    public func add(_ control: WindowControl) -> Int {
        let (redraw, index) = backend.withClient { client in
            (client.add(control), client.controls.count - 1)
        }
        backend.setNeedsRedraw(redraw)
        return index
    }

    /// Changes how control `index` looks (its appearance, labels, styles; not its model). An index past the last
    /// is ignored.
    public func changeLook(ofControl index: Int, _ change: (inout PanelControl) -> Void) {
        backend.setNeedsRedraw(backend.withClient { $0.changeLook(ofControl: index, change) })
    }

    /// Replaces the centre label of control `index` by `text` (the value with its unit, say); nil goes back to the
    /// label it was added with. Screen readers read this text as the control's value. An index past the last is
    /// ignored.
    public func setLabelText(_ text: String?, ofControl index: Int) {
        backend.setNeedsRedraw(backend.withClient { $0.setLabelText(text, ofControl: index) })
    }

    /// What other threads use to set values, add or restyle controls, and close the window.
    public var remote: WindowRemote { backend.withClient { $0.remote } }

    // MARK: The window

    /// The window's size in device pixels, as last configured.
    public var size: PixelSize { backend.size }

    /// The scale the controls are drawn at, in device pixels a logical pixel: the program's
    /// (``WindowSetup/scale``, ``setScale(_:)``), else the desktop's DPI over 96 (X11: `Xft/DPI` of the XSETTINGS
    /// manager, else `Xft.dpi` of the X resources), followed while the window runs. The controls' geometry, their
    /// pixel distances (a linear drag's length, say) and the input count logical pixels; the window's size and its
    /// pixels are device pixels.
    public var scale: Double { backend.scale }

    /// Fixes the scale at `scale` from now on (a plugin host's new `ui:scaleFactor`, the window moved to another
    /// screen): the controls are laid out again at it and redrawn, and the desktop's DPI is no longer followed. The
    /// window keeps its size; ask for another with ``requestSize(_:)``. Returns false, changing nothing, for a scale
    /// outside `WindowSetup/scales` or not finite.
    @discardableResult
    public func setScale(_ scale: Double) -> Bool {
        guard WindowSetup.scales.contains(scale) else { return false }
        backend.fixScale(scale)
        return true
    }

    /// Asks the window system for a window of `size` device pixels (each side clamped to 1...32767); the controls
    /// are laid out again once it has the new size (inside a foreign parent, at once: the guest sizes itself).
    public func requestSize(_ size: PixelSize) {
        backend.requestSize(size)
    }

    /// True once the window is on screen with its first frame in it.
    public var isShown: Bool { backend.isShown }

    /// True while the window has the keyboard focus.
    public var hasFocus: Bool { backend.hasFocus }

    /// The last frame shown: which inputs it reflects and when it reached the screen (for latency measurements).
    public var lastPresentedFrame: PresentedFrame? { backend.lastPresentedFrame }

    /// The window's first frame: its `PresentedFrame/presentedAt` is when the program's first picture reached the
    /// window system (the end of its start-up, on the clock every process shares). Nil before it.
    public var firstPresentedFrame: PresentedFrame? { backend.firstPresentedFrame }

    /// How many inputs the window has handed to its controls.
    public var inputCount: Int { backend.inputCount }

    /// The window's X11 id on the X11 backend (for embedding it elsewhere, or tests), nil on others.
    public var x11WindowID: UInt? { backend.x11WindowID }

    /// How frames reach the screen ("MIT-SHM", "XPutImage" on X11, "wl_shm" on Wayland).
    public var presentation: String { backend.presentation }

    /// Who draws the window's frame: "server" (the X11 window manager, or a Wayland compositor's server-side
    /// decorations), "libdecor" (client-side, on a Wayland compositor that offers no server-side ones) or "none"
    /// (such a compositor, and no libdecor).
    public var decorations: String { backend.decorations }
}
