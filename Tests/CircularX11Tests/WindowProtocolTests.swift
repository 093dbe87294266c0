import CX11
import CircularControl
import CircularX11TestSupport
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// WM_DELETE_WINDOW ends the loop; _NET_WM_PING is answered; the window vanishing ends the loop too.
    @Suite struct WindowProtocolTests {
        @Test func deleteWindowEndsTheLoop() throws {
            try HostFixture().use { fixture in
                fixture.sendProtocolMessage("WM_DELETE_WINDOW")
                #expect(fixture.stepUntil { fixture.host.exitReason != nil })
                #expect(fixture.host.exitReason == .closeRequested)
                #expect(fixture.host.run() == .closeRequested)
            }
        }

        @Test func pingIsSentBackToTheRoot() throws {
            try HostFixture().use { fixture in
                guard let display = fixture.other.pointer else { throw HarnessError("no connection") }
                _ = Xlib.XSelectInput(display, fixture.other.rootWindow, SubstructureNotifyMask)
                _ = Xlib.XSync(display, 0)
                fixture.sendProtocolMessage("_NET_WM_PING", timestamp: 4242)
                var answered = false
                fixture.stepUntil {
                    var event = XEvent()
                    while Xlib.XCheckTypedEvent(display, ClientMessage, &event) != 0 {
                        let message = event.xclient
                        if message.window == fixture.other.rootWindow,
                            message.message_type == fixture.other.atom("WM_PROTOCOLS"),
                            message.data.l.0 == Int(bitPattern: fixture.other.atom("_NET_WM_PING")),
                            message.data.l.1 == 4242
                        {
                            answered = true
                        }
                    }
                    return answered
                }
                #expect(answered)
                #expect(fixture.host.exitReason == nil)
            }
        }

        @Test func destroyedWindowEndsTheLoop() throws {
            try HostFixture().use { fixture in
                guard let display = fixture.other.pointer else { throw HarnessError("no connection") }
                _ = Xlib.XDestroyWindow(display, fixture.host.window.id)
                _ = Xlib.XSync(display, 0)
                #expect(fixture.stepUntil { fixture.host.exitReason != nil })
                #expect(fixture.host.exitReason == .windowDestroyed)
            }
        }
    }
}
