/// What a change of value came from.
public enum ChangeSource: String, Hashable, Sendable, CaseIterable {
    /// A press, a drag or a double click.
    case pointer
    /// A key.
    case key
    /// The wheel.
    case wheel
    /// The program: a value set directly or a step of an animation.
    case program
    /// A value the user typed and committed (a panel's value entry, see ``CircularModel/enterValue(_:)``).
    case typed
    /// A value an assistive technology wrote (see ``CircularModel/setAccessibleValue(_:)``).
    case accessibility
}

/// Which way a wrapping control crossed its start.
public enum WrapDirection: String, Hashable, Sendable, CaseIterable {
    /// Up past the end, continuing from the start.
    case forward
    /// Down past the start, continuing from the end.
    case backward
}

/// An end of a control's travel.
public enum End: String, Hashable, Sendable, CaseIterable {
    /// The lower end: `min` (or, for a range control's end knob, the start knob plus the minimum distance).
    case minimum
    /// The upper end: `max`, the turn limit (or, for a range control's start knob, the end knob less the minimum
    /// distance).
    case maximum
}

/// Something that happened to a control, reported by the models in the order it happened.
///
/// Every change a person makes comes inside a gesture of its knob: `began(kind)`, then any number of `changed`,
/// `wrapped` (and, in a drag, `pinned` and `released`), then `ended` (see ``GestureKind`` for when each kind begins
/// and ends). The program's values and animations report `changed(.program)` (and `wrapped`) outside any gesture, or
/// inside one under way without ending it. Hosts redraw from the model's state; an event says that and why it
/// changed, not what the value is.
public enum ControlEvent: Hashable, Sendable {
    /// A gesture began: a drag (a press on the knob or the track, or anywhere in a linear drag mode), a burst of the
    /// wheel, a run of keys, a typed value, a reset, a value written by an assistive technology.
    case began(GestureKind)
    /// The value changed, and what it came from.
    case changed(ChangeSource)
    /// The gesture under way ended; a cancelled drag restored the value from the press first.
    case ended(GestureOutcome)
    /// A wrapping control crossed its start.
    case wrapped(WrapDirection)
    /// The pointer went past an end: the value stays at that end until the pointer comes back to the knob.
    case pinned(End)
    /// The pointer came back to the knob pinned at this end, or (on a range) the other knob it was held against
    /// moved away: the value follows the pointer again.
    case released(End)
}
