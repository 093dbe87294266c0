import CircularControl
import CircularRender

/// How a control of the C API is drawn: everything a `Control` of the renderer needs besides the model's state.
struct ControlLook {
    /// Ring or tick dial, with its style.
    var appearance: ControlAppearance
    /// The colour every redrawn pixel starts from.
    var background: RGBAColor
    /// Whether the knob is drawn.
    var showsKnob: Bool
    /// The configured centre label.
    var label: CenterLabel

    /// A colour from `0xAARRGGBB` with straight alpha.
    static func color(argb: UInt32) -> RGBAColor {
        func component(_ shift: UInt32) -> Double { Double((argb >> shift) & 0xFF) / 255 }
        return RGBAColor(red: component(16), green: component(8), blue: component(0), alpha: component(24))
    }

    /// The renderer's description of a control at the model's state, with the knob in `knobLook` and the label
    /// text `labelText` when the program set one.
    func control(of model: CircularModel, knobLook: KnobLook, labelText: String?) -> Control {
        Control(geometry: model.configuration.geometry, arc: model.configuration.arc, position: model.position,
                appearance: appearance, knob: showsKnob ? knobLook : nil,
                label: labelText.map(CenterLabel.text) ?? label)
    }
}
