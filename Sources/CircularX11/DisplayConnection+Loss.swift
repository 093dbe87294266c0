extension DisplayConnection {
    /// Sets what runs when any connection of the process to an X server is lost, after the one-line message on
    /// stderr and just before the process exits with status 1 (a program writes its last words: the demo prints its
    /// trace's exit line). Replaces the previous action; nil removes it.
    ///
    /// Edge cases: the action runs inside Xlib's I/O error handler, on whichever thread noticed the loss: it must not
    /// call Xlib, and it should only write and return. The process exits with status 1 whatever it does.
    public static func setConnectionLostAction(_ action: (@Sendable () -> Void)?) {
        X11ErrorHandlers.setConnectionLostAction(action)
    }
}
