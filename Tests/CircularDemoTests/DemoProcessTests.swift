import CircularX11TestSupport
import Foundation
import Glibc
import Testing

extension DemoSuite {
    /// The circular-demo executable as a user runs it: no display, closing, a dying server, idling, input.
    @Suite struct DemoProcessTests {
        @Test func withoutDisplayPrintsOneLineAndFails() async throws {
            let demo = try await DemoProcess.run(arguments: [])
            #expect(demo.status == 1)
            let lines = demo.standardError.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(demo.standardError.contains("DISPLAY"))
            #expect(demo.standardError.contains("xvfb-run"))
            #expect(demo.standardError.contains("--screenshot"))
        }

        @Test func unreachableDisplayFailsWithAMessage() async throws {
            let demo = try await DemoProcess.run(arguments: [], display: ":4998")
            #expect(demo.status == 1)
            #expect(demo.standardError.contains("DISPLAY=:4998"))
        }

        @Test(arguments: [[], ["--no-shm"]])
        func deleteWindowExitsWithZero(arguments: [String]) throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let demo = try DemoProcess(display: server.displayName, arguments: ["--print-events"] + arguments)
            let ready = try #require(demo.waitForLine(startingWith: "ready"))
            #expect(ready.contains(arguments.isEmpty ? "presenter=MIT-SHM" : "presenter=XPutImage"))
            let window = try #require(
                ready.split(separator: " ").first { $0.hasPrefix("window=0x") }.map { String($0.dropFirst(9)) })
            try sendDeleteWindow(to: window, on: server)
            #expect(demo.waitForExit() == 0)
            #expect(demo.outputLines.last == "exit closeRequested")
        }

        @Test func lostServerEndsTheDemoWithAMessage() throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let demo = try DemoProcess(display: server.displayName, arguments: ["--print-events"])
            #expect(demo.waitForLine(startingWith: "ready") != nil)
            let killed = Date()
            server.crash()
            let status = demo.waitForExit(timeout: 10)
            let elapsed = Date().timeIntervalSince(killed)
            #expect(status == 1)
            // The requirement is "within a second"; the bound here is loose so that a loaded machine cannot fail it,
            // while a demo that hangs or polls slowly still does.
            #expect(elapsed < 3, "took \(elapsed) s")
            #expect(demo.errorOutput.contains("lost the connection to the X server"), "\(demo.errorOutput)")
        }

        @Test func realInputIsPrinted() async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let demo = try DemoProcess(display: server.displayName, arguments: ["--print-events"])
            #expect(demo.waitForLine(startingWith: "ready") != nil)
            try await ExternalTool.xdotool(
                ["mousemove", "--sync", "240", "50", "mousedown", "1"], display: server.displayName)
            #expect(demo.waitForLine(startingWith: "input press 240 50 clicks=1") != nil)
            try await ExternalTool.xdotool(
                ["keydown", "shift", "click", "4", "keyup", "shift", "mouseup", "1"], display: server.displayName)
            #expect(demo.waitForLine(startingWith: "input wheel 1.0 shift") != nil)
            #expect(demo.waitForLine(startingWith: "input release 240 50") != nil)
            try await ExternalTool.xdotool(["key", "q"], display: server.displayName)
            #expect(demo.waitForExit() == 0)
        }

        private func sendDeleteWindow(to window: String, on server: XvfbServer) throws {
            let connection = try server.connect()
            guard let id = UInt(window, radix: 16) else { throw HarnessError("bad window id \(window)") }
            ClientMessageSender.send("WM_DELETE_WINDOW", to: id, on: connection)
        }
    }
}
