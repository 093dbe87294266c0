/// The look of the knob: a disc of diameter `lineWidth * knobScale` (see `RingGeometry.knobRadius`) at the value's
/// angle, with a subtle shadow below it.
///
/// Edge cases: negative or NaN sizes and opacities count as 0; an infinite shadow blur (or one that overflows when
/// multiplied by the line width) draws no shadow; a scale that makes the radius of one ``KnobState`` infinite leaves the
/// knob out in that state.
public struct KnobStyle: Hashable, Sendable {
    /// The knob's fill when idle.
    public var fill: RGBAColor
    /// The knob's fill while hovered.
    public var hoverFill: RGBAColor
    /// The knob's fill while pressed.
    public var pressedFill: RGBAColor
    /// The shadow's opacity when idle (hover adds a half, pressed halves it).
    public var shadowOpacity: Double
    /// How far the shadow falls below the knob, in line widths.
    public var shadowOffset: Double
    /// How soft the shadow's edge is, in line widths.
    public var shadowBlur: Double
    /// The knob's radius when hovered, relative to idle.
    public var hoverScale: Double
    /// The knob's radius when pressed, relative to idle.
    public var pressedScale: Double

    /// Creates a knob style; see the properties for the defaults.
    public init(
        fill: RGBAColor = .white, hoverFill: RGBAColor = .white, pressedFill: RGBAColor = RGBAColor(white: 0.9),
        shadowOpacity: Double = 0.3, shadowOffset: Double = 0.08, shadowBlur: Double = 0.2,
        hoverScale: Double = 1.06, pressedScale: Double = 0.94
    ) {
        self.fill = fill
        self.hoverFill = hoverFill
        self.pressedFill = pressedFill
        self.shadowOpacity = shadowOpacity
        self.shadowOffset = shadowOffset
        self.shadowBlur = shadowBlur
        self.hoverScale = hoverScale
        self.pressedScale = pressedScale
    }

    /// The default knob: white, with a soft grey shadow.
    public static let standard = KnobStyle()
}
