/// Why a PNG file could not be read or written.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libpng refused; `message` is its explanation.
    case libpng(path: String, message: String)
    /// The file's size is not usable.
    case invalidSize(path: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .libpng(let path, let message): "PNG \(path): \(message)"
        case .invalidSize(let path): "PNG \(path): unusable image size"
        }
    }
}
