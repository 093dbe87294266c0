import CX11
import CircularX11TestSupport
import Foundation
import Testing

@_spi(Testing) @testable import CircularX11

extension DemoSuite {
    /// The keyboard through real X input (xdotool's XTEST): Tab and Shift-Tab through every part, the focus ring
    /// drawn only while the focus came from the keyboard, typed values committed, refused and cancelled, and the
    /// focus handed to and from an XEmbed embedder.
    @Suite struct DemoFocusTests {
        /// A point of the demo's window where no control is (its top left corner): a click there gives the window
        /// the keyboard focus (Xvfb runs no window manager) and moves no focus.
        private static let background = (x: 2, y: 2)

        @Test func tabAndShiftTabMoveTheFocusThroughEveryPart() async throws {
            try await DemoSession(["--scene", "all"]).use { session in
                try await session.movePointer(to: Self.background)
                try await session.xdotool(["click", "1"])
                // The first control has the focus at first; seven Tabs go round every part of the seven and back.
                try await session.xdotool(["key", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab"])
                let order = try session.waitForFocusMoves(count: 7)
                #expect(order == ["move", "exercise", "stand", "ticks", "range.start", "range.end", "knob"])
                try await session.xdotool(["key", "shift+Tab", "shift+Tab"])
                #expect(try session.waitForFocusMoves(count: 9).suffix(2) == ["range.end", "range.start"])
                // Keys go to the focused part: Right moves the range's start knob, nothing else (the rings' own
                // animation, which may still run, reports changes from the program).
                let before = try session.events.count
                try await session.xdotool(["key", "Right"])
                let moved = try #require(
                    try session.waitForEvent(after: before) { $0.event == "changed" && $0.source == "key" })
                #expect(moved.control == "range.start")
            }
        }

        @Test func theFocusRingShowsAfterTabAndGoesWithAPress() async throws {
            try await DemoSession(["--scene", "knob", "--size", "300x300"]).use { session in
                try await session.movePointer(to: Self.background)
                try await session.xdotool(["click", "1"])
                let plain = try await session.capture()
                // Tab on a window of one knob keeps the focus there, and shows it.
                try await session.xdotool(["key", "Tab"])
                var ringPixels = 0
                let ringShown = await suspendUntil {
                    guard let shot = try? await session.capture() else { return false }
                    ringPixels = shot.pixels.count { Self.isFocusRingBlue($0) }
                    return ringPixels > 100
                }
                #expect(ringShown, "\(ringPixels) pixels of the focus ring's blue after Tab")
                #expect(plain.pixels.count { Self.isFocusRingBlue($0) } == 0, "the ring showed before any key")
                // A press (on the background, which moves no focus) hides it again: the window is as it was.
                try await session.xdotool(["click", "1"])
                var differing = -1
                let ringGone = await suspendUntil {
                    guard let shot = try? await session.capture() else { return false }
                    differing = zip(shot.pixels, plain.pixels).count { $0 != $1 }
                    return differing == 0
                }
                #expect(ringGone, "\(differing) pixels still differ from the window before Tab")
            }
        }

        @Test func typedValuesCommitRefuseAndCancel() async throws {
            try await DemoSession(["--scene", "knob", "--size", "300x300"]).use { session in
                try await session.movePointer(to: Self.background)
                try await session.xdotool(["click", "1"])
                // A digit opens the entry; Enter commits through the model, reported as a typed gesture. The knob shows a
                // percentage, so that is what it reads: 50 is half its range.
                var before = try session.events.count
                try await session.xdotool(["type", "50"])
                try await session.xdotool(["key", "Return"])
                let typed = try #require(try session.waitForEvent(after: before) { $0.event == "changed" })
                #expect(typed.source == "typed" && typed.value == 0.5)
                let gesture = try session.events.dropFirst(before).map { "\($0.event) \($0.gesture ?? $0.source)" }
                #expect(gesture == ["began typed", "changed typed", "ended key"], "\(gesture)")
                // Out of range: clamped to the maximum.
                before = try session.events.count
                try await session.xdotool(["type", "250"])
                try await session.xdotool(["key", "Return"])
                let clamped = try #require(try session.waitForEvent(after: before) { $0.event == "changed" })
                #expect(clamped.source == "typed" && clamped.value == 1)
                // Text that does not parse is refused (the entry stays open), then Escape cancels: no change at all.
                before = try session.events.count
                try await session.xdotool(["type", "0.2.3"])
                try await session.xdotool(["key", "Return", "Escape"])
                // A key after the cancel moves the knob again, so the lines before it are all there are.
                try await session.xdotool(["key", "Left"])
                let left = try #require(try session.waitForEvent(after: before) { $0.event == "changed" })
                let sinceRefusal = try session.events.dropFirst(before)
                #expect(left.source == "key" && abs(left.value - 0.99) < 1e-9, "\(sinceRefusal)")
                // Escape before Enter drops a valid text too.
                before = try session.events.count
                try await session.xdotool(["type", "10"])
                try await session.xdotool(["key", "Escape", "Left"])
                let after = try #require(try session.waitForEvent(after: before) { $0.event == "changed" })
                let sinceCancel = try session.events.dropFirst(before)
                #expect(after.source == "key" && abs(after.value - 0.98) < 1e-9, "\(sinceCancel)")
            }
        }

        @Test func anEmbeddedDemoHandsTheFocusToItsEmbedderAndBack() async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let other = try server.connect()
            guard let display = other.pointer else { throw HarnessError("no connection") }
            let embedder = Xlib.XCreateSimpleWindow(display, other.rootWindow, 0, 0, 640, 480, 0, 0, 0x808080)
            _ = Xlib.XMapWindow(display, embedder)
            _ = Xlib.XSync(display, 0)
            let demo = try DemoProcess(
                display: server.displayName,
                arguments: ["--trace", "--scene", "all", "--into", "0x" + String(embedder, radix: 16)])
            defer { demo.process.send(SIGKILL) }
            guard let readyLine = demo.waitForLine(startingWith: "{\"event\":\"ready\""),
                case .ready(let ready) = try DemoTrace.parse(readyLine)
            else { throw HarnessError("no ready line; stderr \(demo.errorOutput)") }
            func focusMoves() throws -> [String?] { DemoTrace.focusMoves(in: try DemoTrace.lines(demo.outputLines)) }
            func sendXEmbed(_ code: Int, detail: Int = 0) {
                ClientMessageSender.send(
                    messageType: "_XEMBED", items: [0, code, detail, 0], to: ready.window, on: other)
            }
            // Shift-Tab came back into the demo from after it: the focus lands on its last part.
            sendXEmbed(XEmbedMessage.Code.windowActivate)
            sendXEmbed(XEmbedMessage.Code.focusIn, detail: XEmbedMessage.FocusDetail.last)
            #expect(waitUntil { (try? focusMoves()) == ["range.end"] }, "\(demo.outputLines.suffix(3))")
            // Tab into it from before: the first part. Then Tab goes through the parts and past the last one out to
            // the embedder: XEMBED_FOCUS_NEXT, and the trace says the focus left.
            sendXEmbed(XEmbedMessage.Code.focusIn, detail: XEmbedMessage.FocusDetail.first)
            #expect(waitUntil { (try? focusMoves())?.last == "knob" }, "\(demo.outputLines.suffix(3))")
            _ = Xlib.XSetInputFocus(display, ready.window, RevertToParent, UInt(CurrentTime))
            _ = Xlib.XSync(display, 0)
            try await ExternalTool.xdotool(
                ["key", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab"], display: server.displayName)
            #expect(
                waitUntil { (try? focusMoves())?.last == .some(nil) },
                "the focus never left: \(demo.outputLines.suffix(4))")
            #expect(
                try focusMoves().suffix(7) == [
                    "move", "exercise", "stand", "ticks", "range.start", "range.end", nil,
                ])
            var message = XEvent()
            let handedOn = waitUntil { Xlib.XCheckTypedWindowEvent(display, embedder, ClientMessage, &message) != 0 }
            #expect(handedOn, "no XEmbed message reached the embedder")
            #expect(message.xclient.message_type == other.atom("_XEMBED"))
            #expect(message.xclient.data.l.1 == XEmbedMessage.Code.focusNext)
        }

