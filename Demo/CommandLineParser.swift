/// A small table-driven parser of `--name value` command lines: one ``CommandLineOption`` a row says how an option is
/// spelled, what its value is called, what it does and how it sets its field, and both the parsing and the help come
/// from that table. No reflection, no Foundation, no state beyond the table.
///
/// An option's value comes attached (`--name=value`) or as the next argument (`--name value`). Options are read from
/// left to right into a copy of the defaults, so an option given twice (in any of its spellings) ends with the last
/// value. `--help`, `-help` and `-h` ask for the help, `--version` for the version and `--man-page` (not listed in
/// the help: it is for packagers) for a manual page made from the table, wherever they are; the help wins over the
/// version and the version over the manual page.
///
/// Edge cases:
/// - An empty attached value (`--name=`) is a missing value; an empty next argument (`--name ''`) is a value, which
///   the option's type may refuse. A flag given an attached value (`--flag=1`) is an error, but `--flag=` is the flag.
/// - The next argument is refused as a value when it starts with `-` (it is taken for the next option), except `-`
///   itself and for an option marked `unconditional`, which takes the next argument whatever it is
///   (`--start-angle -135`, `--range -1:1`, `--value --trace`: the last is a value that does not parse).
/// - After `--` every argument is positional; a lone `-` is positional too. There are no positional arguments, so
///   each one is an error.
/// - A missing value, a value that does not parse and a flag with a value end the parsing at once, `--help` or not.
///   An unknown option or a positional argument is reported only after the whole line is read (the first one), so
///   that `--help` anywhere wins over it.
/// - There are no groups of single-letter options (`-xh` is one unknown option) and no abbreviations: an unknown
///   option is answered with the closest spelling, when one is near enough.
struct CommandLineParser<Options>: Sendable {
    /// The options, in the order the help lists them.
    var options: [CommandLineOption<Options>]

    /// The spellings that ask for the help.
    static var helpNames: [String] { ["-h", "--help", "-help"] }
    /// The spelling that asks for the version.
    static var versionName: String { "--version" }
    /// The spelling that asks for the manual page (roff, for `man`).
    static var manPageName: String { "--man-page" }

