import CircularRender

/// What a client wants drawn again after it handled something.
///
/// Requests accumulate between two drawings: the host renders their union once per loop iteration.
///
/// Edge cases: a rectangle outside the window, or an empty one, draws nothing.
public enum RedrawRequest: Hashable, Sendable {
    /// Nothing changed on screen.
    case nothing
    /// This rectangle changed, in window pixels.
    case rect(PixelRect)
    /// Everything changed.
    case all

    /// Both requests at once: everything when either asks for it, else the rectangle that holds both.
    public func union(_ other: RedrawRequest) -> RedrawRequest {
        switch (self, other) {
        case (.all, _), (_, .all): return .all
        case (.nothing, _): return other
        case (_, .nothing): return self
        case (.rect(let a), .rect(let b)): return .rect(a.union(b))
        }
    }

    /// The rectangle to redraw within `bounds`, or nil for nothing.
    public func area(in bounds: PixelRect) -> PixelRect? {
        switch self {
        case .nothing: return nil
        case .all: return bounds.isEmpty ? nil : bounds
        case .rect(let rect):
            let clipped = rect.intersection(bounds)
            return clipped.isEmpty ? nil : clipped
        }
    }
}
