import CircularControl
import Testing

@testable import CircularRender

/// A band map around a centre on a grid symmetry shares each pixel's coverage and octant angle with its mirror
/// images (BandMap's fillMirrored): the samples must be those of the map worked out pixel by pixel, bit for bit.
@Suite struct BandMapMirrorTests {
    private func expectSameSamples(
        center: Point, inner: Double, outer: Double, columns: Int, rows: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let shared = BandMap(center: center, innerRadius: inner, outerRadius: outer, columns: columns, rows: rows)
        let direct = BandMap(
            center: center, innerRadius: inner, outerRadius: outer, columns: columns, rows: rows, mirroring: false)
        #expect(shared.rows.count == direct.rows.count, sourceLocation: sourceLocation)
        #expect(shared.bounds == direct.bounds, sourceLocation: sourceLocation)
        let sharedSamples = shared.withSamples { Array($0) }
        let directSamples = direct.withSamples { Array($0) }
        let differing = zip(sharedSamples, directSamples).filter { $0 != $1 }.count
        #expect(
            sharedSamples.count == directSamples.count && differing == 0,
            "\(differing) of \(directSamples.count) samples differ around \(center), \(inner) ... \(outer)",
            sourceLocation: sourceLocation)
    }

    @Test func wholeAndHalfNumberedCentresMatchThePixelByPixelMap() {
        for (cx, cy) in [(200.0, 200.0), (200.5, 200.5), (200.0, 150.5), (37.5, 64.0), (0.5, 0.5), (1, 1)] {
            for (inner, outer) in [(120.0, 152.0), (0.0, 40.0), (9.75, 10.25), (30.3, 31.1), (0, 0.4), (50, 50)] {
                expectSameSamples(center: Point(x: cx, y: cy), inner: inner, outer: outer, columns: 400, rows: 400)
            }
        }
    }

    @Test func ringsClippedByTheBufferMatchThePixelByPixelMap() {
        // Cut off on each side, and with only one of a row pair (or one column of a pair) inside the buffer.
        for center in [Point(x: 10, y: 10), Point(x: 390.5, y: 5.5), Point(x: 200, y: -30), Point(x: -20.5, y: 100)] {
            expectSameSamples(center: center, inner: 60, outer: 90, columns: 400, rows: 300)
        }
        expectSameSamples(center: Point(x: 3, y: 3), inner: 1, outer: 2.5, columns: 4, rows: 5)
    }

    @Test func onlyCentresOnTheGridsSymmetryShareWork() {
        #expect(BandMap.isOnGridSymmetry(Point(x: 200, y: 200.5)))
        #expect(!BandMap.isOnGridSymmetry(Point(x: 200.25, y: 200)))
        #expect(!BandMap.isOnGridSymmetry(Point(x: 100, y: 33.333)))
        // Off the symmetry the two ways are one: still the same samples.
        expectSameSamples(center: Point(x: 133.3, y: 98.7), inner: 40, outer: 60, columns: 300, rows: 300)
    }
}
