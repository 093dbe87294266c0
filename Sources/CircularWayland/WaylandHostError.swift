/// Why the Wayland host could not start.
public enum WaylandHostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The Wayland libraries (libwayland-client, libwayland-cursor, libxkbcommon) could not be loaded: why.
    case unavailable(String)
    /// No compositor answered at this socket name (empty: none was named and `wayland-0` did not answer).
    case noDisplay(String)
    /// The compositor offers no global the host cannot do without (named, with the version needed).
    case missingGlobal(String)
    /// The compositor refused a request the host needs, or closed the connection.
    case refused(String)

    public var description: String {
        switch self {
        case .noDisplay(let name):
            return name.isEmpty
                ? "no Wayland compositor: WAYLAND_DISPLAY is not set and wayland-0 does not answer"
                : "no Wayland compositor answers at \(name)"
        case .unavailable(let reason): return "the Wayland libraries cannot be loaded: \(reason)"
        case .missingGlobal(let global): return "the Wayland compositor offers no \(global)"
        case .refused(let reason): return "the Wayland compositor refused the window: \(reason)"
        }
    }
}
