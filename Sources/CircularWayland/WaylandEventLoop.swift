import CWayland
import CircularAccessibility
import CircularControl
import CircularHost
import CircularRender
import Glibc

/// The Wayland host's event loop: it owns one toplevel window (``WaylandSurface``) and the seat's devices, and drives
/// a `WindowClient` from the compositor's events with poll(), as the X11 host's `EventLoop` does from X events.
///
/// One iteration (``step(timeout:)``) hands every queued input to the client (each motion reaches it), lays the
/// client out again when the size or the scale changed, advances animations, and renders the accumulated damage
/// once into a free buffer (``ShmBufferChain``) when the compositor has configured the window and shown the last
/// frame (its frame callback came): it then attaches the buffer, damages each rectangle of the region
/// (`damage_buffer`) and commits. The client is laid out (which makes what its first frame draws with) while the
/// compositor announces its globals, the first frame is drawn before the first configure comes, while the compositor
/// makes the window, and committed as soon as a configure keeps the size it was drawn at. Then it blocks in poll()
/// on the connection (`prepare_read`, flush, poll, `read_events` or `cancel_read`, `dispatch_pending`): without a
/// timeout when nothing animates, so an idle window uses no CPU, and never waiting for a frame callback (a hidden
/// window gets none).
///
/// ``run()`` repeats iterations until the compositor closes the window, `q` is pressed (when the window quits on
/// it) or ``stop()`` is called. A lost compositor ends the process with a message on standard error and status 1,
/// as a lost X server does (after `onConnectionLost`).
///
/// Edge cases: a size whose buffers cannot be had draws nothing until a size that can; positions reach the client in
/// logical pixels (the surface's own), sizes and damage in device pixels (the buffer's).
public final class WaylandEventLoop<Client: WindowClient> {
    /// The program being shown; the host calls it, and its owner may read or change it between iterations.
    public var client: Client
    /// The connection the window lives on.
    public let display: WaylandDisplay
    let surface: WaylandSurface
    let seat: WaylandSeat
    var translator = WaylandInputTranslator()
    /// The window's size in device pixels (the buffer's).
    public private(set) var size: PixelSize
    /// Device pixels a logical pixel: the program's fixed scale, else the compositor's (its preferred fractional
    /// scale, else the largest scale of the outputs the window is on).
    public var scale: Double { surface.scale }
    /// The time between two animation frames, in seconds (1/60 by default; values that are not finite or not above
    /// a millisecond mean 1/60).
    public var frameInterval: Double {
        get { clock.frameInterval }
        set { clock.frameInterval = newValue }
    }
    /// Animation frames and gesture deadlines.
    private var clock = ClientClock()
    /// The held key's repeats, which a Wayland client makes itself.
    private var keyRepeat = KeyRepeat()
    /// The seat's events of this iteration, their storage kept between iterations.
    private var takenEvents: [WaylandInputEvent] = []
    /// The inputs one event translates to, their storage kept between events.
    private var translatedInputs: [WaylandInputTranslator.Translated] = []
    /// Whether the window has the keyboard focus.
    public private(set) var hasFocus = false
    /// How many frames were presented.
    public private(set) var presentedCount = 0
    /// Who draws the window's frame: "server" (the compositor), "libdecor" (in the window) or "none".
    public var decorations: String { surface.decorations.rawValue }
    /// Whether the window is configured with a frame in it: what a program (or a test) waits for after creating it.
    public var isShown: Bool { surface.isConfigured && presentedCount > 0 }
    /// Why the loop ended, once it has.
    public private(set) var exitReason: HostExitReason?
    /// How many inputs the loop has handed to the client so far (`PresentedFrame/inputCount`).
    public private(set) var inputCount = 0
    /// The last frame presented: which inputs it shows and when it was committed; nil before the first.
    public private(set) var lastPresentedFrame: PresentedFrame?
    /// The window's first frame (number 1): when the program's first picture was committed, the end of its start-up.
    /// Nil before it.
    public private(set) var firstPresentedFrame: PresentedFrame?
    /// Whether `q` (without Control or Alt) ends the loop.
    public let quitsOnQ: Bool
    /// The window's title and the program's application id (its name on the accessibility bus too).
    let title: String
    let applicationID: String
    /// The window's controls on the accessibility bus, from the first frame on (`WaylandEventLoop+Accessibility.swift`).
    let accessibility = WindowAccessibility()
    /// Called when the compositor goes away, before the process ends.
    private let onConnectionLost: (@Sendable () -> Void)?
    private var pendingRender: PixelRegion?
    private var iterationBeganAt = 0.0
    /// True when the size or the scale may have changed since the client was last laid out.
    private var geometryChanged = false
    /// The size (device pixels) and scale the client was last laid out at; nil before it was.
    private var laidOutGeometry: (size: PixelSize, scale: Double)?
    /// True until the first frame was drawn ahead of the first configure, or could not be.
    private var drawsAhead = true
    /// Whether the client was told its first frame was presented (`WindowClient.firstFramePresented()`).
    private var toldFirstFrame = false
    /// True when the last wait read events that were already there without sending the requests queued before it:
    /// the next wait sends them, whatever it finds.
    private var deferredFlush = false
    /// The first frame, drawn whole while the compositor was yet to configure the window, and when; shown at once
    /// by the configure that keeps its geometry, dropped by one that changes it.
    private var frameDrawnAhead: (buffer: ShmBufferChain.Buffer, renderingBeganAt: Double)?
    /// True from the press that began a linear mouse drag kept in place until that drag ends: the pointer's lock is
    /// asked for and the cursor hidden (`WaylandEventLoop+LockedDrag.swift`).
    var keepsMouse = false
    /// True while the compositor holds the pointer locked for the kept drag: its travel comes as relative motion.
    var pointerLocked = false

