import CCircularControlAPI

/// The events of one control not yet drained by the caller: a ring of fixed capacity, allocated once, so that
/// queueing never allocates. When it is full the oldest event makes room and is counted as dropped.
struct EventQueue {
    private var slots: [cc_knob_event]
    private var head = 0
    /// The number of queued events.
    private(set) var count = 0
    /// Events dropped because the queue was full, since the caller last took the count.
    var droppedCount: UInt64 = 0

    /// An empty queue holding up to `capacity` events (at least 1).
    init(capacity: Int) {
        slots = Array(repeating: cc_knob_event(), count: Swift.max(capacity, 1))
    }

    /// Adds an event at the end, dropping the oldest when full.
    mutating func push(_ event: cc_knob_event) {
        if count == slots.count {
            head = (head + 1) % slots.count
            count -= 1
            droppedCount &+= 1
        }
        slots[(head + count) % slots.count] = event
        count += 1
    }

    /// Takes the oldest event, or `nil` when empty.
    mutating func pop() -> cc_knob_event? {
        guard count > 0 else { return nil }
        let event = slots[head]
        head = (head + 1) % slots.count
        count -= 1
        return event
    }
}
