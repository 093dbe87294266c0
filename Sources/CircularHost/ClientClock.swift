import CircularRender

/// The time a host keeps for its client, whatever the window system: animation frames at ``frameInterval`` while the
/// client animates, the end of a gesture at the client's deadline (a wheel burst that rested), and how long the
/// loop may block in poll() before either is due.
///
/// Edge cases: a ``frameInterval`` that is not finite or not above a millisecond counts as 1/60 (a nonsensical value
/// never makes a loop spin); a client that stops animating drops the pending frame.
public struct ClientClock: Sendable {
    /// The time between two animation frames, in seconds (1/60 by default).
    public var frameInterval: Double = 1.0 / 60.0
    /// When the next animation frame is due; nil while nothing animates.
    private var nextFrameTime: Double?

    public init() {}

    /// The interval animation frames are drawn at: ``frameInterval`` when it makes sense, else 1/60.
    private var interval: Double {
        frameInterval.isFinite && frameInterval > 0.001 ? frameInterval : 1.0 / 60.0
    }

    /// Advances `client`'s animation when a frame is due and ends its gesture when the deadline has passed, at `now`
    /// (seconds on `MonotonicClock`), handing `request` what each asks to redraw.
    public mutating func tick<Client: WindowClient>(
        _ client: inout Client, now: Double, request: (RedrawRequest) -> Void
    ) {
        if client.isAnimating {
            if nextFrameTime.map({ now >= $0 }) ?? true {
                request(client.advance(to: now))
                nextFrameTime = now + interval
            }
        } else {
            nextFrameTime = nil
        }
        if let deadline = client.gestureDeadline, now >= deadline { request(client.advanceClock(to: now)) }
    }

    /// A loop iteration's client work once its input is handled, whatever the window system: what other threads
    /// handed `client` meanwhile, then the animation frame or gesture end due at `now` (``tick(_:now:request:)``),
    /// each one's redraw added to the host's `pending` damage within `bounds`. Returns whether the client asked the
    /// window to close; the host still draws the iteration's frame.
    public mutating func takeWork<Client: WindowClient>(
        of client: inout Client, now: Double, into pending: inout PixelRegion?, within bounds: PixelRect
    ) -> Bool {
        client.takeHandedOverWork().add(to: &pending, within: bounds)
        let closeRequested = client.isCloseRequested
        tick(&client, now: now) { $0.add(to: &pending, within: bounds) }
        return closeRequested
    }

    /// How long the loop may block at `now`: `timeout` (nil: without end) capped by the next animation frame while
    /// `client` animates, by its gesture deadline and by the host's own `deadline` (a time on the same clock, such as
    /// a held key's next repeat); never negative.
    public func wait<Client: WindowClient>(
        for client: Client, timeout: Double?, now: Double, until deadline: Double? = nil
    ) -> Double? {
        var wait = timeout.map { $0.isFinite ? max($0, 0) : 0 }
        if let deadline {
            let untilDeadline = max(deadline - now, 0)
            wait = min(wait ?? untilDeadline, untilDeadline)
        }
        if client.isAnimating {
            let untilFrame = max((nextFrameTime ?? 0) - now, 0)
            wait = min(wait ?? untilFrame, untilFrame)
        }
        if let deadline = client.gestureDeadline {
            let untilDeadline = max(deadline - now, 0)
            wait = min(wait ?? untilDeadline, untilDeadline)
        }
        return wait
    }

    /// `wait` as poll() takes it: whole milliseconds rounded up, at most a day; -1 for none (block until an event).
    public static func pollMilliseconds(_ wait: Double?) -> Int32 {
        wait.map { Int32(min(($0 * 1000).rounded(.up), 86_400_000)) } ?? -1
    }
}
