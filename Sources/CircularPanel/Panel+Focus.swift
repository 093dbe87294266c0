import CircularControl

extension Panel {
    /// The knobs in focus order: the order of ``controls``, a range's start knob before its end knob.
    var focusOrder: [PanelKnob] {
        controls.indices.flatMap { index in controls[index].knobs.map { PanelKnob(control: index, knob: $0) } }
    }

    /// True when the focus ring is to be drawn: the focus is visible (``isFocusVisible``), the surface has the
    /// keyboard focus (``hasKeyboardFocus``) and a knob has the focus (not on an empty panel).
    public var showsFocusRing: Bool { isFocusVisible && hasKeyboardFocus && focusedKnob != nil }

    /// Moves the keyboard focus one knob along the focus order (the order of ``controls``, a range's start knob
    /// before its end knob), round from the last to the first (not on a panel of one single-knob control, nor an
    /// empty one). Returns what happened: a key gesture of the knob that lost the focus ends (see
    /// `GestureKind/keys`).
    ///
    /// A move by the program: it leaves ``isFocusVisible`` as it is (Tab handed to ``handle(_:from:at:time:)`` sets
    /// it), and cancels a value entry open on another knob.
    @discardableResult
    public mutating func moveFocus(_ direction: FocusDirection) -> PanelEvents {
        let order = focusOrder
        guard order.count > 1 else { return PanelEvents() }
        let current = focusedKnob.flatMap { order.firstIndex(of: $0) } ?? 0
        let next = (current + (direction == .forward ? 1 : order.count - 1)) % order.count
        return focus(order[next])
    }

    /// Gives the keyboard focus to `knob`; ignored for a control index that does not exist. A value entry open on
    /// another knob is cancelled (nothing changes). Returns what happened: a key gesture of the knob that lost the
    /// focus ends.
    @discardableResult
    public mutating func focus(_ knob: PanelKnob) -> PanelEvents {
        guard controls.indices.contains(knob.control) else { return PanelEvents() }
        var events = focusLeaving(for: knob.control)
        events.append(contentsOf: controls[knob.control].focus(knob.knob, control: knob.control))
        focusedKnob = PanelKnob(control: knob.control, knob: controls[knob.control].focusedKnob)
        if let open = entry, open.knob != focusedKnob { entry = nil }
        return events
    }

    /// The focus is about to go to control `index`: when another control has it, that control's key gesture ends
    /// (its keys' releases will not come to it).
    mutating func focusLeaving(for index: Int) -> PanelEvents {
        guard let old = focusedKnob?.control, old != index, controls.indices.contains(old) else { return PanelEvents() }
        return controls[old].keyboardFocusLeft(control: old)
    }

    /// The host's surface (its window, or the embedder's focus on it) gained or lost the keyboard focus: the focus
    /// ring shows only while it has it (``showsFocusRing``), and a value entry's caret too. It leaves the focused
    /// knob, ``isFocusVisible`` and an open value entry as they are. The panel assumes the focus until told
    /// otherwise. Returns what happened: losing the focus ends the focused control's key gesture.
    @discardableResult
    public mutating func setKeyboardFocus(_ hasFocus: Bool) -> PanelEvents {
        hasKeyboardFocus = hasFocus
        guard !hasFocus, let index = focusedKnob?.control else { return PanelEvents() }
        return controls[index].keyboardFocusLeft(control: index)
    }

    /// The keyboard focus came in from the embedder (XEmbed's XEMBED_FOCUS_FIRST or XEMBED_FOCUS_LAST): it lands on
    /// the first knob of the focus order (`forward`) or the last (`backward`), visibly, and the surface has the
    /// keyboard focus. A value entry open on another knob is cancelled; an exit not yet taken is dropped.
    ///
    /// Edge cases: an empty panel has nowhere to land: with ``handsFocusOut`` it hands the focus straight on in the
    /// same direction (``takeFocusExit()`` returns it), so the focus never sticks in an empty embed.
    @discardableResult
    public mutating func focusEntered(_ direction: FocusDirection) -> PanelEvents {
        pendingFocusExit = nil
        hasKeyboardFocus = true
        let order = focusOrder
        guard let target = direction == .forward ? order.first : order.last else {
            return handsFocusOut ? leave(direction) : PanelEvents()
        }
        isFocusVisible = true
        return focus(target)
    }

    /// The direction the keyboard focus left the panel by (Tab past the last knob, or Shift+Tab before the first,
    /// with ``handsFocusOut``), once: the host hands the focus to its embedder that way (XEMBED_FOCUS_NEXT or
    /// XEMBED_FOCUS_PREV). `nil` when it did not leave since the last call.
    public mutating func takeFocusExit() -> FocusDirection? {
        defer { pendingFocusExit = nil }
        return pendingFocusExit
    }

    /// Tab (`forward`) or Shift+Tab: commits an open value entry first (refused text keeps it open and the focus
    /// where it is), then moves the focus to the next or previous knob, visibly. Round from one end to the other, or,
    /// with ``handsFocusOut``, out of the panel past either end. Returns the commit's events.
    ///
    /// Edge cases: on a panel of one knob Tab stays on it (and shows the focus) unless it hands the focus out; on an
    /// empty panel it does nothing unless it hands the focus out.
    mutating func tab(_ direction: FocusDirection) -> PanelEvents {
        isFocusVisible = true
        guard var events = commitEntry() else { return PanelEvents() }
        events.append(contentsOf: moveFocus(byTab: direction))
        return events
    }

    /// The focus move of Tab, once no entry is open.
    private mutating func moveFocus(byTab direction: FocusDirection) -> PanelEvents {
        guard handsFocusOut else {
            isFocusVisible = true
            return moveFocus(direction)
        }
        let order = focusOrder
        let current = focusedKnob.flatMap { order.firstIndex(of: $0) }
        let next = current.map { direction == .forward ? $0 + 1 : $0 - 1 } ?? -1
        guard order.indices.contains(next) else { return leave(direction) }
        isFocusVisible = true
        return focus(order[next])
    }

    /// The focus leaves the panel by `direction`: recorded for the host, no focus shows, and the focused control's
    /// key gesture ends.
    private mutating func leave(_ direction: FocusDirection) -> PanelEvents {
        pendingFocusExit = direction
        isFocusVisible = false
        return setKeyboardFocus(false)
    }
}
