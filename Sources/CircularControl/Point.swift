/// A point or offset in screen coordinates: pixels, x to the right, y down, as every Linux toolkit reports them.
///
/// Edge cases:
/// - Nothing stops a `Point` from holding NaN or an infinity; `isFinite` tells, and every model entry point checks it
///   and ignores a non-finite point without changing state.
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate in pixels, growing to the right.
    public var x: Double
    /// Vertical coordinate in pixels, growing downwards.
    public var y: Double

    /// Creates a point from its two coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean length of this point taken as an offset from the origin.
    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The distance between two points.
    @inlinable
    public func distance(to other: Point) -> Double { (other - self).length }

    /// The component-wise sum.
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

    /// The component-wise difference.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// Both coordinates scaled by a factor.
    @inlinable
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }

    /// The shortest distance from this point to the segment from `a` to `b` (to `a` when the segment is a point).
    @inlinable
    public func distance(toSegmentFrom a: Point, to b: Point) -> Double {
        let segment = b - a
        let lengthSquared = segment.x * segment.x + segment.y * segment.y
        guard lengthSquared > 0 else { return distance(to: a) }
        let offset = self - a
        let along = min(max((offset.x * segment.x + offset.y * segment.y) / lengthSquared, 0), 1)
        return distance(to: a + segment * along)
    }
}
