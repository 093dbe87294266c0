import CircularHost
import CircularRender

/// How a window of controls is made: its names, its size, where it goes, and which window system shows it.
///
/// Edge cases: a size side below 1 pixel is raised to 1 and one above 32767 lowered to it (the largest window X
/// makes); a non-finite or non-positive desktop scale counts as 1 when ``scalesSize`` multiplies by it; a
/// ``scale`` outside ``scales`` (or not finite) is refused when the window opens (`WindowError/refused`).
public struct WindowSetup: Sendable {
    /// Which window system shows the window.
    public enum Backend: String, Sendable, CaseIterable {
        /// The session's own: X11 inside a foreign X11 window (``parentWindow``); else Wayland where a compositor
        /// answers at `WAYLAND_DISPLAY`; else X11 through `DISPLAY` (a server of its own or Xwayland).
        case automatic
        /// Wayland, through `WAYLAND_DISPLAY` (`wayland-0` when it is not set).
        case wayland
        /// X11, through `DISPLAY`.
        case x11
    }

    /// The title the window manager shows.
    public var title: String
    /// The program's name: the window's instance name (WM_CLASS), and the application's name on the accessibility
    /// bus, which screen readers announce.
    public var applicationName: String
    /// The program's class (the second part of WM_CLASS), which desktops group windows by.
    public var className: String
    /// The window's size, in pixels at 96 dpi when ``scalesSize`` holds (the default), else in device pixels.
    public var size: PixelSize
    /// Whether ``size`` is multiplied by the desktop's scale when the window opens (the scale the window then
    /// follows, see `ControlWindow/scale`).
    public var scalesSize: Bool
    /// The scale to draw at, in device pixels a logical pixel, when the program knows it better than the desktop
    /// does (an LV2 host's `ui:scaleFactor`): the window neither reads nor follows the desktop's then. Nil (the
    /// default): the desktop's, followed.
    public var scale: Double?
    /// The scales a program may fix (``scale``, `ControlWindow/setScale(_:)`): a quarter to 16 device pixels a
    /// logical one, the panel's.
    public static let scales = PanelClient.scales
    /// A window of another program, as an X11 window id, to show the controls inside of (XEmbed, an LV2 host's
    /// `ui:parent`, `xterm -into`); nil for a window of its own. A foreign X11 parent chooses the X11 backend
    /// whatever the session is.
    public var parentWindow: UInt?
    /// The window's background behind the controls.
    public var background: RGBAColor
    /// Whether pressing `q` closes the window (as in the demo); false by default.
    public var quitsOnQ: Bool
    /// Whether frames may go through shared memory (X11's MIT-SHM) when the server offers it; true by default.
    public var usesSharedMemory: Bool
    /// The window system to use.
    public var backend: Backend
    /// What runs when the process's connection to its display is lost, just before the process exits with status 1
    /// (one line on standard error says so first): a program's last words. It runs on whichever thread noticed the
    /// loss and must only write and return. One action serves the whole process: the last window opened with one
    /// sets it.
    public var onConnectionLost: (@Sendable () -> Void)?

    /// The title of a setup that names none.
    public static let defaultTitle = "Controls"
    /// The background of a setup that gives none: a light grey.
    public static let defaultBackground = RGBAColor(white: 0.97)
    /// The size of a setup that gives none, at 96 dpi.
    public static let defaultSize = PixelSize(width: 400, height: 300)

    /// A setup titled `title`; the names default to the title.
    public init(
        title: String = defaultTitle, applicationName: String? = nil, className: String? = nil,
        size: PixelSize = defaultSize, scalesSize: Bool = true, scale: Double? = nil, parentWindow: UInt? = nil,
        background: RGBAColor = defaultBackground, quitsOnQ: Bool = false, usesSharedMemory: Bool = true,
        backend: Backend = .automatic, onConnectionLost: (@Sendable () -> Void)? = nil
    ) {
        self.title = title
        self.applicationName = applicationName ?? title
        self.className = className ?? applicationName ?? title
        self.size = size
        self.scalesSize = scalesSize
        self.scale = scale
        self.parentWindow = parentWindow
        self.background = background
        self.quitsOnQ = quitsOnQ
        self.usesSharedMemory = usesSharedMemory
        self.backend = backend
        self.onConnectionLost = onConnectionLost
    }

    /// ``size`` in device pixels at the desktop's `scale`.
    func deviceSize(scale: Double) -> PixelSize {
        scalesSize ? size.scaled(by: scale) : size
    }
}
