import CircularControl
import CircularRender

/// One interactive control of a scene: its name and kind for the trace, its model, and how the renderer draws it.
///
/// A single control (knob, ring, tick dial) has one model and one part named after it. The range control has one
/// two-knob model and two parts, `range.start` and `range.end`, each reported in the trace as a control of its
/// own (its own value).
///
/// Edge cases: the range control draws as four renderer controls (the track, the selection between the knobs, and
/// one carrier per knob), and its selection is left out while both knobs sit at one point (a zero sweep draws
/// nothing).
struct DemoControl {
    /// What kind of control it is, as the trace names it.
    enum Kind: String {
        case knob, ring, ticks, range
    }

    /// The model behind the control.
    enum Model {
        case single(CircularModel)
        case range(CircularRangeModel)
    }

    /// One part's state as the trace reports it.
    struct PartState {
        var name: String
        var value: Double
        var turns: Int
    }

    /// The name in the trace (for the range control, the prefix of its parts' names).
    let name: String
    let kind: Kind
    var model: Model
    /// The appearance of the ring or tick dial.
    let appearance: ControlAppearance
    /// What the centre shows.
    let label: CenterLabel
    /// The knob's look.
    let knobStyle: KnobStyle
    /// A value to ease to from the start, once the window shows (the activity rings fill up on start).
    var animationTarget: Double?

    /// The names of the parts, in the order the trace lists them.
    var partNames: [String] {
        switch model {
        case .single: return [name]
        case .range: return ["\(name).start", "\(name).end"]
        }
    }

    /// The configuration in force.
    var configuration: Configuration {
        switch model {
        case .single(let model): return model.configuration
        case .range(let model): return model.configuration
        }
    }

    /// The state of every part.
    var parts: [PartState] {
        switch model {
        case .single(let model):
            return [PartState(name: name, value: model.value, turns: model.turns)]
        case .range(let model):
            return [PartState(name: "\(name).start", value: model.startValue, turns: 0),
                    PartState(name: "\(name).end", value: model.endValue, turns: 0)]
        }
    }

    /// The state of the part called `partName`.
    func part(named partName: String) -> PartState? { parts.first { $0.name == partName } }

    /// True while one of the control's knobs is dragged.
    var isDragging: Bool {
        switch model {
        case .single(let model): return model.isDragging
        case .range(let model): return model.draggedKnob != nil
        }
    }

    /// The part being dragged, if any.
    var draggedPart: String? {
        switch model {
        case .single(let model): return model.isDragging ? name : nil
        case .range(let model): return model.draggedKnob.map { "\(name).\($0.rawValue)" }
        }
    }

    /// What a pointer at `point` is over, and which part it concerns (nil outside a knob or the track).
    func hit(_ point: Point) -> (region: HitRegion, part: String?) {
        switch model {
        case .single(let model):
            let region = model.hitTest(point)
            return (region, region == .knob || region == .track ? name : nil)
        case .range(let model):
            let (region, knob) = model.hitTest(point)
            return (region, knob.map { "\(name).\($0.rawValue)" })
        }
    }

    /// Applies one input and returns what happened, each event with the part it concerns.
    mutating func handle(_ input: InputEvent) -> [(part: String, event: ControlEvent)] {
        switch model {
        case .single(var single):
            let events = single.handle(input)
            model = .single(single)
            return events.map { (name, $0) }
        case .range(var range):
            let events = range.handle(input)
            model = .range(range)
            return events.map { ("\(name).\($0.knob.rawValue)", $0.event) }
        }
    }

    /// Starts easing to ``animationTarget`` at `time` (a no-op without one).
    mutating func startAnimation(at time: Double) -> [(part: String, event: ControlEvent)] {
        guard let target = animationTarget, case .single(var single) = model else { return [] }
        animationTarget = nil
        let events = single.setValue(target, animated: true, at: time)
        model = .single(single)
        return events.map { (name, $0) }
    }

    /// True while an animation runs or waits to start.
    var isAnimating: Bool {
        guard case .single(let single) = model else { return false }
        return single.isAnimating || animationTarget != nil
    }

    /// Moves a running animation to `time`.
    mutating func advance(to time: Double) -> [(part: String, event: ControlEvent)] {
        guard case .single(var single) = model else { return [] }
        let events = single.advanceAnimation(to: time)
        model = .single(single)
        return events.map { (name, $0) }
    }

    /// Moves the control to `geometry` (after a resize), keeping its value and any drag.
    mutating func setGeometry(_ geometry: RingGeometry) throws(ConfigurationError) {
        switch model {
        case .single(var single):
            try single.setGeometry(geometry)
            model = .single(single)
        case .range(var range):
            try range.setGeometry(geometry)
            model = .range(range)
        }
    }

    /// The renderer's controls for the current state: `looks` gives each part's knob look.
    func drawn(looks: (String) -> KnobLook) -> [Control] {
        let configuration = configuration
        let geometry = configuration.geometry
        let arc = configuration.arc
        switch model {
        case .single(let single):
            return [Control(geometry: geometry, arc: arc, position: single.position, appearance: appearance,
                            knob: looks(name), knobStyle: knobStyle, label: label)]
        case .range(let range):
            let startPosition = range.position(of: .start), endPosition = range.position(of: .end)
            let percent = { (position: Double) in Int((position * 100).rounded()) }
            let trackLabel = CenterLabel.text("\(percent(startPosition))–\(percent(endPosition))%")
            var controls = [Control(geometry: geometry, arc: arc, position: 1, appearance: Self.rangeTrack(appearance),
                                    knobStyle: knobStyle, label: trackLabel, labelSize: 0.3)]
            let sweep = (endPosition - startPosition) * arc.sweep.value
            if sweep > 1e-9 {
                let start = arc.clockAngle(atPosition: arc.direction == .clockwise ? startPosition : endPosition)
                let selectionArc = Arc(start: start, sweep: Turns(min(sweep, 1)), direction: .clockwise)
                controls.append(Control(geometry: geometry, arc: selectionArc, position: 1, appearance: Self.rangeSelection(appearance),
                                        knobStyle: knobStyle))
            }
            for knob in RangeKnob.allCases {
                controls.append(Control(geometry: geometry, arc: arc, position: range.position(of: knob), appearance: Self.knobCarrier,
                                        knob: looks("\(name).\(knob.rawValue)"), knobStyle: knobStyle))
            }
            return controls
        }
    }

    /// The range's track: the whole arc in the appearance's track colour (drawn as a full, shadowless progress arc,
    /// so that no start cap shows).
    private static func rangeTrack(_ appearance: ControlAppearance) -> ControlAppearance {
        guard case .ring(let style) = appearance else { return appearance }
        return .ring(RingStyle(progress: .solid(style.resolvedTrackColor), track: style.resolvedTrackColor, tipShadowOpacity: 0,
                               labelColor: style.labelColor))
    }

    /// The range's selection: the appearance's progress paint over no track.
    private static func rangeSelection(_ appearance: ControlAppearance) -> ControlAppearance {
        guard case .ring(let style) = appearance else { return appearance }
        return .ring(RingStyle(progress: style.progress, track: .clear, tipShadowOpacity: 0, labelColor: style.labelColor))
    }

    /// An appearance that draws nothing but the knob (a tick dial without ticks).
    private static let knobCarrier = ControlAppearance.tickDial(TickDialStyle(tickCount: 0))
}
