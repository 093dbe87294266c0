import CircularControl
import CircularHost
import CircularPanel

/// One control of a scene as the demo knows it: the window's control (its name in the trace, its human label for
/// assistive technologies, the panel control it starts as), what kind the trace calls it, and a value to ease to
/// once the window shows.
///
/// A single control (knob, ring, tick dial) is one part named after it. The range control's two knobs are the
/// parts `range.start` and `range.end`, each reported in the trace as a control of its own (its own value), and
/// labelled "Range start" and "Range end" (`WindowControl/partName(_:)`).
struct DemoControl {
    /// What kind of control it is, as the trace names it.
    enum Kind: String {
        case knob, ring, ticks, range
    }

    /// The control as the window shows it.
    let window: WindowControl
    let kind: Kind
    /// A value to ease to from the start, once the window shows (the activity rings fill up on start).
    var animationTarget: Double?

    /// The panel control it starts as.
    var control: PanelControl { window.control }

    /// A control named `name` and labelled `label`.
    init(name: String, kind: Kind, label: String, control: PanelControl, animationTarget: Double? = nil) {
        window = WindowControl(name: name, label: label, control: control)
        self.kind = kind
        self.animationTarget = animationTarget
    }
}
