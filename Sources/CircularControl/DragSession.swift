/// The state of one drag: how it started, where the pointer was, and whether it is pinned at an end.
///
/// The session never reads the value back from the pointer's absolute angle: it accumulates the signed turns
/// between successive pointer samples into a *tracking position*, so crossing 12 o'clock is never a jump
/// and the grab offset of the press is kept for the whole drag.
struct DragSession: Hashable, Sendable {
    /// How pointer travel becomes position change.
    enum Style: Hashable, Sendable {
        /// Around the centre, by angle.
        case circular
        /// Along a straight line, by distance.
        case linear(LinearDragMode)
    }

    /// An end the drag is pinned at, and how far past it the pointer would have taken the position without the end.
    struct Pin: Hashable, Sendable {
        let end: End
        /// The distance, in positions, from the end out to where the pointer would have taken the position:
        /// more than 0 while pinned (upwards past the maximum, downwards past the minimum).
        var overshoot: Double
        /// The whole turns of the pointer that the overshoot spans, as of the last step (so that a step needs to
        /// work out only its own).
        var laps: Double

        init(end: End, overshoot: Double, metrics: DragMetrics) {
            self.end = end
            self.overshoot = overshoot
            laps = (overshoot * metrics.turnsPerPosition).roundedDown
        }
    }

    /// What a step did to the pin.
    enum Transition: Hashable, Sendable {
        /// Not pinned before the step nor after it: the tracking position followed the pointer.
        case free
        /// Pinned before the step and still pinned after it: the tracking position stayed at the end, so there is
        /// nothing new to commit.
        case held
        /// Newly pinned at this end: the tracking position stopped there.
        case pinned(End)
        /// Let go from this end: the tracking position follows the pointer again.
        case released(End)
    }

    let style: Style
    /// The position and value at the press, restored by Escape.
    let pressPosition: Double
    let pressValue: Double
    /// The unsnapped position the pointer has driven the control to.
    var tracking: Double
    var pin: Pin?
    /// The last pointer sample, and whether it lay outside the dead zone, so that the next move turns from it
    /// (`false` re-anchors: the next sample outside the dead zone starts the turning afresh).
    var lastPoint: Point
    var isAnchored: Bool
    /// The fine adjustment the modifiers held ask for (Shift, Shift+Control): the drag moves at that rate.
    var fineness: FineAdjustment

    init(style: Style, at point: Point, modifiers: Modifiers, position: Double, value: Double, metrics: DragMetrics) {
        self.style = style
        pressPosition = position
        pressValue = value
        tracking = position
        lastPoint = point
        fineness = FineAdjustment(modifiers)
        isAnchored = !metrics.isInDeadZone(point)
    }

    /// Carries the drag on from `position`, where a key, the wheel or the program has just put the knob: the next
    /// move turns from there (no jump back to where the pointer had taken it), and a pin lets go.
    mutating func reanchor(at position: Double) {
        tracking = position
        pin = nil
    }

