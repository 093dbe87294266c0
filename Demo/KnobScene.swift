import CircularControl
import CircularHost
import CircularPanel
import CircularRender

/// One large editable knob with a percentage label: the scene for trying every behaviour option.
///
/// Defaults: range 0:1, value 0.25, a full clockwise circle from 12 o'clock, clamped.
enum KnobScene {
    /// The knob.
    static func makeControl(_ options: DemoOptions) throws(ConfigurationError) -> DemoControl {
        let configuration = options.configuration(turnMode: .clamped, geometry: provisionalGeometry(options.knobScale))
        let start = options.value ?? configuration.min + 0.25 * (configuration.max - configuration.min)
        let model = try CircularModel(configuration, value: start)
        return DemoControl(
            name: "knob", kind: .knob, label: "Knob",
            control: PanelControl(.single(model), appearance: appearance, label: .percentage))
    }

    /// The knob fills most of the frame.
    static func geometry(in frame: LayoutFrame, scale: Double, knobScale: Double?) -> RingGeometry {
        frame.ring(
            radius: 0.34, lineWidth: 0.08, minimumLineWidth: 6, knobScale: knobScale ?? RingGeometry.defaultKnobScale,
            scale: scale)
    }

    /// The library's knob look: a blue gradient on a grey track.
    static let appearance = WindowControl.knobAppearance

    static func provisionalGeometry(_ knobScale: Double?) -> RingGeometry {
        RingGeometry(
            center: Point(x: 100, y: 100), radius: 80, lineWidth: 16,
            knobScale: knobScale ?? RingGeometry.defaultKnobScale)
    }
}