    /// Opens a toplevel titled `title` on `display` with `logicalSize` logical pixels, at the fixed `scale` when
    /// given (else the compositor's), and lays the client out once the compositor configures it.
    ///
    /// - Throws: ``WaylandHostError`` when the compositor refuses the window.
    public convenience init(
        display: WaylandDisplay, title: String, applicationID: String, logicalSize: PixelSize, scale: Double? = nil,
        quitsOnQ: Bool = false, onConnectionLost: (@Sendable () -> Void)? = nil, client: Client
    ) throws(WaylandHostError) {
        try self.init(
            display: display, title: title, applicationID: applicationID, logicalSize: logicalSize, scale: scale,
            quitsOnQ: quitsOnQ, onConnectionLost: onConnectionLost, client: client, preparedMemory: nil)
    }

    /// Loads the Wayland libraries, connects to the compositor `name` names (nil: `WAYLAND_DISPLAY`, else
    /// `wayland-0`, as ``WaylandDisplay/open(name:)``) and opens the window there as
    /// ``init(display:title:applicationID:logicalSize:scale:quitsOnQ:onConnectionLost:client:)`` does;
    /// `librariesLoaded` is called once the libraries are loaded and the compositor connected (a program starts a
    /// thread of its own that loads other libraries there: the dynamic loader loads one library at a time); it is not
    /// called when either fails. Before it, the memory of the window's first buffer is made and its pages start
    /// faulting in on a thread of its own (``ShmMemory``), at the size the window asks for at the scale known before
    /// the compositor tells its own (the fixed `scale`, else 1).
    ///
    /// - Throws: ``WaylandHostError`` when the libraries or the compositor are missing, or it refuses the window.
    public static func open(
        name: String? = nil, title: String, applicationID: String, logicalSize: PixelSize, scale: Double? = nil,
        quitsOnQ: Bool = false, onConnectionLost: (@Sendable () -> Void)? = nil, client: Client,
        librariesLoaded: () -> Void = {}
    ) throws(WaylandHostError) -> WaylandEventLoop {
        let first = SurfaceScaling(
            logicalSize: logicalSize.clamped(to: PixelSize.windowSides), fixedScale: scale, preferredScale120: nil,
            outputScale: 1, hasViewport: false)
        // The buffer's thread starts once libwayland is loaded: loading maps the library and protects parts of it
        // again, and while a second thread of the process runs, each such change to the memory map waits for the
        // map's lock its page faults take and interrupts its processor to drop stale address translations. Started
        // after, its faults overlap the label font and the layout instead. And it starts after the connection has
        // asked for the compositor's globals: woken while that thread kept the other processor busy, the compositor
        // waited for this one, and answered only once the layout was done (the first frame 0.1 to 0.4 ms later on
        // the benchmark machine, medians of 60 to 80 alternating starts).
        if let failure = WaylandDisplay.loadLibraries() { throw .unavailable(failure) }
        let display = try WaylandDisplay.connect(name: name)
        let prepared = ShmBufferChain.byteCount(of: first.bufferSize).flatMap { ShmMemory.prepare(byteCount: $0) }
        librariesLoaded()
        // While the compositor announces its globals, the client is laid out at the geometry its first frame is
        // drawn at (``drawAheadOfFirstConfigure()``), making what that frame would otherwise make first.
        var client = client
        client.layout(size: first.bufferSize, scale: first.scale)
        try display.awaitGlobals()
        return try WaylandEventLoop(
            display: display, title: title, applicationID: applicationID, logicalSize: logicalSize, scale: scale,
            quitsOnQ: quitsOnQ, onConnectionLost: onConnectionLost, client: client,
            laidOutGeometry: (first.bufferSize, first.scale), preparedMemory: prepared)
    }

