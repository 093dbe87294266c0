import CircularX11TestSupport
import Foundation
import Testing

/// ``ExternalTool/run(_:_:display:timeout:)`` through swift-subprocess: statuses as a shell reports them, the output,
/// DISPLAY, the time limit and a missing tool. No X server: `sh` and `sleep` stand in for the X tools.
@Suite struct ExternalToolTests {
    @Test func exitStatusAndStandardOutputComeBack() async throws {
        let (status, output) = try await ExternalTool.run(
            "sh", ["-c", "printf 'one\\ntwo'; echo lost >&2; exit 3"], display: nil)
        #expect(status == 3)
        #expect(output == "one\ntwo")
    }

    @Test func aSignalGivesOneHundredTwentyEightPlusItsNumber() async throws {
        let (status, _) = try await ExternalTool.run("sh", ["-c", "kill -TERM $$"], display: nil)
        #expect(status == 128 + SIGTERM)
    }

    @Test func displayIsSetAndTheRestOfTheEnvironmentKept() async throws {
        let (_, output) = try await ExternalTool.run(
            "sh", ["-c", "printf '%s %s' \"$DISPLAY\" \"$PATH\""], display: ":42")
        #expect(output == ":42 \(ProcessInfo.processInfo.environment["PATH"] ?? "")")
    }

    @Test func aToolPastItsTimeIsEndedAndReported() async throws {
        let start = Date()
        await #expect(throws: HarnessError.self) {
            try await ExternalTool.run("sleep", ["30"], display: nil, timeout: 0.5)
        }
        // SIGTERM ends sleep at once; SIGKILL would follow a second later. Generous: it bounds a hang.
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func aMissingToolThrowsBeforeAnythingRuns() async {
        await #expect(throws: HarnessError.self) {
            try await ExternalTool.run("circular-no-such-tool", [], display: nil)
        }
    }
}
