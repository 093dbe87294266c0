import CircularControl

extension Renderer {
    /// Draws a progress ring: away from its ends each pixel takes its colour from the frame's colour table by the
    /// cached clock angle and its coverage from the cached band coverage; in the end regions (caps, tip, shadow)
    /// every layer is composited exactly.
    ///
    /// Pixels strictly inside an occluder (a knob's opaque core, drawn later) are skipped.
    func drawRing(_ frame: RingFrame, map: BandMap, into buffer: PixelBuffer, clip: PixelRect, occluders: [Occluder]) {
        let area = clip.intersection(map.bounds)
        guard !area.isEmpty else { return }
        let regions = frame.endRegions.map { $0.intersection(area) }.filter { !$0.isEmpty }
        map.withSamples { samples in
            frame.lookup.withUnsafeBufferPointer { lookup in
                guard let samples = samples.baseAddress, let lookup = lookup.baseAddress else { return }
                var exact: [ColumnRun] = []
                exact.reserveCapacity(4)
                var hidden: [ColumnRun] = []
                hidden.reserveCapacity(2)
                for y in area.y..<area.maxY {
                    let row = map.rows[y - map.firstRow]
                    let pixels = buffer.row(y)
                    // The end regions' columns on this row, sorted and merged.
                    exact.removeAll(keepingCapacity: true)
                    for region in regions where y >= region.y && y < region.maxY {
                        exact.append(ColumnRun(start: region.x, end: region.maxX))
                    }
                    if exact.count > 1 { Self.sortAndMerge(&exact) }
                    hidden.removeAll(keepingCapacity: true)
                    for occluder in occluders {
                        if let columns = occluder.columns(inRow: y) { hidden.append(columns) }
                    }
                    if hidden.count > 1 { Self.sortAndMerge(&hidden) }
                    for side in 0..<2 {
                        let (segmentStart, segmentEnd, offset) = row.segment(side)
                        let segmentFirst = max(segmentStart, area.x)
                        let segmentLast = min(segmentEnd, area.maxX)
                        guard segmentFirst < segmentLast else { continue }
                        let base = samples + (offset - segmentStart)
                        // The visible pieces of the segment, between the hidden columns.
                        var visibleStart = segmentFirst
                        var hiddenIndex = 0
                        while visibleStart < segmentLast {
                            var visibleEnd = segmentLast
                            var nextStart = segmentLast
                            while hiddenIndex < hidden.count, hidden[hiddenIndex].end <= visibleStart {
                                hiddenIndex += 1
                            }
                            if hiddenIndex < hidden.count, hidden[hiddenIndex].start < segmentLast {
                                visibleEnd = max(visibleStart, hidden[hiddenIndex].start)
                                nextStart = hidden[hiddenIndex].end
                            }
                            let start = visibleStart
                            let end = visibleEnd
                            visibleStart = max(nextStart, visibleEnd)
                            guard start < end else { continue }
                            var x = start
                            for run in exact where run.end > x && run.start < end {
                                let runStart = max(run.start, x)
                                if runStart > x { Self.fillFromLookup(pixels, base, lookup, from: x, to: runStart) }
                                let runEnd = min(run.end, end)
                                for column in runStart..<runEnd where base[column] & 0xFF != 0 {
                                    pixels[column] = frame.shade(
                                        sample: base[column], column: column, row: y, over: pixels[column])
                                }
                                x = runEnd
                            }
                            if x < end { Self.fillFromLookup(pixels, base, lookup, from: x, to: end) }
                        }
                    }
                }
            }
        }
    }

    /// The hot loop: colour by angle from the table, coverage from the band, source-over.
    @inline(__always)
    static func fillFromLookup(
        _ pixels: UnsafeMutablePointer<UInt32>, _ samples: UnsafePointer<UInt32>,
        _ lookup: UnsafePointer<UInt32>, from start: Int, to end: Int
    ) {
        for column in start..<end {
            let sample = samples[column]
            let coverage = sample & 0xFF
            if coverage == 0 { continue }
            let color = lookup[Int(truncatingIfNeeded: sample >> 22)]
            if coverage == 255 {
                if color >= 0xFF00_0000 {
                    pixels[column] = color
                } else if color != 0 {
                    pixels[column] = PixelMath.over(color, pixels[column])
                }
            } else if color != 0 {
                pixels[column] = PixelMath.over(PixelMath.scale(color, by: coverage), pixels[column])
            }
        }
    }

    static func sortAndMerge(_ runs: inout [ColumnRun]) {
        runs.sort { $0.start < $1.start }
        var merged: [ColumnRun] = []
        for run in runs {
            if let last = merged.last, run.start <= last.end {
                merged[merged.count - 1].end = max(last.end, run.end)
            } else {
                merged.append(run)
            }
        }
        runs = merged
    }
}