    /// `laidOutGeometry`: the size and scale `client` was laid out at already, if it was.
    private init(
        display: WaylandDisplay, title: String, applicationID: String, logicalSize: PixelSize, scale: Double?,
        quitsOnQ: Bool, onConnectionLost: (@Sendable () -> Void)?, client: Client,
        laidOutGeometry: (size: PixelSize, scale: Double)? = nil, preparedMemory: ShmMemory?
    ) throws(WaylandHostError) {
        self.display = display
        self.client = client
        self.quitsOnQ = quitsOnQ
        self.title = title
        self.applicationID = applicationID
        self.onConnectionLost = onConnectionLost
        self.laidOutGeometry = laidOutGeometry
        let surface = try WaylandSurface(
            display: display, title: title, applicationID: applicationID,
            size: logicalSize.clamped(to: PixelSize.windowSides), preparedMemory: preparedMemory)
        surface.fixedScale = scale
        self.surface = surface
        self.seat = WaylandSeat(display: display, surface: surface.surface)
        translator.hasFrames = seat.hasPointerFrames
        size = surface.deviceSize
        surface.onGeometryChanged = { [unowned self] in geometryChanged = true }
        geometryChanged = true
        if cwayland_wl_display_flush(display.display) < 0, errno != EAGAIN { connectionLost() }
    }

    /// Runs the loop until the window is closed, `q` is pressed or ``stop()`` is called.
    @discardableResult
    public func run() -> HostExitReason {
        while true {
            if let reason = step(timeout: nil) { return reason }
        }
    }

    /// Runs iterations until `done` holds, each blocking at most `timeout` seconds, and returns nil; or returns why
    /// the loop ended first.
    public func run(until done: () -> Bool, waitingAtMost timeout: Double) -> HostExitReason? {
        while true {
            if let reason = step(timeout: timeout, unlessDone: done) { return reason }
            if done() { return nil }
        }
    }

    /// Ends the loop at the end of the current iteration.
    public func stop() {
        if exitReason == nil { exitReason = .stopped }
    }

    /// Asks for what `redraw` names to be rendered in the next iteration.
    public func setNeedsRedraw(_ redraw: RedrawRequest) {
        request(redraw)
    }

    /// Fixes the scale at `scale` (the compositor's is not followed from now on): the client is laid out again.
    public func fixScale(_ scale: Double) {
        surface.fixedScale = scale
        geometryChanged = true
    }

    /// Asks the compositor for a window of `size` device pixels (at the scale of now; each side clamped to 1...32767
    /// first).
    public func requestSize(_ size: PixelSize) {
        surface.requestSize(size.scaled(by: 1 / scale))
    }

    /// Waits until the compositor has handled every request sent so far.
    public func synchronize() {
        if !display.roundTrip() { connectionLost() }
    }

    /// Runs one iteration of the loop, blocking at most `timeout` seconds (nil: until an event or the next
    /// animation frame). Returns why the loop ended, or nil to go on.
    @discardableResult
    public func step(timeout: Double?) -> HostExitReason? {
        step(timeout: timeout, unlessDone: { false })
    }

