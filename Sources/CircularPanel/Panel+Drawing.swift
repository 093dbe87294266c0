import CircularControl
import CircularRender

extension Panel {
    /// The renderer's scene for the current state: every control, with each knob's state (pressed while a pointer
    /// drags it, hover under the mouse, idle otherwise), the focus ring on the focused knob while
    /// ``showsFocusRing``, and the value entry in its control's label (its caret only while the surface has the
    /// keyboard focus).
    public var scene: Scene {
        Scene(background: background, controls: controls.indices.map { drawnControl($0) })
    }

    /// Control `index` as ``scene`` has it, in the panel's units.
    func drawnControl(_ index: Int) -> Control {
        let ringed = showsFocusRing ? focusedKnob : nil
        let typed = entry.flatMap { open in
            open.knob.control == index
                ? TextEntry(
                    text: open.text, isInvalid: open.isInvalid, showsCaret: hasKeyboardFocus,
                    isSelected: open.isSelected, textHeight: entryTextHeight(ofControl: index)) : nil
        }
        return controls[index].drawn(
            state: { knob in
                let address = PanelKnob(control: index, knob: knob)
                for (pointer, owned) in dragOwners where owned == index && draggedKnob(by: pointer) == address {
                    return .pressed
                }
                return address == hoveredKnob ? .hover : .idle
            }, focused: ringed?.control == index ? .some(ringed?.knob) : nil, entry: typed)
    }

    /// The controls whose look the panel's own state marks now: a knob pressed or hovered, the focus ring, the value
    /// entry (whose text height hangs on the rings around it). A control may be named more than once.
    var markedControls: [Int] {
        var marked: [Int] = []
        appendMarkedControls(to: &marked)
        return marked
    }

    /// Appends ``markedControls`` to `marked`.
    func appendMarkedControls(to marked: inout [Int]) {
        marked.append(contentsOf: dragOwners.values)
        if let hoveredKnob { marked.append(hoveredKnob.control) }
        if showsFocusRing, let focusedKnob { marked.append(focusedKnob.control) }
        if let entry { marked.append(entry.knob.control) }
    }

    /// The text height of a value entry in control `index`'s label: the label's share (`labelSize`) of the space free
    /// in its hole, where other controls' rings lie inside it (concentric activity rings: the entry of the outer one
    /// fits inside the innermost, clear of the rings between); `nil` where nothing lies there (the label's own).
    func entryTextHeight(ofControl index: Int) -> Double? {
        let geometry = controls[index].configuration.geometry
        var free = geometry.innerRadius
        for other in controls.indices where other != index {
            let ring = controls[other].configuration.geometry
            let distance = ring.center.distance(to: geometry.center)
            if distance + ring.outerRadius <= geometry.innerRadius { free = min(free, ring.innerRadius - distance) }
        }
        return free < geometry.innerRadius ? controls[index].labelSize * max(free, 0) : nil
    }

    /// The pixels of `canvas` (the buffer's bounds, in drawn pixels) that differ between the scene last shown and the
    /// current one (``drawnScene``), as a region: a rectangle for each control that changed, merged where neighbours
    /// meet (`PixelRegion`), so that two changes far apart stay two small rectangles. The current scene becomes the
    /// shown one. Draw the region with `render(into:clippedTo:renderer:)` and show only it.
    ///
    /// The work is that of the controls that changed (``controls`` notes each one) and of those the panel's state
    /// marks now or marked in the scene shown (a knob pressed or hovered, the focus ring, the value entry): the
    /// others are neither drawn afresh nor compared, so a move on a panel of a thousand controls costs what it costs on
    /// a panel of one.
    ///
    /// Edge cases: nothing changed gives an empty region; the first call after a control was added, or after the
    /// background changed, gives the whole canvas, as `Renderer/damage(from:to:canvas:)` does; after a change of
    /// ``scale`` every control is compared.
    public mutating func takeDamage(renderer: Renderer, canvas: PixelRect) -> PixelRegion {
        guard shownScene.controls.count == controls.count, shownScene.background == background else {
            show(drawnScene)
            return PixelRegion(canvas)
        }
        // The lists of the last call, their storage reused: a move allocates nothing here.
        var (compared, marked, damaged) = scratch
        scratch = ([], [], PixelRegion())
        marked.removeAll(keepingCapacity: true)
        appendMarkedControls(to: &marked)
        // The marked controls are noted as changed too, so that each control is compared once (a dragged knob is
        // changed, marked now and marked in the scene shown).
        for index in shownMarks { controls.note(index) }
        for index in marked { controls.note(index) }
        controls.takeChanged(into: &compared)
        if shownScale != scale {
            compared = Array(controls.indices)
            shownScale = scale
        }
        damaged.removeAll()
        for index in compared {
            let next = drawnControl(index).scaled(by: scale)
            let shown = shownScene.controls[index]
            guard next != shown else { continue }
            let damage = renderer.damage(from: shown, to: next)
            damaged.add(damage.intersection(canvas))
            shownScene.controls[index] = next
            // Whatever the new look draws beyond the bounds indexed is in the damage: bounds that only shrank (or
            // stayed) may stay indexed, a superset, and a move spares itself the label's layout.
            if let indexed = shownIndex?.rect(index), !indexed.contains(damage) {
                shownIndex?.update(index, to: renderer.bounds(of: next))
            }
        }
        swap(&shownMarks, &marked)
        scratch = (compared, marked, damaged)
        // A few controls are looked at faster than an index is kept and asked.
        if shownIndex == nil, controls.count > Self.fewestIndexed {
            shownIndex = BoundsIndex(shownScene, renderer: renderer)
        }
        return damaged
    }

