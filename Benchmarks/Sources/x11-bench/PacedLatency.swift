import CircularControl
import CircularHost
import CircularRender
import CircularX11
import CircularX11TestSupport
import Histogram

/// The paced latency measurement: how late a frame shows a pointer move when a hand moves a mouse, rather than when a
/// burst floods the server.
///
/// A knob window hosted by ``EventLoop`` in this process is dragged by moves sent at a steady rate
/// (``PacedMotion``: each through XTEST and synchronised on the sending connection, on another thread), while this
/// thread runs the host's loop and keeps the host's record of every frame it presents (``EventLoop``'s
/// `lastPresentedFrame`: which inputs the frame shows, when it was put). Per move: the time from the server having
/// it to the put of the first frame that shows it (synchronised: the host presents through MIT-SHM with an XSync),
/// as percentiles of an HdrHistogram.
///
/// The server has a move once its request is in the server's socket (the sender's XFlush returned): from then on the
/// move waits only for the server to read and handle it, as a mouse's move would, so the time counted includes the
/// server's part of the path. The XSync that follows tells the sender that the server handled it, but it returns
/// only once the reply has woken the sending thread, which races the host's thread woken by the move's event at the
/// same moment: timed from there, a host that wins the race shows a move sooner than a frame can be drawn (p50 well
/// below the floor). Those percentiles are printed too, for comparison.
///
/// The drag goes to and fro between 5 % and 45 % of the knob's turn, 0.9 degrees a move (``KnobDrag/sweep(count:)``).
///
/// The floor, measured on the same window just before, along the same kind of drag: one move handed to the client
/// directly, the knob's damage rendered, that damage put and one round trip (the put's XSync in MIT-SHM mode, an
/// XSync after it otherwise), back to back: what a frame showing a move costs at the least. Its median.
///
/// Where the time goes, from the host's record of each frame's stages (``PresentedFrame``): per move, the median
/// time until the loop iteration that showed it began (the server's part and both wake-ups), handing the inputs to
/// the client, rendering, and the put with its round trip; beside the floor's own medians of the last three.
///
/// Edge cases: timed from the sender's XSync, a move shown by a frame put before it returned counts as 0
/// (``Result/early`` says how many); throws when a move never arrives, when the host received more or fewer inputs
/// than moves were sent, or when a move of the floor changes nothing on screen.
struct PacedLatency {
    /// The figures of one rate.
    struct Result {
        /// Medians of the stages of a frame, in seconds (``waking`` only for the paced moves).
        struct Stages {
            var waking = 0.0
            var handling = 0.0
            var rendering = 0.0
            var putting = 0.0
        }

        var rate: Int
        var movesSent: Int
        var movesReceived: Int
        var framesPresented: Int
        /// The floor's median, in seconds.
        var floor: Double
        var floorStages: Stages
        /// Where the paced moves' time went.
        var stages: Stages
        /// Latency percentiles, in seconds.
        var p50: Double
        var p99: Double
        var max: Double
        /// The same timed from the sender's XSync returning, and how many moves were shown before it returned.
        var p50FromSync: Double
        var p99FromSync: Double
        var early: Int
        /// How late the sender was after its deadlines, 99th percentile, in seconds.
        var senderLatenessP99: Double
        var presentMode: String

        /// The absolute numbers, on two lines.
        var summary: String {
            func microseconds(_ seconds: Double) -> String { "\(format(seconds * 1e6, 1)) us" }
            return "paced \(rate) Hz: \(movesSent) moves sent through XTEST (each synchronised; the sender late after "
                + "its deadline p99 \(microseconds(senderLatenessP99))), \(movesReceived) received by the client, "
                + "\(framesPresented) frames presented (\(presentMode))\n"
                + "paced \(rate) Hz: floor (one move's damage rendered, put, one round trip; median) "
                + "\(microseconds(floor)); from the server having a move (flushed) to the put of the frame showing it: "
                + "p50 \(microseconds(p50)), p99 \(microseconds(p99)), max \(microseconds(max)); from the sender's "
                + "XSync returning: p50 \(microseconds(p50FromSync)), p99 \(microseconds(p99FromSync)) (\(early) "
                + "shown before it)\n"
                + "paced \(rate) Hz: where a move's time went (medians), paced / floor: until the host's loop began "
                + "the iteration that showed it \(microseconds(stages.waking)) / -, handing inputs to the client "
                + "\(microseconds(stages.handling)) / \(microseconds(floorStages.handling)), rendering "
                + "\(microseconds(stages.rendering)) / \(microseconds(floorStages.rendering)), put and round trip "
                + "\(microseconds(stages.putting)) / \(microseconds(floorStages.putting))"
        }

        /// `ratio latency_p50_vs_floor` and `ratio latency_p99_vs_floor`, with `_125hz` (say) after them for
        /// another rate than 1 kHz.
        var figures: [String] {
            let suffix = rate == 1000 ? "" : "_\(rate)hz"
            return [
                "ratio latency_p50_vs_floor\(suffix) \(format(p50 / floor, 2))",
                "ratio latency_p99_vs_floor\(suffix) \(format(p99 / floor, 2))",
            ]
        }
    }

    let displayName: String
    let windowSize = PixelSize(width: 480, height: 360)
    /// Moves of the floor at each rate.
    let floorSamples = 401

