import CircularControl
import CircularRender

/// The scenes of the golden-image and quality tests: one control per scene unless named otherwise, drawn on white.
enum ReferenceScenes {
    /// A named scene and its image size.
    struct Entry {
        let name: String
        let width: Int
        let height: Int
        let scene: Scene
    }

    /// The purple gradient of the single-ring scenes, light to deep.
    static let purple = RingStyle(
        progress: .gradient(
            from: RGBAColor(red: 0.784, green: 0.659, blue: 0.941), to: RGBAColor(red: 0.278, green: 0.129, blue: 0.620)
        ))

    /// A single ring of 128 x 128 pixels: radius 48, line width 16.
    static func singleRing(
        _ position: Double, arc: Arc = .fullCircle, style: RingStyle = purple, knob: KnobState? = nil,
        labelled: Bool
    ) -> Scene {
        let geometry = RingGeometry(center: Point(x: 64, y: 64), radius: 48, lineWidth: 16)
        return Scene(controls: [
            Control(
                geometry: geometry, arc: arc, position: position, appearance: .ring(style), knob: knob,
                label: labelled ? .percentage : .none, labelSize: 0.36)
        ])
    }

    /// The three nested activity rings of 160 x 160 pixels: line width a tenth of the size, 2 pixels apart.
    static func activityRings(move: Double, exercise: Double, stand: Double) -> Scene {
        let lineWidth = 16.0
        let gap = 2.0
        let outer = 80 - gap - lineWidth / 2
        func ring(_ index: Int, _ position: Double, _ style: RingStyle) -> Control {
            Control(
                geometry: RingGeometry(
                    center: Point(x: 80, y: 80), radius: outer - Double(index) * (lineWidth + gap), lineWidth: lineWidth
                ),
                position: position, appearance: .ring(style))
        }
        return Scene(controls: [ring(0, move, .move), ring(1, exercise, .exercise), ring(2, stand, .stand)])
    }

    /// A 90-tick dial of 128 x 128 pixels.
    static func tickDial(_ position: Double, labelled: Bool) -> Scene {
        let geometry = RingGeometry(center: Point(x: 64, y: 64), radius: 52, lineWidth: 16)
        return Scene(controls: [
            Control(
                geometry: geometry, position: position, appearance: .tickDial(TickDialStyle()),
                label: labelled ? .percentage : .none, labelSize: 0.36)
        ])
    }

    /// Every reference scene. `labelled` adds the centre labels (the quality test leaves text out: the supersampled
    /// reference draws shapes only).
    static func all(labelled: Bool) -> [Entry] {
        var entries: [Entry] = []
        for position in [0, 0.25, 0.5, 0.95, 1.0, 1.25, 2.0, 4.25] {
            let name = "ring-" + String(Int((position * 100).rounded()))
            entries.append(Entry(name: name, width: 128, height: 128, scene: singleRing(position, labelled: labelled)))
        }
        entries.append(
            Entry(
                name: "activity-125-175-040", width: 160, height: 160,
                scene: activityRings(move: 1.25, exercise: 1.75, stand: 0.40)))
        entries.append(
            Entry(
                name: "activity-425-098-010", width: 160, height: 160,
                scene: activityRings(move: 4.25, exercise: 0.98, stand: 0.10)))
        entries.append(Entry(name: "ticks-70", width: 128, height: 128, scene: tickDial(0.7, labelled: labelled)))
        let blue = RingStyle(progress: .solid(RGBAColor(red: 0.16, green: 0.45, blue: 0.95)))
        entries.append(
            Entry(
                name: "knob-idle", width: 128, height: 128,
                scene: singleRing(0.6, style: blue, knob: .idle, labelled: labelled)))
        entries.append(
            Entry(
                name: "knob-pressed", width: 128, height: 128,
                scene: singleRing(0.6, style: blue, knob: .pressed, labelled: labelled)))
        entries.append(
            Entry(
                name: "counter-clockwise-60", width: 128, height: 128,
                scene: singleRing(0.6, arc: Arc(direction: .counterClockwise), labelled: labelled)))
        entries.append(
            Entry(
                name: "arc-270-60", width: 128, height: 128,
                scene: singleRing(
                    0.6, arc: Arc(start: .degrees(-135), sweep: .degrees(270)), knob: .hover,
                    labelled: labelled)))
        let threeStops = RingStyle(
            progress: .conicGradient([
                GradientStop(location: 0, color: RGBAColor(red: 1, green: 0.8, blue: 0.1)),
                GradientStop(location: 0.5, color: RGBAColor(red: 0.95, green: 0.3, blue: 0.2)),
                GradientStop(location: 1, color: RGBAColor(red: 0.45, green: 0.1, blue: 0.55)),
            ]))
        entries.append(
            Entry(
                name: "three-stops-counter-clockwise-135", width: 128, height: 128,
                scene: singleRing(
                    1.35, arc: Arc(start: .degrees(90), direction: .counterClockwise), style: threeStops,
                    labelled: labelled)))
        entries.append(Entry(name: "thin-rings", width: 96, height: 96, scene: thinRings()))
        return entries
    }

    /// Rings thinner than two pixels (0.6, 1.2 and 1.8), where coverage is the outer disc's minus the inner disc's.
    static func thinRings() -> Scene {
        let style = RingStyle(
            progress: .solid(RGBAColor(red: 0.1, green: 0.2, blue: 0.5)), track: RGBAColor(white: 0.6))
        return Scene(
            controls: [0.6, 1.2, 1.8].enumerated().map { index, width in
                Control(
                    geometry: RingGeometry(
                        center: Point(x: 48.3, y: 47.8), radius: 40 - Double(index) * 9, lineWidth: width),
                    position: 0.7, appearance: .ring(style))
            })
    }
}
