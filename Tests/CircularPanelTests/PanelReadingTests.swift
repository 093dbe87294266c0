import CircularControl
import CircularPanel
import CircularRender
import Testing

/// What a person types is read as the control shows its value, and an entry opens with what it shows.
@Suite("Reading typed values as the control shows them")
struct PanelReadingTests {
    /// A single knob on control 1's place with `label` (or `valueLabel` without one) and `configuration`'s range.
    func control(
        label: CenterLabel = .none, valueLabel: CenterLabel? = nil, value: Double = 0.25,
        _ change: (inout Configuration) -> Void = { _ in }
    ) throws -> PanelControl {
        var configuration = Configuration(geometry: PanelFixture.geometry(1))
        change(&configuration)
        return PanelControl(
            .single(try CircularModel(configuration, value: value)), appearance: .ring(.move), label: label,
            valueLabel: valueLabel)
    }

    @Test(
        "Under a percentage label a number, with or without %, is a percentage of the arc: 40 is 0.4 of 0...1, 40 of 0...100, 135 a turn and 35 % of a multi-turn ring"
    )
    func percentages() throws {
        let knob = try control(label: .percentage)
        for text in ["40", "40%", " 40 % ", "4e1"] {
            #expect(try knob.value(fromEntry: text, of: nil) == 0.4, "\(text)")
        }
        let hundred = try control(label: .percentage) { $0.max = 100 }
        #expect(try hundred.value(fromEntry: "40", of: nil) == 40)
        let ring = try control(valueLabel: .percentage) { $0.turnMode = .multiTurn(limit: nil) }
        #expect(abs(try ring.value(fromEntry: "135", of: nil) - 1.35) < 1e-15)
        #expect(ring.entryText(for: 1.35, of: nil) == "135%")
        // A skewed knob reads positions: half the arc of an exponent-2 skew is a quarter of the range.
        let skewed = try control(label: .percentage) { $0.skew = .exponent(2) }
        #expect(abs(try skewed.value(fromEntry: "50", of: nil) - 0.25) < 1e-12)
        #expect(skewed.entryText(for: 0.25, of: nil) == "50%")
        #expect(throws: ValueTextError.self) { try knob.value(fromEntry: "40%%", of: nil) }
        #expect(throws: ValueTextError.self) { try knob.value(fromEntry: "%", of: nil) }
        // A percentage whose value would overflow is refused, not handed on as an infinity.
        let huge = try control(label: .percentage) { $0.max = 1e300 }
        #expect(throws: ValueTextError.outOfRange) { try huge.value(fromEntry: "1e20", of: nil) }
    }

    @Test("Under a fraction label the count (3 or 3/8 of 8); under a text label or none the model's value")
    func fractionsTextAndNone() throws {
        let dial = try control(label: .fraction(total: 8))
        #expect(try dial.value(fromEntry: "3", of: nil) == 0.375)
        #expect(try dial.value(fromEntry: "1/2", of: nil) == 0.5)
        #expect(dial.entryText(for: 0.375, of: nil) == "3/8")
        #expect(throws: ValueTextError.self) { try dial.value(fromEntry: "3%", of: nil) }
        #expect(throws: ValueTextError.outOfRange) { try dial.value(fromEntry: "1/0", of: nil) }
        let named = try control(label: .text("-6 dB")) {
            $0.min = -90
            $0.max = 24
        }
        #expect(try named.value(fromEntry: "-6", of: nil) == -6)
        #expect(named.entryText(for: -6, of: nil) == "-6.0")
        let plain = try control()
        #expect(try plain.value(fromEntry: "0.4", of: nil) == 0.4)
        #expect(plain.entryText(for: 0.4, of: nil) == "0.400")
    }

    @Test("A range knob's entry opens with its own percentage and takes its own: 30 on the start knob is 0.3")
    func rangeKnobs() throws {
        var panel = try PanelFixture.panel()
        panel.focus(PanelKnob(control: 2, knob: .start))
        _ = panel.handle(.key(.enter))
        #expect(panel.entry?.text == "20%")
        _ = panel.handle(.text("30"))
        _ = panel.handle(.key(.enter))
        #expect(abs(panel.controls[2].value(of: .start) - 0.3) < 1e-15)
        #expect(panel.controls[2].valueText(of: .start) == "30–60%")
    }

    @Test(
        "The entry of the outer of three concentric rings fits inside the innermost one's hole; a ring alone keeps its label's size"
    )
    func entryInsideTheInnermostRing() throws {
        let center = Point(x: 200, y: 200)
        let rings = try [150.0, 120, 90].map { radius in
            PanelControl(
                .single(
                    try CircularModel(
                        Configuration(geometry: RingGeometry(center: center, radius: radius, lineWidth: 24)))),
                appearance: .ring(.move), valueLabel: .percentage)
        }
        var panel = Panel(controls: rings)
        _ = panel.handle(.key(.enter))
        let entry = try #require(panel.scene.controls[0].entry)
        // The innermost hole: radius 90 - 12 = 78; the label's share of it, 0.4.
        #expect(entry.textHeight == 0.4 * 78)
        #expect(panel.scene.controls[0].labelTextHeight == 0.4 * 138)
        var single = Panel(controls: [rings[0]])
        _ = single.handle(.key(.enter))
        #expect(single.scene.controls[0].entry?.textHeight == nil)
    }
}
