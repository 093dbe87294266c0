/// The model of one circular control: its value, where it sits on the arc, and the drag in progress.
///
/// Hosts hand it plain input (``InputEvent``) in their own pixel coordinates and get back what happened
/// (``ControlEvents``); they draw from its state (``position``, ``knobAngle``, ``isDragging``, ``pinnedEnd``) and
/// never keep a second copy of the value.
///
/// ```swift
/// var knob = try CircularModel(Configuration(geometry: RingGeometry(center: Point(x: 100, y: 100),
///                                                                   radius: 80, lineWidth: 16)))
/// _ = knob.handle(.press(Point(x: 100, y: 20)))   // on the knob at 12 o'clock: no jump
/// _ = knob.handle(.move(Point(x: 180, y: 100)))   // a quarter turn clockwise
/// _ = knob.handle(.release(Point(x: 180, y: 100)))
/// // knob.value == 0.25
/// ```
///
/// Edge cases:
/// - Input with a non-finite point, wheel delta or value is ignored without any change of state; NaN never
///   reaches the value.
/// - A press while a drag is under way, and a move or release without one, are ignored.
/// - Samples within the centre's dead zone are ignored and the drag re-anchors when the pointer leaves it.
public struct CircularModel: Hashable, Sendable {
    /// The configuration in force.
    public private(set) var configuration: Configuration
    var scale: ValueScale
    var metrics: DragMetrics
    /// The value, always finite and within `min...upperValueLimit` (`min..<max` when wrapping).
    public private(set) var value: Double
    /// The position along the arc: 0 at the start, 1 at the end of one sweep; multi-turn controls count on
    /// (1.25 is a turn and a quarter). Drawing uses it; it always matches ``value``.
    public private(set) var position: Double
    var drag: DragSession?
    var wheel = WheelAccumulator()
    var animation: ValueAnimation?
    /// The wheel or key gesture under way (a drag is its own).
    var gestures = GestureTracker()

    /// Creates a model, starting at `value`, the default value, or `min`, shaped as ``setValue(_:animated:at:)``
    /// shapes any value from the program (clamped or wrapped, and snapped unless the snap mode is `.none`).
    ///
    /// - Throws: ``ConfigurationError`` when the configuration is invalid (see ``Configuration``) or the
    ///   starting value is not finite.
    public init(_ configuration: Configuration, value: Double? = nil) throws(ConfigurationError) {
        try configuration.validate()
        let start = value ?? configuration.defaultValue ?? configuration.min
        guard start.isFinite else { throw ConfigurationError(field: "value", value: start, reason: "must be finite") }
        self.configuration = configuration
        scale = ValueScale(configuration)
        metrics = DragMetrics(configuration)
        self.value = configuration.min
        position = 0
        _ = setValue(start)
    }

    // MARK: State

    /// True while a drag is under way.
    public var isDragging: Bool { drag != nil }

    /// The end the drag is pinned at, or `nil`.
    public var pinnedEnd: End? { drag?.pin?.end }

    /// The whole turns completed by a multi-turn control (`floor(position)`); 0 for single-turn controls.
    public var turns: Int {
        guard case .multiTurn = configuration.turnMode else { return 0 }
        return Int(position.rounded(.down))
    }

    /// The knob's clock angle on screen.
    public var knobAngle: Turns { configuration.arc.clockAngle(atPosition: position) }

    /// The knob's centre on screen.
    public var knobCenter: Point { configuration.geometry.knobCenter(atClockAngle: knobAngle) }

    /// Which region of the control `point` falls in (see ``RingGeometry/hitTest(_:knobAngle:arc:)``).
    public func hitTest(_ point: Point) -> HitRegion {
        configuration.geometry.hitTest(point, knobAngle: knobAngle, arc: configuration.arc)
    }

    // MARK: Input

    /// Applies one piece of input and returns what happened, in order. A turn of the wheel handed in this way has no
    /// time and is a gesture of its own (see ``GestureKind/wheel``); ``handle(_:at:)`` gives it one.
    public mutating func handle(_ input: InputEvent) -> ControlEvents {
        // A move, nearly every input, is handled here; the rest in a function of its own, whose answer comes back
        // in the list's registers. Merged with a move's answer in one function, every path's list was taken apart
        // into its events and put together again on every move: 24 instructions of a pointer event in core-bench
        // under callgrind with six events a list (18 with four); now the move's empty slots are constants.
        if case .move(let point, let modifiers) = input { return move(to: point, modifiers: modifiers) }
        return handleOtherThanMove(input)
    }

