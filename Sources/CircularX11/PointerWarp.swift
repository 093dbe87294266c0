import CircularControl

/// The travel of a mouse drag whose pointer the host keeps in place: the X half of a linear drag that never stops at
/// the screen edge, over the core's `VirtualPointer` (which counts the travel).
///
/// The host hides the cursor on the press, and after each motion warps the pointer back to ``anchor`` (the press
/// point rounded to whole pixels). The client sees a virtual pointer instead: the press point plus the travel summed
/// from every motion's change since the position before it, or, where XInput2 raw motion counts the travel
/// (``travel(by:)``), from the device's own relative motion, which the screen edge does not clip. Motion events carry
/// the serial of the last request the server had processed when it sent them; a warp's own motion, and everything
/// after it, carries the warp's serial or a later one. So until an event with a serial at or past the pending warp's
/// arrives, positions are measured from the last event seen (motions the device made before the warp landed count in
/// full); from that event on, from the anchor, where the warp put the pointer (the warp's own motion then adds
/// nothing). The travel stays exact: every change is counted once, and none is lost to the warp.
///
/// Edge cases: only one warp is pending at a time (``needsWarp`` is false until it lands), so motions between a warp
/// and its landing are counted against the last position and warped back together afterwards; a motion with no
/// change (the warp's own) yields nil, nothing to deliver; without raw motion, travel the server clamped at the
/// screen edge before a warp landed is not travel the pointer made and is not counted; serials compare with
/// wrap-around (32 bits, as X sends them).
struct PointerWarp: Equatable {
    /// The virtual pointer and the position the next motion is measured from.
    private(set) var pointer: VirtualPointer
    /// The modifiers last held during the drag: raw motion carries none, so its moves take these.
    var modifiers: Modifiers
    /// The serial of the warp request not yet seen landing, if any.
    private var pendingWarp: UInt?

    /// A drag pressed at `point` (window pixels) with `modifiers` held.
    init(pressedAt point: Point, modifiers: Modifiers = []) {
        pointer = VirtualPointer(pressedAt: point)
        self.modifiers = modifiers
    }

    /// Where the host keeps the pointer, in window pixels (whole).
    var anchor: Point { pointer.anchor }
    /// The virtual pointer the client sees: the press point plus the travel so far.
    var virtualPoint: Point { pointer.point }

    /// Takes a motion of the real pointer to `point`, from an event with `serial`; returns the virtual point to
    /// deliver, or nil when the pointer did not move (the warp's own motion).
    mutating func motion(to point: Point, serial: UInt) -> Point? {
        land(serial: serial)
        return pointer.move(to: point)
    }

    /// Takes a position of the real pointer, from an event with `serial`, whose travel raw motion counted already: it
    /// adds nothing, and only tells where the pointer is (for the warp back).
    mutating func observe(_ point: Point, serial: UInt) {
        land(serial: serial)
        pointer.observe(point)
    }

    /// Takes the travel of the device itself (raw relative motion, in pixels); returns the virtual point to deliver,
    /// or nil for none.
    mutating func travel(by travel: Point) -> Point? {
        pointer.move(by: travel)
    }

    /// True when the pointer is away from the anchor and no warp is pending: the host warps it back now.
    var needsWarp: Bool { pendingWarp == nil && pointer.isAwayFromAnchor }

    /// Records that the warp back to the anchor was requested with `serial`.
    mutating func warped(serial: UInt) {
        pendingWarp = serial
    }

    /// Takes the pending warp as landed when `serial` is at or past its request's: the pointer is at the anchor.
    private mutating func land(serial: UInt) {
        guard let pending = pendingWarp, Self.isAtOrAfter(serial, pending) else { return }
        pendingWarp = nil
        pointer.warped(to: anchor)
    }

    /// True when serial `a` is `b` or comes after it, on X's 32-bit serials that wrap round.
    static func isAtOrAfter(_ a: UInt, _ b: UInt) -> Bool {
        UInt32(truncatingIfNeeded: a &- b) < 1 << 31
    }
}
