internal import CX11
import CircularControl

/// The host's XInput2 (2.2) input: smooth scrolling from scroll valuators and touch, as GTK and Qt read them.
///
/// ``start(on:window:)`` asks the server for XInput 2.2 and selects, on the window and for the master devices,
/// button presses and releases, motion, entering the window, device changes and the three touch events; the server
/// then sends these as XI2 events instead of the core ones. ``translate(_:)`` turns one of them into the core's
/// input, with the ``Pointer`` it comes from:
/// - buttons 1 and 4 to 7 and motion as the core events translate (``InputTranslator``); button and motion events
///   that carry XIPointerEmulated are the server's emulation of scrolling or of a touch, and are dropped, so that
///   the wheel never counts twice and a finger is never also the mouse;
/// - motion that changes a scroll valuator becomes `.wheel` with the fraction of a notch it moved (``SmoothScroll``;
///   the devices' valuators are read again on entering the window and on a device change);
/// - touch begin, update and end become `.press`, `.move` and `.release` from `.touch(id)`.
///
/// While a linear mouse drag is under way the host also reads raw motion (``rawMotion``, `XInput2+RawMotion.swift`):
/// the travel of the mouse's relative devices, which the screen edge does not clip.
///
/// Edge cases: a server without the extension, or older than 2.2, or refusing the selection, gives `nil` and the
/// host keeps the core events; events of another window, of an unknown device or with non-finite coordinates are
/// dropped (the models ignore non-finite points anyway).
struct XInput2 {
    /// The extension's major opcode: GenericEvents carry it.
    let opcode: Int32
    let display: OpaquePointer
    private var scroll = SmoothScroll()
    /// The raw motion selected for the linear mouse drag under way; nil when none is.
    var rawMotion: RawMotion?
    /// The X time of the last device event translated (milliseconds).
    private(set) var lastEventTime: UInt = 0

    /// Input for the loop: what happened, from which pointer, at which window point (nil: no point), and for the
    /// mouse the devices it came from: the slave device that moved (`source`) and its master pointer (`master`).
    struct Input {
        var event: InputEvent
        var pointer: Pointer
        var point: Point?
        var source: Int32? = nil
        var master: Int32? = nil
    }

