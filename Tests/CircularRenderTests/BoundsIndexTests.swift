import CircularControlTestSupport
import Testing

@testable import CircularRender

/// The scene index finds exactly the controls whose bounds meet a rectangle, in drawing order, through updates, for
/// bounds of every size and place (negative, empty, far larger than the buffer).
@Suite struct BoundsIndexTests {
    static func randomRect(_ random: inout SplitMix) -> PixelRect {
        switch random.next() % 10 {
        case 0: return .empty
        case 1:
            return PixelRect(x: -(1 << 29), y: -(1 << 29), width: 1 << 30, height: 1 << 30)
        default:
            let x = Int(random.next() % 2000) - 300
            let y = Int(random.next() % 2000) - 300
            return PixelRect(x: x, y: y, width: Int(random.next() % 300), height: Int(random.next() % 300))
        }
    }

    @Test("Every query finds the controls a scan of all bounds finds, through updates")
    func queriesMatchAScan() {
        var random = SplitMix(seed: 24)
        var bounds = (0..<300).map { _ in Self.randomRect(&random) }
        var index = BoundsIndex(count: bounds.count) { bounds[$0] }
        for round in 0..<400 {
            if round % 2 == 0 {
                let changed = Int(random.next() % UInt64(bounds.count))
                bounds[changed] = Self.randomRect(&random)
                index.update(changed, to: bounds[changed])
            }
            let area = Self.randomRect(&random)
            let scanned = bounds.indices.filter { !bounds[$0].intersection(area).isEmpty }
            #expect(index.entries(meeting: area) == scanned, "round \(round), area \(area)")
        }
        index.update(bounds.count, to: PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(index.count == bounds.count)
    }
}
