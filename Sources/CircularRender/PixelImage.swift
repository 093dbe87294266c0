/// A premultiplied ARGB32 image that owns its pixels: what tests compare and what ``PNG`` reads and writes.
///
/// Hosts that own their memory use ``PixelBuffer`` directly; `PixelImage` is the convenient owner for tests, the
/// demo's screenshot and the benchmark.
///
/// Edge cases: a width or height below 1 is refused by ``init(width:height:fill:)`` with ``PixelBufferError``.
public struct PixelImage: Hashable, Sendable {
    /// The number of pixels in a row.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The pixels, row after row without padding (the stride is `width * 4` bytes).
    public var pixels: [UInt32]

    /// Creates an image filled with one premultiplied ARGB value (transparent black by default).
    ///
    /// - Throws: ``PixelBufferError/emptySize(width:height:)`` for an empty size, ``PixelBufferError/tooLarge`` when
    ///   the pixel count overflows.
    public init(width: Int, height: Int, fill: UInt32 = 0) throws(PixelBufferError) {
        guard width > 0, height > 0 else { throw .emptySize(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count < Int.max / 4 else { throw .tooLarge }
        self.width = width
        self.height = height
        self.pixels = Array(repeating: fill, count: count)
    }

    /// Creates an image from existing pixels, row after row.
    ///
    /// - Throws: ``PixelBufferError/emptySize(width:height:)`` when the size is empty or does not match the count.
    public init(width: Int, height: Int, pixels: [UInt32]) throws(PixelBufferError) {
        guard width > 0, height > 0, !width.multipliedReportingOverflow(by: height).overflow,
            width * height == pixels.count
        else { throw .emptySize(width: width, height: height) }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied ARGB value at a pixel, or `nil` outside the image.
    public subscript(column: Int, row: Int) -> UInt32? {
        guard column >= 0, column < width, row >= 0, row < height else { return nil }
        return pixels[row * width + column]
    }

    /// Runs `body` with a ``PixelBuffer`` over this image's pixels, for the renderer to draw into.
    ///
    /// The buffer is valid only inside `body`.
    public mutating func withPixelBuffer<Result>(_ body: (PixelBuffer) throws -> Result) rethrows -> Result {
        let width = self.width
        let height = self.height
        return try pixels.withUnsafeMutableBytes { bytes in
            // The size was validated at creation and the array is not empty, so the description is always valid.
            let buffer = try! PixelBuffer(
                baseAddress: bytes.baseAddress!, width: width, height: height, bytesPerRow: width * 4)
            return try body(buffer)
        }
    }
}
