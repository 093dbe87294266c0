import CircularControl

/// Something a host or a program can do to a control, one step of a ``ControlScript``.
public enum ScriptStep: Hashable, Sendable {
    /// User input, as a host hands it over.
    case input(InputEvent)
    /// A value from the program (for a range control, both values: `second` is the end value).
    case setValue(Double, second: Double, animated: Bool, time: Double)
    /// An animation clock tick (any time, also going backwards).
    case advanceAnimation(time: Double)
    /// A new geometry, valid or not.
    case setGeometry(RingGeometry)
    /// A value the user typed and committed (`enterValue`): for `knob` of a range, or a single knob's.
    case enterValue(Double, knob: RangeKnob)
    /// A value from the program for one knob of a range (`setValue(_:of:)`); a single knob takes it as an immediate
    /// `setValue`.
    case setKnobValue(Double, knob: RangeKnob)
    /// Input from a given pointer: a range control drags one knob per pointer (the mouse and fingers); a single knob
    /// takes it as it takes any input.
    case pointerInput(InputEvent, from: Pointer)
    /// Input that happened at a time (`handle(_:at:)`): the clock first, then the input (a wheel burst's turn).
    case timedInput(InputEvent, time: Double)
    /// The gesture clock (`advanceClock(to:)`), any time, also going backwards.
    case advanceClock(time: Double)
    /// The control lost the keyboard focus (`keyboardFocusLeft()`).
    case focusLeft
    /// A value written by an assistive technology (`setAccessibleValue`): for `knob` of a range, or a single knob's.
    case setAccessibleValue(Double, knob: RangeKnob)
    /// The keyboard focus moved to `knob` of a range (`focus(_:)`); a single knob ignores it.
    case focusKnob(RangeKnob)
}

/// Which model a script drives, and how it starts.
public enum ScriptControl: Hashable, Sendable {
    /// A ``CircularModel`` starting at `value` (`nil`: the model's own choice).
    case single(value: Double?)
    /// A ``CircularRangeModel``.
    case range(start: Double, end: Double, minimumDistance: Double)
}

/// A configuration, a control and a sequence of steps, decoded from arbitrary bytes: what the fuzz targets and the
/// regression tests replay.
///
/// Any byte string decodes. The configuration may be invalid (the models must then refuse it with an error); the
/// numbers lean towards plausible ones near the ring and the range, with NaN, infinities and extreme finite doubles
/// mixed in, so that short inputs reach every rule.
///
/// Bytes that start with ``extendedMarker`` decode (after it) with every kind of step, typed values, one knob's
/// program values and input from several pointers among them; other bytes decode with the steps the first stored
/// inputs were found with, so that they replay as they did.
public struct ControlScript: Hashable, Sendable, CustomStringConvertible {
    public var configuration: Configuration
    public var control: ScriptControl
    public var steps: [ScriptStep]

    /// A script from its parts.
    public init(configuration: Configuration, control: ScriptControl, steps: [ScriptStep]) {
        self.configuration = configuration
        self.control = control
        self.steps = steps
    }

    /// The first byte of an input that decodes with every kind of step.
    public static let extendedMarker: UInt8 = 0xC7

    /// The script `bytes` decode to; at most `maximumSteps` steps.
    public init<Bytes: Sequence>(decoding bytes: Bytes, maximumSteps: Int = 400) where Bytes.Element == UInt8 {
        let all = Array(bytes)
        let extended = all.first == Self.extendedMarker
        var stream = FuzzBytes(extended ? all.dropFirst() : all[...])
        configuration = Self.decodeConfiguration(&stream)
        let span = configuration.max - configuration.min
        if stream.flag(0.75) {
            control = .single(value: stream.optionalDouble(around: configuration.min, width: span, absentChance: 0.3))
        } else {
            control = .range(
                start: stream.double(around: configuration.min, width: span),
                end: stream.double(around: configuration.min, width: span),
                minimumDistance: stream.flag(0.6) ? 0 : stream.double(around: 0, width: span / 2))
        }
        var decoder = StepDecoder(configuration: configuration, extended: extended)
        steps = []
        while !stream.isExhausted, steps.count < maximumSteps {
            steps.append(decoder.next(&stream))
        }
    }

