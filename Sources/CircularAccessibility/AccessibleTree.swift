/// The AT-SPI2 objects of one application, answering the questions assistive technologies ask: the application
/// at the root, its window (a frame), and one object per ``AccessibleNode`` of the ``surface``. It reads only:
/// the calls that change something (setting a value, grabbing the focus, the registry giving the application its
/// id) are ``AccessibilityBridge``'s.
///
/// Pure (no bus): every answer is a ``BusValue`` or a ``BusError``, so the answers can be checked without D-Bus.
///
/// Edge cases:
/// - A path that names no object (a node index past the end, after the surface lost nodes) is `UnknownObject`; an
///   interface the object does not have, or a member it does not know, is `UnknownMethod`/`UnknownProperty`.
/// - `GetChildAtIndex` past the end gives the null reference (as atk-bridge does), not an error.
/// - Coordinates of `Component` calls are screen, window or parent ones; an unknown coordinate type is treated as
///   screen coordinates.
struct AccessibleTree {
    /// One object of the tree.
    enum Object: Equatable {
        /// The application (`/org/a11y/atspi/accessible/root`).
        case application
        /// The window, a frame.
        case window
        /// Node `n` of the surface.
        case node(Int)
    }

    /// The application's name (the program's).
    var applicationName: String
    /// The toolkit's name, reported by the Application interface.
    var toolkitName = "CircularControl"
    /// The connection's unique name on the accessibility bus, which references carry ("" before it is known).
    var busName = ""
    /// The registry's desktop, the application's parent, once embedded.
    var desktop: BusValue?
    /// The id the registry gave the application (0 until then).
    var applicationId: Int32 = 0
    /// What the host shows.
    var surface: AccessibleSurface

    // MARK: Objects

    /// The object at `path`, or nil when there is none.
    func object(at path: String) -> Object? {
        switch path {
        case ATSPI.rootPath: return .application
        case ATSPI.windowPath: return .window
        default:
            guard path.hasPrefix(ATSPI.nodePathPrefix),
                let index = Int(path.dropFirst(ATSPI.nodePathPrefix.count)),
                surface.nodes.indices.contains(index),
                String(index) == path.dropFirst(ATSPI.nodePathPrefix.count)
            else { return nil }
            return .node(index)
        }
    }

    /// The object path of `object`.
    static func path(of object: Object) -> String {
        switch object {
        case .application: return ATSPI.rootPath
        case .window: return ATSPI.windowPath
        case .node(let index): return ATSPI.nodePathPrefix + String(index)
        }
    }

    /// A reference to `object` (`(so)`); nil gives the null reference.
    func reference(_ object: Object?) -> BusValue {
        guard let object else { return .reference("", ATSPI.nullPath) }
        return .reference(busName, Self.path(of: object))
    }

    /// The interfaces `object` has, as `GetInterfaces` lists them.
    func interfaces(of object: Object) -> [String] {
        switch object {
        case .application: return [ATSPI.accessible, ATSPI.application]
        case .window: return [ATSPI.accessible, ATSPI.component]
        case .node: return [ATSPI.accessible, ATSPI.component, ATSPI.value]
        }
    }

    /// The children of `object`, in order.
    func children(of object: Object) -> [Object] {
        switch object {
        case .application: return [.window]
        case .window: return surface.nodes.indices.map { .node($0) }
        case .node: return []
        }
    }

    /// The parent of `object`: nil for the application before it is embedded (the desktop afterwards).
    func parent(of object: Object) -> Object? {
        switch object {
        case .application: return nil
        case .window: return .application
        case .node: return .window
        }
    }

    func role(of object: Object) -> ATSPI.Role {
        switch object {
        case .application: return .application
        case .window: return .frame
        case .node(let index): return surface.nodes[index].role == .slider ? .slider : .dial
        }
    }

