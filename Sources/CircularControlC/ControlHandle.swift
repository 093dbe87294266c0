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
    /// Events waiting for `cc_poll_event` and `cc_poll_knob_event`.
    var queue = EventQueue(capacity: Int(CC_EVENT_QUEUE_CAPACITY))
    /// Where events go.
    var sink = EventSink.queue

    /// Where a handle's events go: its queue, the plain callback, or the callback that also names the knob.
    enum EventSink {
        case queue
        case plain(cc_event_callback, UnsafeMutableRawPointer?)
        case knob(cc_knob_event_callback, UnsafeMutableRawPointer?)
    }
    /// Counts presses into clicks for `cc_count_click`.
    var clicks = ClickCounter()
    /// What `cc_last_error` returns.
    var lastError = ErrorMessage()
    /// Set by `cc_destroy`: an event callback destroyed the handle, so the events left are not delivered (the call
    /// in progress keeps the object alive until it returns).
    var isDestroyed = false

    /// A panel of `control` on `background`.
    init(_ control: PanelControl, background: RGBAColor) {
        panel = Panel(controls: [control], background: background)
        configuredLabel = control.label
        renderer = Renderer()
    }

    /// The model of control 0, which the functions of one control act on; a range there is refused.
    var firstModel: CircularModel {
        get throws(APIError) {
            guard let model = panel.controls[0].singleModel else {
                throw APIError(
                    status: CC_ERROR_INVALID_ARGUMENT,
                    message: "control 0 is a range (use the cc_*_knob_* functions with CC_KNOB_START or CC_KNOB_END)")
            }
            return model
        }
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

    /// Hands the events of one input to the callback, or queues them, each with its knob's value after the input;
    /// stops when the callback destroyed the handle.
    func deliver<Events: Sequence>(_ events: Events, from pointer: OpaquePointer) where Events.Element == PanelEvent {
        for event in events where !isDestroyed {
            let value = panel.controls[event.knob.control].value(of: event.knob.knob)
            var record = cc_knob_event(
                index: Int32(event.knob.control), knob: event.knob.knob.cConstant,
                event: cc_event(event.event, value: value))
            switch sink {
            case .queue: queue.push(record)
            case .plain(let callback, let userData): callback(pointer, &record.event, userData)
            case .knob(let callback, let userData): callback(pointer, &record, userData)
            }
        }
    }
}

extension Optional where Wrapped == RangeKnob {
    /// `CC_KNOB_SINGLE` for no range knob, else `CC_KNOB_START` or `CC_KNOB_END`.
    package var cConstant: Int32 { ConstantTables.knob.constant(of: self) }
}
