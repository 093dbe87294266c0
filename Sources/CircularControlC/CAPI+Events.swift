import CCircularControlAPI

// Events out of a control: a callback, or a queue the caller drains.

/// `cc_set_event_callback`: sends events to a callback instead of the queue (NULL: back to the queue).
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_event_callback")
public func setEventCallback(
    _ control: OpaquePointer?, _ callback: cc_event_callback?,
    _ userData: UnsafeMutableRawPointer?
) -> cc_status {
    sendEvents(of: control, to: callback.map { .plain($0, userData) })
}

/// `cc_poll_event`: takes the oldest queued event: 1 when taken, 0 when none, or an error code.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_poll_event")
public func pollEvent(_ control: OpaquePointer?, _ outEvent: UnsafeMutablePointer<cc_event>?) -> Int32 {
    takeQueuedEvent(control, into: outEvent) { $0.event }
}

/// `cc_take_dropped_event_count`: the number of events dropped from a full queue, reset to 0.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_take_dropped_event_count")
public func takeDroppedEventCount(_ control: OpaquePointer?, _ outCount: UnsafeMutablePointer<UInt64>?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        try Argument.nonNull("out_count", outCount).pointee = handle.queue.droppedCount
        handle.queue.droppedCount = 0
    }
}

/// `cc_set_knob_event_callback`: sends events with their knobs to a callback (NULL: back to the queue).
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_knob_event_callback")
public func setKnobEventCallback(
    _ control: OpaquePointer?, _ callback: cc_knob_event_callback?,
    _ userData: UnsafeMutableRawPointer?
) -> cc_status {
    sendEvents(of: control, to: callback.map { .knob($0, userData) })
}

/// `cc_poll_knob_event`: takes the oldest queued event with its knob: 1 when taken, 0 when none, or an error code.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_poll_knob_event")
public func pollKnobEvent(_ control: OpaquePointer?, _ outEvent: UnsafeMutablePointer<cc_knob_event>?) -> Int32 {
    takeQueuedEvent(control, into: outEvent) { $0 }
}

/// Takes the oldest queued event into `outEvent` as `record` makes it: 1 when taken, 0 when the queue is empty, or
/// the error code of a NULL handle or `outEvent`.
private func takeQueuedEvent<Record>(
    _ control: OpaquePointer?, into outEvent: UnsafeMutablePointer<Record>?,
    _ record: (cc_knob_event) -> Record
) -> Int32 {
    Argument.answer(control) { handle throws(APIError) in
        let outEvent = try Argument.nonNull("out_event", outEvent)
        guard let event = handle.queue.pop() else { return false }
        outEvent.pointee = record(event)
        return true
    }
}

/// Sends the events of `control` to `sink` from now on; `nil` is the queue.
private func sendEvents(of control: OpaquePointer?, to sink: ControlHandle.EventSink?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        handle.sink = sink ?? .queue
    }
}
