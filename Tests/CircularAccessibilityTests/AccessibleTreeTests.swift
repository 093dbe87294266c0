import Testing

@testable import CircularAccessibility

/// The AT-SPI2 objects' answers, without a bus: the application, its window and one node per control.
@Suite struct AccessibleTreeTests {
    static let knob = AccessibleNode(
        id: "knob", name: "Knob", role: .dial, value: 0.25, valueText: "25%", minimum: 0, maximum: 1, increment: 0.01,
        extents: AccessibleRect(x: 64, y: 24, width: 192, height: 192), isFocused: true)
    static let rangeEnd = AccessibleNode(
        id: "range.end", name: "Range end", role: .slider, value: 0.7, minimum: -1, maximum: 1, increment: 0.25,
        extents: AccessibleRect(x: 386, y: 266, width: 188, height: 188), isFocused: false)

    func tree(active: Bool = true) -> AccessibleTree {
        var tree = AccessibleTree(
            applicationName: "circular-demo",
            surface: AccessibleSurface(
                title: "Circular Control", width: 640, height: 480, isActive: active,
                nodes: [Self.knob, Self.rangeEnd]))
        tree.busName = ":1.5"
        return tree
    }

    func call(
        _ tree: AccessibleTree, _ member: String, _ interface: String, on object: AccessibleTree.Object,
        _ arguments: [BusValue] = []
    ) throws -> [BusValue] {
        try tree.call(member, of: interface, on: object, arguments: arguments) { (100, 50) }
    }

