import CCircularControlAPI
import CircularControl

/// A C enumeration beside the core's values its constants stand for, read both ways: each pairing is written once,
/// for what the API accepts (``value(_:)``) and what it writes back (``constant(of:)``).
///
/// Edge cases: a constant outside the table is refused with `CC_ERROR_UNKNOWN_ENUM`, naming the argument and the
/// constants expected. Every value of the core has a constant in its table (a test reads each one back), so
/// ``constant(of:)`` finds one; a value left out would give -1, which no `CC_*` enumeration uses.
struct ConstantTable<Value: Equatable & Sendable>: Sendable {
    /// The argument or `cc_config` field the constants are given in, for the error.
    let argument: String
    /// The constants expected, as the error names them (`CC_SNAP_*`).
    let expected: String
    let pairs: [(constant: Int32, value: Value)]

    /// The value `constant` stands for.
    ///
    /// - Throws: ``APIError`` with `CC_ERROR_UNKNOWN_ENUM` for a constant outside the table.
    func value(_ constant: Int32) throws(APIError) -> Value {
        guard let pair = pairs.first(where: { $0.constant == constant }) else {
            throw .unknown(argument, constant, expected: expected)
        }
        return pair.value
    }

    /// The constant of `value`.
    func constant(of value: Value) -> Int32 { pairs.first { $0.value == value }?.constant ?? -1 }
}

/// The C enumerations whose constants stand for a value of the core each, without a number beside them.
enum ConstantTables {
    static let snap = ConstantTable<SnapMode>(
        argument: "snap", expected: "CC_SNAP_*",
        pairs: [(CC_SNAP_NEVER, .none), (CC_SNAP_ALWAYS, .always), (CC_SNAP_ON_RELEASE, .onRelease)])
    static let direction = ConstantTable<Direction>(
        argument: "direction", expected: "CC_DIRECTION_*",
        pairs: [(CC_DIRECTION_CLOCKWISE, .clockwise), (CC_DIRECTION_COUNTER_CLOCKWISE, .counterClockwise)])
    static let trackPress = ConstantTable<TrackPressPolicy>(
        argument: "track_press", expected: "CC_TRACK_PRESS_*",
        pairs: [(CC_TRACK_PRESS_RELATIVE, .relative), (CC_TRACK_PRESS_JUMP, .jump), (CC_TRACK_PRESS_IGNORE, .ignore)])
    /// No linear drag (`nil`, dragging round the ring) is `CC_LINEAR_DRAG_OFF`.
    static let linearDrag = ConstantTable<LinearDragMode?>(
        argument: "linear_drag", expected: "CC_LINEAR_DRAG_*",
        pairs: [
            (CC_LINEAR_DRAG_OFF, nil), (CC_LINEAR_DRAG_VERTICAL, .vertical),
            (CC_LINEAR_DRAG_HORIZONTAL, .horizontal), (CC_LINEAR_DRAG_BOTH, .both),
        ])
    /// A single control's knob (`nil`) is `CC_KNOB_SINGLE`.
    static let knob = ConstantTable<RangeKnob?>(
        argument: "knob", expected: "CC_KNOB_*",
        pairs: [(CC_KNOB_SINGLE, nil), (CC_KNOB_START, .start), (CC_KNOB_END, .end)])
    static let focusDirection = ConstantTable<FocusDirection>(
        argument: "direction", expected: "CC_FOCUS_NEXT or CC_FOCUS_PREVIOUS",
        pairs: [(CC_FOCUS_NEXT, .forward), (CC_FOCUS_PREVIOUS, .backward)])
}
