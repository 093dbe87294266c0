import Testing

@testable import CircularControl

@Suite("Value text: formatting and parsing a typed value")
struct ValueTextTests {
    @Test("Decimals follow the step grid (its step and its anchor), or a thousandth of the range without a step")
    func decimals() {
        #expect(ValueText(for: .standard(max: 15, step: 1)).decimals == 0)
        #expect(ValueText(for: .standard(max: 1, step: 0.25)).decimals == 2)
        #expect(ValueText(for: .standard(max: 1, step: 0.1)).decimals == 1)
        #expect(ValueText(for: .standard(min: 0.5, max: 10, step: 1)).decimals == 1)
        #expect(ValueText(for: .standard(max: 1)).decimals == 3)
        #expect(ValueText(for: .standard(max: 100)).decimals == 1)
        #expect(ValueText(for: .standard(min: 20, max: 20_000)).decimals == 0)
        // A step no decimal count writes exactly: two decimals finer than its size.
        #expect(ValueText(for: .standard(max: 1, step: 1.0 / 3)).decimals == 3)
        #expect(ValueText(decimals: 99).decimals == ValueText.maximumDecimals)
        #expect(ValueText(decimals: -4).decimals == 0)
    }

    @Test("Formatting: fixed decimals, a minus sign only for values that do not round to zero, no -0")
    func formatting() {
        let two = ValueText(decimals: 2)
        #expect(two.format(0.25) == "0.25")
        #expect(two.format(3) == "3.00")
        #expect(two.format(-1.5) == "-1.50")
        #expect(two.format(0.005) == "0.01")
        #expect(two.format(-0.0) == "0.00")
        #expect(two.format(-0.001) == "0.00")
        #expect(ValueText(decimals: 0).format(-0.0) == "0")
        #expect(ValueText(decimals: 0).format(440.4) == "440")
        #expect(ValueText(decimals: 3).format(.leastNormalMagnitude / 1e8) == "0.000")  // 2.2e-316, subnormal
        // Too large to write with its decimals: the shortest round-trip form.
        #expect(two.format(1e308) == "1e+308")
        #expect(two.format(-.greatestFiniteMagnitude) == "-1.7976931348623157e+308")
        #expect(ValueText(decimals: 0).format(9_007_199_254_740_991) == "9007199254740991")
        #expect(two.format(.nan) == "nan")
    }

    @Test("Parsing: sign, digits, point and exponent, spaces at the ends, in any locale's stead")
    func parsing() throws {
        #expect(try ValueText.parse("0.25") == 0.25)
        #expect(try ValueText.parse("-1.5") == -1.5)
        #expect(try ValueText.parse("+.5") == 0.5)
        #expect(try ValueText.parse("2.") == 2)
        #expect(try ValueText.parse("1e-3") == 0.001)
        #expect(try ValueText.parse("1.5E+2") == 150)
        #expect(try ValueText.parse("  42 ") == 42)
        #expect(try ValueText.parse("1e308") == 1e308)
        let subnormal = try ValueText.parse("1e-310")
        #expect(subnormal.isSubnormal && subnormal == Double("1e-310"))
        #expect(try ValueText.parse("1e-400") == 0)
        let negativeZero = try ValueText.parse("-0")
        #expect(negativeZero == 0 && negativeZero.sign == .plus)
    }

    @Test(
        "Parsing refuses what is not a finite number, with the reason",
        arguments: [
            ("", ValueTextError.empty), ("   ", .empty), ("nan", .notFinite), ("-INF", .notFinite),
            ("Infinity", .notFinite), ("1e309", .outOfRange), ("-1e400", .outOfRange), ("-", .missingDigits),
            (".", .missingDigits), ("1e", .missingDigits), ("1e+", .missingDigits),
            ("1,5", .unexpectedCharacter(",", offset: 1)), ("0x10", .unexpectedCharacter("x", offset: 1)),
            ("1.2.3", .unexpectedCharacter(".", offset: 3)), ("e5", .unexpectedCharacter("e", offset: 0)),
            ("5 %", .unexpectedCharacter(" ", offset: 1)), ("١", .unexpectedCharacter("١", offset: 0)),
            ("1-2", .unexpectedCharacter("-", offset: 1)), (" x", .unexpectedCharacter("x", offset: 1)),
        ])
    func refusals(text: String, error: ValueTextError) {
        #expect(throws: error) { try ValueText.parse(text) }
    }

