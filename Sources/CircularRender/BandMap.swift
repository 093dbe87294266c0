import CircularControl

/// The pixels of one annulus, each with its clock angle and its coverage by the band: a static layer the renderer
/// caches per geometry, so frames that only change the state skip every square root and arctangent.
///
/// For every row that meets the annulus the map keeps up to two segments of columns (left and right of the hole);
/// for every pixel in them one `UInt32`: the clock angle of the pixel centre in the high 16 bits (in 1/65536 turn,
/// rounded within its quadrant: ``quadrantAngle(dx:dy:)``) and the band coverage 0 ... 255 in the low 8 bits. Pixels
/// of the hole are not stored.
///
/// Only the pixels of the buffer the map is made for are mapped (its columns and rows, each at most
/// ``drawableLimit``), so a ring far larger than the buffer, or mostly outside it, costs no more than the buffer.
///
/// A map may take its samples from a ``BandMapCache`` (a file an earlier run kept, whose pages it then reads in
/// place) instead of working them out; its rows are always worked out, and the kept samples are taken only when they
/// are as many as the rows give and the first sample of every row is the one worked out here.
///
/// Edge cases: an annulus with an outer radius of 0 or less, or non-finite values, has no rows; a band with more than
/// ``sampleLimit`` pixels in the mapped area is left empty (not drawn) rather than exhausting memory.
final class BandMap {
    /// The identity of a map: the annulus's centre and radii, bit for bit, and the size of the mapped area.
    struct Key: Hashable {
        let centerX: UInt64, centerY: UInt64, inner: UInt64, outer: UInt64
        let columns: Int, rows: Int

        init(center: Point, inner: Double, outer: Double, columns: Int, rows: Int) {
            centerX = center.x.bitPattern
            centerY = center.y.bitPattern
            self.inner = inner.bitPattern
            self.outer = outer.bitPattern
            self.columns = columns
            self.rows = rows
        }
    }

    /// One row's columns: `leftStart ..< leftEnd` and `rightStart ..< rightEnd`, their samples from `offset` on.
    struct Row {
        var leftStart: Int32, leftEnd: Int32, rightStart: Int32, rightEnd: Int32
        var offset: Int

        /// The columns `start ..< end` of one side, 0 (left of the hole) or 1 (right), and where their samples start.
        @inline(__always)
        func segment(_ side: Int) -> (start: Int, end: Int, offset: Int) {
            side == 0
                ? (Int(leftStart), Int(leftEnd), offset)
                : (Int(rightStart), Int(rightEnd), offset + Int(leftEnd - leftStart))
        }
    }

    let center: Point
    let innerRadius: Double
    let outerRadius: Double
    /// The first row of the map.
    let firstRow: Int
    let rows: [Row]
    /// The samples, in memory the map owns: its own, or the pages of the kept file they came from (``keptFile``);
    /// read through ``withSamples(_:)``, which keeps the map alive while they are read.
    private let samples: UnsafeBufferPointer<UInt32>
    /// How many samples the map holds.
    var sampleCount: Int { samples.count }
    /// The kept file (a ``BandMapCache``'s) whose mapped pages hold the samples, if they came from one.
    private let keptFile: MappedFile?
    /// The bytes the layout holds (its rows and samples), for the renderer's budget.
    var byteCount: Int { rows.count * MemoryLayout<Row>.stride + samples.count * MemoryLayout<UInt32>.stride }
    /// The bounding rectangle of the stored pixels.
    let bounds: PixelRect
    /// Whether the samples came from a kept file (a ``BandMapCache``) rather than being worked out.
    var isTakenFromCache: Bool { keptFile != nil }

