import CCircularControlAPI
import CircularControl
import CircularRender

/// The defaults `cc_config_init` writes. Every default the core has is read from the core (a ``Configuration``
/// built with its defaults, and the tick count of a default ``TickDialStyle``), never copied, so the C API and the
/// core cannot drift apart; the header lists the same numbers for C readers.
///
/// What the core leaves to its callers is the C API's own: where the ring sits and how large it is, the colours,
/// the label, whether the knob shows, and the placeholders of fields that count only when their flag or mode is set
/// (`step`, `skew_exponent`, `default_value`, `dead_zone_radius`, `label_total`).
extension ConfigurationReader {
    /// The C API's own geometry: a ring of radius 80 and line width 16 centred at (100, 100), filling a 200 x 200
    /// canvas. Its knob scale, minimum target size and hit slop are the core's defaults.
    static let defaultGeometry = RingGeometry(center: Point(x: 100, y: 100), radius: 80, lineWidth: 16)

    /// The core's configuration with every default, at ``defaultGeometry``: the behaviour a fresh `cc_config`
    /// describes.
    static let defaultConfiguration = Configuration(geometry: defaultGeometry)

    /// Writes the documented defaults into a `cc_config` (every field), its `size` the first published one.
    ///
    /// Edge cases: a field the core leaves unset (`nil`: no step, no default value, the automatic dead zone) is
    /// written with its flag at 0 and a placeholder the library ignores (a step of 1, 0 for the others); a skew
    /// other than an exponent keeps the placeholder exponent 2, and a multi-turn mode without a limit a
    /// `turn_limit` of 0 (no limit), as the header documents.
    static func defaults() -> cc_config {
        let core = defaultConfiguration
        var config = cc_config()
        config.size = firstPublishedSize
        config.min = core.min
        config.max = core.max
        config.has_step = core.step == nil ? 0 : 1
        config.step = core.step ?? 1
        config.snap = ConstantTables.snap.constant(of: core.snap)
        (config.skew, config.skew_exponent) = constant(of: core.skew)
        config.has_default_value = core.defaultValue == nil ? 0 : 1
        config.default_value = core.defaultValue ?? 0
        (config.turn_mode, config.turn_limit) = constant(of: core.turnMode)
        config.arc_start_degrees = core.arc.start.degrees
        config.arc_sweep_degrees = core.arc.sweep.degrees
        config.direction = ConstantTables.direction.constant(of: core.arc.direction)
        config.center_x = core.geometry.center.x
        config.center_y = core.geometry.center.y
        config.radius = core.geometry.radius
        config.line_width = core.geometry.lineWidth
        config.knob_scale = core.geometry.knobScale
        config.minimum_target_size = core.geometry.minimumTargetSize
        config.hit_slop = core.geometry.hitSlop
        config.track_press = ConstantTables.trackPress.constant(of: core.trackPress)
        config.linear_drag = ConstantTables.linearDrag.constant(of: core.linearDrag)
        config.linear_drag_distance = core.linearDragDistance
        config.fine_adjust_factor = core.fineAdjustFactor
        config.has_dead_zone_radius = core.deadZoneRadius == nil ? 0 : 1
        config.dead_zone_radius = core.deadZoneRadius ?? 0
        config.animation_base = core.animation.base
        config.animation_per_turn = core.animation.perTurn
        config.animation_maximum = core.animation.maximum
        config.appearance = CC_APPEARANCE_RING
        config.background_argb = 0xFFFF_FFFF
        config.progress_start_argb = 0xFF00_BAE1
        config.progress_end_argb = 0xFF00_FAD0
        config.tick_count = Int32(clamping: TickDialStyle().tickCount)
        config.show_knob = 1
        config.label = CC_LABEL_NONE
        config.label_total = 8
        return config
    }

    // MARK: - The core's values with a number as C constants (the inverse of what `read` accepts; the others are in
    // ConstantTables)

    /// The `CC_SKEW_*` constant of a skew and its `skew_exponent`.
    ///
    /// Edge cases: a linear or logarithmic skew has no exponent; the field then keeps the header's placeholder, 2.
    static func constant(of skew: Skew) -> (skew: Int32, exponent: Double) {
        switch skew {
        case .linear: (CC_SKEW_LINEAR, 2)
        case .exponent(let exponent): (CC_SKEW_EXPONENT, exponent)
        case .logarithmic: (CC_SKEW_LOGARITHMIC, 2)
        }
    }

    /// The `CC_TURN_MODE_*` constant of a turn mode and its `turn_limit`.
    ///
    /// Edge cases: no limit, and the single-turn modes, give a limit of 0; a limit beyond `Int32.max` (the core
    /// allows up to 2^32) is written as `Int32.max`.
    static func constant(of turnMode: TurnMode) -> (turnMode: Int32, limit: Int32) {
        switch turnMode {
        case .clamped: (CC_TURN_MODE_CLAMPED, 0)
        case .wrapping: (CC_TURN_MODE_WRAPPING, 0)
        case .multiTurn(let limit): (CC_TURN_MODE_MULTI_TURN, Int32(clamping: limit ?? 0))
        }
    }
}
