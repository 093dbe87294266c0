internal import CX11
import CircularAccessibility
import CircularControl
import CircularHost
import CircularRender
import Glibc

/// The X11 host's event loop: it owns one ``X11Window`` and its pixels, and drives a `WindowClient` from the
/// window's X events with poll().
///
/// One loop iteration (``step(timeout:)``) drains every queued X event (each motion event reaches the client),
/// lays the client out again when the desktop's DPI changed (``scale``), advances animations, renders the accumulated
/// damage at most once, repairs exposed areas from the kept frame without rendering, flushes, and then blocks in
/// poll() on the connection: without a timeout when nothing animates (an idle window uses no CPU), until the next
/// frame when something does.
///
/// When the client has `WindowClient/accessibleNodes` and an accessibility bus is there, the loop also serves
/// them to assistive technologies over AT-SPI2 (`EventLoop+Accessibility.swift`): the bus's sockets join the same
/// poll(), registration goes on while the window starts, and an idle window still blocks without a timeout.
///
/// ``run()`` repeats iterations until the window is closed (WM_DELETE_WINDOW), `q` is pressed, the window is
/// destroyed from outside or ``stop()`` is called. A lost server connection ends the process with a message and
/// status 1; an X error from one request is reported on stderr and the loop goes on.
///
/// A class because it owns the window and the loop state, and the client is reached through it (``client``).
///
/// Edge cases:
/// - The window may be resized to any size X allows; the buffers grow and the client is laid out again. A size
///   whose memory cannot be had keeps the previous buffers and draws what fits.
/// - Events for other windows (a foreign parent) are ignored, except those that say the DPI changed (``scale``).
public final class EventLoop<Client: WindowClient> {
    /// The program being shown; the host calls it, and its owner may read or change it between iterations.
    public var client: Client
    /// The connection the window lives on.
    public let connection: DisplayConnection
    /// The X window the loop shows the client in.
    public let window: X11Window
    /// The presenter pushing frames to the window; the client renders straight into its image
    /// (``FramePresenter/pixels``).
    public let presenter: FramePresenter
    /// The DPI scale handed to the client, as it is now: the desktop's DPI / 96, where the DPI is XSETTINGS'
    /// `Xft/DPI` when a settings manager publishes one, else the resource database's Xft.dpi (RESOURCE_MANAGER);
    /// 1 when neither is set (``DisplayConnection/scale`` reads the same sources once).
    ///
    /// The loop starts at ``DisplayConnection/openingScale`` (the resource database as the connection received it:
    /// no round trip), reads both sources as they are once its first frame is on screen, and follows them from then
    /// on (`EventLoop+Scale.swift`): when the scale changes, the client is laid out again at the new scale and the
    /// same window size, and everything is redrawn. (GNOME's and KDE's settings daemons write the same DPI to both
    /// sources, so a desktop's window is laid out once.) The window keeps its size:
    /// the host never resizes it behind the window manager's back (a program that wants a larger window at a larger
    /// scale asks for it itself).
    ///
    /// The client sees every position divided by the scale (logical pixels: `WindowClient`), and a program that fixes
    /// the scale (``WindowOptions/scale``, ``fixScale(_:)``) stops the loop following the desktop's.
    ///
    /// Edge cases: clamped to 0.5...8; a missing, invalid or non-finite DPI counts as unset, so the scale is always
    /// what the sources say now (a new window would get the same); a change to the same scale lays nothing out.
    public internal(set) var scale: Double {
        didSet { translator.scale = scale }
    }
    /// False once the program fixed the scale: the desktop's DPI is no longer followed.
    var followsDesktopScale: Bool
    /// The time between two animation frames, in seconds (1/60 by default; values that are not finite or not above
    /// a millisecond mean 1/60).
    public var frameInterval: Double {
        get { clock.frameInterval }
        set { clock.frameInterval = newValue }
    }
    /// Animation frames and gesture deadlines.
    private var clock = ClientClock()
    /// The window size as last configured.
    public private(set) var size: PixelSize
    /// Whether the window has the keyboard focus.
    public internal(set) var hasFocus = false
    /// Whether the window is mapped (shown) according to the server.
    public internal(set) var isMapped = false
    /// Whether the window is on screen with a frame in it: mapped, and its first frame put. What a program (or a
    /// test) waits for after creating the loop.
    public var isShown: Bool { isMapped && presenter.presentedCount > 0 }
    /// Why the loop ended, once it has.
    public private(set) var exitReason: HostExitReason?
    /// How many inputs (presses, moves, releases, wheel turns, keys, from the mouse or a finger) the loop has handed
    /// to the client so far: the numbers `PresentedFrame/inputCount` refers to.
    ///
    /// Edge cases: inputs the host drops are not counted, inputs the client ignores are (see `PresentedFrame`).
    public internal(set) var inputCount = 0
    /// The last frame presented: which inputs it shows and when it was put; nil before the first. A loop iteration
    /// presents at most one frame, so a caller that reads this after each ``step(timeout:)``, or in the `done`
    /// condition of ``run(until:waitingAtMost:)``, sees every frame.
    ///
    /// Edge cases: as for `PresentedFrame`; repairs after an Expose leave it as it is.
    public private(set) var lastPresentedFrame: PresentedFrame?
    /// The window's first frame (number 1): when the program's first picture reached the server, the end of its
    /// start-up. Nil before it.
    public private(set) var firstPresentedFrame: PresentedFrame?
    /// When the current loop iteration began (`PresentedFrame/handlingBeganAt` of the frame it draws).
    private var iterationBeganAt = 0.0

