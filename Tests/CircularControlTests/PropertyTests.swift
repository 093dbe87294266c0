import PropertyBased
import Testing

@testable import CircularControl

/// One random input of a trace: which kind, and two numbers that shape it.
struct TraceStep: Sendable, CustomStringConvertible {
    var kind: Int
    var a: Double
    var b: Double
    var description: String { "(\(kind), \(a), \(b))" }
}

/// A random control: which turn mode, arc, step and snap, and a starting value.
struct TraceSetup: Sendable, CustomStringConvertible {
    var mode: Int
    var stepped: Bool
    var snap: Int
    var trackPress: Int
    var start: Double
    var description: String { "mode \(mode) stepped \(stepped) snap \(snap) track \(trackPress) start \(start)" }

    var configuration: Configuration {
        let turnMode: TurnMode = [.clamped, .clamped, .wrapping, .multiTurn(limit: 3), .multiTurn(limit: nil)][mode]
        return Configuration(
            min: -5, max: 10, step: stepped ? 0.5 : nil, snap: SnapMode.allCases[snap], turnMode: turnMode,
            arc: mode == 1 ? knobArc : .fullCircle, geometry: ring(), trackPress: TrackPressPolicy.allCases[trackPress])
    }
}

@Suite("Properties over random pointer, key and wheel traces")
struct PropertyTests {
    static let setups = zip(Gen.int(in: 0...4), Gen.bool, Gen.int(in: 0...2), Gen.int(in: 0...2), Gen.double(in: 0...1))
        .map { TraceSetup(mode: $0, stepped: $1, snap: $2, trackPress: $3, start: $4) }
    static let steps = zip(Gen.int(in: 0...99), Gen.double(in: -1...1), Gen.double(in: 0...1))
        .map { TraceStep(kind: $0, a: $1, b: $2) }
        .array(of: 1...80)

    @Test(
        "10,000 random traces: invariants hold, the value stays finite and in range, no pointer event moves it more than the pointer turned (plus the snap), a pinned value never jumps to the other end, Escape restores the value from the press"
    )
    func randomTraces() async {
        await propertyCheck(count: 10_000, input: Self.setups, Self.steps) { setup, trace in
            let failures = Self.run(setup, trace)
            #expect(failures.isEmpty, "\(setup): \(failures.prefix(3))")
        }
    }

    /// Plays a trace and returns every property it broke.
    static func run(_ setup: TraceSetup, _ trace: [TraceStep]) -> [String] {
        let configuration = setup.configuration
        guard var model = try? CircularModel(configuration, value: -5 + 15 * setup.start) else {
            return ["setup refused"]
        }
        var failures: [String] = []
        var pointerDegrees = 0.0
        var pointerRadius = 100.0
        var valueBeforePress: Double? = model.value
        var modifiers: Modifiers = []
        let span = configuration.max - configuration.min
        let snapAllowance = (configuration.step ?? 0) / span

        /// Applies one input and checks every property on what it did.
        func apply(_ input: InputEvent, at label: String) {
            let before = model
            var pointerTurn: Double?
            if case .move(let point, _) = input, let session = before.drag,
                let from = ClockAngle.of(session.lastPoint, around: center),
                let to = ClockAngle.of(point, around: center)
            {
                pointerTurn = Turns.shortestDelta(from: from, to: to).value.magnitude
            }
            let events = model.handle(input)
            let problems = model.invariantViolations()
            if !problems.isEmpty { failures.append("\(label): \(problems)") }
            if !model.value.isFinite { failures.append("\(label): value \(model.value)") }
            // A move turns the value by no more than the pointer turned, plus one step of snap.
            if before.isDragging, let turn = pointerTurn {
                let allowed = turn * configuration.arc.positionsPerTurn + snapAllowance + 1e-9
                let moved =
                    configuration.turnMode == .wrapping
                    ? Turns.shortestDelta(from: Turns(before.position), to: Turns(model.position)).value.magnitude
                    : (model.position - before.position).magnitude
                if moved > allowed { failures.append("\(label): moved \(moved) for a turn of \(turn)") }
            }
            // A pinned value never jumps to the other end.
            if let end = before.pinnedEnd, case .move = input {
                let away = end == .maximum ? configuration.upperPositionLimit - model.position : model.position
                if away > 0.5 * (1 + snapAllowance) {
                    failures.append("\(label): pinned at \(end) jumped to \(model.position)")
                }
            }
            // Escape restores the value from the press.
            if case .key(.escape, _) = input, before.isDragging, let pressed = valueBeforePress, model.value != pressed
            {
                failures.append("\(label): Escape left \(model.value), pressed at \(pressed)")
            }
            _ = events
        }

        for (index, step) in trace.enumerated() {
            let label = "step \(index) \(step)"
            switch step.kind {
            case 0..<8:
                // A real pointer cannot press where it has not moved to, so presses come only between drags.
                guard !model.isDragging else { continue }
                pointerDegrees = 360 * step.b
                pointerRadius = 10 + 140 * abs(step.a)
                // A press that stops an animation first settles the value where the animation was; Escape then
                // restores that (AnimationTests covers it), so the check here is for presses with no animation.
                valueBeforePress = model.isAnimating ? nil : model.value
                apply(.press(clock(pointerDegrees, radius: pointerRadius), modifiers: modifiers), at: label)
            case 8..<50:
                // Small turns, mostly on the ring, sometimes near or through the centre.
                pointerDegrees += 30 * step.a
                if step.kind >= 45 {
                    pointerRadius = 2 + 60 * step.b
                } else if step.kind >= 40 {
                    pointerRadius = 100 + 50 * step.a
                }
                apply(.move(clock(pointerDegrees, radius: pointerRadius), modifiers: modifiers), at: label)
            case 50..<60:
                // A sweep: up to one and a half turns one way, in moves of a few degrees.
                let moves = 1 + Int(step.b * 90)
                for move in 0..<moves {
                    pointerDegrees += 6 * step.a
                    apply(
                        .move(clock(pointerDegrees, radius: pointerRadius), modifiers: modifiers),
                        at: "\(label) move \(move)")
                }
            case 60..<64: apply(.move(Point(x: step.a < 0 ? .nan : .infinity, y: 100), modifiers: modifiers), at: label)
            case 64..<72: apply(.release(clock(pointerDegrees, radius: pointerRadius), modifiers: modifiers), at: label)
            case 72..<84: apply(.key(Key.allCases[Int(step.b * 8.999)], modifiers: modifiers), at: label)
            case 84..<90: apply(.wheel(notches: 3 * step.a, modifiers: modifiers), at: label)
            case 90..<93:
                modifiers = step.a < 0 ? [] : .shift
                apply(.modifiers(modifiers), at: label)
            case 93..<96: _ = model.setValue(-8 + 30 * step.b)
            case 96..<98: _ = model.setValue(step.a < 0 ? .nan : .infinity)
            default:
                _ = model.setValue(-5 + 15 * step.b, animated: true, at: 0)
                _ = model.advanceAnimation(to: 10 * step.b)
            }
            if failures.count > 3 { break }
        }
        return failures
    }
}
