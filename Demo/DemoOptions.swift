import CircularControl
import CircularHost
import CircularRender
import CircularWindow
import CommandLineTable

/// The command-line options of `circular-demo` and their validation: what a user can ask for, read and checked in
/// one place. The scenes read the checked values; nothing else parses text. ``parser`` is the table of the options
/// (spellings, value names, help, how each sets its field), read by ``CommandLineParser``.
///
/// Options that shape a control's behaviour (`--wrap`, `--turns`, `--range`, `--step`, `--snap`, `--skew`,
/// `--start-angle`, `--sweep`, `--counter-clockwise`, `--knob-scale`, `--track-press`, `--linear-drag`,
/// `--linear-drag-distance`, `--fine-adjust`, `--default-value`, `--value`) apply to every control of the scene; a
/// scene's own defaults fill in what is not given (the activity rings count turns without a limit unless `--turns`
/// or `--wrap` says otherwise; the range control is always clamped, single-turn). What the core's models leave out
/// is left out: the range control drags circularly and has no double-click reset, so `--linear-drag` and
/// `--default-value` do nothing to it (a default value must still lie within the range).
///
/// Numbers may be negative in both spellings, `--start-angle -135` and `--start-angle=-135`: an option that takes a
/// number (and `--range`, `--size`, `--into`, `--turns`) takes the next argument whatever it starts with; the others
/// take an argument that starts with `-` for the next option, so their value is missing.
///
/// Edge cases (each one exits with status 2 and one line on stderr):
/// - an unknown option, a positional argument, a missing value, or a value that does not parse (`--turns many`,
///   `--size 10`, `--skew steep`, `--linear-drag diagonal`, `--value --trace`);
/// - `--wrap` together with `--turns` other than 1; `--wrap` or `--turns` with `--scene range`;
/// - a number that is NaN or infinite;
/// - a configuration the model refuses (`--range 5:5`, `--step 0`, `--sweep 0`, `--wrap --sweep 270`,
///   `--knob-scale 0`, `--skew exponent:32`, `--skew logarithmic` with a minimum of 0 or less, `--skew` on the
///   multi-turn rings of `--scene rings`, `--default-value` outside the range, `--fine-adjust` outside (0, 1],
///   `--linear-drag-distance` below 2^-1022), reported with the field, the value and the option;
/// - `--screenshot` together with `--into` (a screenshot needs no window); `--backend wayland` with `--into` (a
///   foreign parent is an X11 window).
struct DemoOptions {
    /// `--scene`.
    var scene: SceneKind = .all
    /// `--wrap`.
    var wrap = false
    /// `--turns`; nil: the scene's default.
    var turns: TurnCount?
    /// `--range`; nil: 0:1.
    var range: ValueRange?
    /// `--step`; nil: continuous.
    var step: Double?
    /// `--snap`.
    var snap: SnapChoice = .always
    /// `--skew`.
    var skew: Skew = .linear
    /// `--start-angle`, in degrees clockwise from 12 o'clock.
    var startAngle: Double = 0
    /// `--sweep`, in degrees.
    var sweep: Double = 360
    /// `--counter-clockwise`.
    var counterClockwise = false
    /// `--knob-scale`; nil: the scene's own.
    var knobScale: Double?
    /// What a press on the track away from the knob does: `--track-press`, named as the core's `trackPress` and C's
    /// `track_press` are; `--track-click` is its old name, still read.
    ///
    /// Edge cases: the two spellings are one option, so given twice, in either spelling, the last one counts; a
    /// value other than `jump`, `relative` or `ignore` exits with status 2 naming the spelling that was used.
    var trackPress: TrackPressPolicy = .relative
    /// `--linear-drag`; nil: round drags.
    var linearDrag: LinearDragMode?
    /// `--linear-drag-distance`; nil: the core's default.
    var linearDragDistance: Double?
    /// `--fine-adjust`; nil: the core's default.
    var fineAdjust: Double?
    /// `--default-value`; nil: no double-click reset.
    var defaultValue: Double?
    /// `--value`; nil: the scene's starting values.
    var value: Double?
    /// `--size`; nil: the scene's default (which a HiDPI screen scales).
    var size: PixelSize?
    /// `--into`: the foreign window to create the window in.
    var into: WindowID?
    /// `--backend`: the window system.
    var backend: WindowSetup.Backend = .automatic
    /// `--no-shm`.
    var noSharedMemory = false
    /// `--trace`.
    var trace = false
    /// `--screenshot`: the PNG file to write instead of opening a window.
    var screenshot: String?
    /// `--automate`: how many knobs the program moves every frame.
    var automate = 0
    /// `--print-events`, hidden from the help: plain lines on stdout for the tests that read the host's state.
    var printsEvents = false

