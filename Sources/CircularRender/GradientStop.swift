/// One colour stop of a gradient: a colour at a location along the gradient, 0 at its start and 1 at its end.
public struct GradientStop: Hashable, Sendable {
    /// Where the stop sits, 0 ... 1 along the gradient.
    public var location: Double
    /// The colour at the stop.
    public var color: RGBAColor

    /// Creates a stop.
    @inlinable
    public init(location: Double, color: RGBAColor) {
        self.location = location
        self.color = color
    }
}
