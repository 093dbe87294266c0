/// Why ``ValueText/parse(_:)`` refused a text. Its description completes a sentence that begins with the text: "is
/// empty", "has an unexpected \",\" at character 2".
public enum ValueTextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing but spaces.
    case empty
    /// Longer than ``ValueText/maximumLength`` characters.
    case tooLong(length: Int)
    /// "nan", "inf" or "infinity" (any case, any sign): a value must be a finite number.
    case notFinite
    /// A character the grammar has no place for there (a letter, a comma, a second point, a sign inside), at a
    /// zero-based offset in characters from the start of the text.
    case unexpectedCharacter(Character, offset: Int)
    /// A number without digits: a sign or a point alone, or an exponent without its digits ("1e").
    case missingDigits
    /// A magnitude beyond the largest double (about 1.8e308).
    case outOfRange

    public var description: String {
        switch self {
        case .empty: return "is empty"
        case .tooLong(let length): return "is \(length) characters long (at most \(ValueText.maximumLength))"
        case .notFinite: return "is not a finite number"
        case .unexpectedCharacter(let character, let offset):
            return "has an unexpected \"\(character)\" at character \(offset + 1)"
        case .missingDigits: return "has no digits where a number needs them"
        case .outOfRange: return "is beyond the largest double (about 1.8e308)"
        }
    }
}
