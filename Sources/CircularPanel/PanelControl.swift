import CircularControl
import CircularRender

/// One control of a panel: its model (one knob, or a range of two) and how it looks.
///
/// Edge cases: a range control is drawn as the renderer draws a range (see `Control/rangeStart`): one track, its
/// selection between the two knobs, and both knobs; its `CenterLabel/percentage` label shows both positions.
public struct PanelControl: Hashable, Sendable {
    /// The model behind a control.
    public enum Model: Hashable, Sendable {
        /// One knob.
        case single(CircularModel)
        /// Two knobs that cannot cross.
        case range(CircularRangeModel)
    }

    /// The model: the value or values, the drag and the animation.
    public internal(set) var model: Model
    /// Ring or tick dial, with its style.
    public var appearance: ControlAppearance
    /// What the centre shows.
    public var label: CenterLabel
    /// How the value reads where the centre shows no label (``label`` is `.none`): `.percentage` for a ring whose arc
    /// shows a share (a ring past a whole turn reads "135%"), `.fraction` for a dial of counted steps. `nil`: as the
    /// plain value. It is what a screen reader says and what a value entry shows and reads (see
    /// ``readingLabel``); nothing of it is drawn.
    public var valueLabel: CenterLabel?
    /// The label's text height as a share of the inner radius (see `Control/labelSize`).
    public var labelSize: Double
    /// The knob's look.
    public var knobStyle: KnobStyle
    /// Whether the knobs are drawn (a progress ring may show none; it still takes input).
    public var showsKnobs: Bool
    /// The look of the focus ring and of a value entry.
    public var focusStyle: FocusStyle

    /// A control with `model`, drawn with `appearance`.
    public init(
        _ model: Model, appearance: ControlAppearance, label: CenterLabel = .none, valueLabel: CenterLabel? = nil,
        labelSize: Double = 0.4, knobStyle: KnobStyle = .standard, showsKnobs: Bool = true,
        focusStyle: FocusStyle = .standard
    ) {
        self.model = model
        self.appearance = appearance
        self.label = label
        self.valueLabel = valueLabel
        self.labelSize = labelSize
        self.knobStyle = knobStyle
        self.showsKnobs = showsKnobs
        self.focusStyle = focusStyle
    }

    // MARK: State

    /// The configuration in force.
    public var configuration: Configuration {
        switch model {
        case .single(let single): return single.configuration
        case .range(let range): return range.configuration
        }
    }

    /// The knobs, in focus order: `[nil]` for a single knob, `[.start, .end]` for a range.
    public var knobs: [RangeKnob?] {
        switch model {
        case .single: return [nil]
        case .range: return [.start, .end]
        }
    }

    /// The value of `knob` (`nil`: the single knob's; a range's end knob otherwise).
    public func value(of knob: RangeKnob?) -> Double {
        switch model {
        case .single(let single): return single.value
        case .range(let range): return range.value(of: knob ?? .end)
        }
    }

    /// The model of a single-knob control; `nil` for a range.
    public var singleModel: CircularModel? {
        guard case .single(let single) = model else { return nil }
        return single
    }

    /// The whole turns a multi-turn single knob has completed (see `CircularModel/turns`); 0 otherwise.
    public var turns: Int { singleModel?.turns ?? 0 }

    /// The knob being dragged: `.some(nil)` for a single knob's drag, `nil` without a drag.
    public var draggedKnob: RangeKnob?? {
        switch model {
        case .single(let single): return single.isDragging ? .some(nil) : nil
        case .range(let range): return range.draggedKnob.map { .some($0) }
        }
    }

    /// True while one of the control's knobs is dragged.
    public var isDragging: Bool { draggedKnob != nil }

    /// The knob `pointer` drags: `.some(nil)` for a single knob's drag, `nil` when that pointer drags none of the
    /// control's knobs. A single knob does not know its pointer: its one drag counts for any (the panel keeps who
    /// owns it).
    public func draggedKnob(by pointer: Pointer) -> RangeKnob?? {
        switch model {
        case .single(let single): return single.isDragging ? .some(nil) : nil
        case .range(let range): return range.draggedKnob(by: pointer).map { .some($0) }
        }
    }

