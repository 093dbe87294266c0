import CircularControl
import CircularRender

extension Panel {
    /// The renderer's scene for the current state: every control, with each knob's state (pressed while a pointer
    /// drags it, hover under the mouse, idle otherwise).
    public var scene: Scene {
        var dragged = Set<PanelKnob>()
        for pointer in dragOwners.keys {
            if let knob = draggedKnob(by: pointer) { dragged.insert(knob) }
        }
        let hovered = hoveredKnob
        var drawn: [Control] = []
        for index in controls.indices {
            drawn.append(
                controls[index].drawn { knob in
                    let address = PanelKnob(control: index, knob: knob)
                    if dragged.contains(address) { return .pressed }
                    return address == hovered ? .hover : .idle
                })
        }
        return Scene(background: background, controls: drawn)
    }

    /// The rectangle of `canvas` (the buffer's bounds) whose pixels differ between the scene last shown and the
    /// current one; the current one becomes the shown one. Draw it with
    /// `renderer.render(shownScene, into:clippedTo:)` and show only it.
    ///
    /// Edge cases: nothing changed gives ``PixelRect/empty``; the first call after a control was added damages the
    /// whole canvas, as ``Renderer/damage(from:to:canvas:)`` does for a change in the number of controls.
    public mutating func takeDamage(renderer: Renderer, canvas: PixelRect) -> PixelRect {
        let next = scene
        let damage = renderer.damage(from: shownScene, to: next, canvas: canvas)
        shownScene = next
        return damage
    }

    /// Makes the current scene the shown one without measuring damage: for a host about to redraw everything
    /// (after a resize, or the first frame).
    public mutating func showWhole() {
        shownScene = scene
    }
}
