// The cost of one pointer event through the core model, as a ratio against one bare atan2 call measured in the
// same run, and the heap allocations per event. Prints `ratio event_vs_atan2 V` and `figure allocs_per_event V`.
// Arguments: the events per round (2,000,000 by default), then optionally the name of the one configuration to
// measure (`stepped_event_vs_atan2`, say), so that an instruction count under callgrind covers that one alone.
import CAllocationCounter
import CircularControl
import Glibc
import RealModule

/// Seconds on the monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Keeps a result alive so the optimiser cannot drop the work that made it.
@inline(never)
func keep(_ value: Double) {
    if value == 1.2345e300 { print(value) }
}

// A hand dragging a knob to and fro between 2 and 10 o'clock across the bottom: samples 2 degrees apart, with a
// little wobble in the radius. Both models start at 70 % of the range with the pointer at 10 o'clock, so the drag
// swings the value between about 3 % and 70 % and never reaches an end: every event is a step of a free drag
// (checked before the timing starts).
let center = Point(x: 256, y: 256)
let samples: [Point] = (0..<4096).map { index in
    let degrees = 60 + Double(abs((index * 2) % 480 - 240))
    let radius = 180 + 6 * Double.sin(Double(index) * 0.37)
    return ClockAngle.point(at: .degrees(degrees), radius: radius, around: center)
}
let mask = samples.count - 1
let eventsPerRound = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000_000
let rounds = 7

// The counter must see an allocation that surely happens, or a zero below would mean nothing.
let countBefore = allocation_count()
let probe = [Double](repeating: 1, count: 1000 + Int(now()) % 7)
guard allocation_count() > countBefore else {
    print("the allocation counter saw no allocation for a new array: it is not in place")
    exit(1)
}
keep(probe.reduce(0, +))

/// The two configurations measured: the default knob (continuous, clamped), and a stepped multi-turn knob whose
/// every move also snaps to the grid.
let allConfigurations: [(name: String, configuration: Configuration)] = [
    (
        "event_vs_atan2",
        Configuration(min: 0, max: 100, geometry: RingGeometry(center: center, radius: 180, lineWidth: 24))
    ),
    (
        "stepped_event_vs_atan2",
        Configuration(
            min: 0, max: 100, step: 0.5, snap: .always, turnMode: .multiTurn(limit: nil),
            geometry: RingGeometry(center: center, radius: 180, lineWidth: 24))
    ),
]

let onlyName = CommandLine.arguments.dropFirst(2).first
let configurations = allConfigurations.filter { onlyName == nil || $0.name == onlyName }
guard !configurations.isEmpty else {
    print("no configuration named \(onlyName ?? ""): \(allConfigurations.map(\.name).joined(separator: ", "))")
    exit(1)
}

/// A model of `configuration` at 70 % of its range with a drag under way at the first sample.
func makeDraggedModel(_ configuration: Configuration) -> CircularModel {
    let start = configuration.min + 0.7 * (configuration.max - configuration.min)
    guard var model = try? CircularModel(configuration, value: start) else {
        fatalError("benchmark configuration refused")
    }
    _ = model.handle(.press(samples[0]))
    return model
}

// The measurement is of a free drag only if no sample pins the value at an end: check a whole cycle first.
for entry in configurations {
    var model = makeDraggedModel(entry.configuration)
    for index in 1...samples.count * 2 {
        for event in model.handle(.move(samples[index & mask])) {
            if case .pinned = event {
                print("the benchmark's drag pins \(entry.name) at an end: it would not measure a free drag")
                exit(1)
            }
        }
    }
}

/// Seconds per event for pointer moves through the model, and the allocations they made.
func measureModel(_ configuration: Configuration) -> (seconds: Double, allocations: UInt64) {
    var model = makeDraggedModel(configuration)
    var checksum = 0.0
    let allocationsBefore = allocation_count()
    let start = now()
    for index in 1...eventsPerRound {
        let events = model.handle(.move(samples[index & mask]))
        checksum += Double(events.count)
    }
    let elapsed = now() - start
    let allocations = allocation_count() - allocationsBefore
    keep(checksum + model.value)
    return (elapsed / Double(eventsPerRound), allocations)
}

/// Seconds per bare atan2 call (the C library's, through swift-numerics) on the same samples.
func measureAtan2() -> Double {
    var checksum = 0.0
    let start = now()
    for index in 1...eventsPerRound {
        let point = samples[index & mask]
        checksum += Double.atan2(y: point.x - center.x, x: center.y - point.y)
    }
    let elapsed = now() - start
    keep(checksum)
    return elapsed / Double(eventsPerRound)
}

// Rounds interleave the measurements, so that a slower or busier stretch of the machine weighs on all alike, and
// the best round of each counts.
var bestModel = [Double](repeating: .infinity, count: configurations.count)
var bestAtan2 = Double.infinity
var allocations: UInt64 = 0
for _ in 0..<rounds {
    for (index, entry) in configurations.enumerated() {
        let (seconds, allocated) = measureModel(entry.configuration)
        bestModel[index] = min(bestModel[index], seconds)
        allocations += allocated
    }
    bestAtan2 = min(bestAtan2, measureAtan2())
}
let events = Double(rounds * eventsPerRound * configurations.count)
print("atan2: \(bestAtan2 * 1e9) ns per call (best of \(rounds) rounds of \(eventsPerRound))")
for (index, entry) in configurations.enumerated() {
    print("\(entry.name): \(bestModel[index] * 1e9) ns per pointer event")
}
for (index, entry) in configurations.enumerated() {
    print("ratio \(entry.name) \((bestModel[index] / bestAtan2 * 100).rounded() / 100)")
}
print("figure allocs_per_event \(Double(allocations) / events)")