    /// Starts XInput2 on `window`, or returns nil for a server that lacks 2.2 (the core events then serve).
    static func start(on display: OpaquePointer, window: UInt) -> XInput2? {
        var opcode: Int32 = 0
        var firstEvent: Int32 = 0
        var firstError: Int32 = 0
        guard Xlib.XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else {
            return nil
        }
        var major: Int32 = 2
        var minor: Int32 = 2
        guard Xlib.XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2) else {
            return nil
        }
        let events = [
            XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_DeviceChanged, XI_TouchBegin, XI_TouchUpdate,
            XI_TouchEnd,
        ]
        var bits = eventMask(events)
        let status = bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(
                deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return Xlib.XISelectEvents(display, window, &mask, 1)
        }
        guard status == Success else { return nil }
        var input = XInput2(opcode: opcode, display: display)
        input.readDevices()
        return input
    }

    /// The XI2 event mask (one bit per event type, up to XI_LASTEVENT, in whole bytes) with the bits of `events` set.
    static func eventMask(_ events: [Int32]) -> [UInt8] {
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for event in events { bits[Int(event) / 8] |= UInt8(1 << (Int(event) % 8)) }
        return bits
    }

    private init(opcode: Int32, display: OpaquePointer) {
        self.opcode = opcode
        self.display = display
    }

    /// Reads every device's scroll valuators and their current values afresh.
    mutating func readDevices() {
        var count: Int32 = 0
        var axes: [SmoothScroll.Valuator: SmoothScroll.Axis] = [:]
        var current: [SmoothScroll.Valuator: Double] = [:]
        if let devices = Xlib.XIQueryDevice(display, XIAllDevices, &count) {
            for device in UnsafeBufferPointer(start: devices, count: Int(max(count, 0))) {
                Self.readClasses(device.classes, count: device.num_classes, of: device.deviceid, into: &axes, &current)
            }
            Xlib.XIFreeDeviceInfo(devices)
        }
        scroll.setAxes(axes, current: current)
    }

    /// Adds the scroll valuators among `count` `classes` of `device` to `axes`, and every valuator's value to
    /// `current`.
    private static func readClasses(
        _ classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?, count: Int32, of device: Int32,
        into axes: inout [SmoothScroll.Valuator: SmoothScroll.Axis], _ current: inout [SmoothScroll.Valuator: Double]
    ) {
        guard let classes else { return }
        for case let info? in UnsafeBufferPointer(start: classes, count: Int(max(count, 0))) {
            let raw = UnsafeRawPointer(info)
            if info.pointee.type == XIScrollClass {
                let scrollClass = raw.assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                axes[SmoothScroll.Valuator(device: device, number: scrollClass.number)] = SmoothScroll.Axis(
                    isVertical: scrollClass.scroll_type == XIScrollTypeVertical, increment: scrollClass.increment)
            } else if info.pointee.type == XIValuatorClass {
                let valuator = raw.assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                current[SmoothScroll.Valuator(device: device, number: valuator.number)] = valuator.value
            }
        }
    }

    /// Translates one XI2 event of `window` (the cookie's data, already fetched) into input for the client, in
    /// order; empty for events that mean nothing to it.
    mutating func translate(_ cookie: XGenericEventCookie, window: UInt, translator: inout InputTranslator)
        -> [Input]
    {
        guard let data = cookie.data else { return [] }
        switch cookie.evtype {
        case XI_DeviceChanged:
            // The classes as they were at the change (a slave switch: the new device's), before any motion of it; a
            // query now could already see the motion that caused the switch.
            let change = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            var axes: [SmoothScroll.Valuator: SmoothScroll.Axis] = [:]
            var current: [SmoothScroll.Valuator: Double] = [:]
            Self.readClasses(change.classes, count: change.num_classes, of: change.sourceid, into: &axes, &current)
            scroll.setAxes(of: change.sourceid, axes, current: current)
            return []
        case XI_Enter:
            let enter = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            guard enter.event == window else { return [] }
            readDevices()
            let point = translator.point(x: enter.event_x, y: enter.event_y)
            let state = UInt32(truncatingIfNeeded: enter.mods.effective)
            return [
                Input(
                    event: translator.motion(to: point, state: state), pointer: .mouse, point: point,
                    source: enter.sourceid, master: enter.deviceid)
            ]
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let event = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard event.event == window else { return [] }
            return translate(event, type: cookie.evtype, translator: &translator)
        default:
            return []
        }
    }

    private mutating func translate(_ event: XIDeviceEvent, type: Int32, translator: inout InputTranslator)
        -> [Input]
    {
        let point = translator.point(x: event.event_x, y: event.event_y)
        lastEventTime = event.time
        let state = UInt32(truncatingIfNeeded: event.mods.effective)
        let modifiers = InputTranslator.modifiers(state: state)
        let emulated = event.flags & Int32(XIPointerEmulated) != 0
        let (source, master) = (event.sourceid, event.deviceid)
        switch type {
        case XI_ButtonPress, XI_ButtonRelease:
            guard !emulated, event.detail > 0 else { return [] }
            let input = translator.button(
                UInt32(event.detail), pressed: type == XI_ButtonPress, at: point, state: state, time: event.time)
            return input.map { [Input(event: $0, pointer: .mouse, point: point, source: source, master: master)] } ?? []
        case XI_Motion:
            guard !emulated else { return [] }
            var inputs = [
                Input(
                    event: translator.motion(to: point, state: state), pointer: .mouse, point: point, source: source,
                    master: master)
            ]
            let notches = scroll.notches(device: event.sourceid, values: valuatorValues(event.valuators))
            if notches.vertical != 0 {
                inputs.append(
                    Input(event: .wheel(notches: notches.vertical, modifiers: modifiers), pointer: .mouse, point: point)
                )
            }
            if notches.horizontal != 0 {
                inputs.append(
                    Input(
                        event: .wheel(notches: notches.horizontal, modifiers: modifiers), pointer: .mouse, point: point)
                )
            }
            return inputs
        case XI_TouchBegin:
            return [Input(event: .press(point, modifiers: modifiers), pointer: .touch(Int(event.detail)), point: point)]
        case XI_TouchUpdate:
            return [Input(event: .move(point, modifiers: modifiers), pointer: .touch(Int(event.detail)), point: point)]
        case XI_TouchEnd:
            return [
                Input(event: .release(point, modifiers: modifiers), pointer: .touch(Int(event.detail)), point: point)
            ]
        default:
            return []
        }
    }

    /// The valuators an event carries, by number, from its mask and packed values.
    func valuatorValues(_ state: XIValuatorState) -> [(number: Int32, value: Double)] {
        guard let mask = state.mask, let values = state.values else { return [] }
        var result: [(number: Int32, value: Double)] = []
        var next = 0
        for number in 0..<(Int(max(state.mask_len, 0)) * 8) where mask[number / 8] & UInt8(1 << (number % 8)) != 0 {
            result.append((Int32(number), values[next]))
            next += 1
        }
        return result
    }
}