    /// The value Escape restores: the value at the press, within `limits` as they are now (a range control's other
    /// knob may have moved since the press).
    func restoredValue(within limits: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(pressValue, limits.lowerBound), limits.upperBound)
    }

    /// Records a pointer sample, with the fine adjustment held for it, and returns the position change it asks for:
    /// 0 when it asks for none.
    ///
    /// The fine adjustment comes in as an argument rather than being read back from ``fineness`` after the caller stored
    /// it: a load of the session's flags right after a store to one of them would wait for that store to reach
    /// the cache (a failed store-to-load forward) on every pointer event.
    ///
    /// Circular drags ignore samples inside the dead zone and re-anchor on the first sample after it, and ignore a
    /// step whose straight path passes through the dead zone (a pointer crossing the centre between two samples),
    /// so passing through the centre never flips the value to the far side.
    ///
    /// Edge cases: a step with no travel or no turn gives 0; the change is always finite, however far out the points
    /// lie.
    ///
    /// Inlined, always, with the turn inlined into it (which saved 21 instructions of a pointer event in `core-bench`,
    /// of about 320): `@_transparent`, as `CircularModel.driveDrag(by:)` is, because with the turn it has more than
    /// the 64 blocks up to which the optimiser honours `@inline(__always)` in a large caller such as
    /// `CircularModel.handle(_:)`.
    @_transparent
    mutating func positionDelta(movingTo point: Point, fineness fine: FineAdjustment, metrics: DragMetrics) -> Double {
        let previous = lastPoint
        // Stored first, not at the end of the step: the next event reads the point back with one 16-byte load, which
        // cannot take its value from these two 8-byte stores while they are in flight and waits until they retire.
        // Stored after the turn, they made a pointer event about a third slower in `core-bench`.
        lastPoint = point
        fineness = fine
        switch style {
        case .linear(let mode):
            // Halved before the subtraction, so that two finite coordinates never overflow to an infinity (and
            // `right + up` never to NaN); the change is then held to ±maximumTurns positions, so that a pin's
            // overshoot and a wrapping position stay finite.
            let right = point.x * 0.5 - previous.x * 0.5
            let up = previous.y * 0.5 - point.y * 0.5
            let travel: Double
            switch mode {
            case .vertical: travel = up
            case .horizontal: travel = right
            case .both: travel = right + up
            }
            let limit = Double(Configuration.maximumTurns)
            let change = fine.applied(
                to: 2 * travel * metrics.positionsPerPixel, fineAdjustFactor: metrics.fineAdjustFactor)
            return Swift.min(Swift.max(change, -limit), limit)
        case .circular:
            let wasAnchored = isAnchored
            isAnchored = !metrics.isInDeadZone(point)
            // Both ends outside the dead zone (checked with the metrics in force: a new geometry re-anchors), as
            // `turnOutsideDeadZone` needs.
            guard isAnchored, wasAnchored, let turn = metrics.turnOutsideDeadZone(from: previous, to: point) else {
                return 0
            }
            // A clockwise arc of a whole turn (the default, and any multi-turn or wrapping control turning clockwise)
            // counts positions in clock turns: the multiplication by 1 would change nothing but the length of the
            // event's longest chain of dependent operations.
            let change = metrics.positionsPerClockTurn == 1 ? turn : turn * metrics.positionsPerClockTurn
            return fine.applied(to: change, fineAdjustFactor: metrics.fineAdjustFactor)
        }
    }

    /// Moves the tracking position by `delta` within `lower...upper`, pinning at an end the pointer goes past.
    ///
    /// A pinned drag stays at its end however far the pointer goes. It is released when the pointer comes back
    /// across the end it left by, or, when that end has a pickup tolerance (circular drags, at the arc's own ends),
    /// when the pointer comes round to the knob from the other side: within the tolerance, or across it. A release
    /// never moves the position: the drag carries on from the end.
    ///
    /// Laps of the pointer past the end are counted with `metrics.turnsPerPosition`, a multiplication where a
    /// division by `metrics.positionsPerTurn` would cost a dependent division on every event of a pinned drag, and
    /// the pin keeps the count from the step before.
    ///
    /// Edge cases: a NaN `delta` leaves an unpinned drag's tracking position NaN (callers never pass one for finite
    /// input) and never releases a pinned one.
    @inline(__always)
    mutating func advance(
        by delta: Double, lower: Double, upper: Double, pickup: (minimum: Double?, maximum: Double?),
        metrics: DragMetrics
    ) -> Transition {
        guard var pin else {
            let target = tracking + delta
            if target > upper {
                tracking = upper
                self.pin = Pin(end: .maximum, overshoot: target - upper, metrics: metrics)
                return .pinned(.maximum)
            }
            if target < lower {
                tracking = lower
                self.pin = Pin(end: .minimum, overshoot: lower - target, metrics: metrics)
                return .pinned(.minimum)
            }
            tracking = target
            return .free
        }
        let atMaximum = pin.end == .maximum
        let lapsBefore = pin.laps
        pin.overshoot += atMaximum ? delta : -delta
        pin.laps = (pin.overshoot * metrics.turnsPerPosition).roundedDown
        if pin.overshoot <= 0 {
            // Back across the end it left by: follow the pointer from here.
            let target = atMaximum ? upper + pin.overshoot : lower - pin.overshoot
            tracking = Swift.min(Swift.max(target, lower), upper)
            self.pin = nil
            return .released(pin.end)
        }
        if let pickup = atMaximum ? pickup.maximum : pickup.minimum {
            let phase = pin.overshoot - pin.laps * metrics.positionsPerTurn
            if pin.laps > lapsBefore || phase >= metrics.positionsPerTurn - pickup {
                // Round to the knob from the other side: pick it up at the end, so the value does not jump, and
                // follow the pointer from there.
                tracking = atMaximum ? upper : lower
                self.pin = nil
                return .released(pin.end)
            }
        }
        self.pin = pin
        return .held
    }
}
