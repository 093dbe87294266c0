/// Reads fuzzer bytes as the numbers and choices a caller of the core can make.
///
/// Every read succeeds: past the end the stream gives zeros, so any byte string decodes to something. Doubles come
/// mostly from plausible ranges (so that a short input reaches deep into the rules) and otherwise from the values
/// that break arithmetic: NaN, the infinities, the largest and smallest finite doubles, subnormals, signed zeros
/// and raw bit patterns.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var offset = 0

    /// A stream over `bytes`.
    public init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        self.bytes = Array(bytes)
    }

    /// True when every byte has been read.
    public var isExhausted: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A whole number in `range`, from one byte (two when the range is wider than 256).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = range.upperBound - range.lowerBound + 1
        let raw = width > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % width
    }

    /// True with a probability of about `chance` (a byte below `chance * 256`).
    public mutating func flag(_ chance: Double = 0.5) -> Bool {
        Double(byte()) < chance * 256
    }

    /// The values that break arithmetic, in the order ``special()`` picks them.
    public static let specialValues: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e308, -1e308,
        1e-300 * 1e-10, -1e-300 * 1e-10, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e300, -1e300, 1e-300,
        9_007_199_254_740_992, 4_503_599_627_370_495.5, 1e16, -1e16, 0.5, -0.5, 1, -1,
    ]

    /// One of ``specialValues``.
    public mutating func special() -> Double {
        Self.specialValues[Int(byte()) % Self.specialValues.count]
    }

    /// A double: usually `base + width * f` for a fraction `f` in [-0.25, 1.25] (so the ends of the range and a
    /// little past them come up often), sometimes a special value or a raw bit pattern.
    public mutating func double(around base: Double = 0, width: Double = 1) -> Double {
        let kind = byte()
        switch kind {
        case 0..<200:
            let fraction = (Double(Int(byte()) << 8 | Int(byte())) / 65535) * 1.5 - 0.25
            // A few round fractions exactly, as people type them.
            if kind < 40 { return base + width * ((fraction * 8).rounded() / 8) }
            return base + width * fraction
        case 200..<240:
            return special()
        default:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        }
    }

    /// A double that is sometimes absent (`nil`).
    public mutating func optionalDouble(around base: Double = 0, width: Double = 1, absentChance: Double = 0.5)
        -> Double?
    {
        flag(absentChance) ? nil : double(around: base, width: width)
    }
}
