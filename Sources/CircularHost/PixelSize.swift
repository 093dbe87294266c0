import CircularRender

/// A size in whole device pixels.
///
/// Edge cases: negative components are clamped to zero by the initialiser; a zero size has no pixels
/// (``isEmpty``), and every consumer treats it as "nothing to draw".
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels, never negative.
    public var width: Int
    /// Height in pixels, never negative.
    public var height: Int

    /// Creates a size, clamping negative components to zero.
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// True when the size covers no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The rectangle at the origin with this size.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// `"WxH"`.
    public var description: String { "\(width)x\(height)" }

    /// The largest side of an X window or image, 32767 pixels: sizes are 16-bit in the protocol, and Xlib's
    /// structures hold them in signed 16-bit or int fields.
    public static let largestWindowSide = 32767

    /// The sides a window is made with: at least 1 pixel (X refuses 0), at most ``largestWindowSide``.
    public static var windowSides: ClosedRange<Int> { 1...largestWindowSide }

    /// The size with each side times `factor`, rounded (halves away from zero) and clamped into ``windowSides``: a
    /// size from logical to device pixels (a factor above 1) or back (below 1).
    ///
    /// Edge cases: a factor that is not finite and positive counts as 1; sides are clamped before they are scaled,
    /// so no product leaves the range of doubles a side can be rounded from.
    public func scaled(by factor: Double) -> PixelSize {
        let factor = factor.isFinite && factor > 0 ? factor : 1
        let sides = clamped(to: Self.windowSides)
        func side(_ value: Int) -> Int {
            Int(min(max((Double(value) * factor).rounded(), 1), Double(Self.largestWindowSide)))
        }
        return PixelSize(width: side(sides.width), height: side(sides.height))
    }

    /// The size with each side clamped into `sides`.
    public func clamped(to sides: ClosedRange<Int>) -> PixelSize {
        PixelSize(
            width: min(max(width, sides.lowerBound), sides.upperBound),
            height: min(max(height, sides.lowerBound), sides.upperBound))
    }
}
