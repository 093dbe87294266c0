extension CircularRangeModel {
    mutating func press(at point: Point, modifiers: Modifiers) -> RangeEvents {
        var events = RangeEvents()
        guard point.isFinite, drag == nil else { return events }
        let (region, hitKnob) = hitTest(point)
        guard let knob = hitKnob else { return events }
        let coincide = startValue == endValue
        func begin(_ knob: RangeKnob) -> DragSession {
            DragSession(style: .circular, at: point, modifiers: modifiers, position: position(of: knob),
                        value: value(of: knob), metrics: metrics)
        }
        switch (region, configuration.trackPress) {
        case (.knob, _), (.track, .relative):
            drag = RangeDrag(knob: knob, session: begin(knob), undecided: coincide)
            focusedKnob = knob
            events.append(RangeEvent(knob: knob, event: .began))
        case (.track, .jump):
            var session = begin(knob)
            focusedKnob = knob
            events.append(RangeEvent(knob: knob, event: .began))
            if let angle = ClockAngle.of(point, around: configuration.geometry.center) {
                let along = configuration.arc.nearestPosition(toClockAngle: angle)
                if commit(knob, position: along, snapping: snapsWhileDragging) {
                    events.append(RangeEvent(knob: knob, event: .changed(.pointer)))
                }
                session.tracking = position(of: knob)
            }
            drag = RangeDrag(knob: knob, session: session, undecided: false)
        default:
            break
        }
        return events
    }

    mutating func move(to point: Point, modifiers: Modifiers, releasing: Bool) -> RangeEvents {
        var events = RangeEvents()
        guard let current = drag else { return events }
        var (knob, session, undecided) = (current.knob, current.session, current.undecided)
        var changed = false
        var transition = DragSession.Transition.free
        if point.isFinite {
            let delta = session.positionDelta(movingTo: point, isFine: modifiers.contains(.shift), metrics: metrics)
            if delta != 0 {
                if undecided {
                    // Both knobs at one point: the first move decides which one the drag takes. A release decides
                    // nothing (the end knob's drag just ends), so a handover is never followed by `ended` in the
                    // same input: see `EventList` for the bound this keeps.
                    if delta < 0, knob == .end, !releasing {
                        knob = .start
                        events.append(RangeEvent(knob: .end, event: .ended(.committed)))
                        events.append(RangeEvent(knob: .start, event: .began))
                        focusedKnob = .start
                    }
                    undecided = false
                }
                let limits = limits(of: knob)
                let lower = scale.position(ofValue: limits.lowerBound)
                let upper = scale.position(ofValue: limits.upperBound)
                let pickup = metrics.pickup(for: session.style)
                transition = session.advance(
                    by: delta, lower: lower, upper: upper,
                    pickup: (knob == .start ? pickup : nil, knob == .end ? pickup : nil),
                    metrics: metrics)
                changed = commit(knob, position: session.tracking, pinnedAt: session.pin?.end, snapping: snapsWhileDragging)
            }
        }
        if releasing, configuration.snap == .onRelease, scale.step != nil {
            changed = commit(knob, position: position(of: knob), snapping: true) || changed
        }
        if case .released(let end) = transition { events.append(RangeEvent(knob: knob, event: .released(end))) }
        if changed { events.append(RangeEvent(knob: knob, event: .changed(.pointer))) }
        if case .pinned(let end) = transition { events.append(RangeEvent(knob: knob, event: .pinned(end))) }
        if releasing {
            drag = nil
            events.append(RangeEvent(knob: knob, event: .ended(.committed)))
        } else {
            drag = RangeDrag(knob: knob, session: session, undecided: undecided)
        }
        return events
    }

    mutating func press(_ key: Key, modifiers: Modifiers) -> RangeEvents {
        var events = RangeEvents()
        let knob = focusedKnob
        switch key {
        case .escape:
            guard let current = drag else { return events }
            let draggedKnob = current.knob
            drag = nil
            // The other knob may have moved since the press (keys, the program): the value from the press comes
            // back only as far as the knob's limits now allow.
            let limits = limits(of: draggedKnob)
            let restored = Swift.min(Swift.max(current.session.pressValue, limits.lowerBound), limits.upperBound)
            if setValue(restored, of: draggedKnob) {
                events.append(RangeEvent(knob: draggedKnob, event: .changed(.pointer)))
            }
            events.append(RangeEvent(knob: draggedKnob, event: .ended(.cancelled)))
            return events
        case .right, .up: return moveFocusedKnob(bySteps: 1, modifiers: modifiers, source: .key)
        case .left, .down: return moveFocusedKnob(bySteps: -1, modifiers: modifiers, source: .key)
        case .pageUp: return moveFocusedKnob(bySteps: scale.pageSteps, modifiers: modifiers, source: .key)
        case .pageDown: return moveFocusedKnob(bySteps: -scale.pageSteps, modifiers: modifiers, source: .key)
        case .home, .end:
            let limits = limits(of: knob)
            if setValue(key == .home ? limits.lowerBound : limits.upperBound, of: knob) {
                events.append(RangeEvent(knob: knob, event: .changed(.key)))
            }
            reanchorDrag()
            return events
        }
    }

    mutating func moveFocusedKnob(bySteps steps: Int, modifiers: Modifiers, source: ChangeSource) -> RangeEvents {
        var events = RangeEvents()
        let knob = focusedKnob
        let unit = scale.unsteppedUnit(modifiers: modifiers)
        let limits = limits(of: knob)
        let target = Swift.min(Swift.max(scale.value(value(of: knob), movedBySteps: steps, unit: unit), limits.lowerBound), limits.upperBound)
        if setValue(target, of: knob) { events.append(RangeEvent(knob: knob, event: .changed(source))) }
        reanchorDrag()
        return events
    }

    var snapsWhileDragging: Bool { configuration.snap == .always && scale.step != nil }

    /// Sets `knob` to `position` within its limits, snapping when asked; returns whether its value changed.
    ///
    /// A position at or past a limit's own position is that limit's value exactly: a skew's round trip from the
    /// value to the position and back may land an ulp or two inside, and a pinned knob must sit at its limit. A knob
    /// pinned at `end` sits at that limit's value even where both limits have one position (two values a few ulps
    /// apart, or a skew that rounds a tiny upper limit's position to 0).
    mutating func commit(_ knob: RangeKnob, position: Double, pinnedAt end: End? = nil, snapping: Bool) -> Bool {
        let limits = limits(of: knob)
        var target: Double
        if let end {
            target = end == .maximum ? limits.upperBound : limits.lowerBound
        } else if position <= scale.position(ofValue: limits.lowerBound) {
            target = limits.lowerBound
        } else if position >= scale.position(ofValue: limits.upperBound) {
            target = limits.upperBound
        } else {
            target = scale.value(atPosition: position)
        }
        if snapping {
            let snapped = scale.snapped(target)
            // A grid point beyond the other knob is not allowed: stay on the grid point inside the limits.
            if snapped > limits.upperBound, let step = scale.step { target = snapped - step }
            else if snapped < limits.lowerBound, let step = scale.step { target = snapped + step }
            else { target = snapped }
        }
        return setValue(Swift.min(Swift.max(target, limits.lowerBound), limits.upperBound), of: knob)
    }

    /// Sets `knob`'s value (the caller keeps it within the knob's limits); returns whether it changed.
    mutating func setValue(_ newValue: Double, of knob: RangeKnob) -> Bool {
        switch knob {
        case .start:
            defer { startValue = newValue }
            return newValue != startValue
        case .end:
            defer { endValue = newValue }
            return newValue != endValue
        }
    }

    mutating func reanchorDrag() {
        guard var current = drag else { return }
        current.session.tracking = position(of: current.knob)
        current.session.pin = nil
        drag = current
    }

    /// The model's invariants that do not hold now, described; empty when all hold: the values are finite, within
    /// the range and at least the minimum distance apart (within the rounding of the values), and a pinned knob sits at its limit (or, when drags snap,
    /// on the last grid point inside it). The tests and the
    /// fuzz targets call it after every input; a host may call it in its own tests.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if !startValue.isFinite || !endValue.isFinite { problems.append("non-finite values \(startValue), \(endValue)") }
        if startValue < scale.min || endValue > scale.max { problems.append("values \(startValue)...\(endValue) outside the range") }
        // Apart by the minimum distance within the rounding of the values: 1e-9 of the range, or an ulp or two of
        // their magnitude where that is coarser (validation lets a range be as narrow as 2^-32 of its magnitude).
        let rounding = Swift.max(1e-9 * scale.span, 2 * Swift.max(startValue.magnitude, endValue.magnitude).ulp)
        if endValue - startValue < minimumDistance - rounding {
            problems.append("values \(startValue) and \(endValue) closer than \(minimumDistance)")
        }
        if let knob = drag?.knob, let pin = drag?.session.pin {
            // At the limit itself, or, when drags snap, on the last grid point inside it (a limit set by the other
            // knob and the minimum distance may lie off the grid).
            let limits = limits(of: knob)
            let end = pin.end == .maximum ? limits.upperBound : limits.lowerBound
            let slack = snapsWhileDragging ? scale.step ?? 0 : 0
            if !((value(of: knob) - end).magnitude <= slack) {
                problems.append("\(knob) pinned at \(pin.end) but its value is \(value(of: knob))")
            }
        }
        return problems
    }
}
