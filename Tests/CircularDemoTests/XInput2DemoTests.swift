import CircularX11TestSupport
import Foundation
import Testing

extension DemoSuite {
    /// Smooth scrolling and touch through XInput2, with real device input: a private Xorg with the dummy video driver
    /// and inputtest devices (Xvfb's devices have no scroll valuators and no touch). Needs root, as Xorg does; `make
    /// test` installs the packages.
    @Suite(.enabled(if: XvfbServer.canStartXorg, "Xorg with the dummy and inputtest drivers needs root and make test"))
    struct XInput2DemoTests {
        /// The screen of the private Xorg; the demo's window sits at its top left corner (no window manager).
        static let screen = (width: 800, height: 600)

        /// A demo session on a private Xorg, and its pointer and touch devices.
        final class Session: Stoppable {
            let directory: String
            let demo: DemoSession
            let pointer: InputTestDevice
            let tablet: InputTestDevice
            let touch: InputTestDevice

            init(_ arguments: [String]) throws {
                directory = NSTemporaryDirectory() + "circular-xi2-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                let server = try XvfbServer.xorg(width: screen.width, height: screen.height, in: directory)
                do {
                    demo = try DemoSession(arguments, server: server)
                    pointer = try InputTestDevice(socket: XvfbServer.inputTestSocket("pointer", in: directory))
                    tablet = try InputTestDevice(socket: XvfbServer.inputTestSocket("tablet", in: directory))
                    touch = try InputTestDevice(socket: XvfbServer.inputTestSocket("touch", in: directory))
                } catch {
                    server.stop()
                    try? FileManager.default.removeItem(atPath: directory)
                    throw error
                }
            }

            func stop() {
                demo.stop()
                try? FileManager.default.removeItem(atPath: directory)
            }

            /// Scrolls the pointer device by `vertical` valuator units (120 a notch; negative scrolls up), waits until
            /// the server has it, and returns the events it caused once `expected` have arrived (or after 1 s).
            /// Scrolls by `vertical` valuator units and returns the changes it made (`expected` of them, or fewer
            /// after a second): the wheel gesture's `began` and `ended` are left out (``DemoTrace/gestureProblems``
            /// checks them).
            func scroll(_ vertical: Double, expecting expected: Int) throws -> [DemoTrace.Event] {
                let before = try demo.events.count
                let changes = { Array(try self.demo.events.dropFirst(before)).filter { $0.event == "changed" } }
                try pointer.move(vertical: vertical)
                try pointer.sync()
                waitUntil(timeout: 1) { ((try? changes()) ?? []).count >= expected }
                // A moment for anything more to arrive, so that an extra line is seen.
                usleep(150_000)
                return try changes()
            }

            /// Moves the tablet's pen to the window point `point` (the window is at the screen's top left).
            func pen(to point: (x: Int, y: Int)) throws {
                try tablet.move(
                    toX: Double(point.x) * 65535 / Double(screen.width - 1),
                    y: Double(point.y) * 65535 / Double(screen.height - 1))
            }

            /// Sends a touch at the window point `point` (the window is at the screen's top left).
            func touch(_ id: UInt32, _ phase: InputTestDevice.TouchPhase, at point: (x: Double, y: Double)) throws {
                try touch.touch(
                    id, phase, x: point.x * 65535 / Double(screen.width - 1),
                    y: point.y * 65535 / Double(screen.height - 1))
            }

            /// Moves the mouse to the window point `point` and presses its button there.
            func pressMouse(at point: (x: Int, y: Int)) async throws {
                try await demo.movePointer(to: point)
                try pointer.button(1, pressed: true)
                try pointer.sync()
            }

            /// Releases the mouse's button; returns the knob's drag events and the last change among them.
            func releaseMouse() throws -> (drag: [DemoTrace.Event], last: DemoTrace.Event) {
                try pointer.button(1, pressed: false)
                try pointer.sync()
                let drag = try demo.dragEvents(of: "knob")
                return (drag, try #require(drag.last { $0.event == "changed" }))
            }
        }

