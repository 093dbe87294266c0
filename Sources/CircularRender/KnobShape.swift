import CircularControl

/// The knob's drawn disc and shadow in one state.
struct KnobShape {
    let center: Point
    let radius: Double
    let fill: PremultipliedColor
    let shadowCenter: Point
    let shadowOpacity: Double
    let shadowBlur: Double
    let fillPixel: UInt32

    init(control: Control, state: KnobState) {
        let style = control.knobStyle
        let width = control.geometry.lineWidth
        func nonNegative(_ value: Double) -> Double { value.isNaN ? 0 : max(value, 0) }
        let scale: Double
        let fillColor: RGBAColor
        let opacityFactor: Double
        let offsetFactor: Double
        switch state {
        case .idle: (scale, fillColor, opacityFactor, offsetFactor) = (1, style.fill, 1, 1)
        case .hover:
            (scale, fillColor, opacityFactor, offsetFactor) = (
                nonNegative(style.hoverScale), style.hoverFill, 1.5, 1.25
            )
        case .pressed:
            (scale, fillColor, opacityFactor, offsetFactor) = (
                nonNegative(style.pressedScale), style.pressedFill, 0.5, 0.4
            )
        }
        center = control.geometry.knobCenter(atClockAngle: control.arc.clockAngle(atPosition: control.drawnPosition))
        radius = control.geometry.knobRadius * scale
        fill = PremultipliedColor(fillColor)
        fillPixel = fillColor.premultipliedARGB
        shadowCenter = center + Point(x: 0, y: width * nonNegative(style.shadowOffset) * offsetFactor)
        // A shadow blurred over an infinite distance is nowhere: its edge arithmetic would give NaN coverage.
        let blur = width * nonNegative(style.shadowBlur)
        shadowOpacity = blur.isFinite ? min(nonNegative(style.shadowOpacity) * opacityFactor, 1) : 0
        shadowBlur = blur.isFinite ? blur : 0
    }

    /// True when the disc has a finite, positive radius: only such a knob is drawn (and hides what lies beneath).
    var isDrawn: Bool { radius.isFinite && radius > 0 }

    /// The disc whose pixels this knob overwrites with its opaque fill (pixel centres strictly inside), or `nil`
    /// for a translucent fill.
    var occluder: Occluder? {
        let core = radius - 0.76
        guard isDrawn, fillPixel >= 0xFF00_0000, core > 1 else { return nil }
        return Occluder(center: center, radius: core)
    }

    /// The pixels the knob and its shadow may touch.
    var bounds: PixelRect {
        let reach = radius + shadowBlur + 1.5
        let disc = PixelRect.covering(
            minX: center.x - radius - 1.5, minY: center.y - radius - 1.5,
            maxX: center.x + radius + 1.5, maxY: center.y + radius + 1.5)
        guard shadowOpacity > 0 else { return disc }
        return disc.union(
            PixelRect.covering(
                minX: shadowCenter.x - reach, minY: shadowCenter.y - reach,
                maxX: shadowCenter.x + reach, maxY: shadowCenter.y + reach))
    }

    /// The shadow, then the disc, over `destination` at the pixel centre `(x, y)`.
    @inline(__always)
    func shade(x: Double, y: Double, over destination: UInt32) -> UInt32 {
        let dx = x - center.x
        let dy = y - center.y
        let square = dx * dx + dy * dy
        let core = radius - 0.75
        // Inside the disc's core an opaque fill hides the shadow.
        if core > 0, square < core * core, fillPixel >= 0xFF00_0000 { return fillPixel }
        let rim = radius + 0.75
        let shadowX = x - shadowCenter.x
        let shadowY = y - shadowCenter.y
        let shadowSquare = shadowX * shadowX + shadowY * shadowY
        let shadowReach = radius + shadowBlur
        let inShadow = shadowOpacity > 0 && shadowSquare < shadowReach * shadowReach
        guard inShadow || square < rim * rim else { return destination }
        var shadow = 0.0
        if inShadow {
            shadow =
                shadowOpacity
                * PixelMath.softEdge(
                    distance: shadowSquare.squareRoot(), inner: radius - shadowBlur, outer: shadowReach)
        }
        guard square < rim * rim else {
            // The shadow alone: black of that opacity over the destination, in integers.
            return PixelMath.over(PixelMath.coverageByte(shadow) << 24, destination)
        }
        var result = PremultipliedColor(pixel: destination)
        if shadow > 0 { result = result.shadowed(by: shadow) }
        do {
            let coverage = PixelMath.discCoverage(dx: dx, dy: dy, distance: square.squareRoot(), radius: radius)
            result = result.under(fill, coverage: coverage)
        }
        return result.pixel
    }
}
