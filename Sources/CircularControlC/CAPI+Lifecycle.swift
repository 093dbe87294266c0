import CCircularControlAPI
import CircularControl
import CircularPanel
import CircularRender

// The life cycle of a control: configuration defaults, creation, destruction and error messages.
// See include/circularcontrol.h for the contract of each function.

/// `cc_status_description`: a constant description of a status code.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_status_description")
public func describeStatus(_ status: cc_status) -> UnsafePointer<CChar> {
    let text: StaticString =
        switch status {
        case CC_OK: "ok"
        case CC_ERROR_NULL_ARGUMENT: "null argument"
        case CC_ERROR_NOT_FINITE: "number not finite"
        case CC_ERROR_UNKNOWN_ENUM: "unknown constant"
        case CC_ERROR_INVALID_CONFIG: "invalid configuration"
        case CC_ERROR_CONFIG_SIZE: "configuration size too small"
        case CC_ERROR_INVALID_BUFFER: "invalid pixel buffer"
        case CC_ERROR_INVALID_ARGUMENT: "invalid argument"
        case CC_ERROR_BUFFER_TOO_SMALL: "buffer too small"
        case CC_ERROR_UNPARSABLE: "text not a number"
        default: "unknown status"
        }
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// `cc_version`: the version this library was built as, packed as the header's `CIRCULARCONTROL_VERSION` (the
/// header's macros are compiled in: they are the version of this build).
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_version")
public func libraryVersion() -> UInt32 {
    UInt32(CIRCULARCONTROL_VERSION_MAJOR) << 16 | UInt32(CIRCULARCONTROL_VERSION_MINOR) << 8
        | UInt32(CIRCULARCONTROL_VERSION_PATCH)
}

/// `cc_config_init_sized`: fills a configuration with the defaults, writing no more than its declared size.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_config_init_sized")
public func initializeConfiguration(_ config: UnsafeMutablePointer<cc_config>?, _ size: UInt) -> cc_status {
    initializeSized(config, size, firstPublishedSize: ConfigurationReader.firstPublishedSize) { size in
        var defaults = ConfigurationReader.defaults()
        defaults.size = size
        return defaults
    }
}

/// The rule of the `*_init_sized` functions: `defaults(size)` stored in `*pointer`, with `size` (the caller's
/// `sizeof`) in its `size` field; `CC_ERROR_NULL_ARGUMENT` for NULL, `CC_ERROR_CONFIG_SIZE` for a size below the first
/// published layout's `firstPublishedSize`.
package func initializeSized<Struct>(
    _ pointer: UnsafeMutablePointer<Struct>?, _ size: UInt, firstPublishedSize: Int, _ defaults: (Int) -> Struct
) -> cc_status {
    guard let pointer else { return CC_ERROR_NULL_ARGUMENT }
    guard size >= UInt(firstPublishedSize) else { return CC_ERROR_CONFIG_SIZE }
    pointer.pointee = defaults(Int(clamping: size))
    return CC_OK
}

/// `cc_create`: creates a control from a configuration, or explains in the caller's buffer why not.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_create")
public func createControl(
    _ config: UnsafePointer<cc_config>?, _ outControl: UnsafeMutablePointer<OpaquePointer?>?,
    _ errorMessage: UnsafeMutablePointer<CChar>?, _ errorCapacity: UInt
) -> cc_status {
    createPanel(config, range: nil, outControl, errorMessage, errorCapacity)
}

/// `cc_create_range`: creates a range control from a configuration and its two values, or explains why not.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_create_range")
public func createRange(
    _ config: UnsafePointer<cc_config>?, _ start: Double, _ end: Double, _ minimumDistance: Double,
    _ outControl: UnsafeMutablePointer<OpaquePointer?>?, _ errorMessage: UnsafeMutablePointer<CChar>?,
    _ errorCapacity: UInt
) -> cc_status {
    createPanel(
        config, range: RangeValues(start: start, end: end, minimumDistance: minimumDistance), outControl,
        errorMessage, errorCapacity)
}

/// `cc_add_control`: adds a single-knob control to a panel.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_add_control")
public func addControl(
    _ control: OpaquePointer?, _ config: UnsafePointer<cc_config>?, _ outIndex: UnsafeMutablePointer<Int32>?,
    _ errorMessage: UnsafeMutablePointer<CChar>?, _ errorCapacity: UInt
) -> cc_status {
    addToPanel(control, config, range: nil, outIndex, errorMessage, errorCapacity)
}

/// `cc_add_range`: adds a range control to a panel.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_add_range")
public func addRange(
    _ control: OpaquePointer?, _ config: UnsafePointer<cc_config>?, _ start: Double, _ end: Double,
    _ minimumDistance: Double, _ outIndex: UnsafeMutablePointer<Int32>?, _ errorMessage: UnsafeMutablePointer<CChar>?,
    _ errorCapacity: UInt
) -> cc_status {
    addToPanel(
        control, config, range: RangeValues(start: start, end: end, minimumDistance: minimumDistance),
        outIndex, errorMessage, errorCapacity)
}

/// The two values and the minimum distance of a range control to be made.
struct RangeValues {
    var start: Double
    var end: Double
    var minimumDistance: Double
}

/// Makes a handle of one control (a range when `range` is given) and stores it, or writes why not into the
/// caller's message buffer.
private func createPanel(
    _ config: UnsafePointer<cc_config>?, range: RangeValues?, _ outControl: UnsafeMutablePointer<OpaquePointer?>?,
    _ errorMessage: UnsafeMutablePointer<CChar>?, _ errorCapacity: UInt
) -> cc_status {
    let errorCapacity = Int(clamping: errorCapacity)
    do throws(APIError) {
        guard let config else { throw .null("config") }
        guard let outControl else { throw .null("out_control") }
        let (control, background) = try panelControl(from: config, range: range)
        outControl.pointee = ControlHandle(control, background: background).retainedOpaquePointer
        ErrorMessage.copy("", into: errorMessage, capacity: errorCapacity)
        return CC_OK
    } catch {
        ErrorMessage.copy(error.message, into: errorMessage, capacity: errorCapacity)
        return error.status
    }
}

/// Adds a control (a range when `range` is given) to the handle's panel and stores its index, or writes why not
/// into the caller's message buffer and the handle's last error.
private func addToPanel(
    _ control: OpaquePointer?, _ config: UnsafePointer<cc_config>?, range: RangeValues?,
    _ outIndex: UnsafeMutablePointer<Int32>?, _ errorMessage: UnsafeMutablePointer<CChar>?, _ errorCapacity: UInt
) -> cc_status {
    var message = ""
    let status = Argument.withControl(control) { handle, _ throws(APIError) in
        do throws(APIError) {
            guard let config else { throw .null("config") }
            let outIndex = try Argument.nonNull("out_index", outIndex)
            let (added, _) = try panelControl(from: config, range: range)
            outIndex.pointee = Int32(handle.panel.add(added))
        } catch {
            message = error.message
            throw error
        }
    }
    ErrorMessage.copy(
        status == CC_ERROR_NULL_ARGUMENT && control == nil ? "control is NULL" : message,
        into: errorMessage, capacity: Int(clamping: errorCapacity))
    return status
}

/// The control a configuration describes, as `cc_create` makes it, or with `range` (its start, end and minimum
/// distance) the range `cc_create_range` makes.
///
/// - Throws: ``APIError`` as those functions report it.
package func describedControl(
    from config: UnsafePointer<cc_config>, range: (start: Double, end: Double, minimumDistance: Double)?
) throws(APIError) -> PanelControl {
    try panelControl(from: config, range: range.map(RangeValues.init)).0
}

/// The panel control a configuration describes (a range when `range` is given) and its background.
func panelControl(from config: UnsafePointer<cc_config>, range: RangeValues?) throws(APIError)
    -> (PanelControl, RGBAColor)
{
    let description = try ConfigurationReader.read(config)
    let look = description.look
    if let range {
        _ = try Argument.finite("start", range.start)
        _ = try Argument.finite("end", range.end)
        _ = try Argument.finite("minimum_distance", range.minimumDistance)
    }
    do throws(ConfigurationError) {
        guard let range else {
            let model = try CircularModel(description.configuration, value: description.initialValue)
            return (look.control(of: .single(model)), look.background)
        }
        let model = try CircularRangeModel(
            description.configuration, start: range.start, end: range.end,
            minimumDistance: range.minimumDistance)
        return (look.control(of: .range(model)), look.background)
    } catch {
        throw APIError(error)
    }
}

/// `cc_destroy`: destroys a control, mid-drag or not; NULL does nothing.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_destroy")
public func destroyControl(_ control: OpaquePointer?) {
    guard let control else { return }
    ControlHandle.borrow(control).isDestroyed = true
    ControlHandle.release(control)
}

/// `cc_last_error`: the message of the last failed call on a control.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_last_error")
public func lastError(_ control: OpaquePointer?) -> UnsafePointer<CChar> {
    guard let control else {
        let text: StaticString = "control is NULL"
        return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
    }
    return ControlHandle.borrow(control).lastError.cString
}
