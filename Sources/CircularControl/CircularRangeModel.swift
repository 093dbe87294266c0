/// The model of a two-knob range control: a start and an end value on one arc that cannot cross, with an optional
/// minimum distance between them.
///
/// It behaves as ``CircularModel`` does for each knob (no jump on a knob press, relative or jumping track presses,
/// shortest-path accumulation, the dead zone, pins at the arc's ends released when the pointer comes back to the
/// knob), with the other knob as a further end: dragging a knob into the other pins it there until the pointer
/// comes back. Keys and the wheel act on ``focusedKnob``, which a press on a knob also sets.
///
/// Edge cases:
/// - Only clamped single-turn controls have a range variant; wrapping or multi-turn configurations are refused.
/// - Linear drag modes and the double-click reset belong to single-knob controls; a range control drags
///   circularly and takes no default value.
/// - When both knobs sit at one point, a press there grabs the end knob and hands the drag to the start knob if the
///   first move goes down (reported as `ended` for the end knob, then `began` for the start knob). A release
///   decides nothing: without a move first, the end knob's drag ends, held at the start knob.
/// - Non-finite input is ignored without any change of state.
public struct CircularRangeModel: Hashable, Sendable {
    /// The configuration in force (its turn mode is `.clamped`).
    public private(set) var configuration: Configuration
    /// The smallest allowed distance between the knobs, kept as doubles compute it: the start is never above
    /// `endValue - minimumDistance` and the end never below `startValue + minimumDistance`, each rounded to the
    /// nearest double (both, exactly: ``limits(of:)`` and ``invariantViolations()``).
    ///
    /// Edge cases: 0.9 and 1 are 0.1 apart (`1 - 0.1` is 0.9 and `0.9 + 0.1` is 1 in doubles, though the exact
    /// difference of those doubles is 2.8e-17 short of the double 0.1); a distance below the values' resolution
    /// rounds away (1e-12 between values near 1e6, whose ulp is 1.2e-10, lets the knobs meet), and the limits say
    /// so; a tiny distance on values as tiny is kept (2.5e-29 from 0).
    public let minimumDistance: Double
    var scale: ValueScale
    var metrics: DragMetrics
    /// The lower value, always within `limits(of: .start)`.
    public internal(set) var startValue: Double
    /// The upper value, always within `limits(of: .end)`.
    public internal(set) var endValue: Double
    /// The knob keys and the wheel act on (the start knob at first). Set through ``focus(_:)``, a key gesture on the
    /// knob that had it ends at once; set directly, it ends with the next input that changes a knob.
    public var focusedKnob: RangeKnob = .start
    /// The drag input goes to: that of the pointer whose input is being handled, or the only drag.
    var drag: RangeDrag?
    /// The drag of the other knob by another pointer (a second finger), set aside while the pointer of ``drag`` is
    /// handled; `nil` unless two drags are under way.
    var parkedDrag: RangeDrag?

    /// A drag of one knob by one pointer; `undecided` while both knobs sit at one point and no move has chosen
    /// between them.
    struct RangeDrag: Hashable, Sendable {
        var pointer: Pointer
        var knob: RangeKnob
        var session: DragSession
        var undecided: Bool
    }
    var wheel = WheelAccumulator()
    /// The wheel or key gesture under way, on one knob (a drag is its own).
    var gestures = GestureTracker()

    /// Creates a range control with the given values (clamped into the range, and pushed apart to the minimum
    /// distance by moving the end, or the start where the end is at `max`).
    ///
    /// - Throws: ``ConfigurationError`` for an invalid configuration, a turn mode other than `.clamped`, a minimum
    ///   distance that is negative, not finite or too large for both knobs to fit (the lowest end a start at `min`
    ///   allows lies above `max`), or a non-finite value.
    public init(_ configuration: Configuration, start: Double, end: Double, minimumDistance: Double = 0)
        throws(ConfigurationError)
    {
        try configuration.validate()
        guard configuration.turnMode == .clamped else {
            throw ConfigurationError(
                field: "turnMode", value: .nan, reason: "a range control must be clamped, single-turn")
        }
        guard minimumDistance.isFinite, minimumDistance >= 0 else {
            throw ConfigurationError(
                field: "minimumDistance", value: minimumDistance, reason: "must be finite and at least 0")
        }
        guard start.isFinite else { throw ConfigurationError(field: "start", value: start, reason: "must be finite") }
        guard end.isFinite else { throw ConfigurationError(field: "end", value: end, reason: "must be finite") }
        self.configuration = configuration
        self.minimumDistance = minimumDistance
        scale = ValueScale(configuration)
        metrics = DragMetrics(configuration)
        startValue = configuration.min
        endValue = configuration.max
        // The knobs fit at all only when the lowest end a start at `min` allows lies within the range.
        guard
            Self.lowestEnd(forStart: configuration.min, distance: minimumDistance, max: .infinity)
                <= configuration.max
        else {
            throw ConfigurationError(
                field: "minimumDistance", value: minimumDistance, reason: "must be at most max - min")
        }
        _ = setValues(start: start, end: end)
    }

