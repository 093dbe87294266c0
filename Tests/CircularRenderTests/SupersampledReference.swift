import CircularControl
import CircularRender

/// A slow, independent picture of a scene: every shape is point-sampled (inside or outside, no anti-aliasing) on a
/// 16 x 16 grid per pixel, all layers are composited per sample, and the samples are averaged.
///
/// It shares the definition of the looks with the renderer (which colour where), not its anti-aliasing: exact
/// `atan2` angles instead of the polynomial, no colour table, no cached coverage.
///
/// To keep the debug-build tests quick, a pixel is first probed on a 5 x 5 grid that includes its corners and
/// edges; only where the probes disagree by more than 1/512 (an edge, a seam or a steep shadow reaches the pixel)
/// is the full 16 x 16 grid used, elsewhere the 25 probes are averaged. An edge can only slip past the probes by
/// clipping a corner between two of them, at most 1/32 of the pixel; no shape of the reference scenes is thinner
/// than a quarter pixel.
struct SupersampledReference {
    struct Color {
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0

        init(red: Double = 0, green: Double = 0, blue: Double = 0, alpha: Double = 0) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        init(_ color: RGBAColor) {
            self.init(
                red: color.red * color.alpha, green: color.green * color.alpha, blue: color.blue * color.alpha,
                alpha: color.alpha)
        }

        /// `top` composited over `self`.
        func covered(by top: Color) -> Color {
            let keep = 1 - top.alpha
            return Color(
                red: top.red + red * keep, green: top.green + green * keep, blue: top.blue + blue * keep,
                alpha: top.alpha + alpha * keep)
        }

        func shadowed(by opacity: Double) -> Color { covered(by: Color(alpha: opacity)) }
    }

    let scene: Scene

