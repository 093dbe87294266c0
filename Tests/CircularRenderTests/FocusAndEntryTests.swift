import CircularControl
import CircularRender
import Testing

/// The focus ring and the value entry: drawn only when asked for, anti-aliased, in the focus style's colours, and
/// damaged exactly where they change.
@Suite struct FocusAndEntryTests {
    let canvas = PixelRect(x: 0, y: 0, width: 128, height: 128)

    /// The reference knob at 3 o'clock (its knob centred on (112, 64), radius 11.2), focused or not, with an entry.
    func knob(focused: Bool, knob: KnobState? = .idle, entry: TextEntry? = nil) -> Scene {
        var scene = ReferenceScenes.singleRing(0.25, knob: knob, labelled: true)
        scene.controls[0].isFocused = focused
        scene.controls[0].entry = entry
        return scene
    }

    func pixels(of scene: Scene, renderer: Renderer = Renderer()) throws -> [UInt32] {
        var image = try PixelImage(width: 128, height: 128)
        image.withPixelBuffer { buffer in _ = renderer.render(scene, into: buffer) }
        return image.pixels
    }

    func pixel(_ pixels: [UInt32], _ x: Int, _ y: Int) -> UInt32 { pixels[y * 128 + x] }

    /// True when every channel of the two pixels is within `tolerance` levels.
    func close(_ a: UInt32, _ b: UInt32, tolerance: Int32 = 2) -> Bool {
        (0..<4).allSatisfy { (channel: UInt32) -> Bool in
            let shift = 8 * channel
            let first = Int32((a >> shift) & 0xFF)
            let second = Int32((b >> shift) & 0xFF)
            return abs(first - second) <= tolerance
        }
    }

    let ring = FocusStyle.standard.ringColor.premultipliedARGB

    @Test func aFocusedKnobGetsAnAntiAliasedRingAndLosesItWithTheFocus() throws {
        let plain = try pixels(of: knob(focused: false))
        let focused = try pixels(of: knob(focused: true))
        // 14.5 pixels right of the knob's centre: inside the ring (13.2 ... 15.2) on every side of the pixel.
        #expect(pixel(focused, 126, 64) == ring)
        #expect(pixel(plain, 126, 64) != ring)
        let changed = zip(plain, focused).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        let ringBounds = PixelRect(x: 112 - 17, y: 64 - 17, width: 34, height: 34)
        #expect(changed.count > 100)
        #expect(changed.allSatisfy { ringBounds.contains(column: $0 % 128, row: $0 / 128) })
        // Edge pixels blend: some changed pixels are neither what was there nor the ring's colour.
        #expect(changed.contains { focused[$0] != ring && !close(focused[$0], ring, tolerance: 8) })
        // The ring's own pixels are the only ones in its colour, and the knob itself is untouched.
        #expect(pixel(focused, 112, 64) == pixel(plain, 112, 64))
        #expect(try pixels(of: knob(focused: false)) == plain)
    }

    @Test func aControlWithoutAKnobIsRingedRoundItsBand() throws {
        let focused = try pixels(of: knob(focused: true, knob: nil))
        let plain = try pixels(of: knob(focused: false, knob: nil))
        // 59.5 pixels right of the centre: within the ring 58 ... 60 beyond the band's outer edge at 56.
        #expect(close(pixel(focused, 123, 64), ring))
        #expect(pixel(plain, 123, 64) == 0xFFFF_FFFF)
        #expect(pixel(focused, 120, 64) == pixel(plain, 120, 64))
    }

