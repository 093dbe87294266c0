import CircularControl

/// A ring's colour at one pixel: the colour table's path where one layer covers the pixel radially, the exact path
/// near the ends, both from one classification of the pixel's layers (``layers(at:band:x:y:)``).
extension RingFrame {
    /// The composite of the ring's layers over `destination` at the pixel in `column`, `row`, whose band sample
    /// (cached angle and coverage) is `sample`: track, the arc and start cap beneath, the tip's shadow, the tip's
    /// cap on top. Pixels that no cap, shadow or seam reaches take the colour table's path.
    @inline(__always)
    func shade(sample: UInt32, column: Int, row: Int, over destination: UInt32) -> UInt32 {
        let band = Double(sample & 0xFF) * (1.0 / 255)
        let angle = BandMap.turns(of: sample)
        let x = Double(column) + 0.5
        let y = Double(row) + 0.5
        let cell = 2.0 / Double(Self.lookupSize)
        let coordinate: Double
        var exact: Bool
        if isMultiTurn {
            coordinate = behindTip(angle)
            exact = coordinate < cell || coordinate > 1 - cell
        } else {
            let t = along(angle)
            coordinate = t
            // The table's cells that straddle an end take the exact path (t is in [0, 1), the marks in [0, 1]).
            exact = t < cell || t > 1 - cell || abs(t - extent) < cell || (!isFullCircle && abs(t - sweep) < cell)
        }
        let layers = self.layers(at: coordinate, band: band, x: x, y: y)
        exact = exact || layers.touchesACap
        if !exact, layers.tip == 0, layers.shadow == 0 || sample & 0xFF == 255 {
            // One layer with the band's coverage, perhaps shadowed: the colour table's path in integers.
            let color = lookup[Int(truncatingIfNeeded: sample >> 22)]
            let covered =
                color == 0 ? destination : PixelMath.over(PixelMath.scale(color, by: sample & 0xFF), destination)
            guard layers.shadow > 0 else { return covered }
            return PixelMath.over(PixelMath.coverageByte(layers.shadow) << 24, covered)
        }
        if layers.tip >= 1, tipColor.alpha >= 1 { return tipPixel }
        if exact, let split = lineSplit(coordinate: coordinate, x: x, y: y) {
            // A radial line where the colour jumps crosses the pixel: mix the two sides by their areas.
            let below = PremultipliedColor(pixel: destination)
            let first = exactColor(coordinate: split.first, band: band, x: x, y: y, over: below)
            let second = exactColor(coordinate: split.second, band: band, x: x, y: y, over: below)
            return first.mixed(with: second, share: split.shareOfFirst).pixel
        }
        let beneathColor: PremultipliedColor
        switch layers.beneathSource {
        case .startCap: beneathColor = startColor
        case .arc where exact: beneathColor = gradientColor(at: coordinate)
        case .arc: beneathColor = PremultipliedColor(pixel: lookup[Int(truncatingIfNeeded: sample >> 22)])
        }
        // Inside a cap, an opaque colour alone decides the pixel.
        if layers.tip <= 0, layers.shadow <= 0, layers.beneath >= 1, beneathColor.alpha >= 1 {
            return beneathColor.pixel
        }
        return composite(layers, band: band, beneathColor: beneathColor, over: PremultipliedColor(pixel: destination))
            .pixel
    }

    /// Every layer at the pixel centre `(x, y)`, classified as if its along-arc coordinate were `coordinate`, over
    /// `below`, with the beneath layer's colour worked out exactly: one side of a radial line where colours jump.
    private func exactColor(coordinate: Double, band: Double, x: Double, y: Double, over below: PremultipliedColor)
        -> PremultipliedColor
    {
        let layers = self.layers(at: coordinate, band: band, x: x, y: y)
        let beneathColor = layers.beneathSource == .startCap ? startColor : gradientColor(at: coordinate)
        return composite(layers, band: band, beneathColor: beneathColor, over: below)
    }

    /// The two along-arc coordinates on either side of the radial line through the tip or the start that passes
    /// within a pixel of `(x, y)`, and the share of the pixel on the first side; `nil` away from those lines.
    private func lineSplit(coordinate: Double, x: Double, y: Double) -> (
        first: Double, second: Double, shareOfFirst: Double
    )? {
        let cell = 2.0 / Double(Self.lookupSize)
        let justBelowOne = 1 - 1e-9
        if isMultiTurn {
            // Behind the tip the gradient ends (u = 0); ahead lies the start of the last turn (u just below 1).
            guard coordinate < cell || coordinate > 1 - cell else { return nil }
            let ahead = (x - tipCenter.x) * tipTravel.x + (y - tipCenter.y) * tipTravel.y
            guard abs(ahead) < 1 else { return nil }
            let behindShare = PixelMath.edgeCoverage(
                -ahead, major: tipTravelComponents.major, minor: tipTravelComponents.minor)
            return (0, justBelowOne, behindShare)
        }
        if abs(coordinate - extent) < cell {
            let ahead = (x - tipCenter.x) * tipTravel.x + (y - tipCenter.y) * tipTravel.y
            guard abs(ahead) < 1 else { return nil }
            let behindShare = PixelMath.edgeCoverage(
                -ahead, major: tipTravelComponents.major, minor: tipTravelComponents.minor)
            return (extent, min(extent + 1e-9, justBelowOne), behindShare)
        }
        if coordinate < cell || coordinate > 1 - cell {
            let past = (x - startCenter.x) * startTravel.x + (y - startCenter.y) * startTravel.y
            guard abs(past) < 1 else { return nil }
            let insideShare = PixelMath.edgeCoverage(
                past, major: startTravelComponents.major, minor: startTravelComponents.minor)
            return (0, justBelowOne, insideShare)
        }
        return nil
    }
}
