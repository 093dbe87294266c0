import CCircularControlAPI
import CircularControl
import CircularRender

/// Turns a caller's `cc_config` into the core's ``Configuration``, the look of the control and its starting value,
/// checking every int against its constants first.
///
/// Edge cases: a struct whose `size` is below the first published layout is refused before any other field is read;
/// a larger one (from a newer header) is read up to the fields this library knows.
struct ConfigurationReader {
    /// The size of the first published `cc_config`; a caller's struct must be at least this large. When fields are
    /// appended to the struct, this stays the size of the first version.
    static let firstPublishedSize = MemoryLayout<cc_config>.size

    /// What a configuration describes.
    struct Result {
        var configuration: Configuration
        var look: ControlLook
        var initialValue: Double?
    }

    /// Reads and checks a configuration.
    ///
    /// - Throws: ``APIError`` with `CC_ERROR_CONFIG_SIZE`, `CC_ERROR_UNKNOWN_ENUM` or `CC_ERROR_INVALID_CONFIG`
    ///   (the core's validation, with the C field names).
    static func read(_ pointer: UnsafePointer<cc_config>) throws(APIError) -> Result {
        let declaredSize = UnsafeRawPointer(pointer).load(as: UInt.self)
        guard declaredSize >= UInt(firstPublishedSize) else {
            throw APIError(
                status: CC_ERROR_CONFIG_SIZE,
                message:
                    "size is \(declaredSize) (must be at least sizeof(cc_config) = \(firstPublishedSize); call cc_config_init first)"
            )
        }
        let config = pointer.pointee
        let result = Result(
            configuration: try configuration(from: config), look: try look(from: config),
            initialValue: config.has_initial_value != 0 ? config.initial_value : nil)
        do throws(ConfigurationError) {
            try result.configuration.validate()
        } catch {
            throw APIError(error)
        }
        if case .tickDial(let style) = result.look.appearance, style.tickCount < 1 {
            throw APIError(
                status: CC_ERROR_INVALID_CONFIG, message: "invalid tick_count: \(style.tickCount) (must be at least 1)")
        }
        if case .fraction(let total) = result.look.label, total < 1 {
            throw APIError(
                status: CC_ERROR_INVALID_CONFIG, message: "invalid label_total: \(total) (must be at least 1)")
        }
        return result
    }

    private static func configuration(from config: cc_config) throws(APIError) -> Configuration {
        let snap: SnapMode = try ConstantTables.snap.value(config.snap)
        let skew: Skew =
            switch config.skew {
            case CC_SKEW_LINEAR: .linear
            case CC_SKEW_EXPONENT: .exponent(config.skew_exponent)
            case CC_SKEW_LOGARITHMIC: .logarithmic
            default: throw .unknown("skew", config.skew, expected: "CC_SKEW_*")
            }
        let turnMode: TurnMode =
            switch config.turn_mode {
            case CC_TURN_MODE_CLAMPED: .clamped
            case CC_TURN_MODE_WRAPPING: .wrapping
            case CC_TURN_MODE_MULTI_TURN: .multiTurn(limit: config.turn_limit == 0 ? nil : Int(config.turn_limit))
            default: throw .unknown("turn_mode", config.turn_mode, expected: "CC_TURN_MODE_*")
            }
        let direction: Direction = try ConstantTables.direction.value(config.direction)
        let trackPress: TrackPressPolicy = try ConstantTables.trackPress.value(config.track_press)
        let linearDrag: LinearDragMode? = try ConstantTables.linearDrag.value(config.linear_drag)
        let geometry = RingGeometry(
            center: Point(x: config.center_x, y: config.center_y), radius: config.radius, lineWidth: config.line_width,
            knobScale: config.knob_scale, minimumTargetSize: config.minimum_target_size, hitSlop: config.hit_slop)
        return Configuration(
            min: config.min, max: config.max, step: config.has_step != 0 ? config.step : nil, snap: snap, skew: skew,
            defaultValue: config.has_default_value != 0 ? config.default_value : nil, turnMode: turnMode,
            arc: Arc(
                start: .degrees(config.arc_start_degrees), sweep: .degrees(config.arc_sweep_degrees),
                direction: direction),
            geometry: geometry, trackPress: trackPress, linearDrag: linearDrag,
            linearDragDistance: config.linear_drag_distance, fineAdjustFactor: config.fine_adjust_factor,
            deadZoneRadius: config.has_dead_zone_radius != 0 ? config.dead_zone_radius : nil,
            animation: AnimationTiming(
                base: config.animation_base, perTurn: config.animation_per_turn,
                maximum: config.animation_maximum))
    }

    private static func look(from config: cc_config) throws(APIError) -> ControlLook {
        let progress = Paint.gradient(
            from: ControlLook.color(argb: config.progress_start_argb),
            to: ControlLook.color(argb: config.progress_end_argb))
        let appearance: ControlAppearance =
            switch config.appearance {
            case CC_APPEARANCE_RING: .ring(RingStyle(progress: progress))
            case CC_APPEARANCE_TICK_DIAL: .tickDial(TickDialStyle(tickCount: Int(config.tick_count)))
            default: throw .unknown("appearance", config.appearance, expected: "CC_APPEARANCE_*")
            }
        let label: CenterLabel =
            switch config.label {
            case CC_LABEL_NONE: .none
            case CC_LABEL_PERCENTAGE: .percentage
            case CC_LABEL_FRACTION: .fraction(total: Int(config.label_total))
            default: throw .unknown("label", config.label, expected: "CC_LABEL_*")
            }
        return ControlLook(
            appearance: appearance, background: ControlLook.color(argb: config.background_argb),
            showsKnob: config.show_knob != 0, label: label)
    }
}