    @Test func aRangeRingsTheKnobThatHasTheFocus() throws {
        let geometry = RingGeometry(center: Point(x: 64, y: 64), radius: 48, lineWidth: 16)
        var control = Control(
            geometry: geometry, position: 0.5, appearance: .ring(ReferenceScenes.purple), knob: .idle,
            rangeStart: RangeStart(position: 0.25, knob: .idle, isFocused: true))
        let startFocused = try pixels(of: Scene(controls: [control]))
        control.rangeStart?.isFocused = false
        control.isFocused = true
        let endFocused = try pixels(of: Scene(controls: [control]))
        // The start knob sits at 3 o'clock (112, 64), the end knob at 6 o'clock (64, 112).
        #expect(pixel(startFocused, 126, 64) == ring && pixel(endFocused, 126, 64) != ring)
        #expect(pixel(endFocused, 64, 126) == ring && pixel(startFocused, 64, 126) != ring)
    }

    @Test func movingTheFocusDamagesTheOldAndNewRingsOnly() throws {
        let renderer = Renderer()
        let damage = renderer.damage(from: knob(focused: false), to: knob(focused: true), canvas: canvas)
        #expect(!damage.isEmpty && damage.width <= 36 && damage.height <= 36)
        #expect(damage.contains(PixelRect(x: 97, y: 49, width: 30, height: 30)))
        // Two knobs: the focus going from one to the other damages the box of both rings, not the band between.
        let left = RingGeometry(center: Point(x: 32, y: 32), radius: 20, lineWidth: 8)
        let right = RingGeometry(center: Point(x: 96, y: 96), radius: 20, lineWidth: 8)
        func scene(focusLeft: Bool) -> Scene {
            Scene(controls: [
                Control(
                    geometry: left, position: 0, appearance: .ring(ReferenceScenes.purple), knob: .idle,
                    isFocused: focusLeft),
                Control(
                    geometry: right, position: 0, appearance: .ring(ReferenceScenes.purple), knob: .idle,
                    isFocused: !focusLeft),
            ])
        }
        let moved = renderer.damage(from: scene(focusLeft: true), to: scene(focusLeft: false), canvas: canvas)
        // The knobs sit at 12 o'clock: (32, 12) and (96, 76), radius 5.6, rings to 9.6.
        #expect(moved == PixelRect(covering: (32 - 10.6, 12 - 10.6), (96 + 10.6, 76 + 10.6)))
        try expectPartialRedrawMatches(from: scene(focusLeft: true), to: scene(focusLeft: false), renderer: renderer)
    }

    @Test func anEntryIsDrawnInTheLabelPlaceInTheFocusColourOrRefused() throws {
        let entry = try pixels(of: knob(focused: false, entry: TextEntry(text: "42")))
        let label = try pixels(of: knob(focused: false))
        let invalid = try pixels(of: knob(focused: false, entry: TextEntry(text: "42", isInvalid: true)))
        let refused = FocusStyle.standard.invalidColor.premultipliedARGB
        #expect(entry != label)
        #expect(entry.filter { $0 == ring }.count > 20)  // the underline and the caret
        #expect(invalid.filter { $0 == ring }.isEmpty)
        #expect(invalid.filter { $0 == refused }.count > 20)
        let noCaret = try pixels(of: knob(focused: false, entry: TextEntry(text: "42", showsCaret: false)))
        #expect(noCaret.filter { $0 == ring }.count < entry.filter { $0 == ring }.count)
        // An empty entry still shows where to type.
        #expect(try pixels(of: knob(focused: false, entry: TextEntry(text: ""))).contains(ring))
    }

    @Test(
        "Selected text (the value as the entry opened) is drawn over a highlight in the accent colour, damaged exactly")
    func selectedTextIsHighlighted() throws {
        let plain = try pixels(of: knob(focused: false, entry: TextEntry(text: "25%")))
        let selected = try pixels(of: knob(focused: false, entry: TextEntry(text: "25%", isSelected: true)))
        #expect(plain != selected)
        // The highlight is the accent at 30 %: neither the background nor the accent itself, behind the glyphs.
        #expect(selected.filter { !plain.contains($0) }.count > 50)
        try expectPartialRedrawMatches(
            from: knob(focused: false, entry: TextEntry(text: "25%", isSelected: true)),
            to: knob(focused: false, entry: TextEntry(text: "2")), renderer: Renderer())
    }

