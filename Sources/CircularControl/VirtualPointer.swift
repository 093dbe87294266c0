/// The pointer a drag sees while its host keeps the real pointer in place: the press point plus all the travel since,
/// so that a linear drag never stops at the screen edge.
///
/// The host hides the cursor at the press and warps the real pointer back to ``anchor`` (the press point rounded to
/// whole pixels) after it moves. It hands this every position of the real pointer (``move(to:)``), or the travel of
/// the device itself where it has it (``move(by:)``: raw relative motion, which the screen edge does not clip), and
/// tells it where the real pointer is once a warp has taken effect (``warped(to:)``); a position whose travel was
/// already counted as relative travel goes to ``observe(_:)``. The model gets ``point``, the virtual pointer, and the
/// travel stays exact: every change of position counts once, from the last position seen, and a warp adds nothing.
///
/// Edge cases:
/// - a position equal to the last one seen (the motion a warp itself causes, once ``warped(to:)`` said where it
///   lands) adds nothing and gives nil: nothing to deliver;
/// - while the virtual pointer is where the real one was last seen (no warp has landed and no relative travel
///   was added, say), it goes exactly where the real one goes: the sum of press and travel is not rounded, so a host
///   that never warps gives the model exactly the positions it had;
/// - a non-finite position or travel (NaN, an infinity) is ignored without any change of state and gives nil;
/// - the virtual pointer stays finite: travel that would take it past the largest double stops it there.
public struct VirtualPointer: Hashable, Sendable {
    /// Where the host keeps the real pointer: the press point rounded to whole device pixels.
    public let anchor: Point
    /// The virtual pointer: the press point plus the travel so far.
    public private(set) var point: Point
    /// The real pointer's position the next position is measured from.
    public private(set) var lastSeen: Point

    /// A drag pressed at `point`, which is where both pointers are, in units of which a device pixel is
    /// `1 / pixelsPerUnit` (a HiDPI host's logical pixels, `pixelsPerUnit` its scale): the anchor is a whole device
    /// pixel, `k / pixelsPerUnit`, so that the host's warp puts the real pointer exactly on it.
    ///
    /// Edge cases: a non-finite press point (which starts no drag) is taken as the origin; a `pixelsPerUnit` that is
    /// not finite and positive counts as 1.
    public init(pressedAt point: Point, pixelsPerUnit: Double = 1) {
        let press = point.isFinite ? point : .zero
        let scale = pixelsPerUnit.isFinite && pixelsPerUnit > 0 ? pixelsPerUnit : 1
        /// The whole device pixel nearest `unit`; a coordinate too large to scale stays a whole unit.
        func wholePixel(_ unit: Double) -> Double {
            let pixel = (unit * scale).rounded() / scale
            return pixel.isFinite ? pixel : unit.rounded()
        }
        anchor = Point(x: wholePixel(press.x), y: wholePixel(press.y))
        self.point = press
        lastSeen = press
    }

    /// True when the real pointer was last seen away from ``anchor``: the host warps it back.
    public var isAwayFromAnchor: Bool { lastSeen != anchor }

    /// Takes a position of the real pointer and returns the virtual point to deliver, or nil when the real pointer
    /// did not move (or `real` is not finite).
    public mutating func move(to real: Point) -> Point? {
        guard real.isFinite, real != lastSeen else { return nil }
        if point == lastSeen {
            point = real
        } else {
            point = Point(
                x: Self.finite(point.x + (real.x - lastSeen.x)), y: Self.finite(point.y + (real.y - lastSeen.y)))
        }
        lastSeen = real
        return point
    }

    /// Takes the travel of the device itself (`travel.x` right, `travel.y` down, in pixels) and returns the virtual
    /// point to deliver, or nil for no travel (or travel that is not finite). The real pointer's position is not
    /// touched: its positions go to ``observe(_:)``.
    public mutating func move(by travel: Point) -> Point? {
        guard travel.isFinite, travel != .zero else { return nil }
        point = Point(x: Self.finite(point.x + travel.x), y: Self.finite(point.y + travel.y))
        return point
    }

    /// Records a position of the real pointer whose travel was counted already (through ``move(by:)``): later
    /// positions are measured from it, and it adds nothing.
    ///
    /// Edge cases: a non-finite position is ignored.
    public mutating func observe(_ real: Point) {
        if real.isFinite { lastSeen = real }
    }

    /// The host's warp has taken effect: the real pointer is at `real` now (``anchor``, normally), and the next
    /// position is measured from there. Adds no travel.
    ///
    /// Edge cases: a non-finite position is ignored.
    public mutating func warped(to real: Point) {
        observe(real)
    }

    /// `value`, or the largest finite double of its sign when it overflowed to an infinity.
    private static func finite(_ value: Double) -> Double {
        Swift.min(Swift.max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
