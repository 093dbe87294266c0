import CircularControl

/// What a ring's frame works out once: the colour table by clock angle, and the regions around the ends where every
/// pixel is computed exactly.
extension RingFrame {
    func makeLookup() -> [UInt32] {
        var table = [UInt32](repeating: 0, count: Self.lookupSize)
        let trackPixel = trackColor.pixel
        for index in 0..<Self.lookupSize {
            let angle = (Double(index) + 0.5) / Double(Self.lookupSize)
            if isMultiTurn {
                table[index] = color(behindTip: behindTip(angle)).pixel
            } else {
                let t = along(angle)
                if t <= extent {
                    table[index] = color(alongArc: t).pixel
                } else if isFullCircle || t <= sweep {
                    table[index] = trackPixel
                }
            }
        }
        return table
    }

    /// Boxes around the start cap, the tip (with its shadow) and, on partial arcs, the track's far end: there the
    /// colour table's assumptions (one layer, radial coverage only) do not hold. A cap, the tip's shadow and the
    /// track's end lie on one side of their radial line, so each box bounds that half and a strip along the line
    /// (where colours jump).
    func makeEndRegions() -> [PixelRect] {
        // One colour-table cell at the outer edge, so that cells straddling an end fall inside the box.
        let cell = 2 * Double.pi * outerRadius / Double(Self.lookupSize)
        let margin = 1.5 + cell
        let half = lineWidth / 2
        /// The bounds of the part of the disc around `center` of `radius` on the side `facing` of the line
        /// through `lineThrough` perpendicular to `facing`, with the margin.
        func halfDisc(around center: Point, radius: Double, facing: Point, lineThrough: Point) -> PixelRect {
            var minX = Double.infinity
            var minY = Double.infinity
            var maxX = -Double.infinity
            var maxY = -Double.infinity
            func include(_ point: Point) {
                minX = min(minX, point.x)
                maxX = max(maxX, point.x)
                minY = min(minY, point.y)
                maxY = max(maxY, point.y)
            }
            // The part is convex, bounded by an arc of the circle and a chord: along each axis its extreme is the
            // circle's own extreme point when that lies on the kept side, or else an end of the chord.
            for direction in [Point(x: 1, y: 0), Point(x: -1, y: 0), Point(x: 0, y: 1), Point(x: 0, y: -1)] {
                let point = center + direction * radius
                if (point.x - lineThrough.x) * facing.x + (point.y - lineThrough.y) * facing.y >= 0 { include(point) }
            }
            // Where the circle crosses the line.
            let offset = (center.x - lineThrough.x) * facing.x + (center.y - lineThrough.y) * facing.y
            if abs(offset) < radius {
                let chordHalf = (radius * radius - offset * offset).squareRoot()
                let foot = center - facing * offset
                include(foot + Point(x: -facing.y, y: facing.x) * chordHalf)
                include(foot - Point(x: -facing.y, y: facing.x) * chordHalf)
            }
            guard minX <= maxX else { return .empty }
            return PixelRect.covering(
                minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
        }
        /// The radial line across the band at clock angle `angle`, with the margin.
        func strip(at angle: Double) -> PixelRect {
            let inner = ClockAngle.point(at: Turns(angle), radius: max(innerRadius - margin, 0), around: center)
            let outer = ClockAngle.point(at: Turns(angle), radius: outerRadius + margin, around: center)
            return PixelRect.covering(
                minX: min(inner.x, outer.x) - margin, minY: min(inner.y, outer.y) - margin,
                maxX: max(inner.x, outer.x) + margin, maxY: max(inner.y, outer.y) + margin)
        }
        var regions: [PixelRect] = []
        var tipRegion = strip(at: tipAngle).union(
            halfDisc(around: tipCenter, radius: half + margin, facing: tipTravel, lineThrough: tipCenter))
        if shadowOpacity > 0 {
            tipRegion = tipRegion.union(
                halfDisc(around: shadowCenter, radius: half + shadowBlur, facing: tipTravel, lineThrough: tipCenter))
        }
        regions.append(tipRegion)
        if !isMultiTurn {
            regions.append(
                strip(at: start).union(
                    halfDisc(
                        around: startCenter, radius: half + margin, facing: startTravel * -1,
                        lineThrough: startCenter)))
        }
        if !isFullCircle {
            let endAngle = coordinates.clockAngle(atTurns: sweep)
            let endTravel = ClockAngle.direction(of: Turns(coordinates.clockAngle(atTurns: sweep + 0.25)))
            regions.append(
                strip(at: endAngle).union(
                    halfDisc(
                        around: sweepEndCenter, radius: half + margin, facing: endTravel,
                        lineThrough: sweepEndCenter)))
        }
        return regions
    }
}
