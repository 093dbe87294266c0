import CCircularControlAPI
import CircularControl
import CircularPanel

// Typed values, and the keyboard focus handed between the panel and its host or embedder.

/// `cc_type_text`: text a key press typed, into the value entry.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_type_text")
public func typeText(_ control: OpaquePointer?, _ utf8Text: UnsafePointer<CChar>?) -> cc_status {
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let text = try Argument.text("utf8_text", utf8Text)
        handle.deliver(handle.panel.handle(.text(text)), from: pointer)
    }
}

/// `cc_format_value`: a value as control `index`'s value entry writes it, into the caller's buffer.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_format_value")
public func formatValue(
    _ control: OpaquePointer?, _ index: Int32, _ value: Double, _ buffer: UnsafeMutablePointer<CChar>?,
    _ capacity: Int
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let buffer = try Argument.nonNull("buffer", buffer)
        let value = try Argument.finite("value", value)
        let index = try Argument.control(index, in: handle.panel)
        let text = ValueText(for: handle.panel.controls[index].configuration).format(value)
        let bytes = Array(text.utf8)
        guard capacity > bytes.count else {
            throw APIError(
                status: CC_ERROR_BUFFER_TOO_SMALL,
                message: "capacity is \(capacity) (\"\(text)\" needs \(bytes.count + 1) bytes)")
        }
        for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
    }
}

/// `cc_parse_value`: the number a text writes, as the value entry reads it.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_parse_value")
public func parseValue(
    _ control: OpaquePointer?, _ utf8Text: UnsafePointer<CChar>?, _ outValue: UnsafeMutablePointer<Double>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outValue = try Argument.nonNull("out_value", outValue)
        let text = try typedText(utf8Text)
        outValue.pointee = try readValue { () throws(ValueTextError) in try ValueText.parse(text) }
    }
}

/// `cc_format_knob_value`: a value as the value entry of one knob shows it ("40%", "3/8", "0.40").
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_format_knob_value")
public func formatKnobValue(
    _ control: OpaquePointer?, _ index: Int32, _ knob: Int32, _ value: Double, _ buffer: UnsafeMutablePointer<CChar>?,
    _ capacity: UInt, _ outLength: UnsafeMutablePointer<UInt>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let address = try Argument.knob(index, knob, in: handle.panel)
        let value = try Argument.finite("value", value)
        let text = handle.panel.controls[address.control].entryText(for: value, of: address.knob)
        try TextOutput.copy(text, into: buffer, capacity: capacity, length: outLength)
    }
}

/// `cc_parse_knob_value`: the value a text typed into one knob's entry means, read as the control shows its value.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_parse_knob_value")
public func parseKnobValue(
    _ control: OpaquePointer?, _ index: Int32, _ knob: Int32, _ utf8Text: UnsafePointer<CChar>?,
    _ outValue: UnsafeMutablePointer<Double>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let address = try Argument.knob(index, knob, in: handle.panel)
        let outValue = try Argument.nonNull("out_value", outValue)
        let text = try typedText(utf8Text)
        let reading = handle.panel.controls[address.control]
        outValue.pointee = try readValue { () throws(ValueTextError) in
            try reading.value(fromEntry: text, of: address.knob)
        }
    }
}

/// The text of a parse call: invalid UTF-8 is unparsable, like text that is no number.
private func typedText(_ utf8Text: UnsafePointer<CChar>?) throws(APIError) -> String {
    do throws(APIError) {
        return try Argument.text("utf8_text", utf8Text)
    } catch  where error.status == CC_ERROR_INVALID_ARGUMENT {
        throw APIError(status: CC_ERROR_UNPARSABLE, message: error.message)
    }
}

/// The value `read` gives, or `CC_ERROR_UNPARSABLE` with its reason.
private func readValue(_ read: () throws(ValueTextError) -> Double) throws(APIError) -> Double {
    do throws(ValueTextError) {
        return try read()
    } catch {
        throw APIError(status: CC_ERROR_UNPARSABLE, message: "utf8_text \(error)")
    }
}

/// `cc_set_keyboard_focus`: the host's surface gained or lost the keyboard focus.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_keyboard_focus")
public func setKeyboardFocus(_ control: OpaquePointer?, _ hasFocus: Int32) -> cc_status {
    Argument.withControl(control) { handle, pointer throws(APIError) in
        handle.deliver(handle.panel.setKeyboardFocus(hasFocus != 0), from: pointer)
    }
}

/// `cc_set_hands_focus_out`: whether Tab past either end leaves the panel.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_hands_focus_out")
public func setHandsFocusOut(_ control: OpaquePointer?, _ enabled: Int32) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        handle.panel.handsFocusOut = enabled != 0
    }
}

/// `cc_take_focus_exit`: the direction the focus left by: 1 when it left, 0 when not, or an error code.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_take_focus_exit")
public func takeFocusExit(_ control: OpaquePointer?, _ outDirection: UnsafeMutablePointer<Int32>?) -> Int32 {
    Argument.answer(control) { handle throws(APIError) in
        let outDirection = try Argument.nonNull("out_direction", outDirection)
        guard let direction = handle.panel.takeFocusExit() else { return false }
        outDirection.pointee = direction == .forward ? CC_FOCUS_NEXT : CC_FOCUS_PREVIOUS
        return true
    }
}

/// `cc_focus_enter`: the focus came in from the embedder, onto the first or the last knob.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_focus_enter")
public func focusEnter(_ control: OpaquePointer?, _ direction: Int32) -> cc_status {
    Argument.withControl(control) { handle, pointer throws(APIError) in
        handle.deliver(handle.panel.focusEntered(try Argument.focusDirection(direction)), from: pointer)
    }
}
