import CircularControl
import CircularHost
import CircularPanel

/// A mixer's panel: 32 channels of 16 knobs (512), each with a percentage label, in a grid of 48-pixel cells, a
/// channel a column. The scene for trying a big panel, and with `--automate N` one whose program moves N knobs every
/// frame.
///
/// Defaults: range 0:1, a full clockwise circle from 12 o'clock, clamped; the values rise along each channel and from
/// channel to channel, so the panel shows every part of the arc.
enum MixerScene {
    static let channels = 32
    static let knobsPerChannel = 16
    /// The side of a knob's cell at scale 1, in pixels.
    static let cell = 48

    /// The knobs, channel by channel.
    static func makeControls(_ options: DemoOptions) throws(ConfigurationError) -> [DemoControl] {
        let configuration = options.configuration(
            turnMode: .clamped, geometry: KnobScene.provisionalGeometry(options.knobScale))
        var controls: [DemoControl] = []
        controls.reserveCapacity(channels * knobsPerChannel)
        for channel in 1...channels {
            for knob in 1...knobsPerChannel {
                let share = Double((channel * 7 + knob * 5) % 20) / 20
                let model = try CircularModel(
                    configuration,
                    value: options.value ?? configuration.min + share * (configuration.max - configuration.min))
                controls.append(
                    DemoControl(
                        name: "ch\(channel).\(knob)", kind: .knob, label: "Channel \(channel) knob \(knob)",
                        control: PanelControl(.single(model), appearance: KnobScene.appearance, label: .percentage)))
            }
        }
        return controls
    }

    /// A channel a column, its knobs from top to bottom.
    static func geometries(in frame: LayoutFrame, scale: Double, knobScale: Double?) -> [RingGeometry] {
        let cells = frame.cells(columns: channels, rows: knobsPerChannel)
        return (0..<channels).flatMap { channel in
            (0..<knobsPerChannel).map { knob in
                cells[knob * channels + channel].ring(
                    radius: 0.36, lineWidth: 0.1, minimumLineWidth: 3,
                    knobScale: knobScale ?? RingGeometry.defaultKnobScale, scale: scale)
            }
        }
    }
}
