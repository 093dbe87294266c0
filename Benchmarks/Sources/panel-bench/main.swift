// A panel of many knobs against a panel of one, with the library's own `Panel`, `takeDamage` and renderer: what a
// move, a program value and a burst of automation cost as the panel grows. Knobs of 48 px with percentage labels in
// a square grid of 56 px cells (32 x 32 for 1,024). Prints:
//
//   ratio move_1024_vs_1_controls     a dragging mouse move (`handle`, `takeDamage`, the damage rendered) on 1,024
//                                     controls / on one
//   ratio program_1024_vs_1_controls  one program value and its frame (`setValue`, `takeDamage`, the damage
//                                     rendered), same panels
//   ratio automation_100_vs_100x1     100 program values spread over the 1,024, then one frame / 100 times (one value
//                                     and one frame) on a panel of one
//   figure allocs_per_panel_input     heap allocations per mouse move on the 1,024 (`handle` and `takeDamage`),
//                                     the more of hovering over knobs and dragging one
//   figure bytes_per_control          the heap a panel of 1,024 and its shown scene hold, per control (glibc's
//                                     mallinfo2, through CAllocationCounter: what they allocate, inline storage
//                                     included)
//
// Each figure is the minimum over several rounds of the mean time of many repetitions; the panels take turns within
// every round so that they see the same machine.
import CAllocationCounter
import CircularControl
import CircularPanel
import CircularRender
import Glibc

let cell = 56.0
let rounds = 7

