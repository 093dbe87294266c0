/// A D-Bus error to reply with: its name (`org.freedesktop.DBus.Error.UnknownMethod`, ...) and a sentence.
///
/// Edge cases: libdbus needs a syntactically valid error name; the module only uses the constants below.
struct BusError: Error, Equatable {
    /// The D-Bus error name.
    var name: String
    /// The human sentence sent with it.
    var message: String

    /// No such method (or property) on that interface of that object.
    static func unknownMethod(_ what: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no \(what)")
    }

    /// No such object.
    static func unknownObject(_ path: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no object at \(path)")
    }

    /// No such property.
    static func unknownProperty(_ name: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.UnknownProperty", message: "no property \(name)")
    }

    /// Arguments of the wrong type or number.
    static func invalidArguments(_ what: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: what)
    }

    /// A property that cannot be written.
    static func readOnly(_ name: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "\(name) is read-only")
    }
}
