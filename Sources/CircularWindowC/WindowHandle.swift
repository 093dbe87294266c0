import CCircularControlAPI
import CircularControlC
import CircularWindow

/// What a `cc_window *` points to: the window, and the remote other threads use (kept here so that
/// `cc_window_set_value` and `cc_window_close` never touch the window itself).
///
/// Edge cases: the event callback runs inside the window's own call, which holds its controls: from there only what
/// goes through the remote (`cc_window_set_value`, `cc_window_set_label_text`, `cc_window_close`) may reach the
/// window; the other calls are refused with `CC_ERROR_IN_CALLBACK` (``usable(_:)``) instead of touching controls
/// that are being changed.
final class WindowHandle {
    let window: ControlWindow
    let remote: WindowRemote
    /// The C callback and its user data, or nil.
    var callback: (cc_window_event_callback, UnsafeMutableRawPointer?)?
    /// How many controls `cc_window_add` and `cc_window_add_range` added: the indices the calls that go through the
    /// remote (and so never read the window) take.
    var controlCount = 0
    /// True while the callback runs.
    private(set) var isDeliveringEvent = false

    init(_ window: ControlWindow) {
        self.window = window
        remote = window.remote
    }

    /// The handle behind a `cc_window *`.
    static func borrow(_ pointer: OpaquePointer) -> WindowHandle {
        Unmanaged<WindowHandle>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    /// The handle behind `pointer` for a call that reaches the window itself: a NULL window, and a call from the
    /// event callback, are refused.
    static func usable(_ pointer: OpaquePointer?) throws(APIError) -> WindowHandle {
        guard let pointer else { throw .null("window") }
        let handle = borrow(pointer)
        guard !handle.isDeliveringEvent else {
            throw APIError(
                status: CC_ERROR_IN_CALLBACK,
                message: "called from the event callback (only cc_window_set_value, cc_window_set_label_text and "
                    + "cc_window_close may be)")
        }
        return handle
    }

    /// A retained pointer for C; `cc_window_destroy` releases it.
    var retainedOpaquePointer: OpaquePointer {
        OpaquePointer(Unmanaged.passRetained(self).toOpaque())
    }

    /// Hands the window's events to the callback from now on, as `cc_knob_event`s.
    func forwardEvents(from pointer: OpaquePointer) {
        window.onEvent = { [unowned self] event in
            guard case .part(let part) = event, let (callback, userData) = self.callback else { return }
            var record = cc_knob_event(
                index: Int32(part.part.control), knob: part.part.knob.cConstant,
                event: cc_event(part.event, value: part.value))
            self.isDeliveringEvent = true
            defer { self.isDeliveringEvent = false }
            callback(pointer, &record, userData)
        }
    }

    /// `CC_WINDOW_*` for why the loop ended, `CC_WINDOW_RUNNING` for nil.
    static func constant(of reason: HostExitReason?) -> Int32 {
        switch reason {
        case nil: CC_WINDOW_RUNNING
        case .closeRequested: CC_WINDOW_CLOSE_REQUESTED
        case .quitKey: CC_WINDOW_QUIT_KEY
        case .windowDestroyed: CC_WINDOW_DESTROYED
        case .stopped: CC_WINDOW_CLOSED
        case .embedderGone: CC_WINDOW_EMBEDDER_GONE
        }
    }
}
