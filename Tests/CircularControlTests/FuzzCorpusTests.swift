import CircularControlTestSupport
import Foundation
import Testing

/// The core fuzz target's committed corpus (Fuzz/Corpus/fuzz-core: the seeds and every input that once found a
/// defect), replayed in the ordinary suite with every check the fuzz target makes. `FUZZ_INPUT=path` replays one
/// more file, with the script and the problem printed: the way to read a crash the fuzzer kept (`FUZZ_TRACE=1` also
/// prints that input's every step with the model's and the reference's state).
@Suite("Fuzz corpus replayed")
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus/fuzz-core")

    static var inputs: [URL] {
        var files = (try? FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)) ?? []
        if let extra = ProcessInfo.processInfo.environment["FUZZ_INPUT"] { files.append(URL(fileURLWithPath: extra)) }
        return files.sorted { $0.path < $1.path }
    }

    @Test("Every corpus input plays without a problem")
    func corpusReplays() throws {
        let inputs = Self.inputs
        #expect(!inputs.isEmpty, "no corpus at \(Self.corpus.path)")
        for input in inputs {
            let script = ControlScript(decoding: try Data(contentsOf: input))
            let environment = ProcessInfo.processInfo.environment
            let tracing =
                environment["FUZZ_TRACE"] != nil && environment["FUZZ_INPUT"].map(URL.init(fileURLWithPath:)) == input
            let problems = ScriptReplay.problems(in: script, trace: tracing ? { print($0) } : nil)
            #expect(problems.isEmpty, "\(input.lastPathComponent): \(problems)\n\(script)")
        }
    }
}
