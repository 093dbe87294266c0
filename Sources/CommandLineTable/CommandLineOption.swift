/// One row of a ``CommandLineParser``'s table: an option's spellings, its value's name, its help, and how it sets its
/// field of `Options`.
public struct CommandLineOption<Options>: Sendable {
    /// What the option takes, and how it sets its field.
    public enum Kind: Sendable {
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
    public var names: [String]
    /// The help text, one paragraph (the help wraps it); made only when the help is printed.
    public var help: @Sendable () -> String
    /// Whether the help leaves the option out.
    public var isHidden: Bool
    public var kind: Kind

    /// A flag spelled `names`, which `set` applies each time it is given.
    public static func flag(
        _ names: String..., help: @autoclosure @escaping @Sendable () -> String, hidden: Bool = false,
        set: @escaping @Sendable (inout Options) -> Void
    ) -> Self {
        Self(names: names, help: help, isHidden: hidden, kind: .flag(set))
    }

    /// An option spelled `names` that takes a `Value` (read with ``CommandLineValue/init(argument:)``), shown as
    /// `<valueName>`; `unconditional`: the next argument is its value even when it starts with `-` (numbers that may
    /// be negative, a range `-1:1`).
    public static func option<Value: CommandLineValue>(
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
