import CircularControl
import Glibc

/// A plain reference of the single-knob interaction rules, for the differential oracle only.
///
/// It follows the rules as the documentation states them, written the simple way: angles from the C library's
/// `atan2`, divisions where the model multiplies by precomputed inverses, nothing worked out ahead of an event, no
/// fast paths. ``ScriptReplay`` plays it beside ``CircularModel`` and expects the same events and the same values
/// within 1e-9 of the range.
///
/// Where a rule compares two numbers that lie within a hair of each other (a snap halfway between grid points, a
/// pointer on the edge of the knob or the dead zone, a lap boundary), both answers are right and the two
/// implementations may round differently: the reference notes it (``sawNearTie``), and a difference after such a
/// step is not reported; the reference then takes over the model's state and does not compare again until the
/// drag or animation in progress is over.
struct ReferenceKnob {
    struct Pin {
        var end: End
        /// How far past the end the pointer would have taken the position, in positions (> 0).
        var overshoot: Double
    }

    struct Drag {
        var linear: LinearDragMode?
        var pressValue: Double
        var tracking: Double
        var pin: Pin?
        var lastPoint: Point
        var anchored: Bool
        /// The modifiers of the last sample: Shift for fine, Shift with Control for finer.
        var modifiers: Modifiers
    }

    struct Animation {
        var from: Double
        var to: Double
        var target: Double
        var start: Double
        var duration: Double
        var lastPosition: Double
    }

    var configuration: Configuration
    var value: Double
    var position: Double
    var drag: Drag?
    var wheelRemainder = 0.0
    var animation: Animation?
    /// The wheel or key gesture under way (the documented rules of `GestureKind`), and, for the wheel, when it ends:
    /// half a second after its last timed turn.
    var gesture: GestureKind?
    var wheelDeadline: Double?
    /// The value keys down whose release has not come.
    var keysDown: Set<Key> = []
    /// True when a comparison within the last step was too close to call.
    private(set) var sawNearTie = false
    /// False after the reference took over the model's state, until the next quiet moment.
    private var synchronised = true

    init(_ configuration: Configuration, value start: Double?) {
        self.configuration = configuration
        value = configuration.min
        position = 0
        _ = setValue(start ?? configuration.defaultValue ?? configuration.min, animated: false, time: 0)
    }

    // MARK: The range

    var span: Double { configuration.max - configuration.min }
    var wraps: Bool { configuration.turnMode == .wrapping }
    var upperValue: Double { configuration.upperValueLimit }
    var upperPosition: Double { configuration.upperPositionLimit }
    var sweep: Double { configuration.arc.sweep.value }

    func valueAt(_ position: Double) -> Double {
        let (min, max) = (configuration.min, configuration.max)
        switch configuration.skew {
        case .linear: return min + (max - min) * position
        // pow and exp may round a position just below 1 past max: a skewed value never passes it.
        case .exponent(let exponent): return Swift.min(min + (max - min) * pow(position, exponent), max)
        case .logarithmic: return Swift.min(min * exp(log(max / min) * position), max)
        }
    }

    func positionOf(_ value: Double) -> Double {
        let (min, max) = (configuration.min, configuration.max)
        switch configuration.skew {
        case .linear: return (value - min) / (max - min)
        case .exponent(let exponent): return pow(Swift.max(0, (value - min) / (max - min)), 1 / exponent)
        case .logarithmic: return log(Swift.max(value, min) / min) / log(max / min)
        }
    }

    /// `a < b`, noting a near tie.
    mutating func less(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        if (a - b).magnitude <= tolerance * Swift.max(1, a.magnitude, b.magnitude) { sawNearTie = true }
        return a < b
    }

    /// How far a difference of `value` and the range's ends may be off by rounding: a few ulps of the largest of
    /// them. Divided by a step or the span, it is how far a grid index or a position may be off.
    func roundingOfDifference(_ value: Double) -> Double {
        8 * Swift.max(value.magnitude, configuration.min.magnitude, configuration.max.magnitude).ulp
    }

    /// Notes a near tie when `x` lies within `error` of a whole number, where rounding it down or up changes: a grid
    /// index, a lap count or a position on a wrapping control worked out from values that two implementations round
    /// differently.
    mutating func noteNearWhole(_ x: Double, error: Double) {
        if (x - x.rounded()).magnitude <= error + 4 * x.ulp { sawNearTie = true }
    }