    /// ``handle(_:)`` for every input but a move.
    @inline(never)
    mutating func handleOtherThanMove(_ input: InputEvent) -> ControlEvents {
        switch input {
        case .press(let point, let modifiers, let clickCount):
            return press(at: point, modifiers: modifiers, clickCount: clickCount)
        case .move(let point, let modifiers):
            return move(to: point, modifiers: modifiers)
        case .release(let point, let modifiers):
            return release(at: point, modifiers: modifiers)
        case .modifiers(let modifiers):
            drag?.fineness = FineAdjustment(modifiers)
            return ControlEvents()
        case .key(let key, let modifiers):
            return press(key, modifiers: modifiers)
        case .keyRelease(let key):
            var events = ControlEvents()
            gestures.keyReleased(key, into: &events, Self.untagged)
            return events
        case .wheel(let notches, let modifiers):
            return turnWheel(by: notches, modifiers: modifiers, at: nil)
        case .text:
            return ControlEvents()
        }
    }

    /// Applies one piece of input that happened at `time` (seconds on the host's monotonic clock): first the clock
    /// (``advanceClock(to:)``: a wheel gesture idle since then ends), then the input, a turn of the wheel as part of
    /// a burst that ends ``GestureKind/wheelIdleTime`` after its last turn.
    ///
    /// Edge cases: a non-finite time is no time (as ``handle(_:)``); a time earlier than the last one ends nothing.
    public mutating func handle(_ input: InputEvent, at time: Double) -> ControlEvents {
        guard time.isFinite else { return handle(input) }
        var events = advanceClock(to: time)
        if case .wheel(let notches, let modifiers) = input {
            events.append(contentsOf: turnWheel(by: notches, modifiers: modifiers, at: time))
        } else {
            events.append(contentsOf: handle(input))
        }
        return events
    }

    /// Tells the model the time (seconds on the clock the wheel's times come from): a wheel gesture whose last turn
    /// is ``GestureKind/wheelIdleTime`` old or more ends. A host calls it when ``gestureDeadline`` comes, or with
    /// every frame.
    ///
    /// Edge cases: a non-finite time does nothing.
    ///
    /// - Returns: `ended(.committed)` when a wheel gesture ended.
    public mutating func advanceClock(to time: Double) -> ControlEvents {
        var events = ControlEvents()
        if time.isFinite { gestures.advance(to: time, into: &events, Self.untagged) }
        return events
    }

    /// The gesture under way (see ``GestureKind``): a drag, a burst of the wheel or a run of keys; `nil` between
    /// gestures (a typed value, a reset and an accessible value begin and end within one call).
    public var gesture: GestureKind? { drag != nil ? .drag : gestures.open?.kind }

    /// When the wheel gesture under way ends unless the wheel turns again (see ``advanceClock(to:)``); `nil` without
    /// one.
    public var gestureDeadline: Double? { gestures.deadline }

    /// The control lost the keyboard focus: a key gesture under way ends (the keys' releases go elsewhere).
    ///
    /// - Returns: `ended(.committed)` when a key gesture ended.
    public mutating func keyboardFocusLeft() -> ControlEvents {
        var events = ControlEvents()
        gestures.focusLeft(into: &events, Self.untagged)
        return events
    }

    /// A single knob's events carry no knob: the tag ``GestureTracker`` is given.
    static func untagged(_: RangeKnob?, _ event: ControlEvent) -> ControlEvent { event }

    /// Replaces the geometry (after a resize, say) without disturbing the value or a drag in progress.
    ///
    /// - Throws: ``ConfigurationError`` for an invalid geometry; the model is then unchanged.
    public mutating func setGeometry(_ geometry: RingGeometry) throws(ConfigurationError) {
        try geometry.validate()
        configuration.geometry = geometry
        metrics = DragMetrics(configuration)
        drag?.isAnchored = false
    }

    // MARK: Committing

    /// Sets the position (wrapped or clamped to the control's limits), snapping the value to the grid when asked.
    /// Returns whether the value changed.
    ///
    /// Inlined, always (`@_transparent`: the optimiser stopped honouring `@inline(__always)` here once the model's
    /// input paths grew, which cost 37 instructions and 8 % of a pointer move in `core-bench`): every pointer event
    /// that moves a drag commits, and the call would cost more than the mapping.
    @_transparent
    mutating func commit(position newPosition: Double, snapping: Bool) -> Bool {
        var target = newPosition
        if scale.wraps { target -= target.roundedDown }
        target = target.clamped(0, scale.upperPosition)
        var newValue = target == scale.upperPosition ? scale.upperValue : scale.value(atPosition: target)
        // On a wrapping control a position just below 1 may give a value that rounds up to max, the same point as
        // min. (A skewed value past max is held at max where it is worked out, in Skew.value(atFraction:min:max:).)
        if scale.wraps, newValue >= scale.max { (newValue, target) = (scale.min, 0) }
        if snapping { (newValue, target) = scale.settled(scale.limited(scale.snapped(newValue))) }
        let changed = newValue != value
        value = newValue
        position = target
        return changed
    }

    /// Sets the value (wrapped or clamped to the control's limits, not snapped). Returns whether it changed.
    mutating func commit(value newValue: Double) -> Bool {
        let target = scale.settled(scale.limited(newValue))
        let changed = target.value != value
        (value, position) = target
        return changed
    }
}
