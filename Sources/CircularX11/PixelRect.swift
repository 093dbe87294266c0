/// An axis-aligned rectangle of whole device pixels, y down: the unit of damage and of exposure.
///
/// Edge cases: negative widths or heights are clamped to zero by the initialiser; an empty rectangle
/// (``isEmpty``) is the identity of ``union(_:)`` and intersects nothing.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge in pixels.
    public var x: Int
    /// Top edge in pixels.
    public var y: Int
    /// Width in pixels, never negative.
    public var width: Int
    /// Height in pixels, never negative.
    public var height: Int

    /// Creates a rectangle, clamping a negative width or height to zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// The smallest rectangle of whole pixels that covers the given bounds in floating-point pixels.
    ///
    /// Edge cases: non-finite or inverted bounds give an empty rectangle at the origin.
    public init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        let limit = Double(Int32.max)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX >= minX, maxY >= minY else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let left = Int(max(min(minX.rounded(.down), limit), -limit))
        let top = Int(max(min(minY.rounded(.down), limit), -limit))
        let right = Int(max(min(maxX.rounded(.up), limit), -limit))
        let bottom = Int(max(min(maxY.rounded(.up), limit), -limit))
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// One past the right edge.
    public var maxX: Int { x + width }
    /// One past the bottom edge.
    public var maxY: Int { y + height }
    /// True when the rectangle covers no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The smallest rectangle containing both; an empty operand is ignored.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x), top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The overlap of both, or an empty rectangle when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `"WxH+X+Y"`, as X11 geometry strings read.
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
