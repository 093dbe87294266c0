import CircularControl

extension Renderer {
    /// The pixels a control may touch: its band, its knob and the knob's shadow in every state, its focus ring, and
    /// its label or value entry.
    ///
    /// Drawing a control's ring and label is clipped to these bounds, so each part adds exactly the pixels it is
    /// drawn within: a label wider than the ring (a long text or a large ``Control/labelSize``) reaches past the
    /// band whether or not the control has a knob, and a knob state the knob is never drawn in adds nothing.
    ///
    /// Edge cases: a control that is not drawable has empty bounds; a label that is not drawn (no font, a text
    /// height under 1 pixel or from 2000 pixels on) and a knob state whose radius is not finite and positive (a
    /// ``KnobStyle`` scale of infinity or 1e308) add nothing; bounds beyond 2^30 pixels are clamped there.
    public func bounds(of control: Control) -> PixelRect {
        guard control.rangeStart == nil else {
            return control.drawnParts.reduce(PixelRect.empty) { $0.union(self.bounds(of: $1)) }
        }
        guard control.isDrawable else { return .empty }
        var bounds = ringBounds(of: control.geometry)
        if control.knob != nil {
            // The knob's own bounds in every state, the same rectangles the knob is drawn within.
            for state in KnobState.allCases {
                let knob = KnobShape(control: control, state: state)
                if knob.isDrawn { bounds = bounds.union(knob.bounds) }
            }
        }
        if let ring = FocusRingShape(control: control) { bounds = bounds.union(ring.bounds) }
        return bounds.union(textBounds(of: control))
    }

    /// The square a ring's band is drawn within: its outer edge and two pixels of anti-aliasing round its centre.
    private func ringBounds(of geometry: RingGeometry) -> PixelRect {
        let reach = geometry.radius + geometry.lineWidth / 2 + 2
        let center = geometry.center
        return PixelRect.covering(
            minX: center.x - reach, minY: center.y - reach, maxX: center.x + reach, maxY: center.y + reach)
    }

    /// The pixels of the label, or of the value entry drawn in its place (their glyphs decoded on the way).
    func textBounds(of control: Control) -> PixelRect {
        if control.entry != nil { return entryLayout(of: control).bounds }
        guard control.label != .none else { return .empty }
        return labelBounds(of: control)
    }

    /// The rectangle whose pixels differ between drawing `old` and drawing `new`, within `canvas` (the buffer's
    /// bounds). Redraw it with ``render(_:into:clippedTo:)`` and push only it to the screen.
    ///
    /// A change of the knob's state damages only the knob; a change of focus only the old and the new focus ring; a
    /// change of the value entry only the old and the new text; a change of position damages the knob, the label and,
    /// while both positions are below 50 % (where the gradient does not move), only the stretch of arc between the
    /// two tips; otherwise the whole control. A change of background or of the number of controls damages the whole
    /// canvas.
    ///
    /// Edge cases: identical scenes give ``PixelRect/empty``, except that a NaN anywhere but in the position (a
    /// colour channel, a style's number) makes a value unequal to itself, so its control counts as changed and is
    /// damaged whole (a NaN background: the whole canvas); the result is always clipped to `canvas`.
    public func damage(from old: Scene, to new: Scene, canvas: PixelRect) -> PixelRect {
        guard old.background == new.background, old.controls.count == new.controls.count else {
            return canvas.standardized
        }
        var damaged = PixelRect.empty
        for (before, after) in zip(old.controls, new.controls) {
            damaged = damaged.union(damage(from: before, to: after))
        }
        return damaged.intersection(canvas)
    }

