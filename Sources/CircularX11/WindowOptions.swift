import CircularHost

/// What the host window is called and where it goes.
///
/// Edge cases: a zero or negative size is raised to 1x1 when the window is created (X has no empty windows);
/// a `parent` that does not exist makes window creation throw.
public struct WindowOptions: Hashable, Sendable {
    /// The title, set as _NET_WM_NAME (UTF-8) and WM_NAME.
    public var title: String
    /// The first part of WM_CLASS (the instance name, e.g. "circular-demo").
    public var instanceName: String
    /// The second part of WM_CLASS (the class name, e.g. "CircularDemo").
    public var className: String
    /// The initial size in pixels.
    public var size: PixelSize
    /// A foreign window to create the window in (as `-into` does for xterm), or nil for a top-level window.
    public var parent: UInt?
    /// Push frames with XPutImage even when MIT-SHM works (`--no-shm`).
    public var forbidSharedMemory: Bool
    /// End the loop when `q` is pressed.
    public var quitsOnQ: Bool
    /// A scale the program fixes (an LV2 host's `ui:scaleFactor`), in device pixels a logical pixel: the loop uses it
    /// instead of the desktop's DPI and does not follow the desktop's (`EventLoop/scale`); nil follows the desktop.
    /// Clamped into `WindowClient/scales`; one that is not finite and positive counts as nil.
    public var scale: Double?

    /// Creates options; every argument but the names has a default.
    public init(
        title: String, instanceName: String, className: String, size: PixelSize = PixelSize(width: 480, height: 360),
        parent: UInt? = nil, forbidSharedMemory: Bool = false, quitsOnQ: Bool = true, scale: Double? = nil
    ) {
        self.title = title
        self.instanceName = instanceName
        self.className = className
        self.size = size
        self.parent = parent
        self.forbidSharedMemory = forbidSharedMemory
        self.quitsOnQ = quitsOnQ
        self.scale = scale
    }
}
