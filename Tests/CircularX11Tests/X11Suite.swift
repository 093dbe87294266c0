import Testing

/// Every test that needs an X server. Serialized because Xlib's error handlers are process-wide (an error
/// captured by one test must not land in another), and because the machine is small; each test still starts
/// its own Xvfb. Skipped, with this message, only when Xvfb is missing.
@Suite(.serialized, .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed: run `make test`, which installs it"))
struct X11Suite {}
