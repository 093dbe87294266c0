/// A value an option takes, read from its text.
///
/// Edge cases: `init?(argument:)` returns nil for any text it does not read (the empty string, for every type but
/// `String`). An enumeration of strings that lists its cases gets both requirements: its raw values, exactly as
/// written (`Knob` is not `knob`).
public protocol CommandLineValue: SendableMetatype {
    /// The value `argument` spells, or nil.
    init?(argument: String)
    /// Every value, for an error to list when one does not parse; empty (the default) for values of a form.
    static var choices: [String] { get }
}

extension CommandLineValue {
    public static var choices: [String] { [] }
}

extension CommandLineValue where Self: CaseIterable & RawRepresentable<String> {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var choices: [String] { allCases.map { $0.rawValue } }
}

extension CommandLineValue where Self: CaseIterable {
    /// A case of an enum without raw values, spelled as Swift names it (`vertical`).
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { "\($0)" == argument }) else { return nil }
        self = match
    }
    public static var choices: [String] { allCases.map { "\($0)" } }
}

/// A number as Swift reads it: `-135`, `1e-3`, `0x1p-2`, `nan`, `inf` (the options check finiteness themselves).
extension Double: CommandLineValue {
    public init?(argument: String) { self.init(argument) }
}

/// Any text, the empty string included.
extension String: CommandLineValue {
    public init?(argument: String) { self = argument }
}

/// A whole number as Swift reads it (`42`, `-3`; the option checks its range).
extension Int: CommandLineValue {
    public init?(argument: String) { self.init(argument) }
}
