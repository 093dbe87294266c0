extension AccessibilityBridge {
    /// Answers one incoming message; returns false for what is not a request to the application's objects (libdbus
    /// then answers a method call with UnknownMethod itself).
    ///
    /// Edge cases: a call that asked for no reply (the registry's `Set` of the application id) gets none; a request
    /// for an object the tree does not have gets UnknownObject.
    func answer(_ message: BusMessage) -> Bool {
        guard message.isMethodCall, let path = message.path, let member = message.member else { return false }
        let interface = message.interface ?? ""
        let reply: Result<[BusValue], BusError>
        if path == ATSPI.cachePath {
            // libatspi asks for a cache of the whole tree; an empty one makes it ask object by object.
            guard interface == ATSPI.cache, member == "GetItems" else { return false }
            reply = .success([.array(ATSPI.cacheItemSignature, [])])
        } else if let object = tree.object(at: path) {
            reply = Result { () throws(BusError) -> [BusValue] in
                try answer(member, of: interface, on: object, arguments: message.arguments)
            }
        } else if path.hasPrefix("/org/a11y/atspi/") {
            reply = .failure(.unknownObject(path))
        } else {
            return false
        }
        guard message.wantsReply else { return true }
        let response: BusMessage?
        switch reply {
        case .success(let values):
            response = message.methodReturn()
            guard let response, response.append(values) else { return true }
        case .failure(let error):
            response = message.errorReply(error)
        }
        if let response { sendOnBus(response) }
        return true
    }

    private func answer(_ member: String, of interface: String, on object: AccessibleTree.Object, arguments: [BusValue])
        throws(BusError) -> [BusValue]
    {
        switch (interface, member) {
        case (ATSPI.properties, "Get"):
            guard arguments.count == 2, let name = arguments[0].text, let property = arguments[1].text else {
                throw .invalidArguments("Get(s, s)")
            }
            return [.variant(try tree.property(property, of: name, on: object))]
        case (ATSPI.properties, "GetAll"):
            guard let name = arguments.first?.text else { throw .invalidArguments("GetAll(s)") }
            return [.dictionary("v", tree.properties(of: name, on: object).map { ($0.key, .variant($0.value)) })]
        case (ATSPI.properties, "Set"):
            guard arguments.count == 3, let name = arguments[0].text, let property = arguments[1].text else {
                throw .invalidArguments("Set(s, s, v)")
            }
            try set(property, of: name, on: object, to: arguments[2])
            return []
        case (ATSPI.introspectable, "Introspect"):
            return [.string(Introspection.document(interfaces: tree.interfaces(of: object)))]
        case (ATSPI.component, "GrabFocus"):
            guard tree.interfaces(of: object).contains(ATSPI.component) else {
                throw .unknownMethod("\(interface).\(member)")
            }
            guard case .node(let index) = object else { return [.boolean(false)] }
            onGrabFocus?(index)
            refresh()
            return [.boolean(true)]
        default:
            return try tree.call(member, of: interface, on: object, arguments: arguments, screenOrigin: screenOrigin)
        }
    }

    /// Writes a property: a node's current value, or the application's id.
    private func set(_ property: String, of interface: String, on object: AccessibleTree.Object, to value: BusValue)
        throws(BusError)
    {
        switch (interface, property, object) {
        case (ATSPI.value, "CurrentValue", .node(let index)):
            guard let number = value.number else { throw .invalidArguments("CurrentValue takes a number") }
            guard number.isFinite else { return }  // NaN and infinities change nothing.
            onSetValue?(index, number)
            refresh()
        case (ATSPI.application, "Id", .application):
            guard let number = value.number, let id = Int32(exactly: number) else {
                throw .invalidArguments("Id takes an int32")
            }
            tree.applicationId = id
        default:
            _ = try tree.property(property, of: interface, on: object)  // UnknownProperty when there is none.
            throw .readOnly("\(interface).\(property)")
        }
    }
}
