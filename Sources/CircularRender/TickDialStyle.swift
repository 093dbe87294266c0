/// The look of a tick dial: `tickCount` annular-sector ticks around the arc, coloured by a hue ramp up to the value
/// and a neutral grey beyond it.
///
/// On a full circle the ticks sit at positions `i / tickCount`; on a partial arc at `i / (tickCount - 1)`, so both
/// ends carry a tick. A tick is lit when its position is at most the control's position; its hue is
/// `startHue + (endHue - startHue) * tickPosition` at full saturation and brightness.
///
/// Edge cases: a tick count below 1 draws no ticks, above ``maximumTickCount`` that many; a tick fraction is clamped to 0 ... 1 (0 draws nothing, 1 joins
/// the ticks into a ring).
public struct TickDialStyle: Hashable, Sendable {
    /// How many ticks (90 by default).
    public var tickCount: Int
    /// The share of each tick's slot the tick fills, along the arc (0.4 by default).
    public var tickFraction: Double
    /// The hue of the first tick, 0 ... 1 (0.33, green, by default).
    public var startHue: Double
    /// The hue a tick at position 1 would have (0.66, blue, by default).
    public var endHue: Double
    /// The colour of ticks beyond the value.
    public var unlitColor: RGBAColor
    /// The centre label's colour.
    public var labelColor: RGBAColor

    /// Creates a style; see the properties for the defaults.
    public init(
        tickCount: Int = 90, tickFraction: Double = 0.4, startHue: Double = 0.33, endHue: Double = 0.66,
        unlitColor: RGBAColor = RGBAColor(white: 0.78), labelColor: RGBAColor = RGBAColor(white: 0.35)
    ) {
        self.tickCount = tickCount
        self.tickFraction = tickFraction
        self.startHue = startHue
        self.endHue = endHue
        self.unlitColor = unlitColor
        self.labelColor = labelColor
    }

    /// The most ticks drawn (a tick is then under a pixel wide on any screen-sized dial).
    public static let maximumTickCount = 10_000

    /// The colour of a lit tick at `position` (0 ... 1 along the arc).
    public func litColor(atPosition position: Double) -> RGBAColor {
        RGBAColor(hue: startHue + (endHue - startHue) * position, saturation: 1, brightness: 1)
    }
}
