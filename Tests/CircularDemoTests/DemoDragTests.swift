import Foundation
import Testing

extension DemoSuite {
    /// Real drags on the demo's knob, read back from the trace: crossing 12 o'clock clamped, wrapping and
    /// multi-turn, a press off the knob's centre, and the range control's two parts.
    @Suite struct DemoDragTests {
        @Test func clampedDragAcross12OClockPinsAtMaxAndNeverJumpsToMin() async throws {
            try await DemoSession(["--scene", "knob", "--size", "400x400", "--value", "0.9"]).use { session in
                let knob = try session.ready.control("knob")
                #expect(knob.value == 0.9)
                try await session.drag(knob, from: 0.9, to: 1.15)
                let events = try session.dragEvents(of: "knob")
                let pinned = try #require(events.first { $0.event == "pinned" }, "\(events)")
                #expect(pinned.value == knob.maximum)
                #expect(events.allSatisfy { $0.value >= 0.9 }, "a value jumped towards min: \(events)")
                #expect(!events.contains { $0.event == "wrapped" })
                #expect(events.last?.event == "ended")
                #expect(events.last?.value == knob.maximum)
                #expect(events.allSatisfy { $0.source == "pointer" && $0.turns == 0 })
            }
        }

        @Test func wrappingDragAcross12OClockContinuesFromMin() async throws {
            try await DemoSession(["--scene", "knob", "--size", "400x400", "--value", "0.9", "--wrap"]).use { session in
                let knob = try session.ready.control("knob")
                try await session.drag(knob, from: 0.9, to: 1.1)
                let events = try session.dragEvents(of: "knob")
                let wrapIndex = try #require(events.firstIndex { $0.event == "wrapped" }, "\(events)")
                #expect(events[wrapIndex].value < 0.05)
                #expect(events[wrapIndex...].allSatisfy { $0.value < 0.15 }, "\(events)")
                #expect(!events.contains { $0.event == "pinned" })
                let final = try #require(events.last)
                #expect(abs(final.value - 0.1) < 0.02, "\(final)")
            }
        }

        @Test func multiTurnValueCountsPastMax() async throws {
            try await DemoSession([
                "--scene", "knob", "--size", "400x400", "--value", "0.95", "--turns", "unbounded",
            ]).use { session in
                let knob = try session.ready.control("knob")
                try await session.drag(knob, from: 0.95, to: 1.05)
                let events = try session.dragEvents(of: "knob")
                let final = try #require(events.last)
                #expect(abs(final.value - 1.05) < 0.01, "\(final)")
                #expect(final.turns == 1)
                #expect(!events.contains { $0.event == "pinned" || $0.event == "wrapped" })
                #expect(events.filter { $0.value < 1 }.allSatisfy { $0.turns == 0 })
                #expect(events.filter { $0.value >= 1 }.allSatisfy { $0.turns == 1 })
            }
        }

        /// `--linear-drag vertical`: the value follows the pointer's travel up (250 px a sweep by default), the
        /// pointer kept where it was pressed and shown on the knob at the end, and with `--default-value` a double
        /// click on the knob goes back to that value.
        @Test func verticalLinearDragAndDoubleClickToTheDefault() async throws {
            try await DemoSession([
                "--scene", "knob", "--size", "400x400", "--linear-drag", "vertical", "--default-value", "0.1",
            ]).use { session in
                let knob = try session.ready.control("knob")
                let start = knob.point(atTurn: knob.value)
                try await session.xdotool(["mousemove", "--sync", "\(start.x)", "\(start.y)", "mousedown", "1"])
                // Ten moves 10 px up, each from the press point: the demo warps the pointer back after each (no --sync:
                // it would wait for a pointer that is already back).
                for _ in 1...10 {
                    let before = try session.events.count
                    try await session.xdotool(["mousemove", "\(start.x)", "\(start.y - 10)"])
                    try #require(try session.waitForEvent(after: before) { $0.event == "changed" } != nil)
                    let location = try await session.pointerLocation(waitingFor: start)
                    try #require(location == start, "\(location)")
                }
                try await session.xdotool(["mouseup", "1"])
                let drag = try session.dragEvents(of: "knob")
                let final = try #require(drag.last)
                #expect(abs(final.value - (knob.value + 100.0 / 250)) < 1e-9, "\(drag)")
                let shown = try await session.pointerLocation()
                let knobPoint = knob.point(atTurn: final.value)
                #expect(abs(shown.x - knobPoint.x) <= 1 && abs(shown.y - knobPoint.y) <= 1, "\(shown) \(knobPoint)")

                let before = try session.events.count
                try await session.movePointer(to: knob.point(atTurn: final.value))
                try await session.xdotool(["click", "--repeat", "2", "--delay", "60", "1"])
                let reset = try session.waitForEvent(after: before) { $0.event == "changed" && $0.value == 0.1 }
                let trace = try session.events.dropFirst(before)
                #expect(reset?.source == "pointer", "\(trace)")
            }
        }