    /// The rectangle whose pixels differ between drawing control `old` and drawing control `new`, by the rules of
    /// ``damage(from:to:canvas:)`` for one control (not clipped to a canvas): for a host that keeps what it showed
    /// control by control and compares only the controls that changed.
    ///
    /// Edge cases: equal controls give ``PixelRect/empty``, except that a NaN anywhere but in the position makes a
    /// control unequal to itself, and it is then damaged whole.
    public func damage(from old: Control, to new: Control) -> PixelRect {
        guard old != new else { return .empty }
        if old.rangeStart != nil || new.rangeStart != nil {
            // A range part by part: a knob's look damages that knob only; its selection appearing, the whole range.
            let (before, after) = (old.drawnParts, new.drawnParts)
            guard before.count == after.count else { return bounds(of: old).union(bounds(of: new)) }
            return zip(before, after).reduce(PixelRect.empty) { damaged, parts in
                parts.0 == parts.1 ? damaged : damaged.union(self.damage(from: parts.0, to: parts.1))
            }
        }
        // Only the fallbacks need it: worked out for every change, it was most of a move's damage arithmetic.
        var whole: PixelRect { bounds(of: old).union(bounds(of: new)) }
        guard old.isDrawable, new.isDrawable, old.geometry == new.geometry, old.arc == new.arc,
            old.appearance == new.appearance, old.knobStyle == new.knobStyle, old.labelSize == new.labelSize,
            old.focusStyle == new.focusStyle
        else {
            return whole
        }
        var damaged = PixelRect.empty
        let knobMoved = old.knob != new.knob || old.drawnPosition != new.drawnPosition
        if knobMoved {
            if let state = old.knob { damaged = damaged.union(KnobShape(control: old, state: state).bounds) }
            if let state = new.knob { damaged = damaged.union(KnobShape(control: new, state: state).bounds) }
        }
        if knobMoved || old.isFocused != new.isFocused {
            if let ring = FocusRingShape(control: old) { damaged = damaged.union(ring.bounds) }
            if let ring = FocusRingShape(control: new) { damaged = damaged.union(ring.bounds) }
        }
        let sameText =
            old.label == new.label && new.label.showsSameText(atPosition: old.drawnPosition, asAt: new.drawnPosition)
        if !sameText || old.entry != new.entry {
            damaged = damaged.union(textBounds(of: old)).union(textBounds(of: new))
        }
        guard old.drawnPosition != new.drawnPosition else { return damaged }
        let low = min(old.drawnPosition, new.drawnPosition)
        let high = max(old.drawnPosition, new.drawnPosition)
        let sweep = new.arc.isFullCircle ? 1 : new.arc.sweep.value
        switch new.appearance {
        case .ring:
            // Below it the ring looks the same away from the tips whatever the value. The band is drawn within its
            // square only, which the padding for the tips' caps and shadows may reach past.
            guard high < RingFrame.valueIndependentBelow else { return whole }
            let sector = sectorBounds(of: new, from: low * sweep, to: high * sweep, padding: new.geometry.lineWidth / 2)
            return damaged.union(sector.intersection(ringBounds(of: new.geometry)))
        case .tickDial(let style):
            // A dial without ticks (a knob alone) has nothing else to redraw.
            guard style.tickCount >= 1, style.tickFraction > 0 else { return damaged }
            guard high <= 1 else { return whole }
            let slot = sweep / Double(max(style.tickCount - 1, 1))
            return damaged.union(sectorBounds(of: new, from: low * sweep - slot, to: high * sweep + slot, padding: 0))
        }
    }

    /// The bounds of the band between `from` and `to` turns along the arc, widened by `padding` pixels.
    private func sectorBounds(of control: Control, from start: Double, to end: Double, padding: Double) -> PixelRect {
        let geometry = control.geometry
        let arc = control.arc
        let reach = geometry.lineWidth / 2 + padding + 2
        let center = geometry.center
        guard end - start < 1 else {
            let outer = geometry.radius + reach
            return PixelRect.covering(
                minX: center.x - outer, minY: center.y - outer, maxX: center.x + outer, maxY: center.y + outer)
        }
        let coordinates = arc.coordinates
        func point(_ t: Double) -> Point {
            ClockAngle.point(at: Turns(coordinates.clockAngle(atTurns: t)), radius: geometry.radius, around: center)
        }
        let first = point(start)
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        func include(_ point: Point) {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        include(point(end))
        // The circle's extreme points (12, 3, 6 and 9 o'clock) that lie within the stretch.
        for quarter in 0..<4 {
            var t = coordinates.turnsAlong(toClockAngle: Double(quarter) / 4)
            while t < start { t += 1 }
            if t <= end { include(point(t)) }
        }
        return PixelRect.covering(minX: minX - reach, minY: minY - reach, maxX: maxX + reach, maxY: maxY + reach)
    }
}
