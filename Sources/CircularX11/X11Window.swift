internal import CX11
import CircularControl
import CircularHost
import Glibc

/// The X window itself, which an ``EventLoop`` creates and drives: a plain Xlib window prepared for pixel pushing,
/// with no background (no flash on expose or resize), NorthWest bit gravity, the window manager properties a
/// desktop expects, and the protocols to close it and to prove it is alive.
///
/// A class because it owns a server resource (the window and its cursor) with identity.
///
/// Edge cases:
/// - A nonexistent `parent` throws ``X11HostError/noSuchEmbedder(window:detail:)``; an existing one embeds the window
///   with the XEmbed protocol (`X11Window+XEmbed.swift`).
/// - A window destroyed from outside (its foreign parent went away) is noticed by the host through DestroyNotify;
///   calls on it afterwards produce reported X errors, never a crash.
public final class X11Window {
    let connection: DisplayConnection
    /// The X window id.
    public let id: UInt
    /// The visual and depth the window was created with (the screen's default, checked by ``PixelFormat``).
    let format: PixelFormat
    let atoms: Atoms
    private var handCursor: Cursor = 0
    /// The cursor that shows nothing (``setCursorHidden(_:)``), made when first needed.
    private var invisibleCursor: Cursor = 0
    /// Whether the hand cursor is shown.
    public private(set) var showsHandCursor = false
    /// Whether the server reported the window destroyed (by another client, or with its foreign parent).
    public internal(set) var isDestroyed = false
    /// The XEmbed side of the window: its embedder and the focus given by it (see `X11Window+XEmbed.swift`).
    public internal(set) var xembed = XEmbedState()

    /// The atoms the window uses, interned once, all in one round trip.
    struct Atoms {
        let wmProtocols: Atom
        let wmDeleteWindow: Atom
        let netWMPing: Atom
        let netWMName: Atom
        let netWMPID: Atom
        let utf8String: Atom
        let wmClass: Atom
        /// `_XEMBED` and `_XEMBED_INFO`, for the XEmbed protocol (X11Window+XEmbed.swift).
        let xembed: Atom
        let xembedInfo: Atom

        init(_ connection: DisplayConnection) {
            let atoms = connection.atoms([
                "WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_NAME", "_NET_WM_PID", "UTF8_STRING",
                "WM_CLASS", "_XEMBED", "_XEMBED_INFO",
            ])
            (wmProtocols, wmDeleteWindow, netWMPing, netWMName, netWMPID) = (
                atoms[0], atoms[1], atoms[2], atoms[3], atoms[4]
            )
            (utf8String, wmClass, xembed, xembedInfo) = (atoms[5], atoms[6], atoms[7], atoms[8])
        }
    }

    /// The events the host listens to.
    static let eventMask: Int =
        ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
        | KeyPressMask | KeyReleaseMask | FocusChangeMask | EnterWindowMask | LeaveWindowMask

    /// Creates (but does not map) a window on `connection` with the given options.
    ///
    /// Edge cases: throws ``X11HostError/unsupportedVisual(_:)`` for a screen that is not 24-bit TrueColor on
    /// 32 bits per pixel, ``X11HostError/windowCreationFailed(_:)`` when the server refuses the window, and
    /// ``X11HostError/noSuchEmbedder(window:detail:)`` when `options.parent` is not a window.
    public init(connection: DisplayConnection, options: WindowOptions) throws {
        guard let display = connection.pointer else { throw X11HostError.noDisplay(name: connection.name) }
        self.connection = connection
        let format = try PixelFormat(connection: connection)
        self.format = format
        self.atoms = Atoms(connection)
        let size = options.size.clamped(to: PixelSize.windowSides)
        // Created on the root; prepareEmbedding(into:) moves it into options.parent once _XEMBED_INFO is set.
        let parent = connection.rootWindow

        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0  // None: the server never paints a background, so nothing flashes.
        attributes.border_pixel = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = X11Window.eventMask
        attributes.colormap = Xlib.XDefaultColormap(display, connection.screen)
        let valueMask = UInt(CWBackPixmap | CWBorderPixel | CWBitGravity | CWEventMask | CWColormap)
        let (window, errors) = X11ErrorHandlers.capturingErrors { () -> Window in
            let window = Xlib.XCreateWindow(
                display, parent, 0, 0, UInt32(size.width), UInt32(size.height), 0, format.depth, UInt32(InputOutput),
                format.visual, valueMask, &attributes)
            _ = Xlib.XSync(display, 0)
            return window
        }
        if let error = errors.first {
            throw X11HostError.windowCreationFailed(error.message)
        }
        guard window != 0 else { throw X11HostError.windowCreationFailed("no window id") }
        self.id = window
        setProperties(options)
        try prepareEmbedding(into: options.parent)
    }

    deinit {
        guard let display = connection.pointer else { return }
        if handCursor != 0 { _ = Xlib.XFreeCursor(display, handCursor) }
        if invisibleCursor != 0 { _ = Xlib.XFreeCursor(display, invisibleCursor) }
        if !isDestroyed { _ = Xlib.XDestroyWindow(display, id) }
        _ = Xlib.XFlush(display)
    }

    /// Maps the window (it appears once the server or window manager shows it).
    public func map() {
        guard let display = connection.pointer else { return }
        _ = Xlib.XMapWindow(display, id)
    }