    mutating func clamped(_ value: Double) -> Double {
        if wraps {
            // Halves, so that no finite value overflows: (2h) mod span = 2 (h mod span/2).
            var offset = 2 * fmod(value / 2 - configuration.min / 2, span / 2)
            // A value within rounding of a whole number of turns from min (but not min itself, which both keep)
            // wraps to min or to just below max.
            let error = roundingOfDifference(value)
            if value != configuration.min, offset.magnitude <= error || span - offset.magnitude <= error {
                sawNearTie = true
            }
            if offset < 0 { offset += span }
            let wrapped = configuration.min + offset
            return wrapped >= configuration.max ? configuration.min : wrapped
        }
        return Swift.min(Swift.max(value, configuration.min), upperValue)
    }

    mutating func snapped(_ value: Double) -> Double {
        guard let step = configuration.step else { return value }
        let index = (value - configuration.min) / step
        let fraction = index - index.rounded(.down)
        if (fraction - 0.5).magnitude < 1e-9 { sawNearTie = true }
        let grid = configuration.min + index.rounded() * step
        if grid > upperValue {
            let below = configuration.min + (index.rounded() - 1) * step
            return less(value - below, upperValue - value) ? below : upperValue
        }
        if upperValue.isFinite, less(upperValue - value, value - grid) { return upperValue }
        return grid
    }

    /// A value from outside a drag: clamped, and snapped unless the snap mode is `.none`.
    mutating func shaped(_ value: Double) -> Double {
        configuration.snap == .none ? clamped(value) : clamped(snapped(clamped(value)))
    }

    var snapsWhileDragging: Bool { configuration.snap == .always && configuration.step != nil }

    @discardableResult
    mutating func commit(position newPosition: Double, snapping: Bool) -> Bool {
        var target = newPosition
        if wraps { target -= target.rounded(.down) }
        target = Swift.min(Swift.max(target, 0), upperPosition)
        var newValue = target == upperPosition ? upperValue : valueAt(target)
        if wraps, newValue >= configuration.max { (newValue, target) = (configuration.min, 0) }
        if snapping { (newValue, target) = settled(clamped(snapped(newValue))) }
        // A position worked out from the value and back may round to a neighbouring double: whether that is
        // reported as a change is too close to call.
        if (newValue - value).magnitude <= 1e-12 * Swift.max(span, value.magnitude) { sawNearTie = true }
        defer {
            value = newValue
            position = target
        }
        return newValue != value
    }

    @discardableResult
    mutating func commit(value newValue: Double) -> Bool {
        let target = settled(clamped(newValue))
        if (target.value - value).magnitude <= 1e-12 * Swift.max(span, value.magnitude) { sawNearTie = true }
        defer { (value, position) = target }
        return target.value != value
    }

    /// A value and its position; a value whose position rounds up to the upper end is that end (the start when
    /// wrapping).
    mutating func settled(_ value: Double) -> (value: Double, position: Double) {
        if value == upperValue { return (value, upperPosition) }
        let position = positionOf(value)
        // On a wrapping control a position within rounding of the end is the start, or just below the end.
        if wraps, (upperPosition - position).magnitude <= roundingOfDifference(value) / span + 4 * upperPosition.ulp {
            sawNearTie = true
        }
        guard position >= upperPosition else { return (value, position) }
        return wraps ? (configuration.min, 0) : (upperValue, upperPosition)
    }

    // MARK: Steps

    /// Plays one step and returns the events the rules call for.
    mutating func apply(_ step: ScriptStep) -> [ControlEvent] {
        sawNearTie = false
        switch step {
        case .input(let input): return apply(input, time: nil)
        case .timedInput(let input, let time):
            guard time.isFinite else { return apply(input, time: nil) }
            return tick(time) + apply(input, time: time)
        case .advanceClock(let time): return time.isFinite ? tick(time) : []
        case .focusLeft:
            keysDown = []
            return gesture == .keys ? endGesture() : []
        case .focusKnob: return []
        case .setAccessibleValue(let newValue, _):
            return setByPerson(newValue, gesture: .accessibility, source: .accessibility)
        case .setValue(let newValue, _, let animated, let time):
            return setValue(newValue, animated: animated, time: time)
        case .setKnobValue(let newValue, _): return setValue(newValue, animated: false, time: 0)
        case .enterValue(let newValue, _): return setByPerson(newValue, gesture: .typed, source: .typed)
        case .pointerInput(let input, _): return apply(input, time: nil)
        case .advanceAnimation(let time): return advance(to: time)
        case .setGeometry(let geometry):
            guard (try? geometry.validate()) != nil else { return [] }
            configuration.geometry = geometry
            drag?.anchored = false
            return []
        }
    }

