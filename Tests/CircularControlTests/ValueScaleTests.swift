import Testing

@testable import CircularControl

/// A range that starts at +0 maps between positions and values without adding `min` or taking it away: these tests
/// hold the shortcut to the same doubles as the arithmetic with `min`, and ranges that start elsewhere (-0 among
/// them) to the arithmetic itself.
@Suite("The value scale's mappings, from a range that starts at zero and from others")
struct ValueScaleTests {
    static let configurations: [Configuration] = [
        .standard(), .standard(max: 100, step: 0.5, turnMode: .multiTurn(limit: nil)), .standard(max: 127, step: 1),
        .standard(max: 10, step: 3, turnMode: .wrapping), .standard(max: 4e-291, step: 1e-300),
        .standard(min: -0.0, max: 1, step: 0.1), .standard(min: -1, max: 1, step: 0.25),
        .standard(min: 1e15, max: 1e15 + 1e6, step: 2.5e-4), .standard(min: 20, max: 20_000),
    ]

    /// Positions within the control's limits, and values from `min` up, including values at and around `min` and
    /// halfway between grid points.
    static func samples(for scale: ValueScale) -> (positions: [Double], values: [Double]) {
        var generator = SystemRandomNumberGenerator()
        var positions: [Double] = [0, scale.upperPosition, .leastNonzeroMagnitude, 0.5]
        var values: [Double] = [scale.min, scale.min.nextUp, scale.upperValue, -0.0, 0]
        for _ in 0..<2_000 {
            positions.append(Double.random(in: 0...scale.upperPosition, using: &generator))
            values.append(Double.random(in: scale.min...scale.upperValue, using: &generator))
        }
        if let step = scale.step {
            values += (0..<50).map { scale.min + (Double($0) + 0.5) * step }
        }
        return (positions, values.filter { $0 >= scale.min || $0 == 0 })
    }

    @Test("Positions and values map to the same doubles as with min added and taken away")
    func mappingsAreTheArithmeticWithMin() throws {
        for configuration in Self.configurations {
            try configuration.validate()
            let scale = ValueScale(configuration)
            #expect(scale.startsAtZero == (configuration.min.bitPattern == 0), "\(configuration.min)")
            let (positions, values) = Self.samples(for: scale)
            for position in positions {
                let expected = scale.min + scale.span * position
                #expect(
                    scale.value(atPosition: position).bitPattern == expected.bitPattern, "\(scale.min) at \(position)")
            }
            for value in values {
                let expected = (value - scale.min) * scale.inverseSpan
                #expect(scale.position(ofValue: value).bitPattern == expected.bitPattern, "\(scale.min) at \(value)")
                guard let step = scale.step, value < scale.gridOnlyBelow, value >= scale.min else { continue }
                let grid = scale.min + ((value - scale.min) * scale.inverseStep).rounded() * step
                #expect(scale.snapped(value).bitPattern == grid.bitPattern, "\(scale.min) at \(value)")
            }
        }
    }
}