    // MARK: The table

    /// Every option once, in the order the help lists them.
    static let parser = CommandLineParser<DemoOptions>(options: [
        .option(
            "--scene", valueName: "scene",
            help: "The scene: knob, rings, ticks, range, all, or mixer (512 knobs) (default: all)."
        ) { $0.scene = $1 },
        .flag("--wrap", help: "Wrap round: crossing the end continues from the start (needs a full-circle sweep).") {
            $0.wrap = true
        },
        .option(
            "--turns", valueName: "N|unbounded", unconditional: true,
            help: "How many turns the value may travel: a whole number, or unbounded."
        ) { $0.turns = $1 },
        .option("--range", valueName: "MIN:MAX", unconditional: true, help: "The value range (default 0:1).") {
            $0.range = $1
        },
        .option(
            "--step", valueName: "S", unconditional: true, help: "The step between values (default: continuous)."
        ) { $0.step = $1 },
        .option(
            "--snap", valueName: "always|release",
            help: "When drags snap to the step: always (the default), or on release."
        ) { $0.snap = $1 },
        .option(
            "--skew", valueName: "linear|logarithmic|exponent:E",
            help: "How angles map to values: linear (the default), logarithmic (equal angles multiply the value; needs "
                + "a minimum above 0) or exponent:E (E in 1/16...16; above 1 finer at the low end)."
        ) { $0.skew = $1 },
        .option(
            "--start-angle", valueName: "DEG", unconditional: true,
            help: "Where the arc starts, in degrees clockwise from 12 o'clock (default 0)."
        ) { $0.startAngle = $1 },
        .option(
            "--sweep", valueName: "DEG", unconditional: true,
            help: "How far the arc sweeps, in degrees (default 360: a full circle)."
        ) { $0.sweep = $1 },
        .flag("--counter-clockwise", help: "Values grow counter-clockwise.") { $0.counterClockwise = true },
        .option(
            "--knob-scale", valueName: "X", unconditional: true,
            help: "The knob's diameter in line widths (default 1.4; 0.8 on the activity rings)."
        ) { $0.knobScale = $1 },
        .option(
            "--track-press", "--track-click", valueName: "jump|relative|ignore",
            help: "A press on the track away from the knob (default relative; --track-click: its old name)."
        ) { $0.trackPress = $1 },
        .option(
            "--linear-drag", valueName: "vertical|horizontal|both",
            help: "Drag in a straight line instead of round the ring: vertical (up increases), horizontal (right "
                + "increases) or both; a press on a control's knob or track starts it (the range drags round)."
        ) { $0.linearDrag = $1 },
        .option(
            "--linear-drag-distance", valueName: "PX", unconditional: true,
            help:
                "The pointer travel in pixels for a whole sweep in a linear drag \(coreDefault(\.linearDragDistance))."
        ) { $0.linearDragDistance = $1 },
        .option(
            "--fine-adjust", valueName: "F", unconditional: true,
            help: "The rate of a drag, the wheel and unstepped keys with Shift held (Shift+Control: a tenth of it), a "
                + "share of the normal rate in (0, 1] \(coreDefault(\.fineAdjustFactor))."
        ) { $0.fineAdjust = $1 },
        .option(
            "--default-value", valueName: "V", unconditional: true,
            help: "The value a double click on a knob resets to (default: none; not on the range)."
        ) { $0.defaultValue = $1 },
        .option(
            "--value", valueName: "V", unconditional: true,
            help: "The starting value of every control (the range control: its end)."
        ) { $0.value = $1 },
        .option(
            "--size", valueName: "WxH", unconditional: true, help: "The window (or screenshot) size in pixels."
        ) { $0.size = $1 },
        .option(
            "--into", valueName: "WINDOW", unconditional: true,
            help: "Create the window inside this foreign window (decimal or 0x hex id)."
        ) { $0.into = $1 },
        .option(
            "--backend", valueName: "auto|wayland|x11",
            help: "The window system: auto (the default: Wayland where WAYLAND_DISPLAY answers, else X11; --into "
                + "means X11), wayland or x11."
        ) { $0.backend = $1 },
        .flag("--no-shm", help: "Push frames with XPutImage even when MIT-SHM works.") { $0.noSharedMemory = true },
        .flag("--trace", help: "Print one JSON object per line on stdout: ready, every model event, exit.") {
            $0.trace = true
        },
        .option(
            "--screenshot", valueName: "FILE", help: "Render the scene to this PNG file without an X server, and exit."
        ) { $0.screenshot = $1 },
        .option(
            "--automate", valueName: "N",
            help: "The program moves N knobs every frame (60 a second), spread over the scene, as a host's automation "
                + "does (default 0)."
        ) { $0.automate = $1 },
        .flag("--print-events", help: "", hidden: true) { $0.printsEvents = true },
    ])

