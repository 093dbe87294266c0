import CircularControl
import CircularPanel
import CircularRender
import Testing

/// What a host tells screen readers about each control of a panel: the limits of each knob, the value's text and the
/// label's text, all read from the models and the labels.
@Suite struct PanelAccessibilityTests {
    @Test("A single knob's limits are its range; a range knob's are set by the other knob and the minimum distance")
    func limits() throws {
        let panel = try PanelFixture.panel()
        #expect(panel.controls[0].valueLimits(of: nil) == 0...1)
        let range = panel.controls[2]
        #expect(range.valueLimits(of: .start) == 0...0.6)
        #expect(range.valueLimits(of: .end) == 0.2...1)
        let rings = PanelControl(
            .single(
                try CircularModel(
                    Configuration(turnMode: .multiTurn(limit: 4), geometry: PanelFixture.geometry(0)), value: 1.5)),
            appearance: .ring(.move))
        #expect(rings.valueLimits(of: nil) == 0...4)
    }

    @Test(
        "The value's text is what the control shows: its label's text (a range's for either knob), else the value as it reads (a label-less ring's percentage), else the number"
    )
    func valueText() throws {
        // Copies: a panel's controls change through the panel alone.
        let controls = try PanelFixture.panel().controls
        var (knob, plain, range) = (controls[0], controls[1], controls[2])
        #expect(knob.valueText(of: nil) == "25%")
        #expect(plain.valueText(of: nil) == "0.5")
        #expect(range.valueText(of: .start) == "20–60%")
        #expect(range.valueText(of: .end) == "20–60%")
        knob.label = .text("-6 dB")
        range.label = .text("low to high")
        #expect(knob.valueText(of: nil) == "-6 dB")
        #expect(range.valueText(of: .start) == "low to high")
        plain.label = .fraction(total: 8)
        #expect(plain.valueText(of: nil) == "4/8")
        plain.label = .none
        plain.valueLabel = .percentage
        #expect(plain.valueText(of: nil) == "50%", "no label drawn: the value as it reads")
        // Beyond what a fraction writes (a count of 10^15 or more): the number, never "".
        let far = try CircularModel(
            Configuration(min: 0, max: 1, turnMode: .multiTurn(limit: nil), geometry: PanelFixture.geometry(1)),
            value: 1e13)
        let ring = PanelControl(.single(far), appearance: .ring(.move), valueLabel: .fraction(total: 1_000_000))
        #expect(ring.valueText(of: nil) == "4294967296", "2^32 turns, the most an unlimited control counts")
    }

    @Test("The label's text is what the renderer draws: a range's percentage shows both knobs")
    func labelText() throws {
        let panel = try PanelFixture.panel()
        #expect(panel.controls[0].labelText == "25%")
        #expect(panel.controls[1].labelText == "")
        #expect(panel.controls[2].labelText == "20–60%")
    }

    @Test("Numbers read back as the same double, whole ones without a fraction, and never trap")
    func decimal() {
        #expect(CenterLabel.decimal(25) == "25")
        #expect(CenterLabel.decimal(-0.0) == "0")
        #expect(CenterLabel.decimal(0.1) == "0.1")
        #expect(CenterLabel.decimal(1e-5) == "1e-05")
        #expect(CenterLabel.decimal(1e300) == "1e+300")
        #expect(CenterLabel.decimal(.nan) == "nan")
        #expect(CenterLabel.decimal(-.infinity) == "-inf")
    }
}
