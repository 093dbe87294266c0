extension CircularModel {
    /// A key: arrows move one step (1 % of the range unstepped), Page Up and Page Down 10 %, Home and End go to the
    /// ends, Escape cancels a drag. Keys wrap round only when the control wraps; a key during a drag re-anchors it.
    ///
    /// Edge cases: on a wrapping control `max` is the same point as `min`, so End goes to the last value before it
    /// (one step, or 1 % of the range, below `max`); on an unbounded multi-turn control End goes to `max` (where
    /// `max` is not an end but a value within the range, snapped to the grid unless the snap mode is `.none`). Tab,
    /// Enter and Backspace do nothing. A value key outside a drag begins or carries on a key gesture (see
    /// ``GestureKind/keys``); during a drag it changes the value inside the drag's.
    mutating func press(_ key: Key, modifiers: Modifiers) -> ControlEvents {
        let unit = scale.unsteppedUnit(modifiers: modifiers)
        guard let command = KeyCommand(key, pageSteps: scale.pageSteps) else { return ControlEvents() }
        if case .cancelDrag = command { return cancelDrag() }
        gestures.keyPressed(key)
        let changes: ControlEvents
        switch command {
        case .cancelDrag: changes = ControlEvents()
        case .steps(let steps): changes = moveBySteps(Double(steps), unit: unit, source: .key)
        case .lowerEnd: changes = setValueFromInput(scale.min, source: .key)
        case .upperEnd:
            let target: Double
            if scale.wraps {
                target = scale.value(scale.max, movedBySteps: -1, unit: unit)
            } else if case .multiTurn(limit: nil) = configuration.turnMode {
                target = shapedValue(scale.max)
            } else {
                target = configuration.upperValueLimit
            }
            changes = setValueFromInput(target, source: .key)
        }
        return asGesture(.keys, at: nil, changes: changes)
    }

    /// The events of a key or a turn of the wheel: during a drag its changes alone (inside the drag's gesture),
    /// otherwise recorded in a gesture of `kind` (see ``GestureTracker/record(_:knob:at:changedKnob:changes:into:_:)``),
    /// which the input changed when it did more than stop an animation (a change, or a wrap of whole turns).
    private mutating func asGesture(_ kind: GestureKind, at time: Double?, changes: ControlEvents) -> ControlEvents {
        guard drag == nil else { return changes }
        var events = ControlEvents()
        gestures.record(
            kind, knob: nil, at: time, changedKnob: changes.contains { $0 != .changed(.program) }, changes: changes,
            into: &events, Self.untagged)
        return events
    }

    /// The wheel: on a stepped control notches accumulate their fractions (a change of direction drops the rest)
    /// and each whole notch moves one step; on an unstepped one a notch moves 1 % of the range (at the rate of the
    /// fine adjustment held) and a fraction of a notch moves that fraction of it at once. It wraps only when the
    /// control wraps. Outside a drag it begins or carries on a wheel gesture (see ``GestureKind/wheel``); `time`
    /// `nil` makes it a gesture of its own. A non-finite or zero turn is ignored.
    mutating func turnWheel(by notches: Double, modifiers: Modifiers, at time: Double?) -> ControlEvents {
        guard notches.isFinite, notches != 0 else { return ControlEvents() }
        let steps = wheel.notchesDue(adding: notches, stepped: scale.step != nil)
        let changes =
            steps == 0
            ? ControlEvents() : moveBySteps(steps, unit: scale.unsteppedUnit(modifiers: modifiers), source: .wheel)
        return asGesture(.wheel, at: time, changes: changes)
    }

    /// Moves the value by steps from the keyboard or the wheel, wrapping or clamping: whole ones on a stepped
    /// control, any finite number of `unit`s on an unstepped one (a fraction of a wheel notch).
    mutating func moveBySteps(_ steps: Double, unit: Double, source: ChangeSource) -> ControlEvents {
        var events = ControlEvents()
        stopAnimation(reportingInto: &events)
        var target: Double
        var wrap: WrapDirection?
        if scale.wraps, let step = scale.step {
            let (moved, crossing) = scale.wrappedGridValue(value, movedBySteps: Int(steps), step: step)
            target = moved
            wrap = crossing > 0 ? .forward : (crossing < 0 ? .backward : nil)
        } else if scale.wraps {
            // Whole turns of units come back to the same value: only the rest moves it, so that a burst of notches
            // on a huge range never overflows. The rest is compared with the room left before max (or after min)
            // instead of added to the value first, so that a value near the largest double never overflows either.
            let unitsPerTurn = (scale.span / unit).rounded()
            let move = steps.truncatingRemainder(dividingBy: unitsPerTurn) * unit
            let offset = value - scale.min
            let room = scale.span - offset
            if move >= room {
                target = scale.min + (move - room)
            } else if move < -offset {
                target = scale.max + (offset + move)
            } else {
                target = value + move
            }
            if move >= room || steps >= unitsPerTurn {
                wrap = .forward
            } else if move < -offset || steps <= -unitsPerTurn {
                wrap = .backward
            }
        } else {
            target = scale.value(value, movedBySteps: steps, unit: unit, within: scale.min...scale.upperValue)
        }
        if commit(value: target) { events.append(.changed(source)) }
        if let wrap { events.append(.wrapped(wrap)) }
        reanchorDrag()
        return events
    }

    /// Sets the value from a key or a double click (no snapping: the targets are grid points or ends).
    mutating func setValueFromInput(_ target: Double, source: ChangeSource) -> ControlEvents {
        var events = ControlEvents()
        stopAnimation(reportingInto: &events)
        if commit(value: target) { events.append(.changed(source)) }
        reanchorDrag()
        return events
    }

    /// Makes a drag in progress carry on from the current position: no jump back on the next move.
    mutating func reanchorDrag() {
        drag?.reanchor(at: position)
    }
}