    // MARK: State

    /// The value of `knob`.
    public func value(of knob: RangeKnob) -> Double { knob == .start ? startValue : endValue }

    /// The position of `knob` along the arc (0 at the start, 1 at the end).
    public func position(of knob: RangeKnob) -> Double { scale.position(ofValue: value(of: knob)) }

    /// The clock angle of `knob` on screen.
    public func knobAngle(of knob: RangeKnob) -> Turns { configuration.arc.clockAngle(atPosition: position(of: knob)) }

    /// The centre of `knob` on screen.
    public func knobCenter(of knob: RangeKnob) -> Point {
        configuration.geometry.knobCenter(atClockAngle: knobAngle(of: knob))
    }

    /// The knob being dragged (the mouse's, else any; see ``draggedKnob(by:)``), or `nil`.
    public var draggedKnob: RangeKnob? { draggedKnob(by: .mouse) ?? drag?.knob }

    /// How many knobs are dragged: 0, 1, or 2 (two pointers, one on each knob).
    public var dragCount: Int { (drag == nil ? 0 : 1) + (parkedDrag == nil ? 0 : 1) }

    /// The knob `pointer` drags, or `nil`.
    public func draggedKnob(by pointer: Pointer) -> RangeKnob? {
        if drag?.pointer == pointer { return drag?.knob }
        return parkedDrag?.pointer == pointer ? parkedDrag?.knob : nil
    }

    /// The end the dragged knob is pinned at, or `nil`.
    public var pinnedEnd: End? { drag?.session.pin?.end }

    /// The end `knob` is pinned at, or `nil` (it is not dragged, or not pinned).
    public func pinnedEnd(of knob: RangeKnob) -> End? {
        drag?.knob == knob ? drag?.session.pin?.end : parkedDrag?.knob == knob ? parkedDrag?.session.pin?.end : nil
    }

    /// True while a pointer drags `knob`.
    public func isDragging(_ knob: RangeKnob) -> Bool { drag?.knob == knob || parkedDrag?.knob == knob }

    /// The lowest and highest value `knob` may take now: the one rule for where a knob may be. The start knob goes
    /// from `min` up to the highest double `s` with `s <= endValue - minimumDistance` and
    /// `s + minimumDistance <= endValue` (each side rounded as doubles compute it), the end knob from the lowest double
    /// `e` with the same two conditions against the start up to `max`; so a start within its limits and an end within
    /// its own are the same statement. Every way a value is set (the initializer, the program, a typed value, keys,
    /// the wheel, a drag) keeps each knob within them, and ``invariantViolations()`` checks exactly that.
    ///
    /// Edge cases: on a range 0...1 with a distance of 0.1 and the end at 1, the start may go up to 0.9; with the
    /// start at 0 and a distance of 1e-9, the end's lower bound is 1e-9. A knob's limits move whenever the other
    /// knob does.
    public func limits(of knob: RangeKnob) -> ClosedRange<Double> {
        switch knob {
        case .start: return scale.min...highestStart(forEnd: endValue)
        case .end: return lowestEnd(forStart: startValue)...scale.max
        }
    }

    /// The highest value the start knob may take with the end at `end` (see ``limits(of:)``), and never below
    /// `min`.
    ///
    /// `end - minimumDistance` rounded is the highest start the first condition allows. Where it fails the second
    /// (it lies above the exact difference, and the sum rounds up past `end`), the double below it is the rounded-down
    /// exact difference, which meets both.
    func highestStart(forEnd end: Double) -> Double {
        let candidate = end - minimumDistance
        guard candidate > scale.min else { return scale.min }
        return candidate + minimumDistance <= end ? candidate : candidate.nextDown
    }

