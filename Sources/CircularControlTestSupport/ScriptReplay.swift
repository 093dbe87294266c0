import CircularControl

/// Plays a ``ControlScript`` on the model it names and checks, after every step, everything the core promises.
///
/// - An invalid configuration is refused with an error naming a field; a valid one gives a model that never traps.
/// - After every step the model's own invariants hold (finite values within their limits, value and position
///   agreeing, pins at their ends), and the events are well formed (``KnobEventGrammar``).
/// - Input the models document as ignored (a non-finite point, wheel delta, value or time; a geometry that is
///   refused) leaves the model exactly as it was.
/// - For a single knob, a plain reference of the rules (``ReferenceKnob``) plays the same steps beside it: the
///   events must be the same and the values equal within 1e-9 of the range.
public enum ScriptReplay {
    /// The problems `script` runs into, each naming the step; empty when every check holds. Stops at the first step
    /// with a problem. `trace`, when given, receives a line per step of a single knob: the step, the events, and the
    /// model's and the reference's value and pin.
    public static func problems(
        in script: ControlScript, comparingWithReference: Bool = true,
        trace: ((String) -> Void)? = nil
    ) -> [String] {
        switch script.control {
        case .single(let value):
            return playSingle(script, value: value, comparingWithReference: comparingWithReference, trace: trace)
        case .range(let start, let end, let minimumDistance):
            return playRange(script, start: start, end: end, minimumDistance: minimumDistance)
        }
    }

    static func playSingle(
        _ script: ControlScript, value: Double?, comparingWithReference: Bool,
        trace: ((String) -> Void)?
    ) -> [String] {
        var model: CircularModel
        do {
            model = try CircularModel(script.configuration, value: value)
        } catch {
            return error.field.isEmpty ? ["a refusal that names no field: \(error)"] : []
        }
        var grammar = KnobEventGrammar(wraps: script.configuration.turnMode == .wrapping)
        var reference = comparingWithReference ? ReferenceKnob(script.configuration, value: value) : nil
        if var knob = reference {
            if knob.sawNearTie {
                // The start value snapped from within rounding of halfway between two grid points: either is right.
                knob.adopt(model)
                reference = knob
            } else if let difference = knob.mismatch(with: model) {
                return ["at the start: \(difference)"]
            }
        }
        return firstProblem(playing: script.steps, on: &model) { model, index, step, events, problems in
            problems += grammar.feed(events)
            problems += grammar.reconcile(
                isDragging: model.isDragging, pinnedEnd: model.pinnedEnd,
                reanchors: !step.isPointer)
            if model.gesture != grammar.gesture {
                problems.append(
                    "the model's gesture is \(String(describing: model.gesture)), its events say \(String(describing: grammar.gesture))"
                )
            }
            problems += readState(of: model)
            if problems.isEmpty, var knob = reference {
                let comparing = knob.isSynchronised
                let expected = knob.apply(step)
                trace?(
                    "\(index) \(step)\n   model \(events) \(model.value) pin \(String(describing: model.pinnedEnd))"
                        + "\n   reference \(expected) \(knob.value) pin \(String(describing: knob.drag?.pin)) tracking \(String(describing: knob.drag?.tracking))"
                )
                if !comparing {
                    knob.resynchronise(with: model)
                } else if knob.sawNearTie {
                    // Either answer was right, and the two may now differ where it does not show (the drag's
                    // tracking position): follow the model until nothing is in progress.
                    knob.adopt(model)
                } else if let difference = expected != events
                    ? "events \(events), the reference gives \(expected)" : knob.mismatch(with: model)
                {
                    problems.append(difference)
                }
                reference = knob
            }
        }
    }

    static func playRange(_ script: ControlScript, start: Double, end: Double, minimumDistance: Double) -> [String] {
        var model: CircularRangeModel
        do {
            model = try CircularRangeModel(
                script.configuration, start: start, end: end, minimumDistance: minimumDistance)
        } catch {
            return error.field.isEmpty ? ["a refusal that names no field: \(error)"] : []
        }
        var grammar = RangeEventGrammar()
        return firstProblem(playing: script.steps, on: &model) { model, _, step, events, problems in
            problems += readState(of: model)
            problems += grammar.feed(events)
            for knob in RangeKnob.allCases {
                problems += grammar[knob].reconcile(
                    isDragging: model.isDragging(knob), pinnedEnd: model.pinnedEnd(of: knob),
                    reanchors: !step.isPointer
                ).map { "\(knob): \($0)" }
                if model.gesture(of: knob) != grammar[knob].gesture {
                    problems.append(
                        "\(knob): the model's gesture is \(String(describing: model.gesture(of: knob))), its events say \(String(describing: grammar[knob].gesture))"
                    )
                }
            }
        }
    }

    /// Plays `steps` on `model` one at a time and checks each as every control is checked (an ignored step changes
    /// nothing, a refused geometry changes nothing, the model's invariants hold), then with `check` (given the model,
    /// the step's index, the step, its events and the problems found so far, to add to); returns the problems of the
    /// first step that has any, naming it, or nothing.
    static func firstProblem<Model: ScriptedModel>(
        playing steps: [ScriptStep], on model: inout Model,
        check: (Model, Int, ScriptStep, [Model.Event], inout [String]) -> Void
    ) -> [String] {
        for (index, step) in steps.enumerated() {
            let before = model
            var problems: [String] = []
            let events: [Model.Event]
            do { events = try model.play(step) } catch {
                events = []
                if model != before { problems.append("a refused geometry changed the model") }
            }
            if step.isIgnored(byRange: Model.isRange), model != before {
                problems.append("ignored input changed the model")
            }
            problems += model.invariantViolations()
            check(model, index, step, events, &problems)
            if !problems.isEmpty { return ["step \(index) \(step): \(problems)"] }
        }
        return []
    }
}

