import CWayland
import Glibc

/// A connection to a Wayland compositor and the globals the host binds from its registry: the compositor, shared
/// memory, the shell, the seat, the outputs (for their scales) and, where offered, server-side decorations, pointer
/// constraints, relative pointer motion, viewports and fractional scales.
///
/// A class because the registry's listener reaches it through its address; it is used by the thread that opened it.
///
/// Edge cases:
/// - ``open(name:)`` throws ``WaylandHostError/unavailable(_:)`` when the Wayland libraries cannot be loaded
///   (they are loaded then, not linked: an X11 program never maps them),
///   ``WaylandHostError/noDisplay(_:)`` when no compositor answers (no `WAYLAND_DISPLAY` and
///   no `wayland-0` socket, or a dead one), and ``WaylandHostError/missingGlobal(_:)`` when the compositor offers no
///   `wl_compositor` of version 4 (buffer damage), `wl_shm` or `xdg_wm_base`.
/// - Outputs may come and go while it runs; the globals the host needs cannot, by the protocol's promise.
public final class WaylandDisplay {
    /// The `wl_display`.
    let display: OpaquePointer
    private let registry: OpaquePointer
    private(set) var compositor: OpaquePointer?
    private(set) var shm: OpaquePointer?
    private(set) var shell: OpaquePointer?
    private(set) var seat: OpaquePointer?
    private(set) var seatVersion: UInt32 = 0
    private(set) var decorationManager: OpaquePointer?
    private(set) var pointerConstraints: OpaquePointer?
    private(set) var relativePointerManager: OpaquePointer?
    private(set) var viewporter: OpaquePointer?
    private(set) var fractionalScaleManager: OpaquePointer?
    /// The outputs by their registry names, with the scale each last announced.
    private(set) var outputs: [UInt32: Output] = [:]
    /// Called when an output changed its scale or went away (the window may sit on it).
    var onOutputsChanged: (() -> Void)?
    /// The devices the seat has (`wl_seat.capabilities`), as it last said: the seat says so once it is bound, before
    /// anyone else could listen, so the display keeps it.
    private(set) var seatCapabilities: UInt32 = 0
    /// Called when the seat's devices changed.
    var onSeatCapabilitiesChanged: (() -> Void)?

    /// An output (a monitor) and its integer scale.
    struct Output {
        var proxy: OpaquePointer
        var scale: Int32 = 1
    }

    /// The version the host binds `interface` at, at most: what it handles (buffer damage needs `wl_compositor` 4;
    /// `axis_value120` comes with `wl_seat` 8; `wl_output` 2 announces its scale). Nil for an interface it does not
    /// use. (A switch, not a dictionary: a dictionary of strings, used nowhere else at start, made its generic
    /// metadata at every start.)
    private static func wantedVersion(of interface: String) -> UInt32? {
        switch interface {
        case "wl_seat": 8
        case "wl_compositor": 4
        case "wl_output", "xdg_wm_base": 2
        case "wl_shm", "zxdg_decoration_manager_v1", "zwp_pointer_constraints_v1", "zwp_relative_pointer_manager_v1",
            "wp_viewporter", "wp_fractional_scale_manager_v1":
            1
        default: nil
        }
    }

    private init(display: OpaquePointer, registry: OpaquePointer) {
        self.display = display
        self.registry = registry
    }

    /// Loads libwayland-client (the first call; later ones return its answer): nil when it loaded, else why not.
    /// ``open(name:)`` loads it itself; a program calls this first to have it loaded before a thread of its own loads
    /// other libraries, since the dynamic loader loads one library at a time.
    public static func loadLibraries() -> String? {
        cwayland_load().map { String(cString: $0) }
    }

    /// Connects to the compositor `name` names (nil: `WAYLAND_DISPLAY`, else `wayland-0`) and binds its globals.
    public static func open(name: String? = nil) throws(WaylandHostError) -> WaylandDisplay {
        let connection = try connect(name: name)
        try connection.awaitGlobals()
        return connection
    }

