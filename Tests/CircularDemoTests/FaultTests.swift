import CircularX11TestSupport
import Foundation
import Glibc
import Testing

extension DemoSuite {
    /// The demo under faults a user's machine can throw at it: a server without MIT-SHM, a window too large for the
    /// server's or the demo's memory, a server that dies while frames are on their way, a standard output nobody
    /// reads. (A server killed mid-drag and a killed embedder are
    /// in `DemoWindowTests` and `XEmbedDemoTests`.)
    @Suite struct FaultTests {
        @Test func sharedMemoryRefusedByTheServerFallsBackToXPutImage() async throws {
            let server = try XvfbServer(disabledExtensions: ["MIT-SHM"])
            defer { server.stop() }
            let demo = try DemoProcess(display: server.displayName, arguments: ["--scene", "knob", "--print-events"])
            let ready = try #require(demo.waitForLine(startingWith: "ready"), "\(demo.errorOutput)")
            #expect(ready.contains("presenter=XPutImage"), "\(ready)")
            try await ExternalTool.xdotool(
                ["mousemove", "--sync", "20", "20", "key", "q"], display: server.displayName)
            #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        }

        /// A window whose frame (100 MB) the server will not map: it refuses the segment, and the demo carries on
        /// through XPutImage at that size, keys and all.
        @Test func aWindowTooLargeForTheServersMemoryFallsBackToXPutImage() async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            try await server.limitAddressSpace(headroom: 64 << 20)
            let demo = try DemoProcess(
                display: server.displayName,
                arguments: ["--scene", "knob", "--size", "5000x5000", "--trace", "--print-events"])
            let traced = try #require(
                demo.waitForLine(startingWith: "{\"event\":\"ready\"", timeout: 60), "\(demo.errorOutput)")
            #expect(traced.contains("\"width\":5000,\"height\":5000"), "\(traced)")
            let ready = try #require(demo.waitForLine(startingWith: "ready"), "\(demo.errorOutput)")
            #expect(ready.contains("presenter=XPutImage"), "\(ready)")
            try await ExternalTool.xdotool(
                ["mousemove", "--sync", "20", "20", "key", "Right"], display: server.displayName)
            #expect(demo.waitForLine(startingWith: "{\"event\":\"changed\"", timeout: 30) != nil, "\(demo.outputLines)")
            try await ExternalTool.xdotool(["key", "q"], display: server.displayName)
            #expect(demo.waitForExit(timeout: 30) == 0, "\(demo.errorOutput)")
        }

        /// True when these tests, and so the demo built with them, run under AddressSanitizer (`make sanitize`),
        /// whose shadow memory needs far more address space than any cap leaves.
        static let addressSanitized = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

        /// A window whose frame the demo itself cannot allocate (32767 x 32767, 4 GiB, with 2 GB of address space):
        /// status 1 and a message, not a trap.
        @Test(
            .disabled(if: addressSanitized, "AddressSanitizer's shadow memory does not fit in a capped address space"))
        func aWindowTooLargeForTheDemosMemoryEndsWithAMessage() async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let demo = try await DemoProcess.run(
                arguments: ["--scene", "knob", "--size", "32767x32767"], display: server.displayName,
                addressSpaceLimit: 2_000_000_000, timeout: 30)
            #expect(demo.status == 1, "\(demo.standardError)")
            #expect(demo.standardError.contains("out of memory for a 32767x32767 frame"), "\(demo.standardError)")
        }

        @Test func serverKilledMidFrameEndsTheDemoWithAMessage() throws {
            // The activity rings fill up for the first second and a half, pushing a large frame after frame.
            let server = try XvfbServer(width: 1600, height: 1200)
            defer { server.stop() }
            let demo = try DemoProcess(
                display: server.displayName, arguments: ["--scene", "rings", "--size", "1600x1200", "--print-events"])
            #expect(demo.waitForLine(startingWith: "ready") != nil, "\(demo.errorOutput)")
            usleep(200_000)
            #expect(demo.process.isRunning, "the demo ended before the server was killed: \(demo.errorOutput)")
            let killed = Date()
            server.crash()
            let status = demo.waitForExit(timeout: 10)
            let elapsed = Date().timeIntervalSince(killed)
            // Status 1 with its message, not a signal (128 + n) and not a hang.
            #expect(status == 1, "\(demo.errorOutput)")
            #expect(elapsed < 3, "took \(elapsed) s")
            #expect(demo.errorOutput.contains("lost the connection to the X server"), "\(demo.errorOutput)")
        }

        /// Standard output closed, or a pipe whose reader has gone (every write fails with EPIPE and raises
        /// SIGPIPE): `--trace` has nowhere to go, and the demo still takes input and exits normally.
        @Test(arguments: ["closed", "pipe"])
        func traceWithoutAReaderKeepsTheDemoWorking(output: String) async throws {
            let server = try XvfbServer()
            defer { server.stop() }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw HarnessError("pipe failed: \(errno)") }
            defer { close(ends[1]) }
            close(ends[0])
            let broken: ChildProcess.Destination = output == "closed" ? .closed : .descriptor(ends[1])
            let demo = try DemoProcess(
                display: server.displayName, arguments: ["--scene", "knob", "--trace"], brokenOutput: broken)
            // The window is up once it can be found by name.
            let mapped = await suspendUntil(timeout: 20) {
                (try? await ExternalTool.xdotool(
                    ["search", "--onlyvisible", "--name", "."], display: server.displayName))
                    != nil
            }
            #expect(mapped, "no window: \(demo.errorOutput)")
            // A drag across the ring, keys and the wheel: each writes trace lines that go nowhere.
            try await ExternalTool.xdotool(
                [
                    "mousemove", "--sync", "320", "60", "mousedown", "1", "mousemove", "--sync", "420", "140",
                    "mousemove", "--sync", "470", "240", "mouseup", "1", "key", "Right", "key", "Left",
                    "click", "4", "click", "5",
                ], display: server.displayName)
            usleep(300_000)
            #expect(
                demo.process.isRunning,
                "the demo ended: status \(String(describing: demo.waitForExit(timeout: 0))) \(demo.errorOutput)")
            try await ExternalTool.xdotool(["key", "q"], display: server.displayName)
            #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        }
    }
}