    /// The options `arguments` (the command line without the program's name) ask for, checked by ``validate()``.
    ///
    /// - Throws: ``CommandLineError/helpRequested`` for `--help`, ``CommandLineError/versionRequested`` for
    ///   `--version` and ``CommandLineError/manPageRequested`` for `--man-page` (whatever else is given, unless a
    ///   value is missing or does not parse); any other ``CommandLineError`` for options that do not parse or do not
    ///   go together.
    static func parse(_ arguments: some Collection<String>) throws(CommandLineError) -> DemoOptions {
        let options = try parser.parse(arguments, into: DemoOptions())
        try options.validate()
        return options
    }

    /// The one-line message for an error of ``parse(_:)``.
    static func message(for error: any Error) -> String {
        (error as? CommandLineError)?.description ?? "\(error)"
    }

    /// Checks the rules across options, and that the model accepts every control the scene would make.
    ///
    /// - Throws: ``CommandLineError/invalidCombination(_:)`` naming the options at fault.
    func validate() throws(CommandLineError) {
        if wrap, let turns, turns != .limited(1) {
            throw .invalidCombination(
                "--wrap cannot be combined with --turns \(turns) (a wrapping control has one turn)")
        }
        if scene == .range, wrap || turns != nil {
            throw .invalidCombination("--scene range is always clamped to one turn: leave out --wrap and --turns")
        }
        if screenshot != nil, into != nil {
            throw .invalidCombination("--screenshot renders without a window: leave out --into")
        }
        if backend == .wayland, into != nil {
            throw .invalidCombination("--into names an X11 window: leave out --backend wayland")
        }
        if let screenshot, screenshot.isEmpty {
            throw .invalidCombination("--screenshot needs a file name")
        }
        var exponent: Double?
        if case .exponent(let given) = skew { exponent = given }
        try Self.requireFinite(startAngle, "--start-angle")
        try Self.requireFinite(sweep, "--sweep")
        try Self.requireFinite(knobScale, "--knob-scale")
        try Self.requireFinite(value, "--value")
        try Self.requireFinite(defaultValue, "--default-value")
        try Self.requireFinite(fineAdjust, "--fine-adjust")
        try Self.requireFinite(linearDragDistance, "--linear-drag-distance")
        try Self.requireFinite(exponent, "--skew exponent")
        if automate < 0 {
            throw .invalidCombination("--automate must be 0 or more, not \(automate)")
        }
        if let step, !(step.isFinite && step > 0) {
            throw .invalidCombination("--step must be more than 0, not \(step)")
        }
        // Every control the scene would make must be acceptable to the model.
        do {
            _ = try scene.makeControls(self)
        } catch {
            throw .invalidCombination(Self.sentence(for: error))
        }
    }

    /// Refuses `number` (the option `name`'s, when given) unless it is finite.
    private static func requireFinite(_ number: Double?, _ name: String) throws(CommandLineError) {
        if let number, !number.isFinite {
            throw .invalidCombination("\(name) must be a finite number, not \(number)")
        }
    }

    /// The turn mode for a control whose scene default is `sceneDefault`, after `--wrap` and `--turns`.
    func turnMode(sceneDefault: TurnMode) -> TurnMode {
        if wrap { return .wrapping }
        switch turns {
        case nil: return sceneDefault
        case .limited(let count)? where count <= 1: return .clamped
        case .limited(let count)?: return .multiTurn(limit: count)
        case .unbounded?: return .multiTurn(limit: nil)
        }
    }

    /// The arc from `--start-angle`, `--sweep` and `--counter-clockwise`.
    var arc: Arc {
        Arc(
            start: .degrees(startAngle), sweep: .degrees(sweep),
            direction: counterClockwise ? .counterClockwise : .clockwise)
    }

    /// A configuration with every behaviour option applied, at `geometry` (scenes move it when laying out); what
    /// is not given keeps the core's default.
    func configuration(turnMode sceneDefault: TurnMode, geometry: RingGeometry) -> Configuration {
        let bounds = range ?? ValueRange(minimum: 0, maximum: 1)
        var configuration = Configuration(
            min: bounds.minimum, max: bounds.maximum, step: step, snap: snap.mode, skew: skew,
            defaultValue: defaultValue, turnMode: turnMode(sceneDefault: sceneDefault),
            arc: arc, geometry: geometry, trackPress: trackPress, linearDrag: linearDrag)
        if let linearDragDistance { configuration.linearDragDistance = linearDragDistance }
        if let fineAdjust { configuration.fineAdjustFactor = fineAdjust }
        return configuration
    }