    /// Plays one piece of input, a turn of the wheel at `time` when given.
    mutating func apply(_ input: InputEvent, time: Double?) -> [ControlEvent] {
        do {
            switch input {
            case .press(let point, let modifiers, let clickCount): return press(point, modifiers, clickCount)
            case .move(let point, let modifiers):
                guard point.isFinite, drag != nil else { return [] }
                drag!.modifiers = modifiers
                return driveDrag(to: point)
            case .release(let point, _): return release(point)
            case .modifiers(let modifiers):
                drag?.modifiers = modifiers
                return []
            case .key(let key, let modifiers): return press(key, modifiers)
            case .keyRelease(let key):
                keysDown.remove(key)
                return keysDown.isEmpty && gesture == .keys ? endGesture() : []
            case .text: return []
            case .wheel(let notches, let modifiers):
                guard notches.isFinite, notches != 0 else { return [] }
                let changes = turnWheel(notches, modifiers)
                guard drag == nil else { return changes }
                if gesture == .wheel {
                    if let time { wheelDeadline = time + GestureKind.wheelIdleTime }
                    return changes
                }
                // A change, or a wrap of whole turns; not an animation stopped alone.
                guard changes.contains(where: { $0 != .changed(.program) }) else { return changes }
                let events = endGesture() + [.began(.wheel)] + changes
                // Without a time the turn is a gesture of its own.
                guard let time else { return events + [.ended(.committed)] }
                gesture = .wheel
                wheelDeadline = time + GestureKind.wheelIdleTime
                return events
            }
        }
    }

    /// The wheel's change: unstepped, the notches at once, fractions included; stepped, whole notches.
    mutating func turnWheel(_ notches: Double, _ modifiers: Modifiers) -> [ControlEvent] {
        if configuration.step == nil {
            wheelRemainder = 0
            return moveBySteps(
                Swift.min(Swift.max(notches, -1_000_000), 1_000_000), unit: unit(modifiers), source: .wheel)
        }
        if wheelRemainder != 0, (wheelRemainder < 0) != (notches < 0) { wheelRemainder = 0 }
        wheelRemainder += notches
        // Fractions that add up to within rounding of a whole notch may or may not make it.
        if wheelRemainder.rounded() != 0, (wheelRemainder - wheelRemainder.rounded()).magnitude < 1e-9 {
            sawNearTie = true
        }
        let whole = wheelRemainder.rounded(.towardZero)
        wheelRemainder -= whole
        guard whole != 0 else { return [] }
        return moveBySteps(Swift.min(Swift.max(whole, -1_000_000), 1_000_000), unit: unit(modifiers), source: .wheel)
    }

    // MARK: Gestures

    /// Ends the wheel or key gesture under way, if any.
    mutating func endGesture() -> [ControlEvent] {
        guard gesture != nil else { return [] }
        gesture = nil
        wheelDeadline = nil
        return [.ended(.committed)]
    }

    /// The clock at `time`: a wheel gesture whose last turn was half a second ago or more ends.
    mutating func tick(_ time: Double) -> [ControlEvent] {
        guard gesture == .wheel, let deadline = wheelDeadline, time >= deadline else { return [] }
        return endGesture()
    }

    /// A value a person set in one go: its own gesture around the change, outside a drag.
    mutating func setByPerson(_ newValue: Double, gesture kind: GestureKind, source: ChangeSource) -> [ControlEvent] {
        let changes = setValue(newValue, animated: false, time: 0, source: source)
        guard drag == nil, !changes.isEmpty else { return changes }
        return endGesture() + [.began(kind)] + changes + [.ended(.committed)]
    }

    // MARK: Pointer

    var center: Point { configuration.geometry.center }

    func clockAngle(of point: Point) -> Double? {
        let dx = point.x - center.x
        let dy = point.y - center.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        var turns = atan2(dx, -dy) / (2 * Double.pi)
        if turns < 0 { turns += 1 }
        return turns >= 1 ? 0 : turns
    }

    /// The arc's start, modulo a full turn, as the documentation says it is used.
    var reducedStart: Double {
        let start = configuration.arc.start.value
        return start - start.rounded(.down)
    }

    /// The position along the arc of a clock angle, in [0, 1 / sweep).
    func arcPosition(ofClockAngle angle: Double) -> Double {
        let arc = configuration.arc
        var along = ((angle - reducedStart) * arc.direction.sign).truncatingRemainder(dividingBy: 1)
        if along < 0 { along += 1 }
        if along >= 1 { along = 0 }
        return along / sweep
    }