    public var description: String {
        "ControlScript(configuration: \(configuration), control: \(control), steps: \(steps))"
    }

    static func decodeConfiguration(_ stream: inout FuzzBytes) -> Configuration {
        let geometry = decodeGeometry(&stream, near: nil)
        let min = stream.flag(0.5) ? 0 : stream.double(around: -10, width: 20)
        let max = stream.flag(0.5) ? min + 1 : stream.double(around: min, width: 100)
        var configuration = Configuration(min: min, max: max, geometry: geometry)
        let span = max - min
        configuration.step = stream.flag(0.5) ? nil : stream.double(around: 0, width: span / 4)
        configuration.snap = SnapMode.allCases[stream.int(in: 0...2)]
        switch stream.int(in: 0...5) {
        case 0: configuration.skew = .exponent(stream.double(around: 0, width: 4))
        case 1: configuration.skew = .logarithmic
        default: configuration.skew = .linear
        }
        if stream.flag(0.3) { configuration.defaultValue = stream.double(around: min, width: span) }
        switch stream.int(in: 0...5) {
        case 0, 1: configuration.turnMode = .wrapping
        case 2: configuration.turnMode = .multiTurn(limit: nil)
        case 3:
            let limits = [0, 1, 2, 3, 10, -1, 1_000_000, Int.max, Int.min, Int(Int32.max)]
            configuration.turnMode = .multiTurn(limit: limits[stream.int(in: 0...(limits.count - 1))])
        default: configuration.turnMode = .clamped
        }
        if stream.flag(0.4) {
            configuration.arc = Arc(
                start: Turns(stream.double(around: -0.5, width: 1)),
                sweep: Turns(stream.double(around: 0, width: 1)),
                direction: stream.flag() ? .clockwise : .counterClockwise)
        } else if stream.flag(0.3) {
            configuration.arc = Arc(direction: .counterClockwise)
        }
        configuration.trackPress = TrackPressPolicy.allCases[stream.int(in: 0...2)]
        if stream.flag(0.15) { configuration.linearDrag = LinearDragMode.allCases[stream.int(in: 0...2)] }
        if stream.flag(0.15) { configuration.linearDragDistance = stream.double(around: 0, width: 500) }
        if stream.flag(0.15) { configuration.fineAdjustFactor = stream.double(around: 0, width: 1) }
        if stream.flag(0.15) { configuration.deadZoneRadius = stream.double(around: 0, width: 20) }
        if stream.flag(0.15) {
            configuration.animation = AnimationTiming(
                base: stream.double(around: 0, width: 1),
                perTurn: stream.double(around: 0, width: 1),
                maximum: stream.double(around: 0, width: 3))
        }
        return configuration
    }

    /// A geometry: usually the standard ring around (200, 200), sometimes any numbers.
    static func decodeGeometry(_ stream: inout FuzzBytes, near geometry: RingGeometry?) -> RingGeometry {
        var result = geometry ?? RingGeometry(center: Point(x: 200, y: 200), radius: 100, lineWidth: 20)
        guard stream.flag(geometry == nil ? 0.3 : 0.8) else { return result }
        if stream.flag() {
            result.center = Point(x: stream.double(around: 0, width: 400), y: stream.double(around: 0, width: 400))
        }
        if stream.flag() { result.radius = stream.double(around: 0, width: 200) }
        if stream.flag() { result.lineWidth = stream.double(around: 0, width: 60) }
        if stream.flag(0.3) { result.knobScale = stream.double(around: 0, width: 3) }
        if stream.flag(0.2) { result.minimumTargetSize = stream.double(around: 0, width: 48) }
        if stream.flag(0.2) { result.hitSlop = stream.double(around: 0, width: 8) }
        return result
    }
}

