/// Why a command line was not read; `description` is the one-line message.
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
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

    public var description: String {
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
