import CCircularControlAPI
import CircularControl
import CircularPanel

// What a host exposes to assistive technologies: a knob's limits, its increment, and texts. Read from the panel and
// the core, never kept in a copy.

/// `cc_get_knob_range`: the values a knob may take now.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_knob_range")
public func getKnobRange(
    _ control: OpaquePointer?, _ index: Int32, _ knob: Int32, _ outMinimum: UnsafeMutablePointer<Double>?,
    _ outMaximum: UnsafeMutablePointer<Double>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outMinimum = try Argument.nonNull("out_minimum", outMinimum)
        let outMaximum = try Argument.nonNull("out_maximum", outMaximum)
        let address = try Argument.knob(index, knob, in: handle.panel)
        let limits = handle.panel.controls[address.control].valueLimits(of: address.knob)
        outMinimum.pointee = limits.lowerBound
        outMaximum.pointee = limits.upperBound
    }
}

/// `cc_get_knob_increment`: the change one arrow key or wheel notch makes.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_knob_increment")
public func getKnobIncrement(
    _ control: OpaquePointer?, _ index: Int32, _ knob: Int32, _ outIncrement: UnsafeMutablePointer<Double>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let outIncrement = try Argument.nonNull("out_increment", outIncrement)
        let address = try Argument.knob(index, knob, in: handle.panel)
        outIncrement.pointee = handle.panel.controls[address.control].configuration.keyIncrement
    }
}

/// `cc_set_accessible_value`: an assistive technology wrote a knob's value: a gesture of its own.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_set_accessible_value")
public func setAccessibleValue(_ control: OpaquePointer?, _ index: Int32, _ knob: Int32, _ value: Double) -> cc_status {
    Argument.withControl(control) { handle, pointer throws(APIError) in
        let address = try Argument.knob(index, knob, in: handle.panel)
        let value = try Argument.finite("value", value)
        handle.deliver(
            handle.panel.setAccessibleValue(value, ofControl: address.control, knob: address.knob), from: pointer)
    }
}

/// `cc_get_value_text`: a knob's value as text.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_value_text")
public func getValueText(
    _ control: OpaquePointer?, _ index: Int32, _ knob: Int32, _ buffer: UnsafeMutablePointer<CChar>?,
    _ capacity: UInt, _ outLength: UnsafeMutablePointer<UInt>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let address = try Argument.knob(index, knob, in: handle.panel)
        let text = handle.panel.controls[address.control].valueText(of: address.knob)
        try TextOutput.copy(text, into: buffer, capacity: capacity, length: outLength)
    }
}

/// `cc_get_label_text`: the text a control's centre label shows.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_get_label_text")
public func getLabelText(
    _ control: OpaquePointer?, _ index: Int32, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
    _ outLength: UnsafeMutablePointer<UInt>?
) -> cc_status {
    Argument.withControl(control) { handle, _ throws(APIError) in
        let control = try Argument.control(index, in: handle.panel)
        try TextOutput.copy(
            handle.panel.controls[control].labelText, into: buffer, capacity: capacity, length: outLength)
    }
}

/// Text handed to a caller's buffer whole, or not at all.
enum TextOutput {
    /// Copies `text` as UTF-8 with a terminating NUL into `buffer` of `capacity` bytes and stores its length in bytes
    /// (without the NUL) in `length` when that is not NULL. A NULL `buffer` with a `capacity` of 0 asks for the length
    /// alone, which `length` must then take.
    ///
    /// Edge cases: a buffer too small for the text and its NUL is refused (``CC_ERROR_INVALID_ARGUMENT``, naming the
    /// bytes needed) and nothing is written, neither the buffer nor the length; a NULL buffer with a capacity above
    /// 0 is refused as NULL. A NUL within the text (a label the program set cannot hold one) would end it early.
    static func copy(
        _ text: String, into buffer: UnsafeMutablePointer<CChar>?, capacity: UInt, length: UnsafeMutablePointer<UInt>?
    ) throws(APIError) {
        let bytes = UInt(text.utf8.count)
        guard let buffer else {
            guard capacity == 0 else { throw .null("buffer") }
            try Argument.nonNull("out_length", length).pointee = bytes
            return
        }
        guard bytes < capacity else {
            throw APIError(
                status: CC_ERROR_INVALID_ARGUMENT,
                message: "capacity is \(capacity) (the text needs \(bytes + 1) bytes with its NUL)")
        }
        var end = 0
        for byte in text.utf8 {
            buffer[end] = CChar(bitPattern: byte)
            end += 1
        }
        buffer[end] = 0
        length?.pointee = bytes
    }
}
