import CircularControl

/// One control to draw: where it is (geometry and arc, the core's types), where its value is (a position along the
/// arc), how it looks, and its knob and label.
///
/// The scene holds plain values, not the model: a host copies `configuration.geometry`, `configuration.arc`,
/// `position` and the knob's state from its model into a `Control` before each frame.
///
/// Edge cases:
/// - A geometry that `RingGeometry.validate()` refuses (zero or negative radius, NaN, a line width wider than the
///   ring) or an arc that `Arc.validate()` refuses draws nothing.
/// - A NaN position draws as 0; a negative position as 0; on a partial arc positions above 1 draw as 1; on a full
///   circle positions above ``maximumTurns`` draw as that many turns.
public struct Control: Hashable, Sendable {
    /// Centre, radius to the middle of the track, line width and knob scale.
    public var geometry: RingGeometry
    /// Start angle, sweep and direction.
    public var arc: Arc
    /// The value's position along the arc: 0 start, 1 one sweep, 1.25 a turn and a quarter (full circles only).
    public var position: Double
    /// Ring or tick dial, with its style.
    public var appearance: ControlAppearance
    /// The knob's state, or `nil` for a control without a knob (a display-only ring).
    public var knob: KnobState?
    /// The knob's look.
    public var knobStyle: KnobStyle
    /// What the centre shows.
    public var label: CenterLabel
    /// The label's text height (the height of a digit) as a share of the inner radius (0.4 by default).
    public var labelSize: Double
    /// For a range control, its lower knob: the control then draws one track, the selected arc from this knob's
    /// position up to ``position`` (the upper knob's), and both knobs, each in its own state. `nil` for a single
    /// knob.
    public var rangeStart: RangeStart?
    /// True when the control's knob (``knob``; a range's upper knob) has the keyboard focus and the focus is to be
    /// seen: a focus ring is drawn around that knob, or around the ring when the knob is not drawn. False by default.
    public var isFocused: Bool
    /// A value being typed into the label, drawn in the label's place; `nil` (the default) draws the label.
    public var entry: TextEntry?
    /// The look of the focus ring and of a value entry.
    public var focusStyle: FocusStyle

    /// The most turns a full-circle ring draws; higher positions draw as this many turns.
    public static let maximumTurns = 1_000_000.0

    /// Creates a control; see the properties for the defaults.
    public init(
        geometry: RingGeometry, arc: Arc = .fullCircle, position: Double, appearance: ControlAppearance,
        knob: KnobState? = nil, knobStyle: KnobStyle = .standard, label: CenterLabel = .none, labelSize: Double = 0.4,
        rangeStart: RangeStart? = nil, isFocused: Bool = false, entry: TextEntry? = nil,
        focusStyle: FocusStyle = .standard
    ) {
        self.geometry = geometry
        self.arc = arc
        self.position = position
        self.appearance = appearance
        self.knob = knob
        self.knobStyle = knobStyle
        self.label = label
        self.labelSize = labelSize
        self.rangeStart = rangeStart
        self.isFocused = isFocused
        self.entry = entry
        self.focusStyle = focusStyle
    }

    /// True when the geometry and the arc are drawable (both validate).
    public var isDrawable: Bool {
        do {
            try geometry.validate()
            try arc.validate()
            return true
        } catch {
            return false
        }
    }

    /// The label's text height in pixels (the height of a digit): ``labelSize`` times the inner radius.
    public var labelTextHeight: Double { labelSize * geometry.innerRadius }

    /// True when `point` lies in the label's area, where a double click opens a value entry: inside the ring's hole,
    /// within a text height of the centre (at least 12 pixels) above or below it, whether or not a label is shown.
    ///
    /// Edge cases: a control that is not drawable, or a non-finite point, contains nothing.
    public func labelAreaContains(_ point: Point) -> Bool {
        guard isDrawable, point.isFinite else { return false }
        let reach = Swift.max(labelTextHeight.isFinite ? labelTextHeight : 0, 12)
        return point.distance(to: geometry.center) < geometry.innerRadius
            && (point.y - geometry.center.y).magnitude <= reach
    }

    /// The position actually drawn: clamped as described in the type's edge cases.
    public var drawnPosition: Double {
        guard !position.isNaN else { return 0 }
        let upper = arc.isFullCircle ? Self.maximumTurns : 1
        return min(max(position, 0), upper)
    }
}
