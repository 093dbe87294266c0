import CX11
import CircularControl
import CircularRender
import CircularX11TestSupport
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// Real input from xdotool (through the XTEST extension of the server) reaches the client as the core's
    /// events.
    @Suite struct InputTests {
        private func newEvents(_ fixture: HostFixture, after count: Int) -> [InputEvent] {
            Array(fixture.host.client.events.dropFirst(count))
        }

        /// Runs the xdotool command, then steps the host until an event matching `expected` arrives.
        private func expectEvent(
            _ fixture: HostFixture, _ arguments: String..., matching expected: (InputEvent) -> Bool
        ) async throws -> [InputEvent] {
            let before = fixture.host.client.events.count
            try await ExternalTool.xdotool(arguments, display: fixture.server.displayName)
            let arrived = fixture.stepUntil { newEvents(fixture, after: before).contains(where: expected) }
            let events = newEvents(fixture, after: before)
            #expect(arrived, "no matching event after xdotool \(arguments.joined(separator: " ")); got \(events)")
            return events
        }

        @Test func pointerButtonsAndWheel() async throws {
            try await HostFixture().use { fixture in
                _ = try await expectEvent(fixture, "mousemove", "--sync", "100", "80") {
                    $0 == .move(Point(x: 100, y: 80))
                }
                _ = try await expectEvent(fixture, "mousedown", "1") {
                    $0 == .press(Point(x: 100, y: 80), clickCount: 1)
                }
                _ = try await expectEvent(fixture, "mousemove", "--sync", "120", "90") {
                    $0 == .move(Point(x: 120, y: 90))
                }
                _ = try await expectEvent(fixture, "mouseup", "1") { $0 == .release(Point(x: 120, y: 90)) }
                _ = try await expectEvent(fixture, "click", "4") { $0 == .wheel(notches: 1) }
                _ = try await expectEvent(fixture, "click", "5") { $0 == .wheel(notches: -1) }
                let double = try await expectEvent(fixture, "click", "--repeat", "2", "--delay", "30", "1") {
                    $0 == .press(Point(x: 120, y: 90), clickCount: 2)
                }
                let presses = double.filter { if case .press = $0 { true } else { false } }
                #expect(presses.count == 2)
            }
        }

        @Test func everyMotionReachesTheClientWhileDrawingIsCoalesced() async throws {
            try await HostFixture().use { fixture in
                _ = try await expectEvent(fixture, "mousemove", "--sync", "10", "10") {
                    $0 == .move(Point(x: 10, y: 10))
                }
                fixture.settle()
                let renders = fixture.host.client.renderCount
                let before = fixture.host.client.events.count
                let positions = (1...12).map { 10 + $0 * 15 }
                var arguments: [String] = []
                for position in positions { arguments += ["mousemove", "--sync", "\(position)", "\(position / 2)"] }
                try await ExternalTool.xdotool(arguments, display: fixture.server.displayName)
                let last = Point(
                    x: Double(positions[positions.count - 1]), y: Double(positions[positions.count - 1] / 2))
                #expect(fixture.stepUntil { newEvents(fixture, after: before).contains(.move(last)) })
                let moves = newEvents(fixture, after: before).compactMap { event -> Point? in
                    if case .move(let point, _) = event { point } else { nil }
                }
                #expect(moves == positions.map { Point(x: Double($0), y: Double($0 / 2)) })
                #expect(fixture.host.client.renderCount - renders < positions.count)
            }
        }

        @Test func keysModifiersEscapeAndQuit() async throws {
            try await HostFixture().use { fixture in
                _ = try await expectEvent(fixture, "mousemove", "--sync", "60", "60") {
                    $0 == .move(Point(x: 60, y: 60))
                }
                _ = try await expectEvent(fixture, "click", "1") { if case .release = $0 { true } else { false } }
                #expect(fixture.stepUntil { fixture.host.hasFocus })
                #expect(fixture.host.client.focusChanges.last == true)
                _ = try await expectEvent(fixture, "key", "Right") { $0 == .key(.right) }
                _ = try await expectEvent(fixture, "key", "Page_Up") { $0 == .key(.pageUp) }
                _ = try await expectEvent(fixture, "key", "End") { $0 == .key(.end) }
                let shifted = try await expectEvent(fixture, "key", "shift+Left") { $0 == .modifiers([]) }
                #expect(shifted.contains(.modifiers(.shift)))
                #expect(shifted.contains(.key(.left, modifiers: .shift)))
                _ = try await expectEvent(fixture, "key", "Escape") { $0 == .key(.escape) }
                #expect(fixture.host.exitReason == nil)
                try await ExternalTool.xdotool(["key", "q"], display: fixture.server.displayName)
                #expect(fixture.stepUntil { fixture.host.exitReason != nil })
                #expect(fixture.host.exitReason == .quitKey)
            }
        }

        @Test func handCursorFollowsTheClientsAnswer() async throws {
            var client = RecordingClient()
            client.handArea = PixelRect(x: 100, y: 100, width: 50, height: 50)
            try await HostFixture(client: client).use { fixture in
                _ = try await expectEvent(fixture, "mousemove", "--sync", "20", "20") {
                    $0 == .move(Point(x: 20, y: 20))
                }
                #expect(!fixture.host.window.showsHandCursor)
                _ = try await expectEvent(fixture, "mousemove", "--sync", "120", "120") {
                    $0 == .move(Point(x: 120, y: 120))
                }
                #expect(fixture.host.window.showsHandCursor)
                _ = try await expectEvent(fixture, "mousemove", "--sync", "200", "120") {
                    $0 == .move(Point(x: 200, y: 120))
                }
                #expect(!fixture.host.window.showsHandCursor)
            }
        }
    }
}
