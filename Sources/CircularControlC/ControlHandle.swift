import CCircularControlAPI
import CircularControl
import CircularRender

/// What a `cc_control *` points at: one control's model, its renderer and last drawn scene, its undrained events
/// and its last error. Nothing is shared between handles.
///
/// The C API hands out an unmanaged, retained reference (``retainedOpaquePointer``) and releases it in `cc_destroy`,
/// which frees everything here whatever state the model is in (mid-drag included).
final class ControlHandle {
    /// The value, the drag and the animation.
    var model: CircularModel
    /// How the control is drawn.
    let look: ControlLook
    /// The renderer and its caches, used by this handle only.
    let renderer: Renderer
    /// The scene the caller's buffer holds, and that buffer's size: what damage is measured against.
    var drawnScene: Scene?
    var drawnSize: (width: Int, height: Int) = (0, 0)
    /// True while the pointer is over the knob with no drag (the knob's hover look).
    var isHovering = false
    /// A label text set by the program, replacing the configured label.
    var labelText: String?
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
        self.model = model
        self.look = look
        renderer = Renderer()
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

    /// The knob's look from the drag and hover state.
    var knobLook: KnobLook { model.isDragging ? .pressed : (isHovering ? .hover : .idle) }

    /// The scene the control shows now.
    var scene: Scene {
        Scene(background: look.background,
              controls: [look.control(of: model, knobLook: knobLook, labelText: labelText)])
    }

    /// Hands the events of one input to the callback, or queues them, each with the value after the input; stops
    /// when the callback destroyed the handle.
    func deliver(_ events: ControlEvents, from pointer: OpaquePointer) {
        guard !events.isEmpty else { return }
        let value = model.value
        for event in events where !isDestroyed {
            var record = cc_event(event, value: value)
            if let callback {
                callback(pointer, &record, callbackUserData)
            } else {
                queue.push(record)
            }
        }
    }
}
