import CCircularControlAPI
import CircularControl
import CircularRender
import Testing

@testable import CircularControlC

/// `cc_config_init` writes the core's defaults, read from the core: a default changed in the core changes what C
/// programs get, and a default copied into the C API instead would fail here as soon as the two differ.
@Suite struct ConfigurationDefaultsTests {
    /// The C API's own geometry (the core has no default centre, radius or line width), with the core's defaults for
    /// the rest: knob scale, minimum target size, hit slop.
    static let geometry = RingGeometry(center: Point(x: 100, y: 100), radius: 80, lineWidth: 16)

    /// What `cc_config_init` writes, through the exported C function.
    static func initialized() throws -> cc_config {
        var config = cc_config()
        try #require(cc_config_init_sized(&config, MemoryLayout<cc_config>.size) == CC_OK)
        return config
    }

    /// `config` read back as the core's configuration, as `cc_create` reads it.
    static func read(_ config: cc_config) throws -> ConfigurationReader.Result {
        var config = config
        return try ConfigurationReader.read(&config)
    }

    @Test("A fresh cc_config reads back as the core's configuration built with every default")
    func initializedConfigurationIsTheCoresDefault() throws {
        let result = try Self.read(try Self.initialized())
        #expect(result.configuration == Configuration(geometry: Self.geometry))
        #expect(result.initialValue == nil)
    }

    @Test("Each field the core has a default for holds the core's value, named field by field")
    func fieldsHoldTheCoresDefaults() throws {
        let config = try Self.initialized()
        let core = Configuration(geometry: Self.geometry)
        #expect(config.min == core.min)
        #expect(config.max == core.max)
        #expect((config.has_step != 0) == (core.step != nil))
        #expect((config.has_default_value != 0) == (core.defaultValue != nil))
        #expect((config.has_dead_zone_radius != 0) == (core.deadZoneRadius != nil))
        #expect(config.arc_start_degrees == core.arc.start.degrees)
        #expect(config.arc_sweep_degrees == core.arc.sweep.degrees)
        #expect(config.knob_scale == core.geometry.knobScale)
        #expect(config.knob_scale == RingGeometry.defaultKnobScale)
        #expect(config.minimum_target_size == core.geometry.minimumTargetSize)
        #expect(config.hit_slop == core.geometry.hitSlop)
        #expect(config.linear_drag_distance == core.linearDragDistance)
        #expect(config.fine_adjust_factor == core.fineAdjustFactor)
        #expect(config.animation_base == core.animation.base)
        #expect(config.animation_per_turn == core.animation.perTurn)
        #expect(config.animation_maximum == core.animation.maximum)
        #expect(config.tick_count == TickDialStyle().tickCount)
    }

    @Test("The enumerations' defaults are the core's: snap, skew, turns, direction, track press, linear drag")
    func enumerationsHoldTheCoresDefaults() throws {
        let configuration = try Self.read(try Self.initialized()).configuration
        let core = Configuration(geometry: Self.geometry)
        #expect(configuration.snap == core.snap)
        #expect(configuration.skew == core.skew)
        #expect(configuration.turnMode == core.turnMode)
        #expect(configuration.arc.direction == core.arc.direction)
        #expect(configuration.trackPress == core.trackPress)
        #expect(configuration.linearDrag == core.linearDrag)
    }

    @Test("A tick dial made from the defaults has the renderer's default tick count")
    func tickDialDefaultsToTheRenderersTickCount() throws {
        var config = try Self.initialized()
        config.appearance = CC_APPEARANCE_TICK_DIAL
        guard case .tickDial(let style) = try Self.read(config).look.appearance else {
            Issue.record("not a tick dial")
            return
        }
        #expect(style == TickDialStyle())
    }

    /// The C constant the defaults write for each of the core's cases reads back as that case, so the defaults'
    /// mapping and the reader's agree whatever the core's default becomes.
    @Test("Every core case written as its C constant reads back as the same case")
    func constantsReadBackAsTheirCases() throws {
        let fresh = try Self.initialized()
        for snap in SnapMode.allCases {
            var config = fresh
            config.snap = ConstantTables.snap.constant(of: snap)
            #expect(try Self.read(config).configuration.snap == snap)
        }
        for direction in Direction.allCases {
            var config = fresh
            config.direction = ConstantTables.direction.constant(of: direction)
            #expect(try Self.read(config).configuration.arc.direction == direction)
        }
        for trackPress in TrackPressPolicy.allCases {
            var config = fresh
            config.track_press = ConstantTables.trackPress.constant(of: trackPress)
            #expect(try Self.read(config).configuration.trackPress == trackPress)
        }
        for linearDrag in [nil] + LinearDragMode.allCases.map(Optional.some) {
            var config = fresh
            config.linear_drag = ConstantTables.linearDrag.constant(of: linearDrag)
            #expect(try Self.read(config).configuration.linearDrag == linearDrag)
        }
        for turnMode in [TurnMode.clamped, .wrapping, .multiTurn(limit: nil), .multiTurn(limit: 3)] {
            var config = fresh
            (config.turn_mode, config.turn_limit) = ConfigurationReader.constant(of: turnMode)
            #expect(try Self.read(config).configuration.turnMode == turnMode)
        }
        for skew in [Skew.linear, .exponent(3), .logarithmic] {
            var config = fresh
            (config.min, config.max) = (1, 10)  // a logarithmic skew needs min > 0
            (config.skew, config.skew_exponent) = ConfigurationReader.constant(of: skew)
            #expect(try Self.read(config).configuration.skew == skew)
        }
    }
}
