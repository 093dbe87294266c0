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
    /// The smallest allowed `endValue - startValue`, kept within the rounding of the values: `end - distance` and
    /// `start + distance` are rounded to doubles, so the difference may come out an ulp of the values short (1 - 0.1
    /// is 0.9, and 1 - 0.9 is 0.09999999999999998).
    public let minimumDistance: Double
    var scale: ValueScale
    var metrics: DragMetrics
    /// The lower value, within `min...max - minimumDistance`.
    public internal(set) var startValue: Double
    /// The upper value, within `startValue + minimumDistance...max`.
    public internal(set) var endValue: Double
    /// The knob keys and the wheel act on (the start knob at first).
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

    /// Creates a range control with the given values (clamped into the range, and pushed apart to the minimum
    /// distance by moving the end, or the start where the end is at `max`).
    ///
    /// - Throws: ``ConfigurationError`` for an invalid configuration, a turn mode other than `.clamped`, a minimum
    ///   distance that is negative, not finite or larger than the range, or a non-finite value.
    public init(_ configuration: Configuration, start: Double, end: Double, minimumDistance: Double = 0)
        throws(ConfigurationError)
    {
        try configuration.validate()
        guard configuration.turnMode == .clamped else {
            throw ConfigurationError(
                field: "turnMode", value: .nan, reason: "a range control must be clamped, single-turn")
        }
        guard minimumDistance.isFinite, minimumDistance >= 0, minimumDistance <= configuration.max - configuration.min
        else {
            throw ConfigurationError(
                field: "minimumDistance", value: minimumDistance, reason: "must be at least 0 and at most max - min")
        }
        guard start.isFinite else { throw ConfigurationError(field: "start", value: start, reason: "must be finite") }
        guard end.isFinite else { throw ConfigurationError(field: "end", value: end, reason: "must be finite") }
        self.configuration = configuration
        self.minimumDistance = minimumDistance
        scale = ValueScale(configuration)
        metrics = DragMetrics(configuration)
        startValue = configuration.min
        endValue = configuration.max
        _ = setValues(start: start, end: end)
    }

    // MARK: State

    /// The value of `knob`.
    public func value(of knob: RangeKnob) -> Double { knob == .start ? startValue : endValue }

    /// The position of `knob` along the arc (0 at the start, 1 at the end).
    public func position(of knob: RangeKnob) -> Double { scale.position(ofValue: value(of: knob)) }

    /// The clock angle of `knob` on screen.
    public func knobAngle(of knob: RangeKnob) -> Turns { configuration.arc.clockAngle(atPosition: position(of: knob)) }

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

    /// The lowest and highest value `knob` may take now.
    public func limits(of knob: RangeKnob) -> ClosedRange<Double> {
        switch knob {
        case .start: return scale.min...Swift.max(scale.min, endValue - minimumDistance)
        case .end: return Swift.min(scale.max, startValue + minimumDistance)...scale.max
        }
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
        let geometry = configuration.geometry
        let toStart = point.distance(to: geometry.knobCenter(atClockAngle: knobAngle(of: .start)))
        let toEnd = point.distance(to: geometry.knobCenter(atClockAngle: knobAngle(of: .end)))
        return toStart < toEnd ? .start : .end
    }

    // MARK: Input

    /// Applies one piece of input from `pointer` and returns what happened, in order.
    ///
    /// Each pointer drags the knob it pressed: while one drags a knob, a press of another pointer (a second finger)
    /// on the other knob, or on the track nearer to it, drags that one at the same time; each knob keeps the other as
    /// its limit as it moves. Keys, Escape and the wheel act for `pointer` too (Escape cancels its drag).
    ///
    /// Edge cases: a press of a pointer already dragging, a third drag, or a second press on the knob another pointer
    /// drags is ignored; moves and releases of a pointer that drags nothing are ignored.
    public mutating func handle(_ input: InputEvent, from pointer: Pointer = .mouse) -> RangeEvents {
        if drag?.pointer != pointer, parkedDrag?.pointer == pointer { swap(&drag, &parkedDrag) }
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
            events = handleForDrag(input, from: pointer)
        }
        if drag == nil, parkedDrag != nil { swap(&drag, &parkedDrag) }
        releaseParkedPin()
        return events
    }

    /// ``handle(_:from:)`` for input that the drag in ``drag`` (if any) is `pointer`'s own.
    private mutating func handleForDrag(_ input: InputEvent, from pointer: Pointer) -> RangeEvents {
        switch input {
        case .press(let point, let modifiers, _): return press(at: point, modifiers: modifiers, by: pointer)
        case .move(let point, let modifiers): return move(to: point, modifiers: modifiers)
        case .release(let point, _): return release(at: point)
        case .modifiers(let modifiers):
            drag?.session.fineness = FineAdjustment(modifiers)
            parkedDrag?.session.fineness = FineAdjustment(modifiers)
            return RangeEvents()
        case .key(let key, let modifiers): return press(key, modifiers: modifiers)
        case .wheel(let notches, let modifiers):
            let steps = wheel.notchesDue(adding: notches, stepped: scale.step != nil)
            guard steps != 0 else { return RangeEvents() }
            return moveFocusedKnob(bySteps: steps, modifiers: modifiers, source: .wheel)
        case .text: return RangeEvents()
        }
    }

    /// Sets both values from the program (clamped, snapped unless the snap mode is `.none`, and pushed apart to
    /// the minimum distance). A drag in progress re-anchors. Non-finite values are ignored.
    public mutating func setValues(start: Double, end: Double) -> RangeEvents {
        guard start.isFinite, end.isFinite else { return RangeEvents() }
        let snapping = configuration.snap != .none
        var newStart = scale.shaped(Swift.min(start, end), snapping: snapping)
        var newEnd = scale.shaped(Swift.max(start, end), snapping: snapping)
        if newEnd - newStart < minimumDistance {
            newEnd = Swift.min(newStart + minimumDistance, scale.max)
            newStart = Swift.max(newEnd - minimumDistance, scale.min)
        }
        return place(start: newStart, end: newEnd)
    }

    /// Puts the knobs at `start` and `end` (already within the range and apart): `changed(source)` for each knob that
    /// moved, and a drag in progress re-anchors.
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
    /// then this knob back from it. Values apart by the minimum distance within rounding count as apart.
    public mutating func setValue(_ value: Double, of knob: RangeKnob) -> RangeEvents {
        setValue(value, of: knob, source: .program)
    }

    /// Sets one knob's value the user typed and committed (a panel's value entry), as ``setValue(_:of:)`` sets one
    /// from the program (clamped, snapped unless the snap mode is `.none`, the other knob pushed along when the order
    /// or the minimum distance asks it to move). A non-finite value is ignored.
    ///
    /// - Returns: `changed(.typed)` for each knob that moved.
    public mutating func enterValue(_ value: Double, of knob: RangeKnob) -> RangeEvents {
        setValue(value, of: knob, source: .typed)
    }

    /// Sets `knob` to `value` as ``setValue(_:of:)`` describes, reporting changes from `source`.
    private mutating func setValue(_ value: Double, of knob: RangeKnob, source: ChangeSource) -> RangeEvents {
        guard value.isFinite else { return RangeEvents() }
        let target = scale.shaped(value, snapping: configuration.snap != .none)
        var (newStart, newEnd) = knob == .start ? (target, endValue) : (startValue, target)
        // Apart by the minimum distance within rounding, and in order: rounding never lets one knob pass the other.
        let rounding = distanceRounding(newStart, newEnd)
        let apart = newEnd >= newStart && newEnd - newStart >= minimumDistance - rounding
        if knob == .start, !apart {
            newEnd = Swift.min(newStart + minimumDistance, scale.max)
            if newEnd - newStart < minimumDistance - rounding {
                newStart = Swift.max(newEnd - minimumDistance, scale.min)
            }
        } else if knob == .end, !apart {
            newStart = Swift.max(newEnd - minimumDistance, scale.min)
            if newEnd - newStart < minimumDistance - rounding {
                newEnd = Swift.min(newStart + minimumDistance, scale.max)
            }
        }
        return place(start: newStart, end: newEnd, source: source)
    }

    /// How far short of the minimum distance two values may fall by rounding: 1e-9 of the range, or an ulp or two
    /// of their magnitude where that is coarser (validation lets a range be as narrow as 2^-32 of its magnitude).
    func distanceRounding(_ start: Double, _ end: Double) -> Double {
        Swift.max(1e-9 * scale.span, 2 * Swift.max(start.magnitude, end.magnitude).ulp)
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

    /// A knob held against the other knob that the other's drag has since moved away lets go (it is no longer at
    /// its limit) and carries on from where it is: its next move turns it from there.
    mutating func releaseParkedPin() {
        guard let parked = parkedDrag, !sitsAtPin(parked) else { return }
        parkedDrag!.session.reanchor(at: position(of: parked.knob))
    }
}
