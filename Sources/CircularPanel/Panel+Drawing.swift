import CircularControl
import CircularRender

extension Panel {
    /// The renderer's scene for the current state: every control, with each knob's state (pressed while a pointer
    /// drags it, hover under the mouse, idle otherwise), the focus ring on the focused knob while
    /// ``showsFocusRing``, and the value entry in its control's label (its caret only while the surface has the
    /// keyboard focus).
    public var scene: Scene {
        var dragged = Set<PanelKnob>()
        for pointer in dragOwners.keys {
            if let knob = draggedKnob(by: pointer) { dragged.insert(knob) }
        }
        let hovered = hoveredKnob
        let ringed = showsFocusRing ? focusedKnob : nil
        var drawn: [Control] = []
        for index in controls.indices {
            let typed = entry.flatMap { open in
                open.knob.control == index
                    ? TextEntry(
                        text: open.text, isInvalid: open.isInvalid, showsCaret: hasKeyboardFocus,
                        isSelected: open.isSelected, textHeight: entryTextHeight(ofControl: index)) : nil
            }
            drawn.append(
                controls[index].drawn(
                    state: { knob in
                        let address = PanelKnob(control: index, knob: knob)
                        if dragged.contains(address) { return .pressed }
                        return address == hovered ? .hover : .idle
                    }, focused: ringed?.control == index ? .some(ringed?.knob) : nil, entry: typed))
        }
        return Scene(background: background, controls: drawn)
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

    /// The rectangle of `canvas` (the buffer's bounds, in drawn pixels) whose pixels differ between the scene last
    /// shown and the current one (``drawnScene``); the current one becomes the shown one. Draw it with
    /// `renderer.render(shownScene, into:clippedTo:)` and show only it.
    ///
    /// Edge cases: nothing changed gives `PixelRect/empty`; the first call after a control was added damages the
    /// whole canvas, as `Renderer/damage(from:to:canvas:)` does for a change in the number of controls.
    public mutating func takeDamage(renderer: Renderer, canvas: PixelRect) -> PixelRect {
        let next = drawnScene
        let damage = renderer.damage(from: shownScene, to: next, canvas: canvas)
        shownScene = next
        return damage
    }

    /// Makes the current scene the shown one without measuring damage: for a host about to redraw everything
    /// (after a resize, or the first frame).
    public mutating func showWhole() {
        shownScene = drawnScene
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
