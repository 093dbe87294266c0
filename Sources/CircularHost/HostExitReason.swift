/// Why a host's `run()` (the X11 backend's `EventLoop/run()`) returned.
///
/// Edge cases: a lost server connection never returns here: it ends the process with status 1 (see the host's
/// error handling), because nothing useful can follow.
public enum HostExitReason: Hashable, Sendable {
    /// The window manager (or anyone) asked the window to close (WM_DELETE_WINDOW on X11).
    case closeRequested
    /// The user pressed `q`.
    case quitKey
    /// The window was destroyed from outside (its foreign parent went away).
    case windowDestroyed
    /// The host's `stop()` was called.
    case stopped
    /// The window it was embedded in (the foreign parent window, or the XEmbed embedder) went away; the host said
    /// so on standard error.
    case embedderGone
}
