/// A rectangle in whole pixels, y down: a node's extents in its window, or a window's on the screen.
///
/// Edge cases: a negative width or height is kept as given (AT-SPI2 passes it on); ``contains(x:y:)`` is then false
/// everywhere.
public struct AccessibleRect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle at (`x`, `y`) of `width` by `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest whole-pixel rectangle around the square of half-side `radius` centred at (`centerX`,
    /// `centerY`): a ring's bounds. Non-finite input gives an empty rectangle at the origin.
    public init(centerX: Double, centerY: Double, radius: Double) {
        let values = [centerX - radius, centerY - radius, centerX + radius, centerY + radius]
        guard values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }), radius >= 0 else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let left = Int(values[0].rounded(.down))
        let top = Int(values[1].rounded(.down))
        self.init(
            x: left, y: top, width: Int(values[2].rounded(.up)) - left, height: Int(values[3].rounded(.up)) - top)
    }

    /// Whether the pixel (`x`, `y`) is inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && y >= self.y && x < self.x + width && y < self.y + height
    }

    /// The rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Int, dy: Int) -> AccessibleRect {
        AccessibleRect(x: x &+ dx, y: y &+ dy, width: width, height: height)
    }
}
