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
public struct CommandLineParser<Options>: Sendable {
    /// The options, in the order the help lists them.
    public var options: [CommandLineOption<Options>]

    /// A parser of the table `options`.
    public init(options: [CommandLineOption<Options>]) {
        self.options = options
    }

    /// The spellings that ask for the help.
    public static var helpNames: [String] { ["-h", "--help", "-help"] }
    /// The spelling that asks for the version.
    public static var versionName: String { "--version" }
    /// The spelling that asks for the manual page (roff, for `man`).
    public static var manPageName: String { "--man-page" }

    /// Reads `arguments` (the command line without the program's name) into a copy of `defaults`.
    ///
    /// Inlinable, so that a program compiles it for its own options and argument list: run as generic code (the
    /// table's type and the list's known only at run time) it cost some 150,000 instructions for seven arguments,
    /// most of them looking up the types' witnesses on first use.
    ///
    /// - Throws: ``CommandLineError/helpRequested`` when the help was asked for; the other cases of
    ///   ``CommandLineError`` for a line that does not parse (see the type's edge cases for which one wins).
    @inlinable
    public func parse(_ arguments: some Collection<String>, into defaults: Options) throws(CommandLineError) -> Options
    {
        var parsed = defaults
        var helpRequested = false
        var versionRequested = false
        var manPageRequested = false
        var stray: CommandLineError?  // the first unknown option or positional argument
        var rest = arguments[...]
        var optionsEnded = false
        // The spellings looked up, as a plain array: a search through the generic table itself, option by option,
        // costs some 40,000 instructions a lookup where the table's type is known only at run time.
        let spellings = options.map { $0.names }
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
            guard let index = spellings.firstIndex(where: { $0.contains(name) }) else {
                stray = stray ?? .unknownOption(name, suggestion: suggestion(for: name))
                continue
            }
            switch options[index].kind {
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
    @usableFromInline
    static func startsWithDash(_ argument: String) -> Bool { argument.utf8.first == UInt8(ascii: "-") }

    /// The closest visible spelling to an unknown option `name`, if it is fewer than four edits away; none for a
    /// single letter (`-x`).
    @usableFromInline
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