    let options: WindowOptions
    /// Turns X input into the core's events (keeps the click count between presses).
    var translator = InputTranslator()
    /// Smooth scrolling and touch through XInput2; nil on a server without XInput 2.2 (core events serve then).
    var xinput: XInput2?
    /// The linear drag of the mouse under way, whose pointer is kept in place with the cursor hidden; nil otherwise.
    var pointerWarp: PointerWarp?
    /// Where the knob of that drag was last seen, in window pixels: the cursor shows up there when it ends.
    var warpKnob: Point?
    private var pendingRender: PixelRegion?
    /// Whether the client was told its first frame was presented (`WindowClient.firstFramePresented()`).
    private var toldFirstFrame = false
    private var pendingRepair: PixelRect?
    /// The last pointer position seen in the window.
    private(set) var pointer = Point(x: -1, y: -1)
    /// The window's controls on the accessibility bus. Registration starts once the first frame is on screen, never
    /// before: start-up never waits on the bus.
    let accessibility = WindowAccessibility()
    /// Where ``scale`` comes from, followed while the loop runs.
    var dpiWatch: XftDPIWatch

    /// Creates the window on `connection`, lays the client out at the initial size and ``scale`` and maps the window;
    /// after its first frame the loop follows the desktop's DPI (it selects the root window's property changes and
    /// StructureNotify, and those of the XSETTINGS manager's window).
    ///
    /// Edge cases: throws ``X11HostError`` for an unsupported visual, a refused window (bad parent) or no memory.
    public init(connection: DisplayConnection, options: WindowOptions, client: Client) throws {
        self.connection = connection
        self.options = options
        self.client = client
        self.window = try X11Window(connection: connection, options: options)
        let size = options.size.clamped(to: PixelSize.windowSides)
        self.size = size
        self.dpiWatch = XftDPIWatch(connection: connection)
        let fixedScale = options.scale.flatMap { Self.fixable($0) }
        self.scale = fixedScale ?? connection.openingScale
        self.followsDesktopScale = fixedScale == nil
        translator.scale = scale
        self.presenter = try FramePresenter(window: window, size: size, forbidSharedMemory: options.forbidSharedMemory)
        self.client.layout(size: size, scale: scale)
        if window.xembed.isEmbedded { self.client.embeddingChanged(to: true) }
        pendingRender = PixelRegion(size.bounds)
        if let display = connection.pointer {
            xinput = XInput2.start(on: display, window: window.id)
            // A held key then repeats its presses alone and sends its release once, when it comes up: the end of a
            // key gesture. A server without XKB repeats release and press pairs, each a gesture of its own.
            var supported: Int32 = 0
            _ = Xlib.XkbSetDetectableAutoRepeat(display, 1, &supported)
        }
        window.map()
        connection.flush()
    }

