/// Which way Tab moves the keyboard focus through the controls of a surface: a panel moves it with this, and a host
/// hands it on to its embedder with it when it leaves the surface.
public enum FocusDirection: Hashable, Sendable {
    /// Tab: to the next knob in the focus order.
    case forward
    /// Shift-Tab: to the previous knob.
    case backward
}