    /// True when a press of another pointer may start a drag here: nothing drags the control, or it is a range
    /// with one knob dragged (a second finger takes the other).
    public var acceptsAnotherDrag: Bool {
        switch model {
        case .single(let single): return !single.isDragging
        case .range(let range): return range.dragCount < 2
        }
    }

    /// True while an animation runs.
    public var isAnimating: Bool { singleModel?.isAnimating ?? false }

    /// The region of the control `point` falls in (a range's knobs both count).
    public func region(at point: Point) -> HitRegion {
        switch model {
        case .single(let single): return single.hitTest(point)
        case .range(let range): return range.hitTest(point).region
        }
    }

    /// What `point` is over: the region and, on a knob or the track, the knob it concerns (the nearer one of a
    /// range); `nil` when it is over neither.
    public func target(at point: Point) -> (region: HitRegion, knob: RangeKnob?)? {
        switch model {
        case .single(let single):
            let region = single.hitTest(point)
            return region == .knob || region == .track ? (region, nil) : nil
        case .range(let range):
            let (region, knob) = range.hitTest(point)
            guard let knob, region == .knob || region == .track else { return nil }
            return (region, knob)
        }
    }

    // MARK: Changing
    //
    // Each change returns the events that came out of the model, each with its knob in the panel: `index` is the
    // control's place in the panel.

    /// Applies one input from `pointer` that happened at `time` (`nil`: no time, see `CircularModel/handle(_:at:)`).
    mutating func handle(_ input: InputEvent, from pointer: Pointer, at time: Double?, control index: Int)
        -> PanelEvents
    {
        guard let time else {
            return change(single: { $0.handle(input) }, range: { $0.handle(input, from: pointer) }, control: index)
        }
        return change(
            single: { $0.handle(input, at: time) }, range: { $0.handle(input, from: pointer, at: time) },
            control: index)
    }

    /// Sets a value from the program: a single knob's (animated or not, see `CircularModel/setValue(_:animated:at:)`)
    /// with `knob` `nil`, or that knob of a range (`CircularRangeModel/setValue(_:of:)`); nothing for a range without
    /// `knob` or a single knob with one.
    mutating func setValue(_ value: Double, of knob: RangeKnob?, animated: Bool, at time: Double, control index: Int)
        -> PanelEvents
    {
        switch (model, knob) {
        case (.single, nil):
            return change(
                single: { $0.setValue(value, animated: animated, at: time) }, range: { _ in RangeEvents() },
                control: index)
        case (.range, let knob?):
            return change(single: { _ in ControlEvents() }, range: { $0.setValue(value, of: knob) }, control: index)
        default:
            return PanelEvents()
        }
    }

    /// Sets both values of a range from the program (`CircularRangeModel/setValues(start:end:)`); nothing for a
    /// single knob.
    mutating func setValues(start: Double, end: Double, control index: Int) -> PanelEvents {
        change(
            single: { _ in ControlEvents() }, range: { $0.setValues(start: start, end: end) }, control: index)
    }

    /// Moves a running animation to `time` (`CircularModel/advanceAnimation(to:)`; ranges do not animate).
    mutating func advanceAnimation(to time: Double, control index: Int) -> PanelEvents {
        change(single: { $0.advanceAnimation(to: time) }, range: { _ in RangeEvents() }, control: index)
    }

    /// Sets `knob` to a value an assistive technology wrote (see `CircularModel/setAccessibleValue(_:)`).
    mutating func setAccessibleValue(_ value: Double, of knob: RangeKnob?, control index: Int) -> PanelEvents {
        change(
            single: { $0.setAccessibleValue(value) }, range: { $0.setAccessibleValue(value, of: knob ?? .end) },
            control: index)
    }

    /// Moves the gesture clock to `time` (see `CircularModel/advanceClock(to:)`).
    mutating func advanceClock(to time: Double, control index: Int) -> PanelEvents {
        change(single: { $0.advanceClock(to: time) }, range: { $0.advanceClock(to: time) }, control: index)
    }

    /// The gesture under way on `knob` (`nil`: the single knob; a range's end knob otherwise): a drag, a burst of the
    /// wheel, a run of keys; `nil` between gestures (see `GestureKind`).
    public func gesture(of knob: RangeKnob?) -> GestureKind? {
        switch model {
        case .single(let single): return single.gesture
        case .range(let range): return range.gesture(of: knob ?? .end)
        }
    }

