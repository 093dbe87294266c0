import Testing

@testable import CircularControl

@Suite("Rounding without the C library")
struct RoundingTests {
    /// Values at and around whole numbers and halves, of both signs, tiny, huge, and around 2^51 and 2^52, where
    /// doubles lose their last fraction bits.
    static let samples: [Double] = {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
            1e-300, -1e-300, 4503599627370495.5, -4503599627370495.5, 2251799813685247.5,
            -2251799813685247.5, 2251799813685248, 2251799813685249, 4503599627370496, -4503599627370496,
            4503599627370497, -4503599627370497, 9007199254740992, 1e300, -1e300, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        ]
        for whole in [-3.0, -2, -1, 0, 1, 2, 3, 1e6, -1e6, 1e15, -1e15] {
            for offset in [-0.5, 0, 0.5] {
                let value = whole + offset
                values += [value, value.nextUp, value.nextDown]
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            values.append(Double.random(in: -1e4...1e4, using: &generator))
            values.append(Double.random(in: -3...3, using: &generator))
        }
        return values
    }()

    @Test("roundedDown is rounded(.down) for every sample, infinities and NaN included")
    func roundedDown() {
        for value in Self.samples + [.infinity, -.infinity] {
            #expect(value.roundedDown == value.rounded(.down), "at \(value)")
        }
        #expect(Double.nan.roundedDown.isNaN)
    }

    @Test("roundedToNearest is rounded() (halves away from zero) for every sample, infinities and NaN included")
    func roundedToNearest() {
        for value in Self.samples + [.infinity, -.infinity] {
            #expect(value.roundedToNearest == value.rounded(), "at \(value)")
        }
        #expect(Double.nan.roundedToNearest.isNaN)
    }

    @Test("roundedToNearest gives +0, never -0, for values that round to zero (rounded() keeps their sign)")
    func roundedToNearestZeroIsPositive() {
        for value in Self.samples where value.rounded() == 0 {
            #expect(value.roundedToNearest.sign == .plus, "at \(value)")
        }
    }
}
