/// Everything that shapes a circular control's behaviour: its range, steps, turns, arc, geometry and input policy.
///
/// Every field has a default except the range and the geometry. ``validate()`` (called by the models' initialisers)
/// refuses, with a ``ConfigurationError`` naming the field and the value:
/// - a range with NaN or infinite ends, `min >= max`, or `max - min` that overflows, is below 2^-1022 (so that its
///   inverse is finite) or below 2^-32 of the larger of `|min|` and `|max|` (so that the doubles between them still
///   resolve a millionth of the range);
/// - a step that is not finite and more than 0, a step below 2^-1022 (so that its inverse is finite) or below
///   `(max - min) / 2^32` (``maximumStepsPerSweep``), or a
///   default value outside the range;
/// - a skew the range cannot take (a logarithmic skew needs `min > 0` and `max / min` finite; an exponent must lie
///   in 1/16...16, beyond which the inverse mapping rounds whole stretches of values onto one position), or a skew
///   on a multi-turn control;
/// - wrapping or multi-turn on a partial arc (they need a full-circle sweep), a turn limit outside 1...2^32
///   (``maximumTurns``, also the count of an unlimited multi-turn control), or a multi-turn range whose highest
///   value `min + turns * (max - min)` overflows;
/// - an invalid arc or geometry (see ``Arc/validate()`` and ``RingGeometry/validate()``);
/// - a dead zone or animation time that is negative or not finite, a linear drag distance below 2^-1022 or not
///   finite, a fine-adjust factor outside (0, 1].
public struct Configuration: Hashable, Sendable {
    /// The value at the start of the arc.
    public var min: Double
    /// The value at the end of one sweep. Multi-turn controls count on past it, one range per turn.
    public var max: Double
    /// The step grid, anchored at `min` (values `min + k * step`); `nil` for a continuous control. `max` is always
    /// reachable, even when it is not on the grid.
    public var step: Double?
    /// When pointer drags snap to the step grid. Keys and the wheel always move by whole steps.
    public var snap: SnapMode
    /// How positions along the arc map to values (linear by default).
    public var skew: Skew
    /// The value a double click on the knob resets to, shaped as a program value is (snapped unless the snap mode is
    /// `.none`); `nil` disables the reset.
    public var defaultValue: Double?
    /// Whether the value stops at the ends, wraps round, or counts turns.
    public var turnMode: TurnMode
    /// The arc the value travels along (a full clockwise circle from 12 o'clock by default).
    public var arc: Arc
    /// Where the control sits on screen and how large its knob and targets are.
    public var geometry: RingGeometry
    /// What a press on the track away from the knob does.
    public var trackPress: TrackPressPolicy
    /// A linear drag mode used instead of circular dragging, or `nil` for circular dragging.
    public var linearDrag: LinearDragMode?
    /// The pointer travel, in pixels, that a linear drag needs for one full sweep (250 by default).
    public var linearDragDistance: Double
    /// The rate of a drag, an unstepped key or the wheel while Shift is held, as a fraction of the normal rate, in
    /// (0, 1] (0.1 by default); Shift with Control gives a tenth of it (``FineAdjustment``).
    public var fineAdjustFactor: Double
    /// The radius around the centre within which pointer moves are ignored; `nil` for the automatic size, the
    /// smaller of 5 px and half the track's inner radius.
    public var deadZoneRadius: Double?
    /// How long programmatic animated changes take.
    public var animation: AnimationTiming

    /// Creates a configuration; every parameter but the range and the geometry has a default.
    public init(
        min: Double = 0, max: Double = 1, step: Double? = nil, snap: SnapMode = .always, skew: Skew = .linear,
        defaultValue: Double? = nil, turnMode: TurnMode = .clamped, arc: Arc = .fullCircle, geometry: RingGeometry,
        trackPress: TrackPressPolicy = .relative, linearDrag: LinearDragMode? = nil, linearDragDistance: Double = 250,
        fineAdjustFactor: Double = 0.1, deadZoneRadius: Double? = nil, animation: AnimationTiming = AnimationTiming()
    ) {
        self.min = min
        self.max = max
        self.step = step
        self.snap = snap
        self.skew = skew
        self.defaultValue = defaultValue
        self.turnMode = turnMode
        self.arc = arc
        self.geometry = geometry
        self.trackPress = trackPress
        self.linearDrag = linearDrag
        self.linearDragDistance = linearDragDistance
        self.fineAdjustFactor = fineAdjustFactor
        self.deadZoneRadius = deadZoneRadius
        self.animation = animation
    }

    /// The dead zone's radius in effect: ``deadZoneRadius`` or the automatic size.
    @inlinable
    public var effectiveDeadZoneRadius: Double {
        deadZoneRadius ?? Swift.min(5, Swift.max(geometry.innerRadius, 0) / 2)
    }
}

/// When a pointer drag snaps the value to the step grid.
public enum SnapMode: Hashable, Sendable, CaseIterable {
    /// Never: drags give continuous values (keys and the wheel still move by whole steps).
    case none
    /// While dragging: every change lands on the grid.
    case always
    /// On release: continuous while dragging, snapped when the button goes up.
    case onRelease
}

/// How far the value may travel round the arc.
public enum TurnMode: Hashable, Sendable {
    /// Single turn, stopping at the ends: dragging past an end pins the value there until the pointer comes back.
    case clamped
    /// Single turn, wrapping round: crossing the end continues from the start (full-circle arcs only). The end value
    /// is the same point as the start, so the value lies in `min..<max`.
    case wrapping
    /// Several turns (full-circle arcs only): the value keeps counting past `max`, one range a turn, from `min` up to
    /// `limit` turns (`nil`: up to ``Configuration/maximumTurns``, 2^32, as good as no limit). Below `min` it stops as
    /// a clamped control does.
    case multiTurn(limit: Int?)
}

/// What a press on the track, away from the knob, does.
public enum TrackPressPolicy: Hashable, Sendable, CaseIterable {
    /// The value jumps to the pointer and the drag goes on from there (usual for progress-style controls).
    case jump
    /// The drag starts without a jump and moves the value by as much as the pointer turns (usual for audio knobs,
    /// where a jump is a burst of loudness). The default.
    case relative
    /// Nothing happens.
    case ignore
}

/// A linear drag mode, for people who find circular dragging hard on a trackpad. A press anywhere on the control
/// starts the drag, and the value follows the pointer's straight-line travel.
public enum LinearDragMode: Hashable, Sendable, CaseIterable {
    /// Up increases.
    case vertical
    /// Right increases.
    case horizontal
    /// Up or right increases; both add up.
    case both
}

/// The timing of programmatic animated changes: `base + perTurn * turns`, at most `maximum` seconds, where `turns`
/// is how many sweeps the change covers. A duration of 0 makes changes immediate.
public struct AnimationTiming: Hashable, Sendable {
    /// The duration of any animated change, however short, in seconds (0.25 by default).
    public var base: Double
    /// The extra duration for each sweep the change covers, in seconds (0.25 by default).
    public var perTurn: Double
    /// The longest an animation may take, in seconds (1.5 by default).
    public var maximum: Double

    /// Creates a timing; see the properties for the defaults.
    public init(base: Double = 0.25, perTurn: Double = 0.25, maximum: Double = 1.5) {
        self.base = base
        self.perTurn = perTurn
        self.maximum = maximum
    }

    /// The duration of a change covering `turns` sweeps (in either direction).
    @inlinable
    public func duration(forTurns turns: Double) -> Double {
        Swift.min(maximum, base + perTurn * Swift.max(0, turns.magnitude))
    }
}
