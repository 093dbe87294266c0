import CircularX11TestSupport
import CircularX11TestTraits
import Testing

/// Every end-to-end test of the demo that needs an X server. Serialized, and one at a time with the X11 host's tests
/// too (see ``OneXServerTestAtATime``); each test still starts its own Xvfb. Skipped, with this message, only when
/// Xvfb is missing.
@Suite(
    .serialized, .oneXServerTestAtATime,
    .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed: run `make test`, which installs it"))
struct DemoSuite {}
