import CircularRender

/// What a client wants drawn again after it handled something.
///
/// Requests accumulate between two drawings: the host renders their union once per loop iteration, rectangle by
/// rectangle.
///
/// Edge cases: a region outside the window, or an empty one, draws nothing.
public enum RedrawRequest: Hashable, Sendable {
    /// Nothing changed on screen.
    case nothing
    /// These pixels changed, in window pixels.
    case region(PixelRegion)
    /// Everything changed.
    case all

    /// The pixels of `rect`.
    public static func rect(_ rect: PixelRect) -> RedrawRequest { .region(PixelRegion(rect)) }

    /// Both requests at once: everything when either asks for it, else the pixels of both.
    public func union(_ other: RedrawRequest) -> RedrawRequest {
        switch (self, other) {
        case (.all, _), (_, .all): return .all
        case (.nothing, _): return other
        case (_, .nothing): return self
        case (.region(var pixels), .region(let more)):
            pixels.formUnion(more)
            return .region(pixels)
        }
    }

    /// The pixels to redraw within `bounds`, or nil for nothing.
    public func region(in bounds: PixelRect) -> PixelRegion? {
        let pixels: PixelRegion
        switch self {
        case .nothing: return nil
        case .all: pixels = PixelRegion(bounds)
        case .region(let region): pixels = region.intersection(bounds)
        }
        return pixels.isEmpty ? nil : pixels
    }

    /// Adds the pixels to redraw within `bounds` to a host's `pending` damage (nil: none yet), which keeps it as is
    /// for nothing.
    public func add(to pending: inout PixelRegion?, within bounds: PixelRect) {
        guard let region = region(in: bounds) else { return }
        if pending == nil { pending = region } else { pending?.formUnion(region) }
    }
}
