/// What one frame the host presented shows, and when it reached the server: the record ``EventLoop`` keeps of its
/// last frame (``EventLoop/lastPresentedFrame``), so that a program can tell how late its input reaches the screen.
///
/// A frame reflects every input the loop handed to its client before rendering it: inputs are numbered in the order
/// they were handed over, from 1 (``EventLoop/inputCount`` counts them), and the frame shows inputs 1 through
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
public struct PresentedFrame: Hashable, Sendable {
    /// The frame's number: ``FramePresenter/presentedCount`` once it was put (1 for the first frame).
    public var number: Int
    /// How many inputs the loop had handed to its client when it rendered the frame: the frame shows inputs 1
    /// through this one.
    public var inputCount: Int
    /// When the frame was put, in seconds on the system's monotonic clock (CLOCK_MONOTONIC, the clock every process
    /// on the machine shares).
    public var presentedAt: Double

    /// A record of frame `number`, showing inputs up to `inputCount`, put at `presentedAt`.
    public init(number: Int, inputCount: Int, presentedAt: Double) {
        self.number = number
        self.inputCount = inputCount
        self.presentedAt = presentedAt
    }
}
