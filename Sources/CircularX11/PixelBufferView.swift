/// A caller-owned block of premultiplied ARGB32 pixels: one native-endian `UInt32` per pixel, alpha in the top
/// byte, rows `bytesPerRow` apart. This is the layout renderers draw into and the presenter pushes to the window.
///
/// The view does not own its memory: whoever created it keeps the memory alive while the view is used.
///
/// Edge cases: a view whose `bytesPerRow` is smaller than `width * 4`, or with a zero or negative size, is
/// ``isValid`` false, and the presenter and host ignore it instead of reading out of bounds.
public struct PixelBufferView: @unchecked Sendable {
    /// The first byte of the top row.
    public var baseAddress: UnsafeMutableRawPointer
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Distance between the starts of two rows, in bytes.
    public var bytesPerRow: Int

    /// Describes pixels that already exist at `baseAddress`.
    public init(baseAddress: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.baseAddress = baseAddress
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }

    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// True when the description is self-consistent: a positive size and rows at least `width * 4` bytes apart.
    public var isValid: Bool { width > 0 && height > 0 && bytesPerRow >= width * 4 }

    /// The pixel at column `x` of row `y`, or nil outside the view.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard isValid, x >= 0, y >= 0, x < width, y < height else { return nil }
        return baseAddress.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }

    /// Fills the part of `rect` inside the view with one premultiplied ARGB32 colour.
    public func fill(_ rect: PixelRect, with color: UInt32) {
        guard isValid else { return }
        let area = rect.intersection(size.bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            let start = (baseAddress + row * bytesPerRow + area.x * 4).bindMemory(to: UInt32.self, capacity: area.width)
            start.update(repeating: color, count: area.width)
        }
    }
}