/// A model ``ScriptReplay`` plays a script on: a single knob or a range control.
protocol ScriptedModel: Equatable {
    associatedtype Event
    /// Whether it is a range control (which takes some steps otherwise: see ``ScriptStep/isIgnored(byRange:)``).
    static var isRange: Bool { get }
    /// Applies `step` and returns its events; throws only for a geometry the model refused.
    mutating func play(_ step: ScriptStep) throws -> [Event]
    /// What of the model's invariants is broken; empty when they all hold.
    func invariantViolations() -> [String]
}

extension CircularModel: ScriptedModel {
    static var isRange: Bool { false }

    mutating func play(_ step: ScriptStep) throws -> [ControlEvent] {
        switch step {
        case .input(let input): return Array(handle(input))
        case .setValue(let newValue, _, let animated, let time):
            return Array(setValue(newValue, animated: animated, at: time))
        case .advanceAnimation(let time): return Array(advanceAnimation(to: time))
        case .setGeometry(let geometry):
            try setGeometry(geometry)
            return []
        case .enterValue(let newValue, _): return Array(enterValue(newValue))
        case .setKnobValue(let newValue, _): return Array(setValue(newValue))
        case .pointerInput(let input, _): return Array(handle(input))
        case .timedInput(let input, let time): return Array(handle(input, at: time))
        case .advanceClock(let time): return Array(advanceClock(to: time))
        case .focusLeft: return Array(keyboardFocusLeft())
        case .setAccessibleValue(let newValue, _): return Array(setAccessibleValue(newValue))
        case .focusKnob: return []
        }
    }
}

extension CircularRangeModel: ScriptedModel {
    static var isRange: Bool { true }

    mutating func play(_ step: ScriptStep) throws -> [RangeEvent] {
        switch step {
        case .input(let input): return Array(handle(input))
        case .setValue(let first, let second, _, _): return Array(setValues(start: first, end: second))
        case .advanceAnimation: return []
        case .setGeometry(let geometry):
            try setGeometry(geometry)
            return []
        case .enterValue(let value, let knob): return Array(enterValue(value, of: knob))
        case .setKnobValue(let value, let knob): return Array(setValue(value, of: knob))
        case .pointerInput(let input, let pointer): return Array(handle(input, from: pointer))
        case .timedInput(let input, let time): return Array(handle(input, at: time))
        case .advanceClock(let time): return Array(advanceClock(to: time))
        case .focusLeft: return Array(keyboardFocusLeft())
        case .setAccessibleValue(let value, let knob): return Array(setAccessibleValue(value, of: knob))
        case .focusKnob(let knob): return Array(focus(knob))
        }
    }
}

extension ScriptReplay {
    /// Reads every piece of state a host draws from, so that a trap in any of them shows; returns what is not finite.
    static func readState(of model: CircularModel) -> [String] {
        var problems: [String] = []
        _ = model.turns
        _ = model.animationTarget
        _ = model.hitTest(model.configuration.geometry.center)
        let knob = model.knobCenter
        if !model.knobAngle.value.isFinite || !knob.isFinite { problems.append("knob at \(model.knobAngle), \(knob)") }
        _ = model.hitTest(knob)
        return problems
    }

    /// The same for a range control.
    static func readState(of model: CircularRangeModel) -> [String] {
        var problems: [String] = []
        for knob in RangeKnob.allCases {
            let angle = model.knobAngle(of: knob)
            let limits = model.limits(of: knob)
            if !angle.value.isFinite || !model.position(of: knob).isFinite || !limits.lowerBound.isFinite
                || !limits.upperBound.isFinite
            {
                problems.append("\(knob) at \(angle), limits \(limits)")
            }
            let center = model.configuration.geometry.knobCenter(atClockAngle: angle)
            _ = model.hitTest(center)
        }
        return problems
    }
}

extension ScriptStep {
    /// The input of the step, from any pointer and at any time; `nil` for the program's steps.
    var input: InputEvent? {
        switch self {
        case .input(let input), .pointerInput(let input, _), .timedInput(let input, _): return input
        default: return nil
        }
    }

    /// True for pointer input: a press, a move or a release.
    var isPointer: Bool { input?.isPointerInput ?? false }

    /// True for a step the models document as ignored without any change of state: a press, move or wheel turn
    /// with non-finite numbers, a non-finite program, typed or accessible value or time (a range control takes two
    /// values and no time), typed text, and the keys only a panel answers to (Tab, Enter, Backspace). Input with a
    /// time moves the gesture clock first, which may change the state, unless the time is not finite.
    func isIgnored(byRange: Bool) -> Bool {
        if case .timedInput(_, let time) = self, time.isFinite { return false }
        if let input {
            switch input {
            case .text, .key(.tab, _), .key(.enter, _), .key(.backspace, _): return true
            case .press(let point, _, _), .move(let point, _): return !point.isFinite
            case .wheel(let notches, _): return !notches.isFinite
            default: return false
            }
        }
        switch self {
        case .enterValue(let value, _), .setKnobValue(let value, _), .setAccessibleValue(let value, _):
            return !value.isFinite
        case .advanceClock(let time): return !time.isFinite
        case .setValue(let value, let second, _, let time):
            return !value.isFinite || !(byRange ? second : time).isFinite
        case .advanceAnimation(let time): return !byRange && !time.isFinite
        default: return false
        }
    }
}
