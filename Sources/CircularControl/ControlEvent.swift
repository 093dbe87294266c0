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
}

/// How a drag ended.
public enum DragOutcome: String, Hashable, Sendable, CaseIterable {
    /// The button went up: the value stays.
    case committed
    /// Escape: the value went back to what it was at the press.
    case cancelled
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
/// A drag reports `began`, then any number of `changed`, `wrapped`, `pinned` and `released`, then `ended`. Keys,
/// the wheel, a double click and the program report `changed` (and `wrapped`) alone. Hosts redraw from the
/// model's state; an event says that and why it changed, not what the value is.
public enum ControlEvent: Hashable, Sendable {
    /// A drag started (a press on the knob or the track, or anywhere in a linear drag mode).
    case began
    /// The value changed, and what it came from.
    case changed(ChangeSource)
    /// The drag ended; a cancelled drag restored the value from the press first.
    case ended(DragOutcome)
    /// A wrapping control crossed its start.
    case wrapped(WrapDirection)
    /// The pointer went past an end: the value stays at that end until the pointer comes back to the knob.
    case pinned(End)
    /// The pointer came back to the knob pinned at this end: the value follows it again.
    case released(End)
}
