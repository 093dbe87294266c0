import CircularControl
import CircularHost
import CommandLineTable

/// The scenes `--scene` chooses from, and what each one is made of.
///
/// Every scene makes its controls once (``makeControls(_:)``) and places them in a frame whenever the window's size
/// changes (``geometries(in:scale:knobScale:)``, one geometry per control, in the same order).
///
/// Edge cases: a frame too small for a control still gives it a valid geometry (a radius of at least 4 pixels and a
/// line width below the diameter), so that a tiny window shows tiny controls instead of failing.
enum SceneKind: String, CommandLineValue, CaseIterable {
    /// One large editable knob with a percentage label.
    case knob
    /// Three concentric activity rings (move, exercise, stand), multi-turn, each dragged by its own ring.
    case rings
    /// The tick dial.
    case ticks
    /// The two-knob range.
    case range
    /// The four scenes in a two-by-two grid.
    case all
    /// A mixer's 512 knobs: 32 channels of 16.
    case mixer

    /// The window size when `--size` is not given, in 96-dpi pixels.
    var defaultSize: PixelSize {
        switch self {
        case .all: PixelSize(width: 640, height: 480)
        case .mixer:
            PixelSize(
                width: MixerScene.channels * MixerScene.cell, height: MixerScene.knobsPerChannel * MixerScene.cell)
        default: PixelSize(width: 400, height: 400)
        }
    }

    /// The scene's controls, in drawing order, at a provisional geometry.
    ///
    /// - Throws: ``ConfigurationError`` when the options make a configuration the model refuses.
    func makeControls(_ options: DemoOptions) throws(ConfigurationError) -> [DemoControl] {
        switch self {
        case .knob: return [try KnobScene.makeControl(options)]
        case .rings: return try RingsScene.makeControls(options)
        case .ticks: return [try TicksScene.makeControl(options)]
        case .range: return [try RangeScene.makeControl(options)]
        case .all: return try GridScene.makeControls(options)
        case .mixer: return try MixerScene.makeControls(options)
        }
    }

    /// Where the controls go in `frame` at DPI `scale`; `knobScale` is `--knob-scale` when given.
    func geometries(in frame: LayoutFrame, scale: Double, knobScale: Double?) -> [RingGeometry] {
        switch self {
        case .knob: return [KnobScene.geometry(in: frame, scale: scale, knobScale: knobScale)]
        case .rings: return RingsScene.geometries(in: frame, scale: scale, knobScale: knobScale)
        case .ticks: return [TicksScene.geometry(in: frame, scale: scale, knobScale: knobScale)]
        case .range: return [RangeScene.geometry(in: frame, scale: scale, knobScale: knobScale)]
        case .all: return GridScene.geometries(in: frame, scale: scale, knobScale: knobScale)
        case .mixer: return MixerScene.geometries(in: frame, scale: scale, knobScale: knobScale)
        }
    }

    /// The scene's layout for the window: ``geometries(in:scale:knobScale:)`` over the whole window.
    func layout(knobScale: Double?) -> ControlLayout {
        ControlLayout { size, scale, _ in
            geometries(
                in: LayoutFrame(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), scale: scale,
                knobScale: knobScale)
        }
    }
}
