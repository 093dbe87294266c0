/// What a window knows of the XEmbed protocol: its embedder, and the focus the embedder gave it (the protocol's atoms
/// are the window's, `X11Window.Atoms`).
///
/// A window created with ``WindowOptions/parent`` is embedded from the start (its embedder is that parent, until an
/// XEMBED_EMBEDDED_NOTIFY names another); a top-level window becomes embedded only when an embedded notify arrives.
/// A window manager reparenting a top-level window into its frame does not make it embedded.
///
/// Edge cases: the message log keeps the last ``logLimit`` messages only.
public struct XEmbedState: Hashable, Sendable {
    /// The window we are embedded in, or nil for a top-level window.
    public internal(set) var embedder: UInt?
    /// Whether an XEMBED_EMBEDDED_NOTIFY arrived (some embedders, tabbed among them, never deliver one).
    public internal(set) var receivedEmbeddedNotify = false
    /// Whether the embedder gave us the focus (XEMBED_FOCUS_IN, not yet XEMBED_FOCUS_OUT).
    public internal(set) var hasEmbeddedFocus = false
    /// Whether the embedder's top-level window is active (XEMBED_WINDOW_ACTIVATE, not yet ..._DEACTIVATE).
    public internal(set) var isActive = false
    /// The last XEmbed messages received, oldest first (at most ``logLimit``).
    public internal(set) var received: [XEmbedMessage] = []

    /// How many messages ``received`` keeps.
    public static let logLimit = 64

    /// True while the window is embedded in a foreign window.
    public var isEmbedded: Bool { embedder != nil }

    /// Whether the client should show the focus: the embedder gave it and its top-level is active.
    var showsFocus: Bool { hasEmbeddedFocus && isActive }

    /// Records `message` and applies what it says to the state.
    ///
    /// Edge cases: an embedded notify naming window 0 keeps the embedder known so far; unknown messages are only
    /// logged.
    mutating func apply(_ message: XEmbedMessage) {
        received.append(message)
        if received.count > Self.logLimit { received.removeFirst(received.count - Self.logLimit) }
        switch message {
        case .embeddedNotify(let window, _):
            receivedEmbeddedNotify = true
            if window != 0 { embedder = window }
        case .windowActivate: isActive = true
        case .windowDeactivate: isActive = false
        case .focusIn: hasEmbeddedFocus = true
        case .focusOut: hasEmbeddedFocus = false
        case .requestFocus, .focusNext, .focusPrevious, .other: break
        }
    }
}
