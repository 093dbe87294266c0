import CircularAccessibility
import CircularControl
import CircularPanel

extension PanelClient {
    /// Every part of every control as assistive technologies see it, in the panel's focus order: a single control is
    /// a dial, each knob of a range a slider; the accessible id is the part's name, the accessible name its label, the
    /// value text what the control shows (`PanelControl/valueText(of:)`: "25%", the range's "20–70%", a ring's
    /// "135%"); the extents are the ring's bounds, knob included, in window (device) pixels.
    ///
    /// Edge cases: a multi-turn ring's value passes its maximum once it goes round more than once; both knobs of a
    /// range have the range's extents.
    public var accessibleNodes: [AccessibleNode] {
        controls.indices.flatMap { index in
            let control = panel.controls[index]
            let configuration = control.configuration
            let geometry = configuration.geometry.scaled(by: panel.scale)
            let extents = AccessibleRect(
                centerX: geometry.center.x, centerY: geometry.center.y,
                radius: max(geometry.outerRadius, geometry.radius + geometry.knobRadius))
            return control.knobs.map { knob in
                AccessibleNode(
                    id: controls[index].partName(knob), name: controls[index].partLabel(knob),
                    role: knob == nil ? .dial : .slider, value: control.value(of: knob),
                    valueText: control.valueText(of: knob), minimum: configuration.min,
                    maximum: configuration.max, increment: configuration.keyIncrement, extents: extents,
                    isFocused: panel.focusedKnob == PanelKnob(control: index, knob: knob))
            }
        }
    }

    /// Sets part `index` (of ``accessibleNodes``) to `value` as a person's value, a gesture of its own: through the
    /// panel (clamped, snapped), reported with the source `accessibility`.
    ///
    /// Edge cases: an index past the last part is ignored.
    public mutating func setAccessibleValue(_ value: Double, ofNode index: Int) -> RedrawRequest {
        guard let part = part(atNode: index) else { return .nothing }
        let events = panel.setAccessibleValue(value, ofControl: part.control, knob: part.knob)
        report(events, source: .accessibility)
        return redraw()
    }

    /// Gives the keyboard focus to part `index` (of ``accessibleNodes``), reporting the move when it moved; an index
    /// past the last part is ignored.
    public mutating func focusAccessibleNode(_ index: Int) -> RedrawRequest {
        guard let part = part(atNode: index) else { return .nothing }
        let before = panel.focusedKnob
        let events = panel.focus(part)
        report(events, source: .key)
        if panel.focusedKnob != before { reportFocus() }
        return redraw()
    }

    /// The panel's knob of accessible node `index`, or nil past the last one.
    private func part(atNode index: Int) -> PanelKnob? {
        let parts = controls.indices.flatMap { control in
            panel.controls[control].knobs.map { PanelKnob(control: control, knob: $0) }
        }
        return parts.indices.contains(index) ? parts[index] : nil
    }
}
