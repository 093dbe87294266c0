/// Counts presses into single, double and further clicks for hosts whose window system reports no click count
/// (X11 does not; GTK does).
///
/// A press counts as the next click when it comes within ``interval`` seconds of the previous one and within
/// ``slop`` pixels of it.
///
/// Edge cases: a non-finite time or point starts a new count at 1; time running backwards starts a new count.
public struct ClickCounter: Hashable, Sendable {
    /// The longest pause between two presses of one multi-click, in seconds (0.4 by default).
    public var interval: Double
    /// The farthest two presses of one multi-click may lie apart, in pixels (4 by default).
    public var slop: Double
    private var lastTime: Double = -.infinity
    private var lastPoint: Point = .zero
    private var count = 0

    /// Creates a counter with the given interval and distance tolerance.
    public init(interval: Double = 0.4, slop: Double = 4) {
        self.interval = interval
        self.slop = slop
    }

    /// Registers a press at `point` at `time` (seconds on any monotonic clock) and returns its click count.
    public mutating func press(at point: Point, time: Double) -> Int {
        let elapsed = time - lastTime
        if point.isFinite, time.isFinite, elapsed >= 0, elapsed <= interval, point.distance(to: lastPoint) <= slop {
            count += 1
        } else {
            count = 1
        }
        lastTime = time.isFinite ? time : -.infinity
        lastPoint = point.isFinite ? point : .zero
        return count
    }
}
