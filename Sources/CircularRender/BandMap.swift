import CircularControl

/// The pixels of one annulus, each with its clock angle and its coverage by the band: a static layer the renderer
/// caches per geometry, so frames that only change the state skip every square root and arctangent.
///
/// For every row that meets the annulus the map keeps up to two segments of columns (left and right of the hole);
/// for every pixel in them one `UInt32`: the clock angle of the pixel centre in the high 16 bits (in 1/65536 turn)
/// and the band coverage 0 ... 255 in the low 8 bits. Pixels of the hole are not stored.
///
/// Edge cases: an annulus with an outer radius of 0 or less, or non-finite values, has no rows.
final class BandMap {
    /// The identity of an annulus: its centre and radii, bit for bit.
    struct Key: Hashable {
        let centerX: UInt64, centerY: UInt64, inner: UInt64, outer: UInt64

        init(center: Point, inner: Double, outer: Double) {
            centerX = center.x.bitPattern
            centerY = center.y.bitPattern
            self.inner = inner.bitPattern
            self.outer = outer.bitPattern
        }
    }

    /// One row's columns: `leftStart ..< leftEnd` and `rightStart ..< rightEnd`, their samples from `offset` on.
    struct Row {
        var leftStart: Int32, leftEnd: Int32, rightStart: Int32, rightEnd: Int32
        var offset: Int
    }

    let center: Point
    let innerRadius: Double
    let outerRadius: Double
    /// The first row of the map.
    let firstRow: Int
    let rows: [Row]
    let samples: [UInt32]
    /// The bounding rectangle of the stored pixels.
    let bounds: PixelRect

    init(center: Point, innerRadius: Double, outerRadius: Double) {
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        guard center.isFinite, innerRadius.isFinite, outerRadius.isFinite, outerRadius > 0,
              abs(center.x) < 1e8, abs(center.y) < 1e8, outerRadius < 1e6 else {
            firstRow = 0
            rows = []
            samples = []
            bounds = .empty
            return
        }
        let reach = outerRadius + 0.5
        let holeReach = innerRadius - 0.5
        let first = Int((center.y - reach).rounded(.down))
        let last = Int((center.y + reach).rounded(.up))
        var rows: [Row] = []
        var samples: [UInt32] = []
        rows.reserveCapacity(last - first + 1)
        var minX = Int.max, maxX = Int.min
        for y in first ... last {
            let dy = Double(y) + 0.5 - center.y
            let outerSquare = reach * reach - dy * dy
            var row = Row(leftStart: 0, leftEnd: 0, rightStart: 0, rightEnd: 0, offset: samples.count)
            guard outerSquare > 0 else { rows.append(row); continue }
            let half = outerSquare.squareRoot()
            let start = Int((center.x - half).rounded(.down))
            let end = Int((center.x + half).rounded(.up))
            var holeStart = end, holeEnd = end
            if holeReach > 0, holeReach * holeReach - dy * dy > 0 {
                let holeHalf = (holeReach * holeReach - dy * dy).squareRoot()
                // Columns whose centre lies strictly inside the hole radius have no coverage.
                holeStart = max(start, Int((center.x - holeHalf - 0.5).rounded(.down)) + 1)
                holeEnd = min(end, Int((center.x + holeHalf - 0.5).rounded(.up)))
                if holeEnd <= holeStart { holeStart = end; holeEnd = end }
            }
            row.leftStart = Int32(start)
            row.leftEnd = Int32(holeStart)
            row.rightStart = Int32(holeEnd)
            row.rightEnd = Int32(holeEnd < end ? end : holeEnd)
            for x in start ..< holeStart { samples.append(Self.sample(x: x, dy: dy, center: center, inner: innerRadius, outer: outerRadius)) }
            for x in holeEnd ..< end { samples.append(Self.sample(x: x, dy: dy, center: center, inner: innerRadius, outer: outerRadius)) }
            minX = min(minX, start)
            maxX = max(maxX, end)
            rows.append(row)
        }
        self.firstRow = first
        self.rows = rows
        self.samples = samples
        self.bounds = minX <= maxX ? PixelRect(minX: minX, minY: first, maxX: maxX, maxY: last + 1) : .empty
    }

    /// The packed angle and coverage of the pixel in column `x` at vertical offset `dy` from the centre.
    private static func sample(x: Int, dy: Double, center: Point, inner: Double, outer: Double) -> UInt32 {
        let dx = Double(x) + 0.5 - center.x
        let distance = (dx * dx + dy * dy).squareRoot()
        let coverage = PixelMath.coverageByte(PixelMath.bandCoverage(dx: dx, dy: dy, distance: distance, inner: inner, outer: outer))
        let turns = ClockAngle.fastTurns(dx: dx, dy: dy)
        var angle = UInt32((turns * 65536).rounded())
        if angle >= 65536 { angle = 0 }
        return angle << 16 | coverage
    }

    /// The clock angle, in turns, packed in a sample.
    @inline(__always)
    static func turns(of sample: UInt32) -> Double { Double(sample >> 16) * (1.0 / 65536) }
}
