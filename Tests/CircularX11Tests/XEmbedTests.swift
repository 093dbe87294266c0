import CX11
import CircularControl
import CircularHost
import CircularRender
import CircularX11TestSupport
import CircularX11TestTraits
import Foundation
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// The host as an XEmbed client: `_XEMBED_INFO`, the embedded notify, focus messages, resizes by the embedder,
    /// the embedder going away, a bad `--into` id; in a simulated embedder (a window of a second connection) and in
    /// a real one, suckless tabbed, where the knob is dragged with xdotool.
    @Suite struct XEmbedTests {
        /// A host embedded in `parent` on `server`, with a knob client, stepped until it is mapped and drawn.
        private static func embeddedHost(
            in parent: UInt, on server: XvfbServer, size: PixelSize = PixelSize(width: 320, height: 240)
        )
            throws -> EventLoop<KnobClient>
        {
            let connection = try server.connect()
            let options = WindowOptions(
                title: "embedded knob", instanceName: "circular-test", className: "CircularTest", size: size,
                parent: parent)
            let host = try EventLoop(connection: connection, options: options, client: KnobClient())
            let shown = step(host) { host.isShown }
            guard shown else { throw HarnessError("the embedded window was never mapped and drawn") }
            return host
        }

        /// Runs host iterations until `condition` holds (up to `timeout` seconds).
        @discardableResult
        private static func step<C>(_ host: EventLoop<C>, timeout: Double = 10, _ condition: () -> Bool) -> Bool {
            waitUntil(timeout: timeout) {
                host.step(timeout: 0.02)
                return condition()
            }
        }

        /// A plain window of `connection` standing in for an embedder (mapped, 400 x 300, at 20, 20).
        private static func embedderWindow(on connection: DisplayConnection) throws -> UInt {
            guard let display = connection.pointer else { throw HarnessError("no connection") }
            let window = Xlib.XCreateSimpleWindow(display, connection.rootWindow, 20, 20, 400, 300, 0, 0, 0x808080)
            _ = Xlib.XSelectInput(display, window, SubstructureNotifyMask)
            _ = Xlib.XMapWindow(display, window)
            _ = Xlib.XSync(display, 0)
            return window
        }

        /// A second connection of `server`, as the embedder's program has, with an embedder window on it
        /// (``embedderWindow(on:)``) and a host embedded there (``embeddedHost(in:on:size:)``).
        private static func hostInEmbedder(on server: XvfbServer) throws -> (
            other: DisplayConnection, embedder: UInt, host: EventLoop<KnobClient>
        ) {
            let other = try server.connect()
            let embedder = try embedderWindow(on: other)
            return (other, embedder, try embeddedHost(in: embedder, on: server))
        }

        /// xdotool's arguments for a drag of `host`'s knob, the window's top-left corner at `origin` on the root: a
        /// press on the knob, moves to 10, 20 ... 60 degrees clockwise from 12 o'clock on the ring (the value rises),
        /// and the release.
        private static func knobDragArguments(of host: EventLoop<KnobClient>, origin: (x: Int, y: Int)) -> [String] {
            let knob = host.client.model.knobCenter
            let center = host.client.model.configuration.geometry.center
            let radius = host.client.model.configuration.geometry.radius
            var arguments = [
                "mousemove", "--sync", "\(origin.x + Int(knob.x))", "\(origin.y + Int(knob.y))", "mousedown", "1",
            ]
            for degrees in stride(from: 10.0, through: 60.0, by: 10.0) {
                let point = ClockAngle.point(at: .degrees(degrees), radius: radius, around: center)
                arguments += ["mousemove", "--sync", "\(origin.x + Int(point.x))", "\(origin.y + Int(point.y))"]
            }
            return arguments + ["mouseup", "1"]
        }

        /// Sends the XEmbed message `code` with `detail` and `data1` to `window`, as an embedder does.
        private static func sendXEmbed(
            _ code: Int, detail: Int = 0, data1: UInt = 0, to window: UInt, on connection: DisplayConnection
        ) {
            ClientMessageSender.send(
                messageType: "_XEMBED", items: [0, code, detail, Int(bitPattern: data1)], to: window, on: connection)
        }

        /// The items of `_XEMBED_INFO` on `window`, checking its type.
        private static func xembedInfo(of window: UInt, on connection: DisplayConnection) throws -> [Int] {
            let info = try XEmbedProbe.xembedInfo(of: window, on: connection)
            #expect(info.type == connection.atom("_XEMBED_INFO"))
            return info.items
        }

        @Test func setsXEmbedInfoAndLivesInTheParent() throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let (other, embedder, host) = try Self.hostInEmbedder(on: server)
            #expect(try Self.xembedInfo(of: host.window.id, on: other) == [0, 1])  // version 0, XEMBED_MAPPED
            #expect(host.window.queryParent() == embedder)
            #expect(host.window.xembed.embedder == embedder)
            #expect(host.window.xembed.isEmbedded)
        }

        @Test func topLevelWindowsHaveNoXEmbedInfo() throws {
            try HostFixture().use { fixture in
                #expect(throws: HarnessError.self) {
                    _ = try Self.xembedInfo(of: fixture.host.window.id, on: fixture.other)
                }
                #expect(!fixture.host.window.xembed.isEmbedded)
                #expect(fixture.host.window.queryParent() == fixture.other.rootWindow)
            }
        }

        @Test func embeddedNotifyAndFocusMessagesDriveTheFocusLook() throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let (other, embedder, host) = try Self.hostInEmbedder(on: server)
            let window = host.window.id
            Self.sendXEmbed(XEmbedMessage.Code.embeddedNotify, data1: embedder, to: window, on: other)
            #expect(Self.step(host) { host.window.xembed.receivedEmbeddedNotify })
            #expect(host.window.xembed.embedder == embedder)
            Self.sendXEmbed(XEmbedMessage.Code.focusIn, detail: 1, to: window, on: other)
            #expect(Self.step(host) { host.window.xembed.hasEmbeddedFocus })
            #expect(!host.hasFocus, "focused within an inactive top-level shows no focus")
            Self.sendXEmbed(XEmbedMessage.Code.windowActivate, to: window, on: other)
            #expect(Self.step(host) { host.hasFocus })
            #expect(host.client.focusChanges == [true])
            Self.sendXEmbed(99, to: window, on: other)  // an unknown code: logged, ignored
            Self.sendXEmbed(XEmbedMessage.Code.windowDeactivate, to: window, on: other)
            #expect(Self.step(host) { !host.hasFocus })
            #expect(host.window.xembed.received.contains(.other(code: 99)))
            Self.sendXEmbed(XEmbedMessage.Code.windowActivate, to: window, on: other)
            Self.sendXEmbed(XEmbedMessage.Code.focusOut, to: window, on: other)
            #expect(Self.step(host) { host.window.xembed.received.last == .focusOut })
            #expect(host.client.focusChanges == [true, false, true, false])
            #expect(host.exitReason == nil)
        }

        @Test func aClickAsksTheEmbedderForFocusInsteadOfTakingIt() async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let (other, embedder, host) = try Self.hostInEmbedder(on: server)
            guard let display = other.pointer else { throw HarnessError("no connection") }
            let origin = try XEmbedProbe.rootOrigin(of: host.window.id, on: other)
            try await ExternalTool.xdotool(
                ["mousemove", "--sync", "\(origin.x + 30)", "\(origin.y + 30)", "click", "1"],
                display: server.displayName)
            #expect(Self.step(host) { host.client.inputs.contains { if case .release = $0 { true } else { false } } })
            // The request went to the embedder's creator (the other connection), and the focus stayed where it was.
            var request = XEvent()
            let arrived = waitUntil {
                Xlib.XCheckTypedWindowEvent(display, embedder, ClientMessage, &request) != 0
            }
            #expect(arrived)
            #expect(request.xclient.message_type == other.atom("_XEMBED"))
            #expect(request.xclient.data.l.1 == XEmbedMessage.Code.requestFocus)
            var focus: Window = 0
            var revert: Int32 = 0
            _ = Xlib.XGetInputFocus(display, &focus, &revert)
            #expect(focus != host.window.id)
            #expect(!host.hasFocus)
        }

        @Test func focusHandOffBetweenEmbedderAndClient() async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let other = try server.connect()
            let embedder = try Self.embedderWindow(on: other)
            guard let display = other.pointer else { throw HarnessError("no connection") }
            let options = WindowOptions(
                title: "embedded recorder", instanceName: "circular-test", className: "CircularTest",
                size: PixelSize(width: 200, height: 150), parent: embedder)
            let host = try EventLoop(connection: server.connect(), options: options, client: RecordingClient())
            #expect(Self.step(host) { host.isMapped })
            // A window made inside a parent is embedded from the start, and its client knows before any input.
            #expect(host.client.embeddingChanges == [true])
            let window = host.window.id
            // Tab into the client from before it lands on its first control, Shift-Tab from after it on its last;
            // a plain focus in (a click, an activation) keeps the focus where it was.
            Self.sendXEmbed(XEmbedMessage.Code.focusIn, detail: 1, to: window, on: other)
            Self.sendXEmbed(XEmbedMessage.Code.focusIn, detail: 2, to: window, on: other)
            Self.sendXEmbed(XEmbedMessage.Code.focusIn, detail: 0, to: window, on: other)
            #expect(Self.step(host) { host.window.xembed.received.count >= 3 })
            #expect(host.client.focusEntries == [.forward, .backward])
            // Tab past the client's last control hands the focus to the embedder: XEMBED_FOCUS_NEXT; Shift-Tab
            // before its first: XEMBED_FOCUS_PREV.
            _ = Xlib.XSetInputFocus(display, window, RevertToParent, UInt(CurrentTime))
            _ = Xlib.XSync(display, 0)
            for (exit, code) in [(FocusDirection.forward, 6), (.backward, 7)] {
                host.client.focusExitOnNextKey = exit
                try await ExternalTool.xdotool(["key", "Left"], display: server.displayName)
                #expect(Self.step(host) { host.client.focusExitOnNextKey == nil })
                var message = XEvent()
                let arrived = waitUntil {
                    host.step(timeout: 0.02)
                    return Xlib.XCheckTypedWindowEvent(display, embedder, ClientMessage, &message) != 0
                }
                #expect(arrived, "no XEmbed message reached the embedder for \(exit)")
                #expect(message.xclient.message_type == other.atom("_XEMBED"))
                #expect(message.xclient.data.l.1 == code)
            }
            // A key that moves no focus out sends nothing.
            try await ExternalTool.xdotool(["key", "Left"], display: server.displayName)
            #expect(Self.step(host) { host.client.events.count { if case .key = $0 { true } else { false } } == 3 })
            var stray = XEvent()
            #expect(Xlib.XCheckTypedWindowEvent(display, embedder, ClientMessage, &stray) == 0)
        }

        @Test func anEmbedderResizeLaysTheClientOutAgain() throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let (other, _, host) = try Self.hostInEmbedder(on: server)
            guard let display = other.pointer else { throw HarnessError("no connection") }
            _ = Xlib.XResizeWindow(display, host.window.id, 200, 150)
            _ = Xlib.XSync(display, 0)
            #expect(Self.step(host) { host.size == PixelSize(width: 200, height: 150) })
            #expect(host.client.layouts.last == PixelSize(width: 200, height: 150))
            #expect(host.client.model.configuration.geometry.center == Point(x: 100, y: 75))
        }

        @Test func theEmbedderGoingAwayEndsTheLoop() async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let other = try server.connect()
            guard let display = other.pointer else { throw HarnessError("no connection") }
            // Destroyed along with the embedder.
            let first = try Self.embedderWindow(on: other)
            let destroyed = try Self.embeddedHost(in: first, on: server)
            _ = Xlib.XDestroyWindow(display, first)
            _ = Xlib.XSync(display, 0)
            #expect(Self.step(destroyed) { destroyed.exitReason != nil })
            #expect(destroyed.exitReason == .embedderGone)
            #expect(destroyed.window.isDestroyed)
            // Handed back to the root, as the server does with a saved window when its embedder dies.
            let second = try Self.embedderWindow(on: other)
            let orphaned = try Self.embeddedHost(in: second, on: server)
            _ = Xlib.XReparentWindow(display, orphaned.window.id, other.rootWindow, 0, 0)
            _ = Xlib.XSync(display, 0)
            #expect(Self.step(orphaned) { orphaned.exitReason != nil })
            #expect(orphaned.exitReason == .embedderGone)
            // An embedder named by the embedded notify that is gone by the time we ask it for the focus (BadWindow).
            let third = try Self.embedderWindow(on: other)
            let named = try Self.embedderWindow(on: other)
            let asking = try Self.embeddedHost(in: third, on: server)
            Self.sendXEmbed(XEmbedMessage.Code.embeddedNotify, data1: named, to: asking.window.id, on: other)
            #expect(Self.step(asking) { asking.window.xembed.embedder == named })
            _ = Xlib.XDestroyWindow(display, named)
            _ = Xlib.XSync(display, 0)
            let origin = try XEmbedProbe.rootOrigin(of: asking.window.id, on: other)
            try await ExternalTool.xdotool(
                ["mousemove", "--sync", "\(origin.x + 20)", "\(origin.y + 20)", "click", "1"],
                display: server.displayName)
            #expect(Self.step(asking) { asking.exitReason != nil })
            #expect(asking.exitReason == .embedderGone)
        }

        @Test func aBadIntoIdIsAClearError() throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let connection = try server.connect()
            guard let display = connection.pointer else { throw HarnessError("no connection") }
            let pixmap = Xlib.XCreatePixmap(display, connection.rootWindow, 8, 8, 24)
            _ = Xlib.XSync(display, 0)
            for bad: UInt in [0x3F_FFFF, 0, pixmap] {
                let options = WindowOptions(title: "t", instanceName: "t", className: "T", parent: bad)
                do {
                    _ = try EventLoop(connection: connection, options: options, client: KnobClient())
                    Issue.record("embedding into 0x\(String(bad, radix: 16)) should fail")
                } catch let error as X11HostError {
                    guard case .noSuchEmbedder(let window, _) = error else {
                        Issue.record("unexpected error \(error)")
                        continue
                    }
                    #expect(window == bad)
                    #expect(error.description.contains("0x\(String(bad, radix: 16))"))
                    #expect(error.description.contains("--into"))
                }
            }
            // The connection is still good, and no window was left behind on the root.
            var root: Window = 0
            var parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            #expect(Xlib.XQueryTree(display, connection.rootWindow, &root, &parent, &children, &count) != 0)
            if let children { _ = Xlib.XFree(children) }
            #expect(count == 0)
        }

        /// GTK 3's GtkSocket, the other real embedder: it sends the embedded notify that tabbed loses, accepts the
        /// window as its plug, and when it dies the server hands the window (in its save-set) back to the root.
        @Test(
            .enabled("cannot build the GtkSocket host (needs cc, libgtk-3-dev: make test installs them)") {
                await GtkSocketHost.isAvailable
            })
        func gtkSocketEmbedsTheKnobWithTheEmbeddedNotify() async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let gtk = try await GtkSocketHost(display: server.displayName)
            defer { gtk.stop() }
            let other = try server.connect()
            let host = try Self.embeddedHost(in: gtk.socket, on: server)
            #expect(Self.step(host) { host.window.xembed.receivedEmbeddedNotify })
            #expect(
                host.window.xembed.received.contains {
                    if case .embeddedNotify(gtk.socket, _) = $0 { true } else { false }
                })
            #expect(host.window.xembed.embedder == gtk.socket)
            #expect(other.parent(of: host.window.id) == gtk.socket)
            #expect(
                waitUntil { gtk.outputLines.contains("plug-added") }, "GtkSocket did not take the window as its plug")
            // GtkSocket sizes its plug to its own allocation.
            #expect(Self.step(host) { host.size == PixelSize(width: 400, height: 300) })
            // GtkSocket is the focus widget of its active top-level: it sends XEMBED_WINDOW_ACTIVATE and
            // XEMBED_FOCUS_IN, and the client shows the focus.
            #expect(Self.step(host) { host.hasFocus }, "received \(host.window.xembed.received)")
            #expect(host.window.xembed.received.contains(.focusIn(detail: 0)))
            #expect(host.window.xembed.received.contains(.windowActivate))
            #expect(host.client.focusChanges == [true])
            let origin = try XEmbedProbe.rootOrigin(of: host.window.id, on: other)
            let start = host.client.model.value
            try await ExternalTool.xdotool(
                Self.knobDragArguments(of: host, origin: origin), display: server.displayName)
            #expect(Self.step(host) { host.client.inputs.contains { if case .release = $0 { true } else { false } } })
            #expect(
                host.client.model.value > start + 10,
                "the drag in GtkSocket turned the knob from \(start) to \(host.client.model.value)")
            gtk.process.send(SIGKILL)
            #expect(Self.step(host) { host.exitReason != nil })
            #expect(host.exitReason == .embedderGone)
        }

        /// The real thing: suckless tabbed embeds the window, gives it the focus by XEmbed, and the knob turns with
        /// a drag made by xdotool inside tabbed.
        @Test(.whereTabbedIsInstalled)
        func tabbedHostsTheKnobAndADragTurnsIt() async throws {
            try await TabbedProcess.onPrivateServer { server, tabbed in
                let other = try server.connect()
                let host = try Self.embeddedHost(in: tabbed.window, on: server)
                #expect(try Self.xembedInfo(of: host.window.id, on: other) == [0, 1])
                #expect(host.window.queryParent() == tabbed.window)
                // tabbed gives the new tab the focus with XEMBED_FOCUS_IN and XEMBED_WINDOW_ACTIVATE, and fits it below its
                // bar (a resize to its width).
                #expect(
                    Self.step(host) { host.window.xembed.received.contains(.windowActivate) && host.size.width == 400 })
                #expect(host.window.xembed.received.contains(.focusIn(detail: 0)))
                #expect(host.hasFocus)
                // tabbed 0.7 sends its XEMBED_EMBEDDED_NOTIFY to the root window, so it never arrives: the embedder is
                // known from the parent given at creation.
                #expect(host.window.xembed.embedder == tabbed.window)
                let origin = try XEmbedProbe.rootOrigin(of: host.window.id, on: other)
                #expect(origin.y > 0, "below tabbed's bar")
                let start = host.client.model.value
                try await ExternalTool.xdotool(
                    Self.knobDragArguments(of: host, origin: origin), display: server.displayName)
                #expect(
                    Self.step(host) { host.client.inputs.contains { if case .release = $0 { true } else { false } } })
                #expect(host.client.inputs.contains { if case .press = $0 { true } else { false } })
                #expect(
                    host.client.model.value > start + 10,
                    "the drag in tabbed turned the knob from \(start) to \(host.client.model.value)")
                #expect(host.exitReason == nil)
                // tabbed killed: its window, and ours in it, go away; the loop ends with a clear reason.
                tabbed.process.send(SIGKILL)
                #expect(Self.step(host) { host.exitReason != nil })
                #expect(host.exitReason == .embedderGone)
            }
        }
    }
}
