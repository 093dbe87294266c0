/// The lower knob of a range control (see ``Control/rangeStart``): where it is along the arc and its state.
///
/// Edge cases: a NaN position draws as 0; a position above the upper knob's draws both knobs where they are and no
/// selection between them.
public struct RangeStart: Hashable, Sendable {
    /// The lower knob's position along the arc, 0 ... 1.
    public var position: Double
    /// The lower knob's state, or `nil` for no knob.
    public var knob: KnobState?
    /// True when the lower knob has the keyboard focus and the focus is to be seen (see ``Control/isFocused``).
    public var isFocused: Bool

    /// The lower knob at `position`, in state `knob`, focused or not.
    public init(position: Double, knob: KnobState?, isFocused: Bool = false) {
        self.position = position
        self.knob = knob
        self.isFocused = isFocused
    }
}