        /// Escape during a linear drag puts the value back, and the cursor shows on the knob where the value is now,
        /// not where the drag had taken it.
        @Test func escapeDuringALinearDragShowsThePointerOnTheRestoredKnob() async throws {
            try await DemoSession(["--scene", "knob", "--size", "400x400", "--linear-drag", "vertical"]).use {
                session in
                let knob = try session.ready.control("knob")
                let start = knob.point(atTurn: knob.value)
                try await session.xdotool(["mousemove", "--sync", "\(start.x)", "\(start.y)", "mousedown", "1"])
                let before = try session.events.count
                try await session.xdotool(["mousemove", "\(start.x)", "\(start.y - 60)"])
                let moved = try #require(try session.waitForEvent(after: before) { $0.event == "changed" })
                #expect(abs(moved.value - (knob.value + 60.0 / 250)) < 1e-9)
                let location = try await session.pointerLocation(waitingFor: start)
                try #require(location == start, "\(location)")
                try await session.xdotool(["key", "Escape"])
                let drag = try session.dragEvents(of: "knob")
                let ended = try #require(drag.last)
                #expect(ended.event == "ended" && abs(ended.value - knob.value) < 1e-9, "\(drag)")
                // Shown on the knob at the value the cancel restored, not 0.24 of a sweep on where the drag had taken it.
                let knobPoint = knob.point(atTurn: knob.value)
                let shown = try await session.pointerLocation(waitingFor: knobPoint)
                #expect(abs(shown.x - knobPoint.x) <= 1 && abs(shown.y - knobPoint.y) <= 1, "\(shown) \(knobPoint)")
                try await session.xdotool(["mouseup", "1"])
            }
        }

        @Test func pressOffTheKnobsCentreDoesNotJump() async throws {
            try await DemoSession(["--scene", "knob", "--size", "400x400"]).use { session in
                let knob = try session.ready.control("knob")
                // Ten degrees clockwise of the knob's centre, still on the knob.
                let pressTurn = knob.value + 10.0 / 360
                try await session.movePointer(to: knob.point(atTurn: pressTurn))
                try await session.xdotool(["mousedown", "1", "mouseup", "1"])
                let click = try session.dragEvents(of: "knob")
                #expect(click.map(\.event) == ["began", "ended"])
                #expect(click.allSatisfy { $0.value == knob.value })

                // A drag from there moves the value by as much as the pointer turns, not by the ten degrees more.
                let before = try session.events.count
                try await session.drag(knob, from: pressTurn, to: pressTurn + 0.05)
                let drag = try session.dragEvents(of: "knob", after: before)
                #expect(drag.first?.event == "began")
                let final = try #require(drag.last)
                #expect(abs(final.value - (knob.value + 0.05)) < 0.006, "\(drag)")
            }
        }

        @Test func eachActivityRingIsDraggedByItsOwnTrack() async throws {
            try await DemoSession(["--scene", "rings", "--size", "400x400"]).use { session in
                let exercise = try session.ready.control("exercise")
                #expect(exercise.kind == "ring")
                // The rings fill up on start: wait until each has landed on its value.
                for (name, target) in [("move", 0.8), ("exercise", 1.35), ("stand", 0.55)] {
                    #expect(
                        try session.waitForEvent { $0.control == name && $0.source == "program" && $0.value == target }
                            != nil)
                }
                let before = try session.events.count
                // On the track, half a turn away from the knob: a relative grab, no jump.
                try await session.drag(exercise, from: 0.85, to: 0.95)
                let events = try session.dragEvents(of: "exercise", after: before)
                #expect(events.first?.event == "began" && events.first?.value == 1.35)
                let final = try #require(events.last)
                #expect(abs(final.value - 1.45) < 0.01, "\(events)")
                #expect(final.turns == 1)
                #expect(try session.events.dropFirst(before).allSatisfy { $0.control == "exercise" })
            }
        }

        @Test func rangeKnobsAreTracedAsTwoControls() async throws {
            try await DemoSession(["--scene", "range", "--size", "400x400"]).use { session in
                let start = try session.ready.control("range.start")
                let end = try session.ready.control("range.end")
                #expect(start.kind == "range" && end.kind == "range")
                #expect(start.centerX == end.centerX && start.radius == end.radius)
                #expect(start.value < end.value)
                try await session.drag(end, from: end.value, to: end.value + 0.1)
                let events = try session.dragEvents(of: "range.end")
                let final = try #require(events.last)
                #expect(abs(final.value - (end.value + 0.1)) < 0.01, "\(events)")
                #expect(try !session.events.contains { $0.control == "range.start" })
            }
        }
    }
}
