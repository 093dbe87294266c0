import CircularX11
import CircularX11TestSupport
import Foundation
import Glibc
import Testing

extension DemoSuite {
    /// The demo's window as a window manager and a dying server treat it: resize, close, lost connection.
    @Suite struct DemoWindowTests {
        @Test func dragStillWorksAfterAResize() async throws {
            try await DemoSession(["--scene", "knob", "--size", "400x400"]).use { session in
                let knob = try session.ready.control("knob")
                try await session.xdotool(["windowsize", "--sync", "\(session.ready.window)", "300", "240"])
                // The knob scene centres the knob and sizes it by the shorter side.
                var resized = knob
                resized.centerX = 150
                resized.centerY = 120
                resized.radius = knob.radius * 240 / 400
                try await session.drag(resized, from: knob.value, to: knob.value + 0.1)
                let events = try session.dragEvents(of: "knob")
                #expect(events.first?.event == "began")
                let final = try #require(events.last)
                #expect(abs(final.value - (knob.value + 0.1)) < 0.01, "\(events)")
            }
        }

        @Test func deleteWindowExitsWithZeroAndAnExitLine() throws {
            try DemoSession(["--scene", "knob"]).use { session in
                let connection = try session.server.connect()
                ClientMessageSender.send("WM_DELETE_WINDOW", to: session.ready.window, on: connection)
                #expect(session.demo.waitForExit() == 0)
                let lines = try session.lines
                guard case .exit(let code)? = lines.last else {
                    Issue.record("the last line is not the exit line: \(session.demo.outputLines.suffix(2))")
                    return
                }
                #expect(code == 0)
            }
        }

        @Test func serverKilledMidDragEndsTheDemoWithinASecond() async throws {
            try await DemoSession(["--scene", "knob", "--size", "400x400"]).use { session in
                let knob = try session.ready.control("knob")
                try await session.drag(knob, from: knob.value, to: knob.value + 0.05, release: false)
                #expect(try session.waitForEvent { $0.event == "changed" } != nil)
                let killed = Date()
                session.server.crash()
                let status = session.demo.waitForExit(timeout: 10)
                let elapsed = Date().timeIntervalSince(killed)
                #expect(status != nil && status != 0)
                // The requirement is a second; the bound is loose so that a loaded machine cannot fail it, while a hang
                // (or a slow poll) still does.
                #expect(elapsed < 3, "took \(elapsed) s")
                guard case .exit(let code)? = try session.lines.last else {
                    Issue.record("the last line is not the exit line: \(session.demo.outputLines.suffix(2))")
                    return
                }
                #expect(code == 1)
            }
        }

        @Test func idleAfterTheRingsFilledUpUsesNoCPU() throws {
            try DemoSession([]).use { session in
                // The rings ease to their values on start, then everything rests.
                for (name, target) in [("move", 0.8), ("exercise", 1.35), ("stand", 0.55)] {
                    let done = try session.waitForEvent {
                        $0.control == name && $0.source == "program" && abs($0.value - target) < 1e-9
                    }
                    #expect(done != nil, "\(name) never reached \(target)")
                }
                usleep(300_000)  // Let the last frame finish before measuring.
                let before = try #require(session.demo.cpuSeconds)
                usleep(2_000_000)  // The measurement window, not an assertion about time.
                let after = try #require(session.demo.cpuSeconds)
                #expect(session.demo.process.isRunning)
                #expect(after - before < 0.2, "used \(after - before) s of CPU in 2 idle seconds")
            }
        }
    }
}
