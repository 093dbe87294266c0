import CCircularControlAPI
import CircularControl

// Reading a control's state.

/// `cc_get_state`: a snapshot of the control's state.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_state")
public func getState(_ control: OpaquePointer?, _ outState: UnsafeMutablePointer<cc_state>?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outState = try Argument.nonNull("out_state", outState)
        let model = handle.model
        let pinnedEnd = model.pinnedEnd
        outState.pointee = cc_state(
            value: model.value, position: model.position, turns: Int64(model.turns),
            pinned_end: pinnedEnd?.cConstant ?? CC_END_NONE,
            drag_phase: !model.isDragging ? CC_DRAG_IDLE : (pinnedEnd == nil ? CC_DRAG_ACTIVE : CC_DRAG_PINNED),
            animating: model.isAnimating ? 1 : 0, knob_x: model.knobCenter.x, knob_y: model.knobCenter.y,
            knob_angle_degrees: model.knobAngle.degrees)
    }
}

/// `cc_get_value`: the value.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_value")
public func getValue(_ control: OpaquePointer?, _ outValue: UnsafeMutablePointer<Double>?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        try Argument.nonNull("out_value", outValue).pointee = handle.model.value
    }
}

/// `cc_hit_test`: which region of the control a point falls in.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_hit_test")
public func hitTest(_ control: OpaquePointer?, _ x: Double, _ y: Double, _ outRegion: UnsafeMutablePointer<Int32>?)
    -> cc_status
{
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outRegion = try Argument.nonNull("out_region", outRegion)
        let point = try Argument.point(x, y)
        outRegion.pointee = switch handle.model.hitTest(point) {
        case .knob: CC_REGION_KNOB
        case .track: CC_REGION_TRACK
        case .inside: CC_REGION_INSIDE
        case .outside: CC_REGION_OUTSIDE
        }
    }
}
