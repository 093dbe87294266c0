import CircularX11TestSupport
import CircularX11TestTraits
import Testing

/// Every test of the X11 host that needs an X server. Serialized, and one at a time with the demo's end-to-end tests
/// too (see ``OneXServerTestAtATime``); each test still starts its own Xvfb. Skipped, with this message, only when
/// Xvfb is missing.
@Suite(
    .serialized, .oneXServerTestAtATime,
    .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed: run `make test`, which installs it"))
struct X11Suite {}
