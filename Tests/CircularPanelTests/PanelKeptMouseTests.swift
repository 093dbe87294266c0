import CircularControl
import CircularRender
import Testing

@testable import CircularPanel

/// The virtual pointer of a linear drag kept in place: the panel starts it at the press and drops it at the end, and
/// a host's real positions, warps and raw travel move it (`Panel.keptMouse`, `keptMousePoint(forReal:)`).
@Suite("The panel's kept mouse of a linear drag")
struct PanelKeptMouseTests {
    @Test("A linear press starts it at the press point; the release and Escape drop it; a round drag has none")
    func lifecycle() throws {
        var panel = try PanelLinearDragKnobTests.linearPanel()
        #expect(panel.keptMouse == nil)
        _ = panel.handle(.press(Point(x: 100.4, y: 150)))
        let kept = try #require(panel.keptMouse)
        #expect(kept.point == Point(x: 100.4, y: 150) && kept.anchor == Point(x: 100, y: 150))
        _ = panel.handle(.release(Point(x: 100.4, y: 150)))
        #expect(panel.keptMouse == nil)
        _ = panel.handle(.press(Point(x: 100, y: 150)))
        #expect(panel.keptMouse != nil)
        _ = panel.handle(.key(.escape))
        #expect(panel.keptMouse == nil)
        // A round drag keeps nothing in place, and a finger never does.
        var round = try PanelFixture.panel()
        _ = round.handle(.press(PanelFixture.ring(0, 90)))
        #expect(round.keptMouse == nil)
        var touched = try PanelLinearDragKnobTests.linearPanel()
        _ = touched.handle(.press(Point(x: 100, y: 150)), from: .touch(1))
        #expect(touched.keptMouse == nil)
    }

    @Test("Real positions move it by their travel, across a warp back to the anchor, and the knob follows")
    func travelAcrossWarps() throws {
        var panel = try PanelLinearDragKnobTests.linearPanel()
        _ = panel.handle(.press(Point(x: 100, y: 150)))
        // 10 px up: the real pointer is at 140.
        let first = panel.keptMousePoint(forReal: Point(x: 100, y: 140))
        #expect(first.point == Point(x: 100, y: 140) && first.moved)
        _ = panel.handle(.move(first.point))
        // The host warps back to the anchor: the warp's own motion adds nothing.
        panel.keptMouse?.warped(to: Point(x: 100, y: 150))
        let warpMotion = panel.keptMousePoint(forReal: Point(x: 100, y: 150))
        #expect(!warpMotion.moved && warpMotion.point == Point(x: 100, y: 140))
        // 15 px up from the anchor again: 25 px in all, a quarter sweep on a 100 px drag.
        let second = panel.keptMousePoint(forReal: Point(x: 100, y: 135))
        #expect(second.point == Point(x: 100, y: 125))
        _ = panel.handle(.move(second.point))
        #expect(abs(PanelFixture.value(panel, 0) - 0.5) < 1e-9)
        // The device's raw travel counts too.
        #expect(panel.keptMouse?.move(by: Point(x: 0, y: -25)) == Point(x: 100, y: 100))
    }

    @Test("Outside a kept drag, and for non-finite positions, the real position stands and nothing moves")
    func outsideAndNonFinite() throws {
        var panel = try PanelLinearDragKnobTests.linearPanel()
        let free = panel.keptMousePoint(forReal: Point(x: 7, y: 9))
        #expect(free.point == Point(x: 7, y: 9) && free.moved)
        _ = panel.handle(.press(Point(x: 100, y: 150)))
        let nonFinite = panel.keptMousePoint(forReal: Point(x: .nan, y: 140))
        #expect(!nonFinite.moved)
        #expect(panel.keptMouse?.point == Point(x: 100, y: 150))
    }
}
