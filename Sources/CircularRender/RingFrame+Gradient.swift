import CircularControl

/// The progress paint of a ring: its colour at a place along the arc.
extension RingFrame {
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
        var red = a.red
        var green = a.green
        var blue = a.blue
        var alpha = a.alpha
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

    /// The progress colour at along-arc coordinate `coordinate`: turns from the start below one turn, turns behind
    /// the tip past it.
    @inline(__always)
    func gradientColor(at coordinate: Double) -> PremultipliedColor {
        isMultiTurn ? color(behindTip: coordinate) : color(alongArc: coordinate)
    }
}