    private func step(timeout: Double?, unlessDone done: () -> Bool) -> HostExitReason? {
        if let exitReason { return exitReason }
        iterationBeganAt = MonotonicClock.now
        request(client.takeHandedOverWork())
        if cwayland_wl_display_dispatch_pending(display.display) < 0 { connectionLost() }
        handleInput()
        if surface.isCloseRequested { finish(.closeRequested) }
        if let exitReason { return exitReason }
        followGeometry()
        drawAheadOfFirstConfigure()
        if clock.takeWork(of: &client, now: MonotonicClock.now, into: &pendingRender, within: size.bounds) {
            finish(.stopped)
        }
        draw()
        if presentedCount > 0, !toldFirstFrame {
            toldFirstFrame = true
            request(client.firstFramePresented())
        }
        // After the first frame: start-up never waits on the accessibility bus.
        if presentedCount > 0, !accessibility.wasTried { startAccessibility() }
        accessibility.refresh()
        guard exitReason == nil else { return exitReason }
        guard !done() else { return nil }
        waitForEvents(timeout: timeout)
        return exitReason
    }

    func request(_ redraw: RedrawRequest) {
        redraw.add(to: &pendingRender, within: size.bounds)
    }

    private func finish(_ reason: HostExitReason) {
        if exitReason == nil { exitReason = reason }
    }

    /// Lays the client out again when the compositor changed the size or the scale, and redraws everything. An
    /// output entered or left at the same scale, or a configure of the same size, changes nothing drawn: the client
    /// is neither laid out nor drawn again.
    private func followGeometry() {
        guard geometryChanged, surface.isConfigured else { return }
        geometryChanged = false
        let newSize = surface.deviceSize
        // The geometry laid out at needs nothing more, unless no frame was drawn ahead there: then one is drawn now.
        if isLaidOut(at: newSize), !drawsAhead { return }
        drawsAhead = false
        layOut(at: newSize)
    }

    /// Lays the client out at `newSize` and the current scale (unless it is laid out at them already), with buffers
    /// of that size, everything to redraw; a frame drawn ahead at another geometry is dropped.
    private func layOut(at newSize: PixelSize) {
        frameDrawnAhead = nil
        size = newSize
        surface.buffers.resize(to: size)
        if !isLaidOut(at: newSize) {
            laidOutGeometry = (newSize, scale)
            client.layout(size: size, scale: scale)
        }
        pendingRender = PixelRegion(size.bounds)
    }

    /// Whether the client is laid out at `size` and the current scale.
    private func isLaidOut(at size: PixelSize) -> Bool {
        laidOutGeometry.map { $0.size == size && $0.scale == scale } ?? false
    }

    /// Draws the first frame at the size asked for and the scale known, before the first configure has come, the
    /// client laid out there first unless `open` did so while the compositor announced its globals: the compositor
    /// takes a while to configure a new window (half a millisecond for sway on an idle machine), and the frame is
    /// drawn meanwhile instead of afterwards. A configure that keeps that geometry (a size of 0 by 0, or the size
    /// asked for) then shows the frame at once (``draw()``); one that changes it lays the client out again and draws
    /// anew (``followGeometry()``), as it would have anyway.
    private func drawAheadOfFirstConfigure() {
        guard drawsAhead, !surface.isConfigured else { return }
        drawsAhead = false
        let renderingBeganAt = MonotonicClock.now
        layOut(at: surface.deviceSize)
        let whole = PixelRegion(size.bounds)
        // No memory for a buffer of that size: the frame waits for the configure, as any frame would.
        guard !whole.isEmpty, let buffer = surface.buffers.prepare(damage: whole) else { return }
        pendingRender = nil
        client.render(into: buffer.pixels, damage: whole)
        frameDrawnAhead = (buffer, renderingBeganAt)
    }

