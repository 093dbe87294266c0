import CircularControl

/// The X half of a mouse drag whose pointer the host keeps in place: which warp back to the anchor is pending, by its
/// request's serial, and the modifiers last held. The travel itself is the panel's virtual pointer (the core's
/// `VirtualPointer`, `Panel.keptMouse`, reached through `WindowClient/keptMouse`), which these functions move.
///
/// The host hides the cursor on the press, and after each motion warps the pointer back to the anchor (the press
/// point rounded to whole pixels). The client sees the virtual pointer instead: the press point plus the travel summed
/// from every motion's change since the position before it, or, where XInput2 raw motion counts the travel
/// (`VirtualPointer/move(by:)`), from the device's own relative motion, which the screen edge does not clip. Motion
/// events carry the serial of the last request the server had processed when it sent them; a warp's own motion, and
/// everything after it, carries the warp's serial or a later one. So until an event with a serial at or past the
/// pending warp's arrives, positions are measured from the last event seen (motions the device made before the warp
/// landed count in full); from that event on, from the anchor, where the warp put the pointer (the warp's own motion
/// then adds nothing). The travel stays exact: every change is counted once, and none is lost to the warp.
///
/// Edge cases: only one warp is pending at a time (``needsWarp(_:)`` is false until it lands), so motions between a
/// warp and its landing are counted against the last position and warped back together afterwards; a motion with no
/// change (the warp's own) yields nil, nothing to deliver; without raw motion, travel the server clamped at the
/// screen edge before a warp landed is not travel the pointer made and is not counted; serials compare with
/// wrap-around (32 bits, as X sends them).
struct PointerWarp: Equatable {
    /// The modifiers last held during the drag: raw motion carries none, so its moves take these.
    var modifiers: Modifiers
    /// The serial of the warp request not yet seen landing, if any.
    private var pendingWarp: UInt?

    /// A drag pressed with `modifiers` held.
    init(modifiers: Modifiers = []) {
        self.modifiers = modifiers
    }

    /// Takes a motion of the real pointer to `point`, from an event with `serial`, into `pointer`; returns the virtual
    /// point to deliver, or nil when the pointer did not move (the warp's own motion).
    mutating func motion(to point: Point, serial: UInt, moving pointer: inout VirtualPointer) -> Point? {
        land(serial: serial, pointer: &pointer)
        return pointer.move(to: point)
    }

    /// Takes a position of the real pointer, from an event with `serial`, whose travel raw motion counted already: it
    /// adds nothing, and only tells `pointer` where the real one is (for the warp back).
    mutating func observe(_ point: Point, serial: UInt, moving pointer: inout VirtualPointer) {
        land(serial: serial, pointer: &pointer)
        pointer.observe(point)
    }

    /// True when `pointer`'s real one is away from the anchor and no warp is pending: the host warps it back now.
    func needsWarp(_ pointer: VirtualPointer) -> Bool { pendingWarp == nil && pointer.isAwayFromAnchor }

    /// Records that the warp back to the anchor was requested with `serial`.
    mutating func warped(serial: UInt) {
        pendingWarp = serial
    }

    /// Takes the pending warp as landed when `serial` is at or past its request's: the real pointer is at the anchor.
    private mutating func land(serial: UInt, pointer: inout VirtualPointer) {
        guard let pending = pendingWarp, Self.isAtOrAfter(serial, pending) else { return }
        pendingWarp = nil
        pointer.warped(to: pointer.anchor)
    }

    /// True when serial `a` is `b` or comes after it, on X's 32-bit serials that wrap round.
    static func isAtOrAfter(_ a: UInt, _ b: UInt) -> Bool {
        UInt32(truncatingIfNeeded: a &- b) < 1 << 31
    }
}
