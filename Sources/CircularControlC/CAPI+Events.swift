import CCircularControlAPI

// Events out of a control: a callback, or a queue the caller drains.

@_cdecl("cc_set_event_callback")
public func setEventCallback(_ control: OpaquePointer?, _ callback: cc_event_callback?,
                             _ userData: UnsafeMutableRawPointer?) -> cc_status
{
    Argument.withControl(control) { handle, _ throws(APIError) in
        handle.callback = callback
        handle.callbackUserData = callback == nil ? nil : userData
    }
}

@_cdecl("cc_poll_event")
public func pollEvent(_ control: OpaquePointer?, _ outEvent: UnsafeMutablePointer<cc_event>?) -> Int32 {
    var taken: Int32 = 0
    let status = Argument.withControl(control) { handle, _ throws(APIError) in
        let outEvent = try Argument.nonNull("out_event", outEvent)
        guard let event = handle.queue.pop() else { return }
        outEvent.pointee = event
        taken = 1
    }
    return status == CC_OK ? taken : status
}

@_cdecl("cc_take_dropped_event_count")
public func takeDroppedEventCount(_ control: OpaquePointer?, _ outCount: UnsafeMutablePointer<UInt64>?) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        try Argument.nonNull("out_count", outCount).pointee = handle.queue.droppedCount
        handle.queue.droppedCount = 0
    }
}