    /// Hands every queued input to the client: each translated input with the pointer's position, then the cursor
    /// the pointer's place asks for.
    private func handleInput() {
        let now = MonotonicClock.now
        seat.takeEvents(into: &takenEvents)
        var pointerMoved = false
        for event in takenEvents {
            switch event {
            case .key(let keysym, _, true, _)
            where quitsOnQ && KeySymbols.isQuitKey(keysym, modifiers: translator.held):
                finish(.quitKey)
                return
            case .key(let keysym, let typed, let pressed, let repeats):
                if pressed {
                    keyRepeat.pressed(.init(keysym: keysym, typed: typed), repeats: repeats, at: now)
                } else {
                    keyRepeat.released(keysym: keysym)
                }
            case .repeatInfo(let rate, let delay):
                keyRepeat.set(rate: rate, delay: delay)
            case .keyboardFocus(let focused):
                hasFocus = focused
                if !focused { keyRepeat.stop() }
                request(client.focusChanged(to: focused))
            case .pointerEnter, .pointerMotion:
                pointerMoved = true
            default:
                break
            }
            deliver(event, at: now)
        }
        // A held key's presses come again after the delay, at the rate, as an X server's auto-repeat sends them.
        for key in keyRepeat.due(at: now) {
            deliver(.key(keysym: key.keysym, typed: key.typed, pressed: true), at: now)
        }
        if pointerMoved, !keepsMouse { showCursorForPointer() }
    }

    /// Shows the cursor the pointer's place asks for: the theme's hand over what can be grabbed, else its arrow.
    func showCursorForPointer() {
        seat.show(client.wantsHandCursor(at: translator.pointer) ? .hand : .arrow, scale: scale)
    }

    /// Hands the inputs `event` translates to, at `now`, to the client, the mouse's at the kept pointer during a
    /// locked drag; the pointer's travel and lock go to the locked drag.
    private func deliver(_ event: WaylandInputEvent, at now: Double) {
        switch event {
        case .relativeMotion(let dx, let dy):
            if let virtual = lockedTravel(Point(x: dx, y: dy)) {
                hand(.move(virtual, modifiers: translator.held), from: .mouse, pointer: virtual, at: now)
            }
            return
        case .pointerLock(let locked):
            followLock(locked)
            return
        default:
            break
        }
        translatedInputs.removeAll(keepingCapacity: true)
        translator.translate(event, at: now, into: &translatedInputs)
        for input in translatedInputs {
            let kept = input.source == .mouse ? keptInput(input.event) : (input.event, translator.pointer)
            guard let (delivered, pointer) = kept else { continue }
            hand(delivered, from: input.source, pointer: pointer, at: now)
        }
    }

    /// Hands `input` to the client, then starts or ends the locked drag it may begin or end.
    private func hand(_ input: InputEvent, from source: Pointer, pointer: Point, at now: Double) {
        inputCount += 1
        request(client.handle(input, from: source, pointer: pointer, time: now))
        followLinearDrag(after: input, from: source)
    }

    /// Renders the accumulated damage into a free buffer and commits it, once the window is configured and the
    /// compositor has shown the last frame.
    private func draw() {
        if surface.isConfigured, let ahead = frameDrawnAhead {
            frameDrawnAhead = nil
            presentDrawnAhead(ahead.buffer, renderingBeganAt: ahead.renderingBeganAt)
            return
        }
        guard surface.isConfigured, !surface.isFrameOutstanding, let requested = pendingRender else { return }
        let damage = requested.intersection(size.bounds)
        guard !damage.isEmpty else {
            pendingRender = nil
            return
        }
        // Every buffer held: the compositor releases one soon, and the damage waits for it.
        guard let buffer = surface.buffers.prepare(damage: damage) else { return }
        pendingRender = nil
        let renderingBeganAt = MonotonicClock.now
        client.render(into: buffer.pixels, damage: damage)
        present(buffer, damage: damage, renderingBeganAt: renderingBeganAt)
    }

    /// Shows the first frame, drawn ahead of the configure, with what was asked for since rendered over it.
    private func presentDrawnAhead(_ buffer: ShmBufferChain.Buffer, renderingBeganAt: Double) {
        if let requested = pendingRender {
            pendingRender = nil
            let damage = requested.intersection(size.bounds)
            if !damage.isEmpty { client.render(into: buffer.pixels, damage: damage) }
        }
        present(buffer, damage: PixelRegion(size.bounds), renderingBeganAt: renderingBeganAt)
    }

