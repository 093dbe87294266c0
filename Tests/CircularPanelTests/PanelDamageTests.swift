import CircularControl
import CircularControlTestSupport
import CircularRender
import Testing

@testable import CircularPanel

/// The panel measures damage control by control, comparing only the controls that changed or that its state marks:
/// after any sequence of input, program values, animation, focus and looks, what it shows is the scene drawn afresh,
/// redrawing only the damage gives the pixels of a full render, and the damage is a region no larger than twice the
/// rectangles of the controls that changed.
@Suite("The panel's damage, control by control")
struct PanelDamageTests {
    static let spacing = 56.0

    /// A grid of `columns` x `rows` controls of 48 px, their kinds in turn: a knob with a percentage label, a tick
    /// dial, a range, a ring without a knob.
    static func grid(columns: Int, rows: Int) throws -> Panel {
        var controls: [PanelControl] = []
        for index in 0..<(columns * rows) {
            controls.append(try control(index, columns: columns))
        }
        return Panel(controls: controls, background: RGBAColor(white: 0.95))
    }

    static func control(_ index: Int, columns: Int) throws -> PanelControl {
        let center = Point(
            x: spacing / 2 + spacing * Double(index % columns), y: spacing / 2 + spacing * Double(index / columns))
        let configuration = Configuration(geometry: RingGeometry(center: center, radius: 20, lineWidth: 6))
        switch index % 4 {
        case 0:
            return PanelControl(
                .single(try CircularModel(configuration, value: 0.3)), appearance: .ring(.move),
                label: .percentage)
        case 1:
            return PanelControl(
                .single(try CircularModel(configuration, value: 0.6)),
                appearance: .tickDial(TickDialStyle(tickCount: 24)))
        case 2:
            return PanelControl(
                .range(try CircularRangeModel(configuration, start: 0.2, end: 0.7)), appearance: .ring(.move))
        default:
            return PanelControl(
                .single(try CircularModel(configuration, value: 0.9)), appearance: .ring(.move), showsKnobs: false)
        }
    }

    /// One random change of the panel: pointer, wheel, keys and typing, program values, animation and the clock,
    /// the surface's focus, a look or a geometry, rarely a control added.
    static func step(_ panel: inout Panel, _ random: inout SplitMix, time: inout Double, columns: Int) throws {
        time += 0.01 * Double(random.next() % 40)
        let count = panel.controls.count
        func ringPoint() -> Point {
            let geometry = panel.controls[Int(random.next() % UInt64(count))].configuration.geometry
            let angle = random.value(in: 0...1)
            let radius = geometry.radius + random.value(in: -8...8)
            return ClockAngle.point(at: Turns(angle), radius: radius, around: geometry.center)
        }
        let pointer: Pointer = random.next() % 4 == 0 ? .touch(Int(random.next() % 2)) : .mouse
        switch random.next() % 16 {
        case 0, 1, 2: _ = panel.handle(.move(ringPoint()), from: pointer)
        case 3: _ = panel.handle(.press(ringPoint(), clickCount: random.next() % 8 == 0 ? 2 : 1), from: pointer)
        case 4: _ = panel.handle(.release(ringPoint()), from: pointer)
        case 5: _ = panel.handle(.wheel(notches: random.pick([-1, 1, 0.5])), time: time)
        case 6:
            let key = random.pick([Key.tab, .left, .right, .up, .pageUp, .home, .escape, .enter, .backspace])
            _ = panel.handle(.key(key, modifiers: random.next() % 4 == 0 ? .shift : []))
        case 7: _ = panel.handle(.text(random.pick(["5", "-", "0.", "x"])))
        case 8:
            _ = panel.setValue(
                random.value(in: 0...1), ofControl: Int(random.next() % UInt64(count)),
                knob: random.pick([nil, .start, .end]), animated: random.next() % 2 == 0, at: time)
        case 9: _ = panel.advanceAnimations(to: time)
        case 10: _ = panel.advanceClock(to: time)
        case 11: _ = panel.setKeyboardFocus(random.next() % 3 != 0)
        case 12: panel.pointerLeft()
        case 13:
            panel.changeLook(ofControl: Int(random.next() % UInt64(count))) { control in
                control.label = control.label == .none ? .percentage : .none
            }
        case 14:
            let index = Int(random.next() % UInt64(count))
            var geometry = panel.controls[index].configuration.geometry
            geometry.radius = random.pick([16, 20, 22])
            try panel.setGeometry(geometry, ofControl: index)
        default:
            if random.next() % 8 == 0, count < 48 { _ = panel.add(try control(count, columns: columns)) }
        }
    }