    /// Measures each rate in turn on one window (its floor first), `moves` moves at `rate` moves per second each.
    func run(rates: [(rate: Int, moves: Int)]) throws -> [Result] {
        let drag = try KnobDrag(displayName: displayName, size: windowSize, title: "x11-bench paced")
        var results: [Result] = []
        for (rate, moves) in rates {
            let floor = try measureFloor(drag)
            results.append(try measure(drag, rate: rate, moves: moves, floor: floor))
        }
        try drag.release()
        return results
    }

    /// The median time of handing one move to the client, rendering its damage, putting it and one round trip, over
    /// ``floorSamples`` moves of the drag back to back, and the medians of those three stages. The client then
    /// believes the pointer is where the last of these moves went: the paced moves after it start from there.
    private func measureFloor(_ drag: KnobDrag) throws -> (median: Double, stages: Result.Stages) {
        var samples: [Double] = []
        var handling: [Double] = []
        var rendering: [Double] = []
        var putting: [Double] = []
        for rootPoint in try drag.sweep(count: floorSamples) {
            let start = Clock.now
            var handled = start
            var rendered = start
            try drag.showDirectly(rootPoint) { stage in
                let now = Clock.now
                switch stage {
                case .handled: handled = now
                case .rendered: rendered = now
                case .put:
                    samples.append(now - start)
                    handling.append(handled - start)
                    rendering.append(rendered - handled)
                    putting.append(now - rendered)
                }
            }
        }
        let stages = Result.Stages(
            handling: median(handling), rendering: median(rendering), putting: median(putting))
        return (median(samples), stages)
    }

    /// Drags the knob at `rate` moves per second for `moves` moves and measures each one's latency.
    private func measure(
        _ drag: KnobDrag, rate: Int, moves: Int, floor: (median: Double, stages: Result.Stages)
    ) throws -> Result {
        let host = drag.host
        let motion = PacedMotion(points: try drag.sweep(count: moves), rate: rate)
        let lastPoint = drag.windowPoint(motion.points[moves - 1])
        let firstInput = host.inputCount
        let firstFrame = host.presenter.presentedCount
        // Which inputs each frame shows and when it was put: one record per loop iteration at most.
        var frames: [PresentedFrame] = []
        frames.reserveCapacity(moves + 16)
        var seen = host.lastPresentedFrame?.number ?? 0
        motion.start(on: drag.pointer, delay: 0.02)
        let timeout = Double(moves) / Double(rate) + 20
        try drag.stepUntil("the last paced move never arrived", timeout: timeout, stepTimeout: 0.05) {
            if let frame = host.lastPresentedFrame, frame.number != seen {
                seen = frame.number
                frames.append(frame)
            }
            return motion.isDone && host.client.lastMove == lastPoint
                && (frames.last?.inputCount ?? firstInput) >= host.inputCount
        }
        let received = host.inputCount - firstInput
        guard received == moves else { throw BenchError("\(moves) paced moves sent, \(received) inputs received") }

        var latencies = Histogram<UInt64>(highestTrackableValue: 60_000_000_000, numberOfSignificantValueDigits: .three)
        var fromSync = latencies
        var lateness = latencies
        var early = 0
        var frameIndex = 0
        var waking: [Double] = []
        var handling: [Double] = []
        var rendering: [Double] = []
        var putting: [Double] = []
        for move in 0..<moves {
            // The first frame that shows this move (inputs are numbered from 1).
            while frames[frameIndex].inputCount - firstInput < move + 1 { frameIndex += 1 }
            let frame = frames[frameIndex]
            let shown = frame.presentedAt
            let timing = motion.timing(move)
            waking.append(max(frame.handlingBeganAt - timing.sent, 0))
            handling.append(frame.renderingBeganAt - frame.handlingBeganAt)
            rendering.append(frame.putBeganAt - frame.renderingBeganAt)
            putting.append(frame.presentedAt - frame.putBeganAt)
            if shown < timing.synchronized { early += 1 }
            latencies.record(nanoseconds(shown - timing.sent))
            fromSync.record(nanoseconds(shown - timing.synchronized))
            lateness.record(nanoseconds(timing.lateness))
        }
        func seconds(_ histogram: Histogram<UInt64>, _ percentile: Double) -> Double {
            Double(histogram.valueAtPercentile(percentile)) * 1e-9
        }
        return Result(
            rate: rate, movesSent: moves, movesReceived: received,
            framesPresented: host.presenter.presentedCount - firstFrame, floor: floor.median, floorStages: floor.stages,
            stages: Result.Stages(
                waking: median(waking), handling: median(handling), rendering: median(rendering),
                putting: median(putting)),
            p50: seconds(latencies, 50), p99: seconds(latencies, 99), max: Double(latencies.max) * 1e-9,
            p50FromSync: seconds(fromSync, 50), p99FromSync: seconds(fromSync, 99), early: early,
            senderLatenessP99: seconds(lateness, 99), presentMode: host.presenter.mode.description)
    }
}

/// `seconds` in whole nanoseconds, 0 for a negative time.
private func nanoseconds(_ seconds: Double) -> UInt64 {
    UInt64(max(seconds, 0) * 1e9)
}