        /// The point on `control`'s ring at `turns` from 12 o'clock, unrounded.
        static func ring(_ control: DemoTrace.Control, _ turns: Double) -> (x: Double, y: Double) {
            (
                control.centerX + control.radius * sin(2 * .pi * turns),
                control.centerY - control.radius * cos(2 * .pi * turns)
            )
        }

        /// The demo's knob at 0 on a whole turn from 12 o'clock, dragged vertically (up increases), `sweepPixels` of
        /// travel for the whole range.
        static func verticalLinearDragSession(sweepPixels: Int) throws -> Session {
            try Session([
                "--scene", "knob", "--size", "400x400", "--value", "0", "--linear-drag", "vertical",
                "--linear-drag-distance", "\(sweepPixels)", "--start-angle", "0", "--sweep", "360",
            ])
        }

        @Test func quarterNotchesMoveAnUnsteppedKnobAtOnce() async throws {
            try await Session(["--scene", "knob", "--size", "400x400", "--value", "0.5"]).use { session in
                let knob = try session.demo.ready.control("knob")
                try await session.demo.movePointer(to: knob.point(atTurn: 0.5, offset: -30))
                var values: [Double] = []
                for _ in 0..<4 {
                    let events = try session.scroll(-30, expecting: 1)
                    #expect(events.count == 1 && events.allSatisfy { $0.event == "changed" && $0.source == "wheel" })
                    values += events.map(\.value)
                }
                let expected = [0.5025, 0.505, 0.5075, 0.51]
                #expect(values.count == 4 && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(values)")
                // Down by a quarter notch again: the value goes back by a quarter of 1 %.
                let down = try session.scroll(30, expecting: 1)
                #expect(down.count == 1 && abs((down.first?.value ?? 0) - 0.5075) < 1e-9)
                // The turns were wheel gestures: each change inside a pair, the last one ended half a second after it.
                try #require(try session.demo.waitForEvent(after: 1) { $0.event == "ended" } != nil)
                let trace = try session.demo.events
                #expect(DemoTrace.gestureProblems(trace).isEmpty, "\(DemoTrace.gestureProblems(trace))")
                #expect(trace.contains { $0.event == "began" && $0.gesture == "wheel" })
            }
        }

