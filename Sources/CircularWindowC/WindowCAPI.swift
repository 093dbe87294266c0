import CCircularControlAPI
import CircularControlC
import CircularWindow

// The cc_window_* functions: a window of controls for C programs. See include/circularcontrol-window.h for the
// contract of each function.

/// The size of the first published `cc_window_setup`; a caller's struct must be at least this large.
private let firstPublishedSetupSize = MemoryLayout<cc_window_setup>.size

@_cdecl("cc_window_setup_init_sized")
public func initializeWindowSetup(_ setup: UnsafeMutablePointer<cc_window_setup>?, _ size: UInt) -> cc_status {
    initializeSized(setup, size, firstPublishedSize: firstPublishedSetupSize) { size in
        cc_window_setup(
            size: size, title: nil, application_name: nil, width: Int32(WindowSetup.defaultSize.width),
            height: Int32(WindowSetup.defaultSize.height), parent: 0, columns: 0, quits_on_q: 0, scale: 0,
            ring_radius: 0, ring_width: 0, background_argb: 0xFFF7_F7F7)
    }
}

@_cdecl("cc_window_open")
public func openWindow(
    _ setup: UnsafePointer<cc_window_setup>?, _ outWindow: UnsafeMutablePointer<OpaquePointer?>?,
    _ errorMessage: UnsafeMutablePointer<CChar>?, _ errorCapacity: UInt
) -> cc_status {
    reportingErrors(into: errorMessage, errorCapacity) { () throws(APIError) in
        guard let setup else { throw .null("setup") }
        let outWindow = try Argument.nonNull("out_window", outWindow)
        guard setup.pointee.size >= firstPublishedSetupSize else {
            throw APIError(
                status: CC_ERROR_CONFIG_SIZE,
                message: "setup.size is \(setup.pointee.size) (at least \(firstPublishedSetupSize); "
                    + "use cc_window_setup_init)")
        }
        let fields = setup.pointee
        let title = try fields.title.map { pointer throws(APIError) in try Argument.text("title", pointer) }
        let name = try fields.application_name.map { pointer throws(APIError) in
            try Argument.text("application_name", pointer)
        }
        for (field, value) in [("width", fields.width), ("height", fields.height), ("columns", fields.columns)]
        where value < 0 {
            throw APIError(status: CC_ERROR_INVALID_ARGUMENT, message: "\(field) is \(value) (must not be negative)")
        }
        let scale = fields.scale == 0 ? nil : try fixedScale(fields.scale)
        for (field, share) in [("ring_radius", fields.ring_radius), ("ring_width", fields.ring_width)]
        where !(share == 0 || (share > 0 && share <= 0.5)) {
            throw APIError(
                status: CC_ERROR_INVALID_ARGUMENT, message: "\(field) is \(share) (0, or more than 0 to 0.5)")
        }
        let windowSetup = WindowSetup(
            title: title ?? WindowSetup.defaultTitle, applicationName: name,
            size: PixelSize(width: Int(fields.width), height: Int(fields.height)), scale: scale,
            parentWindow: fields.parent == 0 ? nil : UInt(fields.parent),
            background: ControlLook.color(argb: fields.background_argb), quitsOnQ: fields.quits_on_q != 0)
        let layout = ControlLayout.grid(
            columns: fields.columns == 0 ? nil : Int(fields.columns),
            radius: fields.ring_radius == 0 ? ControlLayout.defaultRadius : fields.ring_radius,
            lineWidth: fields.ring_width == 0 ? ControlLayout.defaultLineWidth : fields.ring_width)
        do throws(WindowError) {
            let window = try ControlWindow([], setup: windowSetup, layout: layout)
            let handle = WindowHandle(window)
            let pointer = handle.retainedOpaquePointer
            handle.forwardEvents(from: pointer)
            outWindow.pointee = pointer
        } catch {
            throw APIError(status: CC_ERROR_NO_WINDOW, message: error.description)
        }
    }
}

@_cdecl("cc_window_add")
public func addWindowControl(
    _ window: OpaquePointer?, _ config: UnsafePointer<cc_config>?, _ name: UnsafePointer<CChar>?,
    _ label: UnsafePointer<CChar>?, _ outIndex: UnsafeMutablePointer<Int32>?,
    _ errorMessage: UnsafeMutablePointer<CChar>?, _ errorCapacity: UInt
) -> cc_status {
    add(window, config, range: nil, name, label, outIndex, errorMessage, errorCapacity)
}