    mutating func hitRegion(_ point: Point) -> HitRegion {
        let geometry = configuration.geometry
        let arc = configuration.arc
        let knobAngle = 2 * Double.pi * (reducedStart + arc.direction.sign * position * sweep)
        let knob = Point(x: center.x + geometry.radius * sin(knobAngle), y: center.y - geometry.radius * cos(knobAngle))
        let knobRadius = geometry.lineWidth * geometry.knobScale / 2
        let hitRadius = Swift.max(knobRadius, geometry.minimumTargetSize / 2) + geometry.hitSlop
        // The knob's centre is known to the rounding of its angle, which grows with the turns: 1e-9 of a turn's
        // length at a billion turns. A point that close to the edge of the knob may lie either side of it.
        let knobDistance = point.distance(to: knob)
        let angleRounding = 16 * (1 + (position * sweep).magnitude) * Double.ulpOfOne
        if (knobDistance - hitRadius).magnitude <= 2 * Double.pi * geometry.radius * angleRounding {
            sawNearTie = true
        }
        if !less(hitRadius, knobDistance) { return .knob }
        let distance = point.distance(to: center)
        let halfBand = Swift.max(geometry.lineWidth, geometry.minimumTargetSize) / 2 + geometry.hitSlop
        if less(distance, geometry.radius - halfBand) { return .inside }
        if less(geometry.radius + halfBand, distance) { return .outside }
        guard let angle = clockAngle(of: point) else { return .inside }
        let along = arcPosition(ofClockAngle: angle)
        // A point within rounding of the arc's start lies at its first position or a whole turn round, past its
        // end in the gap: either is right.
        if along * sweep < 1e-9 || 1 - along * sweep < 1e-9 { sawNearTie = true }
        return less(1, along) ? .outside : .track
    }

    mutating func stopAnimation() -> [ControlEvent] {
        guard animation != nil else { return [] }
        animation = nil
        if configuration.snap != .none, configuration.step != nil, commit(position: position, snapping: true) {
            return [.changed(.program)]
        }
        return []
    }

    mutating func press(_ point: Point, _ modifiers: Modifiers, _ clickCount: Int) -> [ControlEvent] {
        guard point.isFinite, drag == nil else { return [] }
        let region = hitRegion(point)
        if clickCount >= 2, region == .knob, let defaultValue = configuration.defaultValue {
            animation = nil
            guard commit(value: shaped(defaultValue)) else { return [] }
            return endGesture() + [.began(.reset), .changed(.pointer), .ended(.committed)]
        }
        let anchored = less(configuration.effectiveDeadZoneRadius, point.distance(to: center))
        /// Stops an animation, then starts a drag from where that left the value.
        func begin() -> [ControlEvent] {
            var events = endGesture() + stopAnimation()
            drag = Drag(
                linear: configuration.linearDrag, pressValue: value, tracking: position, lastPoint: point,
                anchored: anchored, modifiers: modifiers)
            events.append(.began(.drag))
            return events
        }
        if configuration.linearDrag != nil { return begin() }
        switch (region, configuration.trackPress) {
        case (.knob, _), (.track, .relative): return begin()
        case (.track, .jump):
            var events = begin()
            if let target = jumpTarget(point) {
                if commit(position: target, snapping: snapsWhileDragging) { events.append(.changed(.pointer)) }
                drag!.tracking = position
            }
            return events
        default:
            return []
        }
    }

    mutating func jumpTarget(_ point: Point) -> Double? {
        guard let angle = clockAngle(of: point) else { return nil }
        var along = arcPosition(ofClockAngle: angle)
        if along > 1 {
            let gap = 1 / sweep - 1
            along = less(along - 1, gap / 2) ? 1 : 0
        }
        guard case .multiTurn = configuration.turnMode else { return along }
        let nearest = position.rounded(.down) + along
        let candidates = [nearest - 1, nearest, nearest + 1].sorted {
            ($0 - position).magnitude < ($1 - position).magnitude
        }
        // Half a turn away both ways: either lap is right.
        if less((candidates[1] - position).magnitude, (candidates[0] - position).magnitude + 1e-9) { sawNearTie = true }
        let best = candidates[0]
        return Swift.min(Swift.max(best, 0), upperPosition)
    }

