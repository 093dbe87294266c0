import CircularControl
import CircularPanel
import CircularRender

/// How a control of the C API is drawn: everything a `Control` of the renderer needs besides the model's state.
package struct ControlLook {
    /// Ring or tick dial, with its style.
    var appearance: ControlAppearance
    /// The colour every redrawn pixel starts from.
    var background: RGBAColor
    /// Whether the knob is drawn.
    var showsKnob: Bool
    /// The configured centre label.
    var label: CenterLabel

    /// A colour from `0xAARRGGBB` with straight alpha.
    package static func color(argb: UInt32) -> RGBAColor {
        func component(_ shift: UInt32) -> Double { Double((argb >> shift) & 0xFF) / 255 }
        return RGBAColor(red: component(16), green: component(8), blue: component(0), alpha: component(24))
    }

    /// The panel's control for `model`, drawn this way.
    func control(of model: PanelControl.Model) -> PanelControl {
        PanelControl(model, appearance: appearance, label: label, showsKnobs: showsKnob)
    }
}