        @Test func quarterNotchesAddUpToOneStepOnASteppedKnob() async throws {
            try await Session(["--scene", "knob", "--size", "400x400", "--value", "0.5", "--step", "0.1"]).use {
                session in
                let knob = try session.demo.ready.control("knob")
                try await session.demo.movePointer(to: knob.point(atTurn: 0.5, offset: -30))
                for _ in 0..<3 { #expect(try session.scroll(-30, expecting: 0).isEmpty) }
                let fourth = try session.scroll(-30, expecting: 1)
                #expect(fourth.count == 1 && abs((fourth.first?.value ?? 0) - 0.6) < 1e-9, "\(fourth)")
            }
        }

        @Test func aWholeNotchCountsOnceDespiteTheEmulatedButton() async throws {
            try await Session(["--scene", "knob", "--size", "400x400", "--value", "0.5"]).use { session in
                let knob = try session.demo.ready.control("knob")
                try await session.demo.movePointer(to: knob.point(atTurn: 0.5, offset: -30))
                let events = try session.scroll(-120, expecting: 2)
                #expect(events.count == 1, "\(events)")
                #expect(abs((events.first?.value ?? 0) - 0.51) < 1e-9)
            }
        }

        @Test func oneFingerDragsRoundTheKnobAcrossTwelveOClock() async throws {
            try Session(["--scene", "knob", "--size", "400x400", "--value", "0.9", "--wrap"]).use { session in
                let knob = try session.demo.ready.control("knob")
                try session.touch(1, .begin, at: Self.ring(knob, 0.9))
                for index in 1...20 { try session.touch(1, .update, at: Self.ring(knob, 0.9 + Double(index) * 0.01)) }
                try session.touch(1, .end, at: Self.ring(knob, 1.1))
                try session.touch.sync()
                let drag = try session.demo.dragEvents(of: "knob")
                let changes = drag.filter { $0.event == "changed" }
                #expect(drag.first?.event == "began" && drag.last?.event == "ended")
                #expect(drag.contains { $0.event == "wrapped" })
                #expect(changes.allSatisfy { $0.source == "pointer" })
                // No jump: every change a small step, ending near 0.1.
                let steps = zip([0.9] + changes.map(\.value), changes.map(\.value)).map {
                    abs(($1 - $0 + 1.5).truncatingRemainder(dividingBy: 1) - 0.5)
                }
                #expect(steps.allSatisfy { $0 < 0.03 }, "\(changes.map(\.value))")
                #expect(abs((changes.last?.value ?? 0) - 0.1) < 0.01)
            }
        }

        @Test func aLinearDragLongerThanTheScreenCountsAllItsTravelAndEndsAtTheKnob() async throws {
            // 2400 px a sweep: 1800 px up (three screen heights) is 0.75 of it.
            try await Self.verticalLinearDragSession(sweepPixels: 2400).use { session in
                let knob = try session.demo.ready.control("knob")
                let press = (x: Int(knob.centerX), y: Int(knob.centerY) + 50)
                try await session.pressMouse(at: press)
                // Bursts of 100 px (less than the way to the screen's top), several motions each, so that some arrive
                // before the warp back lands; after each the demo has put the pointer back where it was pressed.
                for _ in 0..<18 {
                    for _ in 0..<5 { try session.pointer.move(dy: -20) }
                    try session.pointer.sync()
                    let during = try await session.demo.pointerLocation(waitingFor: press)
                    try #require(during == press, "\(during)")
                }
                let (drag, last) = try session.releaseMouse()
                #expect(abs(last.value - 0.75) < 1e-9, "\(drag.map(\.value))")
                // Shown again where the knob is: at 9 o'clock.
                let knobPoint = knob.point(atTurn: 0.75)
                let after = try await session.demo.pointerLocation()
                #expect(abs(after.x - knobPoint.x) <= 1 && abs(after.y - knobPoint.y) <= 1, "\(after) \(knobPoint)")
            }
        }

        @Test func aFlickPastTheScreenEdgeCountsTheTravelBeyondIt() async throws {
            // 1000 px a sweep. Pressed 3 px below the screen's top edge, a flick of 300 px up in one motion takes the
            // pointer into the edge, where the server stops it: the travel counts from the device's raw motion.
            try await Self.verticalLinearDragSession(sweepPixels: 1000).use { session in
                let knob = try session.demo.ready.control("knob")
                let press = (x: Int(knob.centerX), y: 3)
                try await session.pressMouse(at: press)
                // 2 px up (short of the edge), and the pointer back where it was pressed: the drag is under way.
                try session.pointer.move(dy: -2)
                try session.pointer.sync()
                let putBack = try await session.demo.pointerLocation(waitingFor: press)
                try #require(putBack == press, "\(putBack)")
                try session.pointer.move(dy: -300)
                try session.pointer.sync()
                let afterFlick = try await session.demo.pointerLocation(waitingFor: press)
                try #require(afterFlick == press, "\(afterFlick)")
                let (drag, last) = try session.releaseMouse()
                #expect(abs(last.value - 0.302) < 1e-9, "\(drag.map(\.value))")
                let knobPoint = knob.point(atTurn: last.value)
                let after = try await session.demo.pointerLocation(waitingFor: knobPoint)
                #expect(abs(after.x - knobPoint.x) <= 1 && abs(after.y - knobPoint.y) <= 1, "\(after) \(knobPoint)")
            }
        }

        @Test func aTabletsLinearDragFollowsThePenWithThePointerLeftWhereThePenIs() async throws {
            // A pen puts the pointer where it is: kept in place, every sample would count again from where the pointer
            // was put back. Its drag follows its positions instead: 10 moves of 20 px up, each further up, make
            // 200 px of a 1000 px sweep, and the pointer stays with the pen.
            try await Self.verticalLinearDragSession(sweepPixels: 1000).use { session in
                let knob = try session.demo.ready.control("knob")
                let press = (x: Int(knob.centerX), y: Int(knob.centerY) + 50)
                try session.pen(to: press)
                try session.tablet.sync()
                let pressedAt = try await session.demo.pointerLocation()
                try session.tablet.button(1, pressed: true)
                try session.tablet.sync()
                for step in 1...10 {
                    try session.pen(to: (press.x, press.y - 20 * step))
                    try session.tablet.sync()
                }
                // The pen's last position, not put back where it was pressed.
                let last = (x: pressedAt.x, y: pressedAt.y - 200)
                let shown = try await session.demo.pointerLocation(waitingFor: last)
                #expect(abs(shown.x - last.x) <= 1 && abs(shown.y - last.y) <= 1, "\(shown) \(last)")
                try session.tablet.button(1, pressed: false)
                try session.tablet.sync()
                let drag = try session.demo.dragEvents(of: "knob")
                let value = try #require(drag.last { $0.event == "changed" })
                // The axes' scale to pixels may put each position a pixel off.
                #expect(abs(value.value - 0.2) <= 2.0 / 1000, "\(drag.map(\.value))")
            }
        }

        @Test func twoFingersMoveARangesTwoKnobsTogether() async throws {
            try Session(["--scene", "range", "--size", "400x400"]).use { session in
                let start = try session.demo.ready.control("range.start")
                let end = try session.demo.ready.control("range.end")
                try session.touch(1, .begin, at: Self.ring(start, 0.2))
                try session.touch(2, .begin, at: Self.ring(end, 0.7))
                for index in 1...10 {
                    try session.touch(1, .update, at: Self.ring(start, 0.2 - Double(index) * 0.01))
                    try session.touch(2, .update, at: Self.ring(end, 0.7 + Double(index) * 0.01))
                }
                try session.touch(1, .end, at: Self.ring(start, 0.1))
                try session.touch(2, .end, at: Self.ring(end, 0.8))
                try session.touch.sync()
                let ended = try session.demo.waitForEvent { $0.event == "ended" && $0.control == "range.end" }
                try #require(ended != nil)
                let changes = try session.demo.events.filter { $0.event == "changed" }
                let order = changes.map(\.control)
                // Interleaved: each finger's knob changes between the other's changes.
                let alternations = zip(order, order.dropFirst()).filter { $0 != $1 }.count
                #expect(alternations >= 15, "\(order)")
                #expect(abs((changes.last { $0.control == "range.start" }?.value ?? 0) - 0.1) < 0.01)
                #expect(abs((changes.last { $0.control == "range.end" }?.value ?? 0) - 0.8) < 0.01)
            }
        }
    }

    /// Without XInput2 (Xvfb started without the extension) the host reads the core events: wheel clicks and drags
    /// still work.
    @Suite struct CoreEventFallbackTests {
        @Test func wheelClicksAndDragsWithoutXInput2() async throws {
            try await DemoSession(
                ["--scene", "knob", "--size", "400x400", "--value", "0.5"], disabledExtensions: ["XInputExtension"]
            ).use { session in
                let knob = try session.ready.control("knob")
                try await session.movePointer(to: knob.point(atTurn: 0.5, offset: -30))
                try await session.xdotool(["click", "4"])
                let up = try #require(try session.waitForEvent { $0.event == "changed" && $0.source == "wheel" })
                #expect(abs(up.value - 0.51) < 1e-9)
                try await session.drag(knob, from: 0.51, to: 0.6)
                let drag = try session.dragEvents(of: "knob")
                #expect(abs((drag.last { $0.event == "changed" }?.value ?? 0) - 0.6) < 0.01)
            }
        }
    }
}
