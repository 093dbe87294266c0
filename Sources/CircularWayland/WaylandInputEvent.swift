import CircularControl

/// One input event as the seat's devices sent it, positions in surface (logical) pixels: what the listeners queue for
/// the loop and what ``WaylandInputTranslator`` turns into the core's input. Kept apart from the listeners so that
/// the translation can be fed recorded or synthetic events (a wheel of `axis_value120`, which the test compositor
/// cannot send).
enum WaylandInputEvent: Equatable, Sendable {
    case pointerEnter(serial: UInt32, x: Double, y: Double)
    case pointerLeave
    case pointerMotion(time: UInt32, x: Double, y: Double)
    /// A button by its Linux input code (`BTN_LEFT` is 0x110).
    case pointerButton(serial: UInt32, time: UInt32, button: UInt32, pressed: Bool)
    /// Continuous scrolling on `axis` (0 vertical, 1 horizontal), in the compositor's units (a wheel notch is 15).
    case axis(time: UInt32, axis: UInt32, value: Double)
    /// What scrolls in this frame: 0 a wheel, 1 a finger, 2 continuous, 3 a tilted wheel.
    case axisSource(UInt32)
    case axisStop(time: UInt32, axis: UInt32)
    /// Whole wheel notches (`wl_pointer` 5 to 7).
    case axisDiscrete(axis: UInt32, steps: Int32)
    /// Wheel travel in 120ths of a notch (`wl_pointer` 8 on).
    case axisValue120(axis: UInt32, value120: Int32)
    /// The end of a group of pointer events that belong together.
    case pointerFrame
    /// The pointer's own travel while it is locked (``WaylandSeat/lockPointer()``), in logical pixels, right and
    /// down positive, as the compositor moves a cursor (accelerated).
    case relativeMotion(dx: Double, dy: Double)
    /// The lock asked for took effect (true) or ended (false: released, or broken by the compositor).
    case pointerLock(Bool)
    /// A key by its keysym, with what its press typed; `pressed` false for its release; `repeats` when the keymap
    /// says a held press of it repeats.
    case key(keysym: UInt32, typed: String, pressed: Bool, repeats: Bool = false)
    /// How a held key repeats: presses a second (0: none) after a delay in milliseconds.
    case repeatInfo(rate: Int32, delay: Int32)
    /// The modifiers held now.
    case modifiers(Modifiers)
    /// The surface gained or lost the keyboard focus.
    case keyboardFocus(Bool)
    case touchDown(id: Int32, x: Double, y: Double)
    case touchMotion(id: Int32, x: Double, y: Double)
    case touchUp(id: Int32)
    /// The compositor took every touch over (a gesture of its own): they all end.
    case touchCancel
}
