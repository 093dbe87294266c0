import Testing

@testable import CircularRender

/// The band coverage's shortcut for pixels well inside a band (no normal worked out) gives what the two edges give.
@Suite struct PixelMathTests {
    /// The coverage from the edges alone: the outer disc's minus the inner disc's.
    private func fromEdges(dx: Double, dy: Double, distance: Double, inner: Double, outer: Double) -> Double {
        let (major, minor) = PixelMath.normalComponents(dx: dx, dy: dy, length: distance)
        let outside = PixelMath.edgeCoverage(outer - distance, major: major, minor: minor)
        let hole = inner > 0 ? PixelMath.edgeCoverage(inner - distance, major: major, minor: minor) : 0
        return max(0, outside - hole)
    }

    @Test(arguments: [(0.0, 3.0), (-2.0, 4.5), (10.0, 11.4), (10.0, 11.6), (20.25, 40.75), (30.0, 30.5)])
    func theShortcutInsideABandIsWhatTheEdgesGive(inner: Double, outer: Double) {
        var shortcuts = 0
        var mismatches = 0
        // Offsets in steps of 1/16 pixel, at every angle, across both edges.
        for row in -48 * 16...48 * 16 {
            for column in stride(from: -48 * 16, through: 48 * 16, by: 7) {
                let dx = Double(column) / 16
                let dy = Double(row) / 16
                let distance = (dx * dx + dy * dy).squareRoot()
                let coverage = PixelMath.bandCoverage(dx: dx, dy: dy, distance: distance, inner: inner, outer: outer)
                if coverage != fromEdges(dx: dx, dy: dy, distance: distance, inner: inner, outer: outer) {
                    mismatches += 1
                }
                if outer - distance >= 0.75, distance - inner >= 0.75 { shortcuts += 1 }
            }
        }
        #expect(mismatches == 0)
        // The shortcut was taken, except in bands too thin for it.
        #expect((shortcuts > 0) == (outer - inner >= 1.5))
    }
}
