/// What kind of gesture a person makes on a knob: what a `began` event says and its `ended` closes.
///
/// Every change a person makes lies inside exactly one `began(kind)` ... `ended` pair of its knob, so that a plugin
/// host can record automation between a control's "touch on" and "touch off" (LV2 `ui:touch`, VST3's
/// begin/endEdit, CLAP's gesture begin/end). The pairs, kind by kind:
/// - ``drag``: from the press that starts a drag (of the mouse, a finger, or a linear drag) to its release or
///   Escape. The wheel and keys during a drag of the same knob change it inside the drag's pair.
/// - ``wheel``: a burst of wheel notches or scrolling, from the first one that changes the knob to ``wheelIdleTime``
///   seconds after the last turn (on the clock the host passes with the wheel, see `CircularModel/handle(_:at:)`), or
///   to any other input that changes the knob or starts a drag. Pointer motion alone does not end it. A wheel turn
///   handed in without a time is a gesture of its own: `began`, the change, `ended`.
/// - ``keys``: from the first value key (an arrow, Page Up or Down, Home, End) that changes the knob to the release
///   of the last one held (`InputEvent/keyRelease(_:)`), or to the knob losing the keyboard focus, or to any other
///   input that changes the knob. Auto-repeats of a held key stay inside it.
/// - ``typed``, ``reset``, ``accessibility``: a typed value committed, a double click's reset to the default value,
///   a value written by an assistive technology: `began`, the change, `ended`, all from one call, and only when the
///   value changes.
///
/// Values from the program (and its animations) never make a gesture, and never end one. A knob has at most one
/// gesture under way; another kind of input that changes it ends the one under way first. Input that changes nothing
/// (a key at the end it moves to, a fraction of a notch on a stepped control) begins nothing, though it carries on a
/// gesture of its kind under way.
public enum GestureKind: String, Hashable, Sendable, CaseIterable {
    /// A drag by a pointer: the mouse, a finger, or a linear drag mode.
    case drag
    /// A burst of wheel notches or smooth scrolling.
    case wheel
    /// A value key and its auto-repeats, or several held together.
    case keys
    /// A value typed and committed.
    case typed
    /// A double click's reset to the default value.
    case reset
    /// A value written by an assistive technology (a screen reader's value, AT-SPI's `Value.CurrentValue`).
    case accessibility

    /// How long a wheel gesture lasts after its last notch or scroll, in seconds: 0.5.
    public static let wheelIdleTime = 0.5
}

/// How a gesture ended.
public enum GestureOutcome: String, Hashable, Sendable, CaseIterable {
    /// The value stays: the button went up, the wheel or the keys rested, the knob lost the focus.
    case committed
    /// Escape during a drag: the value went back to what it was at the press.
    case cancelled
}

/// The name `ControlEvent/ended(_:)`'s outcome had when only drags made gestures.
@available(*, deprecated, renamed: "GestureOutcome")
public typealias DragOutcome = GestureOutcome

/// The wheel and key gestures of one control, the one place their rules are written for a single knob and a range
/// alike. Drags keep their own state (a drag session is its gesture); a typed value, a reset and an accessible
/// value begin and end within one call, so they only end what is under way.
struct GestureTracker: Hashable, Sendable {
    /// A wheel or key gesture under way.
    struct Open: Hashable, Sendable {
        /// `.wheel` or `.keys`.
        var kind: GestureKind
        /// The knob of a range control (`nil` for a single knob).
        var knob: RangeKnob?
        /// When a wheel gesture ends without another notch; `nil` for keys.
        var deadline: Double?
    }

    /// The wheel or key gesture under way, if any.
    private(set) var open: Open?
    /// The value keys held down (their releases have not come), one bit per `Key`.
    private var heldKeys: UInt16 = 0

    /// When the wheel gesture under way ends unless another notch comes (see ``GestureKind/wheelIdleTime``).
    var deadline: Double? { open?.deadline }

