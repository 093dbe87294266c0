import Foundation
import Testing

/// Invalid options end the demo with status 2 and one clear line on stderr, before any display is needed.
@Suite struct DemoOptionsTests {
    @Test(arguments: [
        (["--bogus"], "--bogus"),
        (["--turns", "many"], "--turns"),
        (["--size", "10"], "--size"),
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
        #expect(demo.outputLines.contains { $0.contains("--screenshot") })
    }
}