    /// The lowest value the end knob may take with the start at `start` (see ``limits(of:)``), and never above
    /// `max`; found as ``highestStart(forEnd:)`` finds its bound, from the other side.
    func lowestEnd(forStart start: Double) -> Double {
        Self.lowestEnd(forStart: start, distance: minimumDistance, max: scale.max)
    }

    /// ``lowestEnd(forStart:)`` for a given distance and upper bound (the initializer checks the distance with it
    /// before the model exists).
    static func lowestEnd(forStart start: Double, distance: Double, max: Double) -> Double {
        let candidate = start + distance
        guard candidate < max else { return max }
        return candidate - distance >= start ? candidate : candidate.nextUp
    }

    /// Which region `point` falls in and, on a knob or the track, which knob it concerns (the nearer one).
    public func hitTest(_ point: Point) -> (region: HitRegion, knob: RangeKnob?) {
        let geometry = configuration.geometry
        let startRegion = geometry.hitTest(point, knobAngle: knobAngle(of: .start), arc: configuration.arc)
        let endRegion = geometry.hitTest(point, knobAngle: knobAngle(of: .end), arc: configuration.arc)
        let nearer = nearerKnob(to: point)
        if startRegion == .knob || endRegion == .knob {
            if startRegion == .knob, endRegion == .knob { return (.knob, nearer) }
            return (.knob, startRegion == .knob ? .start : .end)
        }
        return startRegion == .track ? (.track, nearer) : (startRegion, nil)
    }

    /// The knob whose centre is nearer to `point`; the end knob when they coincide.
    func nearerKnob(to point: Point) -> RangeKnob {
        let toStart = point.distance(to: knobCenter(of: .start))
        let toEnd = point.distance(to: knobCenter(of: .end))
        return toStart < toEnd ? .start : .end
    }

    // MARK: Input

    /// Applies one piece of input from `pointer` and returns what happened, in order. A turn of the wheel handed in
    /// this way has no time and is a gesture of its own (see ``GestureKind/wheel``); ``handle(_:from:at:)`` gives it
    /// one.
    ///
    /// Each pointer drags the knob it pressed: while one drags a knob, a press of another pointer (a second finger)
    /// on the other knob, or on the track nearer to it, drags that one at the same time; each knob keeps the other as
    /// its limit as it moves. Keys, Escape and the wheel act for `pointer` too (Escape cancels its drag).
    ///
    /// Edge cases: a press of a pointer already dragging, a third drag, or a second press on the knob another pointer
    /// drags is ignored; moves and releases of a pointer that drags nothing are ignored.
    public mutating func handle(_ input: InputEvent, from pointer: Pointer = .mouse) -> RangeEvents {
        handle(input, from: pointer, wheelTime: nil)
    }

    /// ``handle(_:from:)``, with the time of a turn of the wheel (`nil`: none).
    private mutating func handle(_ input: InputEvent, from pointer: Pointer, wheelTime: Double?) -> RangeEvents {
        // The pointer's own drag goes into `drag` for the input, and back where it was after it, so that input
        // that changes nothing leaves the model exactly as it was (``pinnedEnd`` reads `drag`).
        let swapped = drag?.pointer != pointer && parkedDrag?.pointer == pointer
        if swapped { swap(&drag, &parkedDrag) }
        var events: RangeEvents
        if case .press(let point, let modifiers, _) = input, let other = drag, other.pointer != pointer,
            parkedDrag == nil
        {
            parkedDrag = other
            drag = nil
            events = press(at: point, modifiers: modifiers, by: pointer, besides: other.knob)
        } else if drag != nil, drag?.pointer != pointer, input.isPointerInput {
            events = RangeEvents()
        } else {
            events = handleForDrag(input, from: pointer, wheelTime: wheelTime)
        }
        if drag == nil, parkedDrag != nil { swap(&drag, &parkedDrag) }
        releaseStalePins(into: &events)
        if swapped, drag != nil, parkedDrag != nil { swap(&drag, &parkedDrag) }
        return events
    }

    /// Applies one piece of input from `pointer` that happened at `time` (seconds on the host's monotonic clock), as
    /// ``CircularModel/handle(_:at:)`` does: the clock first, then the input, a turn of the wheel as part of a burst.
    ///
    /// Edge cases: a non-finite time is no time (as ``handle(_:from:)``).
    public mutating func handle(_ input: InputEvent, from pointer: Pointer = .mouse, at time: Double) -> RangeEvents {
        guard time.isFinite else { return handle(input, from: pointer) }
        var events = advanceClock(to: time)
        events.append(contentsOf: handle(input, from: pointer, wheelTime: time))
        return events
    }

