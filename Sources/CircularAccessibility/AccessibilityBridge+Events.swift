extension AccessibilityBridge {
    /// Emits the events between two surfaces: each node's value and name, the focus, the window's activation.
    ///
    /// Edge cases: nodes are matched by index; nodes added or removed get no event of their own (a host whose
    /// controls come and go should say so with a new surface, which assistive technologies read afresh). A value
    /// that stays NaN is not a change; a value text that changes alone (a label the program rewrote) is announced as
    /// a value change too, so that it is read again.
    func announceChanges(from previous: AccessibleSurface, to current: AccessibleSurface) {
        for index in current.nodes.indices where previous.nodes.indices.contains(index) {
            let before = previous.nodes[index]
            let after = current.nodes[index]
            let valueChanged = before.value != after.value && !(before.value.isNaN && after.value.isNaN)
            if valueChanged || before.valueText != after.valueText {
                emit(.objectEvents, "PropertyChange", "accessible-value", data: .double(after.value), on: .node(index))
            }
            if before.name != after.name {
                emit(.objectEvents, "PropertyChange", "accessible-name", data: .string(after.name), on: .node(index))
            }
        }
        if previous.isActive != current.isActive {
            emit(.objectEvents, "StateChanged", "active", detail1: current.isActive ? 1 : 0, on: .window)
            emit(.windowEvents, current.isActive ? "Activate" : "Deactivate", "", on: .window)
        }
        let focusBefore = previous.focusedNode
        let focusAfter = current.focusedNode
        guard focusBefore != focusAfter else { return }
        if let focusBefore, current.nodes.indices.contains(focusBefore) {
            emit(.objectEvents, "StateChanged", "focused", detail1: 0, on: .node(focusBefore))
        }
        if let focusAfter {
            emit(.objectEvents, "StateChanged", "focused", detail1: 1, on: .node(focusAfter))
            emit(.focusEvents, "Focus", "", on: .node(focusAfter))
        }
    }

    /// The event interfaces.
    enum EventInterface {
        case objectEvents, focusEvents, windowEvents

        var name: String {
            switch self {
            case .objectEvents: return ATSPI.objectEvents
            case .focusEvents: return ATSPI.focusEvents
            case .windowEvents: return ATSPI.windowEvents
            }
        }
    }

    /// Sends the event signal `member` (`PropertyChange`, `StateChanged`, ...) with `detail` from `object`.
    private func emit(
        _ interface: EventInterface, _ member: String, _ detail: String, detail1: Int32 = 0,
        data: BusValue = .int32(0), on object: AccessibleTree.Object
    ) {
        guard
            let signal = BusMessage.signal(
                path: AccessibleTree.path(of: object), interface: interface.name, member: member),
            signal.append([.string(detail), .int32(detail1), .int32(0), .variant(data), .dictionary("v", [])])
        else { return }
        sendOnBus(signal)
    }
}
