internal import CLibraryLoader
internal import CX11
import Glibc

/// One connection to an X server: the `Display *` of Xlib, owned.
///
/// A class because the connection has identity: windows, images and atoms belong to it, and it must be closed
/// exactly once. Opening installs the process's X error handlers (see `X11ErrorHandlers`): a failed request is
/// reported and survived, a lost connection ends the program with a clear message and exit status 1.
///
/// Edge cases:
/// - No server, or DISPLAY unset: ``open(name:)`` throws ``X11HostError/noDisplay(name:)``.
/// - Using the connection after ``close()`` is a programming error the methods guard against by doing nothing.
public final class DisplayConnection {
    /// The Xlib display pointer; nil once closed. (SPI for the test-support target, which sends raw requests.)
    @_spi(Testing) public private(set) var pointer: OpaquePointer?
    /// The display name as Xlib resolved it (":0", "host:1.0").
    public let name: String
    /// The default screen number.
    public let screen: Int32

    private init(pointer: OpaquePointer, name: String) {
        self.pointer = pointer
        self.name = name
        self.screen = Xlib.XDefaultScreen(pointer)
    }

    /// Loads libX11, libXext and libXi (the first call; later ones return its answer): nil when they loaded, else why
    /// not. ``open(name:)`` loads them itself; a program calls this first to have them loaded before a thread of its
    /// own loads other libraries, since the dynamic loader loads one library at a time.
    public static func loadLibraries() -> String? {
        clibrary_load_x11().map { String(cString: $0) }
    }

    /// Connects to the X server named by `name`, or by the DISPLAY environment variable when `name` is nil.
    ///
    /// Edge cases: throws ``X11HostError/noDisplay(name:)`` naming DISPLAY when no server answers.
    public static func open(name: String? = nil) throws -> DisplayConnection {
        if let missing = loadLibraries() { throw X11HostError.libraryMissing(missing) }
        let requested = name ?? Xlib.XDisplayName(nil).map { String(cString: $0) } ?? ""
        let opened: OpaquePointer? = if let name { Xlib.XOpenDisplay(name) } else { Xlib.XOpenDisplay(nil) }
        guard let opened else { throw X11HostError.noDisplay(name: requested) }
        X11ErrorHandlers.connectionOpened(opened)
        let resolved = Xlib.XDisplayString(opened).map { String(cString: $0) } ?? requested
        return DisplayConnection(pointer: opened, name: resolved)
    }

    deinit { close() }

    /// Closes the connection; the server then destroys every window and resource it made. Idempotent.
    public func close() {
        guard let pointer else { return }
        self.pointer = nil
        _ = Xlib.XCloseDisplay(pointer)
        X11ErrorHandlers.connectionClosed(pointer)
    }

    /// Forgets the connection without talking to the server, for when the server is known to be gone (a test that
    /// killed it): closing would make Xlib notice the loss and end the process. Leaks Xlib's client-side record.
    /// (SPI for the test-support target's X server, which kills its server on purpose.)
    @_spi(Testing) public func abandon() {
        if let pointer { X11ErrorHandlers.connectionClosed(pointer) }
        pointer = nil
    }

    /// The file descriptor of the connection, for poll(); -1 once closed.
    public var fileDescriptor: Int32 {
        guard let pointer else { return -1 }
        return Xlib.XConnectionNumber(pointer)
    }

    /// The root window of the default screen (0 once closed).
    public var rootWindow: UInt {
        guard let pointer else { return 0 }
        return Xlib.XRootWindow(pointer, screen)
    }

    /// Waits until the server has handled every request sent so far (errors arrive before it returns).
    public func synchronize() {
        guard let pointer else { return }
        _ = Xlib.XSync(pointer, 0)
    }

    /// Sends buffered requests without waiting.
    public func flush() {
        guard let pointer else { return }
        _ = Xlib.XFlush(pointer)
    }

    /// The atom for `name`, created if needed (0 once closed). (SPI for the test-support target.)
    @_spi(Testing) public func atom(_ name: String) -> UInt {
        atoms([name])[0]
    }

    /// The atoms for `names`, in their order, created if needed, in one round trip (XInternAtoms sends every request
    /// before it waits for the first reply) rather than one a name: each round trip of a window's start-up delays its
    /// first frame. (SPI for the test-support target.)
    ///
    /// Edge cases: all 0 once closed; an empty list asks the server nothing.
    @_spi(Testing) public func atoms(_ names: [String]) -> [UInt] {
        var atoms = [UInt](repeating: 0, count: names.count)
        guard let pointer, !names.isEmpty else { return atoms }
        var copies = names.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        _ = Xlib.XInternAtoms(pointer, &copies, Int32(names.count), 0, &atoms)
        return atoms
    }
}