        /// Whether `pixel` (xwd's 0xRRGGBB) is close to the focus ring's blue (#3584E4).
        private static func isFocusRingBlue(_ pixel: UInt32) -> Bool {
            let (red, green, blue) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
            return abs(red - 0x35) <= 12 && abs(green - 0x84) <= 12 && abs(blue - 0xE4) <= 12
        }
    }
}

extension DemoTrace {
    /// The parts the focus lines of `lines` name, in order (nil where the focus left the controls).
    static func focusMoves(in lines: [Line]) -> [String?] {
        lines.compactMap { line -> String?? in
            guard case .focus(let part) = line else { return nil }
            return .some(part)
        }
    }
}

extension DemoSession {
    /// The window as it is on the screen now.
    func capture() async throws -> XwdImage {
        try await XwdImage.capture(window: ready.window, display: server.displayName)
    }

    /// The parts the focus moved to so far (nil: it left the controls), once there are `count` of them.
    func waitForFocusMoves(count: Int, timeout: Double = 10) throws -> [String?] {
        var moves: [String?] = []
        _ = waitUntil(timeout: timeout) {
            moves = (try? DemoTrace.focusMoves(in: lines)) ?? []
            return moves.count >= count
        }
        guard moves.count >= count else {
            throw HarnessError("\(moves.count) focus lines, not \(count): \(moves); \(demo.outputLines.suffix(3))")
        }
        return moves
    }
}