    /// The states of `object`.
    func states(of object: Object) -> [ATSPI.State] {
        let shown: [ATSPI.State] = [.enabled, .sensitive, .visible, .showing]
        switch object {
        case .application: return []
        case .window: return shown + [.resizable] + (surface.isActive ? [.active] : [])
        case .node(let index): return shown + [.focusable] + (surface.focusedNode == index ? [.focused] : [])
        }
    }

    /// The object attributes of `object` (`GetAttributes`): a node's value text as `valuetext` (ARIA's name for it,
    /// which Orca speaks in place of the number), when it has one.
    func attributes(of object: Object) -> [(key: String, value: String)] {
        guard case .node(let index) = object, !surface.nodes[index].valueText.isEmpty else { return [] }
        return [("valuetext", surface.nodes[index].valueText)]
    }

    // MARK: Properties

    /// The property `name` of `interface` on `object`.
    func property(_ name: String, of interface: String, on object: Object) throws(BusError) -> BusValue {
        guard let value = properties(of: interface, on: object).first(where: { $0.key == name })?.value else {
            throw .unknownProperty("\(interface).\(name)")
        }
        return value
    }

    /// Every property of `interface` on `object` (empty for an interface it does not have).
    func properties(of interface: String, on object: Object) -> [(key: String, value: BusValue)] {
        guard interfaces(of: object).contains(interface) else { return [] }
        switch interface {
        case ATSPI.accessible:
            let parent: BusValue = parent(of: object).map { reference($0) } ?? desktop ?? reference(nil)
            return [
                ("Name", .string(name(of: object))),
                ("Description", .string("")),
                ("Parent", parent),
                ("ChildCount", .int32(Int32(children(of: object).count))),
                ("Locale", .string("")),
                ("AccessibleId", .string(accessibleId(of: object))),
            ]
        case ATSPI.application:
            return [
                ("ToolkitName", .string(toolkitName)),
                ("Version", .string("")),
                ("AtspiVersion", .string(ATSPI.protocolVersion)),
                ("Id", .int32(applicationId)),
            ]
        case ATSPI.value:
            guard case .node(let index) = object else { return [] }
            let node = surface.nodes[index]
            return [
                ("MinimumValue", .double(node.minimum)),
                ("MaximumValue", .double(node.maximum)),
                ("MinimumIncrement", .double(node.increment)),
                ("CurrentValue", .double(node.value)),
                ("Text", .string(node.valueText)),
            ]
        default:
            return []
        }
    }

    private func name(of object: Object) -> String {
        switch object {
        case .application: return applicationName
        case .window: return surface.title
        case .node(let index): return surface.nodes[index].name
        }
    }

    private func accessibleId(of object: Object) -> String {
        switch object {
        case .application: return ""
        case .window: return "window"
        case .node(let index): return surface.nodes[index].id
        }
    }

    // MARK: Methods

    /// The reply to the read-only method `member` of `interface` on `object` with `arguments`; `screenOrigin` gives
    /// the window's origin on the screen, asked only by the Component calls that need it.
    func call(
        _ member: String, of interface: String, on object: Object, arguments: [BusValue],
        screenOrigin: () -> (x: Int, y: Int)
    ) throws(BusError) -> [BusValue] {
        guard interfaces(of: object).contains(interface) else { throw .unknownMethod("\(interface).\(member)") }
        switch (interface, member) {
        case (ATSPI.accessible, _):
            return try accessibleCall(member, on: object, arguments: arguments)
        case (ATSPI.application, "GetLocale"):
            return [.string("")]
        case (ATSPI.component, _):
            return try componentCall(member, on: object, arguments: arguments, screenOrigin: screenOrigin)
        default:
            throw .unknownMethod("\(interface).\(member)")
        }
    }