    @Test(
        "A node's value text goes out as Value.Text and as the valuetext attribute (what Orca speaks); a node without one has neither"
    )
    func valueText() throws {
        let tree = tree()
        #expect(try tree.property("Text", of: ATSPI.value, on: .node(0)) == .string("25%"))
        #expect(
            try call(tree, "GetAttributes", ATSPI.accessible, on: .node(0)) == [
                .dictionary("s", [("valuetext", .string("25%"))])
            ])
        #expect(try tree.property("Text", of: ATSPI.value, on: .node(1)) == .string(""))
        #expect(try call(tree, "GetAttributes", ATSPI.accessible, on: .node(1)) == [.dictionary("s", [])])
        #expect(try call(tree, "GetAttributes", ATSPI.accessible, on: .window) == [.dictionary("s", [])])
    }

    @Test func pathsNameTheApplicationTheWindowAndEachNode() {
        let tree = tree()
        #expect(tree.object(at: "/org/a11y/atspi/accessible/root") == .application)
        #expect(tree.object(at: "/org/a11y/atspi/accessible/window") == .window)
        #expect(tree.object(at: "/org/a11y/atspi/accessible/node1") == .node(1))
        for path in [
            "/org/a11y/atspi/accessible/node2", "/org/a11y/atspi/accessible/node01",
            "/org/a11y/atspi/accessible/node-1", "/org/a11y/atspi/accessible/node", "/", "",
        ] {
            #expect(tree.object(at: path) == nil, "\(path)")
        }
        #expect(AccessibleTree.path(of: .node(1)) == "/org/a11y/atspi/accessible/node1")
    }

    @Test func nodesHaveTheirNameIdRoleAndValue() throws {
        let tree = tree()
        #expect(try tree.property("Name", of: ATSPI.accessible, on: .node(1)) == .string("Range end"))
        #expect(try tree.property("AccessibleId", of: ATSPI.accessible, on: .node(1)) == .string("range.end"))
        #expect(try call(tree, "GetRole", ATSPI.accessible, on: .node(0)) == [.uint32(15)])  // dial
        #expect(try call(tree, "GetRole", ATSPI.accessible, on: .node(1)) == [.uint32(51)])  // slider
        #expect(try call(tree, "GetRoleName", ATSPI.accessible, on: .node(1)) == [.string("slider")])
        #expect(try tree.property("CurrentValue", of: ATSPI.value, on: .node(1)) == .double(0.7))
        #expect(try tree.property("MinimumValue", of: ATSPI.value, on: .node(1)) == .double(-1))
        #expect(try tree.property("MaximumValue", of: ATSPI.value, on: .node(1)) == .double(1))
        #expect(try tree.property("MinimumIncrement", of: ATSPI.value, on: .node(1)) == .double(0.25))
        #expect(
            try call(tree, "GetInterfaces", ATSPI.accessible, on: .node(0))
                == [.array("s", [.string(ATSPI.accessible), .string(ATSPI.component), .string(ATSPI.value)])])
    }

    @Test func theApplicationIsNamedAfterTheProgramAndHoldsTheWindow() throws {
        var tree = tree()
        #expect(try tree.property("Name", of: ATSPI.accessible, on: .application) == .string("circular-demo"))
        #expect(try call(tree, "GetRole", ATSPI.accessible, on: .application) == [.uint32(75)])
        #expect(try tree.property("ChildCount", of: ATSPI.accessible, on: .application) == .int32(1))
        #expect(try tree.property("ChildCount", of: ATSPI.accessible, on: .window) == .int32(2))
        #expect(try tree.property("Name", of: ATSPI.accessible, on: .window) == .string("Circular Control"))
        #expect(try tree.property("Parent", of: ATSPI.accessible, on: .node(0)) == .reference(":1.5", ATSPI.windowPath))
        // Before the registry embeds it the application has the null parent; afterwards the desktop.
        #expect(try tree.property("Parent", of: ATSPI.accessible, on: .application) == .reference("", ATSPI.nullPath))
        tree.desktop = .reference(":1.1", ATSPI.rootPath)
        #expect(
            try tree.property("Parent", of: ATSPI.accessible, on: .application) == .reference(":1.1", ATSPI.rootPath))
        #expect(try call(tree, "GetIndexInParent", ATSPI.accessible, on: .node(1)) == [.int32(1)])
        #expect(
            try call(tree, "GetChildAtIndex", ATSPI.accessible, on: .window, [.int32(1)])
                == [.reference(":1.5", "/org/a11y/atspi/accessible/node1")])
        // Past the end: the null reference, as atk-bridge answers.
        #expect(
            try call(tree, "GetChildAtIndex", ATSPI.accessible, on: .window, [.int32(7)]) == [
                .reference("", ATSPI.nullPath)
            ])
        #expect(
            try call(tree, "GetChildAtIndex", ATSPI.accessible, on: .window, [.int32(-1)]) == [
                .reference("", ATSPI.nullPath)
            ])
    }

    @Test func focusedOnlyWhileTheWindowIsActive() throws {
        let focused = ATSPI.stateSet([.enabled, .sensitive, .visible, .showing, .focusable, .focused])
        let unfocused = ATSPI.stateSet([.enabled, .sensitive, .visible, .showing, .focusable])
        #expect(try call(tree(), "GetState", ATSPI.accessible, on: .node(0)) == [focused])
        #expect(try call(tree(), "GetState", ATSPI.accessible, on: .node(1)) == [unfocused])
        #expect(try call(tree(active: false), "GetState", ATSPI.accessible, on: .node(0)) == [unfocused])
        // Focused is bit 12, focusable 11: the first word.
        let bits: UInt32 = (1 << 8) | (1 << 11) | (1 << 12) | (1 << 24) | (1 << 25) | (1 << 30)
        #expect(focused == .array("u", [.uint32(bits), .uint32(0)]))
    }

    @Test func extentsInScreenWindowAndParentCoordinates() throws {
        let tree = tree()
        let screen: [BusValue] = [.structure([.int32(164), .int32(74), .int32(192), .int32(192)])]
        let window: [BusValue] = [.structure([.int32(64), .int32(24), .int32(192), .int32(192)])]
        #expect(try call(tree, "GetExtents", ATSPI.component, on: .node(0), [.uint32(0)]) == screen)
        #expect(try call(tree, "GetExtents", ATSPI.component, on: .node(0), [.uint32(1)]) == window)
        #expect(try call(tree, "GetExtents", ATSPI.component, on: .node(0), [.uint32(2)]) == window)
        #expect(
            try call(tree, "GetExtents", ATSPI.component, on: .window, [.uint32(0)])
                == [.structure([.int32(100), .int32(50), .int32(640), .int32(480)])])
        #expect(
            try call(tree, "Contains", ATSPI.component, on: .node(0), [.int32(70), .int32(30), .uint32(1)]) == [
                .boolean(true)
            ])
        #expect(
            try call(
                tree, "GetAccessibleAtPoint", ATSPI.component, on: .window, [.int32(400), .int32(300), .uint32(1)])
                == [.reference(":1.5", "/org/a11y/atspi/accessible/node1")])
        #expect(
            try call(tree, "GetAccessibleAtPoint", ATSPI.component, on: .window, [.int32(5), .int32(5), .uint32(1)])
                == [.reference("", ATSPI.nullPath)])
    }

    @Test func unknownMembersAndInterfacesAreErrors() {
        let tree = tree()
        #expect(throws: BusError.self) { try tree.property("Bogus", of: ATSPI.accessible, on: .node(0)) }
        #expect(throws: BusError.self) { try tree.property("CurrentValue", of: ATSPI.value, on: .window) }
        #expect(throws: BusError.self) { try call(tree, "GetExtents", ATSPI.component, on: .application, [.uint32(0)]) }
        #expect(throws: BusError.self) { try call(tree, "Frobnicate", ATSPI.accessible, on: .node(0)) }
        #expect(throws: BusError.self) {
            try call(tree, "GetChildAtIndex", ATSPI.accessible, on: .window, [.string("x")])
        }
    }

    @Test func ringBoundsAreWholePixelsAroundTheRing() {
        #expect(
            AccessibleRect(centerX: 160, centerY: 120, radius: 95.5)
                == AccessibleRect(x: 64, y: 24, width: 192, height: 192))
        #expect(AccessibleRect(centerX: .nan, centerY: 0, radius: 5) == AccessibleRect(x: 0, y: 0, width: 0, height: 0))
        #expect(
            AccessibleRect(centerX: 0, centerY: 0, radius: .infinity) == AccessibleRect(x: 0, y: 0, width: 0, height: 0)
        )
        #expect(AccessibleRect(centerX: 0, centerY: 0, radius: -1) == AccessibleRect(x: 0, y: 0, width: 0, height: 0))
        #expect(!AccessibleRect(x: 0, y: 0, width: -4, height: 4).contains(x: 0, y: 0))
    }
}
