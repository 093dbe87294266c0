import CircularControl

/// Everything one frame of one progress ring needs, derived once from the control: the arc's extent, the gradient
/// mapping, the caps, the tip's shadow, and a colour table indexed by clock angle for the pixels away from the ends.
///
/// Along-arc coordinates are in turns from the arc's start in the arc's direction (`t`), or behind the tip (`u`)
/// once the ring has gone round more than once.
struct RingFrame {
    /// The number of entries of ``lookup`` per turn (angle index = top 10 bits of a ``BandMap`` sample).
    static let lookupSize = 1024

    let center: Point
    let radius: Double
    let lineWidth: Double
    let innerRadius: Double
    let outerRadius: Double
    /// The arc's start clock angle, in [0, 1).
    let start: Double
    /// +1 clockwise, -1 counter-clockwise.
    let sign: Double
    /// The sweep, in turns.
    let sweep: Double
    let isFullCircle: Bool
    /// True past one full turn: the band is covered and the gradient ends at the tip.
    let isMultiTurn: Bool
    /// The extent of the progress arc in turns along the arc (below one turn).
    let extent: Double
    /// The tip's clock angle.
    let tipAngle: Double
    /// The gradient's length in turns and its solid bands at both ends (below one turn).
    let gradientLength: Double
    let seamBand: Double
    let stops: [GradientStop]
    let trackColor: PremultipliedColor
    let startColor: PremultipliedColor
    private(set) var tipColor: PremultipliedColor
    let startCenter: Point
    let tipCenter: Point
    let sweepEndCenter: Point
    let shadowOpacity: Double
    let shadowCenter: Point
    let shadowBlur: Double
    /// Premultiplied colours by clock angle (``lookupSize`` per turn) for pixels away from the arc's ends.
    private(set) var lookup: [UInt32]
    /// The regions around the ends, where every pixel is computed exactly.
    private(set) var endRegions: [PixelRect]

    init(control: Control, style: RingStyle) {
        let geometry = control.geometry
        let arc = control.arc
        center = geometry.center
        radius = geometry.radius
        lineWidth = geometry.lineWidth
        innerRadius = geometry.innerRadius
        outerRadius = geometry.outerRadius
        start = arc.start.normalized.value
        sign = arc.direction.sign
        isFullCircle = arc.isFullCircle
        sweep = isFullCircle ? 1 : arc.sweep.value
        let position = control.drawnPosition
        isMultiTurn = isFullCircle && position >= 1
        extent = isMultiTurn ? 1 : position * sweep
        tipAngle = arc.clockAngle(atPosition: position).value
        let circumference = 2 * Double.pi * radius
        let band = max(style.seamBandWidths.isNaN ? 0 : style.seamBandWidths, 0) * lineWidth / circumference
        if isMultiTurn {
            gradientLength = 1
            seamBand = min(band, 0.25)
        } else {
            gradientLength = max(extent, 0.5 * sweep)
            let fadeIn = min(max((position - 0.5) / 0.3, 0), 1)
            seamBand = min(band, 0.25 * gradientLength) * fadeIn
        }
        stops = style.progress.stops
        trackColor = PremultipliedColor(style.resolvedTrackColor)
        startColor = PremultipliedColor(Paint.color(in: stops, at: 0))
        startCenter = geometry.knobCenter(atClockAngle: arc.start)
        tipCenter = geometry.knobCenter(atClockAngle: Turns(tipAngle))
        sweepEndCenter = geometry.knobCenter(atClockAngle: arc.clockAngle(atPosition: 1))
        let opacity = style.tipShadowOpacity.isNaN ? 0 : min(max(style.tipShadowOpacity, 0), 1)
        shadowOpacity = isFullCircle ? opacity * min(max((position - 0.92) / 0.03, 0), 1) : 0
        let travel = ClockAngle.direction(of: Turns(tipAngle + 0.25 * sign))
        shadowCenter = tipCenter + travel * (lineWidth / 10)
        shadowBlur = lineWidth / 3
        // Placeholder values so that the methods below can be used to finish the initialisation.
        tipColor = .clear
        lookup = []
        endRegions = []
        tipColor = isMultiTurn ? PremultipliedColor(Paint.color(in: stops, at: 1)) : color(alongArc: extent)
        lookup = makeLookup()
        endRegions = makeEndRegions()
    }

    // MARK: Along the arc

    /// The turns from the arc's start to clock angle `angle`, in the arc's direction, in [0, 1).
    @inline(__always)
    func along(_ angle: Double) -> Double {
        let value = (angle - start) * sign
        return value - value.rounded(.down)
    }

