import CircularControl
import CircularRender
import Testing

/// `Renderer.bounds(of:)` holds every pixel a control draws, whatever its label and knob state: drawing is clipped to
/// these bounds, so a part they miss is cut off, or cut off in one scene and not in the next (and damage misses it).
@Suite struct ControlBoundsTests {
    private let size = 128

    private func pixels(of scene: Scene, renderer: Renderer = Renderer()) throws -> [UInt32] {
        var image = try PixelImage(width: size, height: size)
        image.withPixelBuffer { buffer in _ = renderer.render(scene, into: buffer) }
        return image.pixels
    }

    /// The pixels that change when `control` is added to an empty scene, all inside its bounds.
    @discardableResult
    private func expectDrawnWithinBounds(_ control: Control) throws -> [(x: Int, y: Int)] {
        let renderer = Renderer()
        let bounds = renderer.bounds(of: control)
        let with = try pixels(of: Scene(controls: [control]), renderer: renderer)
        let without = try pixels(of: Scene(), renderer: renderer)
        let changed = with.indices.filter { with[$0] != without[$0] }.map { (x: $0 % size, y: $0 / size) }
        let outside = changed.filter { !bounds.contains(column: $0.x, row: $0.y) }.count
        #expect(outside == 0, "\(outside) of \(changed.count) drawn pixels lie outside the bounds \(bounds)")
        return changed
    }

    private func ring(
        knob: KnobState?, knobStyle: KnobStyle = .standard, label: CenterLabel = .none, labelSize: Double = 0.4
    ) -> Control {
        Control(
            geometry: RingGeometry(center: Point(x: 64, y: 64), radius: 20, lineWidth: 4), position: 0.3,
            appearance: .ring(RingStyle(progress: .solid(.black))), knob: knob, knobStyle: knobStyle, label: label,
            labelSize: labelSize)
    }

    @Test(
        "A label wider than the ring is drawn whole, within the control's bounds (they held the ring and knob only, and the label was cut off at them)",
        arguments: [nil, KnobState.pressed])
    func labelWiderThanTheRingIsDrawnWhole(knob: KnobState?) throws {
        let drawn = try expectDrawnWithinBounds(ring(knob: knob, label: .text("WWWWWW"), labelSize: 1.5))
        // The ring, its knob and shadows lie within 20 + 2 + 2 + 6 pixels of the centre; the label reaches further.
        #expect(drawn.contains { abs($0.x - 64) > 40 }, "the label is cut off")
    }

    @Test(
        "A knob that appears beside a label wider than the ring damages enough to redraw the new scene exactly (the label's clip grew with the knob)"
    )
    func knobAppearingBesideAWideLabelDamagesEnough() throws {
        let old = Scene(controls: [ring(knob: nil, label: .text("WWWWWW"), labelSize: 1.5)])
        var new = old
        new.controls[0].knob = .pressed
        let renderer = Renderer()
        let canvas = PixelRect(x: 0, y: 0, width: size, height: size)
        let damage = renderer.damage(from: old, to: new, canvas: canvas)
        #expect(damage != canvas, "a knob's damage is the knob's, not the canvas")
        var partial = try PixelImage(width: size, height: size)
        partial.withPixelBuffer { buffer in
            renderer.render(old, into: buffer)
            renderer.render(new, into: buffer, clippedTo: damage)
        }
        let full = try pixels(of: new, renderer: renderer)
        let differing = zip(partial.pixels, full).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ after redrawing only \(damage)")
    }

    @Test(
        "A knob state of infinite scale leaves the ring and the knob's other states drawn (the bounds came out empty and nothing was drawn)"
    )
    func knobStateOfInfiniteScaleKeepsTheControlDrawn() throws {
        let style = KnobStyle(pressedScale: .greatestFiniteMagnitude)
        let control = ring(knob: .idle, knobStyle: style, label: .percentage)
        #expect(!Renderer().bounds(of: control).isEmpty)
        let changed = try expectDrawnWithinBounds(control).count
        #expect(changed > 200, "only \(changed) pixels drawn: the ring is missing")
    }
}
