import CircularControl

/// The travel of a mouse drag whose pointer the host keeps in place: the pure half of a linear drag that never stops
/// at the screen edge.
///
/// The host hides the cursor on the press, and after each motion warps the pointer back to ``anchor`` (the press
/// point rounded to whole pixels). The client sees a virtual pointer instead: the press point plus the travel summed
/// from every motion's change since the position before it. Motion events carry the serial of the last request the
/// server had processed when it made them; a warp's own motion, and everything after it, carries the warp's serial
/// or a later one. So until an event with a serial at or past the pending warp's arrives, positions are measured
/// from the last event seen (motions the device made before the warp landed count in full); from that event on,
/// from the anchor, where the warp put the pointer (the warp's own motion then adds nothing). The travel stays
/// exact: every change is counted once, and none is lost to the warp.
///
/// Edge cases: only one warp is pending at a time (``needsWarp`` is false until it lands), so motions between a warp
/// and its landing are counted against the last position and warped back together afterwards; a motion with no
/// change (the warp's own) yields nil, nothing to deliver; travel the server clamped at the screen edge before a warp
/// landed is not travel the pointer made and is not counted; serials compare with wrap-around (32 bits, as X sends
/// them).
struct PointerWarp: Equatable {
    /// Where the host keeps the pointer, in window pixels (whole).
    let anchor: Point
    /// The virtual pointer the client sees: the press point plus the travel so far.
    private(set) var virtualPoint: Point
    /// The pointer position the next motion is measured from.
    private var lastSeen: Point
    /// The serial of the warp request not yet seen landing, if any.
    private var pendingWarp: UInt?

    /// A drag pressed at `point` (window pixels).
    init(pressedAt point: Point) {
        anchor = Point(x: point.x.rounded(), y: point.y.rounded())
        virtualPoint = point
        lastSeen = point
    }

    /// Takes a motion of the real pointer to `point`, from an event with `serial`; returns the virtual point to
    /// deliver, or nil when the pointer did not move (the warp's own motion).
    mutating func motion(to point: Point, serial: UInt) -> Point? {
        if let pending = pendingWarp, Self.isAtOrAfter(serial, pending) {
            pendingWarp = nil
            lastSeen = anchor
        }
        let dx = point.x - lastSeen.x
        let dy = point.y - lastSeen.y
        lastSeen = point
        guard dx != 0 || dy != 0 else { return nil }
        virtualPoint = Point(x: virtualPoint.x + dx, y: virtualPoint.y + dy)
        return virtualPoint
    }

    /// True when the pointer is away from the anchor and no warp is pending: the host warps it back now.
    var needsWarp: Bool { pendingWarp == nil && lastSeen != anchor }

    /// Records that the warp back to the anchor was requested with `serial`.
    mutating func warped(serial: UInt) {
        pendingWarp = serial
    }

    /// True when serial `a` is `b` or comes after it, on X's 32-bit serials that wrap round.
    static func isAtOrAfter(_ a: UInt, _ b: UInt) -> Bool {
        UInt32(truncatingIfNeeded: a &- b) < 1 << 31
    }
}
