import CircularControl

extension Control {
    /// What the renderer draws for this control: the control itself, or for a range control (``rangeStart``) its
    /// parts, bottom to top: the track (the whole arc in the track colour, with the label or the value entry), the
    /// selection between the knobs in the progress paint, and a carrier for each knob (a dial without ticks, which
    /// draws only the knob, and its focus ring).
    ///
    /// A range's ``CenterLabel/percentage`` label shows both positions ("20–70%"). Edge cases: the selection is left
    /// out while it has no sweep (both knobs at one point, or the lower one above the upper one); a tick dial's range
    /// lights its ticks over the whole arc (the appearance is the track's and the selection's alike).
    var drawnParts: [Control] {
        guard let rangeStart else { return [self] }
        let lower = lowerDrawnPosition
        let upper = drawnPosition
        var parts = [
            Control(
                geometry: geometry, arc: arc, position: 1, appearance: Self.rangeTrack(appearance),
                knobStyle: knobStyle, label: shownLabel, labelSize: labelSize, entry: entry, focusStyle: focusStyle)
        ]
        let sweep = (upper - lower) * arc.sweep.value
        if sweep > 1e-9 {
            let start = arc.clockAngle(atPosition: arc.direction == .clockwise ? lower : upper)
            let selection = Arc(start: start, sweep: Turns(min(sweep, 1)), direction: .clockwise)
            parts.append(
                Control(
                    geometry: geometry, arc: selection, position: 1,
                    appearance: Self.rangeSelection(appearance), knobStyle: knobStyle))
        }
        for (position, state, focused) in [
            (lower, rangeStart.knob, rangeStart.isFocused), (upper, knob, isFocused),
        ] {
            parts.append(
                Control(
                    geometry: geometry, arc: arc, position: position, appearance: Self.knobCarrier,
                    knob: state, knobStyle: knobStyle, isFocused: focused, focusStyle: focusStyle))
        }
        return parts
    }

    /// The text the centre label shows: a range's percentage with both positions ("20–70%"), else the label's text at
    /// ``drawnPosition`` ("" for no label). Screen readers and hosts read it; the renderer draws it.
    ///
    /// Edge cases: a position the label cannot format (see ``CenterLabel``) gives ""; a range's lower position that
    /// is NaN reads as 0, as it is drawn.
    public var labelText: String { shownLabel.text(forPosition: drawnPosition) }

    /// A range's lower position as drawn: a NaN reads as 0 (0 for a control without a lower knob).
    private var lowerDrawnPosition: Double {
        guard let position = rangeStart?.position, !position.isNaN else { return 0 }
        return position
    }

    /// The label as drawn: for a range's percentage both positions, the label itself otherwise.
    private var shownLabel: CenterLabel {
        guard rangeStart != nil, label == .percentage else { return label }
        let lowerText = label.text(forPosition: lowerDrawnPosition).dropLast()
        return .text("\(lowerText)–\(label.text(forPosition: drawnPosition))")
    }

    /// A range's track: the whole arc in the appearance's track colour (drawn as a full, shadowless progress arc,
    /// so that no start cap shows).
    private static func rangeTrack(_ appearance: ControlAppearance) -> ControlAppearance {
        guard case .ring(let style) = appearance else { return appearance }
        return .ring(
            RingStyle(
                progress: .solid(style.resolvedTrackColor), track: style.resolvedTrackColor,
                tipShadowOpacity: 0, labelColor: style.labelColor))
    }

    /// A range's selection: the appearance's progress paint over no track.
    private static func rangeSelection(_ appearance: ControlAppearance) -> ControlAppearance {
        guard case .ring(let style) = appearance else { return appearance }
        return .ring(
            RingStyle(
                progress: style.progress, track: .clear, tipShadowOpacity: 0,
                labelColor: style.labelColor))
    }

    /// An appearance that draws nothing but the knob (a tick dial without ticks).
    private static let knobCarrier = ControlAppearance.tickDial(TickDialStyle(tickCount: 0))
}
