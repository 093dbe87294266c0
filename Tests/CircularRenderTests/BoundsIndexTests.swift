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

    /// An index of 300 random rectangles, one of them changed every other round of `rounds`: `check` is given the
    /// rectangles and the index after each round's change, with the round's number and the random numbers.
    static func throughUpdates(
        seed: UInt64, rounds: Int,
        _ check: (_ bounds: [PixelRect], _ index: BoundsIndex, _ round: Int, _ random: inout SplitMix) -> Void
    ) -> (bounds: [PixelRect], index: BoundsIndex) {
        var random = SplitMix(seed: seed)
        var bounds = (0..<300).map { _ in randomRect(&random) }
        var index = BoundsIndex(count: bounds.count) { bounds[$0] }
        for round in 0..<rounds {
            if round % 2 == 0 {
                let changed = Int(random.next() % UInt64(bounds.count))
                bounds[changed] = randomRect(&random)
                index.update(changed, to: bounds[changed])
            }
            check(bounds, index, round, &random)
        }
        return (bounds, index)
    }

    @Test("Every query finds the controls a scan of all bounds finds, through updates")
    func queriesMatchAScan() {
        let updated = Self.throughUpdates(seed: 24, rounds: 400) { bounds, index, round, random in
            let area = Self.randomRect(&random)
            let scanned = bounds.indices.filter { !bounds[$0].intersection(area).isEmpty }
            #expect(index.entries(meeting: area) == scanned, "round \(round), area \(area)")
        }
        // An index past the end is ignored.
        var index = updated.index
        index.update(updated.bounds.count, to: PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(index.count == updated.bounds.count)
    }

    @Test("A pixel's candidates hold every entry whose bounds hold it, ascending and each once, through updates")
    func pixelCandidatesHoldEveryHit() {
        _ = Self.throughUpdates(seed: 25, rounds: 2000) { bounds, index, round, random in
            let (column, row) = (Int(random.next() % 2400) - 500, Int(random.next() % 2400) - 500)
            let pixel = PixelRect(x: column, y: row, width: 1, height: 1)
            let candidates = index.candidates(atColumn: column, row: row)
            let holding = bounds.indices.filter { bounds[$0].contains(pixel) }
            #expect(Set(holding).isSubset(of: candidates), "round \(round), pixel \(column), \(row)")
            #expect(zip(candidates, candidates.dropFirst()).allSatisfy { $0 < $1 }, "round \(round): not ascending")
            // Only entries whose bounds meet the pixel's cell may be there besides.
            let cell = PixelRect(
                x: Int((Double(column) / 64).rounded(.down)) * 64, y: Int((Double(row) / 64).rounded(.down)) * 64,
                width: 64, height: 64)
            #expect(candidates.allSatisfy { !bounds[$0].intersection(cell).isEmpty }, "round \(round)")
        }
    }
}
