import CCircularControlAPI
import CircularControl
import CircularPanel
import CircularRender

// Input into a control: pointer, modifiers, keys, the wheel, values and time from the program, geometry and label.
// Every function checks all its arguments before it changes anything.

/// `cc_pointer_down`: the primary button went down.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_pointer_down")
public func pointerDown(_ control: OpaquePointer?, _ x: Double, _ y: Double, _ modifiers: Int32, _ clickCount: Int32)
    -> cc_status
{
    let checkClickCount = { () throws(APIError) in
        guard clickCount >= 1 else {
            throw APIError(
                status: CC_ERROR_INVALID_ARGUMENT, message: "click_count is \(clickCount) (must be at least 1)")
        }
    }
    return deliverMouse(control, x, y, modifiers, checking: checkClickCount) { point, modifiers in
        .press(point, modifiers: modifiers, clickCount: Int(clickCount))
    }
}

/// `cc_pointer_move`: the pointer moved (a drag step, or the knob's hover look without a drag).
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_pointer_move")
public func pointerMove(_ control: OpaquePointer?, _ x: Double, _ y: Double, _ modifiers: Int32) -> cc_status {
    deliverMouse(control, x, y, modifiers) { point, modifiers in .move(point, modifiers: modifiers) }
}

/// `cc_pointer_up`: the primary button went up: a last move, then the end of the drag.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_pointer_up")
public func pointerUp(_ control: OpaquePointer?, _ x: Double, _ y: Double, _ modifiers: Int32) -> cc_status {
    deliverMouse(control, x, y, modifiers) { point, modifiers in .release(point, modifiers: modifiers) }
}

/// Hands the panel the mouse's `input` at the real point (`x`, `y`) with `modifiers` (C's bits), at the kept mouse's
/// point during a linear drag kept in place (`Panel.keptMousePoint(forReal:)`), once every argument passed its
/// check (`check`: the input's own).
private func deliverMouse(
    _ control: OpaquePointer?, _ x: Double, _ y: Double, _ modifiers: Int32,
    checking check: () throws(APIError) -> Void = {}, _ input: (Point, Modifiers) -> InputEvent
) -> cc_status {
    deliverInput(control) { handle throws(APIError) in
        let point = try Argument.point(x, y)
        let modifiers = try Argument.modifiers(modifiers)
        try check()
        return input(handle.panel.keptMousePoint(forReal: point).point, modifiers)
    }
}

/// Moves the panel to `time` as `advance` does (the gesture clock, or the animations), once `time` is finite, and
/// reports its events.
private func advancePanel(
    _ control: OpaquePointer?, to time: Double, _ advance: (inout Panel, Double) -> [PanelEvent]
) -> cc_status {
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let time = try Argument.finite("time_seconds", time)
        handle.deliver(advance(&handle.panel, time), from: pointer)
    }
}

/// Hands the panel the input `input` makes, once it made it without refusing an argument, and reports its events.
private func deliverInput(_ control: OpaquePointer?, _ input: (ControlHandle) throws(APIError) -> InputEvent)
    -> cc_status
{
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let event = try input(handle)
        handle.deliver(handle.panel.handle(event), from: pointer)
    }
}

/// `cc_pointer_leave`: the pointer left the control's area: no hover look.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_pointer_leave")
public func pointerLeave(_ control: OpaquePointer?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        handle.panel.pointerLeft()
    }
}

/// `cc_modifiers_changed`: modifier keys changed without the pointer moving.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_modifiers_changed")
public func modifiersChanged(_ control: OpaquePointer?, _ modifiers: Int32) -> cc_status {
    deliverInput(control) { _ throws(APIError) in .modifiers(try Argument.modifiers(modifiers)) }
}

/// `cc_key`: a key was pressed.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_key")
public func keyPressed(_ control: OpaquePointer?, _ key: Int32, _ modifiers: Int32) -> cc_status {
    deliverInput(control) { _ throws(APIError) in
        .key(try Argument.key(key), modifiers: try Argument.modifiers(modifiers))
    }
}

/// `cc_key_release`: a key was released (the end of a key gesture once no value key is held).
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_key_release")
public func keyReleased(_ control: OpaquePointer?, _ key: Int32) -> cc_status {
    deliverInput(control) { _ throws(APIError) in .keyRelease(try Argument.key(key)) }
}

/// `cc_wheel`: the wheel turned by a number of notches (fractions add up).
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_wheel")
public func wheelTurned(_ control: OpaquePointer?, _ notches: Double, _ modifiers: Int32) -> cc_status {
    deliverInput(control) { _ throws(APIError) in
        .wheel(notches: try Argument.finite("notches", notches), modifiers: try Argument.modifiers(modifiers))
    }
}

/// `cc_wheel_at`: the wheel turned at a time: one turn of a burst, a gesture until the wheel rests.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_wheel_at")
public func wheelTurned(_ control: OpaquePointer?, _ notches: Double, _ modifiers: Int32, _ time: Double)
    -> cc_status
{
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let notches = try Argument.finite("notches", notches)
        let modifiers = try Argument.modifiers(modifiers)
        let time = try Argument.finite("time_seconds", time)
        handle.deliver(handle.panel.handle(.wheel(notches: notches, modifiers: modifiers), time: time), from: pointer)
    }
}

