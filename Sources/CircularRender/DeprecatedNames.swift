// The renderer's names from before they were named for what they are, kept so that code written against them
// still compiles (with a warning that names the new type).
//
// Edge cases: an alias is the same type as its new name, not a copy, so old and new code can pass values to each
// other.

/// The knob's interaction state (idle, hover, pressed), formerly `KnobLook`, a name that read like its appearance.
@available(*, deprecated, renamed: "KnobState")
public typealias KnobLook = KnobState

extension Renderer {
    /// A renderer for `fontFamily`, formerly with `keepingGlyphsBetweenRuns`, named before band maps were kept too.
    @available(*, deprecated, renamed: "init(fontFamily:keepingCachesBetweenRuns:warning:)")
    public convenience init(
        fontFamily: String = "DejaVu Sans", keepingGlyphsBetweenRuns: Bool,
        warning: @escaping (String) -> Void = Renderer.printWarning
    ) {
        self.init(fontFamily: fontFamily, keepingCachesBetweenRuns: keepingGlyphsBetweenRuns, warning: warning)
    }

    /// A renderer for `fontFile`, formerly with `keepingGlyphsBetweenRuns`, named before band maps were kept too.
    @available(*, deprecated, renamed: "init(fontFile:keepingCachesBetweenRuns:warning:)")
    public convenience init(
        fontFile: String, keepingGlyphsBetweenRuns: Bool, warning: @escaping (String) -> Void = Renderer.printWarning
    ) {
        self.init(fontFile: fontFile, keepingCachesBetweenRuns: keepingGlyphsBetweenRuns, warning: warning)
    }
}