    /// Ends the gesture under way, if any: `ended(.committed)` for its knob.
    mutating func end<Event>(into events: inout EventList<Event>, _ tag: (RangeKnob?, ControlEvent) -> Event) {
        guard let current = open else { return }
        open = nil
        events.append(tag(current.knob, .ended(.committed)))
    }

    /// Reports `changes`, the events input of `kind` (the wheel or keys) made on `knob`, as part of a gesture of
    /// that kind: one under way goes on (a wheel's with its deadline moved to `time` plus the idle time); otherwise,
    /// when the input changed the knob (`changedKnob`), the gesture under way ends and `began(kind)` opens a new one
    /// before the changes. Input that changed nothing begins nothing.
    ///
    /// Edge cases: a wheel gesture without a time has no deadline: one it opens ends with its own input (a gesture of
    /// its own), one under way keeps its deadline.
    mutating func record<Event>(
        _ kind: GestureKind, knob: RangeKnob?, at time: Double?, changedKnob: Bool, changes: EventList<Event>,
        into events: inout EventList<Event>, _ tag: (RangeKnob?, ControlEvent) -> Event
    ) {
        let deadline = kind == .wheel ? time.map { $0 + GestureKind.wheelIdleTime } : nil
        if let current = open, current.kind == kind, current.knob == knob {
            if let deadline { open!.deadline = deadline }
            events.append(contentsOf: changes)
            return
        }
        guard changedKnob else {
            events.append(contentsOf: changes)
            return
        }
        end(into: &events, tag)
        events.append(tag(knob, .began(kind)))
        events.append(contentsOf: changes)
        if kind == .wheel, deadline == nil {
            events.append(tag(knob, .ended(.committed)))
        } else {
            open = Open(kind: kind, knob: knob, deadline: deadline)
        }
    }

    /// Reports a gesture begun and ended within one call (a typed value, a reset, an accessible value) around
    /// `changes`, the events of the change already made, when there are any: the gesture under way ends first.
    mutating func report<Event>(
        _ kind: GestureKind, knob: RangeKnob?, changes: EventList<Event>, into events: inout EventList<Event>,
        _ tag: (RangeKnob?, ControlEvent) -> Event
    ) {
        guard !changes.isEmpty else { return }
        end(into: &events, tag)
        events.append(tag(knob, .began(kind)))
        events.append(contentsOf: changes)
        events.append(tag(knob, .ended(.committed)))
    }

    /// A value key went down: remembered until its release.
    mutating func keyPressed(_ key: Key) { heldKeys |= Self.bit(of: key) }

    /// A key came up: a key gesture ends once no value key is held.
    mutating func keyReleased<Event>(
        _ key: Key, into events: inout EventList<Event>, _ tag: (RangeKnob?, ControlEvent) -> Event
    ) {
        heldKeys &= ~Self.bit(of: key)
        if heldKeys == 0, open?.kind == .keys { end(into: &events, tag) }
    }

    /// The control lost the keyboard focus: a key gesture ends, and the keys held are forgotten (their releases go
    /// elsewhere).
    mutating func focusLeft<Event>(into events: inout EventList<Event>, _ tag: (RangeKnob?, ControlEvent) -> Event) {
        heldKeys = 0
        if open?.kind == .keys { end(into: &events, tag) }
    }

    /// The focus moved from `knob` to the other knob of a range: a key gesture of `knob` ends (the keys held stay
    /// held: their releases still come to this control).
    mutating func focusLeft<Event>(
        _ knob: RangeKnob, into events: inout EventList<Event>, _ tag: (RangeKnob?, ControlEvent) -> Event
    ) {
        if let current = open, current.kind == .keys, current.knob == knob { end(into: &events, tag) }
    }

    /// The time is `time`: a wheel gesture whose deadline has come ends.
    mutating func advance<Event>(
        to time: Double, into events: inout EventList<Event>, _ tag: (RangeKnob?, ControlEvent) -> Event
    ) {
        if let deadline = open?.deadline, time >= deadline { end(into: &events, tag) }
    }

    private static func bit(of key: Key) -> UInt16 {
        1 << UInt16(Key.allCases.firstIndex(of: key)!)
    }
}
