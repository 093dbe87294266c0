/// A colour in sRGB-encoded components with straight (not premultiplied) alpha, each in 0 ... 1.
///
/// The renderer blends in sRGB-encoded values, as cairo and most toolkits do, so a colour given here appears on
/// screen exactly as given where it is opaque.
///
/// Edge cases: components outside 0 ... 1 are clamped when packed; NaN components pack as 0.
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0 ... 1, sRGB-encoded.
    public var red: Double
    /// Green, 0 ... 1, sRGB-encoded.
    public var green: Double
    /// Blue, 0 ... 1, sRGB-encoded.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a colour from its components (opaque by default).
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey of the given brightness.
    @inlinable
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB/HSV), each in 0 ... 1; hue wraps around.
    ///
    /// Edge cases: a NaN hue is treated as 0.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let wrapped = hue.isFinite ? hue - hue.rounded(.down) : 0
        let sector = wrapped * 6
        let index = min(Int(sector), 5)
        let fraction = sector - Double(index)
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let p = v * (1 - s)
        let q = v * (1 - s * fraction)
        let t = v * (1 - s * (1 - fraction))
        switch index {
        case 0: self.init(red: v, green: t, blue: p, alpha: alpha)
        case 1: self.init(red: q, green: v, blue: p, alpha: alpha)
        case 2: self.init(red: p, green: v, blue: t, alpha: alpha)
        case 3: self.init(red: p, green: q, blue: v, alpha: alpha)
        case 4: self.init(red: t, green: p, blue: v, alpha: alpha)
        default: self.init(red: v, green: p, blue: q, alpha: alpha)
        }
    }

    /// Opaque white.
    public static let white = RGBAColor(white: 1)
    /// Opaque black.
    public static let black = RGBAColor(white: 0)
    /// Fully transparent.
    public static let clear = RGBAColor(white: 0, alpha: 0)

    /// The same colour with another opacity.
    @inlinable
    public func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The straight-alpha interpolation from `self` (at 0) to `other` (at 1).
    ///
    /// Edge cases: `fraction` is clamped to 0 ... 1; NaN gives `self`.
    @inlinable
    public func interpolated(to other: RGBAColor, fraction: Double) -> RGBAColor {
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return RGBAColor(
            red: red + (other.red - red) * f, green: green + (other.green - green) * f,
            blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    /// The colour as one premultiplied ARGB32 pixel value (the layout of ``PixelBuffer``).
    public var premultipliedARGB: UInt32 {
        let a = Self.unit(alpha)
        let alphaByte = UInt32((a * 255).rounded())
        func channel(_ value: Double) -> UInt32 { UInt32((Self.unit(value) * a * 255).rounded()) }
        return alphaByte << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }

    /// Recovers a straight-alpha colour from a premultiplied ARGB32 pixel value.
    ///
    /// Edge cases: a fully transparent pixel gives ``clear``.
    public init(premultipliedARGB pixel: UInt32) {
        let a = Double(pixel >> 24) / 255
        guard a > 0 else {
            self = .clear
            return
        }
        func channel(_ shift: UInt32) -> Double { min(Double((pixel >> shift) & 0xFF) / 255 / a, 1) }
        self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
    }

    @usableFromInline
    static func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}
