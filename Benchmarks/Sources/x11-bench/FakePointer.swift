import CXTest
import Glibc

/// A second connection to the server that moves the real pointer and presses its buttons through the XTEST
/// extension, as a mouse would: the server then sends MotionNotify and ButtonPress to the window under the pointer.
///
/// `@unchecked Sendable` because the benchmark hands it to the sending thread and does not touch it meanwhile: an
/// Xlib connection must be used by one thread at a time, which this hand-over keeps.
///
/// Edge cases: throws when the display cannot be opened or has no XTEST; positions are root coordinates.
final class FakePointer: @unchecked Sendable {
    private let display: OpaquePointer

    /// Connects to `displayName` and checks for XTEST.
    init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw BenchError("cannot open \(displayName) for XTEST") }
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor) != 0 else {
            XCloseDisplay(display)
            throw BenchError("the X server has no XTEST extension")
        }
        self.display = display
    }

    deinit { XCloseDisplay(display) }

    /// Where `window`'s (0, 0) is on the root window.
    func origin(of window: UInt) -> (x: Int, y: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// Moves the pointer to (`x`, `y`) and sends the request at once.
    func move(x: Int, y: Int) {
        XTestFakeMotionEvent(display, -1, Int32(x), Int32(y), 0)
        XFlush(display)
    }

    /// Presses or releases `button` and sends the request at once.
    func button(_ button: UInt32, down: Bool) {
        XTestFakeButtonEvent(display, button, down ? 1 : 0, 0)
        XFlush(display)
    }

    /// Waits until the server has handled every request sent so far.
    func synchronize() { XSync(display, 0) }
}
