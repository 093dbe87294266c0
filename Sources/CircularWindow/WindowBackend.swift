import CircularHost
import CircularX11

/// What ``ControlWindow`` asks of the window system that shows it: one host loop driving a ``PanelClient``. Each
/// backend conforms its own loop (`EventLoop+WindowBackend.swift` for X11); the window never names one.
protocol WindowBackend: AnyObject {
    /// Runs `body` on the client the loop drives, between iterations.
    func withClient<Result>(_ body: (inout PanelClient) -> Result) -> Result
    /// Asks for `redraw` in the next iteration.
    func setNeedsRedraw(_ redraw: RedrawRequest)
    func step(timeout: Double?) -> HostExitReason?
    func run() -> HostExitReason
    func run(until done: () -> Bool, waitingAtMost timeout: Double) -> HostExitReason?
    func stop()
    /// Waits until the window system has handled every request sent so far and sent its answers (XSync).
    func synchronize()
    /// Called once the first frame is out: waits until the window system has it, and handles what came back with it.
    func settleFirstFrame()
    /// Fixes the scale at `scale` (finite, positive): the controls are laid out again at it, and the desktop's is not
    /// followed from now on.
    func fixScale(_ scale: Double)
    /// Asks the window system for a new window size in device pixels.
    func requestSize(_ size: PixelSize)
    var size: PixelSize { get }
    var scale: Double { get }
    var isShown: Bool { get }
    var hasFocus: Bool { get }
    var exitReason: HostExitReason? { get }
    var lastPresentedFrame: PresentedFrame? { get }
    var firstPresentedFrame: PresentedFrame? { get }
    var inputCount: Int { get }
    /// The X11 window id, on the X11 backend.
    var x11WindowID: UInt? { get }
    /// How frames reach the screen ("MIT-SHM", "XPutImage").
    var presentation: String { get }
    /// Who draws the window's frame ("server", "libdecor", "none").
    var decorations: String { get }
}

extension EventLoop: WindowBackend where Client == PanelClient {
    func withClient<Result>(_ body: (inout PanelClient) -> Result) -> Result {
        body(&client)
    }

    var x11WindowID: UInt? { window.id }

    func synchronize() {
        connection.synchronize()
    }

    /// Synchronises, repairs what came with the window's mapping (an exposure) and synchronises again.
    func settleFirstFrame() {
        synchronize()
        step(timeout: 0)
        synchronize()
    }

    var presentation: String { "\(presenter.mode)" }
    /// The window manager's, when there is one: an X11 client never draws its own frame.
    var decorations: String { "server" }

    func requestSize(_ size: PixelSize) {
        window.resize(to: size)
    }

    /// Connects to `DISPLAY` and makes the window; an unset or empty `DISPLAY` is ``WindowError/noDisplay``.
    static func open(_ setup: WindowSetup, client: PanelClient) throws(WindowError) -> EventLoop<PanelClient> {
        do {
            let connection = try DisplayConnection.open()
            if let action = setup.onConnectionLost { DisplayConnection.setConnectionLostAction(action) }
            let options = WindowOptions(
                title: setup.title, instanceName: setup.applicationName, className: setup.className,
                size: setup.deviceSize(scale: setup.scale ?? connection.openingScale), parent: setup.parentWindow,
                forbidSharedMemory: !setup.usesSharedMemory, quitsOnQ: setup.quitsOnQ, scale: setup.scale)
            return try EventLoop(connection: connection, options: options, client: client)
        } catch X11HostError.noDisplay(let name) where name.isEmpty {
            throw .noDisplay
        } catch let error as X11HostError {
            throw .refused(error.description)
        } catch {
            throw .refused("\(error)")
        }
    }
}
