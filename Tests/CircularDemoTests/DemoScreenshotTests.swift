import CircularRender
import CircularX11TestSupport
import Foundation
import Testing

extension DemoSuite {
    /// The window's pixels after a real drag equal `--screenshot` of the same state: with MIT-SHM, without it
    /// (`--no-shm`), and on a server that refuses it (the demo falls back to XPutImage).
    @Suite struct DemoScreenshotTests {
        @Test(arguments: [([String](), [String]()), (["--no-shm"], []), ([], ["MIT-SHM"])])
        func windowAfterADragMatchesTheScreenshotOfItsValue(extra: [String], disabledExtensions: [String]) async throws
        {
            let size = ["--size", "360x300"]
            try await DemoSession(["--scene", "knob"] + size + extra, disabledExtensions: disabledExtensions).use {
                session in
                let knob = try session.ready.control("knob")
                try await session.drag(knob, from: knob.value, to: knob.value + 0.4)
                let final = try #require(try session.dragEvents(of: "knob").last)
                // Away from the knob, so that it is drawn idle, as in the screenshot.
                try await session.movePointer(to: (2, 2))

                let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "circular-shot-\(getpid()).png"
                )
                .path
                defer { try? FileManager.default.removeItem(atPath: path) }
                let shot = try await DemoProcess.run(
                    arguments: ["--scene", "knob", "--value", "\(final.value)", "--screenshot", path] + size)
                #expect(shot.status == 0, "\(shot.standardError)")
                let expected = try PNG.read(from: path)

                var worst = (differing: Int.max, largest: UInt32.max)
                let matched = await suspendUntil(timeout: 10) {
                    guard
                        let window = try? await XwdImage.capture(
                            window: session.ready.window, display: session.server.displayName),
                        window.width == expected.width, window.height == expected.height
                    else { return false }
                    worst = Self.difference(window.pixels, expected.pixels.map { $0 & 0x00FF_FFFF })
                    return worst.differing == 0
                }
                #expect(
                    matched, "\(worst.differing) pixels differ by more than the tolerance, at most \(worst.largest)")
            }
        }

        @Test func screenshotNeedsNoDisplay() async throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("circular-all-\(getpid()).png")
                .path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let shot = try await DemoProcess.run(arguments: ["--screenshot", path, "--trace"])
            #expect(shot.status == 0, "\(shot.standardError)")
            let image = try PNG.read(from: path)
            #expect(image.width == 640 && image.height == 480)
            #expect(shot.outputLines == ["{\"event\":\"exit\",\"code\":0}"])
            #expect(Set(image.pixels).count > 100, "the scene drew next to nothing")
        }

        /// How many pixels differ by more than 2 in any channel, and the largest channel difference.
        static func difference(_ shown: [UInt32], _ expected: [UInt32]) -> (differing: Int, largest: UInt32) {
            var differing = 0
            var largest: UInt32 = 0
            for (a, b) in zip(shown, expected) where a != b {
                var pixelLargest: UInt32 = 0
                for shift: UInt32 in [0, 8, 16] {
                    let x = (a >> shift) & 0xFF
                    let y = (b >> shift) & 0xFF
                    pixelLargest = max(pixelLargest, x > y ? x - y : y - x)
                }
                largest = max(largest, pixelLargest)
                if pixelLargest > 2 { differing += 1 }
            }
            return (differing, largest)
        }
    }
}
