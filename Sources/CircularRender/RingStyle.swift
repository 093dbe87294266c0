/// The look of a progress ring: the track, the progress paint, and the shadow the tip casts once the ring meets
/// itself.
///
/// Rules applied by the renderer (from the design notes on rendering):
/// - The track is the full ring (or, for a partial arc, the whole sweep with round caps), faint.
/// - The progress arc starts at the arc's start with a round cap in the paint's start colour.
/// - Below 50 % a gradient is laid over half the sweep, so small values are not squeezed; the tip colour is then the
///   start-to-end interpolation at twice the position.
/// - Past 100 % (full circles only) the ring overlaps itself: the gradient always ends at the tip and covers the
///   last turn, and the tip casts a soft shadow onto the ring beneath it, clipped to the band: offset a tenth of the
///   line width along the direction of travel, blurred over a third of it. The shadow fades in between 92 % and
///   95 %, when the tip begins to meet the start.
/// - Solid bands of ``seamBandWidths`` line widths at both ends of the gradient keep the end colour off the start
///   cap.
///
/// Edge cases: negative or NaN opacities and widths count as 0.
public struct RingStyle: Hashable, Sendable {
    /// The progress arc's colour.
    public var progress: Paint
    /// The track's colour; `nil` derives it from the paint's end colour at ``defaultTrackOpacity``.
    public var track: RGBAColor?
    /// The opacity of the tip's shadow once fully faded in (0 turns it off).
    public var tipShadowOpacity: Double
    /// The length of the solid colour bands at both ends of a gradient, in line widths along the track.
    public var seamBandWidths: Double
    /// The centre label's colour.
    public var labelColor: RGBAColor

    /// The track opacity used when ``track`` is `nil`.
    public static let defaultTrackOpacity = 0.13

    /// Creates a style; see the properties for the defaults.
    public init(
        progress: Paint, track: RGBAColor? = nil, tipShadowOpacity: Double = 0.45, seamBandWidths: Double = 1.5,
        labelColor: RGBAColor = RGBAColor(white: 0.35)
    ) {
        self.progress = progress
        self.track = track
        self.tipShadowOpacity = tipShadowOpacity
        self.seamBandWidths = seamBandWidths
        self.labelColor = labelColor
    }

    /// The track colour in use: ``track`` or the paint's end colour at ``defaultTrackOpacity``.
    public var resolvedTrackColor: RGBAColor {
        track ?? progress.endColor.withAlpha(progress.endColor.alpha * Self.defaultTrackOpacity)
    }

    /// The activity "move" ring: (0.882, 0, 0.078) to (1, 0.196, 0.529).
    public static let move = RingStyle(
        progress: .gradient(
            from: RGBAColor(red: 0.882, green: 0, blue: 0.078), to: RGBAColor(red: 1, green: 0.196, blue: 0.529)))
    /// The activity "exercise" ring: (0.216, 0.863, 0) to (0.718, 1, 0).
    public static let exercise = RingStyle(
        progress: .gradient(
            from: RGBAColor(red: 0.216, green: 0.863, blue: 0), to: RGBAColor(red: 0.718, green: 1, blue: 0)))
    /// The activity "stand" ring: (0, 0.729, 0.882) to (0, 0.980, 0.816).
    public static let stand = RingStyle(
        progress: .gradient(
            from: RGBAColor(red: 0, green: 0.729, blue: 0.882), to: RGBAColor(red: 0, green: 0.980, blue: 0.816)))
}
