import CircularControl
import CircularPanel
import CircularRender

/// A panel of three controls in a row, each on a ring of radius 80 and line width 16: a knob (index 0, value
/// 0.25), a second knob (index 1, value 0.5) and a range (index 2, 0.2 to 0.6), all full circles from 12 o'clock.
enum PanelFixture {
    static let centers = [Point(x: 100, y: 100), Point(x: 300, y: 100), Point(x: 500, y: 100)]

    /// The events of a typed value committed on `knob`: a gesture of its own around the change.
    static func typed(_ knob: PanelKnob) -> [PanelEvent] {
        [.began(.typed), .changed(.typed), .ended(.committed)].map { PanelEvent(knob: knob, event: $0) }
    }

    static func geometry(_ index: Int) -> RingGeometry {
        RingGeometry(center: centers[index], radius: 80, lineWidth: 16)
    }

    static func panel() throws -> Panel {
        let appearance = ControlAppearance.ring(.move)
        let first = try CircularModel(Configuration(geometry: geometry(0)), value: 0.25)
        let second = try CircularModel(Configuration(geometry: geometry(1)), value: 0.5)
        let range = try CircularRangeModel(Configuration(geometry: geometry(2)), start: 0.2, end: 0.6)
        return Panel(
            controls: [
                PanelControl(.single(first), appearance: appearance, label: .percentage),
                PanelControl(.single(second), appearance: appearance),
                PanelControl(.range(range), appearance: appearance, label: .percentage, labelSize: 0.3),
            ], background: RGBAColor(red: 0.1, green: 0.1, blue: 0.1))
    }

    /// The point on control `index`'s ring at `degrees` clockwise from 12 o'clock.
    static func ring(_ index: Int, _ degrees: Double) -> Point {
        ClockAngle.point(at: .degrees(degrees), radius: 80, around: centers[index])
    }

    /// The value of the single knob at `index`.
    static func value(_ panel: Panel, _ index: Int) -> Double {
        panel.controls[index].value(of: nil)
    }
}

extension PanelControl {
    /// The range model's invariant violations (none for a single knob).
    var rangeModelViolations: [String] {
        guard case .range(let range) = model else { return [] }
        return range.invariantViolations()
    }
}