/// `cc_advance_clock`: moves the gesture clock: a wheel gesture that rested ends.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_advance_clock")
public func advanceClock(_ control: OpaquePointer?, _ time: Double) -> cc_status {
    advancePanel(control, to: time) { $0.advanceClock(to: $1) }
}

/// `cc_get_gesture_deadline`: when the wheel gesture under way ends: 1 with the time, 0 for none, or an error code.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_gesture_deadline")
public func getGestureDeadline(_ control: OpaquePointer?, _ outTime: UnsafeMutablePointer<Double>?) -> Int32 {
    Argument.answer(control) { handle throws(APIError) in
        let outTime = try Argument.nonNull("out_time_seconds", outTime)
        guard let deadline = handle.panel.gestureDeadline else { return false }
        outTime.pointee = deadline
        return true
    }
}

/// `cc_get_gesture`: the gesture under way on a knob: 1 with its kind, 0 for none, or an error code.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_gesture")
public func getGesture(
    _ control: OpaquePointer?, _ index: Int32, _ knob: Int32, _ outKind: UnsafeMutablePointer<Int32>?
)
    -> Int32
{
    Argument.answer(control) { handle throws(APIError) in
        let address = try Argument.knob(index, knob, in: handle.panel)
        let outKind = try Argument.nonNull("out_kind", outKind)
        guard let gesture = handle.panel.controls[address.control].gesture(of: address.knob) else { return false }
        outKind.pointee = gesture.cConstant
        return true
    }
}

/// `cc_set_value`: sets the value from the program, at once or animated from a time.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_value")
public func setValue(_ control: OpaquePointer?, _ value: Double, _ animated: Int32, _ time: Double) -> cc_status {
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let value = try Argument.finite("value", value)
        let time = try Argument.finite("time_seconds", time)
        _ = try handle.firstModel
        handle.deliver(handle.panel.setValue(value, ofControl: 0, animated: animated != 0, at: time), from: pointer)
    }
}

/// `cc_advance_animation`: moves an animation in progress to a time.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_advance_animation")
public func advanceAnimation(_ control: OpaquePointer?, _ time: Double) -> cc_status {
    advancePanel(control, to: time) { $0.advanceAnimations(to: $1) }
}

/// `cc_set_geometry`: moves and resizes the ring, keeping the value and a drag in progress.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_geometry")
public func setGeometry(
    _ control: OpaquePointer?, _ centerX: Double, _ centerY: Double, _ radius: Double,
    _ lineWidth: Double
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        try handle.setGeometry(ofControl: 0, centerX, centerY, radius, lineWidth)
    }
}

/// `cc_set_control_geometry`: moves and resizes one control of the panel.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_control_geometry")
public func setControlGeometry(
    _ control: OpaquePointer?, _ index: Int32, _ centerX: Double, _ centerY: Double,
    _ radius: Double, _ lineWidth: Double
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let index = try Argument.control(index, in: handle.panel)
        try handle.setGeometry(ofControl: index, centerX, centerY, radius, lineWidth)
    }
}

/// `cc_set_knob_value`: sets one knob of one control from the program.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_knob_value")
public func setKnobValue(
    _ control: OpaquePointer?, _ index: Int32, _ knob: Int32, _ value: Double, _ animated: Int32,
    _ time: Double
) -> cc_status {
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let address = try Argument.knob(index, knob, in: handle.panel)
        let value = try Argument.finite("value", value)
        let time = try Argument.finite("time_seconds", time)
        guard address.knob == nil || animated == 0 else {
            throw APIError(
                status: CC_ERROR_INVALID_ARGUMENT, message: "animated is \(animated) (a range is not animated)")
        }
        handle.deliver(
            handle.panel.setValue(
                value, ofControl: address.control, knob: address.knob,
                animated: animated != 0, at: time), from: pointer)
    }
}

extension ControlHandle {
    /// Moves and resizes control `index` (which exists), keeping its values and a drag in progress.
    func setGeometry(
        ofControl index: Int, _ centerX: Double, _ centerY: Double, _ radius: Double,
        _ lineWidth: Double
    ) throws(APIError) {
        var geometry = panel.controls[index].configuration.geometry
        geometry.center = Point(
            x: try Argument.finite("center_x", centerX), y: try Argument.finite("center_y", centerY))
        geometry.radius = try Argument.finite("radius", radius)
        geometry.lineWidth = try Argument.finite("line_width", lineWidth)
        do throws(ConfigurationError) {
            try panel.setGeometry(geometry, ofControl: index)
        } catch {
            throw APIError(error)
        }
    }
}

/// `cc_set_label_text`: replaces the centre label by the program's text (NULL: the configured label).
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_label_text")
public func setLabelText(_ control: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let label = text.map { CenterLabel.text(String(cString: $0)) } ?? handle.configuredLabel
        handle.panel.changeLook(ofControl: 0) { $0.label = label }
    }
}

/// `cc_count_click`: the click count of a press, for hosts whose window system reports none.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_count_click")
public func countClick(_ control: OpaquePointer?, _ x: Double, _ y: Double, _ timeSeconds: Double) -> Int32 {
    var count: Int32 = 1
    let status = Argument.withControl(control) { handle, _ throws(APIError) in
        count = Int32(clamping: handle.clicks.press(at: Point(x: x, y: y), time: timeSeconds))
    }
    return status == CC_OK ? count : status
}
