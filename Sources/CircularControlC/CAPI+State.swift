import CCircularControlAPI
import CircularControl
import CircularPanel

// Reading a control's state.

/// `cc_get_state`: a snapshot of the control's state.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_state")
public func getState(_ control: OpaquePointer?, _ outState: UnsafeMutablePointer<cc_state>?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outState = try Argument.nonNull("out_state", outState)
        _ = try handle.firstModel
        outState.pointee = cc_state(of: handle.panel.controls[0], knob: nil)
    }
}

/// `cc_get_value`: the value.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_value")
public func getValue(_ control: OpaquePointer?, _ outValue: UnsafeMutablePointer<Double>?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outValue = try Argument.nonNull("out_value", outValue)
        outValue.pointee = try handle.firstModel.value
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
        outRegion.pointee =
            switch handle.panel.controls[0].region(at: point) {
            case .knob: CC_REGION_KNOB
            case .track: CC_REGION_TRACK
            case .inside: CC_REGION_INSIDE
            case .outside: CC_REGION_OUTSIDE
            }
    }
}

/// `cc_get_knob_state`: a snapshot of one knob of one control of the panel.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_knob_state")
public func getKnobState(
    _ control: OpaquePointer?, _ index: Int32, _ knob: Int32,
    _ outState: UnsafeMutablePointer<cc_state>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outState = try Argument.nonNull("out_state", outState)
        let address = try Argument.knob(index, knob, in: handle.panel)
        outState.pointee = cc_state(of: handle.panel.controls[address.control], knob: address.knob)
    }
}

/// `cc_get_control_count`: the number of controls in the panel.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_control_count")
public func getControlCount(_ control: OpaquePointer?, _ outCount: UnsafeMutablePointer<Int32>?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        try Argument.nonNull("out_count", outCount).pointee = Int32(handle.panel.controls.count)
    }
}

/// `cc_get_focus`: the focused knob.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_focus")
public func getFocus(
    _ control: OpaquePointer?, _ outIndex: UnsafeMutablePointer<Int32>?,
    _ outKnob: UnsafeMutablePointer<Int32>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outIndex = try Argument.nonNull("out_index", outIndex)
        let outKnob = try Argument.nonNull("out_knob", outKnob)
        let focused = handle.panel.focusedKnob ?? PanelKnob(control: 0)
        outIndex.pointee = Int32(focused.control)
        outKnob.pointee = focused.knob.cConstant
    }
}

extension cc_state {
    /// The C snapshot of `knob` of `control` (`nil`: a single knob).
    init(of control: PanelControl, knob: RangeKnob?) {
        let geometry = control.configuration.geometry
        switch control.model {
        case .single(let model):
            let pinnedEnd = model.pinnedEnd
            self.init(
                value: model.value, position: model.position, turns: Int64(model.turns),
                pinned_end: pinnedEnd?.cConstant ?? CC_END_NONE,
                drag_phase: !model.isDragging ? CC_DRAG_IDLE : (pinnedEnd == nil ? CC_DRAG_ACTIVE : CC_DRAG_PINNED),
                animating: model.isAnimating ? 1 : 0, knob_x: model.knobCenter.x, knob_y: model.knobCenter.y,
                knob_angle_degrees: model.knobAngle.degrees)
        case .range(let range):
            let knob = knob ?? .end
            let dragged = range.isDragging(knob)
            let pinnedEnd = range.pinnedEnd(of: knob)
            let angle = range.knobAngle(of: knob)
            let center = geometry.knobCenter(atClockAngle: angle)
            self.init(
                value: range.value(of: knob), position: range.position(of: knob), turns: 0,
                pinned_end: pinnedEnd?.cConstant ?? CC_END_NONE,
                drag_phase: !dragged ? CC_DRAG_IDLE : (pinnedEnd == nil ? CC_DRAG_ACTIVE : CC_DRAG_PINNED),
                animating: 0, knob_x: center.x, knob_y: center.y, knob_angle_degrees: angle.degrees)
        }
    }
}
