/// Why a window of controls could not open.
///
/// Every case carries a sentence meant for a person (``description``): what went wrong and what to change.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No window system to show a window on: neither `DISPLAY` nor a foreign parent window names one.
    case noDisplay
    /// The window system refused the window; the sentence says why (a display that cannot be reached, a parent
    /// window that does not exist, a visual that cannot show the pixels, no memory for a frame).
    case refused(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "no display to show the window on: DISPLAY is not set (set it, e.g. DISPLAY=:0, or run under "
                + "xvfb-run)"
        case .refused(let sentence):
            return sentence
        }
    }
}
