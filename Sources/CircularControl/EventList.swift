/// A short list of events kept inline, so reporting what happened never allocates.
///
/// A model's answer to one input holds at most ``capacity`` events, a bound that holds by construction:
/// - a drag step reports two at the most: a release from an end or a pin at one (never both), and `changed`; or,
///   on a wrapping control (which never pins), `changed` and `wrapped`. Both models report their steps through the
///   one `DragStep`, which holds one transition and one wrap, so no step can report more;
/// - an input adds to that at most one event before it and one after it: `changed(.program)` as a press, key or
///   wheel stops an animation, `began` on a press, `ended` on a release, or, on a range control, the handover of
///   a drag from one knob to the other (`ended` then `began`), which only a move makes and a move never ends a drag.
///
/// So three events for a single knob (a press that stops an animation and jumps: `changed`, `began`, `changed`) and
/// four for a range control (a handover, then a step). A panel hands each input to one control (a change of
/// modifiers reaches every drag, but causes no event), so its answers keep the bound. Appending beyond the capacity is a programming error in the model and traps.
public struct EventList<Element: Hashable & Sendable>: RandomAccessCollection, Hashable, Sendable,
    ExpressibleByArrayLiteral
{
    /// How many events the list can hold.
    @inlinable public static var capacity: Int { 4 }

    // Inlinable, with the storage it reaches, so that a client module specializes the list for its element type:
    // through the generic entry points every access looked the element type's metadata up at run time.
    @usableFromInline var first: Element?
    @usableFromInline var second: Element?
    @usableFromInline var third: Element?
    @usableFromInline var fourth: Element?
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
        default: return fourth!
        }
    }

    /// Adds an event at the end.
    @inlinable public mutating func append(_ element: Element) {
        switch storedCount {
        case 0: first = element
        case 1: second = element
        case 2: third = element
        case 3: fourth = element
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
