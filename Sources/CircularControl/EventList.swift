/// A short list of events kept inline, so reporting what happened never allocates.
///
/// A model's answer to one input holds at most ``capacity`` events, a bound that holds by construction:
/// - a drag step reports two at the most: a release from an end or a pin at one (never both), and `changed`; or,
///   on a wrapping control (which never pins), `changed` and `wrapped`. Both models report their steps through the
///   one `DragStep`, which holds one transition and one wrap, so no step can report more;
/// - a control has one gesture under way at most, so an input ends at most one gesture before its own events (the
///   clock of `handle(_:at:)` or the input itself ends it, never both);
/// - after that, an input reports at most: a press, `changed(.program)` as it stops an animation, `began`, and
///   `changed` for a jump (4 with the `ended`), or a reset's `began`, `changed`, `ended`; a key or a turn of the
///   wheel `began`, `changed(.program)`, its own `changed` and `wrapped`, and, for a wheel turn without a time, its
///   own `ended` (6 with the `ended` before, the most any input reports); a release a step, a snap's `changed` and
///   `ended`; a typed or accessible value `began`, `changed`, `ended`. A range control adds to a move at most the
///   handover of a drag from one knob to the other (`ended` then `began`) and a `released` of the knob another
///   pointer holds against it, and stops no animation: a move reports 5 at the most.
///
/// A panel hands each input to one control, and a change of focus that comes with it ends at most one key gesture
/// of the control that had the focus, which can then have had no wheel gesture ended by the same input (a control
/// a turn of the wheel focuses had no key gesture under way): 6 at the most. Appending beyond the capacity is a
/// programming error in the model and traps.
public struct EventList<Element: Hashable & Sendable>: RandomAccessCollection, Hashable, Sendable,
    ExpressibleByArrayLiteral
{
    /// How many events the list can hold.
    @inlinable public static var capacity: Int { 6 }

    // Inlinable, with the storage it reaches, so that a client module specializes the list for its element type:
    // through the generic entry points every access looked the element type's metadata up at run time.
    @usableFromInline var first: Element?
    @usableFromInline var second: Element?
    @usableFromInline var third: Element?
    @usableFromInline var fourth: Element?
    @usableFromInline var fifth: Element?
    @usableFromInline var sixth: Element?
    @usableFromInline var storedCount = 0

    /// The number of events in the list.
    @inlinable public var count: Int { storedCount }

    /// An empty list.
    @inlinable public init() {}

    /// A list of the given events (at most ``capacity``).
    @inlinable public init(arrayLiteral elements: Element...) {
        for element in elements { append(element) }
    }

    /// The position of the first event: 0.
    @inlinable public var startIndex: Int { 0 }
    /// One past the last event: ``count``.
    @inlinable public var endIndex: Int { storedCount }

    /// The event at `index`, which must be in `0..<count`.
    @inlinable public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "event index out of range")
        switch index {
        case 0: return first!
        case 1: return second!
        case 2: return third!
        case 3: return fourth!
        case 4: return fifth!
        default: return sixth!
        }
    }

    /// Adds an event at the end.
    @inlinable @inline(__always) public mutating func append(_ element: Element) {
        switch storedCount {
        case 0: first = element
        case 1: second = element
        case 2: third = element
        case 3: fourth = element
        case 4: fifth = element
        case 5: sixth = element
        default: preconditionFailure("more than \(Self.capacity) events for one input")
        }
        storedCount += 1
    }

    /// Adds every event of `other` at the end.
    @inlinable public mutating func append(contentsOf other: EventList<Element>) {
        for element in other { append(element) }
    }
}

extension EventList: CustomStringConvertible {
    /// The events as an array prints them, for example `[CircularControl.ControlEvent.began]`.
    public var description: String { Array(self).description }
}

/// The events one input caused on a single-knob control.
public typealias ControlEvents = EventList<ControlEvent>