/// Decodes steps, keeping the pointer's last point so that moves mostly continue from where it was.
struct StepDecoder {
    var configuration: Configuration
    /// True for every kind of step (see ``ControlScript/extendedMarker``).
    let extended: Bool
    var geometry: RingGeometry
    /// Where the last pointer input put the pointer; ``fingerPoints`` keeps each finger's own.
    var pointer: Point
    var fingerPoints: [Int: Point] = [:]
    var modifiers: Modifiers = []
    var clock: Double = 0

    init(configuration: Configuration, extended: Bool = false) {
        self.configuration = configuration
        self.extended = extended
        geometry = configuration.geometry
        pointer = geometry.center
    }

    mutating func next(_ stream: inout FuzzBytes) -> ScriptStep {
        let kind = stream.int(in: 0...(extended ? 129 : 99))
        if kind >= 100 { return nextExtended(kind, &stream) }
        if stream.flag(0.1) { modifiers = Modifiers(rawValue: stream.byte()) }
        switch kind {
        case 0..<10: return .input(.press(point(&stream), modifiers: modifiers, clickCount: clickCount(&stream)))
        case 10..<50: return .input(.move(point(&stream), modifiers: modifiers))
        case 50..<58: return .input(.release(point(&stream), modifiers: modifiers))
        case 58..<62: return .input(.modifiers(modifiers))
        case 62..<72:
            // The first nine keys as they always decoded (so that stored inputs replay as they did); the last bytes
            // give the keys only a panel answers to, and typed text.
            let choice = Int(stream.byte())
            guard choice >= 243 else { return .input(.key(Key.allCases[choice % 9], modifiers: modifiers)) }
            switch choice {
            case 243..<246: return .input(.key(.tab, modifiers: modifiers))
            case 246..<249: return .input(.key(.enter, modifiers: modifiers))
            case 249..<252: return .input(.key(.backspace, modifiers: modifiers))
            default: return .input(.text(Self.typedTexts[stream.int(in: 0...(Self.typedTexts.count - 1))]))
            }
        case 72..<79:
            let notches =
                stream.flag(0.6) ? Double(stream.int(in: 0...8)) * 0.25 - 1 : stream.double(around: -5, width: 10)
            return .input(.wheel(notches: notches, modifiers: modifiers))
        case 79..<86:
            let span = configuration.max - configuration.min
            return .setValue(
                stream.double(around: configuration.min, width: span),
                second: stream.double(around: configuration.min, width: span),
                animated: stream.flag(), time: time(&stream))
        case 86..<95: return .advanceAnimation(time: time(&stream))
        default:
            geometry = ControlScript.decodeGeometry(&stream, near: geometry)
            return .setGeometry(geometry)
        }
    }

