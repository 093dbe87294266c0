import CircularControl
import CircularControlTestSupport
import CircularRender
import Testing

@testable import CircularPanel

/// Hit tests through the panel's spatial index answer as a walk over every control does, through controls added,
/// moved and restyled, for rings of every size and place (past the index's limit too) and linear drag modes.
@Suite("The panel's hit index")
struct PanelHitIndexTests {
    /// The control a press at `point` goes to, by the rule of `Panel.control(at:)` over every control.
    static func walked(_ panel: Panel, at point: Point) -> Int? {
        let topFirst = Array(panel.controls.indices.reversed())
        let hits = topFirst.compactMap { index in panel.controls[index].target(at: point).map { (index, $0.region) } }
        if let knob = hits.first(where: { $0.1 == .knob }) { return knob.0 }
        if let track = hits.first { return track.0 }
        let linear = topFirst.filter { panel.controls[$0].configuration.linearDrag != nil }
        return linear.first { panel.controls[$0].region(at: point) == .inside } ?? linear.first
    }

    static func geometry(_ random: inout SplitMix) -> RingGeometry {
        let far = random.next() % 10 == 0
        let center = Point(
            x: far ? random.pick([3e8, -1e12, 6e8]) : random.value(in: -50...600),
            y: far ? random.pick([-3e8, 1e12, 5e8]) : random.value(in: -50...600))
        let radius = random.next() % 12 == 0 ? 4e8 : random.value(in: 5...90)
        return RingGeometry(
            center: center, radius: radius, lineWidth: min(radius, random.value(in: 1...24)),
            knobScale: random.pick([0.8, 1.4, 3]), minimumTargetSize: random.pick([0, 24, 48]),
            hitSlop: random.pick([0, 2, 9]))
    }

    static func control(_ random: inout SplitMix) throws -> PanelControl {
        var configuration = Configuration(geometry: geometry(&random))
        configuration.linearDrag = random.next() % 6 == 0 ? .vertical : nil
        if random.next() % 4 == 0 {
            return PanelControl(
                .range(try CircularRangeModel(configuration, start: 0.2, end: random.value(in: 0.3...1))),
                appearance: .ring(.move))
        }
        return PanelControl(
            .single(try CircularModel(configuration, value: random.value(in: 0...1))),
            appearance: .ring(.move))
    }

    @Test("Every hit test and hover agrees with a walk over every control")
    func agreesWithAWalk() throws {
        var random = SplitMix(seed: 11)
        for _ in 0..<12 {
            var panel = Panel(controls: try (0..<Int(random.next() % 40)).map { _ in try Self.control(&random) })
            for round in 0..<300 {
                switch random.next() % 10 {
                case 0: _ = panel.add(try Self.control(&random))
                case 1 where !panel.controls.isEmpty:
                    let index = Int(random.next() % UInt64(panel.controls.count))
                    try panel.setGeometry(Self.geometry(&random), ofControl: index)
                case 2 where !panel.controls.isEmpty:
                    let index = Int(random.next() % UInt64(panel.controls.count))
                    panel.changeLook(ofControl: index) { $0.labelSize = 0.3 }
                default: break
                }
                let point: Point
                if let index = panel.controls.indices.randomElement(using: &random), random.next() % 4 != 0 {
                    let geometry = panel.controls[index].configuration.geometry
                    let distance = geometry.hitReach * random.value(in: 0.9...1.02)
                    point = ClockAngle.point(
                        at: Turns(random.value(in: 0...1)), radius: distance, around: geometry.center)
                } else {
                    point = random.pick([
                        Point(x: random.value(in: -100...700), y: random.value(in: -100...700)), Point(x: .nan, y: 3),
                        Point(x: 1e9, y: -2e9), Point(x: -1e12, y: 1e12),
                    ])
                }
                #expect(panel.control(at: point) == Self.walked(panel, at: point), "round \(round) at \(point)")
            }
        }
    }
}
