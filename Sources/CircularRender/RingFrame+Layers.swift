import CircularControl

/// The layers over one pixel of a ring's band, classified once for the colour table's path and the exact path
/// alike, and their compositing.
extension RingFrame {
    /// Where the layer beneath the tip takes its colour from.
    enum BeneathSource {
        /// The progress arc: the gradient at the pixel's along-arc coordinate (or the colour table's entry).
        case arc
        /// The start cap, beyond the arc's extent: the start colour.
        case startCap
    }

    /// The layers over one pixel, bottom to top, each as a coverage of the whole pixel.
    struct PixelLayers {
        /// The track, within the sweep (or the far end's cap and the start cap's disc past it).
        var track = 0.0
        /// The progress arc or the start cap, and which.
        var beneath = 0.0
        var beneathSource = BeneathSource.arc
        /// The tip's shadow, as an opacity (it falls on the band only).
        var shadow = 0.0
        /// The tip's cap.
        var tip = 0.0
        /// True where a cap's disc decides a coverage (the track's far end, the start cap past the extent): the
        /// colour table, which knows only the band's radial coverage, cannot give the pixel.
        var touchesACap = false
    }

    /// The layers over the pixel centred at `(x, y)`, whose band coverage is `band`, as if its along-arc coordinate
    /// were `coordinate` (turns from the start below one turn, turns behind the tip past it).
    @inline(__always)
    func layers(at coordinate: Double, band: Double, x: Double, y: Double) -> PixelLayers {
        let half = lineWidth / 2
        let reachSquare = (half + 1) * (half + 1)
        let coreSquare = half > 0.75 ? (half - 0.75) * (half - 0.75) : 0
        /// The coverage of the cap disc around `point`; no square root when the pixel is clearly outside or inside.
        @inline(__always) func disc(_ point: Point) -> Double {
            let offsetX = x - point.x
            let offsetY = y - point.y
            let square = offsetX * offsetX + offsetY * offsetY
            guard square < reachSquare else { return 0 }
            guard square >= coreSquare else { return band }
            return min(
                band, PixelMath.discCoverage(dx: offsetX, dy: offsetY, distance: square.squareRoot(), radius: half))
        }
        var layers = PixelLayers()
        let ahead: Bool
        if isMultiTurn {
            layers.beneath = band
            ahead = coordinate > 0.5
        } else {
            let t = coordinate
            if isFullCircle || t <= sweep {
                layers.track = band
            } else {
                layers.track = max(disc(startCenter), disc(sweepEndCenter))
                layers.touchesACap = layers.track > 0
            }
            if t <= extent {
                layers.beneath = band
            } else {
                layers.beneath = disc(startCenter)
                layers.beneathSource = .startCap
                layers.touchesACap = layers.touchesACap || layers.beneath > 0
            }
            let delta = t - extent
            ahead = (delta > 0 && delta < 0.5) || delta < -0.5
        }
        guard ahead else { return layers }
        layers.tip = disc(tipCenter)
        if shadowOpacity > 0 {
            let offsetX = x - shadowCenter.x
            let offsetY = y - shadowCenter.y
            let square = offsetX * offsetX + offsetY * offsetY
            let outer = half + shadowBlur
            if square < outer * outer {
                layers.shadow =
                    shadowOpacity
                    * PixelMath.softEdge(
                        distance: square.squareRoot(), inner: half - shadowBlur,
                        outer: outer)
            }
        }
        return layers
    }

    /// `layers` over `below`, the beneath layer in `beneathColor`: see ``layered(below:band:trackColor:track:beneathColor:beneath:shadow:tipColor:tip:)``.
    @inline(__always)
    func composite(
        _ layers: PixelLayers, band: Double, beneathColor: PremultipliedColor, over below: PremultipliedColor
    )
        -> PremultipliedColor
    {
        Self.layered(
            below: below, band: band, trackColor: trackColor,
            track: max(0, layers.track - max(layers.beneath, layers.tip)), beneathColor: beneathColor,
            beneath: layers.beneath, shadow: layers.shadow, tipColor: tipColor, tip: layers.tip)
    }

    /// The layers of one pixel over `below`. Every layer lies within the band, so each is composited with its
    /// share of the band's part of the pixel: the track, the beneath layer, the shadow of opacity `shadow` (it falls
    /// on the band only), the tip's cap; then that part is mixed with `below` by the band's coverage. Coverages are
    /// of the whole pixel.
    @inline(__always)
    static func layered(
        below: PremultipliedColor, band: Double, trackColor: PremultipliedColor, track: Double,
        beneathColor: PremultipliedColor, beneath: Double, shadow: Double,
        tipColor: PremultipliedColor, tip: Double
    ) -> PremultipliedColor {
        guard band > 0 else { return below }
        let scale = 1 / band
        var inside = below.under(trackColor, coverage: min(track * scale, 1))
        inside = inside.under(beneathColor, coverage: min(beneath * scale, 1))
        if shadow > 0 { inside = inside.shadowed(by: shadow) }
        inside = inside.under(tipColor, coverage: min(tip * scale, 1))
        return inside.mixed(with: below, share: min(band, 1))
    }
}
