import CX11
import CircularControl
import CircularX11TestSupport
import CircularX11TestTraits
import Foundation
import Testing

@_spi(Testing) @testable import CircularX11

extension DemoSuite {
    /// `circular-demo --into WINDOW` as a process: embedded in suckless tabbed, dragged there with xdotool (read
    /// back from its `--trace` lines), ending cleanly when tabbed goes; and a bad id refused with a clear message.
    @Suite struct XEmbedDemoTests {
        /// The JSON object of a trace line, or nil for a line that is none.
        private static func object(_ line: String) -> [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }

        /// The `changed` trace lines' values so far.
        private static func changedValues(_ demo: DemoProcess) -> [Double] {
            demo.outputLines.compactMap(object).filter { $0["event"] as? String == "changed" }
                .compactMap { ($0["value"] as? NSNumber)?.doubleValue }
        }

        @Test(.whereTabbedIsInstalled)
        func theDemoEmbedsInTabbedAndADragThereTurnsTheKnob() async throws {
            try await TabbedProcess.onPrivateServer { server, tabbed in
                let other = try server.connect()
                let into = "0x" + String(tabbed.window, radix: 16)
                let demo = try DemoProcess(
                    display: server.displayName, arguments: ["--trace", "--scene", "knob", "--into", into])
                guard let readyLine = demo.waitForLine(startingWith: "{\"event\":\"ready\""),
                    let ready = Self.object(readyLine),
                    let window = (ready["window"] as? NSNumber)?.uintValue,
                    let control = (ready["controls"] as? [[String: Any]])?.first,
                    let center = control["center"] as? [NSNumber], center.count == 2,
                    let radius = (control["radius"] as? NSNumber)?.doubleValue,
                    let value = (control["value"] as? NSNumber)?.doubleValue,
                    let minimum = (control["min"] as? NSNumber)?.doubleValue,
                    let maximum = (control["max"] as? NSNumber)?.doubleValue
                else {
                    Issue.record("no usable ready line; stdout \(demo.outputLines), stderr \(demo.errorOutput)")
                    return
                }
                #expect(try XEmbedProbe.xembedInfo(of: window, on: other).items == [0, 1])
                #expect(other.parent(of: window) == tabbed.window)
                // tabbed fits the tab to its width below its bar; wait for that before reading where the knob is.
                var attributes = XWindowAttributes()
                #expect(
                    waitUntil {
                        guard let display = other.pointer, Xlib.XGetWindowAttributes(display, window, &attributes) != 0
                        else {
                            return false
                        }
                        return attributes.width == 400 && attributes.map_state == IsViewable
                    })
                // The knob scene lays out again at the new size: the ring stays centred, its radius scales with the side.
                let readySide = min(ready["width"] as? Int ?? 1, ready["height"] as? Int ?? 1)
                let scale = Double(min(attributes.width, attributes.height)) / Double(readySide)
                let laidOut = (
                    x: Double(attributes.width) / 2, y: Double(attributes.height) / 2, radius: radius * scale
                )
                #expect(abs(center[0].doubleValue - Double(ready["width"] as? Int ?? 0) / 2) < 1)
                #expect(abs(center[1].doubleValue - Double(ready["height"] as? Int ?? 0) / 2) < 1)
                let origin = try XEmbedProbe.rootOrigin(of: window, on: other)
                // The knob scene: a full circle from 12 o'clock.
                let startDegrees = (value - minimum) / (maximum - minimum) * 360
                var arguments: [String] = []
                for (index, degrees) in stride(from: startDegrees, through: startDegrees + 60, by: 10).enumerated() {
                    let point = ClockAngle.point(
                        at: .degrees(degrees), radius: laidOut.radius, around: Point(x: laidOut.x, y: laidOut.y))
                    arguments += [
                        "mousemove", "--sync", "\(origin.x + Int(point.x.rounded()))",
                        "\(origin.y + Int(point.y.rounded()))",
                    ]
                    if index == 0 { arguments += ["mousedown", "1"] }
                }
                arguments += ["mouseup", "1"]
                try await ExternalTool.xdotool(arguments, display: server.displayName)
                #expect(
                    demo.waitForLine(startingWith: "{\"event\":\"ended\"") != nil,
                    "no ended line; stdout \(demo.outputLines)")
                let values = Self.changedValues(demo)
                #expect(!values.isEmpty)
                #expect(
                    (values.last ?? value) > value, "the drag in tabbed turned the knob from \(value) through \(values)"
                )
                // tabbed killed: the demo's window goes with it, and the demo ends cleanly, saying so.
                tabbed.process.send(SIGKILL)
                #expect(demo.waitForExit() == 0)
                #expect(demo.errorOutput.contains("went away"), "stderr: \(demo.errorOutput)")
                #expect(demo.outputLines.last.flatMap(Self.object)?["event"] as? String == "exit")
            }
        }

        @Test func aBadIntoIdEndsTheDemoWithAClearMessage() async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let demo = try await DemoProcess.run(
                arguments: ["--scene", "knob", "--into", "0x3fffff"], display: server.displayName)
            #expect(demo.status != 0)
            #expect(demo.standardError.contains("0x3fffff"), "stderr: \(demo.standardError)")
            #expect(demo.standardError.contains("--into"), "stderr: \(demo.standardError)")
            #expect(!demo.standardError.contains("Fatal error"))
        }
    }
}
