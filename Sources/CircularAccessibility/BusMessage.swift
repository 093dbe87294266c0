internal import CDBus
internal import CLibraryLoader

/// One D-Bus message (a method call, a reply, an error or a signal), holding one libdbus reference that it gives
/// back when released.
///
/// A class because it owns that reference.
///
/// Edge cases: the header fields read as nil when the message has none (a signal has no destination, a reply no
/// member); ``arguments`` of a message whose body holds a type this module does not use (a file descriptor) stops
/// before that argument.
final class BusMessage {
    /// The libdbus message.
    let pointer: OpaquePointer

    /// Takes over one reference to `pointer` (as libdbus hands them out: a new message, a stolen reply).
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Adds a reference to `pointer` (a message libdbus lends to a filter).
    init(borrowing pointer: OpaquePointer) {
        self.pointer = pointer
        _ = LibDBus.dbus_message_ref(pointer)
    }

    deinit { LibDBus.dbus_message_unref(pointer) }

    /// A method call of `interface.member` on `path` of `destination`; nil when libdbus has no memory (or cannot be
    /// loaded: a message may be made before any connection, which loads it too).
    static func methodCall(destination: String, path: String, interface: String, member: String) -> BusMessage? {
        guard clibrary_load_dbus() == nil else { return nil }
        return LibDBus.dbus_message_new_method_call(destination, path, interface, member).map(BusMessage.init(taking:))
    }

    /// A signal `interface.member` from the object at `path`; nil when libdbus has no memory (or cannot be loaded).
    static func signal(path: String, interface: String, member: String) -> BusMessage? {
        guard clibrary_load_dbus() == nil else { return nil }
        return LibDBus.dbus_message_new_signal(path, interface, member).map(BusMessage.init(taking:))
    }

    /// The reply to this method call; nil when libdbus has no memory.
    func methodReturn() -> BusMessage? {
        LibDBus.dbus_message_new_method_return(pointer).map(BusMessage.init(taking:))
    }

    /// An error reply `name` (a D-Bus error name) with the text `message`; nil when libdbus has no memory.
    func errorReply(_ error: BusError) -> BusMessage? {
        LibDBus.dbus_message_new_error(pointer, error.name, error.message).map(BusMessage.init(taking:))
    }

    /// libdbus's type codes (its `DBUS_TYPE_*` macros, which Swift does not import: each is a cast character).
    private enum TypeCode {
        static let invalid: Int32 = 0
        static let string = Int32(UInt8(ascii: "s"))
        static let objectPath = Int32(UInt8(ascii: "o"))
        static let signature = Int32(UInt8(ascii: "g"))
        static let boolean = Int32(UInt8(ascii: "b"))
        static let byte = Int32(UInt8(ascii: "y"))
        static let int16 = Int32(UInt8(ascii: "n"))
        static let uint16 = Int32(UInt8(ascii: "q"))
        static let int32 = Int32(UInt8(ascii: "i"))
        static let uint32 = Int32(UInt8(ascii: "u"))
        static let int64 = Int32(UInt8(ascii: "x"))
        static let uint64 = Int32(UInt8(ascii: "t"))
        static let double = Int32(UInt8(ascii: "d"))
        static let structure = Int32(UInt8(ascii: "r"))
        static let dictEntry = Int32(UInt8(ascii: "e"))
        static let array = Int32(UInt8(ascii: "a"))
        static let variant = Int32(UInt8(ascii: "v"))
    }

    // MARK: Header

    /// `DBUS_MESSAGE_TYPE_METHOD_CALL`, `…_METHOD_RETURN`, `…_ERROR` or `…_SIGNAL`.
    var type: Int32 { LibDBus.dbus_message_get_type(pointer) }
    var isMethodCall: Bool { type == DBUS_MESSAGE_TYPE_METHOD_CALL }
    var isError: Bool { type == DBUS_MESSAGE_TYPE_ERROR }
    var path: String? { LibDBus.dbus_message_get_path(pointer).map { String(cString: $0) } }
    var interface: String? { LibDBus.dbus_message_get_interface(pointer).map { String(cString: $0) } }
    var member: String? { LibDBus.dbus_message_get_member(pointer).map { String(cString: $0) } }
    var errorName: String? { LibDBus.dbus_message_get_error_name(pointer).map { String(cString: $0) } }
    /// Whether the caller asked for no reply (a signal-like call, as the registry's Set of the application id).
    var wantsReply: Bool { LibDBus.dbus_message_get_no_reply(pointer) == 0 }

    // MARK: Body

    /// Appends `values` to the body, in order; false when libdbus ran out of memory (the message is then unusable).
    @discardableResult
    func append(_ values: [BusValue]) -> Bool {
        var iterator = DBusMessageIter()
        LibDBus.dbus_message_iter_init_append(pointer, &iterator)
        return values.allSatisfy { Self.append($0, to: &iterator) }
    }

    /// The body's arguments, decoded in order.
    var arguments: [BusValue] {
        var iterator = DBusMessageIter()
        guard LibDBus.dbus_message_iter_init(pointer, &iterator) != 0 else { return [] }
        return Self.decodeAll(&iterator)
    }