/// A panel of `count` knobs in a square grid, each at 0.25 with a percentage label, shown whole.
func knobPanel(_ count: Int) -> (panel: Panel, columns: Int) {
    let columns = Int(Double(count).squareRoot().rounded(.up))
    let controls = (0..<count).map { index in
        let geometry = RingGeometry(
            center: Point(x: (Double(index % columns) + 0.5) * cell, y: (Double(index / columns) + 0.5) * cell),
            radius: 20, lineWidth: 6)
        // Only valid configurations are made here.
        let model = try! CircularModel(Configuration(geometry: geometry), value: 0.25)
        return PanelControl(.single(model), appearance: .ring(.move), label: .percentage)
    }
    var panel = Panel(controls: controls, background: .white)
    panel.showWhole()
    return (panel, columns)
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// One panel with its buffer, and the work each figure measures on it.
struct Bench {
    var panel: Panel
    let columns: Int
    var image: PixelImage
    let renderer = Renderer()
    let canvas: PixelRect
    var turn = 0.0

    init(controls: Int) {
        (panel, columns) = knobPanel(controls)
        let side = Int(Double(columns) * cell)
        image = try! PixelImage(width: side, height: side)
        canvas = PixelRect(x: 0, y: 0, width: side, height: side)
        image.withPixelBuffer { renderer.render(panel.shownScene, into: $0, clippedTo: canvas) }
    }

    /// Takes the damage of what changed and renders it.
    mutating func frame() {
        let damage = panel.takeDamage(renderer: renderer, canvas: canvas)
        guard !damage.isEmpty else { return }
        let panel = panel
        image.withPixelBuffer { panel.render(into: $0, clippedTo: damage, renderer: renderer) }
    }

    /// Presses on the middle control's knob: the moves that follow drag it round.
    mutating func pressMiddleKnob() {
        guard let model = panel.controls[panel.controls.count / 2].singleModel else { return }
        _ = panel.handle(.press(model.knobCenter))
    }

    /// One dragging move round the pressed knob, to and fro about a quarter turn (so that the knob never pins at an
    /// end and every move changes the value), and its frame.
    mutating func move() {
        _ = panel.handle(.move(nextDragPoint()))
        frame()
    }

    /// Where the next dragging move goes (see ``move()``).
    mutating func nextDragPoint() -> Point {
        turn += 0.37
        let middle = panel.controls[panel.controls.count / 2].configuration.geometry
        let angle = 2 * Double.pi * (0.25 + 0.04 * sin(turn))
        return Point(x: middle.center.x + 20 * sin(angle), y: middle.center.y - 20 * cos(angle))
    }

    /// One program value on control `index` and its frame.
    mutating func programValue(_ index: Int) {
        turn += 1.0 / 97
        _ = panel.setValue(turn - turn.rounded(.down), ofControl: index)
        frame()
    }

    /// 100 program values spread over the panel, then one frame.
    mutating func automation() {
        turn += 1.0 / 97
        let count = panel.controls.count
        for step in 0..<100 { _ = panel.setValue(turn - turn.rounded(.down), ofControl: step * count / 100) }
        frame()
    }
}

/// The mean seconds of one call of `body` over `repetitions` calls.
func measure(_ repetitions: Int, _ body: () -> Void) -> Double {
    let start = now()
    for _ in 0..<repetitions { body() }
    return (now() - start) / Double(repetitions)
}

/// `value` with two decimals.
func ratio(_ value: Double) -> String { "\((value * 100).rounded() / 100)" }

var one = Bench(controls: 1)
var many = Bench(controls: 1024)
one.pressMiddleKnob()
many.pressMiddleKnob()
var best = (
    moveOne: Double.infinity, moveMany: Double.infinity, programOne: Double.infinity,
    programMany: Double.infinity, automationOne: Double.infinity, automationMany: Double.infinity
)
for _ in 0..<rounds {
    best.moveOne = min(best.moveOne, measure(2000) { one.move() })
    best.moveMany = min(best.moveMany, measure(200) { many.move() })
}
_ = one.panel.handle(.release(Point(x: 0, y: 0)))
_ = many.panel.handle(.release(Point(x: 0, y: 0)))
for _ in 0..<rounds {
    best.programOne = min(best.programOne, measure(2000) { one.programValue(0) })
    best.programMany = min(best.programMany, measure(200) { many.programValue(517) })
    best.automationOne = min(best.automationOne, measure(20) { for _ in 0..<100 { one.programValue(0) } })
    best.automationMany = min(best.automationMany, measure(5) { many.automation() })
}
print("move: \(best.moveOne * 1e6) us on 1 control, \(best.moveMany * 1e6) us on 1024")
print("program value: \(best.programOne * 1e6) us on 1, \(best.programMany * 1e6) us on 1024")
print("automation: \(best.automationOne * 1e6) us for 100 x 1, \(best.automationMany * 1e6) us for 100 over 1024")

// Heap allocations per input on the big panel: mouse moves hovering over the knobs (hit tests, hover), then moves
// dragging one, each handled and its damage taken, as a host does before it renders.
func allocationsPerInput(_ bench: inout Bench, dragging: Bool) -> Double {
    let moves = 1000
    if dragging { bench.pressMiddleKnob() }
    defer { if dragging { _ = bench.panel.handle(.release(Point(x: 0, y: 0))) } }
    let middle = bench.panel.controls[bench.panel.controls.count / 2].configuration.geometry.center
    let before = allocation_count()
    for step in 0..<moves {
        // Over the knobs of a row of the grid, 7 px a move: on knobs, between them, on their tracks.
        let point = Point(x: Double(step * 7 % 1792), y: middle.y + Double(step % 5) * 4)
        _ = bench.panel.handle(.move(dragging ? bench.nextDragPoint() : point))
        _ = bench.panel.takeDamage(renderer: bench.renderer, canvas: bench.canvas)
    }
    return Double(allocation_count() - before) / Double(moves)
}
let hoverAllocations = allocationsPerInput(&many, dragging: false)
let dragAllocations = allocationsPerInput(&many, dragging: true)
print("allocations per input on 1024 controls: hovering \(hoverAllocations), dragging \(dragAllocations)")

let before = heap_bytes_in_use()
let held = knobPanel(1024)
let after = heap_bytes_in_use()
withExtendedLifetime(held) {}
print("ratio move_1024_vs_1_controls \(ratio(best.moveMany / best.moveOne))")
print("ratio program_1024_vs_1_controls \(ratio(best.programMany / best.programOne))")
print("ratio automation_100_vs_100x1 \(ratio(best.automationMany / best.automationOne))")
print("figure bytes_per_control \((after - before) / 1024)")
print("figure allocs_per_panel_input \(max(hoverAllocations, dragAllocations))")
