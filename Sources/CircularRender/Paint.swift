/// How a progress arc is coloured: one solid colour, or a conic gradient that follows the arc.
///
/// A conic gradient runs along the arc from its start (location 0) to its tip (location 1), with the rules of
/// ``RingStyle``: laid over half the sweep below 50 %, ending at the tip past 100 %, with solid bands at both ends.
///
/// Edge cases: a gradient with no stops paints opaque black; one stop paints that colour; stops are sorted by
/// location and locations are clamped to 0 ... 1; NaN locations are dropped.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(RGBAColor)
    /// A gradient along the arc through two or more stops.
    case conicGradient([GradientStop])

    /// A two-stop gradient from `start` to `end`.
    @inlinable
    public static func gradient(from start: RGBAColor, to end: RGBAColor) -> Paint {
        .conicGradient([GradientStop(location: 0, color: start), GradientStop(location: 1, color: end)])
    }

    /// The stops, sorted and cleaned (a solid colour is one stop at 0).
    public var stops: [GradientStop] {
        switch self {
        case .solid(let color):
            return [GradientStop(location: 0, color: color)]
        case .conicGradient(let stops):
            let cleaned = stops.filter { !$0.location.isNaN }
                .map { GradientStop(location: min(max($0.location, 0), 1), color: $0.color) }
                .sorted { $0.location < $1.location }
            return cleaned.isEmpty ? [GradientStop(location: 0, color: .black)] : cleaned
        }
    }

    /// The colour at the start of the paint (location 0).
    public var startColor: RGBAColor { stops[0].color }
    /// The colour at the end of the paint (location 1).
    public var endColor: RGBAColor { stops[stops.count - 1].color }

    /// The colour at a location along the paint, interpolated between the surrounding stops.
    ///
    /// Edge cases: locations before the first stop give its colour, after the last the last colour; NaN gives the
    /// start colour.
    public func color(at location: Double) -> RGBAColor {
        Self.color(in: stops, at: location)
    }

    /// The interpolation over already cleaned stops (see ``stops``).
    static func color(in stops: [GradientStop], at location: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .black }
        guard !location.isNaN, location > first.location else { return first.color }
        guard location < last.location else { return last.color }
        var index = 1
        while index < stops.count - 1, stops[index].location <= location { index += 1 }
        let lower = stops[index - 1]
        let upper = stops[index]
        let span = upper.location - lower.location
        return span > 0
            ? lower.color.interpolated(to: upper.color, fraction: (location - lower.location) / span) : upper.color
    }
}