    /// Reads `arguments` (the command line without the program's name) into a copy of `defaults`.
    ///
    /// - Throws: ``CommandLineError/helpRequested`` when the help was asked for; the other cases of
    ///   ``CommandLineError`` for a line that does not parse (see the type's edge cases for which one wins).
    func parse(_ arguments: some Collection<String>, into defaults: Options) throws(CommandLineError) -> Options {
        var parsed = defaults
        var helpRequested = false
        var versionRequested = false
        var manPageRequested = false
        var stray: CommandLineError?  // the first unknown option or positional argument
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || !Self.startsWithDash(argument) || argument == "-" {
                stray = stray ?? .unexpectedArgument(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let equals = argument.utf8.firstIndex(of: UInt8(ascii: "="))
            let name = String(argument[..<(equals ?? argument.endIndex)])
            let attached = equals.map { String(argument[argument.index(after: $0)...]) }
            if Self.helpNames.contains(name) {
                helpRequested = true
                continue
            }
            if name == Self.versionName || name == Self.manPageName {
                if name == Self.versionName { versionRequested = true } else { manPageRequested = true }
                continue
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                stray = stray ?? .unknownOption(name, suggestion: suggestion(for: name))
                continue
            }
            switch option.kind {
            case .flag(let set):
                if let attached, !attached.isEmpty { throw .valueForFlag(option: name, value: attached) }
                set(&parsed)
            case .value(let valueName, let unconditional, let choices, let set):
                let value: String
                if let attached {
                    guard !attached.isEmpty else { throw .missingValue(option: name, valueName: valueName) }
                    value = attached
                } else if let next = rest.first, unconditional || !Self.startsWithDash(next) || next == "-" {
                    value = next
                    rest.removeFirst()
                } else {
                    throw .missingValue(option: name, valueName: valueName)
                }
                guard set(&parsed, value) else {
                    throw .invalidValue(value, option: name, valueName: valueName, choices: choices())
                }
            }
        }
        if helpRequested { throw .helpRequested }
        if versionRequested { throw .versionRequested }
        if manPageRequested { throw .manPageRequested }
        if let stray { throw stray }
        return parsed
    }

    /// Whether `argument` starts with `-` (read as bytes: no grapheme breaking for a first character).
    static func startsWithDash(_ argument: String) -> Bool { argument.utf8.first == UInt8(ascii: "-") }

    /// The closest visible spelling to an unknown option `name`, if it is fewer than four edits away; none for a
    /// single letter (`-x`).
    func suggestion(for name: String) -> String? {
        guard name.utf8.count > 2 else { return nil }
        let spellings = options.filter { !$0.isHidden }.flatMap { $0.names } + ["--help", Self.versionName]
        var best: (spelling: String, distance: Int)?
        for spelling in spellings {
            let distance = Self.editDistance(Array(name.utf8), Array(spelling.utf8))
            if distance < 4, distance < best?.distance ?? .max { best = (spelling, distance) }
        }
        return best?.spelling
    }

    /// The Levenshtein distance between two byte strings.
    static func editDistance(_ one: [UInt8], _ other: [UInt8]) -> Int {
        var previous = Array(0...other.count)
        var current = previous
        for (row, byte) in one.enumerated() {
            current[0] = row + 1
            for (column, otherByte) in other.enumerated() {
                let substitution = previous[column] + (byte == otherByte ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[other.count]
    }
}

// MARK: - Options

/// One row of a ``CommandLineParser``'s table: an option's spellings, its value's name, its help, and how it sets its
/// field of `Options`.
struct CommandLineOption<Options>: Sendable {
    /// What the option takes, and how it sets its field.
    enum Kind: Sendable {
        /// No value: the option's presence sets the field.
        case flag(@Sendable (inout Options) -> Void)
        /// A value named `valueName` in the help; `unconditional`: the next argument is the value whatever it starts
        /// with; `choices`: the values to name when one does not parse (empty: any text of the right form), made only
        /// then; `set` returns false when the text does not parse.
        case value(
            valueName: String, unconditional: Bool, choices: @Sendable () -> [String],
            set: @Sendable (inout Options, String) -> Bool)
    }

    /// The spellings, the first one the main one (`--track-press`, then its old name `--track-click`).
    var names: [String]
    /// The help text, one paragraph (the help wraps it); made only when the help is printed.
    var help: @Sendable () -> String
    /// Whether the help leaves the option out.
    var isHidden: Bool
    var kind: Kind

    /// A flag spelled `names`, which `set` applies each time it is given.
    static func flag(
        _ names: String..., help: @autoclosure @escaping @Sendable () -> String, hidden: Bool = false,
        set: @escaping @Sendable (inout Options) -> Void
    ) -> Self {
        Self(names: names, help: help, isHidden: hidden, kind: .flag(set))
    }

    /// An option spelled `names` that takes a `Value` (read with ``CommandLineValue/init(argument:)``), shown as
    /// `<valueName>`; `unconditional`: the next argument is its value even when it starts with `-` (numbers that may
    /// be negative, a range `-1:1`).
    static func option<Value: CommandLineValue>(
        _ names: String..., valueName: String, unconditional: Bool = false,
        help: @autoclosure @escaping @Sendable () -> String, set: @escaping @Sendable (inout Options, Value) -> Void
    ) -> Self {
        let kind = Kind.value(
            valueName: valueName, unconditional: unconditional, choices: { Value.choices },
            set: { options, text in
                guard let value = Value(argument: text) else { return false }
                set(&options, value)
                return true
            })
        return Self(names: names, help: help, isHidden: false, kind: kind)
    }

    /// The names and the value as the help shows them: `--track-press, --track-click <jump|relative|ignore>`.
    var label: String {
        let names = names.joined(separator: ", ")
        guard case .value(let valueName, _, _, _) = kind else { return names }
        return "\(names) <\(valueName)>"
    }
}

// MARK: - Values

/// A value an option takes, read from its text.
///
/// Edge cases: `init?(argument:)` returns nil for any text it does not read (the empty string, for every type but
/// `String`). An enumeration of strings that lists its cases gets both requirements: its raw values, exactly as
/// written (`Knob` is not `knob`).
protocol CommandLineValue: SendableMetatype {
    /// The value `argument` spells, or nil.
    init?(argument: String)
    /// Every value, for an error to list when one does not parse; empty (the default) for values of a form.
    static var choices: [String] { get }
}

extension CommandLineValue {
    static var choices: [String] { [] }
}

extension CommandLineValue where Self: CaseIterable & RawRepresentable<String> {
    init?(argument: String) { self.init(rawValue: argument) }
    static var choices: [String] { allCases.map { $0.rawValue } }
}

extension CommandLineValue where Self: CaseIterable {
    /// A case of an enum without raw values, spelled as Swift names it (`vertical`).
    init?(argument: String) {
        guard let match = Self.allCases.first(where: { "\($0)" == argument }) else { return nil }
        self = match
    }
    static var choices: [String] { allCases.map { "\($0)" } }
}

/// A number as Swift reads it: `-135`, `1e-3`, `0x1p-2`, `nan`, `inf` (the options check finiteness themselves).
extension Double: CommandLineValue {
    init?(argument: String) { self.init(argument) }
}

/// Any text, the empty string included.
extension String: CommandLineValue {
    init?(argument: String) { self = argument }
}

// MARK: - Errors

/// Why a command line was not read; `description` is the one-line message.
enum CommandLineError: Error, Equatable, CustomStringConvertible {
    /// `--help`, `-help` or `-h` was given: not a failure, the caller prints the help.
    case helpRequested
    /// `--version` was given (and no help): the caller prints its version.
    case versionRequested
    /// `--man-page` was given (and neither help nor version): the caller prints ``CommandLineParser/manPage``.
    case manPageRequested
    /// An option no row spells, with the closest spelling, if any.
    case unknownOption(String, suggestion: String?)
    /// An argument that is not an option (after `--`, or without a leading `-`).
    case unexpectedArgument(String)
    /// An option without its value: at the end, before an argument that starts with `-`, or `--name=`.
    case missingValue(option: String, valueName: String)
    /// A value its option's type does not read, with the values it would.
    case invalidValue(String, option: String, valueName: String, choices: [String])
    /// A flag given a value (`--wrap=1`).
    case valueForFlag(option: String, value: String)
    /// A rule across options that the values break (`--wrap` with `--turns 3`): the message as it is.
    case invalidCombination(String)

    var description: String {
        switch self {
        case .helpRequested: return "the help was asked for"
        case .versionRequested: return "the version was asked for"
        case .manPageRequested: return "the manual page was asked for"
        case .unknownOption(let name, let suggestion?): return "Unknown option '\(name)'. Did you mean '\(suggestion)'?"
        case .unknownOption(let name, nil): return "Unknown option '\(name)'"
        case .unexpectedArgument(let argument): return "Unexpected argument '\(argument)'"
        case .missingValue(let option, let valueName): return "Missing value for '\(option) <\(valueName)>'"
        case .invalidValue(let value, let option, let valueName, let choices):
            let message = "The value '\(value)' is invalid for '\(option) <\(valueName)>'"
            guard let last = choices.last else { return message }
            let quoted = choices.dropLast().map { "'\($0)'" }.joined(separator: ", ")
            let conjunction = choices.count == 2 ? "and" : "or"
            return choices.count == 1
                ? "\(message). Please provide '\(last)'."
                : "\(message). Please provide one of \(quoted) \(conjunction) '\(last)'."
        case .valueForFlag(let option, let value):
            return "The option '\(option)' does not take any value, but '\(value)' was specified."
        case .invalidCombination(let message): return message
        }
    }
}

// MARK: - Help

extension CommandLineParser {
    /// The help: an overview (`abstract`, then `discussion`), the usage line and every option that is not hidden,
    /// each wrapped so that no line reaches `columns` characters (a character in a terminal's last column may wrap).
    ///
    /// An option's line starts with two spaces and its label (`--size <WxH>`); its help starts in column 26, on the
    /// same line when the label leaves room and on the next one otherwise, and goes on in column 26.
    ///
    /// Edge cases: a word longer than a line stands alone on its line, unbroken; `columns` below 40 is taken as 40.
    func helpMessage(commandName: String, abstract: String, discussion: String, columns: Int) -> String {
        let width = max(columns, 40) - 1
        let helpColumn = 26
        var lines = ["OVERVIEW: \(abstract)", ""]
        lines += Self.wrap(discussion, width: width)
        lines += ["", "USAGE: \(commandName) <options>", "", "OPTIONS:"]
        let indent = String(repeating: " ", count: helpColumn)
        for (label, help) in listedRows {
            var helpLines = Self.wrap(help, width: width - helpColumn)
            if label.count + 3 <= helpColumn {
                let first = helpLines.isEmpty ? "" : helpLines.removeFirst()
                lines.append("  " + label + String(repeating: " ", count: helpColumn - 2 - label.count) + first)
            } else {
                lines.append("  " + label)
            }
            lines += helpLines.map { indent + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The options the help and the manual page list, as (label, help): the table's visible rows, then the help's
    /// and the version's own.
    var listedRows: [(label: String, help: String)] {
        let helpLabel = Self.helpNames.prefix(2).joined(separator: ", ")
        return options.filter { !$0.isHidden }.map { ($0.label, $0.help()) } + [
            (helpLabel, "Show help information."), (Self.versionName, "Show the version."),
        ]
    }

    /// The manual page (roff, section 1): the name and `abstract`, the synopsis, `discussion`, every option the help
    /// lists with its help, and `sections` (a title and its paragraphs each, such as the exit status) after them.
    ///
    /// Edge cases: backslashes, and a period or an apostrophe at the start of a line, are escaped so that no text
    /// becomes a roff request; hyphens in option names are written `\-` (the minus sign `man` searches for).
    func manPage(
        commandName: String, version: String, abstract: String, discussion: String,
        sections: [(title: String, paragraphs: [String])]
    ) -> String {
        var lines = [
            ".TH \(Self.roffName(commandName.uppercased())) 1 \"\" \"\(Self.roffText(commandName)) \(version)\"",
            ".SH NAME", "\(Self.roffName(commandName)) \\- \(Self.roffText(abstract))",
            ".SH SYNOPSIS", ".B \(Self.roffName(commandName))", ".RI [ options ]",
            ".SH DESCRIPTION", Self.roffText(discussion), ".SH OPTIONS",
        ]
        for (label, help) in listedRows {
            lines += [".TP", ".B \(Self.roffName(label))", Self.roffText(help)]
        }
        for section in sections {
            lines.append(".SH \(Self.roffText(section.title.uppercased()))")
            for (index, paragraph) in section.paragraphs.enumerated() {
                if index > 0 { lines.append(".PP") }
                lines.append(Self.roffText(paragraph))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as one line of roff text: a backslash written `\e`, a leading period or apostrophe guarded with `\&`.
    static func roffText(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// An option's label or a command's name in roff: as ``roffText(_:)``, with hyphens as minus signs.
    static func roffName(_ text: String) -> String { roffText(text).replacing("-", with: "\\-") }

    /// `text` in lines of at most `width` characters, broken at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
