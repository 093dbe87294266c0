extension CircularRangeModel {
    /// A press of `pointer`: on a knob, or on the track by the track-press rule (``Configuration/pressAction(in:)``),
    /// starts a drag of the knob hit (the nearer one on the track) and gives it the keyboard focus. With `busy`, the
    /// knob another pointer drags, only a press that hits the other knob starts a drag.
    mutating func press(at point: Point, modifiers: Modifiers, by pointer: Pointer, besides busy: RangeKnob? = nil)
        -> RangeEvents
    {
        var events = RangeEvents()
        guard point.isFinite, drag == nil else { return events }
        let (region, hitKnob) = hitTest(point)
        guard let knob = hitKnob, knob != busy else { return events }
        let action = configuration.pressAction(in: region)
        guard action != .nothing else { return events }
        var session = DragSession(
            style: .circular, at: point, modifiers: modifiers, position: position(of: knob),
            value: value(of: knob), metrics: metrics)
        focusedKnob = knob
        gestures.end(into: &events, Self.tagged)
        events.append(RangeEvent(knob: knob, event: .began(.drag)))
        // Both knobs at one point: the first move decides which one the drag takes (a jump has decided already).
        var undecided = startValue == endValue && busy == nil
        if action == .jumpThenDrag {
            undecided = false
            if let target = configuration.trackJumpPosition(for: point, from: position(of: knob)) {
                if commit(knob, position: target, snapping: scale.snapsWhileDragging) {
                    events.append(RangeEvent(knob: knob, event: .changed(.pointer)))
                }
                session.reanchor(at: position(of: knob))
            }
        }
        drag = RangeDrag(pointer: pointer, knob: knob, session: session, undecided: undecided)
        return events
    }

    /// A move: advances the dragged knob by the pointer's turn, pinning at its limits and releasing.
    mutating func move(to point: Point, modifiers: Modifiers) -> RangeEvents {
        var events = RangeEvents()
        guard point.isFinite, drag != nil else { return events }
        let delta = drag!.session.positionDelta(movingTo: point, fineness: FineAdjustment(modifiers), metrics: metrics)
        guard delta != 0 else { return events }
        if drag!.undecided { decideKnob(movingDown: delta < 0, into: &events) }
        let knob = drag!.knob
        driveDrag(by: delta).report(into: &events) { RangeEvent(knob: knob, event: $0) }
        return events
    }

    /// A release: takes the release point as a last move (which decides nothing between coinciding knobs: the end
    /// knob's drag just ends, so a handover is never followed by `ended` in the same input, see ``EventList``),
    /// snaps on release when asked, and ends the drag. It keeps the Shift state of the last move, as a single knob
    /// does.
    mutating func release(at point: Point) -> RangeEvents {
        var events = RangeEvents()
        guard let knob = drag?.knob else { return events }
        var step = DragStep()
        if point.isFinite {
            let fineness = drag!.session.fineness
            let delta = drag!.session.positionDelta(movingTo: point, fineness: fineness, metrics: metrics)
            if delta != 0 { step = driveDrag(by: delta) }
        }
        if configuration.snap == .onRelease, scale.step != nil,
            commit(knob, position: position(of: knob), snapping: true)
        {
            step.changed = true
        }
        drag = nil
        step.reportEnding(.committed, into: &events) { RangeEvent(knob: knob, event: $0) }
        return events
    }

    /// Both knobs at one point and the first move under way: a move down hands the drag to the start knob,
    /// reported as the end knob's drag ending and the start knob's beginning; a move up keeps the end knob. So does a
    /// move down once the knobs no longer coincide (the program moved one) or the start knob has a drag of its own
    /// (another pointer took it meanwhile).
    mutating func decideKnob(movingDown: Bool, into events: inout RangeEvents) {
        drag!.undecided = false
        guard movingDown, drag!.knob == .end, startValue == endValue, parkedDrag == nil else { return }
        drag!.knob = .start
        focusedKnob = .start
        events.append(RangeEvent(knob: .end, event: .ended(.committed)))
        // The start knob's drag begins: a wheel or key gesture of that knob (the focus moved to it) ends first.
        gestures.end(into: &events, Self.tagged)
        events.append(RangeEvent(knob: .start, event: .began(.drag)))
    }

    /// Moves the dragged knob's tracking position by `delta` within its limits (the arc's end, or the other knob and
    /// the minimum distance), commits it, and says what that did. There must be a drag.
    ///
    /// A knob is picked up from the other side only at the arc's own ends; against the other knob, only coming back
    /// across it lets go. A drag held at its limit commits nothing, as a single knob's does.
    mutating func driveDrag(by delta: Double) -> DragStep {
        let knob = drag!.knob
        let limits = limits(of: knob)
        let pickup = metrics.pickup(for: drag!.session.style)
        var step = DragStep()
        step.transition = drag!.session.advance(
            by: delta, lower: scale.position(ofValue: limits.lowerBound),
            upper: scale.position(ofValue: limits.upperBound),
            pickup: (knob == .start ? pickup : nil, knob == .end ? pickup : nil), metrics: metrics)
        if case .held = step.transition { return step }
        step.changed = commit(
            knob, position: drag!.session.tracking, pinnedAt: drag!.session.pin?.end,
            snapping: scale.snapsWhileDragging)
        return step
    }

    /// A key, for the focused knob (``KeyCommand``): steps and pages move it within its limits, Home and End take
    /// it to them, and Escape cancels the drag. A key during a drag re-anchors it. Tab, Enter and Backspace do
    /// nothing. A value key begins or carries on a key gesture of the focused knob, or, while that knob is dragged,
    /// changes it inside the drag's.
    mutating func press(_ key: Key, modifiers: Modifiers) -> RangeEvents {
        guard let command = KeyCommand(key, pageSteps: scale.pageSteps) else { return RangeEvents() }
        if case .cancelDrag = command { return cancelDrag() }
        gestures.keyPressed(key)
        var changes = RangeEvents()
        switch command {
        case .cancelDrag: break
        case .steps(let steps): changes = moveFocusedKnob(bySteps: Double(steps), modifiers: modifiers, source: .key)
        case .lowerEnd, .upperEnd:
            let knob = focusedKnob
            let limits = limits(of: knob)
            if store(key == .home ? limits.lowerBound : limits.upperBound, of: knob) {
                changes.append(RangeEvent(knob: knob, event: .changed(.key)))
            }
            reanchorDrag()
        }
        return asGesture(.keys, at: nil, changes: changes)
    }

    /// The events of a key or a turn of the wheel on the focused knob: during its drag the changes alone (inside the
    /// drag's gesture), otherwise recorded in a gesture of `kind` of that knob.
    private mutating func asGesture(_ kind: GestureKind, at time: Double?, changes: RangeEvents) -> RangeEvents {
        let knob = focusedKnob
        guard !isDragging(knob) else { return changes }
        var events = RangeEvents()
        gestures.record(
            kind, knob: knob, at: time, changedKnob: !changes.isEmpty, changes: changes, into: &events, Self.tagged)
        return events
    }

    /// The wheel, for the focused knob: whole notches on a stepped control, fractions at once on an unstepped one
    /// (as a single knob's), within its limits; a gesture of the focused knob as ``CircularModel`` makes one.
    mutating func turnWheel(by notches: Double, modifiers: Modifiers, at time: Double?) -> RangeEvents {
        guard notches.isFinite, notches != 0 else { return RangeEvents() }
        let steps = wheel.notchesDue(adding: notches, stepped: scale.step != nil)
        let changes =
            steps == 0 ? RangeEvents() : moveFocusedKnob(bySteps: steps, modifiers: modifiers, source: .wheel)
        return asGesture(.wheel, at: time, changes: changes)
    }

    /// Escape during a drag: restores the dragged knob's value from the press, as far as its limits now allow, and
    /// ends the drag as cancelled.
    mutating func cancelDrag() -> RangeEvents {
        var events = RangeEvents()
        guard let current = drag else { return events }
        drag = nil
        let restored = current.session.restoredValue(within: limits(of: current.knob))
        DragStep(changed: store(restored, of: current.knob))
            .reportEnding(.cancelled, into: &events) { RangeEvent(knob: current.knob, event: $0) }
        return events
    }

    /// Moves the focused knob by `steps` (whole on a stepped control, any finite number unstepped) within its limits.
    mutating func moveFocusedKnob(bySteps steps: Double, modifiers: Modifiers, source: ChangeSource) -> RangeEvents {
        var events = RangeEvents()
        let knob = focusedKnob
        let unit = scale.unsteppedUnit(modifiers: modifiers)
        let target = scale.value(value(of: knob), movedBySteps: steps, unit: unit, within: limits(of: knob))
        if store(target, of: knob) { events.append(RangeEvent(knob: knob, event: .changed(source))) }
        reanchorDrag()
        return events
    }

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
        if snapping { target = scale.snapped(target, within: limits) }
        return store(Swift.min(Swift.max(target, limits.lowerBound), limits.upperBound), of: knob)
    }

    /// Sets `knob`'s value (the caller keeps it within the knob's limits); returns whether it changed.
    mutating func store(_ newValue: Double, of knob: RangeKnob) -> Bool {
        switch knob {
        case .start:
            defer { startValue = newValue }
            return newValue != startValue
        case .end:
            defer { endValue = newValue }
            return newValue != endValue
        }
    }

    /// Makes a drag in progress carry on from where its knob is now: no jump back on the next move.
    mutating func reanchorDrag() {
        if let knob = drag?.knob { drag!.session.reanchor(at: position(of: knob)) }
        if let knob = parkedDrag?.knob { parkedDrag!.session.reanchor(at: position(of: knob)) }
    }

    /// The model's invariants that do not hold now, described; empty when all hold: the values are finite, each
    /// knob's value lies within the limits the model reports for it (``limits(of:)``: within the range, in order, and
    /// the minimum distance apart as doubles compute it), and a pinned knob sits at its limit (or, when drags snap, on the
    /// last grid point inside it). The tests and the fuzz targets call it after every input; a host may call it in
    /// its own tests.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        guard startValue.isFinite, endValue.isFinite else {
            return ["non-finite values \(startValue), \(endValue)"]
        }
        for knob in RangeKnob.allCases where !limits(of: knob).contains(value(of: knob)) {
            problems.append("\(knob) value \(value(of: knob)) outside its limits \(limits(of: knob))")
        }
        // Stated again without the limits, so that a mistake in them shows too.
        if startValue > endValue - minimumDistance || startValue + minimumDistance > endValue {
            problems.append("values \(startValue) and \(endValue) closer than \(minimumDistance)")
        }
        for case let held? in [drag, parkedDrag] where !sitsAtPin(held) {
            problems.append("\(held.knob) pinned but its value is \(value(of: held.knob))")
        }
        return problems
    }

    /// True unless `held` is pinned and its knob is not where the pin holds it: at its limit itself, or, when drags
    /// snap, on the last grid point inside it (a limit set by the other knob and the minimum distance may lie off
    /// the grid).
    func sitsAtPin(_ held: RangeDrag) -> Bool {
        guard let pin = held.session.pin else { return true }
        let limits = limits(of: held.knob)
        let end = pin.end == .maximum ? limits.upperBound : limits.lowerBound
        let slack = scale.snapsWhileDragging ? scale.step ?? 0 : 0
        return (value(of: held.knob) - end).magnitude <= slack
    }
}
