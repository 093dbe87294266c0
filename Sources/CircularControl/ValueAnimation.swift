/// An animated programmatic change in progress: the position eases from `from` to `to` (unwrapped, so a
/// multi-turn change passes through every turn between) over `duration` seconds from `startTime`.
struct ValueAnimation: Hashable, Sendable {
    let from: Double
    let to: Double
    let targetValue: Double
    let startTime: Double
    let duration: Double
    /// The unwrapped position of the last step, for reporting wraps.
    var lastPosition: Double

    /// The unwrapped position at `time`, and whether the animation is over then.
    func position(at time: Double) -> (position: Double, finished: Bool) {
        let progress = (time - startTime) / duration
        guard progress < 1 else { return (to, true) }
        return (from + (to - from) * Easing.easeInOut(progress), false)
    }
}
