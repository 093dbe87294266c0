import CCircularControlAPI
import CircularControl

// The life cycle of a control: configuration defaults, creation, destruction and error messages.
// See include/circularcontrol.h for the contract of each function.

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

@_cdecl("cc_config_init_sized")
public func initializeConfiguration(_ config: UnsafeMutablePointer<cc_config>?, _ size: UInt) -> cc_status {
    guard let config else { return CC_ERROR_NULL_ARGUMENT }
    guard size >= UInt(ConfigurationReader.firstPublishedSize) else { return CC_ERROR_CONFIG_SIZE }
    var defaults = ConfigurationReader.defaults()
    defaults.size = Int(clamping: size)
    config.pointee = defaults
    return CC_OK
}

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

@_cdecl("cc_destroy")
public func destroyControl(_ control: OpaquePointer?) {
    guard let control else { return }
    ControlHandle.release(control)
}

@_cdecl("cc_last_error")
public func lastError(_ control: OpaquePointer?) -> UnsafePointer<CChar> {
    guard let control else {
        let text: StaticString = "control is NULL"
        return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
    }
    return ControlHandle.borrow(control).lastError.cString
}