    private static func append(_ value: BusValue, to iterator: inout DBusMessageIter) -> Bool {
        switch value {
        case .string(let text): return appendText(text, type: TypeCode.string, to: &iterator)
        case .objectPath(let path): return appendText(path, type: TypeCode.objectPath, to: &iterator)
        case .boolean(let flag): return appendBasic(TypeCode.boolean, to: &iterator) { $0.bool_val = flag ? 1 : 0 }
        case .int32(let number): return appendBasic(TypeCode.int32, to: &iterator) { $0.i32 = number }
        case .uint32(let number): return appendBasic(TypeCode.uint32, to: &iterator) { $0.u32 = number }
        case .double(let number): return appendBasic(TypeCode.double, to: &iterator) { $0.dbl = number }
        case .structure(let fields):
            return appendContainer(TypeCode.structure, signature: nil, to: &iterator) { inner in
                fields.allSatisfy { append($0, to: &inner) }
            }
        case .array(let element, let items):
            return appendContainer(TypeCode.array, signature: element, to: &iterator) { inner in
                items.allSatisfy { append($0, to: &inner) }
            }
        case .dictionary(let valueSignature, let entries):
            return appendContainer(TypeCode.array, signature: "{s\(valueSignature)}", to: &iterator) { inner in
                entries.allSatisfy { entry in
                    appendContainer(TypeCode.dictEntry, signature: nil, to: &inner) { pair in
                        append(.string(entry.key), to: &pair) && append(entry.value, to: &pair)
                    }
                }
            }
        case .variant(let inner):
            return appendContainer(TypeCode.variant, signature: inner.signature, to: &iterator) { content in
                append(inner, to: &content)
            }
        }
    }

    /// Appends one value of the basic D-Bus type `type`, its field of the union set by `set`.
    private static func appendBasic(
        _ type: Int32, to iterator: inout DBusMessageIter, _ set: (inout DBusBasicValue) -> Void
    ) -> Bool {
        var basic = DBusBasicValue()
        set(&basic)
        return cdbus_append_basic(&iterator, type, basic) != 0
    }

    private static func appendText(_ text: String, type: Int32, to iterator: inout DBusMessageIter) -> Bool {
        text.withCString { characters in
            appendBasic(type, to: &iterator) { $0.str = UnsafeMutablePointer(mutating: characters) }
        }
    }

    private static func appendContainer(
        _ type: Int32, signature: String?, to iterator: inout DBusMessageIter,
        _ body: (inout DBusMessageIter) -> Bool
    ) -> Bool {
        var inner = DBusMessageIter()
        let opened: Bool
        if let signature {
            opened =
                signature.withCString { LibDBus.dbus_message_iter_open_container(&iterator, type, $0, &inner) } != 0
        } else {
            opened = LibDBus.dbus_message_iter_open_container(&iterator, type, nil, &inner) != 0
        }
        guard opened else { return false }
        guard body(&inner) else {
            LibDBus.dbus_message_iter_abandon_container(&iterator, &inner)
            return false
        }
        return LibDBus.dbus_message_iter_close_container(&iterator, &inner) != 0
    }

    private static func decodeAll(_ iterator: inout DBusMessageIter) -> [BusValue] {
        var values: [BusValue] = []
        while LibDBus.dbus_message_iter_get_arg_type(&iterator) != TypeCode.invalid {
            guard let value = decode(&iterator) else { break }
            values.append(value)
            guard LibDBus.dbus_message_iter_next(&iterator) != 0 else { break }
        }
        return values
    }

    private static func decode(_ iterator: inout DBusMessageIter) -> BusValue? {
        let type = LibDBus.dbus_message_iter_get_arg_type(&iterator)
        switch type {
        case TypeCode.string, TypeCode.signature:
            return .string(cdbus_get_basic(&iterator).str.map { String(cString: $0) } ?? "")
        case TypeCode.objectPath:
            return .objectPath(cdbus_get_basic(&iterator).str.map { String(cString: $0) } ?? "")
        case TypeCode.boolean: return .boolean(cdbus_get_basic(&iterator).bool_val != 0)
        case TypeCode.byte: return .uint32(UInt32(cdbus_get_basic(&iterator).byt))
        case TypeCode.int16: return .int32(Int32(cdbus_get_basic(&iterator).i16))
        case TypeCode.uint16: return .uint32(UInt32(cdbus_get_basic(&iterator).u16))
        case TypeCode.int32: return .int32(cdbus_get_basic(&iterator).i32)
        case TypeCode.uint32: return .uint32(cdbus_get_basic(&iterator).u32)
        case TypeCode.int64: return .double(Double(cdbus_get_basic(&iterator).i64))
        case TypeCode.uint64: return .double(Double(cdbus_get_basic(&iterator).u64))
        case TypeCode.double: return .double(cdbus_get_basic(&iterator).dbl)
        case TypeCode.structure, TypeCode.dictEntry:
            var inner = DBusMessageIter()
            LibDBus.dbus_message_iter_recurse(&iterator, &inner)
            return .structure(decodeAll(&inner))
        case TypeCode.variant:
            var inner = DBusMessageIter()
            LibDBus.dbus_message_iter_recurse(&iterator, &inner)
            return decode(&inner).map { .variant($0) }
        case TypeCode.array:
            let signature = Self.signature(of: &iterator)
            let element = String(signature.dropFirst())
            var inner = DBusMessageIter()
            LibDBus.dbus_message_iter_recurse(&iterator, &inner)
            let items = decodeAll(&inner)
            if element.hasPrefix("{s"), element.hasSuffix("}") {
                let entries = items.compactMap { item -> (key: String, value: BusValue)? in
                    guard case .structure(let pair) = item, pair.count == 2, case .string(let key) = pair[0] else {
                        return nil
                    }
                    return (key, pair[1])
                }
                return .dictionary(String(element.dropFirst(2).dropLast()), entries)
            }
            return .array(element, items)
        default:
            return nil
        }
    }

    private static func signature(of iterator: inout DBusMessageIter) -> String {
        guard let characters = LibDBus.dbus_message_iter_get_signature(&iterator) else { return "" }
        defer { LibDBus.dbus_free(characters) }
        return String(cString: characters)
    }
}
