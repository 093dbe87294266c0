import Foundation
import Testing

/// Invalid options end the demo with status 2 and one clear line on stderr, before any display is needed.
@Suite struct DemoOptionsTests {
    @Test(arguments: [
        (["--bogus"], "--bogus"),
        (["--turns", "many"], "--turns"),
        (["--size", "10"], "--size"),
        (["--size", "64x48x2"], "--size"),
        (["--size", "64x"], "--size"),
        (["--size", "x48"], "--size"),
        (["--size", "0x48"], "--size"),
        (["--range", "5:5"], "--range"),
        (["--step", "0"], "--step"),
        (["--wrap", "--sweep", "270"], "--sweep"),
        (["--wrap", "--turns", "3"], "--wrap"),
        (["--scene", "range", "--wrap"], "--scene range"),
        (["--scene", "square"], "--scene"),
        (["--snap", "sometimes"], "--snap"),
        (["--track-press", "teleport"], "--track-press"),
        (["--track-click", "teleport"], "--track-click"),
        (["--knob-scale", "0"], "--knob-scale"),
        (["--into", "nothing"], "--into"),
        (["--value", "nan"], "--value"),
        (["--value", "--trace"], "--value"),
        (["--start-angle", "nan"], "--start-angle"),
        (["--turns", "-2"], "--turns"),
        (["--linear-drag", "diagonal"], "--linear-drag"),
        (["--linear-drag-distance", "0"], "--linear-drag-distance"),
        (["--linear-drag-distance", "-250"], "--linear-drag-distance"),
        (["--linear-drag-distance", "1e-310"], "--linear-drag-distance"),
        (["--linear-drag-distance", "inf"], "--linear-drag-distance"),
        (["--skew", "steep"], "--skew"),
        (["--skew", "exponent:"], "--skew"),
        (["--skew", "exponent:nan"], "--skew"),
        (["--skew", "exponent:-inf"], "--skew"),
        (["--skew", "exponent:1e308"], "--skew"),
        (["--skew", "exponent:32"], "--skew"),
        (["--skew", "exponent:0"], "--skew"),
        (["--skew", "logarithmic"], "logarithmic"),
        (["--skew", "logarithmic", "--range", "-1:1"], "--range"),
        (["--scene", "rings", "--skew", "exponent:2"], "--skew"),
        (["--default-value", "nan"], "--default-value"),
        (["--default-value", "1e308"], "--default-value"),
        (["--default-value", "-0.5"], "--default-value"),
        (["--default-value", "2", "--range", "-1:1"], "--default-value"),
        (["--fine-adjust", "0"], "--fine-adjust"),
        (["--fine-adjust", "-0.1"], "--fine-adjust"),
        (["--fine-adjust", "1.5"], "--fine-adjust"),
        (["--fine-adjust", "inf"], "--fine-adjust"),
        (["--fine-adjust", "nan"], "--fine-adjust"),
    ])
    func invalidOptionExitsWithTwo(arguments: [String], named option: String) async throws {
        let demo = try await DemoProcess.run(arguments: arguments + ["--trace"])
        #expect(demo.status == 2)
        let lines = demo.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(demo.standardError)")
        #expect(demo.standardError.hasPrefix("circular-demo: "))
        #expect(demo.standardError.contains(option), "\(demo.standardError)")
        #expect(demo.outputLines.isEmpty)
    }

    @Test func helpExitsWithZero() async throws {
        let demo = try await DemoProcess.run(arguments: ["--help"])
        #expect(demo.status == 0)
        for option in ["--screenshot", "--linear-drag", "--skew", "--default-value", "--fine-adjust"] {
            #expect(demo.outputLines.contains { $0.contains(option) }, "\(option)")
        }
    }

    /// Negative numbers as separate arguments get past validation as the `=` spellings do: with no display the
    /// demo ends with status 1 (no X display), not 2 (invalid options).
    @Test(arguments: [
        ["--start-angle", "-135"], ["--start-angle=-135"], ["--range", "-1:1"], ["--range=-1:1"],
        ["--range", "-1:1", "--value", "-0.5", "--default-value", "-0.25"],
    ])
    func negativeNumbersAsSeparateArguments(arguments: [String]) async throws {
        let demo = try await DemoProcess.run(arguments: arguments)
        #expect(demo.status == 1, "\(demo.standardError)")
        #expect(demo.standardError.contains("no X display"), "\(demo.standardError)")
    }
}
