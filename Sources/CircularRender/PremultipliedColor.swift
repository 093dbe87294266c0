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
        self.init(
            red: RGBAColor.unit(color.red) * a, green: RGBAColor.unit(color.green) * a,
            blue: RGBAColor.unit(color.blue) * a, alpha: a)
    }

    /// Unpacks an ARGB32 pixel.
    @inline(__always)
    init(pixel: UInt32) {
        let unit = 1.0 / 255
        self.init(
            red: Double((pixel >> 16) & 0xFF) * unit, green: Double((pixel >> 8) & 0xFF) * unit,
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
        return PremultipliedColor(
            red: source.red * coverage + red * keep, green: source.green * coverage + green * keep,
            blue: source.blue * coverage + blue * keep, alpha: source.alpha * coverage + alpha * keep)
    }

    /// A black shadow of opacity `opacity` composited over `self`.
    @inline(__always)
    func shadowed(by opacity: Double) -> PremultipliedColor {
        let keep = 1 - opacity
        return PremultipliedColor(
            red: red * keep, green: green * keep, blue: blue * keep, alpha: opacity + alpha * keep)
    }

    /// `share` of `self` and `1 - share` of `other`: two pictures of one pixel mixed by area.
    @inline(__always)
    func mixed(with other: PremultipliedColor, share: Double) -> PremultipliedColor {
        let rest = 1 - share
        return PremultipliedColor(
            red: red * share + other.red * rest, green: green * share + other.green * rest,
            blue: blue * share + other.blue * rest, alpha: alpha * share + other.alpha * rest)
    }
}
