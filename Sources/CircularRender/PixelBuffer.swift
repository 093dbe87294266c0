/// A view of pixel memory the caller owns: premultiplied 32-bit ARGB in native byte order.
///
/// Each pixel is one `UInt32`: alpha in bits 24-31, red 16-23, green 8-15, blue 0-7, each colour already multiplied
/// by alpha. This is cairo's `CAIRO_FORMAT_ARGB32` and the layout of a 24/32-bit TrueColor X visual, so hosts can
/// hand their own surface's memory to the renderer without conversion. Rows are `bytesPerRow` apart; the bytes
/// between the last pixel of a row and the next row are never touched.
///
/// The buffer does not own or retain its memory: the caller keeps it alive and writable while the renderer draws.
///
/// Edge cases: the initializer refuses (with ``PixelBufferError``) an empty size, a stride shorter than a row, a
/// misaligned base or stride, or a size that overflows; the renderer never writes outside
/// `height * bytesPerRow` bytes from the base.
public struct PixelBuffer {
    /// The first byte of the first row.
    public let baseAddress: UnsafeMutableRawPointer
    /// The number of pixels in a row.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The distance in bytes from the start of one row to the start of the next.
    public let bytesPerRow: Int

    /// Wraps caller memory as a pixel buffer.
    ///
    /// - Throws: ``PixelBufferError`` when the description cannot be drawn into safely.
    public init(baseAddress: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int)
        throws(PixelBufferError)
    {
        guard width > 0, height > 0 else { throw .emptySize(width: width, height: height) }
        let (rowBytes, rowOverflow) = width.multipliedReportingOverflow(by: 4)
        guard !rowOverflow else { throw .tooLarge }
        guard bytesPerRow >= rowBytes else { throw .strideTooSmall(bytesPerRow: bytesPerRow, width: width) }
        guard Int(bitPattern: baseAddress) % 4 == 0, bytesPerRow % 4 == 0 else { throw .misaligned }
        guard !height.multipliedReportingOverflow(by: bytesPerRow).overflow else { throw .tooLarge }
        self.baseAddress = baseAddress
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }

    /// The whole buffer as a rectangle at the origin.
    @inlinable
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixels of row `row`, starting at column 0.
    ///
    /// Edge cases: the row must lie in `0 ..< height`; callers in this module clip first.
    @inlinable
    func row(_ row: Int) -> UnsafeMutablePointer<UInt32> {
        (baseAddress + row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
    }

    /// Copies the pixels of `rect` from `source` into the same place of this buffer (a host bringing one of its
    /// buffers up to date from another).
    ///
    /// Edge cases: `rect` is clipped to both buffers; nothing is copied where it lies outside either.
    public func copy(_ rect: PixelRect, from source: PixelBuffer) {
        let area = rect.intersection(bounds).intersection(source.bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            row(y).advanced(by: area.x).update(from: source.row(y).advanced(by: area.x), count: area.width)
        }
    }

    /// The premultiplied ARGB value of one pixel, or `nil` outside the buffer.
    public func pixel(column: Int, row: Int) -> UInt32? {
        guard bounds.contains(column: column, row: row) else { return nil }
        return self.row(row)[column]
    }

    /// Fills `rect` (clipped to the buffer) with one premultiplied ARGB value.
    ///
    /// Edge cases: an empty or disjoint rectangle writes nothing.
    public func fill(_ rect: PixelRect, with value: UInt32) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        for y in clipped.y..<clipped.maxY {
            (row(y) + clipped.x).update(repeating: value, count: clipped.width)
        }
    }
}