    /// "(default X)" for the core's default of `field`, which the help names for an option that leaves it alone.
    static func coreDefault(_ field: KeyPath<Configuration, Double>) -> String {
        "(default \(CenterLabel.decimal(Configuration(geometry: KnobScene.provisionalGeometry(nil))[keyPath: field])))"
    }

    /// The size asked for, or the scene's default.
    var windowSize: PixelSize { size ?? scene.defaultSize }

    /// A configuration error as a sentence that names the option behind the field.
    static func sentence(for error: any Error) -> String {
        guard let error = error as? ConfigurationError else { return "\(error)" }
        let options: [String: String] = [
            "min": "--range", "max": "--range", "step": "--step", "value": "--value", "start": "--value",
            "end": "--value", "turnMode": "--wrap/--turns", "arc.start": "--start-angle", "arc.sweep": "--sweep",
            "geometry.knobScale": "--knob-scale", "turnMode.limit": "--turns", "skew": "--skew",
            "skew.exponent": "--skew", "defaultValue": "--default-value", "fineAdjustFactor": "--fine-adjust",
            "linearDragDistance": "--linear-drag-distance",
        ]
        let option = options[error.field].map { " (\($0))" } ?? ""
        return "\(error.description)\(option)"
    }
}

// MARK: - Option values

/// `--turns N|unbounded`.
enum TurnCount: CommandLineValue, Hashable, CustomStringConvertible {
    /// At most this many whole turns (1: a single clamped turn).
    case limited(Int)
    /// No upper limit.
    case unbounded

    init?(argument: String) {
        if argument == "unbounded" {
            self = .unbounded
        } else if let count = Int(argument), count >= 1 {
            self = .limited(count)
        } else {
            return nil
        }
    }

    var description: String {
        switch self {
        case .limited(let count): return "\(count)"
        case .unbounded: return "unbounded"
        }
    }
}

/// `--range MIN:MAX` (either end may be negative: `-1:1`).
struct ValueRange: Hashable {
    var minimum: Double
    var maximum: Double
}

extension ValueRange: CommandLineValue {
    init?(argument: String) {
        // The separating colon is the first one after the first character (so that "-1:1" splits after "-1").
        guard let separator = argument.dropFirst().firstIndex(of: ":"),
            let minimum = Double(argument[..<separator]),
            let maximum = Double(argument[argument.index(after: separator)...])
        else { return nil }
        self.init(minimum: minimum, maximum: maximum)
    }
}

/// `--size WxH`, both at least 1 and at most 32767 (X's limit, `PixelSize.windowSides`).
extension PixelSize: CommandLineValue {
    public init?(argument: String) {
        guard let separator = argument.firstIndex(of: "x"), let width = Int(argument[..<separator]),
            let height = Int(argument[argument.index(after: separator)...]), Self.windowSides.contains(width),
            Self.windowSides.contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }
}

/// `--into WINDOW`: a decimal or `0x` hexadecimal X window id, not 0.
struct WindowID: CommandLineValue, Hashable {
    var id: UInt

    init?(argument: String) {
        let lowered = argument.lowercased()
        let parsed = lowered.hasPrefix("0x") ? UInt(lowered.dropFirst(2), radix: 16) : UInt(lowered)
        guard let parsed, parsed != 0 else { return nil }
        id = parsed
    }
}

/// `--skew linear|logarithmic|exponent:E`: the core's ``Skew``, one spelling a case.
///
/// Edge cases: `exponent:` takes any double that parses, NaN and infinities included (validation then refuses them
/// by name, and the model an exponent outside 1/16...16); any other text does not parse.
extension Skew: CommandLineValue {
    public init?(argument: String) {
        switch argument {
        case "linear": self = .linear
        case "logarithmic": self = .logarithmic
        default:
            guard argument.hasPrefix("exponent:"), let exponent = Double(argument.dropFirst("exponent:".count))
            else { return nil }
            self = .exponent(exponent)
        }
    }
}

/// `--linear-drag vertical|horizontal|both` and `--track-press jump|relative|ignore` (or its old name,
/// `--track-click`): the core's own ``LinearDragMode`` and ``TrackPressPolicy``, each case spelled as it is named.
extension LinearDragMode: CommandLineValue {}
extension TrackPressPolicy: CommandLineValue {}

/// `--backend auto|wayland|x11`: the window's ``WindowSetup/Backend``, `auto` for its automatic choice.
extension WindowSetup.Backend: CommandLineValue {
    public init?(argument: String) {
        switch argument {
        case "auto": self = .automatic
        case "wayland": self = .wayland
        case "x11": self = .x11
        default: return nil
        }
    }
}

/// `--snap always|release`.
enum SnapChoice: String, CommandLineValue, CaseIterable {
    case always
    case release

    var mode: SnapMode { self == .always ? .always : .onRelease }
}
