import CircularRender
import Testing

@Suite struct PixelRectTests {
    @Test func intersectionAndUnion() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 5, y: 6, width: 10, height: 10)
        #expect(a.intersection(b) == PixelRect(x: 5, y: 6, width: 5, height: 4))
        #expect(a.union(b) == PixelRect(x: 0, y: 0, width: 15, height: 16))
        #expect(a.intersection(PixelRect(x: 20, y: 20, width: 3, height: 3)) == .empty)
        #expect(PixelRect.empty.union(b) == b)
        #expect(b.union(PixelRect(x: -4, y: 2, width: 0, height: 9)) == b)
    }

    @Test func coveringRealBoxes() {
        #expect(
            PixelRect.covering(minX: 0.5, minY: 1.2, maxX: 3.1, maxY: 4) == PixelRect(x: 0, y: 1, width: 4, height: 3))
        #expect(PixelRect.covering(minX: .nan, minY: 0, maxX: 1, maxY: 1) == .empty)
        #expect(PixelRect.covering(minX: 2, minY: 0, maxX: 1, maxY: 1) == .empty)
        #expect(!PixelRect.covering(minX: -1e300, minY: 0, maxX: 1e300, maxY: 1).isEmpty)
    }
}
