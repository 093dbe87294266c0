import CCircularControlAPI
import CircularControl
import CircularPanel
import CircularRender

/// What a `cc_control *` points at: a panel of one control (which routes its input, keeps its hover look and works
/// out its damage), the renderer, the configured label, its undrained events and its last error. Nothing is shared
/// between handles.
///
/// The C API hands out an unmanaged, retained reference (``retainedOpaquePointer``) and releases it in `cc_destroy`,
/// which frees everything here whatever state the model is in (mid-drag included).
final class ControlHandle {
    /// The control, its input routing, its scene and the scene the caller's buffer holds.
    var panel: Panel
    /// The renderer and its caches, used by this handle only.
    let renderer: Renderer
    /// The size of the buffer last drawn into, once one was: damage is measured only within a buffer of that size.
    var drawnSize: (width: Int, height: Int)?
    /// The label from the configuration, shown again when the program's text is taken away.
    let configuredLabel: CenterLabel
    /// Events waiting for `cc_poll_event`.
    var queue = EventQueue(capacity: Int(CC_EVENT_QUEUE_CAPACITY))
    /// Where events go instead of the queue, and its user data.
    var callback: cc_event_callback?
    var callbackUserData: UnsafeMutableRawPointer?
    /// What `cc_last_error` returns.
    var lastError = ErrorMessage()
    /// Set by `cc_destroy`: an event callback destroyed the handle, so the events left are not delivered (the call
    /// in progress keeps the object alive until it returns).
    var isDestroyed = false

    init(model: CircularModel, look: ControlLook) {
        panel = Panel(controls: [look.control(of: model)], background: look.background)
        configuredLabel = look.label
        renderer = Renderer()
    }

    /// The control's model.
    var model: CircularModel {
        guard case .single(let model) = panel.controls[0].model else { preconditionFailure("a single-knob handle") }
        return model
    }

    deinit { lastError.deallocate() }

    /// The pointer handed to C: a retained reference, released by ``release(_:)``.
    var retainedOpaquePointer: OpaquePointer { OpaquePointer(Unmanaged.passRetained(self).toOpaque()) }

    /// The handle behind a pointer from ``retainedOpaquePointer``, without changing its retain count.
    static func borrow(_ pointer: OpaquePointer) -> ControlHandle {
        Unmanaged<ControlHandle>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    /// Gives up the reference taken by ``retainedOpaquePointer``: the handle is freed, at once or, when an event
    /// callback destroys it, as soon as the call in progress returns.
    static func release(_ pointer: OpaquePointer) {
        Unmanaged<ControlHandle>.fromOpaque(UnsafeRawPointer(pointer)).release()
    }

    /// Hands the events of one input to the callback, or queues them, each with the value after the input; stops
    /// when the callback destroyed the handle.
    func deliver<Events: Sequence>(_ events: Events, from pointer: OpaquePointer) where Events.Element == PanelEvent {
        let value = model.value
        for event in events where !isDestroyed {
            var record = cc_event(event.event, value: value)
            if let callback {
                callback(pointer, &record, callbackUserData)
            } else {
                queue.push(record)
            }
        }
    }
}