    private func accessibleCall(_ member: String, on object: Object, arguments: [BusValue]) throws(BusError)
        -> [BusValue]
    {
        switch member {
        case "GetChildAtIndex":
            guard let index = arguments.first?.number else { throw .invalidArguments("GetChildAtIndex(i)") }
            let children = children(of: object)
            let child = index >= 0 && index < Double(children.count) ? children[Int(index)] : nil
            return [reference(child)]
        case "GetChildren":
            return [.array("(so)", children(of: object).map { reference($0) })]
        case "GetIndexInParent":
            guard let parent = parent(of: object) else { return [.int32(-1)] }
            return [.int32(Int32(children(of: parent).firstIndex(of: object) ?? -1))]
        case "GetRelationSet":
            return [.array("(ua(so))", [])]
        case "GetRole":
            return [.uint32(role(of: object).rawValue)]
        case "GetRoleName", "GetLocalizedRoleName":
            return [.string(role(of: object).name)]
        case "GetState":
            return [ATSPI.stateSet(states(of: object))]
        case "GetAttributes":
            return [.dictionary("s", attributes(of: object).map { ($0.key, .string($0.value)) })]
        case "GetApplication":
            return [reference(.application)]
        case "GetInterfaces":
            return [.array("s", interfaces(of: object).map { .string($0) })]
        default:
            throw .unknownMethod("\(ATSPI.accessible).\(member)")
        }
    }

    /// The extents of `object` in `coordinates` (screen, window, or relative to its parent).
    func extents(of object: Object, in coordinates: ATSPI.Coordinates, screenOrigin: () -> (x: Int, y: Int))
        -> AccessibleRect
    {
        let inWindow: AccessibleRect
        switch object {
        case .node(let index): inWindow = surface.nodes[index].extents
        default: inWindow = AccessibleRect(x: 0, y: 0, width: surface.width, height: surface.height)
        }
        // A node's parent is the window, so its parent coordinates are window ones; the window's parent is the
        // screen.
        let needsOrigin = coordinates == .screen || (object == .window && coordinates == .parent)
        guard needsOrigin else { return inWindow }
        let origin = screenOrigin()
        return inWindow.offsetBy(dx: origin.x, dy: origin.y)
    }

    private func componentCall(
        _ member: String, on object: Object, arguments: [BusValue], screenOrigin: () -> (x: Int, y: Int)
    ) throws(BusError) -> [BusValue] {
        func coordinates(at position: Int) -> ATSPI.Coordinates {
            guard arguments.indices.contains(position), let number = arguments[position].number,
                number >= 0, number <= 2
            else { return .screen }
            return ATSPI.Coordinates(rawValue: UInt32(number)) ?? .screen
        }
        func point() throws(BusError) -> (x: Int, y: Int) {
            guard arguments.count >= 2, let x = arguments[0].number, let y = arguments[1].number,
                abs(x) < 1e9, abs(y) < 1e9
            else { throw .invalidArguments("\(member)(i, i, u)") }
            return (Int(x), Int(y))
        }
        switch member {
        case "GetExtents":
            let box = extents(of: object, in: coordinates(at: 0), screenOrigin: screenOrigin)
            return [.structure([box.x, box.y, box.width, box.height].map { .int32(Int32(clamping: $0)) })]
        case "GetPosition":
            let box = extents(of: object, in: coordinates(at: 0), screenOrigin: screenOrigin)
            return [box.x, box.y].map { .int32(Int32(clamping: $0)) }
        case "GetSize":
            let box = extents(of: object, in: .window, screenOrigin: screenOrigin)
            return [box.width, box.height].map { .int32(Int32(clamping: $0)) }
        case "Contains":
            let (x, y) = try point()
            let box = extents(of: object, in: coordinates(at: 2), screenOrigin: screenOrigin)
            return [.boolean(box.contains(x: x, y: y))]
        case "GetAccessibleAtPoint":
            let (x, y) = try point()
            let kind = coordinates(at: 2)
            let hit = children(of: object).last { child in
                extents(of: child, in: kind, screenOrigin: screenOrigin).contains(x: x, y: y)
            }
            return [reference(hit)]
        case "GetLayer":
            return [.uint32(object == .window ? ATSPI.windowLayer : ATSPI.widgetLayer)]
        case "GetAlpha":
            return [.double(1)]
        case "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint":
            return [.boolean(false)]
        default:
            throw .unknownMethod("\(ATSPI.component).\(member)")
        }
    }
}
