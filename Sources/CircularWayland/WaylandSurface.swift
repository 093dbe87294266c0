import CWayland
import CircularHost
import CircularRender
import Glibc

/// The window on Wayland: a `wl_surface` with the xdg-shell toplevel role, decorated by the compositor where it offers
/// server-side decorations (xdg-decoration) and by libdecor where not (``decorations``), its buffers (``ShmBufferChain``) and the state the compositor told it: the size it
/// configured, whether a frame callback is outstanding, the outputs it is on and their scale, the scale it prefers.
///
/// Sizes: the compositor speaks in surface (logical) pixels; ``deviceSize`` is the buffer's size, the logical size
/// times ``scale``: at an integer scale the buffer scale says so; at a fractional one (wp_fractional_scale_v1, with a
/// viewport) the buffer keeps scale 1 and the viewport shows it at the logical size.
///
/// Edge cases: nothing is attached before the first configure is acknowledged (a protocol error otherwise); a
/// configure of 0 by 0 leaves the size to the program; without libdecor (or with libdecor but none of its plugins)
/// a compositor without server-side decorations shows the window undecorated, never a hang; the compositor sends no frame callback to a hidden surface,
/// and the host never waits for one (``isFrameOutstanding`` only defers drawing).
final class WaylandSurface {
    let display: WaylandDisplay
    let surface: OpaquePointer
    /// Who made the toplevel: nil only while the initializer runs.
    private var role: Role?
    private var viewport: OpaquePointer?
    private var fractionalScale: OpaquePointer?
    private var frameCallback: OpaquePointer?
    let buffers: ShmBufferChain

    /// The size in logical pixels, as configured (or asked for, until the compositor says otherwise).
    private(set) var logicalSize: PixelSize
    /// The size the latest configure asked for, applied when it is acknowledged; nil: none pending.
    private var configuredSize: PixelSize?
    /// True once the first configure was acknowledged: buffers may be attached from then on.
    private(set) var isConfigured = false
    /// True once the compositor asked the window to close.
    private(set) var isCloseRequested = false
    /// True while a frame callback is outstanding: drawing waits for it (the compositor shows one frame a refresh).
    var isFrameOutstanding: Bool { frameCallback != nil }
    /// The outputs the surface is on, by registry name, each once (an array: a surface is on one or two, and a set of
    /// them made its generic metadata at the first frame).
    private var enteredOutputs: [UInt32] = []
    /// The scale the compositor prefers (wp_fractional_scale_v1), in 120ths, when it says.
    private var preferredScale120: UInt32?
    /// The scale fixed by the program; nil: the compositor's.
    var fixedScale: Double?
    /// Called when the size or the scale changed (after a configure, an output change, a preferred scale).
    var onGeometryChanged: (() -> Void)?

    /// Who draws the window's frame.
    enum Decorations: String {
        /// The compositor (xdg-decoration, server side).
        case server
        /// libdecor, in the window (its plugin's decorations, or none when it has no plugin).
        case libdecor
        /// Nobody: the compositor offers no server-side decorations and libdecor is not there.
        case none
    }

    /// Who made the toplevel role: the host itself, with the compositor's decoration object when it offers one, or
    /// libdecor.
    private enum Role {
        case toplevel(xdgSurface: OpaquePointer, toplevel: OpaquePointer, decoration: OpaquePointer?)
        case decorated(OpaquePointer)
    }

