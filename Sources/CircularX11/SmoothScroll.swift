import CircularControl

/// The scroll valuators of XInput2 devices and the last value seen on each: turns their absolute values into wheel
/// notches, as GTK and Qt read them.
///
/// A scroll valuator counts up as the device scrolls down (or right) and one wheel notch is its increment (120 is
/// common). The notches of a motion are the change since the last value seen for that device and valuator, over the
/// increment: vertical notches are negated (up is positive, as ``InputEvent/wheel(notches:modifiers:)`` wants),
/// horizontal ones are kept (right is positive, as buttons 6 and 7 map).
///
/// The last values start from the devices' current values (``setAxes(_:current:)``, read again on entering the
/// window; on a device change, ``setAxes(of:_:current:)`` with the values the change carries, as Qt does), so the
/// first motion after that counts in full.
///
/// Edge cases: a valuator whose current value is unknown takes its first value as a reference only; a valuator of an unknown device, an unknown valuator, an increment of 0 or not
/// finite, and non-finite values give none.
struct SmoothScroll: Sendable {
    /// One valuator of one device.
    struct Valuator: Hashable, Sendable {
        var device: Int32
        var number: Int32
    }

    /// What a scroll valuator is: its direction and the distance of one notch.
    struct Axis: Hashable, Sendable {
        var isVertical: Bool
        var increment: Double
    }

    private var axes: [Valuator: Axis] = [:]
    private var lastValues: [Valuator: Double] = [:]

    /// Replaces every device's scroll valuators with `axes` and their last values with `current` (the values the
    /// devices report now; non-finite ones are left out).
    mutating func setAxes(_ axes: [Valuator: Axis], current: [Valuator: Double]) {
        self.axes = axes.filter { $0.value.increment.isFinite && $0.value.increment != 0 }
        lastValues = current.filter { $0.value.isFinite && self.axes[$0.key] != nil }
    }

    /// Replaces the scroll valuators of `device` alone with `axes` and their last values with `current`, as a device
    /// change reports them.
    mutating func setAxes(of device: Int32, _ axes: [Valuator: Axis], current: [Valuator: Double]) {
        self.axes = self.axes.filter { $0.key.device != device }
        lastValues = lastValues.filter { $0.key.device != device }
        for (valuator, axis) in axes where valuator.device == device && axis.increment.isFinite && axis.increment != 0 {
            self.axes[valuator] = axis
            if let value = current[valuator], value.isFinite { lastValues[valuator] = value }
        }
    }

    /// The notches that the values of `device`'s valuators in one motion give, vertical and horizontal (each 0 when
    /// none), recording the values for the next motion.
    mutating func notches(device: Int32, values: [(number: Int32, value: Double)]) -> (
        vertical: Double, horizontal: Double
    ) {
        var vertical = 0.0
        var horizontal = 0.0
        for (number, value) in values {
            let valuator = Valuator(device: device, number: number)
            guard let axis = axes[valuator], value.isFinite else { continue }
            let last = lastValues.updateValue(value, forKey: valuator)
            guard let last else { continue }
            let notches = (value - last) / axis.increment
            guard notches.isFinite else { continue }
            if axis.isVertical { vertical -= notches } else { horizontal += notches }
        }
        return (vertical, horizontal)
    }
}
