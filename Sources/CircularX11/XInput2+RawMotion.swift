internal import CX11
import CircularControl

extension XInput2 {
    /// The device property the server gives XTEST's virtual devices.
    private static let xtestDeviceProperty = "XTEST Device"

    /// Selects raw motion (XI_RawMotion) on `root` for the slave devices of master pointer `master` that move it by
    /// relative motion (see ``RawMotion``), and records the selection in ``rawMotion``. Called when a linear mouse
    /// drag starts; one round trip to the server (the devices, their properties, and the selection checked).
    ///
    /// Edge cases: no such device (a tablet's drag, XTEST's pointer alone) selects nothing and leaves ``rawMotion``
    /// nil, as does a refused selection (a device unplugged meanwhile): positions then count, as without XInput2; a
    /// selection already under way is replaced.
    mutating func selectRawMotion(of master: Int32, root: UInt) {
        deselectRawMotion(root: root)
        let devices = relativeSlaves(of: master)
        guard !devices.isEmpty else { return }
        let serial = Xlib.XNextRequest(display)
        let (status, errors) = X11ErrorHandlers.capturingErrors { () -> Int32 in
            let status = Self.select([XI_RawMotion], for: devices, on: root, display: display)
            _ = Xlib.XSync(display, 0)
            return status
        }
        guard status == Success, errors.isEmpty else { return }
        rawMotion = RawMotion(devices: devices, selectionSerial: serial)
    }

    /// Deselects the raw motion ``selectRawMotion(of:root:)`` selected, once the drag is over.
    ///
    /// Edge cases: does nothing without a selection; a device that went away meanwhile is no error.
    mutating func deselectRawMotion(root: UInt) {
        guard let selection = rawMotion else { return }
        rawMotion = nil
        _ = X11ErrorHandlers.capturingErrors { () -> Int32 in
            let status = Self.select([], for: selection.devices, on: root, display: display)
            _ = Xlib.XSync(display, 0)
            return status
        }
    }

    /// The travel a raw motion event (the cookie's data, already fetched) counts for the drag: its accelerated
    /// relative motion (`valuators` 0 and 1, x right and y down, in pixels), as the pointer moves by it.
    ///
    /// Edge cases: nil without a selection, for a device not selected, for an event from before the selection, for
    /// no motion on either axis and for non-finite values; an axis the event does not carry moved by 0.
    func rawTravel(_ cookie: XGenericEventCookie) -> Point? {
        guard cookie.evtype == XI_RawMotion, let data = cookie.data, let selection = rawMotion else { return nil }
        // The raw event's sourceid is always 0 (libXi); its deviceid is the slave selected.
        let raw = data.assumingMemoryBound(to: XIRawEvent.self).pointee
        guard selection.countsTravel(of: raw.deviceid, serial: raw.serial) else { return nil }
        var travel = Point.zero
        for (number, value) in valuatorValues(raw.valuators) {
            if number == 0 { travel.x = value }
            if number == 1 { travel.y = value }
        }
        guard travel.isFinite, travel != .zero else { return nil }
        return travel
    }

    /// The slave pointers attached to `master` whose x and y valuators are relative, XTEST's left out.
    private func relativeSlaves(of master: Int32) -> Set<Int32> {
        var count: Int32 = 0
        guard let devices = Xlib.XIQueryDevice(display, XIAllDevices, &count) else { return [] }
        defer { Xlib.XIFreeDeviceInfo(devices) }
        let xtest = Xlib.XInternAtom(display, Self.xtestDeviceProperty, 1)
        var relative: Set<Int32> = []
        for device in UnsafeBufferPointer(start: devices, count: Int(max(count, 0)))
        where device.use == XISlavePointer && device.attachment == master
            && Self.positionMode(device.classes, count: device.num_classes) == XIModeRelative
            && !hasProperty(xtest, device: device.deviceid)
        {
            relative.insert(device.deviceid)
        }
        return relative
    }

    /// True when slave pointer `device` puts the pointer where the device is (a tablet's pen): its x and y valuators
    /// are absolute, and it is not XTEST's virtual pointer, whose motions programs send as moves of a mouse. Keeping
    /// the pointer in place makes no sense for such a device: the next sample is where the pen is, wherever the
    /// pointer was put. One round trip.
    ///
    /// Edge cases: an unknown device, or one that went away: false.
    func positionsAbsolutely(_ device: Int32) -> Bool {
        let (answer, errors) = X11ErrorHandlers.capturingErrors { () -> Bool in
            var count: Int32 = 0
            guard let info = Xlib.XIQueryDevice(display, device, &count) else { return false }
            defer { Xlib.XIFreeDeviceInfo(info) }
            guard count >= 1, info.pointee.use == XISlavePointer,
                Self.positionMode(info.pointee.classes, count: info.pointee.num_classes) == XIModeAbsolute
            else { return false }
            return !hasProperty(Xlib.XInternAtom(display, Self.xtestDeviceProperty, 1), device: device)
        }
        return errors.isEmpty && answer
    }

    /// The mode (XIModeRelative or XIModeAbsolute) of the valuators numbered 0 and 1 (x and y) among `count`
    /// `classes`; nil when either is missing or the two differ.
    private static func positionMode(
        _ classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?, count: Int32
    ) -> Int32? {
        guard let classes else { return nil }
        var (x, y): (Int32?, Int32?) = (nil, nil)
        for case let info? in UnsafeBufferPointer(start: classes, count: Int(max(count, 0)))
        where info.pointee.type == XIValuatorClass {
            let valuator = UnsafeRawPointer(info).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
            if valuator.number == 0 { x = valuator.mode }
            if valuator.number == 1 { y = valuator.mode }
        }
        guard let x, x == y else { return nil }
        return x
    }

    /// True when `device` has the property `property` (0, an atom the server never made: false).
    private func hasProperty(_ property: Atom, device: Int32) -> Bool {
        guard property != 0 else { return false }
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = Xlib.XIGetProperty(
            display, device, property, 0, 1, 0, Atom(AnyPropertyType), &type, &format, &items, &after, &data)
        if let data { _ = Xlib.XFree(data) }
        return status == Success && type != 0
    }

    /// Selects `events` (none: deselects) on `window` for each of `devices`; XISelectEvents' status.
    private static func select(_ events: [Int32], for devices: Set<Int32>, on window: UInt, display: OpaquePointer)
        -> Int32
    {
        let mask = eventMask(events)
        let length = mask.count
        let ordered = devices.sorted()
        var bits = ordered.flatMap { _ in mask }
        return bits.withUnsafeMutableBufferPointer { buffer in
            var masks = ordered.enumerated().map { index, device in
                XIEventMask(
                    deviceid: device, mask_len: Int32(length), mask: buffer.baseAddress.map { $0 + index * length })
            }
            return Xlib.XISelectEvents(display, window, &masks, Int32(masks.count))
        }
    }
}