    /// Runs the loop until the window is closed, `q` is pressed, the window vanishes or ``stop()`` is called.
    ///
    /// Edge cases: returns at once with the earlier reason when the loop already ended.
    @discardableResult
    public func run() -> HostExitReason {
        while true {
            if let reason = step(timeout: nil) { return reason }
        }
    }

    /// Ends the loop at the end of the current iteration (``run()`` returns `HostExitReason/stopped`).
    public func stop() {
        if exitReason == nil { exitReason = .stopped }
    }

    /// Asks for `rect` (the whole window when nil) to be rendered in the next iteration.
    public func setNeedsRedraw(_ rect: PixelRect? = nil) {
        request(rect.map { .rect($0) } ?? .all)
    }

    /// Asks for what `redraw` names to be rendered in the next iteration: what a change the program made to the
    /// client between iterations returned.
    public func setNeedsRedraw(_ redraw: RedrawRequest) {
        request(redraw)
    }

    /// Runs one iteration of the loop, blocking at most `timeout` seconds (nil: until an event or the next
    /// animation frame). Returns why the loop ended, or nil to go on.
    ///
    /// Edge cases: a negative or non-finite timeout is treated as zero (no blocking).
    @discardableResult
    public func step(timeout: Double?) -> HostExitReason? {
        step(timeout: timeout, unlessDone: { false })
    }

    /// Runs iterations until `done` holds, each blocking at most `timeout` seconds, and returns nil; or returns why
    /// the loop ended first. `done` is asked after the events of an iteration are handled and its frame is drawn,
    /// before it would block, so a condition those met (the first frame drawn, say) costs no wait.
    ///
    /// Edge cases: returns at once when `done` already holds after one iteration; as ``step(timeout:)`` otherwise.
    public func run(until done: () -> Bool, waitingAtMost timeout: Double) -> HostExitReason? {
        while true {
            if let reason = step(timeout: timeout, unlessDone: done) { return reason }
            if done() { return nil }
        }
    }

    /// One iteration, which skips its blocking wait when `done` holds once the frame is drawn.
    private func step(timeout: Double?, unlessDone done: () -> Bool) -> HostExitReason? {
        if let exitReason { return exitReason }
        guard let display = connection.pointer else {
            exitReason = .stopped
            return exitReason
        }
        iterationBeganAt = MonotonicClock.now
        // What other threads handed over before the iteration began comes before the input it reads (a host's value
        // set, then a key: the key acts on that value); what the input's event callbacks hand over is taken after it.
        request(client.takeHandedOverWork())
        // One read of the socket (XPending) takes in everything the server has sent so far; the events it queued
        // are handled without asking the socket again, so that an iteration makes one read, not one more after its
        // last event. Whatever arrives meanwhile wakes the poll at the end of the iteration at once.
        var event = XEvent()
        var queued = Xlib.XPending(display)
        while queued > 0 {
            _ = Xlib.XNextEvent(display, &event)
            dispatch(&event)
            if exitReason != nil { break }
            queued = Xlib.XEventsQueued(display, QueuedAlready)
        }
        if let exitReason { return exitReason }
        followScaleChanges()
        if clock.takeWork(of: &client, now: MonotonicClock.now, into: &pendingRender, within: size.bounds) {
            finish(.stopped)
        }
        draw()
        if presenter.presentedCount > 0 {
            if !toldFirstFrame {
                toldFirstFrame = true
                request(client.firstFramePresented())
            }
            // After the first frame: start-up waits neither on the accessibility bus nor on the round trips that read
            // the desktop's DPI (EventLoop+Scale.swift).
            if !accessibility.wasTried { startAccessibility() }
            if followsDesktopScale, !dpiWatch.isStarted {
                dpiWatch.start()
                rescale(to: dpiWatch.scale)
            }
        }
        accessibility.refresh()
        _ = Xlib.XFlush(display)
        // Events already read (with a reply the put waited for, say) do not wake poll(); unread ones do.
        guard Xlib.XEventsQueued(display, QueuedAlready) == 0, !done() else { return nil }
        waitForInput(timeout: timeout)
        return exitReason
    }