    /// Makes the toplevel titled `title` with the application id `applicationID`, `size` logical pixels asked for; its
    /// first buffer takes `preparedMemory` when that has its size.
    init(
        display: WaylandDisplay, title: String, applicationID: String, size: PixelSize,
        preparedMemory: ShmMemory? = nil
    ) throws(WaylandHostError) {
        guard let compositor = display.compositor, display.shell != nil, let shm = display.shm,
            let surface = wl_compositor_create_surface(compositor)
        else { throw .refused("the compositor made no surface") }
        self.display = display
        self.surface = surface
        self.logicalSize = size
        self.buffers = ShmBufferChain(shm: shm, size: size, preparedMemory: preparedMemory)
        let me = Unmanaged.passUnretained(self).toOpaque()
        wl_surface_add_listener(surface, surfaceListener, me)
        if display.decorationManager == nil,
            let decorated = cwayland_decoration_new(
                display.display, surface, title, applicationID, Int32(size.width), Int32(size.height),
                decorationCallbacks, me)
        {
            role = .decorated(decorated)
        } else if let shell = display.shell, let xdgSurface = xdg_wm_base_get_xdg_surface(shell, surface),
            let toplevel = xdg_surface_get_toplevel(xdgSurface)
        {
            xdg_surface_add_listener(xdgSurface, xdgSurfaceListener, me)
            xdg_toplevel_add_listener(toplevel, toplevelListener, me)
            xdg_toplevel_set_title(toplevel, title)
            xdg_toplevel_set_app_id(toplevel, applicationID)
            var decoration: OpaquePointer?
            if let manager = display.decorationManager {
                decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel)
                if let decoration {
                    zxdg_toplevel_decoration_v1_set_mode(
                        decoration, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
                }
            }
            role = .toplevel(xdgSurface: xdgSurface, toplevel: toplevel, decoration: decoration)
        } else {
            // (The surface goes with the object: a throw once every property is set runs deinit.)
            throw .refused("the shell gave the surface no toplevel role")
        }
        if let viewporter = display.viewporter, let manager = display.fractionalScaleManager {
            viewport = wp_viewporter_get_viewport(viewporter, surface)
            fractionalScale = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
            if let fractionalScale { wp_fractional_scale_v1_add_listener(fractionalScale, fractionalScaleListener, me) }
        }
        display.onOutputsChanged = { [unowned self] in onGeometryChanged?() }
        // The first commit, with no buffer, asks for the first configure.
        wl_surface_commit(surface)
    }

    deinit {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        if let viewport { wp_viewport_destroy(viewport) }
        switch role {
        case .toplevel(let xdgSurface, let toplevel, let decoration)?:
            if let decoration { zxdg_toplevel_decoration_v1_destroy(decoration) }
            xdg_toplevel_destroy(toplevel)
            xdg_surface_destroy(xdgSurface)
        case .decorated(let decorated)?:
            cwayland_decoration_destroy(decorated)
        case nil:
            break
        }
        wl_surface_destroy(surface)
        display.onOutputsChanged = nil
    }

    /// How the window is shown now (``SurfaceScaling``): its scale, its buffer's size, the buffer scale and the
    /// viewport.
    var scaling: SurfaceScaling {
        SurfaceScaling(
            logicalSize: logicalSize, fixedScale: fixedScale, preferredScale120: preferredScale120,
            outputScale: display.scale(ofOutputs: enteredOutputs), hasViewport: viewport != nil)
    }

    /// Device pixels a logical pixel (``SurfaceScaling/scale``).
    var scale: Double { scaling.scale }

    /// The buffer's size (``SurfaceScaling/bufferSize``).
    var deviceSize: PixelSize { scaling.bufferSize }

    /// Who draws the window's frame.
    var decorations: Decorations {
        switch role {
        case .toplevel(_, _, _?)?: return .server
        case .decorated?: return .libdecor
        default: return .none
        }
    }

    /// Asks the compositor for `size` logical pixels (it may configure another).
    func requestSize(_ size: PixelSize) {
        logicalSize = size.clamped(to: PixelSize.windowSides)
        if case .decorated(let decorated)? = role {
            cwayland_decoration_resize(decorated, Int32(logicalSize.width), Int32(logicalSize.height))
        }
        onGeometryChanged?()
    }

    /// Shows `buffer`, whose `damage` changed, with a frame callback for the next frame, in one commit.
    func present(_ buffer: ShmBufferChain.Buffer, damage: PixelRegion) {
        wl_surface_attach(surface, buffer.proxy, 0, 0)
        let scaling = scaling
        wl_surface_set_buffer_scale(surface, scaling.bufferScale)
        if let viewport {
            let destination = scaling.viewportDestination
            wp_viewport_set_destination(viewport, Int32(destination?.width ?? -1), Int32(destination?.height ?? -1))
        }
        for rect in damage.rects {
            wl_surface_damage_buffer(surface, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
        }
        if frameCallback == nil, let callback = wl_surface_frame(surface) {
            frameCallback = callback
            wl_callback_add_listener(callback, frameListener, Unmanaged.passUnretained(self).toOpaque())
        }
        wl_surface_commit(surface)
        buffers.presented(buffer, damage: damage)
    }

    // MARK: Events

    fileprivate func frameDone() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
    }

