import CCircularControlAPI
import CircularControl
import CircularPanel

// Linear mouse drags that never stop at the screen edge: the host hides the cursor and keeps the pointer at an
// anchor; the panel keeps the virtual pointer the drag sees (`Panel.keptMouse`, the core's VirtualPointer), and these
// functions pass the host's part to it.

/// `cc_get_linear_drag_anchor`: 1 and where to keep the pointer while the mouse drags linearly, 0 when it does not,
/// or an error code.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_linear_drag_anchor")
public func linearDragAnchor(
    _ control: OpaquePointer?, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?
) -> Int32 {
    answerPoint(control, outX, outY) { $0.panel.keptMouse?.anchor }
}

/// `cc_get_linear_drag_knob`: 1 and the centre of the knob the mouse's latest linear drag holds or held, 0 before
/// any, or an error code.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_linear_drag_knob")
public func linearDragKnob(
    _ control: OpaquePointer?, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?
) -> Int32 {
    answerPoint(control, outX, outY) { $0.panel.lastLinearMouseDragKnob }
}

/// Stores the point `answer` gives for the handle into `*outX`, `*outY` and returns 1; 0 when it gives none (the
/// out-parameters untouched); or the error code of a NULL handle or out-parameter.
private func answerPoint(
    _ control: OpaquePointer?, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?,
    _ answer: (ControlHandle) -> Point?
) -> Int32 {
    Argument.answer(control) { handle throws(APIError) in
        let outX = try Argument.nonNull("out_x", outX)
        let outY = try Argument.nonNull("out_y", outY)
        guard let point = answer(handle) else { return false }
        outX.pointee = point.x
        outY.pointee = point.y
        return true
    }
}

/// `cc_pointer_move_by`: the device's own travel during a linear mouse drag kept in place.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_pointer_move_by")
public func pointerMoveBy(_ control: OpaquePointer?, _ dx: Double, _ dy: Double, _ modifiers: Int32) -> cc_status {
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let travel = Point(x: try Argument.finite("dx", dx), y: try Argument.finite("dy", dy))
        let modifiers = try Argument.modifiers(modifiers)
        guard var kept = handle.panel.keptMouse else { return }
        _ = kept.move(by: travel)
        handle.panel.keptMouse = kept
        handle.deliver(handle.panel.handle(.move(kept.point, modifiers: modifiers)), from: pointer)
    }
}

/// `cc_pointer_warped`: the host's warp took effect; positions count from where it put the pointer.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_pointer_warped")
public func pointerWarped(_ control: OpaquePointer?, _ x: Double, _ y: Double) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let point = try Argument.point(x, y)
        handle.panel.keptMouse?.warped(to: point)
    }
}