    func request(_ redraw: RedrawRequest) {
        redraw.add(to: &pendingRender, within: size.bounds)
    }

    func requestRepair(_ rect: PixelRect) {
        pendingRepair = pendingRepair.map { $0.union(rect) } ?? rect
    }

    func finish(_ reason: HostExitReason) {
        if exitReason == nil { exitReason = reason }
    }

    /// Handles a new window size: grows the image, lays the client out again and redraws everything.
    func resize(to newSize: PixelSize) {
        guard newSize != size, !newSize.isEmpty else { return }
        size = newSize
        presenter.resize(to: newSize)
        client.layout(size: newSize, scale: scale)
        pendingRender = PixelRegion(newSize.bounds)
    }

    /// Records the mouse's position in the window; the cursor shows a hand over what can be grabbed, except while a
    /// drag keeps the pointer in place with the cursor hidden.
    func updatePointer(_ point: Point) {
        pointer = point
        guard pointerWarp == nil else { return }
        window.setHandCursor(client.wantsHandCursor(at: point))
    }

    /// Renders the accumulated damage once and presents it rectangle by rectangle, then repairs what was exposed and
    /// not redrawn.
    private func draw() {
        if let requested = pendingRender, let pixels = presenter.pixels {
            pendingRender = nil
            // Clipped to the pixels: after a failed allocation they may be smaller than the window.
            let damage = requested.intersection(pixels.bounds)
            if !damage.isEmpty {
                let renderingBeganAt = MonotonicClock.now
                client.render(into: pixels, damage: damage)
                let putBeganAt = MonotonicClock.now
                let framesBefore = presenter.presentedCount
                presenter.present(pixels, damage: damage)
                if presenter.presentedCount > framesBefore, let time = presenter.lastPresentTime {
                    lastPresentedFrame = PresentedFrame(
                        number: presenter.presentedCount, inputCount: inputCount, handlingBeganAt: iterationBeganAt,
                        renderingBeganAt: renderingBeganAt, putBeganAt: putBeganAt, presentedAt: time)
                    if firstPresentedFrame == nil { firstPresentedFrame = lastPresentedFrame }
                }
                if let repair = pendingRepair, damage.intersection(repair).area == repair.area { pendingRepair = nil }
            }
        }
        if let repair = pendingRepair {
            pendingRepair = nil
            presenter.repair(repair)
        }
    }

    private func waitForInput(timeout: Double?) {
        let now = MonotonicClock.now
        let wait = clock.wait(for: client, timeout: timeout, now: now, until: accessibility.deadline(now: now))
        let milliseconds = ClientClock.pollMilliseconds(wait)
        var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let wake = client.wakeDescriptor
        guard accessibility.bridge != nil || wake != nil else {
            _ = poll(&descriptor, 1, milliseconds)
            // On POLLHUP or POLLERR the next XPending reads end-of-file and the I/O error handler ends the program.
            return
        }
        // The connection, then the client's wake-up (whose readiness the next iteration's takeHandedOverWork()
        // consumes), then the bridge's.
        var descriptors = [descriptor]
        if let wake { descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
        accessibility.pollDescriptors(into: &descriptors)
        _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        accessibility.service(descriptors.dropFirst(wake == nil ? 1 : 2))
    }
}
