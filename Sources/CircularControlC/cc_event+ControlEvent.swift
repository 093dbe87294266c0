import CCircularControlAPI
import CircularControl

extension cc_event {
    /// The C record of a core event: its kind, its detail constant and the value after the input.
    package init(_ event: ControlEvent, value: Double) {
        switch event {
        case .began(let kind):
            self.init(kind: CC_EVENT_BEGAN, detail: kind.cConstant, value: value)
        case .changed(let source):
            let detail =
                switch source {
                case .pointer: CC_SOURCE_POINTER
                case .key: CC_SOURCE_KEY
                case .wheel: CC_SOURCE_WHEEL
                case .program: CC_SOURCE_PROGRAM
                case .typed: CC_SOURCE_TYPED
                case .accessibility: CC_SOURCE_ACCESSIBILITY
                }
            self.init(kind: CC_EVENT_CHANGED, detail: detail, value: value)
        case .ended(let outcome):
            self.init(
                kind: CC_EVENT_ENDED, detail: outcome == .committed ? CC_OUTCOME_COMMITTED : CC_OUTCOME_CANCELLED,
                value: value)
        case .wrapped(let direction):
            self.init(
                kind: CC_EVENT_WRAPPED, detail: direction == .forward ? CC_WRAP_FORWARD : CC_WRAP_BACKWARD,
                value: value)
        case .pinned(let end):
            self.init(kind: CC_EVENT_PINNED, detail: end.cConstant, value: value)
        case .released(let end):
            self.init(kind: CC_EVENT_RELEASED, detail: end.cConstant, value: value)
        }
    }
}

extension GestureKind {
    /// `CC_GESTURE_*`.
    var cConstant: Int32 {
        switch self {
        case .drag: CC_GESTURE_DRAG
        case .wheel: CC_GESTURE_WHEEL
        case .keys: CC_GESTURE_KEYS
        case .typed: CC_GESTURE_TYPED
        case .reset: CC_GESTURE_RESET
        case .accessibility: CC_GESTURE_ACCESSIBILITY
        }
    }
}

extension End {
    /// `CC_END_MINIMUM` or `CC_END_MAXIMUM`.
    var cConstant: Int32 { self == .minimum ? CC_END_MINIMUM : CC_END_MAXIMUM }
}
