import CircularRender

/// The colours the scenes share.
enum DemoPalette {
    /// The window's background.
    static let background = RGBAColor(white: 0.97)
    /// The track of the knob and the range.
    static let track = RGBAColor(white: 0.87)
}
