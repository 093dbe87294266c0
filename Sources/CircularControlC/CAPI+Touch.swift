import CCircularControlAPI
import CircularControl
import CircularPanel

// Touch points and the keyboard focus of a panel.

/// `cc_touch_down`: a finger went down.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_touch_down")
public func touchDown(_ control: OpaquePointer?, _ touchID: Int64, _ x: Double, _ y: Double) -> cc_status {
    touch(control, touchID, x, y) { .press($0) }
}

/// `cc_touch_move`: a finger moved.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_touch_move")
public func touchMove(_ control: OpaquePointer?, _ touchID: Int64, _ x: Double, _ y: Double) -> cc_status {
    touch(control, touchID, x, y) { .move($0) }
}

/// `cc_touch_up`: a finger went up.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_touch_up")
public func touchUp(_ control: OpaquePointer?, _ touchID: Int64, _ x: Double, _ y: Double) -> cc_status {
    touch(control, touchID, x, y) { .release($0) }
}

/// Hands the input `input` makes of the point (x, y) to the panel, from touch point `touchID`.
private func touch(
    _ control: OpaquePointer?, _ touchID: Int64, _ x: Double, _ y: Double,
    _ input: (Point) -> InputEvent
) -> cc_status {
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let point = try Argument.point(x, y)
        handle.deliver(handle.panel.handle(input(point), from: .touch(Int(touchID))), from: pointer)
    }
}

/// `cc_move_focus`: moves the keyboard focus to the next or previous knob.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_move_focus")
public func moveFocus(_ control: OpaquePointer?, _ direction: Int32, _ outMoved: UnsafeMutablePointer<Int32>?)
    -> cc_status
{
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let before = handle.panel.focusedKnob
        let events = handle.panel.moveFocus(try Argument.focusDirection(direction))
        outMoved?.pointee = handle.panel.focusedKnob != before ? 1 : 0
        handle.deliver(events, from: pointer)
    }
}
