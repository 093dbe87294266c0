import CircularHost
import CircularWayland
import Glibc

extension WaylandEventLoop: WindowBackend where Client == PanelClient {
    func withClient<Result>(_ body: (inout PanelClient) -> Result) -> Result {
        body(&client)
    }

    var x11WindowID: UInt? { nil }

    var presentation: String { "wl_shm" }

    /// One round trip (the compositor has taken the commit), then what came back with it (the outputs the surface
    /// entered, a configure of another size) is handled. A compositor sends no exposure, so there is nothing to
    /// repair and no second round trip.
    func settleFirstFrame() {
        synchronize()
        step(timeout: 0)
    }

    /// True when `WAYLAND_DISPLAY` names a compositor: the session is a Wayland one (a compositor that does not
    /// answer there then falls back to X11).
    static var isSessionCompositorNamed: Bool {
        guard let name = getenv("WAYLAND_DISPLAY") else { return false }
        return name.pointee != 0
    }

    /// Connects to the compositor `WAYLAND_DISPLAY` names and makes the window, `librariesLoaded` called once the
    /// Wayland libraries are loaded and the compositor connected (not when either fails); no compositor there is
    /// ``WindowError/noDisplay``.
    static func open(_ setup: WindowSetup, client: PanelClient, librariesLoaded: () -> Void) throws(WindowError)
        -> WaylandEventLoop<PanelClient>
    {
        do {
            // The setup's size is logical (at 96 dpi) unless it is in device pixels; then it is divided by the
            // program's scale, when it fixes one (the compositor's is known only once the window is configured).
            let logical = setup.scalesSize ? setup.size : setup.size.scaled(by: 1 / (setup.scale ?? 1))
            return try WaylandEventLoop.open(
                title: setup.title, applicationID: setup.applicationName, logicalSize: logical, scale: setup.scale,
                quitsOnQ: setup.quitsOnQ, onConnectionLost: setup.onConnectionLost, client: client,
                librariesLoaded: librariesLoaded)
        } catch .noDisplay {
            throw .noDisplay
        } catch {
            throw .refused(error.description)
        }
    }
}
