import Testing

@testable import CircularControl

/// The snap to the grid takes a value below `ValueScale.gridOnlyBelow` straight to its grid point, without comparing
/// it with the upper value: these tests hold that shortcut to what the comparisons would decide.
@Suite("The grid snap's shortcut below the upper value")
struct GridSnapTests {
    /// Valid configurations with an upper value off the grid (or on it), tiny and huge steps and ranges, a value
    /// resolution coarser than the step (1e15 with steps of 2.5e-4), a wrapping control, and a step larger than the
    /// range.
    static let configurations: [Configuration] = [
        .standard(max: 100, step: 0.3),
        .standard(min: -1, max: 1, step: 0.7, turnMode: .multiTurn(limit: 3)),
        .standard(max: 100, step: 0.3, turnMode: .multiTurn(limit: nil)),
        .standard(max: 100, step: 0.5, turnMode: .multiTurn(limit: nil)),
        .standard(max: 4e-291, step: 1e-300),
        .standard(max: 1e308, step: 3e299),
        .standard(min: -1.7e308, max: -1.6e308, step: 3e297),
        .standard(min: 1e15, max: 1e15 + 1e6, step: 2.5e-4),
        .standard(max: 10, step: 3, turnMode: .wrapping),
        .standard(max: 1, step: 2),
    ]

    /// Values within the control's limits around the bound, a step and less below the upper value, halfway between
    /// the last grid points, and at random.
    static func values(for scale: ValueScale, step: Double) -> [Double] {
        let (lower, upper, bound) = (scale.min, scale.upperValue, scale.gridOnlyBelow)
        var values = [bound.nextDown, bound, bound.nextUp, bound - step / 2, bound - step, upper]
        for steps in stride(from: 0.25, through: 3, by: 0.25) {
            values += [upper - steps * step, (upper - steps * step).nextUp, (upper - steps * step).nextDown]
        }
        let lastIndex = ((upper - lower) / step).rounded(.down)
        for index in stride(from: lastIndex, through: Swift.max(0, lastIndex - 4), by: -1) {
            let halfway = lower + (index - 0.5) * step
            values += [halfway, halfway.nextUp, halfway.nextDown, lower + index * step]
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            values.append(Double.random(in: lower...upper, using: &generator))
            values.append(Double.random(in: Swift.max(lower, upper - 4 * step)...upper, using: &generator))
        }
        let limit = scale.wraps ? scale.max : upper
        return values.filter { $0.isFinite && $0 >= lower && ($0 < limit || !scale.wraps && $0 == limit) }
    }

    @Test("Below the bound, the snap gives a grid point that the upper value is neither nearer than nor below")
    func shortcutAgreesWithTheComparisons() throws {
        for configuration in Self.configurations {
            try configuration.validate()
            let scale = ValueScale(configuration)
            let step = try #require(configuration.step)
            var below = 0
            for value in Self.values(for: scale, step: step) where value < scale.gridOnlyBelow {
                let snapped = scale.snapped(value)
                let index = ((value - scale.min) * scale.inverseStep).rounded()
                #expect(snapped == scale.min + index * step, "\(configuration.min)...\(scale.upperValue) at \(value)")
                #expect(snapped <= scale.upperValue, "\(configuration.min)...\(scale.upperValue) at \(value)")
                #expect(
                    (scale.upperValue - value).magnitude >= (value - snapped).magnitude,
                    "\(configuration.min)...\(scale.upperValue) at \(value): the upper value is nearer than \(snapped)")
                below += 1
            }
            // Every configuration but the one whose step is larger than its range has values below the bound.
            #expect(below > 0 || step > configuration.max - configuration.min, "\(configuration)")
        }
    }

    @Test("The bound leaves the comparisons to the last two steps below the upper value of an ordinary control")
    func boundIsNearTheUpperValue() {
        let ordinary: [Configuration] = [
            .standard(max: 100, step: 0.3), .standard(min: -1, max: 1, step: 0.7, turnMode: .multiTurn(limit: 3)),
            .standard(max: 127, step: 1, turnMode: .multiTurn(limit: 10)), .standard(min: 20, max: 20_000, step: 5),
        ]
        for configuration in ordinary {
            let scale = ValueScale(configuration)
            let step = configuration.step ?? 0
            #expect(scale.gridOnlyBelow > scale.upperValue - 2 * step, "\(configuration)")
            #expect(scale.gridOnlyBelow < scale.upperValue - step, "\(configuration)")
        }
        #expect(ValueScale(.standard()).gridOnlyBelow == -.infinity)
    }
}