    /// Connects to the compositor `name` names as ``open(name:)`` does and asks for its globals, without waiting for
    /// them: the caller does other work while the compositor answers, then calls ``awaitGlobals()``.
    static func connect(name: String?) throws(WaylandHostError) -> WaylandDisplay {
        if let failure = loadLibraries() { throw .unavailable(failure) }
        guard let display = cwayland_wl_display_connect(name) else {
            throw .noDisplay(name ?? getenv("WAYLAND_DISPLAY").flatMap { String(validatingCString: $0) } ?? "")
        }
        guard let registry = wl_display_get_registry(display), let announced = wl_display_sync(display) else {
            cwayland_wl_display_disconnect(display)
            throw .refused("the compositor gave no registry")
        }
        let connection = WaylandDisplay(display: display, registry: registry)
        let address = Unmanaged.passUnretained(connection).toOpaque()
        wl_registry_add_listener(registry, registryListener, address)
        // The compositor answers the sync after the registry's globals: when it comes, every global was announced.
        connection.globalsAnnounced = announced
        wl_callback_add_listener(announced, globalsAnnouncedListener, address)
        guard cwayland_wl_display_flush(display) >= 0 || errno == EAGAIN else {
            throw .refused("the compositor closed the connection before announcing its globals")
        }
        return connection
    }

    /// Waits until the compositor has announced its globals (and binding them has been asked for), after
    /// ``connect(name:)``. What binding them sends (the outputs' scales, the seat's devices) comes before the window's
    /// first configure, which the first frame waits for, so no second round trip waits for it.
    ///
    /// - Throws: ``WaylandHostError`` when the connection closes first or a global the host needs is missing.
    func awaitGlobals() throws(WaylandHostError) {
        while globalsAnnounced != nil {
            guard cwayland_wl_display_dispatch(display) >= 0 else {
                throw .refused("the compositor closed the connection while announcing its globals")
            }
        }
        guard compositor != nil else { throw .missingGlobal("wl_compositor (version 4)") }
        guard shm != nil else { throw .missingGlobal("wl_shm") }
        guard shell != nil else { throw .missingGlobal("xdg_wm_base") }
    }

    /// The sync asked for with the registry, until the compositor answers it.
    private var globalsAnnounced: OpaquePointer?

    deinit {
        if let globalsAnnounced { wl_callback_destroy(globalsAnnounced) }
        for output in outputs.values { wl_output_destroy(output.proxy) }
        for proxy in [
            decorationManager, pointerConstraints, relativePointerManager, viewporter, fractionalScaleManager,
        ] {
            if let proxy { cwayland_wl_proxy_destroy(UnsafeMutableRawPointer(proxy)) }
        }
        if let seat { wl_seat_destroy(seat) }
        if let shell { xdg_wm_base_destroy(shell) }
        if let shm { wl_shm_destroy(shm) }
        if let compositor { wl_compositor_destroy(compositor) }
        wl_registry_destroy(registry)
        cwayland_wl_display_disconnect(display)
    }

    /// The connection's file descriptor, to poll.
    var fileDescriptor: Int32 { cwayland_wl_display_get_fd(display) }

    /// Sends every request written so far and waits until the compositor has handled them and sent their events,
    /// which are dispatched. False when the connection is lost.
    @discardableResult
    func roundTrip() -> Bool { cwayland_wl_display_roundtrip(display) >= 0 }

    /// The largest integer scale among the outputs in `names` (1 when there is none).
    func scale(ofOutputs names: some Sequence<UInt32>) -> Int32 {
        // A loop, not compactMap: the surface's scale is read on every pointer move, and this makes no array.
        var largest: Int32?
        for name in names {
            if let scale = outputs[name]?.scale { largest = max(largest ?? scale, scale) }
        }
        return largest ?? 1
    }

    /// The registry name of the output `proxy` is, if the host bound it.
    func outputName(of proxy: OpaquePointer) -> UInt32? {
        outputs.first { $0.value.proxy == proxy }?.key
    }

    // MARK: The registry

