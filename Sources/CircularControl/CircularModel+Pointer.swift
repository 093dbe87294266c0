extension CircularModel {
    /// A press: starts a drag on the knob (no jump), applies the track-press policy on the track, resets to the
    /// default value on a double click on the knob, and starts a linear drag anywhere in a linear drag mode. A press
    /// that starts a drag or resets ends the wheel or key gesture under way first.
    mutating func press(at point: Point, modifiers: Modifiers, clickCount: Int) -> ControlEvents {
        var events = ControlEvents()
        guard point.isFinite, drag == nil else { return events }
        let region = hitTest(point)
        if clickCount >= 2, region == .knob, let defaultValue = configuration.defaultValue {
            // The reset replaces an animation where it is, unreported.
            animation = nil
            var changes = ControlEvents()
            if commit(value: shapedValue(defaultValue)) { changes.append(.changed(.pointer)) }
            gestures.report(.reset, knob: nil, changes: changes, into: &events, Self.untagged)
            return events
        }
        if let linearMode = configuration.linearDrag {
            gestures.end(into: &events, Self.untagged)
            stopAnimation(reportingInto: &events)
            drag = DragSession(
                style: .linear(linearMode), at: point, modifiers: modifiers, position: position,
                value: value, metrics: metrics)
            events.append(.began(.drag))
            return events
        }
        let action = configuration.pressAction(in: region)
        guard action != .nothing else { return events }
        gestures.end(into: &events, Self.untagged)
        stopAnimation(reportingInto: &events)
        drag = DragSession(
            style: .circular, at: point, modifiers: modifiers, position: position, value: value,
            metrics: metrics)
        events.append(.began(.drag))
        if action == .jumpThenDrag, let target = configuration.trackJumpPosition(for: point, from: position) {
            if commit(position: target, snapping: scale.snapsWhileDragging) { events.append(.changed(.pointer)) }
            drag!.reanchor(at: position)
        }
        return events
    }

    /// A move: advances the drag by the pointer's turn (or straight-line travel), pinning, releasing and wrapping.
    @inline(__always)
    mutating func move(to point: Point, modifiers: Modifiers) -> ControlEvents {
        var events = ControlEvents()
        guard point.isFinite, drag != nil else { return events }
        // The session is changed in place (`drag!`) rather than copied out and back: this is the hot path.
        let delta = drag!.positionDelta(movingTo: point, fineness: FineAdjustment(modifiers), metrics: metrics)
        if delta != 0 { driveDrag(by: delta).report(into: &events) { $0 } }
        return events
    }

    /// A release: takes the release point as a last move, snaps on release when asked, and ends the drag.
    mutating func release(at point: Point, modifiers: Modifiers) -> ControlEvents {
        var events = ControlEvents()
        guard drag != nil else { return events }
        var step = DragStep()
        if point.isFinite {
            // A release keeps the Shift state of the last move (or modifier change).
            let fineness = drag!.fineness
            let delta = drag!.positionDelta(movingTo: point, fineness: fineness, metrics: metrics)
            if delta != 0 { step = driveDrag(by: delta) }
        }
        if configuration.snap == .onRelease, scale.step != nil, commit(position: position, snapping: true) {
            step.changed = true
        }
        drag = nil
        step.reportEnding(.committed, into: &events) { $0 }
        return events
    }

    /// Escape during a drag: restores the value from the press and ends the drag as cancelled.
    mutating func cancelDrag() -> ControlEvents {
        var events = ControlEvents()
        guard let session = drag else { return events }
        drag = nil
        let restored = session.restoredValue(within: scale.min...scale.upperValue)
        DragStep(changed: commit(value: restored)).reportEnding(.cancelled, into: &events) { $0 }
        return events
    }

    /// Moves the drag's tracking position by `delta`, commits it, and says what that did. There must be a drag.
    ///
    /// A drag held at its end commits nothing: the value has sat at that end since the step that pinned it (keys
    /// and program values during a drag re-anchor it, which lets go of the pin).
    ///
    /// Inlined, always, as ``commit(position:snapping:)`` is and for the same reason.
    @_transparent
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
        step.changed = commit(position: drag!.tracking, snapping: scale.snapsWhileDragging)
        return step
    }
}