    /// Asks the server for a new size (each side clamped to `PixelSize/windowSides`); the ConfigureNotify that
    /// follows lays the window out again. Inside a foreign parent this is how a guest resizes itself.
    ///
    /// Edge cases: a destroyed window or a closed connection does nothing.
    public func resize(to size: PixelSize) {
        guard !isDestroyed, let display = connection.pointer else { return }
        let sides = size.clamped(to: PixelSize.windowSides)
        _ = Xlib.XResizeWindow(display, id, UInt32(sides.width), UInt32(sides.height))
        _ = Xlib.XFlush(display)
    }

    /// Shows the hand cursor (over a knob) or the parent's cursor; only talks to the server on a change.
    public func setHandCursor(_ hand: Bool) {
        guard hand != showsHandCursor, !isDestroyed, let display = connection.pointer else { return }
        showsHandCursor = hand
        if hand {
            if handCursor == 0 { handCursor = Xlib.XCreateFontCursor(display, UInt32(XC_hand2)) }
            _ = Xlib.XDefineCursor(display, id, handCursor)
        } else {
            _ = Xlib.XUndefineCursor(display, id)
        }
    }

    /// Hides the cursor over the window (an invisible one: a 1x1 pixmap cursor with an empty mask) or shows the
    /// window's usual cursor again (the hand or the parent's, as ``setHandCursor(_:)`` last chose).
    ///
    /// Edge cases: a destroyed window or a closed connection does nothing; hiding twice is harmless.
    public func setCursorHidden(_ hidden: Bool) {
        guard !isDestroyed, let display = connection.pointer else { return }
        guard hidden else {
            if showsHandCursor, handCursor != 0 {
                _ = Xlib.XDefineCursor(display, id, handCursor)
            } else {
                _ = Xlib.XUndefineCursor(display, id)
            }
            return
        }
        if invisibleCursor == 0 {
            var bits: CChar = 0
            let pixmap = Xlib.XCreateBitmapFromData(display, id, &bits, 1, 1)
            var foreground = XColor()
            var background = XColor()
            invisibleCursor = Xlib.XCreatePixmapCursor(display, pixmap, pixmap, &foreground, &background, 0, 0)
            _ = Xlib.XFreePixmap(display, pixmap)
        }
        _ = Xlib.XDefineCursor(display, id, invisibleCursor)
    }

    /// Moves the pointer to `point` of the window (whole pixels) and returns the serial of the request: the motion
    /// it causes carries that serial or a later one.
    ///
    /// Edge cases: a destroyed window or a closed connection does nothing and returns nil.
    public func warpPointer(to point: Point) -> UInt? {
        guard !isDestroyed, let display = connection.pointer else { return nil }
        let serial = Xlib.XNextRequest(display)
        _ = Xlib.XWarpPointer(display, 0, id, 0, 0, 0, 0, Int32(point.x.rounded()), Int32(point.y.rounded()))
        // At once: the events queued behind it would otherwise keep it back until the loop waits.
        _ = Xlib.XFlush(display)
        return serial
    }

    /// The window's top-left corner in root window (screen) coordinates; (0, 0) when it cannot be had (the window
    /// is destroyed or the connection closed). One round trip to the server.
    public var screenOrigin: (x: Int, y: Int) {
        guard !isDestroyed, let display = connection.pointer else { return (0, 0) }
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        let (translated, errors) = X11ErrorHandlers.capturingErrors { () -> Int32 in
            let translated = Xlib.XTranslateCoordinates(display, id, connection.rootWindow, 0, 0, &x, &y, &child)
            _ = Xlib.XSync(display, 0)
            return translated
        }
        guard translated != 0, errors.isEmpty else { return (0, 0) }
        return (Int(x), Int(y))
    }

    /// Asks for the keyboard focus (after a click, when no window manager gives it).
    ///
    /// Edge cases: a refused request (the window is not viewable) is captured and ignored.
    func takeFocus(time: Time) {
        // Embedded windows ask their embedder instead (XEMBED_REQUEST_FOCUS, see EventLoop+XEmbed.swift).
        guard !xembed.isEmbedded, let display = connection.pointer else { return }
        _ = X11ErrorHandlers.capturingErrors {
            _ = Xlib.XSetInputFocus(display, id, RevertToParent, time)
            _ = Xlib.XSync(display, 0)
        }
    }

    private func setProperties(_ options: WindowOptions) {
        guard let display = connection.pointer else { return }
        setProperty(atoms.netWMName, type: atoms.utf8String, bytes: Array(options.title.utf8))
        _ = Xlib.XStoreName(display, id, options.title)
        let wmClass = Array(options.instanceName.utf8) + [0] + Array(options.className.utf8) + [0]
        setProperty(atoms.wmClass, type: Atom(XA_STRING), bytes: wmClass)
        var pid = Int(getpid())
        _ = Xlib.XChangeProperty(
            display, id, atoms.netWMPID, Atom(XA_CARDINAL), 32, PropModeReplace,
            withUnsafeBytes(of: &pid) {
                $0.baseAddress?.assumingMemoryBound(to: UInt8.self)
            }, 1)
        var protocols = [atoms.wmDeleteWindow, atoms.netWMPing]
        _ = Xlib.XSetWMProtocols(display, id, &protocols, Int32(protocols.count))
        if let hints = Xlib.XAllocWMHints() {
            hints.pointee.flags = InputHint | StateHint
            hints.pointee.input = 1
            hints.pointee.initial_state = NormalState
            _ = Xlib.XSetWMHints(display, id, hints)
            _ = Xlib.XFree(hints)
        }
    }

    private func setProperty(_ property: Atom, type: Atom, bytes: [UInt8]) {
        guard let display = connection.pointer else { return }
        bytes.withUnsafeBufferPointer { buffer in
            _ = Xlib.XChangeProperty(
                display, id, property, type, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
    }
}
