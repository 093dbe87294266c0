import CircularHost
import CircularRender

/// How a window of ``logicalSize`` surface pixels is shown at the scale the compositor asks for: the pure half of the
/// Wayland surface's scaling, which a test feeds the scales Debian's compositors cannot send (a preferred fractional
/// scale of 1.25 or 1.5).
///
/// - The scale is the program's fixed one, else the compositor's preferred fractional one (`wp_fractional_scale_v1`,
///   in 120ths, heeded only with a viewport to show it), else the largest integer scale of the outputs the surface is
///   on; always within the scales a panel draws at (`PanelClient.scales`).
/// - The buffer is the logical size times the scale, rounded (halves away from zero): the renderer draws at device
///   pixels, so the picture is as crisp at 1.25 as at 1.
/// - An integer scale is said with the buffer scale; a fractional one keeps buffer scale 1 and has the viewport show
///   the buffer at the logical size.
///
/// Edge cases: a preferred scale of 0 is ignored (the outputs' scale counts); an output scale below 1 counts as 1.
struct SurfaceScaling: Equatable {
    /// Device pixels a logical pixel.
    let scale: Double
    /// The buffer's size in device pixels.
    let bufferSize: PixelSize
    /// What `wl_surface.set_buffer_scale` is told.
    let bufferScale: Int32
    /// The viewport's destination, in logical pixels; nil for none (the buffer scale says it all).
    let viewportDestination: PixelSize?

    init(
        logicalSize: PixelSize, fixedScale: Double?, preferredScale120: UInt32?, outputScale: Int32, hasViewport: Bool
    ) {
        let preferred = hasViewport ? preferredScale120.flatMap { $0 > 0 ? Double($0) / 120 : nil } : nil
        let wanted = fixedScale ?? preferred ?? Double(max(outputScale, 1))
        let scales = PanelClient.scales
        scale = wanted.isFinite ? min(max(wanted, scales.lowerBound), scales.upperBound) : 1
        bufferSize = logicalSize.scaled(by: scale)
        if hasViewport, scale != scale.rounded() {
            bufferScale = 1
            viewportDestination = logicalSize
        } else {
            bufferScale = Int32(max(scale.rounded(), 1))
            viewportDestination = nil
        }
    }
}
