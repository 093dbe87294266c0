import CircularControl
import CircularPanel
import CircularRender
import CircularX11

/// The demo's ``WindowClient``: the scene's controls on a ``Panel``, which routes the input, builds the scene and
/// works out the damage; the client lays the controls out, draws the damage with the renderer and reports the
/// events on the trace.
///
/// Edge cases: a resize that gives a control an invalid geometry keeps its previous one; animations start only
/// after ``startAnimations()`` (so that no event line comes before the ready line).
struct DemoClient: WindowClient {
    /// The scene's controls as the trace names them, in the panel's order.
    let controls: [DemoControl]
    var panel: Panel
    /// The values the controls ease to once animations start, by control index.
    var animationTargets: [Int: Double]
    private let scene: SceneKind
    private let knobScale: Double?
    private let renderer: Renderer
    private let trace: TraceWriter?
    private let printsEvents: Bool
    private var size = PixelSize(width: 0, height: 0)
    private var animationsStarted = false
    /// How many times ``render(into:damage:)`` ran (the demo waits for the first frame).
    private(set) var renderCount = 0

    /// A client for `scene` with its `controls` (as the scene made them).
    init(
        scene: SceneKind, controls: [DemoControl], knobScale: Double?, renderer: Renderer, trace: TraceWriter?,
        printsEvents: Bool
    ) {
        self.scene = scene
        self.controls = controls
        panel = Panel(controls: controls.map(\.control), background: DemoPalette.background)
        animationTargets = [:]
        for (index, control) in controls.enumerated() { animationTargets[index] = control.animationTarget }
        self.knobScale = knobScale
        self.renderer = renderer
        self.trace = trace
        self.printsEvents = printsEvents
    }

    // MARK: WindowClient

    mutating func layout(size: PixelSize, scale: Double) {
        self.size = size
        let frame = SceneFrame(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        let geometries = scene.geometries(in: frame, scale: scale, knobScale: knobScale)
        for (index, geometry) in zip(controls.indices, geometries) {
            try? panel.setGeometry(geometry, ofControl: index)
        }
        panel.showWhole()
    }

    mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest {
        handle(event, from: .mouse, pointer: pointer)
    }

    mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point) -> RedrawRequest {
        handle(event, from: source, pointer: pointer, time: nil)
    }

    mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point, time: Double) -> RedrawRequest {
        handle(event, from: source, pointer: pointer, time: Optional(time))
    }

    /// Hands `event` to the panel, at `time` when there is one, and reports what it did.
    private mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point, time: Double?)
        -> RedrawRequest
    {
        if printsEvents { StandardStreams.printLine("input \(event.line)") }
        // The events first, then the report: a call's receiver (self) is read before its arguments are evaluated.
        let focusBefore = panel.focusedKnob
        let events =
            source == .mouse
            ? panel.handle(event, at: pointer, time: time) : panel.handle(event, from: source, time: time)
        report(events, source: event.changeSource)
        reportFocus(ifMovedFrom: focusBefore)
        return redraw()
    }

    var gestureDeadline: Double? { panel.gestureDeadline }

    mutating func advanceClock(to time: Double) -> RedrawRequest {
        let ended = panel.advanceClock(to: time)
        report(ended, source: .wheel)
        return redraw()
    }

    var isAnimating: Bool { animationsStarted && (panel.isAnimating || !animationTargets.isEmpty) }

    mutating func advance(to time: Double) -> RedrawRequest {
        for (index, target) in animationTargets.sorted(by: { $0.key < $1.key }) {
            let started = panel.setValue(target, ofControl: index, animated: true, at: time)
            report(started, source: .program)
        }
        animationTargets.removeAll()
        let advanced = panel.advanceAnimations(to: time)
        report(advanced, source: .program)
        return redraw()
    }

    mutating func focusChanged(to focused: Bool) -> RedrawRequest {
        let events = panel.setKeyboardFocus(focused)
        report(events, source: .key)
        return redraw()
    }

    mutating func embeddingChanged(to embedded: Bool) {
        panel.handsFocusOut = embedded
    }

    mutating func focusEntered(moving direction: FocusDirection) -> RedrawRequest {
        let events = panel.focusEntered(direction)
        report(events, source: .key)
        trace?.focus(control: panel.focusedKnob.map { controls[$0.control].partName($0.knob) })
        return redraw()
    }

    mutating func takeFocusExit() -> FocusDirection? {
        let exit = panel.takeFocusExit()
        if exit != nil { trace?.focus(control: nil) }
        return exit
    }

    mutating func render(into pixels: PixelBuffer, damage: PixelRect) {
        renderer.render(panel.shownScene, into: pixels, clippedTo: damage)
        renderCount += 1
    }

    func wantsHandCursor(at point: Point) -> Bool {
        panel.wantsHandCursor(at: point)
    }

    var linearMouseDragKnob: Point? { panel.linearMouseDragKnob }

    var lastLinearMouseDragKnob: Point? { panel.lastLinearMouseDragKnob }

    // MARK: The demo's side

    /// Lets programmatic animations (the rings filling up) begin at the next frame.
    mutating func startAnimations() {
        animationsStarted = true
    }

    /// Puts every control at the value it would animate to, at once (for a screenshot).
    mutating func finishAnimationsImmediately() {
        for (index, target) in animationTargets { _ = panel.setValue(target, ofControl: index) }
        animationTargets.removeAll()
        panel.showWhole()
    }

    /// The ready line's entries: every part of every control, with its geometry and state.
    var traceEntries: [TraceWriter.ControlEntry] {
        controls.indices.flatMap { index in
            let control = panel.controls[index]
            let configuration = control.configuration
            return control.knobs.map { knob in
                TraceWriter.ControlEntry(
                    name: controls[index].partName(knob), kind: controls[index].kind.rawValue,
                    geometry: configuration.geometry, value: control.value(of: knob), minimum: configuration.min,
                    maximum: configuration.max)
            }
        }
    }

    // MARK: Reporting and drawing

    /// Writes one trace line per event, each with its part's state after the input; `source` is what the input
    /// was, for the events that do not say (a change says where it came from).
    func report<Events: Sequence>(_ events: Events, source: ChangeSource) where Events.Element == PanelEvent {
        guard let trace else { return }
        for event in events {
            let control = panel.controls[event.knob.control]
            var eventSource = source
            if case .changed(let changeSource) = event.event { eventSource = changeSource }
            trace.event(
                event.event, control: controls[event.knob.control].partName(event.knob.knob),
                value: control.value(of: event.knob.knob), turns: control.turns, source: eventSource)
        }
    }

    /// Writes a focus line when the keyboard focus is no longer on the knob it was on.
    func reportFocus(ifMovedFrom before: PanelKnob?) {
        guard let trace, panel.focusedKnob != before else { return }
        trace.focus(control: panel.focusedKnob.map { controls[$0.control].partName($0.knob) })
    }

    /// Asks for the pixels that differ between the scene last shown and the current one.
    mutating func redraw() -> RedrawRequest {
        let canvas = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        let damage = panel.takeDamage(renderer: renderer, canvas: canvas)
        return damage.isEmpty ? .nothing : .rect(damage)
    }
}

extension InputEvent {
    /// What the input is, as the trace names the source of the events it causes: the pointer, a key, the wheel or
    /// typed text.
    fileprivate var changeSource: ChangeSource {
        switch self {
        case .press, .move, .release, .modifiers: return .pointer
        case .key, .keyRelease: return .key
        case .wheel: return .wheel
        case .text: return .typed
        }
    }
}
