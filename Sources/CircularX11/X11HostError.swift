/// Why the X11 host could not start or keep a window on screen.
///
/// Every case carries a message meant for a person: the demo prints ``description`` as its one line on stderr.
///
/// Edge cases: an empty or unset DISPLAY is reported as ``noDisplay(name:)`` with an empty name, never as a crash.
public enum X11HostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No X server could be reached under the given display name (empty when DISPLAY is unset).
    case noDisplay(name: String)
    /// The screen's default visual cannot show premultiplied ARGB32 pixels without conversion.
    case unsupportedVisual(String)
    /// The server refused to create the window (for example a foreign parent window that does not exist).
    case windowCreationFailed(String)
    /// The window to embed into (``WindowOptions/parent``, `--into`) is not a window of this display.
    case noSuchEmbedder(window: UInt, detail: String)
    /// Memory for a frame of the given size could not be allocated.
    case outOfMemory(width: Int, height: Int)
    /// libX11, libXext or libXi could not be loaded, or lacks a function (they are loaded when the first display is
    /// opened); the reason names which.
    case libraryMissing(String)

    /// A one-line explanation for a person, naming what to change.
    public var description: String {
        switch self {
        case .noDisplay(let name) where name.isEmpty:
            return "cannot open an X display: DISPLAY is not set (set DISPLAY, e.g. DISPLAY=:0, or run under xvfb-run)"
        case .noDisplay(let name):
            return
                "cannot open the X display DISPLAY=\(name) (is an X server running there, and may this user connect?)"
        case .unsupportedVisual(let detail):
            return
                "the X screen's default visual is not supported: \(detail); a 24-bit TrueColor visual with masks ff0000/ff00/ff is needed"
        case .windowCreationFailed(let detail):
            return "the X server refused to create the window: \(detail)"
        case .noSuchEmbedder(let window, let detail):
            return
                "there is no window 0x\(String(window, radix: 16)) (\(window)) to embed into on this display (check the id given to --into): \(detail)"
        case .outOfMemory(let width, let height):
            return "out of memory for a \(width)x\(height) frame"
        case .libraryMissing(let reason):
            return "the X11 libraries are not usable: \(reason) (install libx11-6, libxext6 and libxi6)"
        }
    }
}
