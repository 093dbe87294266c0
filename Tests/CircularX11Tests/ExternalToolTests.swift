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

    /// Checked by the child's process id, not by the clock: the test process's cooperative pool is shared with long
    /// synchronous tests, so an awaiting test can resume long after its time limit (measured: 55 s for a limit of
    /// 0.5 s in a full run on two cores), but the tool must be gone, not left to run its 30 s.
    @Test func aToolPastItsTimeIsEndedReapedAndReported() async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "circular-tool-timeout-\(getpid()).pid"
        ).path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        await #expect(throws: HarnessError.self) {
            try await ExternalTool.run(
                "sh", ["-c", "echo $$ > '\(pidFile)'; exec sleep 30"], display: nil, timeout: 0.5)
        }
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        // Reaped before run returned: no process, not even a zombie, has the id any more.
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }

    @Test func aMissingToolThrowsBeforeAnythingRuns() async {
        await #expect(throws: HarnessError.self) {
            try await ExternalTool.run("circular-no-such-tool", [], display: nil)
        }
    }
}

/// ``ExternalTool/run(executable:_:environment:timeout:)``, the run of a program by its path that keeps both outputs
/// (the demo's runs to completion go through it).
@Suite struct ExternalToolCompletionTests {
    @Test func statusAndBothOutputsComeBackApart() async throws {
        let run = try await ExternalTool.run(
            executable: "/bin/sh", ["-c", "printf 'one\\n\\ntwo\\n'; printf 'warned' >&2; exit 2"])
        #expect(run.status == 2)
        #expect(run.standardOutput == "one\n\ntwo\n")
        #expect(run.outputLines == ["one", "two"])
        #expect(run.standardError == "warned")
    }

    @Test func aVariableIsSetOrRemovedAndTheRestKept() async throws {
        let run = try await ExternalTool.run(
            executable: "/bin/sh", ["-c", "printf '%s|%s|%s' \"${DISPLAY-unset}\" \"${CIRCULAR_SET-}\" \"$PATH\""],
            environment: ["DISPLAY": nil, "CIRCULAR_SET": "yes"])
        #expect(run.standardOutput == "unset|yes|\(ProcessInfo.processInfo.environment["PATH"] ?? "")")
    }

    @Test func aMissingExecutableThrowsInsteadOfAStatus() async {
        await #expect(throws: HarnessError.self) {
            try await ExternalTool.run(executable: "/nonexistent/circular-no-such-program", [])
        }
    }

    @Test func aProgramPastItsTimeIsReported() async {
        await #expect(throws: HarnessError.self) {
            try await ExternalTool.run(executable: "/bin/sh", ["-c", "exec sleep 30"], timeout: 0.5)
        }
    }
}
