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

    /// The share of a unit pixel on the inner side of a straight edge that passes `signedDistance` pixels beyond
    /// the pixel's centre (negative: the centre is outside), for an edge whose unit normal has the components
    /// `major >= minor >= 0` (absolute values, sorted).
    ///
    /// This is the exact area, not the usual `clamp(0.5 + d)`: a pixel's extent along a diagonal normal is up to
    /// 1.41, and the corners make the ramp quadratic at both ends.
    @inline(__always)
    static func edgeCoverage(_ signedDistance: Double, major: Double, minor: Double) -> Double {
        let outer = (major + minor) / 2
        if signedDistance >= outer { return 1 }
        if signedDistance <= -outer { return 0 }
        let inner = (major - minor) / 2
        if signedDistance <= -inner {
            let reach = signedDistance + outer
            return minor > 1e-9 ? reach * reach / (2 * major * minor) : 0
        }
        if signedDistance < inner { return 0.5 + signedDistance / major }
        let reach = outer - signedDistance
        return minor > 1e-9 ? 1 - reach * reach / (2 * major * minor) : 1
    }

    /// The sorted absolute components of the unit vector along `(dx, dy)` (`(1, 0)` for the zero vector).
    @inline(__always)
    static func normalComponents(dx: Double, dy: Double, length: Double) -> (major: Double, minor: Double) {
        guard length > 1e-12 else { return (1, 0) }
        let x = abs(dx) / length
        let y = abs(dy) / length
        return x >= y ? (x, y) : (y, x)
    }

    /// The coverage of a pixel by the annulus `inner ... outer` around a centre `(dx, dy)` away from the pixel's
    /// centre, at distance `distance`: the outer disc's coverage minus the inner disc's, each edge taken as straight
    /// at the pixel. Exact for bands thinner than a pixel too.
    @inline(__always)
    static func bandCoverage(dx: Double, dy: Double, distance: Double, inner: Double, outer: Double) -> Double {
        // Farther than a pixel's half diagonal (under 0.75) inside both edges, the outer edge covers all of the pixel
        // and the inner none of it: exactly 1, as below, without working out the normal.
        if outer - distance >= 0.75, distance - inner >= 0.75 { return 1 }
        let (major, minor) = normalComponents(dx: dx, dy: dy, length: distance)
        let outside = edgeCoverage(outer - distance, major: major, minor: minor)
        let hole = inner > 0 ? edgeCoverage(inner - distance, major: major, minor: minor) : 0
        return max(0, outside - hole)
    }

    /// The coverage of a pixel whose centre lies `(dx, dy)` (at `distance`) from the centre of a disc of `radius`.
    @inline(__always)
    static func discCoverage(dx: Double, dy: Double, distance: Double, radius: Double) -> Double {
        guard radius > 0 else { return 0 }
        let (major, minor) = normalComponents(dx: dx, dy: dy, length: distance)
        return min(edgeCoverage(radius - distance, major: major, minor: minor), 2 * radius)
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
