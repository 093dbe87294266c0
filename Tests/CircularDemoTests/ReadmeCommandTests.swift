import Foundation
import Testing

@testable import circular_demo

/// The READMEs' demo commands and the demo's options table against the demo itself, so that they cannot drift: every
/// `circular-demo` line of the `sh` blocks of every README passes the demo's own parsing and validation exactly as
/// written, and the options table of Demo/README.md names the options `--help` lists, no more and no fewer. Parsed in
/// the test process: no display, no file written.
@Suite struct ReadmeCommandTests {
    /// The READMEs that show commands, by their path from the package's root.
    static let readmePaths = [
        "README.md", "Demo/README.md", "Benchmarks/README.md", "Fuzz/README.md", "Examples/lv2-amp/README.md",
        "Bindings/Python/README.md",
    ]

    /// The README at `path` from the package's root.
    static func readme(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The arguments of every `circular-demo` command in the README's `sh` blocks, comments left out.
    static func commands(in readme: String) -> [[String]] {
        var inShellBlock = false
        var commands: [[String]] = []
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShellBlock = !inShellBlock && line == "```sh"
                continue
            }
            guard inShellBlock, line.hasPrefix("circular-demo ") else { continue }
            let command = line.split(separator: "#", maxSplits: 1)[0]
            commands.append(command.split(separator: " ").dropFirst().map(String.init))
        }
        return commands
    }

    /// The `--options` a text names: words of letters, digits and dashes that start with two dashes.
    static func options(in text: Substring) -> Set<String> {
        var options = Set<String>()
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") })
        where word.hasPrefix("--") && word.count > 2 {
            options.insert(String(word))
        }
        return options
    }

    @Test("Every circular-demo command in the READMEs passes the demo's validation as written")
    func readmeCommandsParse() throws {
        let commands = try Self.readmePaths.flatMap { Self.commands(in: try Self.readme($0)) }
        #expect(commands.count >= 4, "\(commands)")
        for arguments in commands {
            #expect(throws: Never.self, "circular-demo \(arguments.joined(separator: " "))") {
                try DemoOptions.parse(arguments)
            }
        }
    }

    @Test("The demo's README's options table lists exactly the options of --help")
    func optionsTableMatchesHelp() throws {
        let readme = try Self.readme("Demo/README.md")
        let section =
            readme.components(separatedBy: "## The X11 demo").dropFirst().first?
            .components(separatedBy: "\n## ").first ?? ""
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `--") }
        let named = rows.map { $0.split(separator: "|")[0] }.reduce(into: Set<String>()) {
            $0.formUnion(Self.options(in: $1))
        }
        let mentioned = rows.reduce(into: Set<String>()) { $0.formUnion(Self.options(in: $1)) }
        // The help's option lines start with two spaces and a dash; --help itself needs no row.
        let helpLines = CircularDemo.helpMessage(columns: 200).split(separator: "\n").filter { $0.hasPrefix("  -") }
        let help = helpLines.reduce(into: Set<String>()) { $0.formUnion(Self.options(in: $1)) }.subtracting(["--help"])
        #expect(named.subtracting(help).isEmpty, "in the table, not in --help: \(named.subtracting(help).sorted())")
        #expect(
            help.subtracting(mentioned).isEmpty, "in --help, not in the table: \(help.subtracting(mentioned).sorted())")
    }
}
