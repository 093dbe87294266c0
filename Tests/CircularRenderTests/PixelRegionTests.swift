import CircularControlTestSupport
import Testing

@testable import CircularRender

/// A region covers exactly the pixels added to it (or, once merged, a superset within the bounds), with disjoint
/// rectangles, never more than its limit, and keeps changes far apart as separate rectangles.
@Suite struct PixelRegionTests {
    static let side = 220

    /// The pixels of `rects` on a `side` x `side` canvas from (-20, -20), which holds every rectangle the tests add.
    static func bitmap(_ rects: [PixelRect]) -> [Bool] {
        var pixels = Array(repeating: false, count: side * side)
        for rect in rects {
            let clipped = rect.intersection(PixelRect(x: -20, y: -20, width: side, height: side))
            guard !clipped.isEmpty else { continue }
            for row in clipped.y..<clipped.maxY {
                for column in clipped.x..<clipped.maxX { pixels[(row + 20) * side + column + 20] = true }
            }
        }
        return pixels
    }

    @Test("Random additions: disjoint rectangles, every added pixel covered, within the bounds, at most the limit")
    func randomAdditions() {
        var random = SplitMix(seed: 7)
        for _ in 0..<60 {
            var region = PixelRegion()
            var added: [PixelRect] = []
            for _ in 0..<Int(random.next() % 50) {
                let rect = PixelRect(
                    x: Int(random.next() % 150) - 20, y: Int(random.next() % 150) - 20,
                    width: Int(random.next() % 40) - 2, height: Int(random.next() % 40) - 2)
                added.append(rect)
                region.add(rect)
            }
            let rects = region.rects
            #expect(rects.count <= PixelRegion.maximumCount)
            #expect(rects.allSatisfy { !$0.isEmpty })
            for (i, a) in rects.enumerated() {
                for b in rects[(i + 1)...] { #expect(a.intersection(b).isEmpty, "\(a) overlaps \(b)") }
            }
            let wanted = Self.bitmap(added)
            let covered = Self.bitmap(rects)
            #expect(zip(wanted, covered).allSatisfy { !$0 || $1 }, "a pixel added is not covered")
            let bounds = added.reduce(PixelRect.empty) { $0.union($1) }
            #expect(bounds.contains(region.bounds))
            #expect(region.area == covered.filter { $0 }.count)
        }
    }

    @Test("Subtracting a rectangle leaves exactly the region's pixels outside it, in disjoint rectangles")
    func subtraction() {
        var random = SplitMix(seed: 8)
        for _ in 0..<60 {
            var region = PixelRegion()
            for _ in 0..<Int(random.next() % 30) {
                region.add(
                    PixelRect(
                        x: Int(random.next() % 150) - 20, y: Int(random.next() % 150) - 20,
                        width: Int(random.next() % 40), height: Int(random.next() % 40)))
            }
            let hole = PixelRect(
                x: Int(random.next() % 150) - 20, y: Int(random.next() % 150) - 20,
                width: Int(random.next() % 80), height: Int(random.next() % 80))
            let remaining = region.subtracting(hole)
            let expected = zip(Self.bitmap(region.rects), Self.bitmap([hole])).map { $0 && !$1 }
            #expect(Self.bitmap(remaining.rects) == expected, "\(region) minus \(hole)")
            #expect(remaining.area == expected.filter { $0 }.count, "overlapping rectangles in \(remaining)")
        }
    }

    @Test("Two changes in opposite corners stay two rectangles; neighbours become one")
    func farApartStaysApart() {
        var region = PixelRegion(PixelRect(x: 0, y: 0, width: 40, height: 40))
        region.add(PixelRect(x: 1000, y: 1000, width: 40, height: 40))
        #expect(region.rects.count == 2)
        #expect(region.area == 3200)
        region.add(PixelRect(x: 40, y: 0, width: 40, height: 40))
        #expect(region.rects.count == 2)
        #expect(region.area == 4800)
        #expect(region.intersection(PixelRect(x: 0, y: 0, width: 100, height: 100)).area == 3200)
    }

    @Test("Past the limit the rectangles that waste least are merged, and the region still covers everything")
    func limitMerges() {
        var region = PixelRegion()
        var added: [PixelRect] = []
        for index in 0..<(PixelRegion.maximumCount * 3) {
            let rect = PixelRect(x: (index % 12) * 12 - 10, y: (index / 12) * 14 - 10, width: 5, height: 5)
            added.append(rect)
            region.add(rect)
        }
        #expect(region.rects.count <= PixelRegion.maximumCount)
        let wanted = Self.bitmap(added)
        let covered = Self.bitmap(region.rects)
        #expect(zip(wanted, covered).allSatisfy { !$0 || $1 })
    }

    /// The damage of 100 program values spread over a grid of 1,024 knobs (panel-bench's automation), each a little
    /// wider than its cell so that neighbours overlap: merging down to the limit once cut the rectangles a merge met
    /// into slivers and merged those again, for minutes on end.
    @Test("A hundred rectangles spread over a big grid merge down to the limit at once", .timeLimit(.minutes(1)))
    func spreadDamageMergesQuickly() {
        var region = PixelRegion()
        var added: [PixelRect] = []
        for step in 0..<100 {
            let cell = step * 1024 / 100
            let rect = PixelRect(x: (cell % 32) * 56 - 3 + step % 3, y: (cell / 32) * 56 - 2, width: 62, height: 61)
            added.append(rect)
            region.add(rect)
        }
        #expect(region.rects.count <= PixelRegion.maximumCount)
        for rect in added { #expect(region.intersection(rect).area == rect.area, "\(rect) not covered") }
        for (i, a) in region.rects.enumerated() {
            for b in region.rects[(i + 1)...] { #expect(a.intersection(b).isEmpty) }
        }
    }

    /// A drag's damage: each move's rectangle overlaps the last one's, and the region keeps one rectangle (cutting the
    /// others round each new one left slivers, each drawn as a rectangle of its own).
    @Test("Overlapping rectangles of a drag stay one rectangle")
    func dragDamageStaysOneRectangle() {
        var region = PixelRegion()
        for step in 0..<40 {
            region.add(PixelRect(x: 100 + step * 3, y: 80 + (step % 7), width: 40, height: 36))
        }
        #expect(region.rects.count == 1)
        #expect(region.rects.first == PixelRect(x: 100, y: 80, width: 157, height: 42))
    }
}