@_cdecl("cc_window_add_range")
public func addWindowRange(
    _ window: OpaquePointer?, _ config: UnsafePointer<cc_config>?, _ start: Double, _ end: Double,
    _ minimumDistance: Double, _ name: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?,
    _ outIndex: UnsafeMutablePointer<Int32>?, _ errorMessage: UnsafeMutablePointer<CChar>?, _ errorCapacity: UInt
) -> cc_status {
    add(
        window, config, range: (start, end, minimumDistance), name, label, outIndex, errorMessage, errorCapacity)
}

@_cdecl("cc_window_set_event_callback")
public func setWindowEventCallback(
    _ window: OpaquePointer?, _ callback: cc_window_event_callback?, _ userData: UnsafeMutableRawPointer?
) -> cc_status {
    guard let window else { return CC_ERROR_NULL_ARGUMENT }
    WindowHandle.borrow(window).callback = callback.map { ($0, userData) }
    return CC_OK
}

@_cdecl("cc_window_run")
public func runWindow(_ window: OpaquePointer?) -> Int32 {
    running(window) { $0.run() }
}

@_cdecl("cc_window_step")
public func stepWindow(_ window: OpaquePointer?, _ timeoutSeconds: Double) -> Int32 {
    let timeout = timeoutSeconds.isFinite ? max(timeoutSeconds, 0) : 0
    return running(window) { $0.step(timeout: timeout) }
}

@_cdecl("cc_window_run_until_shown")
public func runWindowUntilShown(_ window: OpaquePointer?) -> Int32 {
    running(window) { $0.runUntilShown() }
}

@_cdecl("cc_window_set_value")
public func setWindowValue(_ window: OpaquePointer?, _ index: Int32, _ knob: Int32, _ value: Double) -> cc_status {
    guard let window else { return CC_ERROR_NULL_ARGUMENT }
    do throws(APIError) {
        let value = try Argument.finite("value", value)
        let rangeKnob = try Argument.rangeKnob(knob)
        guard WindowHandle.borrow(window).remote.setValue(value, ofControl: Int(index), knob: rangeKnob) else {
            return CC_ERROR_INVALID_ARGUMENT
        }
        return CC_OK
    } catch {
        return error.status
    }
}

@_cdecl("cc_window_get_value")
public func windowValue(
    _ window: OpaquePointer?, _ index: Int32, _ knob: Int32, _ outValue: UnsafeMutablePointer<Double>?
) -> cc_status {
    do throws(APIError) {
        let window = try WindowHandle.usable(window).window
        let outValue = try Argument.nonNull("out_value", outValue)
        let part = try Argument.knob(index, knob, in: window.panel)
        guard let value = window.value(ofControl: part.control, knob: part.knob) else {
            return CC_ERROR_INVALID_ARGUMENT
        }
        outValue.pointee = value
        return CC_OK
    } catch {
        return error.status
    }
}

@_cdecl("cc_window_set_label_text")
public func setWindowLabelText(_ window: OpaquePointer?, _ index: Int32, _ text: UnsafePointer<CChar>?) -> cc_status {
    guard let window else { return CC_ERROR_NULL_ARGUMENT }
    let handle = WindowHandle.borrow(window)
    guard index >= 0, Int(index) < handle.controlCount else { return CC_ERROR_INVALID_ARGUMENT }
    do throws(APIError) {
        let text = try text.map { pointer throws(APIError) in try Argument.text("utf8_text", pointer) }
        // Through the remote: the window applies it in this iteration, from the event callback too.
        handle.remote.setLabelText(text, ofControl: Int(index))
        return CC_OK
    } catch {
        return error.status
    }
}

@_cdecl("cc_window_set_scale")
public func setWindowScale(_ window: OpaquePointer?, _ scale: Double) -> cc_status {
    do throws(APIError) {
        let window = try WindowHandle.usable(window).window
        window.setScale(try fixedScale(scale))
        return CC_OK
    } catch {
        return error.status
    }
}

