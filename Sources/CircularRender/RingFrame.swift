import CircularControl

/// Everything one frame of one progress ring needs, derived once from the control: the arc's extent, the gradient
/// mapping, the caps, the tip's shadow, and a colour table indexed by clock angle for the pixels away from the ends.
///
/// Along-arc coordinates are in turns from the arc's start in the arc's direction (`t`), or behind the tip (`u`)
/// once the ring has gone round more than once.
struct RingFrame {
    /// The number of entries of ``lookup`` per turn (angle index = top 10 bits of a ``BandMap`` sample).
    static let lookupSize = 1024

    /// The position below which a ring looks the same away from its tip whatever the value: the gradient is laid
    /// over half the sweep, the seam band has not begun to fade in, and the tip casts no shadow. A change of value
    /// below it redraws only the stretch between the two tips (``Renderer/damage(from:to:canvas:)``).
    static let valueIndependentBelow = 0.5

    let center: Point
    let radius: Double
    let lineWidth: Double
    let innerRadius: Double
    let outerRadius: Double
    /// The arc's angle convention in turns (the core's): its start, direction and sweep.
    let coordinates: ArcCoordinates
    /// The arc's start clock angle, in [0, 1).
    var start: Double { coordinates.start }
    /// +1 clockwise, -1 counter-clockwise.
    var sign: Double { coordinates.sign }
    /// The sweep, in turns.
    var sweep: Double { coordinates.sweep }
    var isFullCircle: Bool { coordinates.isFullCircle }
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
    /// The stops' locations and straight-alpha components, for the per-pixel interpolation.
    private let stopLocations: [Double]
    private let stopComponents: [(red: Double, green: Double, blue: Double, alpha: Double)]
    let trackColor: PremultipliedColor
    let startColor: PremultipliedColor
    private(set) var tipColor: PremultipliedColor
    private(set) var tipPixel: UInt32 = 0
    let startCenter: Point
    let tipCenter: Point
    let sweepEndCenter: Point
    let shadowOpacity: Double
    let shadowCenter: Point
    /// The unit vectors of travel (along the arc's direction) at the tip and at the start, and their sorted
    /// absolute components, for the anti-aliasing of the radial lines where colours jump.
    let tipTravel: Point
    let startTravel: Point
    let tipTravelComponents: (major: Double, minor: Double)
    let startTravelComponents: (major: Double, minor: Double)
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
        coordinates = arc.coordinates
        let isFullCircle = coordinates.isFullCircle
        let sweep = coordinates.sweep
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
            gradientLength = max(extent, Self.valueIndependentBelow * sweep)
            let fadeIn = min(max((position - Self.valueIndependentBelow) / 0.3, 0), 1)
            seamBand = min(band, 0.25 * gradientLength) * fadeIn
        }
        stops = style.progress.stops
        stopLocations = stops.map(\.location)
        stopComponents = stops.map { stop in
            (RGBAColor.unit(stop.color.red), RGBAColor.unit(stop.color.green), RGBAColor.unit(stop.color.blue),
             RGBAColor.unit(stop.color.alpha))
        }
        trackColor = PremultipliedColor(style.resolvedTrackColor)
        startColor = PremultipliedColor(Paint.color(in: stops, at: 0))
        startCenter = geometry.knobCenter(atClockAngle: arc.start)
        tipCenter = geometry.knobCenter(atClockAngle: Turns(tipAngle))
        sweepEndCenter = geometry.knobCenter(atClockAngle: arc.clockAngle(atPosition: 1))
        let opacity = style.tipShadowOpacity.isNaN ? 0 : min(max(style.tipShadowOpacity, 0), 1)
        shadowOpacity = isFullCircle ? opacity * min(max((position - 0.92) / 0.03, 0), 1) : 0
        let travel = ClockAngle.direction(of: Turns(tipAngle + 0.25 * coordinates.sign))
        shadowCenter = tipCenter + travel * (lineWidth / 10)
        tipTravel = travel
        startTravel = ClockAngle.direction(of: Turns(coordinates.clockAngle(atTurns: 0.25)))
        tipTravelComponents = PixelMath.normalComponents(dx: tipTravel.x, dy: tipTravel.y, length: 1)
        startTravelComponents = PixelMath.normalComponents(dx: startTravel.x, dy: startTravel.y, length: 1)
        shadowBlur = lineWidth / 3
        // Placeholder values so that the methods below can be used to finish the initialisation.
        tipColor = .clear
        lookup = []
        endRegions = []
        tipColor = isMultiTurn ? paintColor(at: 1) : color(alongArc: extent)
        tipPixel = tipColor.pixel
        lookup = makeLookup()
        endRegions = makeEndRegions()
    }

    // MARK: Along the arc

    /// The turns from the arc's start to clock angle `angle`, in the arc's direction, in [0, 1).
    @inline(__always)
    func along(_ angle: Double) -> Double {
        coordinates.turnsAlong(toClockAngle: angle)
    }

    /// The turns from clock angle `angle` back to the tip, against the arc's direction, in [0, 1).
    @inline(__always)
    func behindTip(_ angle: Double) -> Double {
        coordinates.turnsBehind(tipAngle, toClockAngle: angle)
    }

    /// The paint's premultiplied colour at `location` (0 ... 1, clamped): the stops' straight-alpha colours
    /// interpolated, then premultiplied, as ``Paint/color(at:)`` does.
    @inline(__always)
    func paintColor(at location: Double) -> PremultipliedColor {
        let count = stopLocations.count
        var lower = 0
        var fraction = 0.0
        if !(location > stopLocations[0]) {
            lower = 0
        } else if location >= stopLocations[count - 1] {
            lower = count - 1
        } else {
            var upper = 1
            while upper < count - 1, stopLocations[upper] <= location { upper += 1 }
            lower = upper - 1
            let span = stopLocations[upper] - stopLocations[lower]
            fraction = span > 0 ? (location - stopLocations[lower]) / span : 1
        }
        let a = stopComponents[lower]
        var (red, green, blue, alpha) = a
        if fraction > 0 {
            let b = stopComponents[lower + 1]
            red += (b.red - red) * fraction
            green += (b.green - green) * fraction
            blue += (b.blue - blue) * fraction
            alpha += (b.alpha - alpha) * fraction
        }
        return PremultipliedColor(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
    }

    /// The progress colour at `t` turns along the arc (below one turn).
    @inline(__always)
    func color(alongArc t: Double) -> PremultipliedColor {
        let usable = gradientLength - 2 * seamBand
        return paintColor(at: usable > 0 ? (t - seamBand) / usable : 0)
    }

    /// The progress colour `u` turns behind the tip (past one turn: the gradient covers the last turn).
    @inline(__always)
    func color(behindTip u: Double) -> PremultipliedColor {
        let usable = 1 - 2 * seamBand
        return paintColor(at: usable > 0 ? (1 - u - seamBand) / usable : 1)
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
    /// colour table's assumptions (one layer, radial coverage only) do not hold. A cap, the tip's shadow and the
    /// track's end lie on one side of their radial line, so each box bounds that half and a strip along the line
    /// (where colours jump).
    private func makeEndRegions() -> [PixelRect] {
        // One colour-table cell at the outer edge, so that cells straddling an end fall inside the box.
        let cell = 2 * Double.pi * outerRadius / Double(Self.lookupSize)
        let margin = 1.5 + cell
        let half = lineWidth / 2
        /// The bounds of the part of the disc around `center` of `radius` on the side `facing` of the line
        /// through `lineThrough` perpendicular to `facing`, with the margin.
        func halfDisc(around center: Point, radius: Double, facing: Point, lineThrough: Point) -> PixelRect {
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            func include(_ point: Point) {
                minX = min(minX, point.x); maxX = max(maxX, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
            for step in 0 ..< 64 {
                let point = ClockAngle.point(at: Turns(Double(step) / 64), radius: radius, around: center)
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
            // One sample step of the circle can cut inside it by radius * (1 - cos(pi / 64)), under 0.2 %.
            let slack = margin + radius * 0.002
            return PixelRect.covering(minX: minX - slack, minY: minY - slack, maxX: maxX + slack, maxY: maxY + slack)
        }
        /// The radial line across the band at clock angle `angle`, with the margin.
        func strip(at angle: Double) -> PixelRect {
            let inner = ClockAngle.point(at: Turns(angle), radius: max(innerRadius - margin, 0), around: center)
            let outer = ClockAngle.point(at: Turns(angle), radius: outerRadius + margin, around: center)
            return PixelRect.covering(minX: min(inner.x, outer.x) - margin, minY: min(inner.y, outer.y) - margin,
                                      maxX: max(inner.x, outer.x) + margin, maxY: max(inner.y, outer.y) + margin)
        }
        var regions: [PixelRect] = []
        var tipRegion = strip(at: tipAngle).union(halfDisc(around: tipCenter, radius: half + margin, facing: tipTravel, lineThrough: tipCenter))
        if shadowOpacity > 0 {
            tipRegion = tipRegion.union(halfDisc(around: shadowCenter, radius: half + shadowBlur, facing: tipTravel, lineThrough: tipCenter))
        }
        regions.append(tipRegion)
        if !isMultiTurn {
            regions.append(strip(at: start).union(halfDisc(around: startCenter, radius: half + margin, facing: startTravel * -1,
                                                           lineThrough: startCenter)))
        }
        if !isFullCircle {
            let endAngle = coordinates.clockAngle(atTurns: sweep)
            let endTravel = ClockAngle.direction(of: Turns(coordinates.clockAngle(atTurns: sweep + 0.25)))
            regions.append(strip(at: endAngle).union(halfDisc(around: sweepEndCenter, radius: half + margin, facing: endTravel,
                                                              lineThrough: sweepEndCenter)))
        }
        return regions
    }

    // MARK: Exact per-pixel colour

    /// The composite of the ring's layers over `destination` at the pixel in `column`, `row`, whose band sample
    /// (cached angle and coverage) is `sample`: track, the arc and start cap beneath, the tip's shadow, the tip's
    /// cap on top. Pixels that no cap, shadow or seam reaches take the colour table's path.
    @inline(__always)
    func shade(sample: UInt32, column: Int, row: Int, over destination: UInt32) -> UInt32 {
        let band = Double(sample & 0xFF) * (1.0 / 255)
        let angle = BandMap.turns(of: sample)
        let x = Double(column) + 0.5, y = Double(row) + 0.5
        let half = lineWidth / 2
        let reachSquare = (half + 1) * (half + 1)
        let coreSquare = half > 0.75 ? (half - 0.75) * (half - 0.75) : 0
        let cell = 2.0 / Double(Self.lookupSize)
        /// The coverage of the cap disc around `point`; no square root when the pixel is clearly outside or inside.
        @inline(__always) func disc(_ point: Point) -> Double {
            let offsetX = x - point.x, offsetY = y - point.y
            let square = offsetX * offsetX + offsetY * offsetY
            guard square < reachSquare else { return 0 }
            guard square >= coreSquare else { return band }
            return min(band, PixelMath.discCoverage(dx: offsetX, dy: offsetY, distance: square.squareRoot(), radius: half))
        }
        var trackCoverage = 0.0
        var beneathCoverage: Double
        /// Where the beneath layer's colour comes from: the table (0), the gradient at `along` (1), the start colour (2).
        var beneathSource = 0
        var along = 0.0
        var coordinate: Double
        var ahead: Bool
        var exact: Bool
        if isMultiTurn {
            let u = behindTip(angle)
            coordinate = u
            beneathCoverage = band
            exact = u < cell || u > 1 - cell
            if exact { (beneathSource, along) = (1, u) }
            ahead = u > 0.5
        } else {
            let t = self.along(angle)
            coordinate = t
            // The table's cells that straddle an end take the exact path (t is in [0, 1), the marks in [0, 1]).
            exact = t < cell || t > 1 - cell || abs(t - extent) < cell || (!isFullCircle && abs(t - sweep) < cell)
            if isFullCircle || t <= sweep {
                trackCoverage = band
            } else {
                trackCoverage = max(disc(startCenter), disc(sweepEndCenter))
                exact = exact || trackCoverage > 0
            }
            if t <= extent {
                beneathCoverage = band
                if exact { (beneathSource, along) = (1, t) }
            } else {
                beneathCoverage = disc(startCenter)
                beneathSource = 2
                exact = exact || beneathCoverage > 0
            }
            let delta = t - extent
            ahead = (delta > 0 && delta < 0.5) || delta < -0.5
        }
        let tipCoverage = ahead ? disc(tipCenter) : 0
        var shadow = 0.0
        if ahead, shadowOpacity > 0 {
            let offsetX = x - shadowCenter.x, offsetY = y - shadowCenter.y
            let square = offsetX * offsetX + offsetY * offsetY
            let outer = half + shadowBlur
            if square < outer * outer {
                shadow = shadowOpacity * PixelMath.softEdge(distance: square.squareRoot(), inner: half - shadowBlur, outer: outer)
            }
        }
        if !exact, tipCoverage == 0, shadow == 0 || sample & 0xFF == 255 {
            // One layer with the band's coverage, perhaps shadowed: the colour table's path in integers.
            let color = lookup[Int(truncatingIfNeeded: sample >> 22)]
            let covered = color == 0 ? destination : PixelMath.over(PixelMath.scale(color, by: sample & 0xFF), destination)
            guard shadow > 0 else { return covered }
            return PixelMath.over(PixelMath.coverageByte(shadow) << 24, covered)
        }
        if tipCoverage >= 1, tipColor.alpha >= 1 { return tipPixel }
        if exact, let split = lineSplit(coordinate: coordinate, x: x, y: y) {
            // A radial line where the colour jumps crosses the pixel: mix the two sides by their areas.
            let below = PremultipliedColor(pixel: destination)
            let first = composite(coordinate: split.first, band: band, x: x, y: y, over: below)
            let second = composite(coordinate: split.second, band: band, x: x, y: y, over: below)
            return first.mixed(with: second, share: split.shareOfFirst).pixel
        }
        let beneathColor: PremultipliedColor
        switch beneathSource {
        case 1: beneathColor = isMultiTurn ? color(behindTip: along) : color(alongArc: along)
        case 2: beneathColor = startColor
        default: beneathColor = PremultipliedColor(pixel: lookup[Int(truncatingIfNeeded: sample >> 22)])
        }
        // Inside a cap, an opaque colour alone decides the pixel.
        if tipCoverage <= 0, shadow <= 0, beneathCoverage >= 1, beneathColor.alpha >= 1 { return beneathColor.pixel }
        let below = PremultipliedColor(pixel: destination)
        let visibleTrack = max(0, trackCoverage - max(beneathCoverage, tipCoverage))
        return Self.layered(below: below, band: band, trackColor: trackColor, track: visibleTrack, beneathColor: beneathColor,
                            beneath: beneathCoverage, shadow: shadow, tipColor: tipColor, tip: tipCoverage).pixel
    }

    /// The layers of one pixel over `below`. Every layer lies within the band, so each is composited with its
    /// share of the band's part of the pixel: the track, the beneath layer, the shadow of opacity `shadow` (it falls
    /// on the band only), the tip's cap; then that part is mixed with `below` by the band's coverage. Coverages are
    /// of the whole pixel.
    @inline(__always)
    static func layered(below: PremultipliedColor, band: Double, trackColor: PremultipliedColor, track: Double,
                        beneathColor: PremultipliedColor, beneath: Double, shadow: Double,
                        tipColor: PremultipliedColor, tip: Double) -> PremultipliedColor {
        guard band > 0 else { return below }
        let scale = 1 / band
        var inside = below.under(trackColor, coverage: min(track * scale, 1))
        inside = inside.under(beneathColor, coverage: min(beneath * scale, 1))
        if shadow > 0 { inside = inside.shadowed(by: shadow) }
        inside = inside.under(tipColor, coverage: min(tip * scale, 1))
        return inside.mixed(with: below, share: min(band, 1))
    }

    /// The two along-arc coordinates on either side of the radial line through the tip or the start that passes
    /// within a pixel of `(x, y)`, and the share of the pixel on the first side; `nil` away from those lines.
    private func lineSplit(coordinate: Double, x: Double, y: Double) -> (first: Double, second: Double, shareOfFirst: Double)? {
        let cell = 2.0 / Double(Self.lookupSize)
        let justBelowOne = 1 - 1e-9
        if isMultiTurn {
            // Behind the tip the gradient ends (u = 0); ahead lies the start of the last turn (u just below 1).
            guard coordinate < cell || coordinate > 1 - cell else { return nil }
            let ahead = (x - tipCenter.x) * tipTravel.x + (y - tipCenter.y) * tipTravel.y
            guard abs(ahead) < 1 else { return nil }
            let behindShare = PixelMath.edgeCoverage(-ahead, major: tipTravelComponents.major, minor: tipTravelComponents.minor)
            return (0, justBelowOne, behindShare)
        }
        if abs(coordinate - extent) < cell {
            let ahead = (x - tipCenter.x) * tipTravel.x + (y - tipCenter.y) * tipTravel.y
            guard abs(ahead) < 1 else { return nil }
            let behindShare = PixelMath.edgeCoverage(-ahead, major: tipTravelComponents.major, minor: tipTravelComponents.minor)
            return (extent, min(extent + 1e-9, justBelowOne), behindShare)
        }
        if coordinate < cell || coordinate > 1 - cell {
            let past = (x - startCenter.x) * startTravel.x + (y - startCenter.y) * startTravel.y
            guard abs(past) < 1 else { return nil }
            let insideShare = PixelMath.edgeCoverage(past, major: startTravelComponents.major, minor: startTravelComponents.minor)
            return (0, justBelowOne, insideShare)
        }
        return nil
    }

    /// Every layer at the pixel centre `(x, y)`, classified as if its along-arc coordinate were `coordinate`
    /// (turns from the start below one turn, turns behind the tip past it), over `below`.
    private func composite(coordinate: Double, band: Double, x: Double, y: Double, over below: PremultipliedColor) -> PremultipliedColor {
        let half = lineWidth / 2
        func disc(_ point: Point) -> Double {
            let offsetX = x - point.x, offsetY = y - point.y
            let distance = (offsetX * offsetX + offsetY * offsetY).squareRoot()
            return min(band, PixelMath.discCoverage(dx: offsetX, dy: offsetY, distance: distance, radius: half))
        }
        var trackCoverage = 0.0
        let beneathCoverage: Double
        let beneathColor: PremultipliedColor
        let ahead: Bool
        if isMultiTurn {
            beneathCoverage = band
            beneathColor = color(behindTip: coordinate)
            ahead = coordinate > 0.5
        } else {
            let t = coordinate
            trackCoverage = (isFullCircle || t <= sweep) ? band : max(disc(startCenter), disc(sweepEndCenter))
            if t <= extent {
                beneathCoverage = band
                beneathColor = color(alongArc: t)
            } else {
                beneathCoverage = disc(startCenter)
                beneathColor = startColor
            }
            let delta = t - extent
            ahead = (delta > 0 && delta < 0.5) || delta < -0.5
        }
        let tipCoverage = ahead ? disc(tipCenter) : 0
        var shadow = 0.0
        if ahead, shadowOpacity > 0 {
            let distance = Point(x: x, y: y).distance(to: shadowCenter)
            shadow = shadowOpacity * PixelMath.softEdge(distance: distance, inner: half - shadowBlur, outer: half + shadowBlur)
        }
        return Self.layered(below: below, band: band, trackColor: trackColor, track: max(0, trackCoverage - max(beneathCoverage, tipCoverage)),
                            beneathColor: beneathColor, beneath: beneathCoverage, shadow: shadow, tipColor: tipColor, tip: tipCoverage)
    }
}
