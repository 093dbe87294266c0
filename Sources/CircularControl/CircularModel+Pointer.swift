extension CircularModel {
    /// A press: starts a drag on the knob (no jump), applies the track-press policy on the track, resets to the
    /// default value on a double click on the knob, and starts a linear drag anywhere in a linear drag mode.
    mutating func press(at point: Point, modifiers: Modifiers, clickCount: Int) -> ControlEvents {
        var events = ControlEvents()
        guard point.isFinite, drag == nil else { return events }
        let region = hitTest(point)
        if clickCount >= 2, region == .knob, let defaultValue = configuration.defaultValue {
            stopAnimation(reportingInto: &events)
            if commit(value: shapedValue(defaultValue)) { events.append(.changed(.pointer)) }
            return events
        }
        if let linearMode = configuration.linearDrag {
            stopAnimation(reportingInto: &events)
            drag = DragSession(style: .linear(linearMode), at: point, modifiers: modifiers, position: position,
                               value: value, metrics: metrics)
            events.append(.began)
            return events
        }
        switch (region, configuration.trackPress) {
        case (.knob, _), (.track, .relative):
            stopAnimation(reportingInto: &events)
            drag = DragSession(style: .circular, at: point, modifiers: modifiers, position: position, value: value,
                               metrics: metrics)
            events.append(.began)
        case (.track, .jump):
            stopAnimation(reportingInto: &events)
            var session = DragSession(style: .circular, at: point, modifiers: modifiers, position: position,
                                      value: value, metrics: metrics)
            events.append(.began)
            if let target = jumpTarget(for: point) {
                if commit(position: target, snapping: snapsWhileDragging) { events.append(.changed(.pointer)) }
                session.tracking = position
            }
            drag = session
        case (.track, .ignore), (.inside, _), (.outside, _):
            break
        }
        return events
    }

    /// The position a track press jumps to: the pointer's angle on the arc, in the turn nearest to the current
    /// position for multi-turn controls, and the nearer end for a point in the gap of a partial arc.
    func jumpTarget(for point: Point) -> Double? {
        guard let angle = ClockAngle.of(point, around: configuration.geometry.center) else { return nil }
        let along = configuration.arc.nearestPosition(toClockAngle: angle)
        guard case .multiTurn = configuration.turnMode else { return along }
        let nearest = position.rounded(.down) + along
        let candidates = [nearest - 1, nearest, nearest + 1]
        let best = candidates.min { ($0 - position).magnitude < ($1 - position).magnitude } ?? nearest
        return Swift.min(Swift.max(best, 0), configuration.upperPositionLimit)
    }

    /// A move: advances the drag by the pointer's turn (or straight-line travel), pinning, releasing and wrapping.
    @inline(__always)
    mutating func move(to point: Point, modifiers: Modifiers) -> ControlEvents {
        var events = ControlEvents()
        guard point.isFinite, drag != nil else { return events }
        // The session is changed in place (`drag!`) rather than copied out and back: this is the hot path.
        let delta = drag!.positionDelta(movingTo: point, isFine: modifiers.contains(.shift), metrics: metrics)
        if delta != 0 { driveDrag(by: delta).report(into: &events) }
        return events
    }

    /// A release: takes the release point as a last move, snaps on release when asked, and ends the drag.
    mutating func release(at point: Point, modifiers: Modifiers) -> ControlEvents {
        var events = ControlEvents()
        guard drag != nil else { return events }
        var step = DragStep()
        if point.isFinite {
            // A release keeps the Shift state of the last move (or modifier change).
            let isFine = drag!.isFine
            let delta = drag!.positionDelta(movingTo: point, isFine: isFine, metrics: metrics)
            if delta != 0 { step = driveDrag(by: delta) }
        }
        if configuration.snap == .onRelease, scale.step != nil, commit(position: position, snapping: true) {
            step.changed = true
        }
        step.report(into: &events)
        drag = nil
        events.append(.ended(.committed))
        return events
    }

    /// Escape during a drag: restores the value from the press and ends the drag as cancelled.
    mutating func cancelDrag() -> ControlEvents {
        var events = ControlEvents()
        guard let session = drag else { return events }
        drag = nil
        if commit(value: session.pressValue) { events.append(.changed(.pointer)) }
        events.append(.ended(.cancelled))
        return events
    }

    /// Moves the drag's tracking position by `delta`, commits it, and says what that did. There must be a drag.
    ///
    /// A drag held at its end commits nothing: the value has sat at that end since the step that pinned it (keys
    /// and program values during a drag re-anchor it, which lets go of the pin).
    @inline(__always)
    mutating func driveDrag(by delta: Double) -> DragStep {
        var step = DragStep()
        if scale.wraps {
            let target = drag!.tracking + delta
            let laps = target.roundedDown
            drag!.tracking = target - laps
            step.wrap = laps > 0 ? .forward : (laps < 0 ? .backward : nil)
        } else {
            let pickup = metrics.pickup(for: drag!.style)
            step.transition = drag!.advance(
                by: delta, lower: 0, upper: scale.upperPosition, pickup: (pickup, pickup), metrics: metrics)
            if case .held = step.transition { return step }
        }
        step.changed = commit(position: drag!.tracking, snapping: snapsWhileDragging)
        return step
    }
}

/// What one step of a drag did, reported in the order it happened: a release from an end, the change, then a
/// pin at an end or a wrap.
struct DragStep {
    var changed = false
    var transition = DragSession.Transition.free
    var wrap: WrapDirection?

    @inline(__always)
    func report(into events: inout ControlEvents) {
        if case .released(let end) = transition { events.append(.released(end)) }
        if changed { events.append(.changed(.pointer)) }
        if case .pinned(let end) = transition { events.append(.pinned(end)) }
        if let wrap { events.append(.wrapped(wrap)) }
    }
}
