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
    let stopLocations: [Double]
    let stopComponents: [RGBAColor]
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
            RGBAColor(
                red: RGBAColor.unit(stop.color.red), green: RGBAColor.unit(stop.color.green),
                blue: RGBAColor.unit(stop.color.blue), alpha: RGBAColor.unit(stop.color.alpha))
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
}
