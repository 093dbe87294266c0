import CircularControl
import CommandLineTable
import Testing

@testable import circular_demo

/// The options that give the demo every behaviour of the core (linear drags, skews, a double-click default, the
/// fine-adjust rate) reach each control's configuration, negative numbers read in both spellings, and what is not
/// given keeps the core's default; parsed in the test process, since a configuration shows in no trace line.
@Suite struct DemoBehaviourOptionsTests {
    static let geometry = KnobScene.provisionalGeometry(nil)

    /// The configuration of a clamped control after `arguments`.
    static func configuration(_ arguments: [String]) throws -> Configuration {
        try DemoOptions.parse(arguments).configuration(turnMode: .clamped, geometry: geometry)
    }

    @Test(arguments: LinearDragMode.allCases)
    func linearDragModes(choice: LinearDragMode) throws {
        let configuration = try Self.configuration(["--linear-drag", "\(choice)", "--linear-drag-distance", "400"])
        #expect(configuration.linearDrag == choice)
        #expect(configuration.linearDragDistance == 400)
    }

    @Test(arguments: [
        ("linear", Skew.linear), ("logarithmic", .logarithmic), ("exponent:2", .exponent(2)),
        ("exponent:0.0625", .exponent(0.0625)), ("exponent:16", .exponent(16)),
    ])
    func skews(argument: String, skew: Skew) throws {
        #expect(try Self.configuration(["--skew", argument, "--range", "20:20000"]).skew == skew)
    }

    @Test func defaultValueAndFineAdjust() throws {
        let configuration = try Self.configuration(["--default-value", "-0.5", "--range", "-1:1", "--fine-adjust=0.25"])
        #expect(configuration.defaultValue == -0.5)
        #expect(configuration.fineAdjustFactor == 0.25)
    }

    /// Without the options every field is the core's own default.
    @Test func withoutTheOptionsTheCoresDefaultsHold() throws {
        let configuration = try Self.configuration([])
        let core = Configuration(geometry: Self.geometry)
        #expect(configuration.linearDrag == core.linearDrag)
        #expect(configuration.linearDragDistance == core.linearDragDistance)
        #expect(configuration.skew == core.skew)
        #expect(configuration.defaultValue == core.defaultValue)
        #expect(configuration.fineAdjustFactor == core.fineAdjustFactor)
    }

    /// `--start-angle -135` and `--range -1:1` (the value a separate argument starting with '-') read as their `=`
    /// spellings do.
    @Test(arguments: [
        (["--start-angle", "-135"], ["--start-angle=-135"]), (["--range", "-1:1"], ["--range=-1:1"]),
        (["--value", "-0.5", "--range", "-1:1"], ["--value=-0.5", "--range=-1:1"]),
        (["--default-value", "-1", "--range", "-2:0"], ["--default-value=-1", "--range=-2:0"]),
        (["--sweep", "-90"], ["--sweep=-90"]),
    ])
    func negativeNumbersReadInBothSpellings(separate: [String], attached: [String]) throws {
        let geometry = Self.geometry
        // --sweep -90 is refused by the model in both spellings alike.
        let separateResult = Result {
            try DemoOptions.parse(separate).configuration(turnMode: .clamped, geometry: geometry)
        }
        let attachedResult = Result {
            try DemoOptions.parse(attached).configuration(turnMode: .clamped, geometry: geometry)
        }
        switch (separateResult, attachedResult) {
        case (.success(let one), .success(let other)): #expect(one == other)
        case (.failure(let one), .failure(let other)):
            #expect(DemoOptions.message(for: one) == DemoOptions.message(for: other))
            #expect(DemoOptions.message(for: one).contains("--sweep"))
        default: Issue.record("\(separate) and \(attached) read differently: \(separateResult), \(attachedResult)")
        }
        if separate.first == "--start-angle" {
            #expect(try DemoOptions.parse(separate).startAngle == -135)
        }
        if separate.first == "--range" {
            #expect(try DemoOptions.parse(separate).range == ValueRange(minimum: -1, maximum: 1))
        }
    }

    /// In the `all` scene the rings count turns and leave a skew to the other controls; with `--turns 1` they take it.
    @Test func ringsInTheGridTakeASkewOnlyWhenSingleTurn() throws {
        let skewed = try GridScene.makeControls(DemoOptions.parse(["--skew", "exponent:2"]))
        #expect(
            skewed.map(\.control.configuration.skew) == [
                .exponent(2), .linear, .linear, .linear, .exponent(2), .exponent(2),
            ])
        let singleTurn = try GridScene.makeControls(DemoOptions.parse(["--skew", "exponent:2", "--turns", "1"]))
        #expect(singleTurn.allSatisfy { $0.control.configuration.skew == .exponent(2) })
    }

    @Test("--backend chooses the window system; a foreign X11 parent cannot go with Wayland")
    func backends() throws {
        #expect(try DemoOptions.parse([]).backend == .automatic)
        #expect(try DemoOptions.parse(["--backend", "auto"]).backend == .automatic)
        #expect(try DemoOptions.parse(["--backend=wayland"]).backend == .wayland)
        #expect(try DemoOptions.parse(["--backend", "x11", "--into", "0x1200003"]).backend == .x11)
        #expect(throws: CommandLineError.self) { try DemoOptions.parse(["--backend", "mir"]) }
        #expect(throws: CommandLineError.self) { try DemoOptions.parse(["--backend", "wayland", "--into", "7"]) }
    }
}
