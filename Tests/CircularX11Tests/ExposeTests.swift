import CX11
import CircularControl
import CircularRender
import CircularX11TestSupport
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// An exposed area is repaired from the kept frame without rendering again.
    @Suite struct ExposeTests {
        @Test(arguments: [false, true])
        func uncoveredAreaIsRepairedWithoutRendering(forbidSharedMemory: Bool) throws {
            try HostFixture(forbidSharedMemory: forbidSharedMemory).use { fixture in
                guard let display = fixture.other.pointer else { throw HarnessError("no connection") }
                fixture.settle()
                let renders = fixture.host.client.renderCount
                let repairs = fixture.host.presenter.repairedCount
                let covered = PixelRect(x: 40, y: 30, width: 100, height: 80)

                // Another program's window, magenta, over part of ours; then it goes away.
                var attributes = XSetWindowAttributes()
                attributes.override_redirect = 1
                attributes.background_pixel = 0xFF00FF
                let cover = Xlib.XCreateWindow(
                    display, fixture.other.rootWindow, Int32(covered.x), Int32(covered.y), UInt32(covered.width),
                    UInt32(covered.height), 0, 24, UInt32(InputOutput), nil, UInt(CWOverrideRedirect | CWBackPixel),
                    &attributes)
                _ = Xlib.XMapRaised(display, cover)
                _ = Xlib.XSync(display, 0)
                _ = Xlib.XUnmapWindow(display, cover)
                _ = Xlib.XSync(display, 0)
                // Our window has no background: until the host repairs it, the server shows what the cover left.
                let leftOver = try HostFixture.pixels(of: fixture.host.window.id, covered, on: fixture.other)
                #expect(leftOver.allSatisfy { $0 == 0xFF00FF })

                #expect(fixture.stepUntil { fixture.host.presenter.repairedCount > repairs })
                #expect(try fixture.windowPixels(covered) == HostFixture.expectedPattern(covered))
                #expect(fixture.host.client.renderCount == renders)
                _ = Xlib.XDestroyWindow(display, cover)
            }
        }
    }
}