    /// Draws the pixels of `clip` of ``shownScene`` into `buffer` with `renderer`, as
    /// `renderer.render(shownScene, into:clippedTo:)` does; once the panel has measured damage with `renderer` since
    /// the scene was shown whole, it looks only at the controls near `clip`, so redrawing the damage of one control
    /// costs the same on a panel of a thousand.
    ///
    /// - Returns: the rectangle redrawn: `clip` clipped to the buffer.
    @discardableResult
    public func render(into buffer: PixelBuffer, clippedTo clip: PixelRect, renderer: Renderer) -> PixelRect {
        guard let shownIndex else { return renderer.render(shownScene, into: buffer, clippedTo: clip) }
        return renderer.render(shownScene, into: buffer, clippedTo: clip, index: shownIndex)
    }

    /// Draws every rectangle of `region` as `render(into:clippedTo:renderer:)` for a rectangle does.
    ///
    /// - Returns: the bounds of what was redrawn (the region clipped to the buffer).
    @discardableResult
    public func render(into buffer: PixelBuffer, clippedTo region: PixelRegion, renderer: Renderer) -> PixelRect {
        region.rects.reduce(PixelRect.empty) { drawn, rect in
            drawn.union(render(into: buffer, clippedTo: rect, renderer: renderer))
        }
    }

    /// Has `renderer` make what drawing the shown scene into a buffer of `columns` by `rows` pixels builds on first
    /// use (`Renderer.prepare(_:columns:rows:)`): for a host that lays out before it can draw.
    public func prepareRendering(columns: Int, rows: Int, renderer: Renderer) {
        renderer.prepare(shownScene, columns: columns, rows: rows)
    }

    /// Makes the current scene the shown one without measuring damage: for a host about to redraw everything
    /// (after a resize, or the first frame).
    public mutating func showWhole() {
        show(drawnScene)
    }

    /// Makes `next`, the current ``drawnScene``, the shown one.
    private mutating func show(_ next: Scene) {
        shownScene = next
        shownIndex = nil
        shownScale = scale
        controls.takeChanged(into: &scratch.compared)
        shownMarks.removeAll(keepingCapacity: true)
        appendMarkedControls(to: &shownMarks)
    }

    /// ``scene`` in drawn pixels: `scene.scaled(by: scale)`, what a host renders into its buffer.
    public var drawnScene: Scene { scene.scaled(by: scale) }

    /// Sets ``scale``, the drawn pixels a unit of the panel is; returns false and changes nothing for a value that is
    /// NaN or outside ``scales``. The host then redraws everything into a buffer of the new size (``showWhole()``):
    /// the damage from the last scene shown does not cover a change of scale.
    ///
    /// Edge cases: the same scale again changes nothing and returns true; input in progress (a drag, typing) goes on,
    /// its positions in the panel's units as before.
    public mutating func setScale(_ newScale: Double) -> Bool {
        guard Self.scales.contains(newScale) else { return false }
        scale = newScale
        return true
    }
}
