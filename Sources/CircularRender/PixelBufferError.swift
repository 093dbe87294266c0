/// Why a ``PixelBuffer`` could not be created over a piece of memory.
public enum PixelBufferError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The width or height is not more than 0.
    case emptySize(width: Int, height: Int)
    /// A row holds fewer bytes than `width * 4`.
    case strideTooSmall(bytesPerRow: Int, width: Int)
    /// The base address or the stride is not a multiple of 4 bytes, so 32-bit pixels would be misaligned.
    case misaligned
    /// `height * bytesPerRow` does not fit in an `Int`.
    case tooLarge

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .emptySize(let width, let height): "pixel buffer of \(width)x\(height) pixels has no pixels"
        case .strideTooSmall(let bytesPerRow, let width):
            "stride of \(bytesPerRow) bytes is less than \(width) pixels of 4 bytes"
        case .misaligned: "pixel buffer base address and stride must be multiples of 4 bytes"
        case .tooLarge: "pixel buffer is larger than the address space"
        }
    }
}