    /// Tells the model the time, as ``CircularModel/advanceClock(to:)`` does: a wheel gesture idle for
    /// ``GestureKind/wheelIdleTime`` ends.
    ///
    /// - Returns: `ended(.committed)` for the knob whose wheel gesture ended.
    public mutating func advanceClock(to time: Double) -> RangeEvents {
        var events = RangeEvents()
        if time.isFinite { gestures.advance(to: time, into: &events, Self.tagged) }
        return events
    }

    /// The gesture under way on `knob` (see ``GestureKind``): a drag, a burst of the wheel or a run of keys; `nil`
    /// between gestures.
    public func gesture(of knob: RangeKnob) -> GestureKind? {
        if isDragging(knob) { return .drag }
        return gestures.open?.knob == knob ? gestures.open?.kind : nil
    }

    /// When the wheel gesture under way ends unless the wheel turns again; `nil` without one.
    public var gestureDeadline: Double? { gestures.deadline }

    /// Gives the keyboard focus to `knob` (the one keys and the wheel act on): a key gesture on the other knob ends.
    public mutating func focus(_ knob: RangeKnob) -> RangeEvents {
        var events = RangeEvents()
        if knob != focusedKnob { gestures.focusLeft(focusedKnob, into: &events, Self.tagged) }
        focusedKnob = knob
        return events
    }

    /// The control lost the keyboard focus: a key gesture under way ends.
    public mutating func keyboardFocusLeft() -> RangeEvents {
        var events = RangeEvents()
        gestures.focusLeft(into: &events, Self.tagged)
        return events
    }

    /// A range's events name their knob: the tag ``GestureTracker`` is given (its gestures always have one).
    static func tagged(_ knob: RangeKnob?, _ event: ControlEvent) -> RangeEvent {
        RangeEvent(knob: knob ?? .end, event: event)
    }

    /// ``handle(_:from:)`` for input that the drag in ``drag`` (if any) is `pointer`'s own.
    private mutating func handleForDrag(_ input: InputEvent, from pointer: Pointer, wheelTime: Double?) -> RangeEvents {
        switch input {
        case .press(let point, let modifiers, _): return press(at: point, modifiers: modifiers, by: pointer)
        case .move(let point, let modifiers): return move(to: point, modifiers: modifiers)
        case .release(let point, _): return release(at: point)
        case .modifiers(let modifiers):
            drag?.session.fineness = FineAdjustment(modifiers)
            parkedDrag?.session.fineness = FineAdjustment(modifiers)
            return RangeEvents()
        case .key(let key, let modifiers): return press(key, modifiers: modifiers)
        case .keyRelease(let key):
            var events = RangeEvents()
            gestures.keyReleased(key, into: &events, Self.tagged)
            return events
        case .wheel(let notches, let modifiers): return turnWheel(by: notches, modifiers: modifiers, at: wheelTime)
        case .text: return RangeEvents()
        }
    }

    /// Sets both values from the program (clamped, snapped unless the snap mode is `.none`, and pushed apart to
    /// the minimum distance: the end moves up, and where it meets `max` the start moves down from it). A drag in
    /// progress re-anchors. Non-finite values are ignored.
    public mutating func setValues(start: Double, end: Double) -> RangeEvents {
        guard start.isFinite, end.isFinite else { return RangeEvents() }
        let snapping = configuration.snap != .none
        let lower = scale.shaped(Swift.min(start, end), snapping: snapping)
        let newEnd = Swift.max(scale.shaped(Swift.max(start, end), snapping: snapping), lowestEnd(forStart: lower))
        return place(start: Swift.min(lower, highestStart(forEnd: newEnd)), end: newEnd)
    }

    /// Puts the knobs at `start` and `end` (already each within the limits the other sets): `changed(source)` for
    /// each knob that moved, and a drag in progress re-anchors.
    private mutating func place(start newStart: Double, end newEnd: Double, source: ChangeSource = .program)
        -> RangeEvents
    {
        var events = RangeEvents()
        if store(newStart, of: .start) { events.append(RangeEvent(knob: .start, event: .changed(source))) }
        if store(newEnd, of: .end) { events.append(RangeEvent(knob: .end, event: .changed(source))) }
        reanchorDrag()
        return events
    }

