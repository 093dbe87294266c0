import CircularControl

/// The `all` scene: the knob, the rings, the tick dial and the range in a two-by-two grid (knob top left, rings
/// top right, ticks bottom left, range bottom right).
///
/// Edge cases: the range control stays clamped, single-turn, whatever `--wrap` and `--turns` say; the rings leave
/// `--skew` to the others while they count turns (a skew needs a single turn: with `--turns 1` or `--wrap` they take
/// it too).
enum GridScene {
    /// Every cell's controls, cell by cell.
    static func makeControls(_ options: DemoOptions) throws(ConfigurationError) -> [DemoControl] {
        var rangeOptions = options
        rangeOptions.wrap = false
        rangeOptions.turns = nil
        var ringOptions = options
        if case .multiTurn = options.turnMode(sceneDefault: RingsScene.turnMode) { ringOptions.skew = .linear }
        return [try KnobScene.makeControl(options)] + (try RingsScene.makeControls(ringOptions))
            + [try TicksScene.makeControl(options), try RangeScene.makeControl(rangeOptions)]
    }

    /// Each cell's geometries, in the order of ``makeControls(_:)``.
    static func geometries(in frame: SceneFrame, scale: Double, knobScale: Double?) -> [RingGeometry] {
        let width = frame.width / 2
        let height = frame.height / 2
        func cell(_ column: Double, _ row: Double) -> SceneFrame {
            SceneFrame(x: frame.x + column * width, y: frame.y + row * height, width: width, height: height)
        }
        return [KnobScene.geometry(in: cell(0, 0), scale: scale, knobScale: knobScale)]
            + RingsScene.geometries(in: cell(1, 0), scale: scale, knobScale: knobScale)
            + [
                TicksScene.geometry(in: cell(0, 1), scale: scale, knobScale: knobScale),
                RangeScene.geometry(in: cell(1, 1), scale: scale, knobScale: knobScale),
            ]
    }
}
