internal import CDBus
internal import CLibraryLoader
import Glibc

/// A private libdbus connection to one bus, driven by its owner's poll loop: no thread, no blocking call, no
/// timer but the ones libdbus asks for (a pending call's reply deadline).
///
/// The owner puts ``pollDescriptors(into:)`` into its poll set, hands the results back to
/// ``handle(_:)``, and bounds its poll timeout by ``secondsUntilTimeout(now:)``, calling
/// ``fireTimeouts(now:)`` when it expires. Incoming messages are dispatched to ``onMessage`` during ``handle(_:)``
/// and ``fireTimeouts(now:)``; method calls nobody handles get libdbus's UnknownMethod error.
///
/// A class because it owns the connection and libdbus calls back into it (its watches and filter carry an
/// unretained pointer to it; ``close()`` takes them away before the object can go).
///
/// Edge cases:
/// - An address that cannot be reached (no socket, refused) gives no connection (``open(address:)`` returns nil),
///   silently, and so does a machine without libdbus-1 (loaded here, on the first connection, not at start-up); an address with an `autolaunch:` transport is refused without trying (it would start a bus daemon).
/// - When the peer goes away the socket reports a hang-up, libdbus drops its watches and ``isConnected`` turns
///   false; the owner then closes the connection. Nothing exits the process (exit-on-disconnect is off).
final class BusConnection {
    /// One descriptor libdbus wants watched.
    private struct Watch {
        let pointer: OpaquePointer
        var descriptor: Int32 { LibDBus.dbus_watch_get_unix_fd(pointer) }
        var isEnabled: Bool { LibDBus.dbus_watch_get_enabled(pointer) != 0 }
    }

    /// One deadline libdbus wants kept; its start is stamped by the first loop iteration that sees it.
    private struct Timer {
        let pointer: OpaquePointer
        var startedAt: Double?
        var isEnabled: Bool { LibDBus.dbus_timeout_get_enabled(pointer) != 0 }
        var interval: Double { Double(LibDBus.dbus_timeout_get_interval(pointer)) / 1000 }
    }

    private var connection: OpaquePointer?
    private var watches: [Watch] = []
    private var timers: [Timer] = []
    /// The watches of the last ``pollDescriptors(into:)``, in order.
    private var polledWatches: [OpaquePointer] = []
    /// Called with every incoming message that is not a reply to a pending call; returns true when it handled it.
    var onMessage: ((BusMessage) -> Bool)?

    private init(connection: OpaquePointer) {
        self.connection = connection
    }

    deinit { close() }

    /// Whether the address list `address` names the `autolaunch:` transport in any of its addresses (separated by
    /// `;`, each starting with its transport); text further on in an address (a path) is not a transport.
    static func namesAutolaunch(_ address: String) -> Bool {
        address.split(separator: ";").contains { $0.hasPrefix("autolaunch:") }
    }

    /// Connects to the bus at `address` (a D-Bus address such as `unix:path=/run/user/1000/bus`); nil when it cannot
    /// be reached. The connection is not registered yet: send ``hello()`` first.
    static func open(address: String) -> BusConnection? {
        guard !address.isEmpty, !namesAutolaunch(address), clibrary_load_dbus() == nil else { return nil }
        var error = DBusError()
        LibDBus.dbus_error_init(&error)
        defer { LibDBus.dbus_error_free(&error) }
        guard let pointer = LibDBus.dbus_connection_open_private(address, &error) else { return nil }
        LibDBus.dbus_connection_set_exit_on_disconnect(pointer, 0)
        let bus = BusConnection(connection: pointer)
        guard bus.installCallbacks() else {
            bus.close()
            return nil
        }
        return bus
    }

    /// Whether the connection is still up.
    var isConnected: Bool {
        guard let connection else { return false }
        return LibDBus.dbus_connection_get_is_connected(connection) != 0
    }

    /// Closes the connection and forgets libdbus's watches and timers (safe to call twice).
    func close() {
        guard let connection else { return }
        self.connection = nil
        LibDBus.dbus_connection_remove_filter(connection, Self.filter, Unmanaged.passUnretained(self).toOpaque())
        _ = LibDBus.dbus_connection_set_watch_functions(connection, nil, nil, nil, nil, nil)
        _ = LibDBus.dbus_connection_set_timeout_functions(connection, nil, nil, nil, nil, nil)
        LibDBus.dbus_connection_close(connection)
        LibDBus.dbus_connection_unref(connection)
        watches.removeAll()
        timers.removeAll()
        polledWatches.removeAll()
    }

    // MARK: Sending

    /// Queues `message` (written when the socket can take it); false without a connection or memory.
    @discardableResult
    func send(_ message: BusMessage) -> Bool {
        guard let connection else { return false }
        return LibDBus.dbus_connection_send(connection, message.pointer, nil) != 0
    }

    /// Queues the method call `message` and returns the call whose reply (or error, or timeout error) arrives later;
    /// nil without a connection or memory.
    func call(_ message: BusMessage, timeoutMilliseconds: Int32 = 5000) -> PendingCall? {
        guard let connection else { return nil }
        var pending: OpaquePointer?
        guard LibDBus.dbus_connection_send_with_reply(connection, message.pointer, &pending, timeoutMilliseconds) != 0,
            let pending
        else { return nil }
        return PendingCall(taking: pending)
    }

    /// Sends the bus's `Hello` (which every connection to a message bus must send first); its reply names the
    /// connection (see ``takeUniqueName(from:)``).
    func hello() -> PendingCall? {
        guard
            let message = BusMessage.methodCall(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                interface: "org.freedesktop.DBus", member: "Hello")
        else { return nil }
        return call(message)
    }