    /// The change of position a pointer sample asks for.
    mutating func positionDelta(to point: Point) -> Double {
        let previous = drag!.lastPoint
        drag!.lastPoint = point
        let rate = rate(drag!.modifiers)
        if let mode = drag!.linear {
            // The model's documented limits: halves, so that the difference cannot overflow, and a change of at
            // most the maximum number of turns.
            let right = point.x / 2 - previous.x / 2
            let up = previous.y / 2 - point.y / 2
            let travel = mode == .vertical ? up : (mode == .horizontal ? right : right + up)
            let limit = Double(Configuration.maximumTurns)
            return Swift.min(Swift.max(2 * travel / configuration.linearDragDistance * rate, -limit), limit)
        }
        let deadZone = configuration.effectiveDeadZoneRadius
        let wasAnchored = drag!.anchored
        drag!.anchored = less(deadZone, point.distance(to: center))
        guard drag!.anchored, wasAnchored else { return 0 }
        // A path through the dead zone: its nearest point to the centre lies strictly between the ends, within it.
        // Worked out in halves scaled by the largest component, so that no finite point overflows.
        let segment = Point(x: point.x / 2 - previous.x / 2, y: point.y / 2 - previous.y / 2)
        let toCenter = Point(x: center.x / 2 - previous.x / 2, y: center.y / 2 - previous.y / 2)
        let scale = Swift.max(abs(segment.x), abs(segment.y), abs(toCenter.x), abs(toCenter.y))
        if scale > 0 {
            let s = segment * (1 / scale)
            let o = toCenter * (1 / scale)
            let along = (o.x * s.x + o.y * s.y) / (s.x * s.x + s.y * s.y)
            // Also looked at within rounding of either end, where the nearest point may lie inside the step or at
            // its end (a step from 1e15 pixels away ending beside a dead zone smaller than its rounding): a near tie.
            if along > -1e-9, along < 1 + 1e-9 {
                let nearest = (s * along - o).length
                if !less(deadZone / 2 / scale, nearest), along > 0, along < 1 { return 0 }
            }
        }
        // The turn between the two directions, each from atan2 of its own offset (halves, so no overflow).
        let from = atan2(previous.x / 2 - center.x / 2, center.y / 2 - previous.y / 2) / (2 * Double.pi)
        let to = atan2(point.x / 2 - center.x / 2, center.y / 2 - point.y / 2) / (2 * Double.pi)
        var turn = to - from
        if turn > 0.5 { turn -= 1 } else if turn <= -0.5 { turn += 1 }
        // Half a turn either way is ambiguous; a turn within rounding of 0 (a sample in line with the previous one)
        // may come out as a change of an ulp or as none.
        if (turn.magnitude - 0.5).magnitude < 1e-9 || turn.magnitude < 1e-12 { sawNearTie = true }
        return turn * configuration.arc.direction.sign / sweep * rate
    }

    mutating func driveDrag(to point: Point) -> [ControlEvent] {
        let delta = positionDelta(to: point)
        guard delta != 0 else { return [] }
        return drive(by: delta)
    }

    /// Notes a near tie when `positions` is so large that its rounding exceeds what the comparison tolerates: a
    /// pointer travel of millions of turns lands within an ulp of that travel, and the two implementations add it up
    /// in different orders. The tolerance is that of ``mismatch(with:)`` for the value now, in positions: 1e-9 of
    /// the larger of one unit and the value's own magnitude in spans (with a hundredfold margin for the several
    /// roundings of a step). A knob pinned at 0 of an unlimited multi-turn control is compared to 1e-9 of a span,
    /// however far it could turn.
    mutating func noteCoarse(_ positions: Double) {
        let scale = Swift.max(1, value.magnitude / span)
        if positions.magnitude.ulp > 1e-11 * scale { sawNearTie = true }
    }

