internal import CDBus

/// A method call sent and not answered yet: its reply is read once the connection has dispatched it.
///
/// A class because it owns one libdbus reference to the call, cancelled and released when dropped.
///
/// Edge cases: a call whose connection closed never completes (drop it); a call past its deadline completes with a
/// `NoReply` error reply.
final class PendingCall {
    private let pointer: OpaquePointer
    private var taken = false

    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        if !taken { LibDBus.dbus_pending_call_cancel(pointer) }
        LibDBus.dbus_pending_call_unref(pointer)
    }

    /// The reply (or error reply), once it arrived; each reply is given out once.
    func takeReply() -> BusMessage? {
        guard !taken, LibDBus.dbus_pending_call_get_completed(pointer) != 0,
            let reply = LibDBus.dbus_pending_call_steal_reply(pointer)
        else { return nil }
        taken = true
        return BusMessage(taking: reply)
    }
}