    /// Records the unique name from a `Hello` reply as the connection's own; returns it, or nil for an error reply.
    func takeUniqueName(from reply: BusMessage) -> String? {
        guard let connection, !reply.isError, let name = reply.arguments.first?.text, !name.isEmpty else {
            return nil
        }
        _ = LibDBus.dbus_bus_set_unique_name(connection, name)
        return name
    }

    // MARK: The poll loop

    /// Appends one `pollfd` per enabled watch (read, write or both) to `descriptors`.
    func pollDescriptors(into descriptors: inout [pollfd]) {
        polledWatches.removeAll(keepingCapacity: true)
        for watch in watches where watch.isEnabled {
            let flags = LibDBus.dbus_watch_get_flags(watch.pointer)
            var events: Int16 = 0
            if flags & DBUS_WATCH_READABLE.rawValue != 0 { events |= Int16(POLLIN) }
            if flags & DBUS_WATCH_WRITABLE.rawValue != 0 { events |= Int16(POLLOUT) }
            descriptors.append(pollfd(fd: watch.descriptor, events: events, revents: 0))
            polledWatches.append(watch.pointer)
        }
    }

    /// How many descriptors the last ``pollDescriptors(into:)`` appended.
    var polledCount: Int { polledWatches.count }

    /// Hands the poll results of the descriptors from the last ``pollDescriptors(into:)`` to libdbus (reading,
    /// writing, noticing a hang-up), then dispatches every complete incoming message.
    func handle<Results: Collection>(_ results: Results) where Results.Element == pollfd {
        for (pointer, result) in zip(polledWatches, results) where result.revents != 0 {
            // A watch handled earlier in this pass may have removed this one (libdbus then frees it).
            guard watches.contains(where: { $0.pointer == pointer }) else { continue }
            var flags: UInt32 = 0
            if result.revents & Int16(POLLIN) != 0 { flags |= DBUS_WATCH_READABLE.rawValue }
            if result.revents & Int16(POLLOUT) != 0 { flags |= DBUS_WATCH_WRITABLE.rawValue }
            if result.revents & Int16(POLLERR | POLLNVAL) != 0 { flags |= DBUS_WATCH_ERROR.rawValue }
            if result.revents & Int16(POLLHUP) != 0 { flags |= DBUS_WATCH_HANGUP.rawValue }
            _ = LibDBus.dbus_watch_handle(pointer, flags)
        }
        dispatch()
    }

    /// Seconds until the earliest libdbus deadline (0 when one is past), or nil when none is set. Stamps the start
    /// of deadlines seen for the first time with `now`.
    func secondsUntilTimeout(now: Double) -> Double? {
        var earliest: Double?
        for index in timers.indices where timers[index].isEnabled {
            let start = timers[index].startedAt ?? now
            timers[index].startedAt = start
            let remaining = max(start + timers[index].interval - now, 0)
            earliest = min(earliest ?? remaining, remaining)
        }
        return earliest
    }

    /// Fires every deadline past at `now` (a pending call then completes with a NoReply error), then dispatches.
    func fireTimeouts(now: Double) {
        let due = timers.filter { timer in
            guard timer.isEnabled, let start = timer.startedAt else { return false }
            return start + timer.interval <= now
        }
        for timer in due where timers.contains(where: { $0.pointer == timer.pointer }) {
            if let index = timers.firstIndex(where: { $0.pointer == timer.pointer }) { timers[index].startedAt = now }
            _ = LibDBus.dbus_timeout_handle(timer.pointer)
        }
        dispatch()
    }

    /// Runs the filter over every message read so far and completes pending calls.
    func dispatch() {
        while let connection, LibDBus.dbus_connection_dispatch(connection) == DBUS_DISPATCH_DATA_REMAINS {}
    }

    // MARK: libdbus callbacks

    private func installCallbacks() -> Bool {
        guard let connection else { return false }
        let me = Unmanaged.passUnretained(self).toOpaque()
        return LibDBus.dbus_connection_set_watch_functions(
            connection,
            { watch, data in
                guard let watch, let data else { return 0 }
                Unmanaged<BusConnection>.fromOpaque(data).takeUnretainedValue().watches.append(Watch(pointer: watch))
                return 1
            },
            { watch, data in
                guard let data else { return }
                Unmanaged<BusConnection>.fromOpaque(data).takeUnretainedValue().watches.removeAll {
                    $0.pointer == watch
                }
            },
            { _, _ in },  // Enabled or not is read at each pollDescriptors(into:).
            me, nil) != 0
            && LibDBus.dbus_connection_set_timeout_functions(
                connection,
                { timeout, data in
                    guard let timeout, let data else { return 0 }
                    Unmanaged<BusConnection>.fromOpaque(data).takeUnretainedValue().timers.append(
                        Timer(pointer: timeout))
                    return 1
                },
                { timeout, data in
                    guard let data else { return }
                    Unmanaged<BusConnection>.fromOpaque(data).takeUnretainedValue().timers.removeAll {
                        $0.pointer == timeout
                    }
                },
                { timeout, data in
                    // Enabled again or disabled: the interval starts over.
                    guard let data else { return }
                    let bus = Unmanaged<BusConnection>.fromOpaque(data).takeUnretainedValue()
                    if let index = bus.timers.firstIndex(where: { $0.pointer == timeout }) {
                        bus.timers[index].startedAt = nil
                    }
                },
                me, nil) != 0
            && LibDBus.dbus_connection_add_filter(connection, Self.filter, me, nil) != 0
    }

    private static let filter: DBusHandleMessageFunction = { _, message, data in
        guard let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        let bus = Unmanaged<BusConnection>.fromOpaque(data).takeUnretainedValue()
        guard let onMessage = bus.onMessage, onMessage(BusMessage(borrowing: message)) else {
            return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        }
        return DBUS_HANDLER_RESULT_HANDLED
    }
}
