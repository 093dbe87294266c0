import CCallgrind
import CircularHost
import CircularX11TestSupport
import Foundation
import Glibc

/// The counted measurement of the host's own work for a paced move: the instructions the host process executes from
/// taking a move's X event to the put of its frame, against the floor's (rendering that move's damage and the put),
/// counted by callgrind. Counted work is immune to the idle halts of virtual CPUs that dominate the timed ratios.
///
/// A child of this benchmark (``CountedDrag``, `x11-bench --counted-drag MOVES`) runs under
/// `valgrind --tool=callgrind --collect-atstart=no` with the knob window, and counts only what it brackets:
/// 1. the floor: ``moves`` moves of the drag handed to the client directly, counting each one's render and put
///    (``KnobDrag/showDirectly(_:marking:)``), then a dump named `floor`;
/// 2. the host: it prints the next ``moves`` points of the drag, this process sends them through XTEST at ``rate``
///    moves a second (each synchronised), and the child counts every iteration of the host's loop
///    (`EventLoop.step`: reading the event, XInput2, the client's handling, damage, rendering, the put, and the
///    poll it then blocks in, which executes nothing while it waits) until the last move is shown, then a dump
///    named `host`.
///
/// The figures are per frame presented: where two moves share a frame, the host's count holds both moves' handling
/// and the floor's does not, so coalescing can only make the ratio worse. The rate is low enough for the host,
/// slowed some fifty times by callgrind, to show most moves in frames of their own.
///
/// Edge cases: throws when valgrind is missing, when the child fails or times out, or when a dump is missing.
struct HostInstructions {
    struct Result {
        var moves: Int
        var hostFrames: Int
        var floorInstructions: Double
        var hostInstructions: Double

        var summary: String {
            "counted (callgrind), \(moves) moves at each stage: the floor (a move's damage rendered and put) "
                + "\(Int(floorInstructions)) instructions a frame; the host (from the move's X event to the put of its "
                + "frame, \(hostFrames) frames for \(moves) paced moves) \(Int(hostInstructions)) instructions a frame"
        }

        var figure: String { "ratio host_instructions_vs_floor \(format(hostInstructions / floorInstructions, 2))" }
    }

    let displayName: String
    let executable: String
    let moves = 300
    let rate = 50

    func run() throws -> Result {
        let valgrind = try ExternalTool.required("valgrind")
        // X11_BENCH_CALLGRIND_DIR keeps the dumps there, for callgrind_annotate; a temporary directory otherwise.
        let kept = ProcessInfo.processInfo.environment["X11_BENCH_CALLGRIND_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        let directory =
            kept
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("x11-bench-callgrind-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: directory) } }
        // Valgrind's reader of debugging information gives up on the DWARF 5 that Swift writes: the child runs from
        // a copy without it (its symbols stay, for callgrind_annotate).
        let counted = "\(directory)/x11-bench"
        let strip = try ChildProcess(
            try ExternalTool.required("objcopy"), ["--strip-debug", executable, counted],
            environment: ChildProcess.environment())
        guard strip.waitForExit(timeout: 60) == 0 else {
            throw BenchError("objcopy --strip-debug \(executable) failed")
        }
        let child = try RecordedProcess(
            valgrind,
            [
                "--tool=callgrind", "--collect-atstart=no", "--callgrind-out-file=\(directory)/counted",
                counted, "--counted-drag", "\(moves)",
            ],
            environment: ChildProcess.environment(["DISPLAY": displayName]))
        guard let line = child.waitForLine(startingWith: "moves ", timeout: 600) else {
            throw BenchError(
                "the counted drag never began: \(child.outputLines.suffix(3)) \(child.errorOutput.suffix(800))")
        }
        let points = line.split(separator: " ").dropFirst().compactMap { pair -> (x: Int, y: Int)? in
            let parts = pair.split(separator: ",")
            guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else { return nil }
            return (x, y)
        }
        guard points.count == moves else { throw BenchError("the counted drag asked for \(points.count) moves") }
        let motion = PacedMotion(points: points, rate: rate)
        motion.start(on: try FakePointer(displayName: displayName), delay: 0.05)
        while !motion.isDone { usleep(10_000) }
        guard let counted = child.waitForLine(startingWith: "counted ", timeout: 300) else {
            throw BenchError("the counted drag never ended: \(child.errorOutput.suffix(800))")
        }
        let numbers = counted.split(separator: " ").dropFirst().compactMap { Int($0) }
        guard numbers.count == 2, numbers[0] == moves, numbers[1] > 0 else {
            throw BenchError("the counted drag received and showed: \(counted)")
        }
        let frames = numbers[1]
        guard child.process.waitForExit(timeout: 120) == 0 else {
            throw BenchError("the counted drag failed: \(child.errorOutput.suffix(800))")
        }
        let floor = try instructions(in: directory, dumpedAt: "floor")
        let host = try instructions(in: directory, dumpedAt: "host")
        return Result(
            moves: moves, hostFrames: frames, floorInstructions: floor / Double(moves),
            hostInstructions: host / Double(frames))
    }

    /// The instructions counted in the dump of `directory` that the client request named `reason` wrote.
    private func instructions(in directory: String, dumpedAt reason: String) throws -> Double {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
            guard let text = try? String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8),
                text.contains("Client Request: \(reason)\n")
            else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("summary: ") || line.hasPrefix("totals: ") {
                if let count = line.split(separator: " ").last.flatMap({ Double($0) }) { return count }
            }
        }
        throw BenchError("callgrind wrote no dump for \(reason)")
    }
}

/// The child of ``HostInstructions`` (`x11-bench --counted-drag MOVES`), run under callgrind: the knob window as
/// ``KnobDrag`` opens it on `DISPLAY`, the floor's moves counted, then the host's loop counted while the parent sends
/// the printed moves. Ends by printing `counted INPUTS FRAMES` (inputs received and frames presented meanwhile).
enum CountedDrag {
    static func run(moves: Int) -> Never {
        do {
            guard bench_running_on_valgrind() != 0 else { throw BenchError("--counted-drag runs under callgrind") }
            guard let display = getenv("DISPLAY") else { throw BenchError("DISPLAY is not set") }
            let drag = try KnobDrag(
                displayName: String(cString: display), size: PixelSize(width: 480, height: 360),
                title: "x11-bench counted")
            let host = drag.host
            for point in try drag.sweep(count: moves) {
                try drag.showDirectly(point) { stage in
                    if stage != .rendered { bench_callgrind_toggle_collect() }
                }
            }
            bench_callgrind_dump("floor")

            let points = try drag.sweep(count: moves)
            print("moves " + points.map { "\($0.x),\($0.y)" }.joined(separator: " "))
            fflush(nil)
            let lastPoint = drag.windowPoint(points[moves - 1])
            let firstInput = host.inputCount
            let firstFrame = host.presenter.presentedCount
            let deadline = Clock.now + 600
            while host.client.lastMove != lastPoint || host.inputCount - firstInput < moves
                || (host.lastPresentedFrame?.inputCount ?? 0) < host.inputCount
            {
                guard Clock.now < deadline else { throw BenchError("the paced moves never all arrived") }
                bench_callgrind_toggle_collect()
                let reason = host.step(timeout: 1)
                bench_callgrind_toggle_collect()
                if let reason { throw BenchError("the window closed: \(reason)") }
            }
            bench_callgrind_dump("host")
            print("counted \(host.inputCount - firstInput) \(host.presenter.presentedCount - firstFrame)")
            fflush(nil)
            try drag.release()
            exit(0)
        } catch {
            print("x11-bench: \(error)")
            exit(1)
        }
    }
}
