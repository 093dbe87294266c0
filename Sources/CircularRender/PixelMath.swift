/// Integer and floating-point compositing of premultiplied ARGB32 pixels, shared by every drawing routine.
///
/// The integer forms work on two channels at once (red and blue, then alpha and green) with exact rounding of
/// `channel * factor / 255`.
enum PixelMath {
    /// Every channel of `pixel` scaled by `factor / 255` (`factor` in 0 ... 255), rounded.
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var alphaGreen = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return redBlue | alphaGreen
    }

    /// Porter-Duff source-over of premultiplied pixels.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// A coverage in 0 ... 1 as a factor 0 ... 255.
    @inline(__always)
    static func coverageByte(_ coverage: Double) -> UInt32 {
        coverage <= 0 ? 0 : (coverage >= 1 ? 255 : UInt32(coverage * 255 + 0.5))
    }

    /// The coverage of a pixel by the radial interval `inner ... outer` seen at distance `distance`: the length of
    /// `[distance - 0.5, distance + 0.5]` inside the interval. Exact for straight edges and for bands thinner than
    /// a pixel (it is the outer disc's coverage minus the inner disc's).
    @inline(__always)
    static func bandCoverage(distance: Double, inner: Double, outer: Double) -> Double {
        max(0, min(outer, distance + 0.5) - max(inner, distance - 0.5))
    }

    /// The coverage of a pixel whose centre lies `distance` from the centre of a disc of `radius`.
    @inline(__always)
    static func discCoverage(distance: Double, radius: Double) -> Double {
        min(max(radius + 0.5 - distance, 0), 1, max(2 * radius, 0))
    }

    /// 1 inside `inner`, 0 beyond `outer`, a smooth (cubic) step between: the soft edge of shadows.
    @inline(__always)
    static func softEdge(distance: Double, inner: Double, outer: Double) -> Double {
        if distance <= inner { return 1 }
        if distance >= outer { return 0 }
        let t = (distance - inner) / (outer - inner)
        return 1 - t * t * (3 - 2 * t)
    }
}

/// A premultiplied colour in floating point, 0 ... 1 per channel: the working form of the exact per-pixel path.
struct PremultipliedColor {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    @inline(__always)
    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Premultiplies a straight-alpha colour (components clamped to 0 ... 1).
    init(_ color: RGBAColor) {
        let a = RGBAColor.unit(color.alpha)
        self.init(red: RGBAColor.unit(color.red) * a, green: RGBAColor.unit(color.green) * a,
                  blue: RGBAColor.unit(color.blue) * a, alpha: a)
    }

    /// Unpacks an ARGB32 pixel.
    @inline(__always)
    init(pixel: UInt32) {
        let unit = 1.0 / 255
        self.init(red: Double((pixel >> 16) & 0xFF) * unit, green: Double((pixel >> 8) & 0xFF) * unit,
                  blue: Double(pixel & 0xFF) * unit, alpha: Double(pixel >> 24) * unit)
    }

    /// Transparent black.
    static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Packs into an ARGB32 pixel, rounding each channel.
    @inline(__always)
    var pixel: UInt32 {
        @inline(__always) func byte(_ value: Double) -> UInt32 {
            value <= 0 ? 0 : (value >= 1 ? 255 : UInt32(value * 255 + 0.5))
        }
        return byte(alpha) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
    }

    /// `source` with coverage `coverage`, composited over `self`.
    @inline(__always)
    func under(_ source: PremultipliedColor, coverage: Double) -> PremultipliedColor {
        guard coverage > 0 else { return self }
        let keep = 1 - source.alpha * coverage
        return PremultipliedColor(red: source.red * coverage + red * keep, green: source.green * coverage + green * keep,
                                  blue: source.blue * coverage + blue * keep, alpha: source.alpha * coverage + alpha * keep)
    }

    /// Every channel scaled by `factor` (a black shadow of opacity `1 - factor` over this colour).
    @inline(__always)
    func scaled(by factor: Double) -> PremultipliedColor {
        PremultipliedColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }
}
