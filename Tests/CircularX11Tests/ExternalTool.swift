import Foundation

/// Runs the command-line X tools the tests drive input with (xdotool) and finds binaries.
enum ExternalTool {
    /// The full path of `name` on PATH (or in /usr/bin), or nil.
    static func path(of name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin"]
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The full path of `name`, or an error saying it is not installed.
    static func required(_ name: String) throws -> String {
        guard let executable = path(of: name) else { throw HarnessError("\(name) is not installed (make test installs it)") }
        return executable
    }

    /// Runs `name arguments` against `display`, waits for it (up to 60 s), and returns its exit status and
    /// standard output.
    @discardableResult
    static func run(_ name: String, _ arguments: [String], display: String) throws -> (status: Int32, output: String) {
        let executable = try required(name)
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("circular-tool-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let process = try ChildProcess(executable, arguments, environment: ChildProcess.environment(["DISPLAY": display]), output: outputPath)
        guard let status = process.waitForExit(timeout: 60) else { throw HarnessError("\(name) did not finish") }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return (status, output)
    }

    /// Runs xdotool with `arguments` against `display` and fails the harness when it fails.
    static func xdotool(_ arguments: [String], display: String) throws {
        let (status, _) = try run("xdotool", arguments, display: display)
        guard status == 0 else { throw HarnessError("xdotool \(arguments.joined(separator: " ")) failed with status \(status)") }
    }

    /// The circular-demo binary next to the test binary (SwiftPM builds both into the same directory).
    static var demoBinary: String {
        get throws {
            let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
            let directory = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
            let candidate = directory.appendingPathComponent("circular-demo").path
            guard FileManager.default.isExecutableFile(atPath: candidate) else {
                throw HarnessError("circular-demo is not built next to the tests at \(candidate)")
            }
            return candidate
        }
    }
}
