import CCircularControlAPI
import CircularControl

// The life cycle of a control: configuration defaults, creation, destruction and error messages.
// See include/circularcontrol.h for the contract of each function.

/// `cc_status_description`: a constant description of a status code.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_status_description")
public func describeStatus(_ status: cc_status) -> UnsafePointer<CChar> {
    let text: StaticString = switch status {
    case CC_OK: "ok"
    case CC_ERROR_NULL_ARGUMENT: "null argument"
    case CC_ERROR_NOT_FINITE: "number not finite"
    case CC_ERROR_UNKNOWN_ENUM: "unknown constant"
    case CC_ERROR_INVALID_CONFIG: "invalid configuration"
    case CC_ERROR_CONFIG_SIZE: "configuration size too small"
    case CC_ERROR_INVALID_BUFFER: "invalid pixel buffer"
    case CC_ERROR_INVALID_ARGUMENT: "invalid argument"
    default: "unknown status"
    }
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// `cc_config_init_sized`: fills a configuration with the defaults, writing no more than its declared size.
///
/// The contract, with its edge cases, is in include/circularcontrol.h.
@_cdecl("cc_config_init_sized")
public func initializeConfiguration(_ config: UnsafeMutablePointer<cc_config>?, _ size: UInt) -> cc_status {
    guard let config else { return CC_ERROR_NULL_ARGUMENT }
    guard size >= UInt(ConfigurationReader.firstPublishedSize) else { return CC_ERROR_CONFIG_SIZE }
    var defaults = ConfigurationReader.defaults()
    defaults.size = Int(clamping: size)
    config.pointee = defaults
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
    let errorCapacity = Int(clamping: errorCapacity)
    do throws(APIError) {
        guard let config else { throw .null("config") }
        guard let outControl else { throw .null("out_control") }
        let description = try ConfigurationReader.read(config)
        let model: CircularModel
        do throws(ConfigurationError) {
            model = try CircularModel(description.configuration, value: description.initialValue)
        } catch {
            throw APIError(error)
        }
        outControl.pointee = ControlHandle(model: model, look: description.look).retainedOpaquePointer
        ErrorMessage.copy("", into: errorMessage, capacity: errorCapacity)
        return CC_OK
    } catch {
        ErrorMessage.copy(error.message, into: errorMessage, capacity: errorCapacity)
        return error.status
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