    fileprivate func announce(name: UInt32, interface: String, version: UInt32) {
        guard let wanted = Self.wantedVersion(of: interface) else { return }
        let bound = min(version, wanted, cwayland_known_version(interface))
        guard bound > 0, let raw = cwayland_bind(registry, name, interface, bound) else { return }
        let proxy = OpaquePointer(raw)
        switch interface {
        case "wl_compositor":
            if bound >= 4, compositor == nil {
                compositor = proxy
            } else {
                cwayland_wl_proxy_destroy(UnsafeMutableRawPointer(proxy))
            }
        case "wl_shm": replace(&shm, with: proxy)
        case "xdg_wm_base":
            replace(&shell, with: proxy)
            xdg_wm_base_add_listener(proxy, shellListener, nil)
        case "wl_seat":
            // The first seat: a desktop has one.
            if seat == nil {
                seat = proxy
                seatVersion = bound
                wl_seat_add_listener(proxy, seatListener, Unmanaged.passUnretained(self).toOpaque())
            } else {
                cwayland_wl_proxy_destroy(UnsafeMutableRawPointer(proxy))
            }
        case "wl_output":
            outputs[name] = Output(proxy: proxy)
            wl_output_add_listener(proxy, outputListener, Unmanaged.passUnretained(self).toOpaque())
        case "zxdg_decoration_manager_v1": replace(&decorationManager, with: proxy)
        case "zwp_pointer_constraints_v1": replace(&pointerConstraints, with: proxy)
        case "zwp_relative_pointer_manager_v1": replace(&relativePointerManager, with: proxy)
        case "wp_viewporter": replace(&viewporter, with: proxy)
        case "wp_fractional_scale_manager_v1": replace(&fractionalScaleManager, with: proxy)
        default: cwayland_wl_proxy_destroy(UnsafeMutableRawPointer(proxy))
        }
    }

    /// Keeps the first global of a kind; a second one announced is let go.
    private func replace(_ slot: inout OpaquePointer?, with proxy: OpaquePointer) {
        if slot == nil { slot = proxy } else { cwayland_wl_proxy_destroy(UnsafeMutableRawPointer(proxy)) }
    }

    fileprivate func remove(name: UInt32) {
        guard let output = outputs.removeValue(forKey: name) else { return }
        wl_output_destroy(output.proxy)
        onOutputsChanged?()
    }

    fileprivate func output(_ proxy: OpaquePointer, scale: Int32) {
        guard let name = outputName(of: proxy), scale >= 1 else { return }
        outputs[name]?.scale = scale
        onOutputsChanged?()
    }

    fileprivate func seat(capabilities: UInt32) {
        seatCapabilities = capabilities
        onSeatCapabilitiesChanged?()
    }

    fileprivate func globalsWereAnnounced() {
        if let globalsAnnounced { wl_callback_destroy(globalsAnnounced) }
        globalsAnnounced = nil
    }

    fileprivate static func from(_ data: UnsafeMutableRawPointer?) -> WaylandDisplay? {
        data.map { Unmanaged<WaylandDisplay>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// A listener that lives as long as the program: the compositor may call it until its object is destroyed.
func permanentListener<Listener>(_ listener: Listener) -> UnsafeMutablePointer<Listener> {
    let pointer = UnsafeMutablePointer<Listener>.allocate(capacity: 1)
    pointer.initialize(to: listener)
    return pointer
}

private nonisolated(unsafe) let registryListener = permanentListener(
    wl_registry_listener(
        global: { data, _, name, interface, version in
            guard let interface, let text = String(validatingCString: interface) else { return }
            WaylandDisplay.from(data)?.announce(name: name, interface: text, version: version)
        },
        global_remove: { data, _, name in WaylandDisplay.from(data)?.remove(name: name) }))

private nonisolated(unsafe) let globalsAnnouncedListener = permanentListener(
    wl_callback_listener(done: { data, _, _ in WaylandDisplay.from(data)?.globalsWereAnnounced() }))

private nonisolated(unsafe) let seatListener = permanentListener(
    wl_seat_listener(
        capabilities: { data, _, capabilities in WaylandDisplay.from(data)?.seat(capabilities: capabilities) },
        name: { _, _, _ in }))

/// The shell pings to see that the program is alive: answered at once.
private nonisolated(unsafe) let shellListener = permanentListener(
    xdg_wm_base_listener(ping: { _, shell, serial in xdg_wm_base_pong(shell, serial) }))

private nonisolated(unsafe) let outputListener = permanentListener(
    wl_output_listener(
        geometry: { _, _, _, _, _, _, _, _, _, _ in },
        mode: { _, _, _, _, _, _ in },
        done: { _, _ in },
        scale: { data, output, factor in
            guard let output else { return }
            WaylandDisplay.from(data)?.output(output, scale: factor)
        },
        name: { _, _, _ in },
        description: { _, _, _ in }))
