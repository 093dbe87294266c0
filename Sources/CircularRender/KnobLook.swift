/// The state a knob is drawn in.
public enum KnobLook: Hashable, Sendable, CaseIterable {
    /// Resting.
    case idle
    /// The pointer is over the knob: a little larger, with a stronger shadow.
    case hover
    /// The knob is held: a little smaller and darker, pressed flat (a tight shadow).
    case pressed
}
