import CircularControl
import CircularPanel
import CircularRender

/// The window client every backend drives for a window of controls: a `Panel` of ``WindowControl``s that routes
/// the input, keeps the focus and works out the damage, laid out by a ``ControlLayout``, drawn by a `Renderer`,
/// reporting what happens as ``WindowEvent``s, published to assistive technologies
/// (`PanelClient+Accessibility.swift`), and taking values and changes from other threads (``remote``).
///
/// A program rarely meets it: it opens a window of controls (`ControlWindow` in `CircularWindow`), which makes one.
/// A backend's tests and a benchmark drive it through their host directly.
///
/// Edge cases: a layout that gives a control an invalid geometry keeps its previous one; events are reported only
/// to an ``onEvent`` that is set (a benchmark's drag pays for none).
public struct PanelClient: WindowClient {
    /// The controls' names, in the panel's order.
    public private(set) var controls: [WindowControl]
    /// The controls' state: values, drags, focus, the scene shown.
    public internal(set) var panel: Panel
    /// Where the controls go whenever the window's size or scale changes.
    public var layout: ControlLayout
    /// What other threads use to reach the window; asking for it opens the pipe that wakes the window when they do
    /// (``WindowClient/wakeDescriptor``), so a window that no other thread reaches polls nothing more.
    public var remote: WindowRemote {
        handedOver.openWakePipe()
        return handedOver
    }
    /// The remote, without opening its pipe.
    private let handedOver: WindowRemote
    /// Called with every event, on the window's thread, in the order they happen.
    public var onEvent: ((WindowEvent) -> Void)?
    /// Called with every input the window hands to the controls, before they act on it (a trace of the input).
    public var onInput: ((InputEvent) -> Void)?
    /// The window's size and DPI scale as last laid out.
    public private(set) var size = PixelSize(width: 0, height: 0)
    public private(set) var scale = 1.0
    /// How many times ``render(into:damage:)`` ran.
    public private(set) var renderCount = 0
    /// True once a program or another thread asked the window to close; the host then stops.
    public private(set) var isCloseRequested = false
    private let renderer: Renderer

    /// A client for `controls` on `background`, placed by `layout`, drawn by `renderer`.
    public init(
        controls: [WindowControl], layout: ControlLayout = .row, background: RGBAColor = RGBAColor(white: 0.97),
        renderer: Renderer = Renderer()
    ) {
        self.controls = controls
        panel = Panel(controls: controls.map(\.control), background: background)
        self.layout = layout
        self.renderer = renderer
        handedOver = WindowRemote(controlCount: controls.count)
    }

    // MARK: WindowClient

    /// Lays the controls out for a window of `size` device pixels at `scale`: the layout's rings, in window pixels,
    /// divided by the scale into the panel's logical pixels, and the panel drawing at the scale
    /// (`Panel/setScale(_:)`). So a control's pixel distances (its linear drag, its dead zone) and the input count
    /// logical pixels, as the host hands them (`WindowClient`), and the drawing and the damage device pixels. What
    /// the next frame draws at that size and keeps for later ones (the rings' band maps and frames, the labels'
    /// glyphs) is made here (`Panel/prepareRendering(columns:rows:renderer:)`), so that a host that lays out while it
    /// waits for the window system draws its first frame without making it.
    ///
    /// Edge cases: a scale outside ``WindowClient/scales`` is clamped into them; one that is not finite counts as 1.
    public mutating func layout(size: PixelSize, scale: Double) {
        let scale = scale.isFinite ? min(max(scale, Self.scales.lowerBound), Self.scales.upperBound) : 1
        self.size = size
        self.scale = scale
        _ = panel.setScale(scale)
        let geometries = layout.place(size, scale, controls.count)
        for (index, geometry) in zip(controls.indices, geometries) {
            try? panel.setGeometry(geometry.scaled(by: 1 / scale), ofControl: index)
        }
        panel.showWhole()
        panel.prepareRendering(columns: size.width, rows: size.height, renderer: renderer)
    }

    public mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest {
        handle(event, from: .mouse, pointer: pointer, time: nil)
    }