    /// The turns from clock angle `angle` back to the tip, against the arc's direction, in [0, 1).
    @inline(__always)
    func behindTip(_ angle: Double) -> Double {
        let value = (tipAngle - angle) * sign
        return value - value.rounded(.down)
    }

    /// The progress colour at `t` turns along the arc (below one turn).
    func color(alongArc t: Double) -> PremultipliedColor {
        let usable = gradientLength - 2 * seamBand
        let location = usable > 0 ? (t - seamBand) / usable : 0
        return PremultipliedColor(Paint.color(in: stops, at: location))
    }

    /// The progress colour `u` turns behind the tip (past one turn: the gradient covers the last turn).
    func color(behindTip u: Double) -> PremultipliedColor {
        let usable = 1 - 2 * seamBand
        let location = usable > 0 ? (1 - u - seamBand) / usable : 1
        return PremultipliedColor(Paint.color(in: stops, at: location))
    }

    // MARK: Precomputation

    private func makeLookup() -> [UInt32] {
        var table = [UInt32](repeating: 0, count: Self.lookupSize)
        let trackPixel = trackColor.pixel
        for index in 0 ..< Self.lookupSize {
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
    /// colour table's assumptions (one layer, radial coverage only) do not hold.
    private func makeEndRegions() -> [PixelRect] {
        // One colour-table cell at the outer edge, so that cells straddling an end fall inside the box.
        let cell = 2 * Double.pi * outerRadius / Double(Self.lookupSize)
        let margin = 1.5 + cell
        func box(around point: Point, radius: Double) -> PixelRect {
            PixelRect.covering(minX: point.x - radius - margin, minY: point.y - radius - margin,
                               maxX: point.x + radius + margin, maxY: point.y + radius + margin)
        }
        let half = lineWidth / 2
        var regions: [PixelRect] = []
        var tipRegion = box(around: tipCenter, radius: half)
        if shadowOpacity > 0 { tipRegion = tipRegion.union(box(around: shadowCenter, radius: half + shadowBlur)) }
        regions.append(tipRegion)
        if !isMultiTurn { regions.append(box(around: startCenter, radius: half)) }
        if !isFullCircle { regions.append(box(around: sweepEndCenter, radius: half)) }
        return regions
    }

    // MARK: Exact per-pixel colour

    /// The exact composite of the ring's layers over `destination` at the pixel centre `(x, y)`: track, the arc
    /// and start cap beneath, the tip's shadow, the tip's cap on top.
    func shade(x: Double, y: Double, over destination: UInt32) -> UInt32 {
        let dx = x - center.x, dy = y - center.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let band = PixelMath.bandCoverage(dx: dx, dy: dy, distance: distance, inner: innerRadius, outer: outerRadius)
        guard band > 0 else { return destination }
        let angle = ClockAngle.fastTurns(dx: dx, dy: dy)
        let half = lineWidth / 2
        func disc(_ point: Point) -> Double {
            let offsetX = x - point.x, offsetY = y - point.y
            let reach = (offsetX * offsetX + offsetY * offsetY).squareRoot()
            return min(band, PixelMath.discCoverage(dx: offsetX, dy: offsetY, distance: reach, radius: half))
        }
        var trackCoverage = 0.0
        var beneathCoverage: Double
        var beneathColor: PremultipliedColor
        var ahead: Bool
        if isMultiTurn {
            let u = behindTip(angle)
            beneathCoverage = band
            beneathColor = color(behindTip: u)
            ahead = u > 0.5
        } else {
            let t = along(angle)
            trackCoverage = (isFullCircle || t <= sweep) ? band : max(disc(startCenter), disc(sweepEndCenter))
            if t <= extent {
                beneathCoverage = band
                beneathColor = color(alongArc: t)
            } else {
                beneathCoverage = disc(startCenter)
                beneathColor = startColor
            }
            let ahead_ = t - extent
            let delta = ahead_ - ahead_.rounded(.down)
            ahead = delta > 0 && delta < 0.5
        }
        let tipCoverage = ahead ? disc(tipCenter) : 0
        var result = PremultipliedColor(pixel: destination)
        let visibleTrack = max(0, trackCoverage - max(beneathCoverage, tipCoverage))
        result = result.under(trackColor, coverage: visibleTrack)
        result = result.under(beneathColor, coverage: beneathCoverage)
        if ahead, shadowOpacity > 0 {
            let shadowDistance = Point(x: x, y: y).distance(to: shadowCenter)
            let shade = shadowOpacity * band * PixelMath.softEdge(distance: shadowDistance, inner: half - shadowBlur, outer: half + shadowBlur)
            result = result.shadowed(by: shade)
        }
        result = result.under(tipColor, coverage: tipCoverage)
        return result.pixel
    }
}
