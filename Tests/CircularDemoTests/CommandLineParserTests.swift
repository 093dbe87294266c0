import CircularHost
import Glibc
import Testing

@testable import CommandLineTable
@testable import circular_demo

/// The demo's own option parser (`CommandLineParser`) on the demo's table: both spellings of a value, which next
/// argument is a value, the last of a repeated option, which error wins, and the help's layout. Parsed in the test
/// process; the exit statuses and stderr lines are DemoOptionsTests'.
@Suite struct CommandLineParserTests {
    /// What `arguments` read as before validation, or the error.
    static func read(_ arguments: [String]) -> Result<DemoOptions, CommandLineError> {
        Result { () throws(CommandLineError) in try DemoOptions.parser.parse(arguments, into: DemoOptions()) }
    }

    /// The error `arguments` end with (nil: none).
    static func error(_ arguments: [String]) -> CommandLineError? {
        guard case .failure(let error) = read(arguments) else { return nil }
        return error
    }

    @Test func bothSpellingsAndTheLastOneCounts() throws {
        let options = try Self.read(["--scene", "knob", "--size=64x48", "--scene=ticks", "--wrap", "--wrap"]).get()
        #expect(options.scene == .ticks)
        #expect(options.size == PixelSize(width: 64, height: 48))
        #expect(options.wrap)
        #expect(try Self.read(["--screenshot", "a.png", "--screenshot=b.png"]).get().screenshot == "b.png")
    }

