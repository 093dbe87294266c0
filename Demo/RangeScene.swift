import CircularControl
import CircularHost
import CircularPanel
import CircularRender

/// The two-knob range: a start and an end knob on one ring that cannot cross; the label shows both.
///
/// Defaults: range 0:1, start 0.2, end 0.7, a full clockwise circle from 12 o'clock, always clamped. `--value V`
/// moves the end knob to V (and the start knob below it when needed).
enum RangeScene {
    /// The range control.
    static func makeControl(_ options: DemoOptions) throws(ConfigurationError) -> DemoControl {
        let configuration = options.configuration(
            turnMode: .clamped, geometry: KnobScene.provisionalGeometry(options.knobScale))
        let span = configuration.max - configuration.min
        let end = options.value ?? configuration.min + 0.7 * span
        let start = min(configuration.min + 0.2 * span, end)
        let model = try CircularRangeModel(configuration, start: start, end: end)
        return DemoControl(
            name: "range", kind: .range, label: "Range",
            control: PanelControl(.range(model), appearance: appearance, label: .percentage, labelSize: 0.3))
    }

    /// A ring a little thinner than the knob's.
    static func geometry(in frame: LayoutFrame, scale: Double, knobScale: Double?) -> RingGeometry {
        frame.ring(
            radius: 0.34, lineWidth: 0.07, minimumLineWidth: 6, knobScale: knobScale ?? RingGeometry.defaultKnobScale,
            scale: scale)
    }

    /// An orange selection on a grey track.
    static let appearance = ControlAppearance.ring(
        RingStyle(
            progress: .gradient(
                from: RGBAColor(red: 1.0, green: 0.55, blue: 0.0), to: RGBAColor(red: 1.0, green: 0.75, blue: 0.2)),
            track: DemoPalette.track))
}
