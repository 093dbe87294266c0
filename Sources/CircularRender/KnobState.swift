/// The interaction state a knob is in: resting, under the mouse, or held. The state picks which of the
/// ``KnobStyle``'s fills, sizes and shadows the knob is drawn with; the style says how each state looks.
///
/// Edge cases: a control without a knob has no state at all (``Control/knob`` is `nil`); a state whose size in the
/// style is not finite and positive leaves the knob out while it lasts (see ``KnobStyle``).
public enum KnobState: Hashable, Sendable, CaseIterable {
    /// Resting.
    case idle
    /// The pointer is over the knob: a little larger, with a stronger shadow.
    case hover
    /// The knob is held: a little smaller and darker, pressed flat (a tight shadow).
    case pressed
}
