import CircularControl
import CircularRender
import Testing

/// The rules of the looks, checked at chosen pixels of the reference scenes.
@Suite struct LooksTests {
    private func render(_ scene: Scene, size: Int = 128) throws -> PixelImage {
        var image = try PixelImage(width: size, height: size)
        image.withPixelBuffer { buffer in _ = Renderer().render(scene, into: buffer) }
        return image
    }

    /// The pixel on the middle of the single ring's track (radius 48 around (64, 64)) at a clock angle.
    private func pixel(_ image: PixelImage, atClockAngle angle: Double, radius: Double = 48) -> RGBAColor {
        let point = ClockAngle.point(at: Turns(angle), radius: radius, around: Point(x: 64, y: 64))
        return RGBAColor(premultipliedARGB: image[Int(point.x), Int(point.y)]!)
    }

    private func distance(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
    }

    private var start: RGBAColor { ReferenceScenes.purple.progress.startColor }
    private var end: RGBAColor { ReferenceScenes.purple.progress.endColor }

    @Test func belowHalfTheTipTakesTheColourAtTwiceThePosition() throws {
        let image = try render(ReferenceScenes.singleRing(0.25, labelled: false))
        let tip = pixel(image, atClockAngle: 0.25)
        #expect(distance(tip, ReferenceScenes.purple.progress.color(at: 0.5)) < 3.0 / 255)
        #expect(
            distance(pixel(image, atClockAngle: 0.5), ReferenceScenes.purple.resolvedTrackColor.compositedOnWhite) < 3.0
                / 255)
    }

    @Test func pastOneTurnTheGradientEndsAtTheTipAndTheTipCastsAShadow() throws {
        let image = try render(ReferenceScenes.singleRing(1.25, labelled: false))
        // Just behind the tip: the end colour.
        #expect(distance(pixel(image, atClockAngle: 0.24), end) < 4.0 / 255)
        // Well ahead of the tip, beyond the shadow: the start colour of the last turn.
        let clear = pixel(image, atClockAngle: 0.25 + 0.1)
        #expect(distance(clear, start) < 4.0 / 255)
        // Just beyond the tip's cap, on the ring beneath: darker than the same colour unshadowed.
        let shadowed = pixel(image, atClockAngle: 0.25 + 0.035)
        #expect(shadowed.red + shadowed.green + shadowed.blue < clear.red + clear.green + clear.blue - 0.1)
    }

    @Test func theStartCapKeepsTheStartColourNearAFullTurn() throws {
        let image = try render(ReferenceScenes.singleRing(0.9, labelled: false))
        // Just before 12 o'clock, inside the start's round cap.
        #expect(distance(pixel(image, atClockAngle: 0.995), start) < 4.0 / 255)
        // Just after 12 o'clock, the first band of the gradient is solid too.
        #expect(distance(pixel(image, atClockAngle: 0.01), start) < 4.0 / 255)
    }

    @Test func counterClockwiseIsTheMirrorImage() throws {
        let clockwise = try render(ReferenceScenes.singleRing(0.6, labelled: false))
        let counter = try render(
            ReferenceScenes.singleRing(0.6, arc: Arc(direction: .counterClockwise), labelled: false))
        var worst = 0
        for y in 0..<128 {
            for x in 0..<128 {
                let a = clockwise[x, y]!
                let b = counter[127 - x, y]!
                for shift: UInt32 in [0, 8, 16, 24] {
                    worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
            }
        }
        #expect(worst <= 2, "largest difference \(worst)")
    }

    @Test func partialArcsLeaveTheGapEmpty() throws {
        let image = try render(
            ReferenceScenes.singleRing(0.6, arc: Arc(start: .degrees(-135), sweep: .degrees(270)), labelled: false))
        #expect(image[64, 112] == RGBAColor.white.premultipliedARGB)
        #expect(pixel(image, atClockAngle: 0.75) != RGBAColor.white)
    }

    @Test func ticksAreLitUpToTheValueAndGreyBeyond() throws {
        let style = TickDialStyle(tickCount: 12)
        let geometry = RingGeometry(center: Point(x: 64, y: 64), radius: 48, lineWidth: 16)
        let image = try render(
            Scene(controls: [Control(geometry: geometry, position: 0.7, appearance: .tickDial(style))]))
        // Tick 6 (position 0.5) is lit, tick 9 (position 0.75) is grey, between ticks lies the background.
        #expect(distance(pixel(image, atClockAngle: 0.5), style.litColor(atPosition: 0.5)) < 3.0 / 255)
        #expect(distance(pixel(image, atClockAngle: 0.75), style.unlitColor) < 3.0 / 255)
        #expect(distance(pixel(image, atClockAngle: 0.5 + 1.0 / 24), .white) < 3.0 / 255)
    }

    @Test func pressedAndHoverKnobsDiffer() throws {
        let idle = try render(ReferenceScenes.singleRing(0.6, knob: .idle, labelled: false))
        let pressed = try render(ReferenceScenes.singleRing(0.6, knob: .pressed, labelled: false))
        let hover = try render(ReferenceScenes.singleRing(0.6, knob: .hover, labelled: false))
        #expect(idle != pressed)
        #expect(idle != hover)
        #expect(pressed != hover)
        // The knob sits at the value's clock angle, on top of the arc.
        #expect(distance(pixel(pressed, atClockAngle: 0.6), KnobStyle.standard.pressedFill) < 2.0 / 255)
    }
}

extension RGBAColor {
    /// The colour seen when this colour is composited over opaque white.
    var compositedOnWhite: RGBAColor {
        RGBAColor(red: red * alpha + 1 - alpha, green: green * alpha + 1 - alpha, blue: blue * alpha + 1 - alpha)
    }
}
