extension CircularModel {
    /// True while an animated programmatic change is running; hosts then call ``advanceAnimation(to:)`` at the
    /// display rate, and stop ticking when it turns false.
    public var isAnimating: Bool { animation != nil }

    /// The value an animation in progress is heading for, or `nil`.
    public var animationTarget: Double? { animation?.targetValue }

    /// Sets the value from the program, immediately or animated.
    ///
    /// The value is clamped to the control's limits (reduced into `min..<max` when wrapping) and snapped to the step
    /// grid unless the snap mode is `.none`. During a drag the change is immediate and the drag re-anchors, so the
    /// next move carries on from the new value instead of jumping back. An animated change eases (ease-in-out) from
    /// the current position to the target's over ``AnimationTiming/duration(forTurns:)``, passing through every
    /// turn between for a multi-turn control and taking the shorter way round for a wrapping one; it starts at
    /// `time` and moves only when ``advanceAnimation(to:)`` is called.
    ///
    /// Edge cases: a non-finite value or time is ignored without any change of state.
    ///
    /// - Returns: `changed(.program)` when the value changed at once (nothing for an animated start).
    public mutating func setValue(_ newValue: Double, animated: Bool = false, at time: Double = 0) -> ControlEvents {
        guard newValue.isFinite, time.isFinite else { return ControlEvents() }
        let target = shapedValue(newValue)
        let targetPosition =
            target == configuration.upperValueLimit
            ? configuration.upperPositionLimit : scale.position(ofValue: target)
        var travel = targetPosition - position
        if scale.wraps {
            if travel > 0.5 { travel -= 1 } else if travel < -0.5 { travel += 1 }
        }
        let duration = configuration.animation.duration(forTurns: travel)
        guard animated, drag == nil, duration > 0, travel != 0 else { return place(target, source: .program) }
        animation = ValueAnimation(
            from: position, to: position + travel, targetValue: target, startTime: time,
            duration: duration, lastPosition: position)
        return ControlEvents()
    }

    /// Sets a value the user typed and committed (a panel's value entry), as ``setValue(_:animated:at:)`` sets one
    /// from the program, at once: clamped or wrapped into the control's limits, snapped to the grid unless the snap
    /// mode is `.none`; an animation stops where it is replaced and a drag in progress re-anchors.
    ///
    /// A person's change: outside a drag it is a typed gesture of its own (`began(.typed)`, `changed(.typed)`,
    /// `ended`), ending the wheel or key gesture under way; during a drag it changes the value inside the drag's.
    ///
    /// Edge cases: a non-finite value is ignored without any change of state; a value that shapes to the current one
    /// reports nothing.
    ///
    /// - Returns: the typed gesture (or `changed(.typed)` alone during a drag) when the value changed.
    public mutating func enterValue(_ newValue: Double) -> ControlEvents {
        placeByPerson(newValue, gesture: .typed, source: .typed)
    }

    /// Sets a value an assistive technology wrote (a screen reader's `Value.CurrentValue`), as ``enterValue(_:)``
    /// sets a typed one, as a gesture of kind `.accessibility` with changes from `.accessibility`.
    ///
    /// Edge cases: a non-finite value is ignored without any change of state; a value that shapes to the current one
    /// reports nothing.
    public mutating func setAccessibleValue(_ newValue: Double) -> ControlEvents {
        placeByPerson(newValue, gesture: .accessibility, source: .accessibility)
    }

    /// A value a person set in one go (typed, or through an assistive technology), as a gesture of its own outside
    /// a drag.
    private mutating func placeByPerson(_ newValue: Double, gesture: GestureKind, source: ChangeSource)
        -> ControlEvents
    {
        guard newValue.isFinite else { return ControlEvents() }
        let changes = place(shapedValue(newValue), source: source)
        guard drag == nil else { return changes }
        var events = ControlEvents()
        gestures.report(gesture, knob: nil, changes: changes, into: &events, Self.untagged)
        return events
    }

    /// Puts the value at `target` (already shaped) at once, stopping an animation and re-anchoring a drag; reports
    /// `changed(source)` when it moved.
    private mutating func place(_ target: Double, source: ChangeSource) -> ControlEvents {
        animation = nil
        var events = ControlEvents()
        if commit(value: target) { events.append(.changed(source)) }
        reanchorDrag()
        return events
    }

    /// Moves an animation in progress to `time` (seconds on the clock `setValue(_:animated:at:)` was given).
    ///
    /// Edge cases: without an animation, or with a non-finite time, nothing happens; a time before the start holds
    /// the start; the last step lands exactly on the target value.
    ///
    /// - Returns: `changed(.program)` and, for a wrapping control crossing its start, `wrapped`.
    public mutating func advanceAnimation(to time: Double) -> ControlEvents {
        var events = ControlEvents()
        guard var running = animation, time.isFinite else { return events }
        let (unwrapped, finished) = running.position(at: time)
        let changed = finished ? commit(value: running.targetValue) : commit(position: unwrapped, snapping: false)
        if changed { events.append(.changed(.program)) }
        if scale.wraps {
            let laps = unwrapped.rounded(.down) - running.lastPosition.rounded(.down)
            if laps > 0 { events.append(.wrapped(.forward)) } else if laps < 0 { events.append(.wrapped(.backward)) }
        }
        running.lastPosition = unwrapped
        animation = finished ? nil : running
        return events
    }

    /// A value from outside a drag (the program, a double click) shaped for this control: clamped or wrapped into
    /// its limits, and snapped to the grid unless the snap mode is `.none`.
    func shapedValue(_ value: Double) -> Double {
        scale.shaped(value, snapping: configuration.snap != .none)
    }

    /// Stops an animation where it is, as user input takes over, snapping the value to the grid unless the snap mode
    /// is `.none` (so that Escape, which restores the value from a press, comes back to a grid point); reports that
    /// as `changed(.program)` when it moved the value.
    mutating func stopAnimation(reportingInto events: inout ControlEvents) {
        guard animation != nil else { return }
        animation = nil
        if configuration.snap != .none, scale.step != nil, commit(position: position, snapping: true) {
            events.append(.changed(.program))
        }
    }
}
