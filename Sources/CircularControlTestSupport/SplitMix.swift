/// A small deterministic generator (SplitMix64) for tests that walk many cases from a fixed seed, so that a failure
/// names a case that reproduces on every run.
public struct SplitMix: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `choices`, which must not be empty.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }

    /// A double for exhaustive-style checks: mostly uniform in `range`, sometimes a subnormal (or 0), a tiny value, a
    /// bound, 0.1 or 0.9.
    public mutating func value(in range: ClosedRange<Double>) -> Double {
        switch next() % 8 {
        case 0: return Double(bitPattern: next() % 4096)
        case 1: return pick([range.lowerBound, range.upperBound, 1e-9, 0.1, 0.9])
        default:
            let fraction = Double(next() >> 11) / Double(1 << 53)
            return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
        }
    }
}
