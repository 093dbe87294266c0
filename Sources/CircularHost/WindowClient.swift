import CircularAccessibility
import CircularControl
import CircularPanel
import CircularRender

/// What the host asks of the program it shows: the scene of controls, or a test's recorder.
///
/// The host owns the window, the pixels and the loop; the client owns the meaning. Coordinates have y down (`Point`
/// of the core); positions (input, the hand cursor's point, the knob of a linear drag, the kept mouse) are in logical
/// pixels, the window's device pixels divided by the scale of ``layout(size:scale:)``, so that a drag counts the same
/// distance at any scale; sizes, damage, drawing and accessible extents are in device pixels. The host calls these on the thread that runs the loop, in this
/// order within one iteration: ``layout(size:scale:)`` and ``handle(_:pointer:)`` for every queued event (every
/// motion event reaches ``handle(_:pointer:)``; only drawing is coalesced), ``advance(to:)`` while
/// ``isAnimating``, then ``render(into:damage:)`` at most once.
///
/// Edge cases: a client that returns damage outside the window or asks for nothing is fine; one that keeps
/// ``isAnimating`` true forever makes the host tick at `EventLoop/frameInterval` forever, as asked.
public protocol WindowClient {
    /// The window has this size and DPI scale (1 at 96 dpi); called once before the first frame and again when the
    /// size changes or the desktop's DPI does (`EventLoop/scale`: the same size then, at the new scale). The host
    /// redraws everything afterwards. The first call may come before the window is made, at the size it asks for
    /// (the Wayland host's, while the compositor announces its globals).
    mutating func layout(size: PixelSize, scale: Double)

    /// Applies one input event. `pointer` is the last known pointer position in the window (for keys and the wheel,
    /// which carry none). Returns what to redraw.
    mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest

    /// Applies one input event from `source`: the mouse, or a finger by its touch id (each finger has its own
    /// drag; fingers never hover or turn the wheel). `pointer` is as in ``handle(_:pointer:)``, the mouse's position
    /// however the input came. Returns what to redraw. The default hands mouse input to ``handle(_:pointer:)`` and
    /// drops touch input.
    mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point) -> RedrawRequest

    /// Applies one input event from `source` that happened at `time` (seconds on the host's monotonic clock, the clock
    /// of ``gestureDeadline`` and ``advanceClock(to:)``): a turn of the wheel with a time is part of a burst, one
    /// gesture until the wheel rests (`GestureKind/wheel`). The host calls this one. The default drops the time and
    /// hands the input to ``handle(_:from:pointer:)``.
    mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point, time: Double) -> RedrawRequest

    /// When the gesture under way ends unless more input comes (a wheel burst's end); the host wakes up then and
    /// calls ``advanceClock(to:)``. `nil`: nothing is due.
    var gestureDeadline: Double? { get }

    /// Moves the gesture clock to `time` (a wheel burst idle since then ends). Returns what to redraw.
    mutating func advanceClock(to time: Double) -> RedrawRequest

    /// The window gained or lost the keyboard focus. Returns what to redraw (a focus ring, say).
    mutating func focusChanged(to focused: Bool) -> RedrawRequest
    /// The window is now embedded (XEmbed), or no longer: an embedded client hands the keyboard focus back to its
    /// embedder when Tab goes past its last control (``takeFocusExit()``) instead of wrapping round to the first.
    /// Called before the first input for a window created inside a parent, and when an embedded notify arrives.
    mutating func embeddingChanged(to embedded: Bool)
    /// The embedder moved the keyboard focus into the window with Tab (`.forward`: the first control takes it) or
    /// Shift-Tab (`.backward`: the last one does). Called before ``focusChanged(to:)``. Returns what to redraw.
    mutating func focusEntered(moving direction: FocusDirection) -> RedrawRequest
    /// Which way the input just handled moved the keyboard focus out of the window's controls (Tab past the last,
    /// Shift-Tab before the first, on an embedded client), or nil when the focus stayed inside. Taking it clears
    /// it; an embedded window's host then asks its embedder to move the focus on (XEMBED_FOCUS_NEXT or _PREV).
    mutating func takeFocusExit() -> FocusDirection?

    /// True while something moves on its own (an animation): the host then calls ``advance(to:)`` once per frame
    /// and blocks without a timeout otherwise.
    var isAnimating: Bool { get }

    /// Moves animations to `time` (seconds on a monotonic clock). Returns what to redraw.
    mutating func advance(to time: Double) -> RedrawRequest

    /// Draws the `damage` region of the window into `pixels` (the whole window's pixels; only `damage` is shown
    /// afterwards, rectangle by rectangle, so drawing outside it is harmless but wasted).
    mutating func render(into pixels: PixelBuffer, damage: PixelRegion)

    /// True when the pointer at `point` is over something to grab: the host then shows a hand cursor.
    func wantsHandCursor(at point: Point) -> Bool

    /// Where the knob is that the mouse drags in a straight line (a linear drag mode), in logical pixels; nil while
    /// the mouse drags nothing or drags round. The host asks after each mouse press and each input during such a
    /// drag: while it is not nil, the host hides the cursor and keeps the pointer in place (`PointerWarp`), so the
    /// drag never stops at the screen edge, and hands the client a virtual pointer that travels freely; when it turns
    /// nil (release, Escape), the host shows the cursor again on the knob (``lastLinearMouseDragKnob``). Fingers never
    /// take part.
    var linearMouseDragKnob: Point? { get }

    /// The virtual pointer of the mouse's linear drag while the client keeps one (`Panel.keptMouse`): the host that
    /// keeps the real pointer in place moves it as the real one moves (its warps landing, the device's raw travel) and
    /// hands the client its point. Nil while no linear drag is under way; the client starts it at the press and drops
    /// it when the drag ends.
    var keptMouse: VirtualPointer? { get set }

    /// Where the knob is that the mouse's latest linear drag holds or held, in logical pixels: during the drag as
    /// ``linearMouseDragKnob``, and once it ended, where the input that ended it left the knob (a release's last move,
    /// or the value Escape restored). The host asks right after that input, and shows the cursor there. Nil when
    /// unknown: the host then shows it where ``linearMouseDragKnob`` last was.
    var lastLinearMouseDragKnob: Point? { get }

    /// A descriptor that becomes readable when another thread handed the client work (a value, a change): the host
    /// polls it beside its display connection and then calls ``takeHandedOverWork()``. Nil: nothing is handed over.
    var wakeDescriptor: Int32? { get }

    /// Applies what other threads handed over since the last call; the host calls it once every loop iteration,
    /// after the input and before animations. Returns what to redraw.
    mutating func takeHandedOverWork() -> RedrawRequest

    /// The window's first frame reached the window system: the host calls it once, in the iteration that presented
    /// it, for work a start puts off until its first frame is shown. Returns what to redraw.
    mutating func firstFramePresented() -> RedrawRequest

    /// True once the client wants the window closed (its program asked, from any thread): the host ends its loop
    /// after the iteration, as its own `stop()` does.
    var isCloseRequested: Bool { get }

    /// The controls as assistive technologies see them, in focus order, with their extents in device pixels; the
    /// host reads them every loop iteration while a screen reader's bus is connected, and publishes them over
    /// AT-SPI2. Empty: the window exposes nothing and the host never connects.
    var accessibleNodes: [AccessibleNode] { get }

    /// An assistive technology set node `index` (of ``accessibleNodes``) to `value`, which is finite: apply it as a
    /// person's value, a gesture of its own (`GestureKind/accessibility`: the model clamps and snaps it). Returns what
    /// to redraw.
    mutating func setAccessibleValue(_ value: Double, ofNode index: Int) -> RedrawRequest

    /// An assistive technology gave the keyboard focus to node `index` (of ``accessibleNodes``). Returns what to
    /// redraw.
    mutating func focusAccessibleNode(_ index: Int) -> RedrawRequest
}