    /// Sets one knob's value from the program: `knob` goes to `value` (clamped, snapped as ``setValues(start:end:)``
    /// does) and the other knob stays where it is, unless the order or the minimum distance asks it to move, when it
    /// is pushed along just far enough. A drag in progress re-anchors. A non-finite value is ignored.
    ///
    /// Edge cases: a value within the minimum distance of the range's far end pushes the other knob to that end, and
    /// then this knob back from it.
    public mutating func setValue(_ value: Double, of knob: RangeKnob) -> RangeEvents {
        guard value.isFinite else { return RangeEvents() }
        let target = scale.shaped(value, snapping: configuration.snap != .none)
        switch knob {
        case .start:
            let newEnd = Swift.max(endValue, lowestEnd(forStart: target))
            return place(start: Swift.min(target, highestStart(forEnd: newEnd)), end: newEnd)
        case .end:
            let newStart = Swift.min(startValue, highestStart(forEnd: target))
            return place(start: newStart, end: Swift.max(target, lowestEnd(forStart: newStart)))
        }
    }

    /// Sets one knob's value the user typed and committed (a panel's value entry): clamped into the limits the other
    /// knob sets (``limits(of:)``; a person's value never moves the other knob), and snapped unless the snap mode is
    /// `.none`. Outside a drag of that knob it is a typed gesture of its own (see ``GestureKind/typed``). A
    /// non-finite value is ignored.
    ///
    /// - Returns: the typed gesture of `knob` (or `changed(.typed)` alone during its drag) when the knob moved.
    public mutating func enterValue(_ value: Double, of knob: RangeKnob) -> RangeEvents {
        placeByPerson(value, of: knob, gesture: .typed, source: .typed)
    }

    /// Sets one knob's value an assistive technology wrote, as ``enterValue(_:of:)`` sets a typed one, as a gesture
    /// of kind `.accessibility` with changes from `.accessibility`. A non-finite value is ignored.
    public mutating func setAccessibleValue(_ value: Double, of knob: RangeKnob) -> RangeEvents {
        placeByPerson(value, of: knob, gesture: .accessibility, source: .accessibility)
    }

    /// A value a person set in one go for `knob`, within its limits, as a gesture of its own outside its drag.
    private mutating func placeByPerson(_ value: Double, of knob: RangeKnob, gesture: GestureKind, source: ChangeSource)
        -> RangeEvents
    {
        guard value.isFinite else { return RangeEvents() }
        let limits = limits(of: knob)
        var target = scale.shaped(value, snapping: false)
        if configuration.snap != .none { target = scale.snapped(target, within: limits) }
        var changes = RangeEvents()
        if store(target.clamped(limits.lowerBound, limits.upperBound), of: knob) {
            changes.append(RangeEvent(knob: knob, event: .changed(source)))
        }
        reanchorDrag()
        guard !isDragging(knob) else { return changes }
        var events = RangeEvents()
        gestures.report(gesture, knob: knob, changes: changes, into: &events, Self.tagged)
        return events
    }

    /// Replaces the geometry without disturbing the values or a drag in progress.
    ///
    /// - Throws: ``ConfigurationError`` for an invalid geometry; the model is then unchanged.
    public mutating func setGeometry(_ geometry: RingGeometry) throws(ConfigurationError) {
        try geometry.validate()
        configuration.geometry = geometry
        metrics = DragMetrics(configuration)
        drag?.session.isAnchored = false
        parkedDrag?.session.isAnchored = false
    }

    /// A knob held against the other knob that has since moved away (the other's drag, or its snap on release) lets
    /// go: it is no longer at its limit, and carries on from where it is (its next move turns it from there).
    /// Reported as `released` from that end. A drag that still sits at its pin is left alone.
    mutating func releaseStalePins(into events: inout RangeEvents) {
        if let held = drag, let end = stalePin(of: held) {
            drag!.session.reanchor(at: position(of: held.knob))
            events.append(RangeEvent(knob: held.knob, event: .released(end)))
        }
        if let held = parkedDrag, let end = stalePin(of: held) {
            parkedDrag!.session.reanchor(at: position(of: held.knob))
            events.append(RangeEvent(knob: held.knob, event: .released(end)))
        }
    }

    /// The end `held` is pinned at when its knob no longer sits there; nil otherwise.
    private func stalePin(of held: RangeDrag) -> End? {
        guard let pin = held.session.pin, !sitsAtPin(held) else { return nil }
        return pin.end
    }
}