    @Test("An entry with a text height of its own is laid out at that height, round the same centre")
    func entryAtItsOwnHeight() throws {
        let renderer = Renderer()
        let full = try expectPartialRedrawMatches(
            from: knob(focused: false), to: knob(focused: false, entry: TextEntry(text: "135%")), renderer: renderer)
        let small = try expectPartialRedrawMatches(
            from: knob(focused: false), to: knob(focused: false, entry: TextEntry(text: "135%", textHeight: 6)),
            renderer: renderer)
        #expect(!small.isEmpty && small.width < full.width && small.height < full.height, "\(small) in \(full)")
        #expect(abs(Double(small.x + small.maxX) / 2 - 64) <= 3 && abs(Double(small.y + small.maxY) / 2 - 64) <= 6)
    }

    @Test func typingDamagesTheLabelPlaceOnly() throws {
        let renderer = Renderer()
        let before = knob(focused: true, entry: TextEntry(text: "4"))
        let after = knob(focused: true, entry: TextEntry(text: "42"))
        let damage = try expectPartialRedrawMatches(from: before, to: after, renderer: renderer)
        // Within the ring's hole (radius 40 round (64, 64)).
        #expect(!damage.isEmpty && damage.x >= 24 && damage.maxX <= 104 && damage.y >= 24 && damage.maxY <= 104)
        try expectPartialRedrawMatches(from: knob(focused: false), to: after, renderer: renderer)
        try expectPartialRedrawMatches(
            from: after, to: knob(focused: true, entry: TextEntry(text: "42", isInvalid: true)), renderer: renderer)
    }

    @Test func theLabelAreaIsTheHoleWithinATextHeightOfTheCentre() {
        let control = knob(focused: false).controls[0]
        // Inner radius 40, label size 0.36: a text height of 14.4.
        #expect(control.labelAreaContains(Point(x: 64, y: 64)))
        #expect(control.labelAreaContains(Point(x: 30, y: 70)))
        #expect(!control.labelAreaContains(Point(x: 64, y: 80)))
        #expect(!control.labelAreaContains(Point(x: 64 + 41, y: 64)))
        #expect(!control.labelAreaContains(Point(x: .nan, y: 64)))
    }

    @Test func extremeFocusStylesNeverTrap() throws {
        for width in [0, -1, .nan, .infinity, 1e308] {
            var scene = knob(focused: true)
            scene.controls[0].focusStyle = FocusStyle(ringWidth: width, ringGap: width)
            _ = try pixels(of: scene)
            _ = Renderer().damage(from: knob(focused: false), to: scene, canvas: canvas)
        }
        var huge = knob(focused: true)
        huge.controls[0].knobStyle = KnobStyle(hoverScale: 1e300)
        huge.controls[0].knob = .hover
        _ = try pixels(of: huge)
    }

    /// Draws `old` fully, then redraws only the damage for `new`, and compares with drawing `new` fully.
    @discardableResult
    func expectPartialRedrawMatches(from old: Scene, to new: Scene, renderer: Renderer) throws -> PixelRect {
        let damage = renderer.damage(from: old, to: new, canvas: canvas)
        var partial = try PixelImage(width: 128, height: 128)
        partial.withPixelBuffer { buffer in
            renderer.render(old, into: buffer)
            renderer.render(new, into: buffer, clippedTo: damage)
        }
        let full = try pixels(of: new, renderer: renderer)
        #expect(partial.pixels == full, "redrawing only \(damage) differs")
        return damage
    }
}

extension PixelRect {
    /// The whole pixels covering the rectangle between two corners, as the renderer rounds them.
    init(covering minimum: (Double, Double), _ maximum: (Double, Double)) {
        self = PixelRect.covering(minX: minimum.0, minY: minimum.1, maxX: maximum.0, maxY: maximum.1)
    }
}
