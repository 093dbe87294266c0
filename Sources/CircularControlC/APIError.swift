import CCircularControlAPI
import CircularControl

/// A refused call of the C API: the status code it returns and the message `cc_last_error` gives.
package struct APIError: Error {
    /// One of the negative `CC_ERROR_*` codes.
    package var status: cc_status
    /// A one-line message naming the argument or field at fault.
    package var message: String

    /// An error with `status` and `message`.
    package init(status: cc_status, message: String) {
        self.status = status
        self.message = message
    }

    /// A NULL pointer argument.
    package static func null(_ argument: String) -> APIError {
        APIError(status: CC_ERROR_NULL_ARGUMENT, message: "\(argument) is NULL")
    }

    /// A NaN or infinite number.
    package static func notFinite(_ argument: String, _ value: Double) -> APIError {
        APIError(status: CC_ERROR_NOT_FINITE, message: "\(argument) is \(value) (must be finite)")
    }

    /// An int outside its set of constants.
    package static func unknown(_ argument: String, _ value: Int32, expected: String) -> APIError {
        APIError(status: CC_ERROR_UNKNOWN_ENUM, message: "\(argument) is \(value) (expected \(expected))")
    }

}

extension APIError {
    /// A refused configuration, with the core's field names turned into the C struct's.
    package init(_ error: ConfigurationError) {
        let (field, scale) = Self.cField(for: error.field)
        let value = error.value * scale
        status = CC_ERROR_INVALID_CONFIG
        message =
            error.hasValue ? "invalid \(field): \(value) (\(error.reason))" : "invalid \(field) (\(error.reason))"
    }

    /// The cc_config field a core configuration field is set from, and the factor from the core's unit (turns for
    /// arcs) to the C field's (degrees).
    static func cField(for coreField: String) -> (String, Double) {
        switch coreField {
        case "value": ("initial_value", 1)
        case "defaultValue": ("default_value", 1)
        case "skew.exponent": ("skew_exponent", 1)
        case "turnMode.limit": ("turn_limit", 1)
        case "arc.start": ("arc_start_degrees", 360)
        case "arc.sweep": ("arc_sweep_degrees", 360)
        case "geometry.center.x": ("center_x", 1)
        case "geometry.center.y": ("center_y", 1)
        case "geometry.radius": ("radius", 1)
        case "geometry.lineWidth": ("line_width", 1)
        case "geometry.knobScale": ("knob_scale", 1)
        case "geometry.minimumTargetSize": ("minimum_target_size", 1)
        case "geometry.hitSlop": ("hit_slop", 1)
        case "linearDragDistance": ("linear_drag_distance", 1)
        case "fineAdjustFactor": ("fine_adjust_factor", 1)
        case "deadZoneRadius": ("dead_zone_radius", 1)
        case "animation.base": ("animation_base", 1)
        case "animation.perTurn": ("animation_per_turn", 1)
        case "animation.maximum": ("animation_maximum", 1)
        case "turnMode": ("turn_mode", 1)
        case "minimumDistance": ("minimum_distance", 1)
        default: (coreField, 1)
        }
    }
}