    fileprivate func configure(width: Int32, height: Int32) {
        configuredSize = Self.configuredSize(width: width, height: height)
    }

    /// The size a configure asks for, clamped to what a window can be; nil for 0 (or less) on either side: the
    /// program's own size then.
    private static func configuredSize(width: Int32, height: Int32) -> PixelSize? {
        guard width > 0, height > 0 else { return nil }
        return PixelSize(width: Int(width), height: Int(height)).clamped(to: PixelSize.windowSides)
    }

    fileprivate func acknowledge(serial: UInt32) {
        guard case .toplevel(let xdgSurface, _, _)? = role else { return }
        xdg_surface_ack_configure(xdgSurface, serial)
        let size = configuredSize
        configuredSize = nil
        configured(size)
    }

    /// libdecor's configure, already acknowledged: `width` by `height` surface pixels.
    fileprivate func decorationConfigured(width: Int32, height: Int32) {
        configured(Self.configuredSize(width: width, height: height))
    }

    /// A configure acknowledged: the window takes `size` (nil: keeps its own) and draws at once when it changed.
    private func configured(_ size: PixelSize?) {
        let changed = !isConfigured || (size.map { $0 != logicalSize } ?? false)
        if let size { logicalSize = size }
        isConfigured = true
        if changed {
            // The frame drawn at the new size commits the acknowledgement.
            onGeometryChanged?()
        } else {
            // Nothing to draw: the acknowledgement takes effect with a commit of its own at once (a compositor
            // holding its layout until the window answers, as sway does, waits for it).
            wl_surface_commit(surface)
        }
    }

    fileprivate func close() { isCloseRequested = true }

    fileprivate func entered(_ output: OpaquePointer, _ isOn: Bool) {
        guard let name = display.outputName(of: output) else { return }
        if !isOn {
            enteredOutputs.removeAll { $0 == name }
        } else if !enteredOutputs.contains(name) {
            enteredOutputs.append(name)
        }
        onGeometryChanged?()
    }

    fileprivate func prefer(scale numerator: UInt32) {
        guard numerator > 0, numerator != preferredScale120 else { return }
        preferredScale120 = numerator
        onGeometryChanged?()
    }

    fileprivate static func from(_ data: UnsafeMutableRawPointer?) -> WaylandSurface? {
        data.map { Unmanaged<WaylandSurface>.fromOpaque($0).takeUnretainedValue() }
    }
}

private nonisolated(unsafe) let surfaceListener = permanentListener(
    wl_surface_listener(
        enter: { data, _, output in if let output { WaylandSurface.from(data)?.entered(output, true) } },
        leave: { data, _, output in if let output { WaylandSurface.from(data)?.entered(output, false) } }))

private nonisolated(unsafe) let xdgSurfaceListener = permanentListener(
    xdg_surface_listener(configure: { data, _, serial in WaylandSurface.from(data)?.acknowledge(serial: serial) }))

private nonisolated(unsafe) let toplevelListener = permanentListener(
    xdg_toplevel_listener(
        configure: { data, _, width, height, _ in WaylandSurface.from(data)?.configure(width: width, height: height) },
        close: { data, _ in WaylandSurface.from(data)?.close() },
        configure_bounds: { _, _, _, _ in },
        wm_capabilities: { _, _, _ in }))

private nonisolated(unsafe) let frameListener = permanentListener(
    wl_callback_listener(done: { data, _, _ in WaylandSurface.from(data)?.frameDone() }))

private nonisolated(unsafe) let fractionalScaleListener = permanentListener(
    wp_fractional_scale_v1_listener(preferred_scale: { data, _, scale in
        WaylandSurface.from(data)?.prefer(scale: scale)
    }))

private let decorationCallbacks = cwayland_decoration_callbacks(
    configure: { data, width, height in WaylandSurface.from(data)?.decorationConfigured(width: width, height: height) },
    close: { data in WaylandSurface.from(data)?.close() },
    commit: { data in
        if let surface = WaylandSurface.from(data) { wl_surface_commit(surface.surface) }
    })