    @Test("After every step the shown scene is the scene drawn afresh, and redrawing the damage gives a full render")
    func damageCoversEveryChange() throws {
        let (columns, rows) = (6, 5)
        let renderer = Renderer()
        for seed: UInt64 in 1...3 {
            var random = SplitMix(seed: seed)
            var panel = try Self.grid(columns: columns, rows: rows)
            let width = Int(Self.spacing) * columns
            let height = Int(Self.spacing) * (rows + 4)
            let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
            var shown = try PixelImage(width: width, height: height)
            shown.withPixelBuffer { _ = renderer.render(panel.shownScene, into: $0) }
            var time = 0.0
            for index in 0..<120 {
                try Self.step(&panel, &random, time: &time, columns: columns)
                let before = panel.shownScene
                let damage = panel.takeDamage(renderer: renderer, canvas: canvas)
                // The region is no larger than twice the changed controls' rectangles (a control added damages all).
                if before.controls.count == panel.shownScene.controls.count {
                    let changed = zip(before.controls, panel.shownScene.controls).filter { $0 != $1 }
                    let covered = changed.reduce(0) { total, pair in
                        total + renderer.bounds(of: pair.0).union(renderer.bounds(of: pair.1)).area
                    }
                    #expect(damage.area <= 2 * covered, "seed \(seed) step \(index): \(damage) for \(changed.count)")
                }
                let showsTheScene = panel.shownScene == panel.drawnScene
                try #require(showsTheScene, "seed \(seed) step \(index): the shown scene is not the scene")
                let drawn = panel
                shown.withPixelBuffer { _ = drawn.render(into: $0, clippedTo: damage, renderer: renderer) }
                guard index % 12 == 11 else { continue }
                var fresh = try PixelImage(width: width, height: height)
                fresh.withPixelBuffer { _ = renderer.render(panel.shownScene, into: $0) }
                let differing = zip(shown.pixels, fresh.pixels).filter { $0 != $1 }.count
                try #require(differing == 0, "seed \(seed) step \(index): \(differing) pixels left stale")
            }
        }
    }

    @Test("A move on a big panel compares and damages only the control it drags")
    func aMoveOnABigPanelDamagesOnlyItsControl() throws {
        var panel = try Self.grid(columns: 32, rows: 32)
        let canvas = PixelRect(x: 0, y: 0, width: 32 * 56, height: 32 * 56)
        let geometry = panel.controls[0].configuration.geometry
        _ = panel.handle(.press(ClockAngle.point(at: .degrees(108), radius: 20, around: geometry.center)))
        _ = panel.takeDamage(renderer: Renderer(), canvas: canvas)
        _ = panel.handle(.move(ClockAngle.point(at: .degrees(150), radius: 20, around: geometry.center)))
        #expect(panel.controls.noted == [0])
        #expect(Set(panel.markedControls) == [0])
        let damage = panel.takeDamage(renderer: Renderer(), canvas: canvas)
        #expect(!damage.isEmpty)
        let others = panel.shownScene.controls.dropFirst().filter {
            !Renderer().bounds(of: $0).intersection(damage.bounds).isEmpty
        }
        #expect(others.isEmpty, "the damage \(damage) reaches \(others.count) other controls")
    }
}
