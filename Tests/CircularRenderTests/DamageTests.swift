import CircularControl
import CircularRender
import Testing

/// Damage rectangles are tight for small changes, and redrawing only the damage gives exactly the full picture.
@Suite struct DamageTests {
    private func knobScene(_ state: KnobState, position: Double = 0.6) -> Scene {
        ReferenceScenes.singleRing(position, style: ReferenceScenes.purple, knob: state, labelled: false)
    }

    /// Draws `old` fully, then redraws only the damage for `new`, and compares with drawing `new` fully.
    private func expectPartialRedrawMatches(from old: Scene, to new: Scene, size: Int = 128) throws -> PixelRect {
        let renderer = Renderer()
        var partial = try PixelImage(width: size, height: size)
        var full = try PixelImage(width: size, height: size)
        let damage = renderer.damage(from: old, to: new, canvas: PixelRect(x: 0, y: 0, width: size, height: size))
        partial.withPixelBuffer { buffer in
            renderer.render(old, into: buffer)
            renderer.render(new, into: buffer, clippedTo: damage)
        }
        full.withPixelBuffer { buffer in _ = renderer.render(new, into: buffer) }
        let differing = zip(partial.pixels, full.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ after redrawing only \(damage)")
        return damage
    }

    @Test func identicalScenesHaveNoDamage() {
        let scene = knobScene(.idle)
        #expect(
            Renderer().damage(from: scene, to: scene, canvas: PixelRect(x: 0, y: 0, width: 128, height: 128)) == .empty)
    }

    @Test func knobStateDamagesOnlyTheKnob() throws {
        let damage = try expectPartialRedrawMatches(from: knobScene(.idle), to: knobScene(.pressed))
        #expect(!damage.isEmpty)
        #expect(damage.area < 128 * 128 / 6, "damage \(damage) is not just the knob")
        #expect(try expectPartialRedrawMatches(from: knobScene(.pressed), to: knobScene(.hover)).area < 128 * 128 / 6)
    }

    @Test func smallValuesDamageOnlyTheStretchBetweenTheTips() throws {
        let old = ReferenceScenes.singleRing(0.10, labelled: false)
        let new = ReferenceScenes.singleRing(0.14, labelled: false)
        let damage = try expectPartialRedrawMatches(from: old, to: new)
        #expect(damage.area < 128 * 128 / 3, "damage \(damage)")
    }

    @Test func smallValuesWithKnobAndLabelOnAPartialCounterClockwiseArc() throws {
        let arc = Arc(start: .degrees(135), sweep: .degrees(270), direction: .counterClockwise)
        func scene(_ position: Double) -> Scene {
            Scene(controls: [
                Control(
                    geometry: RingGeometry(center: Point(x: 64, y: 64), radius: 48, lineWidth: 16), arc: arc,
                    position: position, appearance: .ring(.exercise), knob: .pressed, label: .percentage)
            ])
        }
        let damage = try expectPartialRedrawMatches(from: scene(0.2), to: scene(0.31))
        #expect(damage.area < 128 * 128 * 3 / 4, "damage \(damage)")
    }

    @Test func largerValuesDamageTheWholeControl() throws {
        let old = ReferenceScenes.singleRing(0.70, labelled: true)
        let new = ReferenceScenes.singleRing(1.30, labelled: true)
        let damage = try expectPartialRedrawMatches(from: old, to: new)
        #expect(damage.contains(PixelRect(x: 8, y: 8, width: 112, height: 112)))
    }

    @Test func labelChangesAreRedrawn() throws {
        let old = knobScene(.idle, position: 0.41)
        var new = old
        new.controls[0].label = .text("41 °C")
        _ = try expectPartialRedrawMatches(from: old, to: new)
    }

    @Test func tickDialValueChanges() throws {
        _ = try expectPartialRedrawMatches(
            from: ReferenceScenes.tickDial(0.3, labelled: true),
            to: ReferenceScenes.tickDial(0.45, labelled: true))
    }

    @Test func aKnobWithoutTicksDamagesOnlyTheKnob() throws {
        func scene(_ position: Double) -> Scene {
            Scene(controls: [
                Control(
                    geometry: RingGeometry(center: Point(x: 64, y: 64), radius: 48, lineWidth: 16),
                    position: position, appearance: .tickDial(TickDialStyle(tickCount: 0)), knob: .pressed)
            ])
        }
        let damage = try expectPartialRedrawMatches(from: scene(0.30), to: scene(0.32))
        #expect(damage.area < 128 * 128 / 6, "damage \(damage)")
    }

    @Test func backgroundOrControlCountChangesDamageTheCanvas() {
        let canvas = PixelRect(x: 0, y: 0, width: 128, height: 128)
        let scene = knobScene(.idle)
        var dark = scene
        dark.background = .black
        #expect(Renderer().damage(from: scene, to: dark, canvas: canvas) == canvas)
        #expect(Renderer().damage(from: scene, to: Scene(), canvas: canvas) == canvas)
    }

    @Test func redrawOutsideTheBufferDrawsNothing() throws {
        var image = try PixelImage(width: 16, height: 16, fill: 0xFF12_3456)
        let drawn = image.withPixelBuffer { buffer in
            Renderer().render(knobScene(.idle), into: buffer, clippedTo: PixelRect(x: 40, y: 40, width: 10, height: 10))
        }
        #expect(drawn == .empty)
        #expect(image.pixels.allSatisfy { $0 == 0xFF12_3456 })
    }
}