    @Test("Text over the length limit is refused before it is read; the reasons read as sentences")
    func overlongAndDescriptions() {
        let long = String(repeating: "1", count: ValueText.maximumLength + 1)
        #expect(throws: ValueTextError.tooLong(length: 65)) { try ValueText.parse(long) }
        #expect(throws: Never.self) { try ValueText.parse(String(repeating: "1", count: ValueText.maximumLength)) }
        #expect(
            ValueTextError.unexpectedCharacter(",", offset: 1).description == "has an unexpected \",\" at character 2")
        #expect(ValueTextError.tooLong(length: 65).description == "is 65 characters long (at most 64)")
    }

    @Test("Round trips: what a stepped control formats parses back to the same grid value")
    func roundTrips() throws {
        for (step, min) in [(0.25, 0.0), (0.1, 0.0), (1.0, -7.0), (0.001, 0.0), (0.5, 0.5)] {
            let text = ValueText(for: .standard(min: min, max: min + 10, step: step))
            for index in 0...40 {
                let value = min + Double(index) * step
                #expect(try ValueText.parse(text.format(value)).isApproximately(value), "\(step) \(index)")
            }
        }
        for value in [1e308, -1e308, .greatestFiniteMagnitude, 1.2345678901234567e17, -9e15] {
            #expect(try ValueText.parse(ValueText(decimals: 2).format(value)) == value)
        }
    }

    @Test("The models ignore typed text, Tab, Enter and Backspace: no event, no change, a drag goes on")
    func modelsIgnorePanelInput() throws {
        var model = try CircularModel(.standard(), value: 0.25)
        _ = model.handle(.press(model.knobCenter))
        let before = model
        for input: InputEvent in [
            .text("5"), .text("-"), .text(""), .key(.tab), .key(.tab, modifiers: .shift), .key(.enter),
            .key(.backspace),
        ] {
            #expect(model.handle(input).isEmpty)
            #expect(model == before)
        }
        var range = try CircularRangeModel(.standard(), start: 0.2, end: 0.6)
        let rangeBefore = range
        for input: InputEvent in [.text("5"), .key(.tab), .key(.enter), .key(.backspace)] {
            #expect(range.handle(input).isEmpty)
            #expect(range == rangeBefore)
        }
    }

    @Test(
        "A typed value goes through the model like a program value (shaped, reported as typed, NaN ignored); on a range it stays within the knob's limits"
    )
    func enterValue() throws {
        var model = try CircularModel(.standard(max: 15, step: 1), value: 3)
        let typed: [ControlEvent] = [.began(.typed), .changed(.typed), .ended(.committed)]
        #expect(Array(model.enterValue(7.4)) == typed)
        #expect(model.value == 7)
        #expect(Array(model.enterValue(99)) == typed)
        #expect(model.value == 15)
        #expect(model.enterValue(15).isEmpty)
        #expect(model.enterValue(.nan).isEmpty)
        #expect(model.value == 15)
        var range = try CircularRangeModel(.standard(), start: 0.2, end: 0.6)
        let held = Array(range.enterValue(0.9, of: .start))
        #expect(held == typed.map { RangeEvent(knob: .start, event: $0) })
        #expect(range.value(of: .start) == 0.6 && range.value(of: .end) == 0.6, "held by the end knob, not pushing it")
        #expect(range.enterValue(.infinity, of: .end).isEmpty)
    }
}
