// The X11 host under a private Xvfb, eight figures:
//
//   ratio presents_per_event       frames presented per pointer move during a burst of 1000 moves (XTEST) dragging
//                                  a knob hosted in this process: drawing is coalesced, input is not
//   ratio latency_vs_roundtrip     time from flushing the last move to the last frame being put, over the median
//                                  time of one XSync round trip measured in the same burst
//   (both: the median of 5 bursts, each on a new window)
//   ratio latency_p50_vs_floor     paced moves, as a hand moves a mouse: 3000 at 1 kHz, each through XTEST and
//   ratio latency_p99_vs_floor     synchronised, dragging a knob hosted in this process; per move the time from the
//                                  server having it (flushed to its socket) to the put (synchronised) of the first
//                                  frame that shows it, by the host's record of its frames (lastPresentedFrame);
//                                  its 50th and 99th percentiles (HdrHistogram) over the floor measured on the same
//                                  window just before: one move's damage rendered, put and one round trip (median)
//   ratio latency_p50_vs_floor_125hz, ratio latency_p99_vs_floor_125hz   the same for 800 moves at 125 Hz
//   ratio host_instructions_vs_floor   the instructions the host process executes from taking a paced move's X
//                                  event to the put of its frame, against rendering that move's damage and the put
//                                  alone, counted by callgrind (300 moves at 50 Hz; HostInstructions.swift)
//   figure idle_cpu_seconds        user + system CPU seconds a knob window process uses over 5 idle seconds
//
// (The knob window's peak memory against a bare Xlib window is measured on the demo itself, as a user starts it:
// `ratio rss_vs_bare_xlib` in Benchmarks/Startup/startup.py.)
//
// The benchmark starts its own Xvfb on a display number the server picks (-displayfd) and always stops it.
import CircularX11TestSupport
import Glibc

let width = 480
let height = 360
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--hosted-window", let w = Int(arguments[2]), let h = Int(arguments[3]) {
    HostedWindow.run(width: w, height: h)
}
if arguments.count == 3, arguments[1] == "--counted-drag", let moves = Int(arguments[2]), moves > 0 {
    CountedDrag.run(moves: moves)
}

/// The directory this executable is in (it starts itself again there as the knob window).
func executableDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path =
        length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : arguments[0]
    return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
}

func format(_ value: Double, _ digits: Int = 3) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.\(digits)f", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

do {
    let server = try XvfbServer(width: 1024, height: 768)
    server.stopsWhenThisProcessExits()
    defer { server.stop() }
    print("Xvfb on \(server.displayName)")

    // 1. The burst, five times (a new window each time); the figures are the medians.
    var presentsPerEvent: [Double] = []
    var latencyRatios: [Double] = []
    for round in 1...5 {
        let burst = try MotionBurst(displayName: server.displayName, moves: 1000).run()
        presentsPerEvent.append(Double(burst.framesPresented) / Double(max(burst.movesReceived, 1)))
        latencyRatios.append(burst.latency / burst.roundTrip)
        print(
            "burst \(round): \(burst.movesSent) moves sent through XTEST, \(burst.movesReceived) received by the client, "
                + "\(burst.framesPresented) frames presented (\(burst.presentMode)); last move flushed to last frame put "
                + "\(format(burst.latency * 1e3)) ms, one XSync round trip (median of 201) \(format(burst.roundTrip * 1e6, 1)) us"
        )
    }

    // 1b. Paced moves, as a hand moves a mouse: 3000 at 1 kHz, then 800 at 125 Hz, each against its floor.
    let paced = try PacedLatency(displayName: server.displayName).run(rates: [(1000, 3000), (125, 800)])
    for result in paced { print(result.summary) }

    let benchmarkExecutable = "\(executableDirectory())/x11-bench"

    // 1c. The host's own work for a paced move against the floor's, counted by callgrind.
    let counted = try HostInstructions(displayName: server.displayName, executable: benchmarkExecutable).run()
    print(counted.summary)

    // 2. Idle CPU of a knob window process.
    let hosted = try RecordedProcess(
        benchmarkExecutable, ["--hosted-window", "\(width)", "\(height)"],
        environment: ChildProcess.environment(["DISPLAY": server.displayName]), standardError: .inherited)
    guard hosted.waitForLine(startingWith: "ready", timeout: 30) != nil else {
        throw BenchError("the knob window process never became ready")
    }
    usleep(200_000)  // Let the start-up settle before the idle window starts.
    guard let cpuBefore = hosted.process.cpuSeconds else {
        throw BenchError("cannot read /proc/\(hosted.process.pid)/stat")
    }
    let idleStart = Clock.now
    usleep(5_000_000)
    guard let cpuAfter = hosted.process.cpuSeconds, hosted.process.isRunning else {
        throw BenchError("the knob window process ended while idle")
    }
    let idleSeconds = Clock.now - idleStart
    hosted.process.terminate(grace: 5)
    print(
        "idle: the knob window process used \(format(cpuAfter - cpuBefore)) s of CPU over \(format(idleSeconds, 2)) s idle "
            + "(clock ticks of \(format(1 / Double(sysconf(Int32(_SC_CLK_TCK))), 3)) s)")

    print("ratio presents_per_event \(format(median(presentsPerEvent), 4))")
    print("ratio latency_vs_roundtrip \(format(median(latencyRatios), 1))")
    for line in paced.flatMap(\.figures) { print(line) }
    print(counted.figure)
    print("figure idle_cpu_seconds \(format(cpuAfter - cpuBefore, 2))")
} catch {
    print("x11-bench: \(error)")
    exit(1)
}
