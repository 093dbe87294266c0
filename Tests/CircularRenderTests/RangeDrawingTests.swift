import CircularControl
import Testing

@testable import CircularRender

/// A range control drawn natively: one track, the selection between its two knobs, and two knobs with looks of
/// their own.
@Suite struct RangeDrawingTests {
    static let size = 160
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
    let geometry = RingGeometry(center: Point(x: 80, y: 80), radius: 60, lineWidth: 14)

    /// A range from `lower` to `upper` on a full clockwise circle: red selection, grey track, white background.
    func scene(
        lower: Double, upper: Double, lowerKnob: KnobState? = .idle, upperKnob: KnobState? = .idle,
        label: CenterLabel = .none
    ) -> Scene {
        let style = RingStyle(progress: .solid(Self.red), track: Self.grey)
        return Scene(controls: [
            Control(
                geometry: geometry, position: upper, appearance: .ring(style), knob: upperKnob,
                label: label, rangeStart: RangeStart(position: lower, knob: lowerKnob))
        ])
    }

    func render(_ scene: Scene) throws -> PixelImage {
        var image = try PixelImage(width: Self.size, height: Self.size)
        image.withPixelBuffer { buffer in _ = Renderer(warning: { _ in }).render(scene, into: buffer) }
        return image
    }

    /// The pixel in the middle of the band at `degrees` clockwise from 12 o'clock.
    func bandPixel(_ image: PixelImage, _ degrees: Double) -> UInt32? {
        let point = ClockAngle.point(at: .degrees(degrees), radius: 60, around: geometry.center)
        return image[Int(point.x), Int(point.y)]
    }

    @Test func theSelectionLiesBetweenTheKnobsAndTheTrackElsewhere() throws {
        // Knobs at 3 o'clock (0.25) and 6 o'clock (0.5).
        let image = try render(scene(lower: 0.25, upper: 0.5, lowerKnob: nil, upperKnob: nil))
        let red = PremultipliedColor(Self.red).pixel
        let grey = PremultipliedColor(Self.grey).pixel
        #expect(bandPixel(image, 135) == red)
        #expect(bandPixel(image, 120) == red)
        #expect(bandPixel(image, 45) == grey)
        #expect(bandPixel(image, 270) == grey)
        // The middle of the ring stays background.
        #expect(image[80, 80] == PremultipliedColor(RGBAColor.white).pixel)
    }

    @Test func eachKnobHasItsOwnLook() throws {
        let renderer = Renderer(warning: { _ in })
        let idle = scene(lower: 0.25, upper: 0.5)
        let lowerPressed = scene(lower: 0.25, upper: 0.5, lowerKnob: .pressed)
        let damage = renderer.damage(
            from: idle, to: lowerPressed, canvas: PixelRect(x: 0, y: 0, width: Self.size, height: Self.size))
        // Around the lower knob at 3 o'clock (140, 80), not the upper one at 6 o'clock (80, 140).
        #expect(damage.contains(column: 140, row: 80))
        #expect(!damage.contains(column: 80, row: 140))
        let before = try render(idle)
        let after = try render(lowerPressed)
        let changed = (0..<Self.size * Self.size).filter { before.pixels[$0] != after.pixels[$0] }
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { damage.contains(column: $0 % Self.size, row: $0 / Self.size) })
    }

    @Test func movingAKnobRedrawsExactlyThroughItsDamage() throws {
        let renderer = Renderer(warning: { _ in })
        let old = scene(lower: 0.25, upper: 0.5)
        let new = scene(lower: 0.3, upper: 0.5)
        let canvas = PixelRect(x: 0, y: 0, width: Self.size, height: Self.size)
        let damage = renderer.damage(from: old, to: new, canvas: canvas)
        var partial = try PixelImage(width: Self.size, height: Self.size)
        partial.withPixelBuffer { buffer in
            renderer.render(old, into: buffer)
            renderer.render(new, into: buffer, clippedTo: damage)
        }
        let full = try render(new)
        #expect(partial.pixels == full.pixels)
    }

    @Test func aPercentageLabelShowsBothKnobs() {
        let parts = scene(lower: 0.2, upper: 0.7, label: .percentage).controls[0].drawnParts
        #expect(parts.count == 4)
        #expect(parts[0].label == .text("20–70%"))
        #expect(parts.dropFirst().allSatisfy { $0.label == .none })
        #expect(parts.map(\.knob) == [nil, nil, .idle, .idle])
    }

    @Test func knobsAtOnePointOrCrossedDrawNoSelection() throws {
        let red = PremultipliedColor(Self.red).pixel
        for (lower, upper) in [(0.5, 0.5), (0.6, 0.4), (Double.nan, 0.0)] {
            let image = try render(scene(lower: lower, upper: upper, lowerKnob: nil, upperKnob: nil))
            #expect(!image.pixels.contains(red), "\(lower)...\(upper)")
        }
    }
}