@_cdecl("cc_window_get_scale")
public func windowScale(_ window: OpaquePointer?, _ outScale: UnsafeMutablePointer<Double>?) -> cc_status {
    do throws(APIError) {
        let window = try WindowHandle.usable(window).window
        try Argument.nonNull("out_scale", outScale).pointee = window.scale
        return CC_OK
    } catch {
        return error.status
    }
}

@_cdecl("cc_window_request_size")
public func requestWindowSize(_ window: OpaquePointer?, _ width: Int32, _ height: Int32) -> cc_status {
    do throws(APIError) {
        let window = try WindowHandle.usable(window).window
        guard width >= 1, height >= 1 else { return CC_ERROR_INVALID_ARGUMENT }
        window.requestSize(PixelSize(width: Int(width), height: Int(height)))
        return CC_OK
    } catch {
        return error.status
    }
}

@_cdecl("cc_window_close")
public func closeWindow(_ window: OpaquePointer?) -> cc_status {
    guard let window else { return CC_ERROR_NULL_ARGUMENT }
    WindowHandle.borrow(window).remote.close()
    return CC_OK
}

@_cdecl("cc_window_get_x11_window")
public func windowX11ID(_ window: OpaquePointer?, _ outWindow: UnsafeMutablePointer<UInt>?) -> cc_status {
    guard let window else { return CC_ERROR_NULL_ARGUMENT }
    guard let outWindow else { return CC_ERROR_NULL_ARGUMENT }
    guard let id = WindowHandle.borrow(window).window.x11WindowID else { return CC_ERROR_INVALID_ARGUMENT }
    outWindow.pointee = id
    return CC_OK
}

@_cdecl("cc_window_destroy")
public func destroyWindow(_ window: OpaquePointer?) {
    guard let window else { return }
    let handle = Unmanaged<WindowHandle>.fromOpaque(UnsafeRawPointer(window))
    handle.takeUnretainedValue().window.close()
    handle.takeUnretainedValue().window.step(timeout: 0)
    handle.release()
}

/// Adds a control (a range when `range` is given) named `name` to the window.
private func add(
    _ window: OpaquePointer?, _ config: UnsafePointer<cc_config>?,
    range: (start: Double, end: Double, minimumDistance: Double)?,
    _ name: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?, _ outIndex: UnsafeMutablePointer<Int32>?,
    _ errorMessage: UnsafeMutablePointer<CChar>?, _ errorCapacity: UInt
) -> cc_status {
    reportingErrors(into: errorMessage, errorCapacity) { () throws(APIError) in
        let handle = try WindowHandle.usable(window)
        guard let config else { throw .null("config") }
        let name = try Argument.text("name", name)
        let label = try label.map { pointer throws(APIError) in try Argument.text("label", pointer) }
        let control = try describedControl(from: config, range: range)
        let index = handle.window.add(WindowControl(name: name, label: label, control: control))
        handle.controlCount += 1
        outIndex?.pointee = Int32(clamping: index)
    }
}

/// `body`'s run of the window as a `CC_WINDOW_*` constant, or the status that refused the call.
private func running(_ window: OpaquePointer?, _ body: (ControlWindow) -> HostExitReason?) -> Int32 {
    do throws(APIError) {
        return WindowHandle.constant(of: body(try WindowHandle.usable(window).window))
    } catch {
        return error.status
    }
}

/// `scale` when a window may be drawn at it (`WindowSetup/scales`); refused otherwise.
private func fixedScale(_ scale: Double) throws(APIError) -> Double {
    let scale = try Argument.finite("scale", scale)
    guard WindowSetup.scales.contains(scale) else {
        throw APIError(
            status: CC_ERROR_INVALID_ARGUMENT,
            message: "scale is \(scale) (\(WindowSetup.scales) device pixels a pixel)")
    }
    return scale
}

/// Runs `body`: CC_OK and an empty message, or the thrown error's status and message.
private func reportingErrors(
    into errorMessage: UnsafeMutablePointer<CChar>?, _ errorCapacity: UInt, _ body: () throws(APIError) -> Void
) -> cc_status {
    let capacity = Int(clamping: errorCapacity)
    do throws(APIError) {
        try body()
        ErrorMessage.copy("", into: errorMessage, capacity: capacity)
        return CC_OK
    } catch {
        ErrorMessage.copy(error.message, into: errorMessage, capacity: capacity)
        return error.status
    }
}
