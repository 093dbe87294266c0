import CircularControl
import CircularHost

/// Turns the seat's events (``WaylandInputEvent``) into the core's input: the pure half of the Wayland host's input.
///
/// - The left button's presses and releases become `.press` (with a click count from ``ClickCounter``) and
///   `.release`, motion `.move`, every one at the pointer's position in logical pixels and with the modifiers the
///   keyboard last reported.
/// - Scrolling is read per pointer frame, once: `axis_value120` when the frame has it (120ths of a notch, so a
///   high-resolution wheel turns by fractions), else `axis_discrete`'s whole notches, else the continuous value of a
///   finger or a continuous device over ``continuousUnitsPerNotch`` (a touchpad turns a knob by fractions, as XI2's
///   smooth scrolling does on X11). No notch is counted twice: a frame's continuous value is ignored when it carried
///   notches. Vertical notches count up as the wheel turns away (up is positive), horizontal ones right.
/// - Keys follow ``KeySymbols``; touch points become the presses, moves and releases of `Pointer.touch`, and a
///   cancel releases every finger still down where it was.
///
/// Edge cases: other buttons translate to nothing; a frame whose scrolling adds up to 0 gives no wheel turn; a touch
/// that moves or ends without a down (or after a cancel) gives nothing.
struct WaylandInputTranslator {
    /// One translated input and where it came from.
    struct Translated: Equatable {
        var event: InputEvent
        var source: Pointer
    }

    /// The continuous scroll distance of one wheel notch: libinput reports a wheel's click as 15.
    static let continuousUnitsPerNotch = 15.0
    /// `BTN_LEFT`.
    static let leftButton: UInt32 = 0x110

    /// The modifiers the keyboard last reported.
    private(set) var held: Modifiers = []
    /// The mouse's position in logical pixels (where the last enter or motion put it).
    private(set) var pointer = Point(x: -1, y: -1)
    /// The fingers down and where each last was.
    private var touches: [Int32: Point] = [:]
    private var clickCounter = ClickCounter()
    /// Scrolling gathered in the frame under way, per axis: notches from value120, discrete steps, and the
    /// continuous value.
    private var frameValue120 = AxisSums()
    private var frameSteps = AxisSums()
    private var frameContinuous = AxisSums()
    private var frameSource: UInt32?
    /// The seat sends pointer frames (wl_pointer 5 on); without them each event is a frame of its own.
    var hasFrames = true

    /// The pointer was put at `point` (logical pixels) by the compositor at the host's request, with no motion
    /// event: the end of a locked drag, whose position hint puts it on the knob.
    mutating func pointerPlaced(at point: Point) {
        if point.isFinite { pointer = point }
    }

    /// The inputs `event` makes, received at `time` seconds (the host's clock, for click counting).
    mutating func translate(_ event: WaylandInputEvent, at time: Double) -> [Translated] {
        var inputs: [Translated] = []
        translate(event, at: time, into: &inputs)
        return inputs
    }

    /// Appends the inputs `event` makes, received at `time` seconds, to `inputs`: the loop's per-event path, into
    /// storage it keeps (no array made per event).
    mutating func translate(_ event: WaylandInputEvent, at time: Double, into inputs: inout [Translated]) {
        switch event {
        case .pointerEnter(_, let x, let y), .pointerMotion(_, let x, let y):
            pointer = Point(x: x, y: y)
            inputs.append(Translated(event: .move(pointer, modifiers: held), source: .mouse))
        case .pointerLeave, .axisStop, .keyboardFocus, .repeatInfo, .relativeMotion, .pointerLock:
            // The loop's: the focus and the repeat are the host's state, locked travel moves its kept pointer.
            break
        case .pointerButton(_, _, let button, let pressed):
            guard button == Self.leftButton else { return }
            if pressed {
                let clicks = clickCounter.press(at: pointer, time: time)
                inputs.append(Translated(event: .press(pointer, modifiers: held, clickCount: clicks), source: .mouse))
            } else {
                inputs.append(Translated(event: .release(pointer, modifiers: held), source: .mouse))
            }
        case .axis(_, let axis, let value):
            frameContinuous[axis] = (frameContinuous[axis] ?? 0) + value
            if !hasFrames { endFrame(into: &inputs) }
        case .axisSource(let source):
            frameSource = source
        case .axisDiscrete(let axis, let steps):
            frameSteps[axis] = (frameSteps[axis] ?? 0) + Double(steps)
            if !hasFrames { endFrame(into: &inputs) }
        case .axisValue120(let axis, let value120):
            frameValue120[axis] = (frameValue120[axis] ?? 0) + Double(value120) / 120
        case .pointerFrame:
            endFrame(into: &inputs)
        case .key(let keysym, let typed, let pressed, _):
            if let input = KeySymbols.input(keysym, pressed: pressed, held: held, typed: typed) {
                inputs.append(Translated(event: input, source: .mouse))
            }
        case .modifiers(let modifiers):
            guard modifiers != held else { return }
            held = modifiers
            inputs.append(Translated(event: .modifiers(modifiers), source: .mouse))
        case .touchDown(let id, let x, let y):
            let point = Point(x: x, y: y)
            touches[id] = point
            inputs.append(Translated(event: .press(point, modifiers: held, clickCount: 1), source: .touch(Int(id))))
        case .touchMotion(let id, let x, let y):
            guard touches[id] != nil else { return }
            let point = Point(x: x, y: y)
            touches[id] = point
            inputs.append(Translated(event: .move(point, modifiers: held), source: .touch(Int(id))))
        case .touchUp(let id):
            guard let point = touches.removeValue(forKey: id) else { return }
            inputs.append(Translated(event: .release(point, modifiers: held), source: .touch(Int(id))))
        case .touchCancel:
            for (id, point) in touches.sorted(by: { $0.key < $1.key }) {
                inputs.append(Translated(event: .release(point, modifiers: held), source: .touch(Int(id))))
            }
            touches.removeAll(keepingCapacity: true)
        }
    }

    /// Appends the wheel turns the frame's scrolling adds up to, and starts a fresh frame.
    private mutating func endFrame(into inputs: inout [Translated]) {
        defer {
            frameValue120 = AxisSums()
            frameSteps = AxisSums()
            frameContinuous = AxisSums()
            frameSource = nil
        }
        for axis: UInt32 in 0...1 {
            let notches: Double
            // Value120 wins where a seat sends both it and discrete steps.
            if let counted = frameValue120[axis] ?? frameSteps[axis] {
                notches = counted
            } else if let value = frameContinuous[axis], frameSource != 0, frameSource != 3 {
                // A wheel that sent no notches in this frame has nothing to count: its continuous value repeats
                // the notches of another frame.
                notches = value / Self.continuousUnitsPerNotch
            } else {
                continue
            }
            guard notches != 0, notches.isFinite else { continue }
            // Down is positive on Wayland's vertical axis and up turns a knob up; right is positive on both.
            let turn = axis == 0 ? -notches : notches
            inputs.append(Translated(event: .wheel(notches: turn, modifiers: held), source: .mouse))
        }
    }
}

/// A frame's scrolling on each of the two axes (0 vertical, 1 horizontal); nil for an axis that had none. Other axis
/// numbers, which no protocol version sends, are ignored.
struct AxisSums: Equatable {
    private var vertical: Double?
    private var horizontal: Double?

    subscript(axis: UInt32) -> Double? {
        get { axis == 0 ? vertical : axis == 1 ? horizontal : nil }
        set {
            if axis == 0 { vertical = newValue } else if axis == 1 { horizontal = newValue }
        }
    }
}