    /// When the control's wheel gesture ends unless the wheel turns again; `nil` without one.
    var gestureDeadline: Double? {
        switch model {
        case .single(let single): return single.gestureDeadline
        case .range(let range): return range.gestureDeadline
        }
    }

    /// The control lost the keyboard focus: its key gesture ends.
    mutating func keyboardFocusLeft(control index: Int) -> PanelEvents {
        change(single: { $0.keyboardFocusLeft() }, range: { $0.keyboardFocusLeft() }, control: index)
    }

    /// Sets `knob` to a value the user typed (see ``CircularModel/enterValue(_:)`` and
    /// ``CircularRangeModel/enterValue(_:of:)``).
    mutating func enterValue(_ value: Double, of knob: RangeKnob?, control index: Int) -> PanelEvents {
        change(single: { $0.enterValue(value) }, range: { $0.enterValue(value, of: knob ?? .end) }, control: index)
    }

    /// Changes the model with `single` or `range`, whichever it is, and gives each event that comes out its knob in
    /// the panel: `index`, and the range's knob (`nil` for a single knob).
    private mutating func change(
        single change: (inout CircularModel) -> ControlEvents,
        range changeRange: (inout CircularRangeModel) -> RangeEvents,
        control index: Int
    ) -> PanelEvents {
        var events = PanelEvents()
        switch model {
        case .single(var single):
            for event in change(&single) { events.append(PanelEvent(knob: PanelKnob(control: index), event: event)) }
            model = .single(single)
        case .range(var range):
            for event in changeRange(&range) {
                events.append(PanelEvent(knob: PanelKnob(control: index, knob: event.knob), event: event.event))
            }
            model = .range(range)
        }
        return events
    }

    /// Makes `knob` the one keys and the wheel act on (a range's; a single knob has only one): a key gesture of the
    /// range's other knob ends.
    mutating func focus(_ knob: RangeKnob?, control index: Int) -> PanelEvents {
        guard case .range = model, let knob else { return PanelEvents() }
        return change(single: { _ in ControlEvents() }, range: { $0.focus(knob) }, control: index)
    }

    /// The knob keys and the wheel act on.
    var focusedKnob: RangeKnob? {
        guard case .range(let range) = model else { return nil }
        return range.focusedKnob
    }

    /// Moves the control to `geometry`, keeping its values and a drag in progress.
    ///
    /// - Throws: ``ConfigurationError`` for an invalid geometry; the control is then unchanged.
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

    // MARK: Drawing

    /// True when `point` lies in the control's label area, where a double click opens a value entry (see
    /// `Control/labelAreaContains(_:)`).
    public func labelAreaContains(_ point: Point) -> Bool {
        let configuration = configuration
        return Control(
            geometry: configuration.geometry, arc: configuration.arc, position: 0, appearance: appearance,
            labelSize: labelSize
        ).labelAreaContains(point)
    }

    /// The renderer's control for the current state (a range is one control with its ``Control/rangeStart``);
    /// `state` gives each knob's state (idle, hover or pressed), `focused` the knob whose focus ring shows (`nil`:
    /// none; `.some(nil)`: a single knob's), and `entry` the value entry drawn in the label.
    func drawn(state knobState: (RangeKnob?) -> KnobState, focused: RangeKnob?? = nil, entry: TextEntry? = nil)
        -> Control
    {
        func state(_ knob: RangeKnob?) -> KnobState? { showsKnobs ? knobState(knob) : nil }
        let configuration = configuration
        let geometry = configuration.geometry
        let arc = configuration.arc
        switch model {
        case .single(let single):
            return Control(
                geometry: geometry, arc: arc, position: single.position, appearance: appearance,
                knob: state(nil), knobStyle: knobStyle, label: label, labelSize: labelSize,
                isFocused: focused == .some(nil), entry: entry, focusStyle: focusStyle)
        case .range(let range):
            return Control(
                geometry: geometry, arc: arc, position: range.position(of: .end), appearance: appearance,
                knob: state(.end), knobStyle: knobStyle, label: label, labelSize: labelSize,
                rangeStart: RangeStart(
                    position: range.position(of: .start), knob: state(.start), isFocused: focused == .some(.start)),
                isFocused: focused == .some(.end), entry: entry, focusStyle: focusStyle)
        }
    }
}
