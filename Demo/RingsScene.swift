import CircularControl
import CircularHost
import CircularPanel
import CircularRender

/// Three concentric activity rings, move (outer), exercise and stand (inner), each dragged by its own ring. They
/// count turns without a limit by default, so a ring goes past 100 % and overlaps itself; on start they fill up
/// from 0, eased.
///
/// Defaults: range 0:1, values 0.8, 1.35 and 0.55 (or `--value` for all three), a full clockwise circle from
/// 12 o'clock, multi-turn without a limit, a knob of 0.8 line widths.
enum RingsScene {
    /// The three rings, outer first.
    static func makeControls(_ options: DemoOptions) throws(ConfigurationError) -> [DemoControl] {
        let rings: [(name: String, label: String, style: RingStyle, share: Double)] = [
            ("move", "Move", .move, 0.8), ("exercise", "Exercise", .exercise, 1.35), ("stand", "Stand", .stand, 0.55),
        ]
        var controls: [DemoControl] = []
        for ring in rings {
            let configuration = options.configuration(
                turnMode: turnMode,
                geometry: KnobScene.provisionalGeometry(options.knobScale ?? defaultKnobScale))
            let model = try CircularModel(configuration, value: configuration.min)
            let target = options.value ?? configuration.min + ring.share * (configuration.max - configuration.min)
            // Validate the target as the model would take it, so that a bad --value fails at start.
            _ = try CircularModel(configuration, value: target)
            controls.append(
                DemoControl(
                    name: ring.name, kind: .ring, label: ring.label,
                    // No label drawn: each ring's arc shows its share, which is how it reads and is typed ("135%").
                    control: PanelControl(.single(model), appearance: .ring(ring.style), valueLabel: .percentage),
                    animationTarget: target))
        }
        return controls
    }

    /// The turn mode of the rings when neither `--wrap` nor `--turns` is given: multi-turn without a limit.
    static let turnMode = TurnMode.multiTurn(limit: nil)

    /// The knob scale of the rings when `--knob-scale` is not given: a handle inside the band.
    static let defaultKnobScale = 0.8

    /// Three rings, each a tenth of the frame's side wide, with small gaps between them.
    static func geometries(in frame: LayoutFrame, scale: Double, knobScale: Double?) -> [RingGeometry] {
        let lineWidth = max(frame.side * 0.10, 6 * scale)
        let gap = max(frame.side * 0.012, 2 * scale)
        let outer = max(frame.side * 0.42 - lineWidth / 2, 4)
        return (0..<3).map { index in
            let radius = max(outer - Double(index) * (lineWidth + gap), 4)
            return LayoutFrame.geometry(
                center: frame.center, radius: radius, lineWidth: min(lineWidth, radius),
                knobScale: knobScale ?? defaultKnobScale, scale: scale)
        }
    }
}
