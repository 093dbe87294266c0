/// A rectangle of whole pixels: the columns `x ..< x + width` of the rows `y ..< y + height`.
///
/// The renderer reports damage as a `PixelRect` and redraws only such a rectangle, so a host pushes exactly those
/// pixels to the screen.
///
/// Edge cases:
/// - A rectangle with a width or height of 0 or less is empty; ``isEmpty`` tells, every empty rectangle compares
///   equal to ``empty`` after ``standardized``, and unions ignore empty operands.
/// - Coordinates may be negative or lie beyond a buffer; ``intersection(_:)`` with the buffer's bounds clips them.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The topmost row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle from its origin and size.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates the rectangle spanning the columns `minX ..< maxX` and the rows `minY ..< maxY`.
    ///
    /// Edge cases: `maxX <= minX` or `maxY <= minY` gives an empty rectangle.
    @inlinable
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The empty rectangle at the origin.
    public static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// True when the rectangle holds no pixel.
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// One past the rightmost column.
    @inlinable public var maxX: Int { x + width }
    /// One past the bottom row.
    @inlinable public var maxY: Int { y + height }
    /// The number of pixels inside (0 when empty).
    @inlinable public var area: Int { isEmpty ? 0 : width * height }

    /// The same rectangle, or ``empty`` when it holds no pixel.
    @inlinable public var standardized: PixelRect { isEmpty ? .empty : self }

    /// The pixels inside both rectangles.
    ///
    /// Edge cases: disjoint or empty operands give ``empty``.
    @inlinable
    public func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(
            minX: Swift.max(x, other.x), minY: Swift.max(y, other.y),
            maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY)
        ).standardized
    }

    /// The smallest rectangle holding both.
    ///
    /// Edge cases: an empty operand is ignored; two empty operands give ``empty``.
    @inlinable
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other.standardized }
        if other.isEmpty { return self }
        return PixelRect(
            minX: Swift.min(x, other.x), minY: Swift.min(y, other.y),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// True when the pixel at column `column`, row `row` lies inside.
    @inlinable
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// True when every pixel of `other` lies inside (an empty `other` is always contained).
    @inlinable
    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// The smallest rectangle of whole pixels that covers the real-valued box `minX ... maxX`, `minY ... maxY`.
    ///
    /// Edge cases: a NaN or infinite bound, or a box of negative size, gives ``empty``; bounds are clamped to
    /// ±2^30 so the integer conversion cannot trap.
    @inlinable
    public static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, minX <= maxX, minY <= maxY else {
            return .empty
        }
        let limit = Double(1 << 30)
        func clamp(_ value: Double) -> Int { Int(Swift.min(Swift.max(value, -limit), limit)) }
        return PixelRect(
            minX: clamp(minX.rounded(.down)), minY: clamp(minY.rounded(.down)),
            maxX: clamp(maxX.rounded(.up)), maxY: clamp(maxY.rounded(.up))
        ).standardized
    }

    /// `(x, y, width x height)`.
    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
