import CircularControlTestSupport
import CircularX11TestSupport
import Foundation
import Testing

/// A thousand random argument vectors for `circular-demo`: real options with good, bad and extreme values (NaN,
/// infinities, 1e308, subnormals, huge integers, empty strings), unknown options and repeats. Each run must end with
/// status 0, 1 or 2, with a message on stderr when it is not 0, and never on a signal. The seed is fixed, so a
/// failure names a vector that reproduces.
@Suite struct DemoArgumentFuzzTests {
    static let numbers = [
        "0", "1", "-1", "0.5", "nan", "inf", "-inf", "1e308", "-1e308", "1e-310", "-0", "",
        "9223372036854775808", "4294967296", "3", "270", "360", "-135", "abc", "1e400",
    ]
    static let valued: [String: [String]] = [
        "--scene": ["knob", "rings", "ticks", "range", "all", "square", ""],
        "--turns": ["1", "3", "unbounded", "0", "-2", "4294967297", "9223372036854775807", "many"],
        "--range": ["0:1", "-1:1", "5:5", "1e308:-1e308", "0:1e-310", "nan:1", "0:inf", "1e16:1e16", ":", "1"],
        "--step": numbers, "--snap": ["always", "release", "sometimes", ""], "--start-angle": numbers,
        "--sweep": numbers, "--knob-scale": numbers, "--value": numbers,
        "--track-press": ["jump", "relative", "ignore", "teleport"],
        "--track-click": ["jump", "relative", "ignore", "teleport"],
        "--size": ["64x64", "1x1", "0x0", "64", "100000x100000", "-5x5", "64x", "x64"],
        "--into": ["0", "0x0", "nothing", "4294967295"],
        "--linear-drag": ["vertical", "horizontal", "both", "diagonal", ""],
        "--linear-drag-distance": numbers, "--fine-adjust": numbers, "--default-value": numbers,
        "--skew": [
            "linear", "logarithmic", "exponent:2", "exponent:0.0625", "exponent:16", "exponent:nan", "exponent:inf",
            "exponent:1e308", "exponent:-1", "exponent:1e-310", "exponent:", "steep",
        ],
    ]
    static let flags = ["--wrap", "--counter-clockwise", "--no-shm", "--trace", "--bogus", "-x", "--", "--help"]

    static func vector(_ generator: inout SplitMix, screenshot: String) -> [String] {
        var arguments: [String] = []
        for _ in 0..<(1 + Int(generator.next() % 5)) {
            if generator.next() % 4 == 0 {
                arguments.append(generator.pick(flags))
            } else {
                let option = generator.pick(Array(valued.keys).sorted())
                let value = generator.pick(valued[option]!)
                // Both spellings: `--option value` and `--option=value` (negative numbers take either).
                if generator.next() % 2 == 0 {
                    arguments += [option, value]
                } else {
                    arguments.append("\(option)=\(value)")
                }
            }
        }
        if !arguments.contains(where: { $0.hasPrefix("--size") }) { arguments += ["--size", "48x48"] }
        // Most runs draw a screenshot (no X server needed); the others have no display and must say so.
        if generator.next() % 10 != 0 { arguments += ["--screenshot", screenshot] }
        return arguments
    }

    @Test("A thousand random argument vectors end with status 0, 1 or 2 and a message, never on a signal")
    func randomArgumentVectors() async throws {
        var generator = SplitMix(seed: 0x00C1_2C1E)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("argument-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var failures: [String] = []
        for batch in 0..<125 {
            let vectors = (0..<8).map { index in
                Self.vector(&generator, screenshot: folder.appendingPathComponent("\(batch)-\(index).png").path)
            }
            // Eight at a time, as before: the runs of a batch overlap, each awaited, and are checked in order.
            let runs = await withTaskGroup(of: (Int, Result<ExternalTool.Completion, any Error>).self) { group in
                for (index, arguments) in vectors.enumerated() {
                    group.addTask {
                        do {
                            return (index, .success(try await DemoProcess.run(arguments: arguments, timeout: 30)))
                        } catch {
                            return (index, .failure(error))
                        }
                    }
                }
                var runs: [Int: Result<ExternalTool.Completion, any Error>] = [:]
                for await (index, run) in group { runs[index] = run }
                return runs.sorted { $0.key < $1.key }.map(\.value)
            }
            for (arguments, run) in zip(vectors, runs) {
                let demo: ExternalTool.Completion
                switch run {
                case .success(let completion): demo = completion
                case .failure(let error):
                    // A demo still running after 30 s is ended, reaped and reported here.
                    failures.append("\(arguments): \(error)")
                    continue
                }
                let status = demo.status
                if ![0, 1, 2].contains(status) {
                    failures.append("\(arguments): status \(status) \(demo.standardError)")
                }
                if status != 0, demo.standardError.isEmpty {
                    failures.append("\(arguments): status \(status) without a message")
                }
            }
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
