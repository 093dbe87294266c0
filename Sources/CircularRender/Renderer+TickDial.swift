import CircularControl

extension Renderer {
    /// Draws a tick dial: each band pixel belongs to its nearest tick; its coverage is the band coverage times the
    /// share of the pixel inside the tick's angular width (measured along the circle through the pixel, so ticks are
    /// true annular sectors, narrower inside than outside).
    func drawTicks(of control: Control, style: TickDialStyle, map: BandMap, into buffer: PixelBuffer, clip: PixelRect) {
        let count = min(style.tickCount, TickDialStyle.maximumTickCount)
        let fraction = style.tickFraction.isNaN ? 0 : min(max(style.tickFraction, 0), 1)
        guard count >= 1, fraction > 0 else { return }
        let area = clip.intersection(map.bounds)
        guard !area.isEmpty else { return }
        let coordinates = control.arc.coordinates
        let full = coordinates.isFullCircle
        let sweep = coordinates.sweep
        let spacing = full ? 1 / Double(count) : (count > 1 ? sweep / Double(count - 1) : sweep)
        let halfWidth = fraction * spacing / 2
        let position = control.drawnPosition
        let colors: [UInt32] = (0..<count).map { index in
            let tickPosition =
                full ? Double(index) / Double(count) : (count > 1 ? Double(index) / Double(count - 1) : 0)
            let lit = tickPosition <= position + 1e-9
            return (lit ? style.litColor(atPosition: tickPosition) : style.unlitColor).premultipliedARGB
        }
        let center = control.geometry.center
        let inner = control.geometry.innerRadius
        let outer = control.geometry.outerRadius
        map.withSamples { samples in
            for y in area.y..<area.maxY {
                let row = map.rows[y - map.firstRow]
                let pixels = buffer.row(y)
                let dy = Double(y) + 0.5 - center.y
                for side in 0..<2 {
                    let (segmentStart, segmentEnd, offset) = row.segment(side)
                    let first = max(segmentStart, area.x)
                    let last = min(segmentEnd, area.maxX)
                    guard first < last else { continue }
                    for column in first..<last {
                        let sample = samples[offset + column - segmentStart]
                        guard sample & 0xFF != 0 else { continue }
                        let dx = Double(column) + 0.5 - center.x
                        let distance = (dx * dx + dy * dy).squareRoot()
                        let band = PixelMath.bandCoverage(
                            dx: dx, dy: dy, distance: distance, inner: inner, outer: outer)
                        var t = coordinates.turnsAlong(toClockAngle: BandMap.turns(of: sample))
                        let index: Int
                        if full {
                            index = Int(t / spacing + 0.5) % count
                            if index == 0, t > 0.5 { t -= 1 }
                        } else {
                            // Angles in the gap belong to the nearer end (the core's split).
                            if coordinates.isNearerToStartAcrossTheGap(t) { t -= 1 }
                            // Clamped as a double first: on a sweep of a few ulps the slot is far beyond any integer.
                            let slot = min(max((t / spacing + 0.5).rounded(.down), 0), Double(count - 1))
                            index = slot.isNaN ? 0 : Int(slot)
                        }
                        let offsetAlong = (t - Double(index) * spacing) * 2 * Double.pi * distance
                        let halfPixels = halfWidth * 2 * Double.pi * distance
                        // The tick's sides run radially, so their normal is the tangent: the same sorted components.
                        let (major, minor) = PixelMath.normalComponents(dx: dx, dy: dy, length: distance)
                        let across = max(
                            0,
                            PixelMath.edgeCoverage(halfPixels - offsetAlong, major: major, minor: minor)
                                - PixelMath.edgeCoverage(-halfPixels - offsetAlong, major: major, minor: minor))
                        let coverage = PixelMath.coverageByte(band * across)
                        guard coverage > 0 else { continue }
                        pixels[column] = PixelMath.over(PixelMath.scale(colors[index], by: coverage), pixels[column])
                    }
                }
            }
        }
    }
}
