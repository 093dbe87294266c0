import CircularControl

/// The knob's drawn disc and shadow for one look.
struct KnobShape {
    let center: Point
    let radius: Double
    let fill: PremultipliedColor
    let shadowCenter: Point
    let shadowOpacity: Double
    let shadowBlur: Double

    init(control: Control, look: KnobLook) {
        let style = control.knobStyle
        let width = control.geometry.lineWidth
        func nonNegative(_ value: Double) -> Double { value.isNaN ? 0 : max(value, 0) }
        let scale: Double, fillColor: RGBAColor, opacityFactor: Double, offsetFactor: Double
        switch look {
        case .idle: (scale, fillColor, opacityFactor, offsetFactor) = (1, style.fill, 1, 1)
        case .hover: (scale, fillColor, opacityFactor, offsetFactor) = (nonNegative(style.hoverScale), style.hoverFill, 1.5, 1.25)
        case .pressed: (scale, fillColor, opacityFactor, offsetFactor) = (nonNegative(style.pressedScale), style.pressedFill, 0.5, 0.4)
        }
        center = control.geometry.knobCenter(atClockAngle: control.arc.clockAngle(atPosition: control.drawnPosition))
        radius = control.geometry.knobRadius * scale
        fill = PremultipliedColor(fillColor)
        shadowCenter = center + Point(x: 0, y: width * nonNegative(style.shadowOffset) * offsetFactor)
        shadowOpacity = min(nonNegative(style.shadowOpacity) * opacityFactor, 1)
        shadowBlur = width * nonNegative(style.shadowBlur)
    }

    /// The pixels the knob and its shadow may touch.
    var bounds: PixelRect {
        let reach = radius + shadowBlur + 1.5
        let disc = PixelRect.covering(minX: center.x - radius - 1.5, minY: center.y - radius - 1.5,
                                      maxX: center.x + radius + 1.5, maxY: center.y + radius + 1.5)
        guard shadowOpacity > 0 else { return disc }
        return disc.union(PixelRect.covering(minX: shadowCenter.x - reach, minY: shadowCenter.y - reach,
                                             maxX: shadowCenter.x + reach, maxY: shadowCenter.y + reach))
    }

    /// The shadow, then the disc, over `destination` at the pixel centre `(x, y)`.
    func shade(x: Double, y: Double, over destination: UInt32) -> UInt32 {
        let point = Point(x: x, y: y)
        var result = PremultipliedColor(pixel: destination)
        if shadowOpacity > 0 {
            let falloff = PixelMath.softEdge(distance: point.distance(to: shadowCenter),
                                             inner: radius - shadowBlur, outer: radius + shadowBlur)
            if falloff > 0 { result = result.shadowed(by: shadowOpacity * falloff) }
        }
        let dx = x - center.x, dy = y - center.y
        let coverage = PixelMath.discCoverage(dx: dx, dy: dy, distance: (dx * dx + dy * dy).squareRoot(), radius: radius)
        result = result.under(fill, coverage: coverage)
        return result.pixel
    }
}

extension Renderer {
    /// Draws the knob of `control` in `look`: a soft shadow below, then the disc.
    func drawKnob(of control: Control, look: KnobLook, into buffer: PixelBuffer, clip: PixelRect) {
        let knob = KnobShape(control: control, look: look)
        guard knob.radius.isFinite, knob.radius > 0 else { return }
        let area = knob.bounds.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y ..< area.maxY {
            let pixels = buffer.row(y)
            for x in area.x ..< area.maxX {
                pixels[x] = knob.shade(x: Double(x) + 0.5, y: Double(y) + 0.5, over: pixels[x])
            }
        }
    }
}
