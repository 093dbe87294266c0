import CircularRender
import Glibc

/// Pixel memory the host owns and clients render into: premultiplied ARGB32, tightly packed rows.
///
/// A class because it owns an allocation: copies would have to share or duplicate it. It grows when the window
/// grows and keeps its capacity when the window shrinks, so a resize drag does not allocate on every step.
///
/// Edge cases: a zero size gives no ``view``; a size whose allocation fails leaves the buffer at its previous
/// size and ``resize(to:)`` returns false.
public final class FrameBuffer {
    private var storage: UnsafeMutableRawPointer?
    private var capacityInBytes = 0
    /// The current size in pixels.
    public private(set) var size = PixelSize(width: 0, height: 0)

    /// Creates a buffer of the given size.
    ///
    /// Edge cases: throws ``X11HostError/outOfMemory(width:height:)`` when the memory cannot be had.
    public init(size: PixelSize) throws {
        guard resize(to: size) else { throw X11HostError.outOfMemory(width: size.width, height: size.height) }
    }

    deinit { free(storage) }

    /// Changes the size, growing the allocation when needed. The contents are undefined afterwards.
    ///
    /// Edge cases: returns false and changes nothing when the allocation fails or the byte count overflows.
    @discardableResult
    public func resize(to newSize: PixelSize) -> Bool {
        let (rowBytes, overflowA) = newSize.width.multipliedReportingOverflow(by: 4)
        let (needed, overflowB) = rowBytes.multipliedReportingOverflow(by: newSize.height)
        guard !overflowA, !overflowB else { return false }
        if needed > capacityInBytes {
            guard let grown = malloc(needed) else { return false }
            free(storage)
            storage = grown
            capacityInBytes = needed
        }
        size = newSize
        return true
    }

    /// The pixels at the current size, as the renderer's `PixelBuffer` (rows tightly packed), or nil when the size
    /// is zero.
    public var view: PixelBuffer? {
        guard let storage, !size.isEmpty else { return nil }
        return try? PixelBuffer(
            baseAddress: storage, width: size.width, height: size.height, bytesPerRow: size.width * 4)
    }
}
