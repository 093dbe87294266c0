import CCircularControlAPI
import CircularControl
import CircularPanel

/// The checks every entry point applies to its arguments before it touches a control.
package enum Argument {
    /// Runs `body` on the handle behind `pointer`: refuses a NULL handle, clears the handle's last error, and turns
    /// a thrown ``APIError`` into its status code and the handle's message.
    static func withControl(
        _ pointer: OpaquePointer?, _ body: (ControlHandle, OpaquePointer) throws(APIError) -> Void
    ) -> cc_status {
        guard let pointer else { return CC_ERROR_NULL_ARGUMENT }
        let handle = ControlHandle.borrow(pointer)
        // Alive until this call returns, even when an event callback destroys it meanwhile.
        defer { withExtendedLifetime(handle) {} }
        if !handle.lastError.isEmpty { handle.lastError.clear() }
        do {
            try body(handle, pointer)
            return CC_OK
        } catch {
            handle.lastError.set(error.message)
            return error.status
        }
    }

    /// For the calls that answer 1 with their out-parameters filled, 0 when there is nothing to answer (the
    /// out-parameters untouched), or an error code: runs `body` as ``withControl(_:_:)`` does; `body` says whether it
    /// filled the out-parameters.
    static func answer(_ pointer: OpaquePointer?, _ body: (ControlHandle) throws(APIError) -> Bool) -> Int32 {
        var answered = false
        let status = withControl(pointer) { handle, _ throws(APIError) in answered = try body(handle) }
        return status == CC_OK ? (answered ? 1 : 0) : status
    }

    /// `value`, or ``APIError/notFinite(_:_:)`` naming `name`.
    package static func finite(_ name: String, _ value: Double) throws(APIError) -> Double {
        guard value.isFinite else { throw .notFinite(name, value) }
        return value
    }

    /// A point from two finite coordinates named `x` and `y`.
    static func point(_ x: Double, _ y: Double) throws(APIError) -> Point {
        Point(x: try finite("x", x), y: try finite("y", y))
    }

    /// `pointer`, or ``APIError/null(_:)`` naming `name`.
    package static func nonNull<Pointee>(_ name: String, _ pointer: UnsafeMutablePointer<Pointee>?) throws(APIError)
        -> UnsafeMutablePointer<Pointee>
    {
        guard let pointer else { throw .null(name) }
        return pointer
    }

    /// The core's modifiers from `CC_MODIFIER_*` bits; any other bit is refused.
    static func modifiers(_ bits: Int32) throws(APIError) -> Modifiers {
        let known = CC_MODIFIER_SHIFT | CC_MODIFIER_CONTROL | CC_MODIFIER_ALT
        guard bits & ~known == 0 else { throw .unknown("modifiers", bits, expected: "CC_MODIFIER_* bits") }
        var modifiers: Modifiers = []
        if bits & CC_MODIFIER_SHIFT != 0 { modifiers.insert(.shift) }
        if bits & CC_MODIFIER_CONTROL != 0 { modifiers.insert(.control) }
        if bits & CC_MODIFIER_ALT != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    /// The knob `knob` (a `CC_KNOB_*` constant) of control `index` of `panel`: an index outside the panel, or a knob
    /// the control does not have, is refused.
    package static func knob(_ index: Int32, _ knob: Int32, in panel: Panel) throws(APIError) -> PanelKnob {
        let rangeKnob = try self.rangeKnob(knob)
        let control = try self.control(index, in: panel)
        guard panel.controls[control].knobs.contains(rangeKnob) else {
            let expected =
                rangeKnob == nil ? "CC_KNOB_START or CC_KNOB_END for a range" : "CC_KNOB_SINGLE for a single knob"
            throw APIError(
                status: CC_ERROR_INVALID_ARGUMENT, message: "knob is \(knob) (control \(index) takes \(expected))")
        }
        return PanelKnob(control: control, knob: rangeKnob)
    }

    /// The knob a `CC_KNOB_*` constant names: nil for `CC_KNOB_SINGLE`; any other int is refused.
    package static func rangeKnob(_ constant: Int32) throws(APIError) -> RangeKnob? {
        try ConstantTables.knob.value(constant)
    }

    /// Control `index` of `panel`, refused when outside it.
    package static func control(_ index: Int32, in panel: Panel) throws(APIError) -> Int {
        guard index >= 0, Int(index) < panel.controls.count else {
            throw APIError(
                status: CC_ERROR_INVALID_ARGUMENT,
                message: "index is \(index) (the panel has \(panel.controls.count) controls)")
        }
        return Int(index)
    }

    /// The panel's focus direction for `CC_FOCUS_NEXT` or `CC_FOCUS_PREVIOUS`.
    static func focusDirection(_ constant: Int32) throws(APIError) -> FocusDirection {
        try ConstantTables.focusDirection.value(constant)
    }

    /// The UTF-8 text at `pointer`, named `name`: NULL, and bytes that are not UTF-8, are refused.
    package static func text(_ name: String, _ pointer: UnsafePointer<CChar>?) throws(APIError) -> String {
        guard let pointer else { throw .null(name) }
        guard let text = String(validatingCString: pointer) else {
            throw APIError(status: CC_ERROR_INVALID_ARGUMENT, message: "\(name) is not valid UTF-8")
        }
        return text
    }

    /// The core's key for a `CC_KEY_*` constant.
    static func key(_ constant: Int32) throws(APIError) -> Key {
        switch constant {
        case CC_KEY_LEFT: .left
        case CC_KEY_RIGHT: .right
        case CC_KEY_UP: .up
        case CC_KEY_DOWN: .down
        case CC_KEY_PAGE_UP: .pageUp
        case CC_KEY_PAGE_DOWN: .pageDown
        case CC_KEY_HOME: .home
        case CC_KEY_END: .end
        case CC_KEY_ESCAPE: .escape
        case CC_KEY_TAB: .tab
        case CC_KEY_ENTER: .enter
        case CC_KEY_BACKSPACE: .backspace
        default: throw .unknown("key", constant, expected: "CC_KEY_*")
        }
    }
}