    /// Numbers, `--range`, `--size`, `--into` and `--turns` take the next argument whatever it starts with; the
    /// other options take an argument that starts with `-` for the next option, except `-` itself.
    @Test func whichNextArgumentIsAValue() throws {
        #expect(try Self.read(["--start-angle", "-135"]).get().startAngle == -135)
        #expect(try Self.read(["--range", "-1:1"]).get().range == ValueRange(minimum: -1, maximum: 1))
        #expect(
            Self.error(["--value", "--trace"])
                == .invalidValue("--trace", option: "--value", valueName: "V", choices: []))
        #expect(
            Self.error(["--turns", "-2"])
                == .invalidValue("-2", option: "--turns", valueName: "N|unbounded", choices: []))
        #expect(Self.error(["--scene", "--wrap"]) == .missingValue(option: "--scene", valueName: "scene"))
        #expect(Self.error(["--screenshot"]) == .missingValue(option: "--screenshot", valueName: "FILE"))
        #expect(try Self.read(["--screenshot", "-"]).get().screenshot == "-")
    }

    /// `--name=` has no value, `--name ''` has an empty one; a flag takes no value, but `--flag=` is the flag.
    @Test func emptyAndAttachedValues() throws {
        #expect(Self.error(["--value="]) == .missingValue(option: "--value", valueName: "V"))
        #expect(try Self.read(["--screenshot", ""]).get().screenshot == "")
        #expect(Self.error(["--wrap=1"]) == .valueForFlag(option: "--wrap", value: "1"))
        #expect(try Self.read(["--wrap="]).get().wrap)
        #expect(
            Self.error(["--skew=exponent:"])?.description.contains("'--skew <linear|logarithmic|exponent:E>'") == true)
    }

    /// `--help` wins over unknown options and positional arguments, wherever it is, but not over a value that is
    /// missing or does not parse; after `--` it is an argument like any other.
    @Test func whichErrorWins() throws {
        #expect(Self.error(["--bogus", "--help", "extra"]) == .helpRequested)
        #expect(Self.error(["-h=1"]) == .helpRequested)
        #expect(Self.error(["--help", "--turns", "many"])?.description.contains("'many'") == true)
        #expect(Self.error(["--help", "--scene"]) == .missingValue(option: "--scene", valueName: "scene"))
        #expect(Self.error(["--", "--help"]) == .unexpectedArgument("--help"))
        #expect(Self.error(["extra", "--bogus"]) == .unexpectedArgument("extra"))
        #expect(Self.error(["--bogus", "--turns", "many"])?.description.contains("'many'") == true)
        #expect(Self.error(["-"]) == .unexpectedArgument("-"))
        #expect(try Self.read(["--"]).get().scene == .all)
    }

    /// `--version` and `--man-page` are answered wherever they are, as `--help` is; the help wins over the version and
    /// the version over the manual page; a missing value still wins over both.
    @Test func versionAndManPageRequests() {
        #expect(Self.error(["--bogus", "--version"]) == .versionRequested)
        #expect(Self.error(["--man-page", "--version"]) == .versionRequested)
        #expect(Self.error(["--version", "-h"]) == .helpRequested)
        #expect(Self.error(["--man-page", "extra"]) == .manPageRequested)
        #expect(Self.error(["--version", "--scene"]) == .missingValue(option: "--scene", valueName: "scene"))
        #expect(Self.error(["--versoin"]) == .unknownOption("--versoin", suggestion: "--version"))
    }

    /// The version is the header's three numbers, which scripts/version keeps equal to the VERSION file.
    @Test func versionIsTheVersionFile() throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let file = try #require(fopen("/" + root + "/VERSION", "r"))
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        let line = try #require(fgets(&buffer, Int32(buffer.count), file))
        let text = String(cString: line).split(separator: "\n").first.map(String.init)
        #expect(CircularDemo.version == text)
    }

    /// The manual page names the command and the version in its title, lists every option the help lists (hyphens as
    /// roff minus signs) with the help's text, has the exit status, and leaves the hidden option out; no line of text
    /// starts with a period or an apostrophe that is not a request of ours.
    @Test func manPageFromTheTable() {
        let page = CircularDemo.manPage()
        let lines = page.split(separator: "\n").map(String.init)
        #expect(lines.first == ".TH CIRCULAR\\-DEMO 1 \"\" \"circular-demo \(CircularDemo.version)\"")
        for row in DemoOptions.parser.listedRows {
            let name = row.label.replacing("-", with: "\\-")
            let index = lines.firstIndex(of: ".B \(name)")
            #expect(index != nil, "\(row.label)")
            if let index { #expect(lines[index + 1] == row.help.replacing("\\", with: "\\e"), "\(row.label)") }
        }
        #expect(lines.contains(".B \\-\\-version"))
        #expect(lines.contains(".SH EXIT STATUS"))
        #expect(!page.contains("print\\-events"))
        let requests: Set<String> = [".TH", ".SH", ".B", ".RI", ".TP", ".PP"]
        for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(requests.contains(String(line.split(separator: " ").first ?? "")), "\(line)")
        }
    }

    /// roff escaping: backslashes, leading periods and apostrophes.
    @Test func roffEscaping() {
        typealias Parser = CommandLineParser<DemoOptions>
        #expect(Parser.roffText(#"a\b"#) == #"a\eb"#)
        #expect(Parser.roffText(".start") == #"\&.start"#)
        #expect(Parser.roffText("'quote") == #"\&'quote"#)
        #expect(Parser.roffName("--size <WxH>") == #"\-\-size <WxH>"#)
    }

    /// An unknown option is answered with the closest visible spelling fewer than four edits away; a single letter,
    /// or a name far from every option, with none; the hidden `--print-events` is never suggested.
    @Test func unknownOptionsAndSuggestions() {
        #expect(Self.error(["--trac"]) == .unknownOption("--trac", suggestion: "--trace"))
        #expect(Self.error(["--track-pres=jump"]) == .unknownOption("--track-pres", suggestion: "--track-press"))
        #expect(Self.error(["-wrap"]) == .unknownOption("-wrap", suggestion: "--wrap"))
        #expect(Self.error(["-x"]) == .unknownOption("-x", suggestion: nil))
        #expect(Self.error(["--print-event"]) == .unknownOption("--print-event", suggestion: nil))
        #expect(Self.error(["--quite-unlike-anything"]) == .unknownOption("--quite-unlike-anything", suggestion: nil))
        #expect(CommandLineParser<DemoOptions>.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
        #expect(CommandLineParser<DemoOptions>.editDistance([], Array("abc".utf8)) == 3)
    }

    @Test func invalidValueMessagesListTheChoices() {
        #expect(
            Self.error(["--scene", "square"])?.description
                == "The value 'square' is invalid for '--scene <scene>'. Please provide one of 'knob', 'rings', "
                + "'ticks', 'range', 'all' or 'mixer'.")
        #expect(
            Self.error(["--snap=sometimes"])?.description
                == "The value 'sometimes' is invalid for '--snap <always|release>'. Please provide one of 'always' "
                + "and 'release'.")
    }

    /// Every visible option has a line that starts with two spaces and its label; help texts start in column 26 or
    /// on the next line; no line reaches the width; the hidden option is left out.
    @Test(arguments: [80, 60, 200])
    func helpLayout(columns: Int) {
        let help = CircularDemo.helpMessage(columns: columns)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count < columns }, "\(lines.filter { $0.count >= columns })")
        for option in DemoOptions.parser.options where !option.isHidden {
            #expect(lines.contains { $0.hasPrefix("  \(option.label)") }, "\(option.label)")
        }
        #expect(!help.contains("--print-events"))
        #expect(lines.contains { $0.hasPrefix("  -h, --help") })
        if columns >= 80 {
            #expect(lines.contains("  --size <WxH>            The window (or screenshot) size in pixels."))
        }
        #expect(lines.contains("  --linear-drag-distance <PX>"))
        #expect(help.hasPrefix("OVERVIEW: Shows circular controls in a window.\n\n"))
    }
}
