/// What one step of a drag did to one knob, for every kind of control: the order of its events is written here
/// once.
///
/// The events come in the order they happened: a release from an end, the change, then a pin at an end or a wrap.
/// A step reports two events at the most (a release and a pin never come together, and a wrapping control never
/// pins), which is what ``EventList``'s capacity counts on.
struct DragStep {
    var changed = false
    var transition = DragSession.Transition.free
    var wrap: WrapDirection?

    /// Appends the step's events to `events`, each made into the list's element by `tag` (a range control names
    /// the knob; a single knob's events are its own).
    @inline(__always)
    func report<Event>(into events: inout EventList<Event>, _ tag: (ControlEvent) -> Event) {
        if case .released(let end) = transition { events.append(tag(.released(end))) }
        if changed { events.append(tag(.changed(.pointer))) }
        if case .pinned(let end) = transition { events.append(tag(.pinned(end))) }
        if let wrap { events.append(tag(.wrapped(wrap))) }
    }

    /// Appends the step's events, then `ended(outcome)`: the end of a drag, after the release point's last step (and
    /// a snap on release) or after Escape restored the value from the press (a step that only changed).
    @inline(__always)
    func reportEnding<Event>(
        _ outcome: GestureOutcome, into events: inout EventList<Event>, _ tag: (ControlEvent) -> Event
    ) {
        report(into: &events, tag)
        events.append(tag(.ended(outcome)))
    }
}