    /// The reference image, channels 0 ... 1 premultiplied, row after row.
    func render(width: Int, height: Int) -> [Color] {
        var result: [Color] = []
        result.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { result.append(pixel(x: x, y: y)) }
        }
        return result
    }

    private func pixel(x: Int, y: Int) -> Color {
        var probes: [Color] = []
        for j in 0..<5 {
            for i in 0..<5 {
                probes.append(sample(Point(x: Double(x) + Double(i) / 4, y: Double(y) + Double(j) / 4)))
            }
        }
        let spread =
            [\Color.red, \.green, \.blue, \.alpha].map { key in
                (probes.map { $0[keyPath: key] }.max() ?? 0) - (probes.map { $0[keyPath: key] }.min() ?? 0)
            }.max() ?? 0
        if spread <= 1.0 / 512 { return average(probes) }
        var samples: [Color] = []
        samples.reserveCapacity(256)
        for j in 0..<16 {
            for i in 0..<16 {
                samples.append(
                    sample(Point(x: Double(x) + (Double(i) + 0.5) / 16, y: Double(y) + (Double(j) + 0.5) / 16)))
            }
        }
        return average(samples)
    }

    private func average(_ colors: [Color]) -> Color {
        var sum = Color()
        for color in colors {
            sum.red += color.red
            sum.green += color.green
            sum.blue += color.blue
            sum.alpha += color.alpha
        }
        let scale = 1 / Double(colors.count)
        return Color(red: sum.red * scale, green: sum.green * scale, blue: sum.blue * scale, alpha: sum.alpha * scale)
    }

    /// The scene's colour at one point.
    func sample(_ point: Point) -> Color {
        var color = Color(scene.background)
        for control in scene.controls {
            switch control.appearance {
            case .ring(let style): color = ring(control, style, at: point, over: color)
            case .tickDial(let style): color = ticks(control, style, at: point, over: color)
            }
            if let state = control.knob { color = knob(control, state, at: point, over: color) }
        }
        return color
    }

    private static func wrap(_ value: Double) -> Double { value - value.rounded(.down) }

    private static func smoothFalloff(_ distance: Double, inner: Double, outer: Double) -> Double {
        if distance <= inner { return 1 }
        if distance >= outer { return 0 }
        let t = (distance - inner) / (outer - inner)
        return 1 - t * t * (3 - 2 * t)
    }

    /// Where `point` lies on the control's band: its distance from the centre, its clock angle, and the turns from
    /// the arc's start in the arc's direction (0 ..< 1). Nil off the band, and at the centre (no angle).
    private static func bandPlace(of point: Point, on control: Control) -> (
        distance: Double, angle: Turns, along: Double
    )? {
        let geometry = control.geometry
        let distance = point.distance(to: geometry.center)
        guard distance >= geometry.innerRadius, distance <= geometry.outerRadius,
            let angle = ClockAngle.of(point, around: geometry.center)
        else { return nil }
        let arc = control.arc
        return (distance, angle, wrap((angle.value - arc.start.value) * arc.direction.sign))
    }

    private func ring(_ control: Control, _ style: RingStyle, at point: Point, over background: Color) -> Color {
        guard let (_, angle, t) = Self.bandPlace(of: point, on: control) else { return background }
        let geometry = control.geometry
        let arc = control.arc
        let half = geometry.lineWidth / 2
        let full = arc.isFullCircle
        let sweep = full ? 1 : arc.sweep.value
        let position = control.drawnPosition
        let multi = full && position >= 1
        let extent = multi ? 1 : position * sweep
        let sign = arc.direction.sign
        let tipAngle = arc.clockAngle(atPosition: position).value
        let band = max(style.seamBandWidths, 0) * geometry.lineWidth / (2 * Double.pi * geometry.radius)
        let length = multi ? 1 : max(extent, 0.5 * sweep)
        let seam = multi ? min(band, 0.25) : min(band, 0.25 * length) * min(max((position - 0.5) / 0.3, 0), 1)
        func gradient(_ t: Double) -> Color { Color(style.progress.color(at: (t - seam) / (length - 2 * seam))) }
        let tipCenter = geometry.knobCenter(atClockAngle: Turns(tipAngle))
        let startCenter = geometry.knobCenter(atClockAngle: arc.start)
        let endCenter = geometry.knobCenter(atClockAngle: arc.clockAngle(atPosition: 1))
        var track = false
        var beneath: Color?
        let ahead: Bool
        if multi {
            let u = Self.wrap((tipAngle - angle.value) * sign)
            beneath = gradient(1 - u)
            ahead = u > 0.5
        } else {
            track =
                full || t <= sweep || point.distance(to: startCenter) <= half || point.distance(to: endCenter) <= half
            if t <= extent {
                beneath = gradient(t)
            } else if point.distance(to: startCenter) <= half {
                beneath = Color(style.progress.startColor)
            }
            let delta = Self.wrap(t - extent)
            ahead = delta > 0 && delta < 0.5
        }
        var color = background
        let onTip = ahead && point.distance(to: tipCenter) <= half
        if track, beneath == nil, !onTip { color = color.covered(by: Color(style.resolvedTrackColor)) }
        if let beneath { color = color.covered(by: beneath) }
        let rampedOpacity = full ? min(max(style.tipShadowOpacity, 0), 1) * min(max((position - 0.92) / 0.03, 0), 1) : 0
        if ahead, rampedOpacity > 0 {
            let travel = ClockAngle.direction(of: Turns(tipAngle + 0.25 * sign))
            let shadowCenter = tipCenter + travel * (geometry.lineWidth / 10)
            let blur = geometry.lineWidth / 3
            color = color.shadowed(
                by: rampedOpacity
                    * Self.smoothFalloff(point.distance(to: shadowCenter), inner: half - blur, outer: half + blur))
        }
        if onTip {
            let tipColor =
                multi ? style.progress.endColor : style.progress.color(at: (extent - seam) / (length - 2 * seam))
            color = color.covered(by: Color(tipColor))
        }
        return color
    }

    private func ticks(_ control: Control, _ style: TickDialStyle, at point: Point, over background: Color) -> Color {
        guard let (distance, _, t) = Self.bandPlace(of: point, on: control) else { return background }
        let arc = control.arc
        let count = style.tickCount
        let full = arc.isFullCircle
        let sweep = full ? 1 : arc.sweep.value
        let spacing = full ? 1 / Double(count) : sweep / Double(count - 1)
        for index in 0..<count {
            var offset = t - Double(index) * spacing
            offset -= offset.rounded()
            if abs(offset) * 2 * Double.pi * distance <= style.tickFraction * spacing / 2 * 2 * Double.pi * distance {
                let tickPosition = full ? Double(index) / Double(count) : Double(index) / Double(count - 1)
                let color =
                    tickPosition <= control.drawnPosition + 1e-9
                    ? style.litColor(atPosition: tickPosition) : style.unlitColor
                return background.covered(by: Color(color))
            }
        }
        return background
    }

    private func knob(_ control: Control, _ state: KnobState, at point: Point, over background: Color) -> Color {
        let style = control.knobStyle
        let width = control.geometry.lineWidth
        let (scale, fill, opacityFactor, offsetFactor): (Double, RGBAColor, Double, Double) =
            switch state {
            case .idle: (1, style.fill, 1, 1)
            case .hover: (style.hoverScale, style.hoverFill, 1.5, 1.25)
            case .pressed: (style.pressedScale, style.pressedFill, 0.5, 0.4)
            }
        let center = control.geometry.knobCenter(
            atClockAngle: control.arc.clockAngle(atPosition: control.drawnPosition))
        let radius = control.geometry.knobRadius * scale
        let shadowCenter = center + Point(x: 0, y: width * style.shadowOffset * offsetFactor)
        let blur = width * style.shadowBlur
        var color = background
        color = color.shadowed(
            by: min(style.shadowOpacity * opacityFactor, 1)
                * Self.smoothFalloff(point.distance(to: shadowCenter), inner: radius - blur, outer: radius + blur))
        if point.distance(to: center) <= radius { color = color.covered(by: Color(fill)) }
        return color
    }
}
