import CircularControl
import CircularHost
import CircularPanel
import CircularRender

/// The tick dial: sixty ticks lit up to the value, with a percentage label and a knob to drag.
///
/// Defaults: range 0:1, value 0.6, a full clockwise circle from 12 o'clock, clamped.
enum TicksScene {
    /// The tick dial.
    static func makeControl(_ options: DemoOptions) throws(ConfigurationError) -> DemoControl {
        let configuration = options.configuration(
            turnMode: .clamped, geometry: KnobScene.provisionalGeometry(options.knobScale))
        let start = options.value ?? configuration.min + 0.6 * (configuration.max - configuration.min)
        let model = try CircularModel(configuration, value: start)
        return DemoControl(
            name: "ticks", kind: .ticks, label: "Tick dial",
            control: PanelControl(
                .single(model), appearance: .tickDial(TickDialStyle(tickCount: 60)),
                label: .percentage))
    }

    /// Broad ticks filling most of the frame.
    static func geometry(in frame: LayoutFrame, scale: Double, knobScale: Double?) -> RingGeometry {
        frame.ring(radius: 0.33, lineWidth: 0.12, minimumLineWidth: 8, knobScale: knobScale ?? 0.9, scale: scale)
    }
}
