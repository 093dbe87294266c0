import CircularControl
import CircularRender
import CircularX11

/// The demo's ``WindowClient``: holds the scene's controls, routes input to them, draws them with the renderer and
/// reports their events on the trace.
///
/// Routing:
/// - a press goes to the control under the pointer: a knob first (the topmost), then a track; that control keeps
///   the drag, and every motion event, until the release;
/// - keys go to the control being dragged, else to the focused control (the last one pressed; the first control at
///   start);
/// - the wheel goes to the control under the pointer, which becomes the focused one, else to the focused control.
///
/// Drawing: after every input the new scene is compared with the last one and only the renderer's damage between
/// them is asked for; the host renders that rectangle straight into its buffer.
///
/// Edge cases: a press on the background does nothing; a press with a track-click policy of `ignore` starts no
/// drag; a resize that gives a control an invalid geometry keeps its previous one; animations start only after
/// ``startAnimations()`` (so that no event line comes before the ready line).
struct DemoClient: WindowClient {
    /// The controls, in drawing order.
    private(set) var controls: [DemoControl]
    private let scene: SceneKind
    private let knobScale: Double?
    private let renderer: Renderer
    private let trace: TraceWriter?
    private let printsEvents: Bool
    private var size = PixelSize(width: 0, height: 0)
    /// The scene last handed out: what the next render draws, and what the next damage is measured from.
    private var shown = Scene()
    private var draggedIndex: Int?
    private var focusedIndex = 0
    private var hoveredPart: String?
    private var animationsStarted = false
    /// How many times ``render(into:damage:)`` ran (the demo waits for the first frame).
    private(set) var renderCount = 0

    /// A client for `scene` with its `controls` (as the scene made them).
    init(scene: SceneKind, controls: [DemoControl], knobScale: Double?, renderer: Renderer, trace: TraceWriter?, printsEvents: Bool) {
        self.scene = scene
        self.controls = controls
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
            try? controls[index].setGeometry(geometry)
        }
        shown = currentScene()
    }

    mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest {
        if printsEvents { StandardStreams.printLine("input \(event.line)") }
        switch event {
        case .press(let point, _, _):
            guard draggedIndex == nil, let index = controlIndex(at: point) else { break }
            focusedIndex = index
            deliver(event, to: index, source: .pointer)
            if controls[index].isDragging { draggedIndex = index }
            hoveredPart = nil
        case .move(let point, _):
            if let draggedIndex { deliver(event, to: draggedIndex, source: .pointer) }
            updateHover(at: point)
        case .release(let point, _):
            if let index = draggedIndex {
                deliver(event, to: index, source: .pointer)
                draggedIndex = nil
            }
            updateHover(at: point)
        case .modifiers:
            deliver(event, to: draggedIndex ?? focusedIndex, source: .pointer)
        case .key:
            let index = draggedIndex ?? focusedIndex
            deliver(event, to: index, source: .key)
            if draggedIndex != nil, !controls[index].isDragging { draggedIndex = nil }
        case .wheel:
            let index = draggedIndex ?? controlIndex(at: pointer) ?? focusedIndex
            focusedIndex = index
            deliver(event, to: index, source: .wheel)
        }
        return redraw()
    }

    var isAnimating: Bool { animationsStarted && controls.contains { $0.isAnimating } }

    mutating func advance(to time: Double) -> RedrawRequest {
        for index in controls.indices {
            // The events first, then the report: a call's receiver is read before its arguments are evaluated.
            let started = controls[index].startAnimation(at: time)
            report(started, of: index, source: .program)
            let advanced = controls[index].advance(to: time)
            report(advanced, of: index, source: .program)
        }
        return redraw()
    }

    mutating func render(into pixels: PixelBuffer, damage: PixelRect) {
        renderer.render(shown, into: pixels, clippedTo: damage)
        renderCount += 1
    }

    func wantsHandCursor(at point: Point) -> Bool {
        draggedIndex != nil || controlIndex(at: point) != nil
    }

    // MARK: The demo's side

    /// Lets programmatic animations (the rings filling up) begin at the next frame.
    mutating func startAnimations() {
        animationsStarted = true
    }

    /// Puts every control at the value it would animate to, at once (for a screenshot).
    mutating func finishAnimationsImmediately() {
        for index in controls.indices {
            guard let target = controls[index].animationTarget, case .single(var model) = controls[index].model else { continue }
            _ = model.setValue(target)
            controls[index].model = .single(model)
            controls[index].animationTarget = nil
        }
        shown = currentScene()
    }

    /// The ready line's entries: every part of every control, with its geometry and state.
    var traceEntries: [TraceWriter.ControlEntry] {
        controls.flatMap { control in
            control.parts.map { part in
                TraceWriter.ControlEntry(
                    name: part.name, kind: control.kind.rawValue, geometry: control.configuration.geometry, value: part.value,
                    minimum: control.configuration.min, maximum: control.configuration.max)
            }
        }
    }

    // MARK: Routing and drawing

    /// The control under `point`: the topmost whose knob is there, else the topmost whose track is there.
    private func controlIndex(at point: Point) -> Int? {
        let hits = controls.indices.reversed().map { ($0, controls[$0].hit(point)) }
        if let knob = hits.first(where: { $0.1.region == .knob && $0.1.part != nil }) { return knob.0 }
        return hits.first { $0.1.region == .track && $0.1.part != nil }?.0
    }

    private mutating func updateHover(at point: Point) {
        guard draggedIndex == nil else {
            hoveredPart = nil
            return
        }
        hoveredPart = nil
        for control in controls.reversed() {
            let hit = control.hit(point)
            if hit.region == .knob, let part = hit.part {
                hoveredPart = part
                return
            }
        }
    }

    private mutating func deliver(_ input: InputEvent, to index: Int, source: ChangeSource) {
        guard controls.indices.contains(index) else { return }
        let events = controls[index].handle(input)
        report(events, of: index, source: source)
    }

    /// Writes one trace line per event, each with its part's state after the input.
    private func report(_ events: [(part: String, event: ControlEvent)], of index: Int, source: ChangeSource) {
        guard let trace, !events.isEmpty else { return }
        for (partName, event) in events {
            guard let part = controls[index].part(named: partName) else { continue }
            var eventSource = source
            if case .changed(let changeSource) = event { eventSource = changeSource }
            trace.event(event, control: part.name, value: part.value, turns: part.turns, source: eventSource)
        }
    }

    /// The renderer's scene for the current state.
    private func currentScene() -> Scene {
        let dragged = draggedIndex.flatMap { controls[$0].draggedPart }
        let hovered = hoveredPart
        let looks: (String) -> KnobLook = { part in
            if part == dragged { return .pressed }
            return part == hovered ? .hover : .idle
        }
        return Scene(background: DemoPalette.background, controls: controls.flatMap { $0.drawn(looks: looks) })
    }

    /// Asks for the pixels that differ between the last scene and the current one.
    private mutating func redraw() -> RedrawRequest {
        let next = currentScene()
        let canvas = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        let damage = renderer.damage(from: shown, to: next, canvas: canvas)
        shown = next
        return damage.isEmpty ? .nothing : .rect(damage)
    }
}