    /// A step of the extended kinds (100 to 129).
    mutating func nextExtended(_ kind: Int, _ stream: inout FuzzBytes) -> ScriptStep {
        let span = configuration.max - configuration.min
        switch kind {
        case 100..<104:
            return .enterValue(stream.double(around: configuration.min, width: span), knob: knob(&stream))
        case 104..<107:
            return .setKnobValue(stream.double(around: configuration.min, width: span), knob: knob(&stream))
        case 113..<117:
            return .input(.keyRelease(Key.allCases[stream.int(in: 0...(Key.allCases.count - 1))]))
        case 117..<121:
            // Mostly the wheel (a burst's turns on the clock), sometimes a key or a press.
            let input: InputEvent
            switch stream.int(in: 0...5) {
            case 0: input = .key(Key.allCases[stream.int(in: 0...8)], modifiers: modifiers)
            case 1: input = .press(point(&stream), modifiers: modifiers, clickCount: clickCount(&stream))
            default:
                let notches =
                    stream.flag(0.6) ? Double(stream.int(in: 0...8)) * 0.25 - 1 : stream.double(around: -5, width: 10)
                input = .wheel(notches: notches, modifiers: modifiers)
            }
            return .timedInput(input, time: time(&stream))
        case 121..<124: return .advanceClock(time: time(&stream))
        case 124..<126: return .focusLeft
        case 126..<128:
            return .setAccessibleValue(stream.double(around: configuration.min, width: span), knob: knob(&stream))
        case 128..<130: return .focusKnob(knob(&stream))
        default:
            // A finger (one of two) or the mouse: a press, moves and a release, each finger from where it last was.
            let finger = stream.int(in: 0...2)
            let source: Pointer = finger == 0 ? .mouse : .touch(finger)
            let saved = pointer
            if finger != 0 { pointer = fingerPoints[finger] ?? geometry.center }
            let point = point(&stream)
            if finger != 0 {
                fingerPoints[finger] = point
                pointer = saved
            }
            switch stream.int(in: 0...5) {
            case 0: return .pointerInput(.press(point, modifiers: modifiers), from: source)
            case 1: return .pointerInput(.release(point, modifiers: modifiers), from: source)
            default: return .pointerInput(.move(point, modifiers: modifiers), from: source)
            }
        }
    }

    mutating func knob(_ stream: inout FuzzBytes) -> RangeKnob { stream.flag() ? .start : .end }

    /// Text a host may hand over as typed: digits, signs, points and exponents, numbers too large or malformed, and
    /// what no number has (letters, a NUL, a combining accent, a long run).
    static let typedTexts = [
        "5", "-", "+", ".", "e", "E", "0", "12.5", "", " ", "x", "nan", "inf", "1e400", "-0", "1e-400", ",", "\u{0}",
        "e\u{301}", "١", String(repeating: "9", count: 400),
    ]

    /// A pointer point: mostly a turn of a few degrees from the last one at some radius, sometimes the same point,
    /// the centre, or any numbers.
    mutating func point(_ stream: inout FuzzBytes) -> Point {
        let center = geometry.center
        switch stream.int(in: 0...15) {
        case 0: break
        case 1: pointer = center
        case 2:
            pointer = Point(
                x: stream.double(around: center.x - 300, width: 600),
                y: stream.double(around: center.y - 300, width: 600))
        case 3: pointer = Point(x: stream.special(), y: stream.special())
        case 4..<8:
            // Anywhere on or near the ring.
            let angle = Turns(Double(stream.byte()) / 256)
            let radius = geometry.radius * (0.5 + Double(stream.byte()) / 128)
            pointer = ClockAngle.point(at: angle, radius: radius, around: center)
        default:
            // A turn of up to about 45 degrees from the last point, at a radius near the ring (or near the centre).
            let from = ClockAngle.of(pointer, around: center)?.value ?? 0
            let turn = (Double(stream.byte()) - 128) / 1024
            let radius =
                stream.flag(0.9) ? geometry.radius * (0.8 + Double(stream.byte()) / 640) : Double(stream.byte()) / 16
            let moved = ClockAngle.point(at: Turns(from + turn), radius: radius, around: center)
            if moved.isFinite { pointer = moved }
        }
        return pointer
    }

    mutating func clickCount(_ stream: inout FuzzBytes) -> Int {
        switch stream.int(in: 0...7) {
        case 0: return 2
        case 1: return [0, -1, 3, Int.max, Int.min][stream.int(in: 0...4)]
        default: return 1
        }
    }

    /// An animation clock: mostly going forwards in small ticks, sometimes jumping anywhere (backwards too).
    mutating func time(_ stream: inout FuzzBytes) -> Double {
        if stream.flag(0.8) {
            if !clock.isFinite { clock = 0 }
            clock += Double(stream.byte()) / 256
        } else {
            clock = stream.double(around: -1, width: 4)
        }
        return clock
    }
}
