/// Why a label font could not be loaded.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// fontconfig could not be initialised.
    case fontconfigUnavailable
    /// fontconfig found no font file for the family.
    case noMatch(family: String)
    /// FreeType could not be initialised or could not open the file; `code` is FreeType's error number.
    case freeType(path: String, code: Int32)
    /// FreeType's or fontconfig's library could not be loaded (they are loaded when the font is first needed).
    case libraryMissing(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .fontconfigUnavailable: "fontconfig could not be initialised"
        case .noMatch(let family): "no font found for \"\(family)\""
        case .freeType(let path, let code): "FreeType could not open \"\(path)\" (error \(code))"
        case .libraryMissing(let reason): reason
        }
    }
}
