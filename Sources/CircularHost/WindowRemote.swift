import CircularControl
import CircularPanel
import Glibc
import Synchronization

/// What other threads use to reach a window while it runs: set a value, add or restyle a control, close it. The
/// window applies what they hand over in its next loop iteration, on its own thread, and reports the events that
/// follow there as it does for a person's input.
///
/// Values from a real-time thread (an audio callback): ``setValue(_:ofControl:knob:)`` takes no lock, allocates
/// nothing and makes at most one system call. It stores the value's bits in the control's slot with one atomic
/// store (a newer value replaces one not yet applied: the window shows the latest), sets a flag, and, unless a
/// wake-up is already pending, writes one byte to a non-blocking pipe that the window's loop polls beside its
/// display connection. Everything else (``add(_:)``, ``changeLook(ofControl:_:)``, ``close()``) goes through a
/// queue under a mutex: fine from any ordinary thread, not from a real-time one.
///
/// Edge cases: a value that is not finite is refused (false); so is one for a control that has no slot yet (one
/// being added by another thread: its slot exists once the window has added it). A control has two slots: the first
/// takes a single control's value and a range's start (a value without a knob on a range, or with `.start` on a single
/// control, lands there too), the second a range's end (ignored when applied to a single control). Values are applied as the
/// program's (`ChangeSource/program`), clamped and snapped by the model, without animation. Nothing is applied
/// once the window has stopped. The remote may outlive its window: calls then do nothing.
public final class WindowRemote: Sendable {
    /// What the queue holds for the loop: every change but plain values.
    enum Change: Sendable {
        case add(WindowControl)
        case changeLook(control: Int, change: @Sendable (inout PanelControl) -> Void)
        case labelText(control: Int, text: String?)
        case setValues(start: Double, end: Double, control: Int)
        case close
    }

    /// The value slots, two a control (see ``HandedValue``).
    private let slots: ValueSlots
    /// Set after a value is stored, cleared by the loop before it reads the slots.
    private let valuesPending = Atomic<Bool>(false)
    /// Set when a byte is in the pipe (one is enough to wake the loop).
    private let wakePending = Atomic<Bool>(false)
    /// Set when a change is queued, cleared by the loop before it takes the queue: an idle loop takes no lock.
    private let changesPending = Atomic<Bool>(false)
    private let queue = Mutex<[Change]>([])
    /// The pipe, once ``openWakePipe()`` made it (-1 before): the loop polls the read end (``wakeDescriptor``);
    /// senders write to the other.
    private let readEnd = Atomic<Int32>(-1)
    private let writeEnd = Atomic<Int32>(-1)

    /// A remote for a window of `controlCount` controls.
    init(controlCount: Int) {
        slots = ValueSlots(capacity: 2 * max(controlCount, 8))
    }

    deinit {
        for end in [readEnd.load(ordering: .relaxed), writeEnd.load(ordering: .relaxed)] where end >= 0 {
            Glibc.close(end)
        }
    }

    // MARK: Any thread

    /// Hands the window a value for control `index` (`knob`: which knob of a range), from any thread, real-time ones
    /// included: no lock, no allocation. Returns false when it was refused (not finite, no such control yet).
    @discardableResult
    public func setValue(_ value: Double, ofControl index: Int, knob: RangeKnob? = nil) -> Bool {
        guard value.isFinite, index >= 0, index < Int.max / 2 else { return false }
        guard slots.store(value, at: HandedValue.slot(ofControl: index, isRangeEnd: knob == .end)) else { return false }
        valuesPending.store(true, ordering: .releasing)
        wake()
        return true
    }

    /// Adds `control` after the others (the layout places it), from any thread but a real-time one.
    public func add(_ control: WindowControl) {
        enqueue(.add(control))
    }

    /// Changes how control `index` looks (`change` gets its appearance, labels and styles; its model stays), from any
    /// thread but a real-time one. `change` runs on the window's thread. An index past the last is ignored.
    public func changeLook(ofControl index: Int, _ change: @escaping @Sendable (inout PanelControl) -> Void) {
        enqueue(.changeLook(control: index, change: change))
    }

    /// Replaces the centre label of control `index` by `text` (nil: the label it was added with), from any thread but
    /// a real-time one (see `PanelClient/setLabelText(_:ofControl:)`). An index past the last is ignored.
    public func setLabelText(_ text: String?, ofControl index: Int) {
        enqueue(.labelText(control: index, text: text))
    }

    /// Sets both values of range control `index`, from any thread but a real-time one.
    public func setValues(start: Double, end: Double, ofControl index: Int) {
        enqueue(.setValues(start: start, end: end, control: index))
    }

    /// Asks the window to close: its run returns (with the reason "stopped") after the current iteration.
    public func close() {
        enqueue(.close)
    }

    // MARK: The window's thread

    /// Makes the pipe that wakes the window, unless it is there: on the window's thread, before the remote reaches
    /// another thread (`PanelClient/remote` does it when it hands the remote out, so that a window no other thread
    /// reaches has no pipe to poll).
    ///
    /// Edge cases: when no pipe can be made (no descriptors left), values and changes still arrive, when the loop
    /// next wakes for another reason.
    func openWakePipe() {
        guard readEnd.load(ordering: .relaxed) < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        writeEnd.store(ends[1], ordering: .releasing)
        readEnd.store(ends[0], ordering: .releasing)
    }

    /// The descriptor the loop polls to wake up when something was handed over; -1 before ``openWakePipe()``.
    var wakeDescriptor: Int32 { readEnd.load(ordering: .acquiring) }

    /// A value taken from the slots: for control `control`, in its second slot (`isRangeEnd`: a range's end) or its
    /// first (a single control's value, or a range's start).
    struct HandedValue {
        var control: Int
        var isRangeEnd: Bool
        var value: Double

        /// The slot of control `control`'s first knob, or with `isRangeEnd` its second.
        static func slot(ofControl control: Int, isRangeEnd: Bool) -> Int { 2 * control + (isRangeEnd ? 1 : 0) }

        /// The value `value` taken from slot `slot`.
        init(slot: Int, value: Double) {
            control = slot / 2
            isRangeEnd = slot % 2 == 1
            self.value = value
        }
    }

    /// Empties the pipe, then gives every value handed over since the last call, by control, and every queued change,
    /// in the order they came.
    func take() -> (values: [HandedValue], changes: [Change]) {
        if wakePending.exchange(false, ordering: .acquiring) {
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(readEnd.load(ordering: .relaxed), &buffer, buffer.count) > 0 {}
        }
        var values: [HandedValue] = []
        if valuesPending.exchange(false, ordering: .acquiring) {
            values = slots.takeAll().map { HandedValue(slot: $0.slot, value: $0.value) }
        }
        guard changesPending.exchange(false, ordering: .acquiring) else { return (values, []) }
        let changes = queue.withLock { queued in
            let taken = queued
            queued.removeAll()
            return taken
        }
        return (values, changes)
    }

    /// Makes sure the slots reach control `count - 1` (after a control was added), on the window's thread.
    func reserveSlots(forControls count: Int) {
        slots.reserve(2 * count)
    }

    private func enqueue(_ change: Change) {
        queue.withLock { $0.append(change) }
        changesPending.store(true, ordering: .releasing)
        wake()
    }

    /// Writes one byte to the pipe unless one is there already; a full or missing pipe is fine (the loop is woken).
    private func wake() {
        guard !wakePending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let end = writeEnd.load(ordering: .acquiring)
        guard end >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(end, &byte, 1)
    }
}