extension WindowClient {
    /// Default: the mouse's input to ``handle(_:pointer:)``, nothing for a finger.
    public mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point) -> RedrawRequest {
        source == .mouse ? handle(event, pointer: pointer) : .nothing
    }
    /// Default: the time dropped, the input to ``handle(_:from:pointer:)``.
    public mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point, time: Double)
        -> RedrawRequest
    {
        handle(event, from: source, pointer: pointer)
    }
    /// Default: nothing is due.
    public var gestureDeadline: Double? { nil }
    /// Default: nothing to end.
    public mutating func advanceClock(to time: Double) -> RedrawRequest { .nothing }
    /// Default: focus changes draw nothing.
    public mutating func focusChanged(to focused: Bool) -> RedrawRequest { .nothing }
    /// Default: the client behaves the same embedded or not.
    public mutating func embeddingChanged(to embedded: Bool) {}
    /// Default: the focus coming in draws nothing.
    public mutating func focusEntered(moving direction: FocusDirection) -> RedrawRequest { .nothing }
    /// Default: the focus never leaves the window's controls.
    public mutating func takeFocusExit() -> FocusDirection? { nil }
    /// Default: nothing animates.
    public var isAnimating: Bool { false }
    /// Default: nothing to advance.
    public mutating func advance(to time: Double) -> RedrawRequest { .nothing }
    /// Default: the normal cursor everywhere.
    public func wantsHandCursor(at point: Point) -> Bool { false }
    /// Default: no drag keeps the pointer in place.
    public var linearMouseDragKnob: Point? { nil }
    /// Default: unknown.
    public var lastLinearMouseDragKnob: Point? { nil }
    /// Default: no virtual pointer; the host then keeps no pointer in place.
    public var keptMouse: VirtualPointer? {
        get { nil }
        set {}
    }
    /// Default: nothing is handed over.
    public var wakeDescriptor: Int32? { nil }
    /// Default: nothing to apply.
    public mutating func takeHandedOverWork() -> RedrawRequest { .nothing }
    /// Default: nothing put off.
    public mutating func firstFramePresented() -> RedrawRequest { .nothing }
    /// Default: only the window closes the window.
    public var isCloseRequested: Bool { false }
    /// Default: nothing for assistive technologies.
    public var accessibleNodes: [AccessibleNode] { [] }
    /// Default: nothing to set.
    public mutating func setAccessibleValue(_ value: Double, ofNode index: Int) -> RedrawRequest { .nothing }
    /// Default: nothing to focus.
    public mutating func focusAccessibleNode(_ index: Int) -> RedrawRequest { .nothing }
}

extension WindowClient {
    /// The scales a window may draw its client at, in device pixels a logical pixel: a quarter to 16, the panel's
    /// (`Panel.scales`). A host clamps a scale a program fixes into them, as `PanelClient` does when it lays out.
    public static var scales: ClosedRange<Double> { Panel.scales }
}