    mutating func drive(by delta: Double) -> [ControlEvent] {
        var events: [ControlEvent] = []
        // The largest number the step adds or subtracts, judged against the value it ends with.
        let largest = Swift.max(delta.magnitude, drag!.tracking.magnitude, drag!.pin?.overshoot.magnitude ?? 0)
        defer { noteCoarse(largest) }
        if wraps {
            let target = drag!.tracking + delta
            let laps = target.rounded(.down)
            if (target - target.rounded()).magnitude < 1e-9 { sawNearTie = true }
            drag!.tracking = target - laps
            let changed = commit(position: drag!.tracking, snapping: snapsWhileDragging)
            if changed { events.append(.changed(.pointer)) }
            if laps > 0 { events.append(.wrapped(.forward)) } else if laps < 0 { events.append(.wrapped(.backward)) }
            return events
        }
        let upper = upperPosition
        let positionsPerTurn = 1 / sweep
        var released: End?
        var pinned: End?
        if var pin = drag!.pin {
            let atMaximum = pin.end == .maximum
            let lapsBefore = (pin.overshoot / positionsPerTurn).rounded(.down)
            pin.overshoot += atMaximum ? delta : -delta
            let lapsAfter = (pin.overshoot / positionsPerTurn).rounded(.down)
            let phase = pin.overshoot - lapsAfter * positionsPerTurn
            if (phase.magnitude < 1e-9 || (phase - positionsPerTurn).magnitude < 1e-9) { sawNearTie = true }
            if !less(0, pin.overshoot) {
                drag!.tracking = Swift.min(Swift.max(atMaximum ? upper + pin.overshoot : -pin.overshoot, 0), upper)
                drag!.pin = nil
                released = pin.end
            } else if drag!.linear == nil,
                lapsAfter > lapsBefore || !less(phase, positionsPerTurn - pickup)
            {
                drag!.tracking = atMaximum ? upper : 0
                drag!.pin = nil
                released = pin.end
            } else {
                drag!.pin = pin
                return []
            }
        } else {
            let target = drag!.tracking + delta
            if less(upper, target) {
                drag!.tracking = upper
                drag!.pin = Pin(end: .maximum, overshoot: target - upper)
                pinned = .maximum
            } else if less(target, 0) {
                drag!.tracking = 0
                drag!.pin = Pin(end: .minimum, overshoot: -target)
                pinned = .minimum
            } else {
                drag!.tracking = target
            }
        }
        if let released { events.append(.released(released)) }
        if commit(position: drag!.tracking, snapping: snapsWhileDragging) { events.append(.changed(.pointer)) }
        if let pinned { events.append(.pinned(pinned)) }
        return events
    }

    /// How close, in positions, a pointer coming round to a pinned knob must get to pick it up.
    var pickup: Double {
        let geometry = configuration.geometry
        let angular = Swift.min(geometry.lineWidth * geometry.knobScale / 2 / (2 * Double.pi * geometry.radius), 0.125)
        return angular / sweep
    }

    mutating func release(_ point: Point) -> [ControlEvent] {
        guard drag != nil else { return [] }
        var events = point.isFinite ? driveDrag(to: point) : []
        if configuration.snap == .onRelease, configuration.step != nil, commit(position: position, snapping: true),
            !events.contains(.changed(.pointer))
        {
            let insertAt = events.firstIndex {
                if case .pinned = $0 { return true }
                if case .wrapped = $0 { return true }
                return false
            }
            events.insert(.changed(.pointer), at: insertAt ?? events.count)
        }
        drag = nil
        events.append(.ended(.committed))
        return events
    }

    // MARK: Keys and wheel

    func unit(_ modifiers: Modifiers) -> Double { span * 0.01 * rate(modifiers) }

    /// The documented rates: Shift the fine-adjust factor, Shift with Control a tenth of it, else 1.
    func rate(_ modifiers: Modifiers) -> Double {
        guard modifiers.contains(.shift) else { return 1 }
        let factor = configuration.fineAdjustFactor
        return modifiers.contains(.control) ? factor * 0.1 : factor
    }

    mutating func press(_ key: Key, _ modifiers: Modifiers) -> [ControlEvent] {
        let unit = unit(modifiers)
        var pageSteps = 10.0
        if let step = configuration.step {
            // A page of a whole number and a half of steps, within rounding, may round either way.
            let steps = 0.1 * span / step
            noteNearWhole(steps + 0.5, error: 1e-9 * Swift.max(1, steps))
            pageSteps = Swift.max(1, steps.rounded())
        }
        switch key {
        case .escape:
            guard let current = drag else { return [] }
            drag = nil
            var events: [ControlEvent] = []
            if commit(value: current.pressValue) { events.append(.changed(.pointer)) }
            events.append(.ended(.cancelled))
            return events
        case .tab, .enter, .backspace: return []
        default: break
        }
        keysDown.insert(key)
        let changes = keyChange(key, unit: unit, pageSteps: pageSteps)
        guard drag == nil, gesture != .keys, changes.contains(where: { $0 != .changed(.program) }) else {
            return changes
        }
        let events = endGesture() + [.began(.keys)] + changes
        gesture = .keys
        return events
    }

