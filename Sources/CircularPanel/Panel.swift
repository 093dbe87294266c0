import CircularControl
import CircularRender

/// The controls of one surface, and who has them: the knob each pointer drags, the knob the mouse hovers, the knob
/// with the keyboard focus. Hosts hand every input to the panel; it routes the input, says what happened to which
/// knob, builds the scene and works out what to redraw. A host never routes input itself.
///
/// Routing:
/// - a press goes to the control under the pointer: a knob first (the topmost control's), then a track; that
///   control keeps the drag, and every move of that pointer, until its release. Each pointer (the mouse, every
///   finger) has its own drag; a press on a control another pointer drags is ignored, except on a range control
///   whose other knob is free: two fingers drag its two knobs at once;
/// - keys go to the control the mouse drags, else to the focused one; Tab order is the order of ``controls``, a
///   range control's start knob before its end knob (``moveFocus(_:)``);
/// - the wheel goes to the control the mouse drags, else to the one under the mouse, else to the focused one, and
///   focuses it;
/// - a press focuses the control (and the knob) it starts a drag on; the first control has the focus at first.
///
/// Keyboard focus, as GTK and Qt do it:
/// - Tab and Shift+Tab (`.key(.tab)`, `.key(.tab, modifiers: .shift)`) move the focus along the focus order, round
///   from one end to the other; with ``handsFocusOut`` (an embedded panel) past either end the focus leaves the
///   panel, for the host to hand on (``takeFocusExit()``), and comes back through ``focusEntered(_:)``;
/// - the focus is visible (``isFocusVisible``, GTK's focus-visible) once it moved by the keyboard or the focused
///   control took a key, until a pointer press; the focus ring is drawn while it is visible and the surface has the
///   keyboard focus (``setKeyboardFocus(_:)``, ``showsFocusRing``).
///
/// Typing a value (``entry``, see Panel+Entry): with a knob focused, typing a digit, a sign or a decimal point, or
/// Enter, or a double click on a control's label area, opens an inline entry in that control's label; Enter commits
/// it (`ValueText`, then the model as `ChangeSource/typed`), Escape cancels it, Backspace edits it.
///
/// Drawing: ``scene`` is the current state for the renderer; ``takeDamage(renderer:canvas:)`` compares the controls
/// that changed with the scene last shown and returns the region to redraw, which
/// `render(into:clippedTo:renderer:)` with the region redraws from the controls near each of its rectangles.
///
/// Edge cases: a press on the background does nothing and keeps the focus; a press whose track-press policy is
/// `ignore` starts no drag; input for a control index that does not exist is ignored; an empty panel ignores
/// everything and draws the background (Tab on it, with ``handsFocusOut``, leaves at once); on a panel of one knob
/// Tab stays on it, or, with ``handsFocusOut``, leaves.
public struct Panel: Sendable {
    /// The controls, in drawing order (bottom to top) and in focus order; each change of one is noted for
    /// ``takeDamage(renderer:canvas:)``.
    public internal(set) var controls: PanelControls
    /// The colour behind the controls.
    public var background: RGBAColor
    /// The control each pointer drags.
    public internal(set) var dragOwners: [Pointer: Int] = [:]
    /// The knob under the mouse, when no drag is under way (the knob's hover state).
    public internal(set) var hoveredKnob: PanelKnob?
    /// The knob with the keyboard focus; `nil` only on an empty panel.
    public internal(set) var focusedKnob: PanelKnob?
    /// True while the focus is to be seen: set when the focus moves by the keyboard (Tab, or coming in from the
    /// embedder) or the focused control takes a key or typed text; cleared by any pointer press and when the focus
    /// leaves the panel. False at first.
    public internal(set) var isFocusVisible = false
    /// True while the host's surface has the keyboard focus (``setKeyboardFocus(_:)``); true at first, false once
    /// the focus left by Tab (``handsFocusOut``) until it comes back.
    public internal(set) var hasKeyboardFocus = true
    /// Embedded hand-off: when true, Tab past the last knob (Shift+Tab before the first) leaves the panel (see
    /// ``takeFocusExit()``) instead of coming round to the other end. False by default.
    public var handsFocusOut = false
    /// The direction the focus left by, until the host takes it.
    var pendingFocusExit: FocusDirection?
    /// The value being typed into a knob's label, or `nil`.
    public internal(set) var entry: ValueEntry?
    /// Where each pointer was last seen (the wheel turns under the mouse's).
    var lastPositions: [Pointer: Point] = [:]
    /// The control the mouse's latest linear drag holds or held (``lastLinearMouseDragKnob``).
    var lastLinearMouseDrag: Int?
    /// The virtual pointer of the mouse's linear drag, for a host that keeps the real pointer in place during it (the
    /// cursor hidden, the pointer warped back to the anchor after each motion, so the drag never stops at the screen
    /// edge): the press point plus the travel so far (the core's `VirtualPointer`, which counts it).
    ///
    /// The panel starts it when a mouse press starts a linear drag (``linearMouseDragKnob`` turns non-nil: at the
    /// press point) and drops it once that drag is over (release, Escape); fingers never have one. While it is there,
    /// the host moves it as the real pointer moves (`VirtualPointer/move(to:)` for a position, `move(by:)` for the
    /// device's own relative motion, `observe(_:)` for a position whose travel was counted so, `warped(to:)` once a
    /// warp landed) and hands the panel its `point` instead of the real position: `Panel+KeptMouse.swift` does this
    /// for a host that has positions only.
    ///
    /// Edge cases: a host that never warps may ignore it (the virtual point is then the real one); a host may replace
    /// it (nil included) and the panel starts and drops it again at the next linear drag.
    public var keptMouse: VirtualPointer?
    /// The scene the host shows, in drawn pixels (``drawnScene``): what damage is measured from.
    public internal(set) var shownScene: Scene
    /// Where the controls of ``shownScene`` reach, for redrawing a rectangle of it (`render(into:clippedTo:renderer:)`);
    /// built by the first ``takeDamage(renderer:canvas:)`` after the scene was shown whole, nil until then (and always
    /// nil on a panel of at most ``fewestIndexed`` controls).
    var shownIndex: BoundsIndex?
    /// The most controls a panel keeps no ``shownIndex`` for: redrawing a rectangle of so few looks at each one, which
    /// costs less than keeping an index up to date and asking it.
    static let fewestIndexed = 8
    /// Where a press can hit each control, in panel units (see Panel+HitIndex.swift).
    var hitIndex = BoundsIndex(count: 0) { _ in .empty }
    /// The controls in a linear drag mode, in ascending order: grabbed where no control's knob or track is.
    var linearControls: [Int] = []
    /// The ``scale`` ``shownScene`` was drawn at.
    var shownScale = 1.0
    /// The controls that had a knob pressed or hovered, the focus ring or the value entry in ``shownScene``: with
    /// the controls changed since, the ones ``takeDamage(renderer:canvas:)`` compares.
    var shownMarks: [Int] = []
    /// The storage of ``takeDamage(renderer:canvas:)``'s lists and region, kept between calls (the region returned
    /// shares it until the caller drops it).
    var scratch: (compared: [Int], marked: [Int], damage: PixelRegion) = ([], [], PixelRegion())
    /// How many drawn pixels a unit of the panel is (1 by default): the controls' geometry and every input position
    /// are in the panel's units (a toolkit's logical pixels), ``drawnScene``, ``shownScene`` and the damage in drawn
    /// ones (the device pixels of a HiDPI screen, 2 at 192 dpi). Set it with ``setScale(_:)``.
    public internal(set) var scale = 1.0

