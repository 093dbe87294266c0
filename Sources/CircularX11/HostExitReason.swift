/// Why ``EventLoop/run()`` returned.
///
/// Edge cases: a lost server connection never returns here: it ends the process with status 1 (see the host's
/// error handling), because nothing useful can follow.
public enum HostExitReason: Hashable, Sendable {
    /// The window manager (or anyone) sent WM_DELETE_WINDOW.
    case closeRequested
    /// The user pressed `q`.
    case quitKey
    /// The window was destroyed from outside (its foreign parent went away).
    case windowDestroyed
    /// ``EventLoop/stop()`` was called.
    case stopped
    /// The window it was embedded in (``WindowOptions/parent``, or the XEmbed embedder) went away; the host said
    /// so on standard error.
    case embedderGone
}