    /// What a value key does to the value.
    mutating func keyChange(_ key: Key, unit: Double, pageSteps: Double) -> [ControlEvent] {
        switch key {
        case .escape, .tab, .enter, .backspace: return []
        case .right, .up: return moveBySteps(1, unit: unit, source: .key)
        case .left, .down: return moveBySteps(-1, unit: unit, source: .key)
        case .pageUp: return moveBySteps(pageSteps, unit: unit, source: .key)
        case .pageDown: return moveBySteps(-pageSteps, unit: unit, source: .key)
        case .home: return setFromInput(configuration.min, source: .key)
        case .end:
            if wraps { return setFromInput(moved(configuration.max, bySteps: -1, unit: unit), source: .key) }
            if case .multiTurn(limit: nil) = configuration.turnMode {
                return setFromInput(shaped(configuration.max), source: .key)
            }
            return setFromInput(upperValue, source: .key)
        }
    }

    /// `value` moved by whole steps: from a value off the grid, the first step lands on the next grid point.
    mutating func moved(_ value: Double, bySteps steps: Double, unit: Double) -> Double {
        guard steps != 0 else { return value }
        guard let step = configuration.step else { return value + steps * unit }
        let result = configuration.min + (startIndex(of: value, step: step, moving: steps) + steps) * step
        if steps > 0, !wraps, result > upperValue, value < upperValue { return upperValue }
        return result
    }

    /// The grid index a move of `steps` starts from: the value's own within 1e-9 of a step, else the next one in
    /// the direction of the move. Notes a near tie when the index lies within rounding of where that changes.
    mutating func startIndex(of value: Double, step: Double, moving steps: Double) -> Double {
        let index = (value - configuration.min) / step
        let shifted = steps > 0 ? index + 1e-9 : index - 1e-9
        noteNearWhole(shifted, error: roundingOfDifference(value) / step)
        return steps > 0 ? shifted.rounded(.down) : shifted.rounded(.up)
    }

    mutating func moveBySteps(_ steps: Double, unit: Double, source: ChangeSource) -> [ControlEvent] {
        var events = stopAnimation()
        var target = moved(value, bySteps: steps, unit: unit)
        var wrap: WrapDirection?
        if wraps, let step = configuration.step {
            // The grid points below max repeat each turn; counted in indices, as the rule says.
            let points = span / step - 1e-9
            noteNearWhole(points, error: roundingOfDifference(span) / step)
            let count = Swift.max(1, points.rounded(.up))
            let movedIndex = startIndex(of: value, step: step, moving: steps) + steps
            var wrapped = fmod(movedIndex, count)
            if wrapped < 0 { wrapped += count }
            target = configuration.min + wrapped * step
            wrap = movedIndex >= count ? .forward : (movedIndex < 0 ? .backward : nil)
        } else if wraps {
            // Whole turns of units come back to the same value.
            // Worked out in halves of offsets from min, so that a range up to the largest double cannot overflow.
            let unitsPerTurn = (span / unit).rounded()
            let half = (value - configuration.min) / 2 + fmod(steps, unitsPerTurn) * unit / 2
            let halfSpan = span / 2
            // A target within rounding of an end may or may not cross it.
            let rounding = 1e-9 * Swift.max(halfSpan, configuration.max.magnitude / 2, configuration.min.magnitude / 2)
            if (half - halfSpan).magnitude <= rounding || half.magnitude <= rounding { sawNearTie = true }
            if half >= halfSpan {
                target = configuration.min + 2 * (half - halfSpan)
            } else if half < 0 {
                target = configuration.max + 2 * half
            } else {
                target = configuration.min + 2 * half
            }
            if half >= halfSpan || steps >= unitsPerTurn {
                wrap = .forward
            } else if half < 0 || steps <= -unitsPerTurn {
                wrap = .backward
            }
        } else {
            target = Swift.min(Swift.max(target, configuration.min), upperValue)
        }
        if commit(value: target) { events.append(.changed(source)) }
        if let wrap { events.append(.wrapped(wrap)) }
        reanchor()
        return events
    }

    mutating func setFromInput(_ target: Double, source: ChangeSource) -> [ControlEvent] {
        var events = stopAnimation()
        if commit(value: target) { events.append(.changed(source)) }
        reanchor()
        return events
    }

    mutating func reanchor() {
        drag?.tracking = position
        drag?.pin = nil
    }

    // MARK: Program

