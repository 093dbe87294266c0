import CircularControl
import CircularHost

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
    static func geometries(in frame: LayoutFrame, scale: Double, knobScale: Double?) -> [RingGeometry] {
        let cells = frame.cells(columns: 2, rows: 2)
        return [KnobScene.geometry(in: cells[0], scale: scale, knobScale: knobScale)]
            + RingsScene.geometries(in: cells[1], scale: scale, knobScale: knobScale)
            + [
                TicksScene.geometry(in: cells[2], scale: scale, knobScale: knobScale),
                RangeScene.geometry(in: cells[3], scale: scale, knobScale: knobScale),
            ]
    }
}
