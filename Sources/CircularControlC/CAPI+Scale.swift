import CCircularControlAPI
import CircularPanel

// The scale between the host's logical pixels (geometry and input) and the device pixels it draws into.

/// `cc_set_scale`: how many device pixels of the caller's buffer a logical pixel is.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_scale")
public func setScale(_ control: OpaquePointer?, _ scale: Double) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let scale = try Argument.finite("scale", scale)
        guard scale != handle.panel.scale else { return }
        guard handle.panel.setScale(scale) else {
            let limits = Panel.scales
            throw APIError(
                status: CC_ERROR_INVALID_ARGUMENT,
                message: "scale is \(scale) (must be from \(limits.lowerBound) to \(limits.upperBound))")
        }
        // The next cc_render redraws everything: the buffer has another size now.
        handle.drawnSize = nil
    }
}

/// `cc_get_scale`: the scale `cc_set_scale` set (1 for a new handle).
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_scale")
public func getScale(_ control: OpaquePointer?, _ outScale: UnsafeMutablePointer<Double>?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        try Argument.nonNull("out_scale", outScale).pointee = handle.panel.scale
    }
}
