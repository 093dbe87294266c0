import CircularControl

extension Panel {
    /// Starts ``keptMouse`` when `input`, from the mouse, started a linear drag, and drops it once no linear drag is
    /// under way.
    mutating func followKeptMouse(after input: InputEvent) {
        guard linearMouseDragKnob != nil else {
            keptMouse = nil
            return
        }
        if keptMouse == nil, case .press(let point, _, _) = input {
            keptMouse = VirtualPointer(pressedAt: point, pixelsPerUnit: scale)
        }
    }

    /// The point to hand the panel for the mouse at `real` (a host's position of the real pointer): during a linear
    /// drag kept in place, ``keptMouse``'s point after it moved by the real pointer's travel since the position last
    /// seen (or since the warp landed); otherwise `real`. `moved` is false when the kept pointer did not move (the
    /// motion of the host's own warp, which has nothing to deliver).
    ///
    /// Edge cases: a non-finite `real` leaves the kept pointer as it was.
    public mutating func keptMousePoint(forReal real: Point) -> (point: Point, moved: Bool) {
        guard var kept = keptMouse else { return (real, true) }
        let moved = kept.move(to: real)
        keptMouse = kept
        return (moved ?? kept.point, moved != nil)
    }
}
