import CX11
import CircularControl
import CircularHost
import CircularX11TestSupport
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// A new size grows the buffers, lays the client out again and redraws everything; a move does nothing.
    @Suite struct ResizeTests {
        @Test(arguments: [false, true])
        func growingTheWindowGrowsTheBuffersAndRedraws(forbidSharedMemory: Bool) throws {
            try HostFixture(
                size: PixelSize(width: 200, height: 150), forbidSharedMemory: forbidSharedMemory
            ).use { fixture in
                guard let display = fixture.other.pointer else { throw HarnessError("no connection") }
                let bigger = PixelSize(width: 420, height: 300)
                _ = Xlib.XResizeWindow(display, fixture.host.window.id, UInt32(bigger.width), UInt32(bigger.height))
                _ = Xlib.XSync(display, 0)
                #expect(
                    fixture.stepUntil {
                        fixture.host.size == bigger && fixture.host.client.renderedDamage.last == bigger.bounds
                    })
                #expect(fixture.host.client.layouts.last == bigger)
                #expect(fixture.host.presenter.imageSize == bigger)
                #expect(try fixture.windowPixels(bigger.bounds) == HostFixture.expectedPattern(bigger.bounds))

                let smaller = PixelSize(width: 100, height: 80)
                _ = Xlib.XResizeWindow(display, fixture.host.window.id, UInt32(smaller.width), UInt32(smaller.height))
                _ = Xlib.XSync(display, 0)
                #expect(fixture.stepUntil { fixture.host.size == smaller })
                #expect(try fixture.windowPixels(smaller.bounds) == HostFixture.expectedPattern(smaller.bounds))
            }
        }

        @Test func movingWithoutResizingLaysNothingOut() throws {
            try HostFixture().use { fixture in
                guard let display = fixture.other.pointer else { throw HarnessError("no connection") }
                fixture.settle()
                let layouts = fixture.host.client.layouts.count
                _ = Xlib.XMoveWindow(display, fixture.host.window.id, 30, 20)
                _ = Xlib.XSync(display, 0)
                fixture.settle()
                #expect(fixture.host.client.layouts.count == layouts)
            }
        }
    }
}
