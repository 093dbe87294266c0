import CircularControl
import CircularHost
import CircularRender
import Testing

@testable import CircularWayland

/// The scales Debian's compositors cannot send (a preferred fractional scale, wp_fractional_scale_v1), fed to the
/// surface's scaling: the buffer's size, the buffer scale and the viewport's destination, and the renderer's picture
/// at that scale, drawn at device pixels.
@Suite struct SurfaceScalingTests {
    static let logical = PixelSize(width: 320, height: 240)

    @Test(arguments: [
        (UInt32(150), 1.25, PixelSize(width: 400, height: 300)), (180, 1.5, PixelSize(width: 480, height: 360)),
    ])
    func aPreferredFractionalScaleDrawsAtDevicePixelsThroughTheViewport(
        preferred: UInt32, scale: Double, buffer: PixelSize
    ) {
        let scaling = SurfaceScaling(
            logicalSize: Self.logical, fixedScale: nil, preferredScale120: preferred, outputScale: 1, hasViewport: true)
        #expect(scaling.scale == scale)
        #expect(scaling.bufferSize == buffer)
        #expect(scaling.bufferScale == 1)
        #expect(scaling.viewportDestination == Self.logical)
    }

    @Test func anIntegerScaleIsTheBufferScaleWithoutAViewport() {
        for preferred: UInt32? in [240, nil] {
            let scaling = SurfaceScaling(
                logicalSize: Self.logical, fixedScale: nil, preferredScale120: preferred, outputScale: 2,
                hasViewport: true)
            #expect(scaling.scale == 2)
            #expect(scaling.bufferSize == PixelSize(width: 640, height: 480))
            #expect(scaling.bufferScale == 2)
            #expect(scaling.viewportDestination == nil)
        }
    }

    @Test func withoutAViewportAPreferredScaleIsNotHeededAndNonsenseIsClamped() {
        let unviewed = SurfaceScaling(
            logicalSize: Self.logical, fixedScale: nil, preferredScale120: 150, outputScale: 1, hasViewport: false)
        #expect(unviewed.scale == 1)
        #expect(unviewed.bufferSize == Self.logical)
        let zero = SurfaceScaling(
            logicalSize: Self.logical, fixedScale: nil, preferredScale120: 0, outputScale: 0, hasViewport: true)
        #expect(zero.scale == 1)
        for fixed in [Double.nan, .infinity, 1e308, -3] {
            let scaling = SurfaceScaling(
                logicalSize: Self.logical, fixedScale: fixed, preferredScale120: nil, outputScale: 1, hasViewport: true)
            #expect(PanelClient.scales.contains(scaling.scale))
            #expect(scaling.bufferSize.width >= 1 && scaling.bufferSize.width <= 32767)
        }
    }

    /// A knob window at 1.25 and 1.5 is drawn at device pixels: its buffer is what the same knob window drawn at scale
    /// 1 at the buffer's size shows, pixel for pixel (a picture drawn at the logical size and stretched would not be).
    @Test(arguments: [UInt32(150), 180])
    func theRenderersPictureAtAFractionalScaleIsCrisp(preferred: UInt32) throws {
        let logical = PixelSize(width: 240, height: 240)
        let scaling = SurfaceScaling(
            logicalSize: logical, fixedScale: nil, preferredScale120: preferred, outputScale: 1, hasViewport: true)
        func picture(size: PixelSize, scale: Double) throws -> [UInt32] {
            var client = PanelClient(controls: [try .knob("Gain", value: 0.3)])
            client.layout(size: size, scale: scale)
            var memory = [UInt32](repeating: 0, count: size.width * size.height)
            try memory.withUnsafeMutableBytes { bytes in
                let pixels = try PixelBuffer(
                    baseAddress: bytes.baseAddress!, width: size.width, height: size.height,
                    bytesPerRow: size.width * 4)
                client.render(into: pixels, damage: PixelRegion(size.bounds))
            }
            return memory
        }
        let scaled = try picture(size: scaling.bufferSize, scale: scaling.scale)
        let reference = try picture(size: scaling.bufferSize, scale: 1)
        let differing = zip(scaled, reference).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(scaled.count) pixels differ at scale \(scaling.scale)")
    }
}