    mutating func setValue(_ newValue: Double, animated: Bool, time: Double, source: ChangeSource = .program)
        -> [ControlEvent]
    {
        guard newValue.isFinite, time.isFinite else { return [] }
        let target = shaped(newValue)
        let targetPosition = target == upperValue ? upperPosition : positionOf(target)
        var travel = targetPosition - position
        if wraps {
            if travel > 0.5 { travel -= 1 } else if travel < -0.5 { travel += 1 }
            // Half a turn away, either way round is the shorter within rounding (and only one of them wraps).
            if animated, (travel.magnitude - 0.5).magnitude < 1e-9 { sawNearTie = true }
        }
        // A travel within rounding of zero may or may not start an animation.
        if animated, travel.magnitude < 1e-12 * Swift.max(1, position.magnitude) { sawNearTie = true }
        let timing = configuration.animation
        let duration = Swift.min(timing.maximum, timing.base + timing.perTurn * travel.magnitude)
        guard animated, drag == nil, duration > 0, travel != 0 else {
            animation = nil
            let events: [ControlEvent] = commit(value: target) ? [.changed(source)] : []
            reanchor()
            return events
        }
        animation = Animation(
            from: position, to: position + travel, target: target, start: time, duration: duration,
            lastPosition: position)
        return []
    }

    mutating func advance(to time: Double) -> [ControlEvent] {
        guard var running = animation, time.isFinite else { return [] }
        let progress = (time - running.start) / running.duration
        // A clock within rounding of the end may finish the animation or leave it a step short.
        if (progress - 1).magnitude < 1e-9 { sawNearTie = true }
        let finished = !(progress < 1)
        let unwrapped = finished ? running.to : running.from + (running.to - running.from) * Easing.easeInOut(progress)
        var events: [ControlEvent] = []
        let changed = finished ? commit(value: running.target) : commit(position: unwrapped, snapping: false)
        if changed { events.append(.changed(.program)) }
        if wraps {
            // An animation passing within rounding of the start may or may not count the lap at this frame.
            // (Not at its first frame, which both start from the same position.)
            if unwrapped != running.from { noteNearWhole(unwrapped, error: 1e-12 * Swift.max(1, unwrapped.magnitude)) }
            let laps = unwrapped.rounded(.down) - running.lastPosition.rounded(.down)
            if laps > 0 { events.append(.wrapped(.forward)) } else if laps < 0 { events.append(.wrapped(.backward)) }
        }
        running.lastPosition = unwrapped
        animation = finished ? nil : running
        return events
    }

    // MARK: Comparing

    /// True while the reference follows the model step by step; false after it took over the model's state at a
    /// near tie, until the drag or animation in progress is over.
    var isSynchronised: Bool { synchronised }

    /// What differs between the reference and `model`, or `nil` when they agree (values within 1e-9 of the range, or
    /// within the rounding of their terms where that is more).
    func mismatch(with model: CircularModel) -> String? {
        // 1e-9 of the range or of the value, or the rounding of `min + span * position` where that is more.
        let rounding = configuration.valueRounding(atPosition: position)
        let tolerance = Swift.max(1e-9 * Swift.max(span, value.magnitude, model.value.magnitude), rounding)
        if !((model.value - value).magnitude <= tolerance) {
            return "value \(model.value), the reference gives \(value)"
        }
        if model.isDragging != (drag != nil) { return "dragging \(model.isDragging), the reference \(drag != nil)" }
        if model.pinnedEnd != drag?.pin?.end {
            return
                "pinned at \(String(describing: model.pinnedEnd)), the reference at \(String(describing: drag?.pin?.end))"
        }
        let underWay = drag != nil ? .drag : gesture
        if model.gesture != underWay {
            return "gesture \(String(describing: model.gesture)), the reference \(String(describing: underWay))"
        }
        if model.gestureDeadline != wheelDeadline {
            return
                "wheel deadline \(String(describing: model.gestureDeadline)), the reference \(String(describing: wheelDeadline))"
        }
        if model.isAnimating != (animation != nil) {
            return "animating \(model.isAnimating), the reference \(animation != nil)"
        }
        return nil
    }

    /// Takes over the model's value after a near tie; comparing resumes once nothing is in progress
    /// (``resynchronise(with:)``).
    mutating func adopt(_ model: CircularModel) {
        synchronised = false
        resynchronise(with: model)
    }

    /// Takes over the model's value and starts comparing again when neither has a drag or an animation in
    /// progress.
    mutating func resynchronise(with model: CircularModel) {
        value = model.value
        position = model.position
        gesture = model.gesture == .drag ? nil : model.gesture
        wheelDeadline = model.gestureDeadline
        if !model.isDragging { drag = nil }
        if !model.isAnimating { animation = nil }
        if drag == nil, !model.isDragging, animation == nil, !model.isAnimating { synchronised = true }
    }
}