    /// Commits `buffer`, whose `damage` changed, and counts the frame.
    private func present(_ buffer: ShmBufferChain.Buffer, damage: PixelRegion, renderingBeganAt: Double) {
        let putBeganAt = MonotonicClock.now
        surface.present(buffer, damage: damage)
        if cwayland_wl_display_flush(display.display) < 0, errno != EAGAIN { connectionLost() }
        presentedCount += 1
        lastPresentedFrame = PresentedFrame(
            number: presentedCount, inputCount: inputCount, handlingBeganAt: iterationBeganAt,
            renderingBeganAt: renderingBeganAt, putBeganAt: putBeganAt, presentedAt: MonotonicClock.now)
        if firstPresentedFrame == nil { firstPresentedFrame = lastPresentedFrame }
    }

    /// Blocks until the compositor sends something, another thread hands work over, or `timeout` (or the next
    /// animation frame, or the gesture deadline) comes; dispatches what arrived.
    private func waitForEvents(timeout: Double?) {
        let connection = display.display
        while cwayland_wl_display_prepare_read(connection) != 0 {
            if cwayland_wl_display_dispatch_pending(connection) < 0 { connectionLost() }
        }
        // Once the first frame is out, the keymap is compiled before the loop waits (not before that frame), in an
        // iteration that may wait: one that only looks (a timeout of 0, as the first frame's settling is) leaves it.
        // A key that comes first compiles it itself.
        if presentedCount > 0, timeout != 0, seat.hasKeymapToCompile {
            cwayland_wl_display_cancel_read(connection)
            seat.compileKeymap()
            return
        }
        // What dispatching queued (or the geometry it changed) is handled before blocking. A geometry change waits for
        // the first configure like everything else: until then there is nothing to lay out, and not blocking would
        // spin (taking the processor from the compositor that is to send the configure).
        let mustNotBlock = (geometryChanged && surface.isConfigured) || surface.isCloseRequested || seat.hasEvents
        let now = MonotonicClock.now
        var deadline = keyRepeat.deadline
        if let bus = accessibility.deadline(now: now) { deadline = min(deadline ?? bus, bus) }
        let wait = clock.wait(for: client, timeout: mustNotBlock ? 0 : timeout, now: now, until: deadline)
        // Events already waiting (the first configure, while the first frame was drawn ahead) are read before the
        // requests queued meanwhile are sent, once: those go with what handling the events adds (the buffer's pool
        // with the frame's attach and commit, one message and one wake-up of the compositor instead of two: 0.1 ms
        // of the knob window's start on the benchmark machine). The next wait sends them whatever it finds, so no
        // stream of events holds requests back longer than one iteration.
        if !deferredFlush, Self.isReadable(display.fileDescriptor) {
            deferredFlush = true
            if cwayland_wl_display_read_events(connection) < 0 { connectionLost() }
            if cwayland_wl_display_dispatch_pending(connection) < 0 { connectionLost() }
            return
        }
        deferredFlush = false
        if cwayland_wl_display_flush(connection) < 0, errno != EAGAIN {
            cwayland_wl_display_cancel_read(connection)
            connectionLost()
        }
        let milliseconds = ClientClock.pollMilliseconds(wait)
        var descriptors = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        let wake = client.wakeDescriptor
        if let wake { descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
        accessibility.pollDescriptors(into: &descriptors)
        _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        accessibility.service(descriptors.dropFirst(wake == nil ? 1 : 2))
        if Self.hasInput(descriptors[0]) {
            // A hang-up is read, not cancelled: reading reports the lost connection.
            if cwayland_wl_display_read_events(connection) < 0 { connectionLost() }
        } else {
            cwayland_wl_display_cancel_read(connection)
        }
        if cwayland_wl_display_dispatch_pending(connection) < 0 { connectionLost() }
    }

    /// Whether `descriptor` has something to read (or hung up) right now, without waiting.
    private static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && hasInput(entry)
    }

    /// Whether a polled descriptor has something to read, or hung up or failed (which reading reports).
    private static func hasInput(_ entry: pollfd) -> Bool {
        entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0
    }

    /// Ends the process: the compositor went away, and nothing useful can follow.
    private func connectionLost() -> Never {
        let code = cwayland_wl_display_get_error(display.display)
        let message =
            "circular-control: the Wayland compositor closed the connection (\(String(cString: strerror(code))))\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        onConnectionLost?()
        exit(1)
    }
}
