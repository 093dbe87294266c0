import Foundation
import Testing

extension DemoSuite {
    /// Keys and the wheel change the focused knob, reported with their own sources.
    @Suite struct DemoKeyboardAndWheelTests {
        @Test func keysAndWheelChangeTheKnob() async throws {
            try await DemoSession(["--scene", "knob", "--size", "400x400"]).use { session in
                let knob = try session.ready.control("knob")
                // A click on the knob gives the window the keyboard focus (Xvfb runs no window manager).
                try await session.movePointer(to: knob.point(atTurn: knob.value))
                try await session.xdotool(["click", "1"])
                _ = try session.dragEvents(of: "knob")

                var before = try session.events.count
                try await session.xdotool(["key", "Right"])
                let right = try #require(try session.waitForEvent(after: before) { $0.event == "changed" })
                #expect(right.source == "key")
                #expect(abs(right.value - (knob.value + 0.01)) < 1e-9)

                before = try session.events.count
                try await session.xdotool(["key", "End"])
                let end = try #require(try session.waitForEvent(after: before) { $0.event == "changed" })
                #expect(end.source == "key" && end.value == knob.maximum)

                before = try session.events.count
                try await session.xdotool(["click", "5"])
                let wheel = try #require(try session.waitForEvent(after: before) { $0.event == "changed" })
                #expect(wheel.source == "wheel")
                #expect(wheel.value < knob.maximum)

                before = try session.events.count
                try await session.xdotool(["key", "Home"])
                let home = try #require(try session.waitForEvent(after: before) { $0.event == "changed" })
                #expect(home.value == knob.minimum)
                try await session.xdotool(["click", "4"])
                let up = try #require(
                    try session.waitForEvent(after: before) { $0.event == "changed" && $0.source == "wheel" })
                #expect(up.value > knob.minimum)
            }
        }
    }
}
