/// The names and numbers of the AT-SPI2 protocol this module speaks (at-spi2-core's `xml/*.xml` and
/// `atspi-constants.h`), in one place.
enum ATSPI {
    // MARK: Interfaces
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let value = "org.a11y.atspi.Value"
    static let cache = "org.a11y.atspi.Cache"
    static let socket = "org.a11y.atspi.Socket"
    static let properties = "org.freedesktop.DBus.Properties"
    static let introspectable = "org.freedesktop.DBus.Introspectable"
    static let objectEvents = "org.a11y.atspi.Event.Object"
    static let focusEvents = "org.a11y.atspi.Event.Focus"
    static let windowEvents = "org.a11y.atspi.Event.Window"

    // MARK: Paths and names
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let windowPath = "/org/a11y/atspi/accessible/window"
    /// Node `n` is at this prefix followed by `n`.
    static let nodePathPrefix = "/org/a11y/atspi/accessible/node"
    static let cachePath = "/org/a11y/atspi/cache"
    static let nullPath = "/org/a11y/atspi/null"
    static let registryBusName = "org.a11y.atspi.Registry"
    /// The version of the protocol the objects follow (as atk-bridge and Qt report it).
    static let protocolVersion = "2.1"

    // MARK: Roles (AtspiRole)
    enum Role: UInt32 {
        case dial = 15
        case frame = 23
        case slider = 51
        case application = 75

        /// The role's name as `GetRoleName` gives it.
        var name: String {
            switch self {
            case .dial: return "dial"
            case .frame: return "frame"
            case .slider: return "slider"
            case .application: return "application"
            }
        }
    }

    // MARK: States (AtspiStateType, bit numbers in GetState's two words)
    enum State: UInt32 {
        case active = 1
        case enabled = 8
        case focusable = 11
        case focused = 12
        case resizable = 21
        case sensitive = 24
        case showing = 25
        case visible = 30

        /// The state's name in a `StateChanged` event.
        var name: String {
            switch self {
            case .active: return "active"
            case .enabled: return "enabled"
            case .focusable: return "focusable"
            case .focused: return "focused"
            case .resizable: return "resizable"
            case .sensitive: return "sensitive"
            case .showing: return "showing"
            case .visible: return "visible"
            }
        }
    }

    /// GetState's reply: the states as a bit set in two 32-bit words.
    static func stateSet(_ states: [State]) -> BusValue {
        var words: [UInt32] = [0, 0]
        for state in states { words[Int(state.rawValue / 32)] |= 1 << (state.rawValue % 32) }
        return .array("u", words.map { .uint32($0) })
    }

    // MARK: Component
    /// AtspiCoordType: relative to the screen, the window, or the parent object.
    enum Coordinates: UInt32 {
        case screen = 0
        case window = 1
        case parent = 2
    }

    /// AtspiComponentLayer of a control and of a top-level window.
    static let widgetLayer: UInt32 = 3
    static let windowLayer: UInt32 = 7

    /// The signature of one item of `Cache.GetItems` (its reply is an empty array of them).
    static let cacheItemSignature = "((so)(so)(so)iiassusau)"
    /// The signature of an event signal's body: detail, detail1, detail2, any data, properties.
    static let eventSignature = "siiva{sv}"
}
