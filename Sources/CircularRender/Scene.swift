/// Everything one frame shows: a background and controls drawn in order, later ones on top.
///
/// Edge cases: an empty scene draws only the background; controls that are not drawable (see
/// ``Control/isDrawable``) are skipped.
public struct Scene: Hashable, Sendable {
    /// The colour every redrawn pixel starts from (opaque white by default; ``RGBAColor/clear`` for a transparent
    /// buffer).
    public var background: RGBAColor
    /// The controls, bottom to top.
    public var controls: [Control]

    /// Creates a scene.
    public init(background: RGBAColor = .white, controls: [Control] = []) {
        self.background = background
        self.controls = controls
    }
}
