import CircularControl
import CircularRender
import Testing

/// A `KnobStyle` takes any doubles; the extremes draw something sensible and never trap.
@Suite struct KnobStyleExtremesTests {
    private let size = 64
    private let geometry = RingGeometry(center: Point(x: 32, y: 32), radius: 20, lineWidth: 6)

    private func render(_ control: Control) throws -> PixelImage {
        var image = try PixelImage(width: size, height: size)
        image.withPixelBuffer { buffer in _ = Renderer().render(Scene(controls: [control]), into: buffer) }
        return image
    }

    @Test(
        "An infinite shadow blur draws the knob without a shadow (the shadow's edge gave NaN coverage and its conversion trapped)",
        arguments: [Double.infinity, .greatestFiniteMagnitude])
    func infiniteShadowBlurDrawsNoShadow(blur: Double) throws {
        let control = Control(
            geometry: geometry, position: 0.25, appearance: .ring(RingStyle(progress: .solid(.black))),
            knob: .idle, knobStyle: KnobStyle(fill: .white, shadowBlur: blur))
        let image = try render(control)
        // The knob sits at 3 o'clock; its centre is the opaque fill, and far from it there is no shadow.
        #expect(image.pixels[32 * size + 52] == RGBAColor.white.premultipliedARGB)
        #expect(image.pixels[2 * size + 2] == RGBAColor.white.premultipliedARGB)
    }

    @Test(
        "A pressed knob far larger than any buffer covers it with its fill (its occluder's columns overflowed the integer conversion)",
        arguments: [1e150, 1e300, Double.greatestFiniteMagnitude])
    func hugePressedKnobCoversTheBuffer(scale: Double) throws {
        let fill = RGBAColor(red: 0.2, green: 0.4, blue: 0.6)
        let style = KnobStyle(pressedFill: fill, pressedScale: scale)
        let control = Control(
            geometry: geometry, position: 0.5, appearance: .ring(RingStyle(progress: .solid(.black))),
            knob: .pressed, knobStyle: style)
        let image = try render(control)
        let knobRadius = geometry.knobRadius * scale
        if knobRadius.isFinite {
            #expect(image.pixels.allSatisfy { $0 == fill.premultipliedARGB })
        } else {
            // A knob of infinite radius is not drawn, and hides nothing: the ring is there.
            #expect(image.pixels.contains { $0 != RGBAColor.white.premultipliedARGB })
            #expect(!image.pixels.contains(fill.premultipliedARGB))
        }
    }
}
