import CircularControl

extension Panel {
    /// Routes one input from `pointer` (see the type's routing rules) and returns what happened, each event with its
    /// knob. `position` is where the pointer is for input that carries no point (the wheel); by default, where it
    /// was last seen. `time` is when it happened, in seconds on the host's monotonic clock: with it a turn of the
    /// wheel is part of a burst that ends `GestureKind.wheelIdleTime` after its last turn (see ``advanceClock(to:)``);
    /// without it each turn is a gesture of its own.
    public mutating func handle(
        _ input: InputEvent, from pointer: Pointer = .mouse, at position: Point? = nil, time: Double? = nil
    ) -> PanelEvents {
        let events = route(input, from: pointer, at: position, time: time)
        if pointer == .mouse { followKeptMouse(after: input) }
        return events
    }

    /// Routes `input` as ``handle(_:from:at:time:)`` says; that then starts or drops the kept mouse after it.
    private mutating func route(_ input: InputEvent, from pointer: Pointer, at position: Point?, time: Double?)
        -> PanelEvents
    {
        if let position { lastPositions[pointer] = position }
        switch input {
        case .press(let point, _, let clickCount):
            lastPositions[pointer] = point
            isFocusVisible = false
            if entry != nil { return pressDuringEntry(at: point) }
            if clickCount == 2, dragOwners[pointer] == nil, let index = labelControl(at: point) {
                return openEntry(onControl: index)
            }
            guard dragOwners[pointer] == nil, let index = control(at: point), controls[index].acceptsAnotherDrag
            else { return PanelEvents() }
            // The control pressed takes the focus: the one that had it loses its key gesture first.
            var events = focusLeaving(for: index)
            events.append(contentsOf: deliver(input, from: pointer, to: index, at: time))
            if controls[index].draggedKnob(by: pointer) != nil { dragOwners[pointer] = index }
            if pointer == .mouse, linearMouseDragKnob != nil { lastLinearMouseDrag = index }
            // The focus lands on the knob the press took (a range's model moves its focus there).
            focusedKnob = PanelKnob(control: index, knob: controls[index].focusedKnob)
            // The mouse hovers the knob it pressed once no drag holds it (a double click that reset the value).
            if pointer == .mouse { updateHover(at: point) }
            return events
        case .move(let point, _):
            lastPositions[pointer] = point
            var events = PanelEvents()
            if let index = dragOwners[pointer] { events = deliver(input, from: pointer, to: index, at: time) }
            if pointer == .mouse { updateHover(at: point) }
            return events
        case .release(let point, _):
            var events = PanelEvents()
            if let index = dragOwners.removeValue(forKey: pointer) {
                events = deliver(input, from: pointer, to: index, at: time)
            }
            if pointer == .mouse {
                lastPositions[pointer] = point
                updateHover(at: point)
            } else {
                // A finger lifted is gone: its id may never come back, so nothing of it is kept.
                lastPositions[pointer] = nil
            }
            return events
        case .modifiers:
            // Shift changes the rate of every drag under way; without a drag a modifier change does nothing.
            var events = PanelEvents()
            for index in Set(dragOwners.values).sorted() {
                events.append(contentsOf: deliver(input, to: index, at: time))
            }
            return events
        case .key(let key, let modifiers):
            if key == .tab { return tab(modifiers.contains(.shift) ? .backward : .forward) }
            if entry != nil { return handleEntryKey(key) }
            guard let index = dragOwners[.mouse] ?? focusedKnob?.control else { return PanelEvents() }
            guard dragOwners[.mouse] == nil else { return deliver(input, to: index, at: time) }
            isFocusVisible = true
            if key == .enter, let knob = focusedKnob, !controls[knob.control].isDragging {
                entry = ValueEntry(knob: knob, text: entryText(of: knob), selected: true)
                return PanelEvents()
            }
            return deliver(input, to: index, at: time)
        case .keyRelease:
            // To the control the key went to: the mouse's drag, else the focused one.
            guard let index = dragOwners[.mouse] ?? focusedKnob?.control else { return PanelEvents() }
            return deliver(input, to: index, at: time)
        case .wheel:
            // While a value is typed the wheel changes nothing, as the arrow keys do not.
            guard entry == nil else { return PanelEvents() }
            // The hit test only when the mouse drags nothing (`??` evaluates its right side only when needed).
            guard
                let index = dragOwners[.mouse] ?? lastPositions[pointer].flatMap({ control(at: $0) })
                    ?? focusedKnob?.control
            else { return PanelEvents() }
            var events = PanelEvents()
            if focusedKnob?.control != index {
                events = focusLeaving(for: index)
                focusedKnob = PanelKnob(control: index, knob: controls[index].focusedKnob)
            }
            events.append(contentsOf: deliver(input, to: index, at: time))
            return events
        case .text(let text):
            typeText(text)
            return PanelEvents()
        }
    }

    /// The pointer left the surface: the mouse hovers nothing. A drag in progress carries on.
    public mutating func pointerLeft() {
        hoveredKnob = nil
    }

    /// Hands `input` from `pointer` (the mouse for keys and the wheel) that happened at `time` to control `index`,
    /// tags its events with their knobs, and lets go of any pointer whose drag the input ended (Escape).
    mutating func deliver(_ input: InputEvent, from pointer: Pointer = .mouse, to index: Int, at time: Double?)
        -> PanelEvents
    {
        let events = controls[index].handle(input, from: pointer, at: time, control: index)
        for (owner, owned) in dragOwners where owned == index && controls[index].draggedKnob(by: owner) == nil {
            dragOwners[owner] = nil
        }
        return events
    }

    /// The hover state follows the mouse over knobs while it drags nothing.
    mutating func updateHover(at point: Point) {
        hoveredKnob = nil
        guard dragOwners[.mouse] == nil else { return }
        for index in hitCandidates(at: point).reversed() {
            if let target = controls[index].target(at: point), target.region == .knob {
                hoveredKnob = PanelKnob(control: index, knob: target.knob)
                return
            }
        }
    }
}