    /// Maps the annulus's pixels in columns `0 ..< columns` and rows `0 ..< rows` (a buffer's size; each limited to
    /// ``drawableLimit``). `mirroring` false works out every pixel on its own even around a centre on a grid
    /// symmetry, as the tests' reference for the shared work. With a `cache`, the samples kept there for this map's
    /// ``Key`` are taken when they agree with the rows (see the type's description).
    init(
        center: Point, innerRadius: Double, outerRadius: Double, columns: Int = drawableLimit,
        rows rowCount: Int = drawableLimit, mirroring: Bool = true, cache: BandMapCache? = nil
    ) {
        let columnLimit = min(max(columns, 0), Self.drawableLimit)
        let rowLimit = min(max(rowCount, 0), Self.drawableLimit)
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        guard center.isFinite, innerRadius.isFinite, outerRadius.isFinite, outerRadius > 0,
            abs(center.x) < 1e9, abs(center.y) < 1e9, outerRadius < 1e9
        else {
            firstRow = 0
            rows = []
            samples = UnsafeBufferPointer(start: nil, count: 0)
            keptFile = nil
            bounds = .empty
            return
        }
        let reach = outerRadius + 0.5
        let holeReach = innerRadius - 0.5
        // Only the buffer's pixels are mapped.
        let first = max(Int((center.y - reach).rounded(.down)), 0)
        let last = min(Int((center.y + reach).rounded(.up)), rowLimit - 1)
        var rows: [Row] = []
        var total = 0
        var minX = Int.max
        var maxX = Int.min
        if first <= last {
            rows.reserveCapacity(last - first + 1)
            for y in first...last {
                let dy = Double(y) + 0.5 - center.y
                let outerSquare = reach * reach - dy * dy
                var row = Row(leftStart: 0, leftEnd: 0, rightStart: 0, rightEnd: 0, offset: total)
                guard outerSquare > 0 else {
                    rows.append(row)
                    continue
                }
                let half = outerSquare.squareRoot()
                let start = max(Int((center.x - half).rounded(.down)), 0)
                let end = min(Int((center.x + half).rounded(.up)), columnLimit)
                guard start < end else {
                    rows.append(row)
                    continue
                }
                var holeStart = end
                var holeEnd = end
                if holeReach > 0, holeReach * holeReach - dy * dy > 0 {
                    let holeHalf = (holeReach * holeReach - dy * dy).squareRoot()
                    // Columns whose centre lies strictly inside the hole radius have no coverage.
                    holeStart = min(max(start, Int((center.x - holeHalf - 0.5).rounded(.down)) + 1), end)
                    holeEnd = min(max(holeStart, Int((center.x + holeHalf - 0.5).rounded(.up))), end)
                    if holeEnd <= holeStart {
                        holeStart = end
                        holeEnd = end
                    }
                }
                row.leftStart = Int32(start)
                row.leftEnd = Int32(holeStart)
                row.rightStart = Int32(holeEnd)
                row.rightEnd = Int32(end)
                total += (holeStart - start) + (end - holeEnd)
                minX = min(minX, start)
                maxX = max(maxX, end)
                rows.append(row)
            }
        }
        guard total <= Self.sampleLimit, total > 0 else {
            firstRow = 0
            self.rows = []
            samples = UnsafeBufferPointer(start: nil, count: 0)
            keptFile = nil
            bounds = .empty
            return
        }
        self.firstRow = first
        self.rows = rows
        self.bounds = PixelRect(minX: minX, minY: first, maxX: maxX, maxY: last + 1)
        let key = Key(center: center, inner: innerRadius, outer: outerRadius, columns: columns, rows: rowCount)
        if let kept = cache?.samples(for: key, count: total),
            Self.agree(kept.samples, rows, firstRow: first, center: center, inner: innerRadius, outer: outerRadius)
        {
            samples = kept.samples
            keptFile = kept.file
            return
        }
        let samples = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: total)
        samples.initialize(repeating: 0)
        if mirroring, Self.isOnGridSymmetry(center) {
            Self.fillMirrored(
                rows, firstRow: first, center: center, inner: innerRadius, outer: outerRadius, into: samples)
        } else {
            Self.fill(rows, firstRow: first, center: center, inner: innerRadius, outer: outerRadius, into: samples)
        }
        self.samples = UnsafeBufferPointer(samples)
        keptFile = nil
    }

    /// Calls `body` with the samples, which stay valid while it runs (and only then: the map may go away after).
    func withSamples<Result>(_ body: (UnsafeBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(samples) }
    }

    deinit {
        // Kept samples go with their file's mapping.
        if keptFile == nil { samples.deallocate() }
    }

    /// Whether `kept` holds, for each row of `rows` with pixels, the sample worked out for its first pixel.
    private static func agree(
        _ kept: UnsafeBufferPointer<UInt32>, _ rows: [Row], firstRow first: Int, center: Point, inner: Double,
        outer: Double
    ) -> Bool {
        for (index, row) in rows.enumerated() {
            let x: Int32
            if row.leftStart < row.leftEnd {
                x = row.leftStart
            } else if row.rightStart < row.rightEnd {
                x = row.rightStart
            } else {
                continue
            }
            let dy = Double(first + index) + 0.5 - center.y
            guard kept[row.offset] == sample(x: Int(x), dy: dy, center: center, inner: inner, outer: outer) else {
                return false
            }
        }
        return true
    }

    /// Rows and columns from this one on are never mapped (nor drawn), whatever the buffer's size.
    static let drawableLimit = 1 << 16
    /// The most pixels one map holds (256 MiB of samples); a band with more pixels inside the drawable area is not
    /// drawn.
    static let sampleLimit = 1 << 26

    /// Fills the samples of `rows` pixel by pixel.
    private static func fill(
        _ rows: [Row], firstRow first: Int, center: Point, inner: Double, outer: Double,
        into samples: UnsafeMutableBufferPointer<UInt32>
    ) {
        for (index, row) in rows.enumerated() {
            let dy = Double(first + index) + 0.5 - center.y
            var offset = row.offset
            for x in Int(row.leftStart)..<Int(row.leftEnd) {
                samples[offset] = sample(x: x, dy: dy, center: center, inner: inner, outer: outer)
                offset += 1
            }
            for x in Int(row.rightStart)..<Int(row.rightEnd) {
                samples[offset] = sample(x: x, dy: dy, center: center, inner: inner, outer: outer)
                offset += 1
            }
        }
    }

    /// Whether `center` lies on a symmetry of the pixel grid (each coordinate a whole or a half number): the pixel
    /// centres then pair up across both axes through it, each pair's offsets exact negations of each other.
    static func isOnGridSymmetry(_ center: Point) -> Bool {
        (center.x * 2).rounded() == center.x * 2 && (center.y * 2).rounded() == center.y * 2
    }

    /// Fills the samples of `rows` around a `center` on a grid symmetry (``isOnGridSymmetry(_:)``), bit for bit as
    /// ``fill(_:firstRow:center:inner:outer:into:)`` does: a pixel's coverage and its quadrant angle depend only on
    /// the magnitudes of its offset, so they are worked out once for each column distance of a row and shared by the
    /// row's two sides and by its mirror row below the centre (whose columns are the same: a row's segments depend
    /// on its offset squared). The four pixels' samples are then the quadrant angle's unfoldings, whole numbers, and
    /// a row is a copy of them: the left side's in falling distance, the right side's in rising.
    private static func fillMirrored(
        _ rows: [Row], firstRow first: Int, center: Point, inner: Double, outer: Double,
        into samples: UnsafeMutableBufferPointer<UInt32>
    ) {
        // Offsets are whole numbers plus this fraction (0.5 for a whole-numbered centre, 0 for a half-numbered).
        let fractionX = abs((0.5 - center.x).truncatingRemainder(dividingBy: 1))
        // The row whose pixel centres mirror row y's: 2 cy - 1 - y.
        let mirrorSum = Int(center.y * 2) - 1
        // Per column distance from the row's nearest, four tables one after the other: the samples right and left of
        // the centre in the row, then in its mirror (grown as rows need).
        var tables: [UInt32] = []
        for (index, row) in rows.enumerated() {
            let y = first + index
            let mirrorIndex = mirrorSum - y - first
            // A row whose mirror above it is in the map was written with it.
            if mirrorIndex >= 0, mirrorIndex < index { continue }
            let hasMirror = mirrorIndex > index && mirrorIndex < rows.count
            let dy = Double(y) + 0.5 - center.y
            // The column distances the row's segments reach, |dx| = distance + fractionX.
            var nearest = Int.max
            var farthest = -1
            for range in [Int(row.leftStart)..<Int(row.leftEnd), Int(row.rightStart)..<Int(row.rightEnd)]
            where !range.isEmpty {
                for x in [range.lowerBound, range.upperBound - 1] {
                    let distance = Int(abs(Double(x) + 0.5 - center.x))
                    nearest = min(nearest, distance)
                    farthest = max(farthest, distance)
                }
                // A segment across the centre column reaches distance 0.
                if Double(range.lowerBound) + 0.5 <= center.x, Double(range.upperBound) - 0.5 >= center.x {
                    nearest = 0
                }
            }
            guard farthest >= 0 else { continue }
            let slots = farthest - nearest + 1
            if tables.count < 4 * slots { tables = [UInt32](repeating: 0, count: 4 * slots) }
            tables.withUnsafeMutableBufferPointer { tables in
                for slot in 0..<slots {
                    let dx = Double(nearest + slot) + fractionX
                    let coverage = coverage(dx: dx, dy: dy, inner: inner, outer: outer)
                    // One quadrant angle serves the four pixels: each is its unfolding by the signs of the offset.
                    let quadrant = quadrantAngle(dx: dx, dy: dy)
                    tables[slot] = unfolded(quadrant, dx: dx, dy: dy) << 16 | coverage
                    tables[slots + slot] = unfolded(quadrant, dx: -dx, dy: dy) << 16 | coverage
                    tables[2 * slots + slot] = unfolded(quadrant, dx: dx, dy: -dy) << 16 | coverage
                    tables[3 * slots + slot] = unfolded(quadrant, dx: -dx, dy: -dy) << 16 | coverage
                }
                let written = UnsafeBufferPointer(tables)
                SharedColumns(centerX: center.x, nearest: nearest, tables: written, slots: slots, first: 0)
                    .write(row, into: samples)
                if hasMirror {
                    SharedColumns(centerX: center.x, nearest: nearest, tables: written, slots: slots, first: 2)
                        .write(rows[mirrorIndex], into: samples)
                }
            }
        }
    }

    /// The samples of one row around a centre on a grid symmetry, for each column distance from `nearest` on: of
    /// the pixel right of the centre (an offset of 0 or more) and of the one left of it.
    private struct SharedColumns {
        let centerX: Double
        let nearest: Int
        let right: UnsafeBufferPointer<UInt32>
        let left: UnsafeBufferPointer<UInt32>

        /// The row's columns from tables `first` (right) and `first + 1` (left) of `tables`, `slots` samples each.
        init(centerX: Double, nearest: Int, tables: UnsafeBufferPointer<UInt32>, slots: Int, first: Int) {
            self.centerX = centerX
            self.nearest = nearest
            right = UnsafeBufferPointer(rebasing: tables[first * slots..<(first + 1) * slots])
            left = UnsafeBufferPointer(rebasing: tables[(first + 1) * slots..<(first + 2) * slots])
        }

        func write(_ row: Row, into samples: UnsafeMutableBufferPointer<UInt32>) {
            let leftColumns = Int(row.leftStart)..<Int(row.leftEnd)
            write(leftColumns, into: samples, from: row.offset)
            write(Int(row.rightStart)..<Int(row.rightEnd), into: samples, from: row.offset + leftColumns.count)
        }

        /// Writes the samples of `columns` from `offset` on: those left of the centre, whose distance falls by one a
        /// column, then those right of it, whose distance rises by one (a copy of the table as it is).
        private func write(_ columns: Range<Int>, into samples: UnsafeMutableBufferPointer<UInt32>, from offset: Int) {
            guard !columns.isEmpty, let destination = samples.baseAddress, let left = left.baseAddress,
                let right = right.baseAddress
            else { return }
            // Columns below (cx - 0.5) have negative offsets; the offsets are whole or half numbers, so the
            // distances are exact.
            let firstRight = Int((centerX - 0.5).rounded(.up))
            let leftCount = min(max(firstRight - columns.lowerBound, 0), columns.count)
            var written = destination + offset
            if leftCount > 0 {
                var source = left + (Int(abs(Double(columns.lowerBound) + 0.5 - centerX)) - nearest)
                for _ in 0..<leftCount {
                    written.pointee = source.pointee
                    written += 1
                    source -= 1
                }
            }
            let rightCount = columns.count - leftCount
            if rightCount > 0 {
                let slot = Int(Double(columns.lowerBound + leftCount) + 0.5 - centerX) - nearest
                written.update(from: right + slot, count: rightCount)
            }
        }
    }

    /// The clock angle of the pixel centre at offset `(dx, dy)` within its quadrant, in 1/65536 turn (0 ... 16384):
    /// from 12 or 6 o'clock, whichever is nearer, towards 3 or 9. It is the polynomial octant angle of
    /// `ClockAngle.fastOctantTurns(dx:dy:)` folded past the diagonal, rounded as `UInt32(x + 0.5)` (`x.rounded()`
    /// for every `x` in [0, 16384] but 0.49999999999999994, without the call into the C library that `rounded()`
    /// is on processors without SSE 4.1); 0 for the centre itself.
    @inline(__always)
    static func quadrantAngle(dx: Double, dy: Double) -> UInt32 {
        guard let octant = ClockAngle.fastOctantTurns(dx: dx, dy: dy) else { return 0 }
        let folded = dx.magnitude > dy.magnitude ? 0.25 - octant : octant
        return UInt32(folded * 65536 + 0.5)
    }

    /// The clock angle, in 1/65536 turn (a whole turn wrapping to 0), of the pixel at offset `(dx, dy)` whose
    /// ``quadrantAngle(dx:dy:)`` is `quadrant`: unfolded exactly, so that a pixel and its mirror images across
    /// the vertical and the horizontal through the centre have angles that add up to a whole or a half turn.
    @inline(__always)
    static func unfolded(_ quadrant: UInt32, dx: Double, dy: Double) -> UInt32 {
        // Below the centre the angle runs from 6 o'clock back; left of it, from a whole turn back.
        let half = dy > 0 ? 32768 &- quadrant : quadrant
        return (dx < 0 ? 65536 &- half : half) & 0xFFFF
    }

    /// The packed angle and coverage of the pixel in column `x` at vertical offset `dy` from the centre.
    private static func sample(x: Int, dy: Double, center: Point, inner: Double, outer: Double) -> UInt32 {
        let dx = Double(x) + 0.5 - center.x
        return unfolded(quadrantAngle(dx: dx, dy: dy), dx: dx, dy: dy) << 16
            | coverage(dx: dx, dy: dy, inner: inner, outer: outer)
    }

    /// The band's coverage, 0 ... 255, of the pixel centre at offset `(dx, dy)` from the centre.
    @inline(__always)
    private static func coverage(dx: Double, dy: Double, inner: Double, outer: Double) -> UInt32 {
        let distance = (dx * dx + dy * dy).squareRoot()
        return PixelMath.coverageByte(
            PixelMath.bandCoverage(dx: dx, dy: dy, distance: distance, inner: inner, outer: outer))
    }

    /// The clock angle, in turns, packed in a sample.
    @inline(__always)
    static func turns(of sample: UInt32) -> Double { Double(sample >> 16) * (1.0 / 65536) }
}
