/// The introspection data (`org.freedesktop.DBus.Introspectable.Introspect`) of the application's objects: the
/// members each interface answers, as at-spi2-core's `xml/*.xml` declares them.
enum Introspection {
    /// The XML document for an object with `interfaces` (besides Properties and Introspectable, which every object
    /// has).
    static func document(interfaces: [String]) -> String {
        let body = ([ATSPI.properties, ATSPI.introspectable] + interfaces).compactMap { declarations[$0] }
        return "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\" "
            + "\"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
            + body.joined() + "</node>\n"
    }

    /// One interface's element around its member elements.
    private static func interface(_ name: String, _ members: [String]) -> String {
        "  <interface name=\"\(name)\">\n" + members.map { "    \($0)\n" }.joined() + "  </interface>\n"
    }

    private static func method(_ name: String, in inputs: String = "", out outputs: String = "") -> String {
        let arguments =
            inputs.signatureItems.map { "<arg direction=\"in\" type=\"\($0)\"/>" }
            + outputs.signatureItems.map { "<arg direction=\"out\" type=\"\($0)\"/>" }
        return "<method name=\"\(name)\">" + arguments.joined() + "</method>"
    }

    private static func property(_ name: String, _ type: String, writable: Bool = false) -> String {
        "<property name=\"\(name)\" type=\"\(type)\" access=\"\(writable ? "readwrite" : "read")\"/>"
    }

    private static let declarations: [String: String] = [
        ATSPI.properties: interface(
            ATSPI.properties,
            [
                method("Get", in: "ss", out: "v"), method("GetAll", in: "s", out: "a{sv}"),
                method("Set", in: "ssv"),
            ]),
        ATSPI.introspectable: interface(ATSPI.introspectable, [method("Introspect", out: "s")]),
        ATSPI.accessible: interface(
            ATSPI.accessible,
            [
                property("Name", "s"), property("Description", "s"), property("Parent", "(so)"),
                property("ChildCount", "i"), property("Locale", "s"), property("AccessibleId", "s"),
                method("GetChildAtIndex", in: "i", out: "(so)"), method("GetChildren", out: "a(so)"),
                method("GetIndexInParent", out: "i"), method("GetRelationSet", out: "a(ua(so))"),
                method("GetRole", out: "u"), method("GetRoleName", out: "s"), method("GetLocalizedRoleName", out: "s"),
                method("GetState", out: "au"), method("GetAttributes", out: "a{ss}"),
                method("GetApplication", out: "(so)"), method("GetInterfaces", out: "as"),
            ]),
        ATSPI.application: interface(
            ATSPI.application,
            [
                property("ToolkitName", "s"), property("Version", "s"), property("AtspiVersion", "s"),
                property("Id", "i", writable: true), method("GetLocale", in: "u", out: "s"),
            ]),
        ATSPI.component: interface(
            ATSPI.component,
            [
                method("Contains", in: "iiu", out: "b"), method("GetAccessibleAtPoint", in: "iiu", out: "(so)"),
                method("GetExtents", in: "u", out: "(iiii)"), method("GetPosition", in: "u", out: "ii"),
                method("GetSize", out: "ii"), method("GetLayer", out: "u"), method("GrabFocus", out: "b"),
                method("GetAlpha", out: "d"),
            ]),
        ATSPI.value: interface(
            ATSPI.value,
            [
                property("MinimumValue", "d"), property("MaximumValue", "d"), property("MinimumIncrement", "d"),
                property("CurrentValue", "d", writable: true), property("Text", "s"),
            ]),
    ]
}

extension String {
    /// The complete types of a D-Bus signature, one by one (`"(so)i"` gives `(so)` and `i`).
    ///
    /// Edge cases: an unbalanced signature ends with what is left as one item.
    fileprivate var signatureItems: [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in self {
            current.append(character)
            switch character {
            case "(", "{": depth += 1
            case ")", "}": depth -= 1
            default: break
            }
            if depth == 0, character != "a" {
                items.append(current)
                current = ""
            }
        }
        if !current.isEmpty { items.append(current) }
        return items
    }
}