    /// The scales ``setScale(_:)`` takes: from a quarter (a thumbnail) to 16 device pixels a unit.
    public static let scales: ClosedRange<Double> = 0.25...16

    /// A panel of `controls` (bottom to top) on `background`; the first control's first knob has the focus.
    public init(controls: [PanelControl], background: RGBAColor = .white) {
        self.controls = PanelControls(controls)
        self.background = background
        shownScene = Scene(background: background)
        focusedKnob = controls.first.map { PanelKnob(control: 0, knob: $0.knobs.first ?? nil) }
        for index in controls.indices { indexForHits(index) }
        showWhole()
    }

    /// Adds `control` on top of the others and returns its index; on an empty panel it takes the focus.
    public mutating func add(_ control: PanelControl) -> Int {
        controls.append(control)
        indexForHits(controls.count - 1)
        if focusedKnob == nil { focusedKnob = PanelKnob(control: controls.count - 1, knob: control.knobs.first ?? nil) }
        return controls.count - 1
    }

    /// The knob a drag of `pointer` holds, if any.
    public func draggedKnob(by pointer: Pointer) -> PanelKnob? {
        guard let index = dragOwners[pointer], let knob = controls[index].draggedKnob(by: pointer) else { return nil }
        return PanelKnob(control: index, knob: knob)
    }

    /// The centre of the knob the mouse drags in a linear drag mode, in panel points; nil while the mouse drags
    /// nothing, or drags round the ring. A host keeps the pointer in place during such a drag and shows it here on
    /// release.
    ///
    /// Edge cases: a range never drags linearly, so its drags give nil; a cancelled drag (Escape) gives nil at once.
    public var linearMouseDragKnob: Point? {
        guard let index = dragOwners[.mouse], controls[index].configuration.linearDrag != nil,
            draggedKnob(by: .mouse) != nil, let model = controls[index].singleModel
        else { return nil }
        return model.knobCenter
    }

    /// The centre of the knob the mouse's latest linear drag holds or held, in panel points: while the drag is under
    /// way, ``linearMouseDragKnob``; once it ended, where that knob is now: after a release, where the release's
    /// last move took it, after Escape, at the value the cancel restored. A host that kept the pointer in place shows
    /// it here when the drag ends.
    ///
    /// Edge cases: nil before the mouse's first linear drag; a mouse press that starts another drag (round, or on a
    /// range) or none leaves it on the last linear one; it follows that knob as the program, keys or the wheel move it
    /// later.
    public var lastLinearMouseDragKnob: Point? {
        guard let index = lastLinearMouseDrag else { return nil }
        return controls[index].singleModel?.knobCenter
    }

    /// True while anything animates: the host then advances the panel every frame (``advanceAnimations(to:)``).
    public var isAnimating: Bool { controls.contains { $0.isAnimating } }

    /// The control a press at `point` goes to: the topmost one whose knob is there, else the topmost whose track is
    /// there. A control in a linear drag mode is grabbed anywhere (as its model documents): inside its ring, else
    /// anywhere no other control's knob or track is, so a panel of one such control takes a press anywhere.
    public func control(at point: Point) -> Int? {
        var topmostTrack: Int?
        for index in hitCandidates(at: point).reversed() {
            guard let target = controls[index].target(at: point) else { continue }
            if target.region == .knob { return index }
            if topmostTrack == nil { topmostTrack = index }
        }
        if let topmostTrack { return topmostTrack }
        let linear = linearControls.reversed()
        return linear.first { controls[$0].region(at: point) == .inside } ?? linear.first
    }

    /// True when the pointer at `point` is over something to grab, or drags: a host shows a hand cursor.
    public func wantsHandCursor(at point: Point) -> Bool {
        dragOwners[.mouse] != nil || control(at: point) != nil
    }
}
