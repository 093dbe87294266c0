/// A D-Bus value as this module sends and receives it: the few basic types AT-SPI2 uses, structures, arrays,
/// dictionaries and variants, each knowing its own type signature.
///
/// Edge cases:
/// - An empty array still has a type: ``array(_:_:)`` carries its element signature.
/// - Strings and object paths are sent as their UTF-8 up to the first NUL (libdbus takes C strings); an object
///   path must be valid D-Bus syntax (the module only builds its own, and `/org/a11y/atspi/null`).
/// - Doubles may be NaN or infinite on the wire; receivers of a value to set ignore those.
public indirect enum BusValue: Equatable, Sendable {
    case string(String)
    case objectPath(String)
    case boolean(Bool)
    case int32(Int32)
    case uint32(UInt32)
    case double(Double)
    /// A structure of the values, in order (signature `(…)`).
    case structure([BusValue])
    /// An array of values that all have the element signature `elementSignature`.
    case array(_ elementSignature: String, [BusValue])
    /// A dictionary from strings to values of `valueSignature` (signature `a{s…}`), in the order given.
    case dictionary(_ valueSignature: String, [(key: String, value: BusValue)])
    /// A value wrapped in a variant (signature `v`), which carries its own type.
    case variant(BusValue)

    /// The D-Bus type signature of the value.
    public var signature: String {
        switch self {
        case .string: return "s"
        case .objectPath: return "o"
        case .boolean: return "b"
        case .int32: return "i"
        case .uint32: return "u"
        case .double: return "d"
        case .structure(let fields): return "(" + fields.map(\.signature).joined() + ")"
        case .array(let element, _): return "a" + element
        case .dictionary(let value, _): return "a{s" + value + "}"
        case .variant: return "v"
        }
    }

    /// A reference to an accessible object: the bus name of its application and its object path (`(so)`).
    public static func reference(_ busName: String, _ path: String) -> BusValue {
        .structure([.string(busName), .objectPath(path)])
    }

    /// The value as a number, looking through a variant: a double, or an integer or boolean widened; nil for
    /// anything else.
    public var number: Double? {
        switch self {
        case .double(let value): return value
        case .int32(let value): return Double(value)
        case .uint32(let value): return Double(value)
        case .boolean(let value): return value ? 1 : 0
        case .variant(let inner): return inner.number
        default: return nil
        }
    }

    /// The string of a string or object path, looking through a variant; nil for anything else.
    public var text: String? {
        switch self {
        case .string(let value), .objectPath(let value): return value
        case .variant(let inner): return inner.text
        default: return nil
        }
    }

    public static func == (lhs: BusValue, rhs: BusValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.objectPath(let a), .objectPath(let b)): return a == b
        case (.boolean(let a), .boolean(let b)): return a == b
        case (.int32(let a), .int32(let b)): return a == b
        case (.uint32(let a), .uint32(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.structure(let a), .structure(let b)): return a == b
        case (.array(let typeA, let a), .array(let typeB, let b)): return typeA == typeB && a == b
        case (.dictionary(let typeA, let a), .dictionary(let typeB, let b)):
            return typeA == typeB && a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.variant(let a), .variant(let b)): return a == b
        default: return false
        }
    }
}