    public mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point) -> RedrawRequest {
        handle(event, from: source, pointer: pointer, time: nil)
    }

    public mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point, time: Double)
        -> RedrawRequest
    {
        handle(event, from: source, pointer: pointer, time: Optional(time))
    }

    public var gestureDeadline: Double? { panel.gestureDeadline }

    public mutating func advanceClock(to time: Double) -> RedrawRequest {
        let events = panel.advanceClock(to: time)
        report(events, source: .wheel)
        return redraw()
    }

    public var isAnimating: Bool { panel.isAnimating }

    public mutating func advance(to time: Double) -> RedrawRequest {
        let events = panel.advanceAnimations(to: time)
        report(events, source: .program)
        return redraw()
    }

    public mutating func focusChanged(to focused: Bool) -> RedrawRequest {
        let events = panel.setKeyboardFocus(focused)
        report(events, source: .key)
        return redraw()
    }

    public mutating func embeddingChanged(to embedded: Bool) {
        panel.handsFocusOut = embedded
    }

    public mutating func focusEntered(moving direction: FocusDirection) -> RedrawRequest {
        let events = panel.focusEntered(direction)
        report(events, source: .key)
        reportFocus()
        return redraw()
    }

    public mutating func takeFocusExit() -> FocusDirection? {
        let exit = panel.takeFocusExit()
        if exit != nil { onEvent?(.focus(nil, name: nil)) }
        return exit
    }

    public mutating func render(into pixels: PixelBuffer, damage: PixelRegion) {
        panel.render(into: pixels, clippedTo: damage, renderer: renderer)
        renderCount += 1
    }

    public func wantsHandCursor(at point: Point) -> Bool {
        panel.wantsHandCursor(at: point)
    }

    public var linearMouseDragKnob: Point? { panel.linearMouseDragKnob }

    public var lastLinearMouseDragKnob: Point? { panel.lastLinearMouseDragKnob }

    public var keptMouse: VirtualPointer? {
        get { panel.keptMouse }
        set { panel.keptMouse = newValue }
    }

    public var wakeDescriptor: Int32? {
        let descriptor = handedOver.wakeDescriptor
        return descriptor >= 0 ? descriptor : nil
    }

    /// Checks the label font that a match kept by an earlier run gave unchecked (`Renderer.verifyLabelFont()`, for a
    /// renderer that began loading it with `verifyingKeptMatchLater`): when fontconfig's configuration or fonts
    /// changed since and the family now matches another file, everything is drawn again with that one.
    public mutating func firstFramePresented() -> RedrawRequest {
        guard renderer.verifyLabelFont() else { return .nothing }
        // Labels may take other pixels: the damage measured against the frame shown does not cover them.
        panel.showWhole()
        return .all
    }

    /// What an event callback hands over while this applies the work before it (a label that follows a value the
    /// program set) is applied in the same call, for a few rounds: a callback that always hands over more waits for
    /// the next iteration instead of holding the loop.
    public mutating func takeHandedOverWork() -> RedrawRequest {
        var request = RedrawRequest.nothing
        for _ in 0..<4 {
            let (values, changes) = handedOver.take()
            // Nothing handed over: nothing to measure either (this runs every loop iteration).
            guard !values.isEmpty || !changes.isEmpty else { break }
            request = request.union(apply(values: values, changes: changes))
        }
        return request
    }

    /// Applies values and changes other threads handed over; returns what to redraw.
    private mutating func apply(values: [WindowRemote.HandedValue], changes: [WindowRemote.Change]) -> RedrawRequest {
        for handed in values where controls.indices.contains(handed.control) {
            let isRange = panel.controls[handed.control].singleModel == nil
            guard isRange || !handed.isRangeEnd else { continue }
            let knob: RangeKnob? = isRange ? (handed.isRangeEnd ? .end : .start) : nil
            let events = panel.setValue(handed.value, ofControl: handed.control, knob: knob)
            report(events, source: .program)
        }
        var request = RedrawRequest.nothing
        for change in changes {
            switch change {
            case .add(let control): request = request.union(add(control))
            case .changeLook(let index, let change): panel.changeLook(ofControl: index, change)
            case .labelText(let index, let text): request = request.union(setLabelText(text, ofControl: index))
            case .setValues(let start, let end, let index):
                let events = panel.setValues(start: start, end: end, ofControl: index)
                report(events, source: .program)
            case .close: isCloseRequested = true
            }
        }
        return request.union(redraw())
    }

    // MARK: The program's side

    /// Sets control `index` (`knob`: which knob of a range) to `value` as the program's value, at once or eased
    /// there (`animated`, from `time` on the host's clock; ranges do not animate); reports the events. Returns what
    /// to redraw. Ignored for an index past the last, or a knob the control lacks.
    public mutating func setValue(
        _ value: Double, ofControl index: Int, knob: RangeKnob? = nil, animated: Bool = false, at time: Double = 0
    ) -> RedrawRequest {
        let events = panel.setValue(value, ofControl: index, knob: knob, animated: animated, at: time)
        report(events, source: .program)
        return redraw()
    }

    /// Adds `control` after the others and lays every control out again; returns what to redraw (everything).
    public mutating func add(_ control: WindowControl) -> RedrawRequest {
        _ = panel.add(control.control)
        controls.append(control)
        handedOver.reserveSlots(forControls: controls.count)
        if !size.isEmpty { layout(size: size, scale: scale) }
        return .all
    }

    /// Changes how control `index` looks (see `Panel/changeLook(ofControl:_:)`); returns what to redraw.
    public mutating func changeLook(ofControl index: Int, _ change: (inout PanelControl) -> Void) -> RedrawRequest {
        panel.changeLook(ofControl: index, change)
        return redraw()
    }

    /// Replaces the centre label of control `index` by `text` (the value with its unit, say); nil goes back to the
    /// label it was added with. Screen readers read this text as the control's value. Returns what to redraw; an
    /// index past the last is ignored.
    public mutating func setLabelText(_ text: String?, ofControl index: Int) -> RedrawRequest {
        guard controls.indices.contains(index) else { return .nothing }
        let label = text.map(CenterLabel.text) ?? controls[index].control.label
        return changeLook(ofControl: index) { $0.label = label }
    }

    /// Marks every control as redrawn as it is now, without measuring damage (before a frame drawn whole).
    public mutating func showWhole() {
        panel.showWhole()
    }

    // MARK: Reporting and drawing

    /// Hands `event` to the panel, at `time` when there is one, and reports what it did.
    private mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point, time: Double?)
        -> RedrawRequest
    {
        onInput?(event)
        let focusBefore = panel.focusedKnob
        let events =
            source == .mouse
            ? panel.handle(event, at: pointer, time: time) : panel.handle(event, from: source, time: time)
        report(events, source: event.changeSource)
        if panel.focusedKnob != focusBefore { reportFocus() }
        return redraw()
    }

    /// Reports each event with its part's state now; `source` is what the input was, for the events that do not say
    /// (a change says where it came from). Callers take the events into a constant first: in
    /// `report(panel.change(), …)` the receiver, and so the panel it reads, is copied before the argument changes it.
    func report<Events: Sequence>(_ events: Events, source: ChangeSource) where Events.Element == PanelEvent {
        guard let onEvent else { return }
        for event in events {
            let control = panel.controls[event.knob.control]
            var eventSource = source
            if case .changed(let changeSource) = event.event { eventSource = changeSource }
            onEvent(
                .part(
                    PartEvent(
                        part: event.knob, name: controls[event.knob.control].partName(event.knob.knob),
                        event: event.event, value: control.value(of: event.knob.knob), turns: control.turns,
                        source: eventSource)))
        }
    }

    /// Reports where the keyboard focus is now.
    func reportFocus() {
        let focused = panel.focusedKnob
        onEvent?(.focus(focused, name: focused.map { controls[$0.control].partName($0.knob) }))
    }

    /// Asks for the pixels that differ between the scene last shown and the current one.
    mutating func redraw() -> RedrawRequest {
        let damage = panel.takeDamage(renderer: renderer, canvas: size.bounds)
        return damage.isEmpty ? .nothing : .region(damage)
    }
}

extension InputEvent {
    /// What the input is, as events name the source of what it causes: the pointer, a key, the wheel or typed text.
    fileprivate var changeSource: ChangeSource {
        switch self {
        case .press, .move, .release, .modifiers: return .pointer
        case .key, .keyRelease: return .key
        case .wheel: return .wheel
        case .text: return .typed
        }
    }
}
