/// What one frame the host presented shows, and when it reached the server: the record `EventLoop` keeps of its
/// last frame (`EventLoop/lastPresentedFrame`), so that a program can tell how late its input reaches the screen.
///
/// A frame reflects every input the loop handed to its client before rendering it: inputs are numbered in the order
/// they were handed over, from 1 (`EventLoop/inputCount` counts them), and the frame shows inputs 1 through
/// ``inputCount``. The first frame whose ``inputCount`` reaches an input's number is the one that shows it.
///
/// Edge cases:
/// - A frame drawn for another reason (an animation tick, a focus change, a resize) carries the count as it was and
///   so reflects no new input; an input that asked for no redraw gets no frame of its own, and the next frame drawn
///   reflects it.
/// - Inputs the host drops are never counted: events of other windows, the server's emulated pointer events, the
///   motion of the pointer's own warp during a kept-in-place drag. Inputs the client ignores are counted; a value
///   set through the accessibility bus is not an input.
/// - Repairs after an Expose put no new pixels and are not frames.
/// - ``presentedAt`` is when the server had done the put in MIT-SHM mode (after its XSync returned); in XPutImage
///   mode it is when the request was queued, before the flush at the end of the loop iteration sends it.
/// - The stages before it say where a frame's time went: ``handlingBeganAt`` ≤ ``renderingBeganAt`` ≤
///   ``putBeganAt`` ≤ ``presentedAt``. The iteration begins when `EventLoop/step(timeout:)` is entered, which in
///   `EventLoop/run()` is the moment its wait for the server (poll()) returned; a caller that does its own work
///   between steps delays it.
public struct PresentedFrame: Hashable, Sendable {
    /// The frame's number: the presenter's count of frames once it was put (1 for the first frame).
    public var number: Int
    /// How many inputs the loop had handed to its client when it rendered the frame: the frame shows inputs 1
    /// through this one.
    public var inputCount: Int
    /// When the frame was put, in seconds on the system's monotonic clock (CLOCK_MONOTONIC, the clock every process
    /// on the machine shares).
    public var presentedAt: Double
    /// When the loop iteration that drew the frame began, before it read the server's events (same clock).
    public var handlingBeganAt: Double
    /// When that iteration had handed every input to its client and began rendering (same clock).
    public var renderingBeganAt: Double
    /// When the rendering was done and the put began (same clock).
    public var putBeganAt: Double

    /// A record of frame `number`, showing inputs up to `inputCount`, put at `presentedAt`, with the times its
    /// loop iteration began, its rendering began and its put began.
    ///
    /// Edge cases: the times are kept as given, in whatever order.
    public init(
        number: Int, inputCount: Int, handlingBeganAt: Double, renderingBeganAt: Double, putBeganAt: Double,
        presentedAt: Double
    ) {
        self.number = number
        self.inputCount = inputCount
        self.handlingBeganAt = handlingBeganAt
        self.renderingBeganAt = renderingBeganAt
        self.putBeganAt = putBeganAt
        self.presentedAt = presentedAt
    }

    /// A record of frame `number`, showing inputs up to `inputCount`, put at `presentedAt`, whose stages are not
    /// known: each of their times is `presentedAt`.
    public init(number: Int, inputCount: Int, presentedAt: Double) {
        self.init(
            number: number, inputCount: inputCount, handlingBeganAt: presentedAt, renderingBeganAt: presentedAt,
            putBeganAt: presentedAt, presentedAt: presentedAt)
    }
}
