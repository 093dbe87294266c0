import CircularRender
import Testing

/// The renderer's anti-aliased pictures against 16 x 16 supersampled pictures of the same scenes (labels left
/// out: text is FreeType's, not ours).
@Suite struct QualityTests {
    /// The goal: mean error under half a level.
    static let meanErrorLimit = 0.5 / 255
    /// The largest error allowed in any channel of any pixel. Away from the points where two shapes' edges meet
    /// within one pixel (a cap tangent to the band's edge, the knob's rim crossing the band's rim), the analytic
    /// coverage stays within a few levels; at those points layer-by-layer compositing differs from the true area
    /// by up to about 30 levels.
    static let maximumErrorLimit = 32.0 / 255
    /// The share of pixels allowed to be off by more than 8 levels in some channel.
    static let largeErrorShareLimit = 0.005

    @Test func renderingMatchesTheSupersampledReference() throws {
        var worstMean = 0.0
        var worstMaximum = 0.0
        var worstLargeShare = 0.0
        var report: [String] = []
        for entry in ReferenceScenes.all(labelled: false) {
            var image = try PixelImage(width: entry.width, height: entry.height)
            let renderer = Renderer()
            image.withPixelBuffer { buffer in _ = renderer.render(entry.scene, into: buffer) }
            let reference = SupersampledReference(scene: entry.scene).render(width: entry.width, height: entry.height)
            var sum = 0.0
            var maximum = 0.0
            var worstPixel = 0
            var largeErrors = 0
            for (index, (pixel, expected)) in zip(image.pixels, reference).enumerated() {
                var pixelMaximum = 0.0
                let channels: [(UInt32, Double)] = [
                    (pixel >> 24, expected.alpha), ((pixel >> 16) & 0xFF, expected.red),
                    ((pixel >> 8) & 0xFF, expected.green), (pixel & 0xFF, expected.blue),
                ]
                for (actual, wanted) in channels {
                    let error = abs(Double(actual) / 255 - wanted)
                    sum += error
                    if error > maximum { (maximum, worstPixel) = (error, index) }
                    pixelMaximum = max(pixelMaximum, error)
                }
                if pixelMaximum > 8.0 / 255 { largeErrors += 1 }
            }
            let mean = sum / Double(image.pixels.count * 4)
            worstMean = max(worstMean, mean)
            worstMaximum = max(worstMaximum, maximum)
            let largeShare = Double(largeErrors) / Double(image.pixels.count)
            worstLargeShare = max(worstLargeShare, largeShare)
            report.append(
                "\(entry.name): mean \((mean * 255 * 1000).rounded() / 1000)/255, max \((maximum * 255 * 10).rounded() / 10)/255 at (\(worstPixel % entry.width), \(worstPixel / entry.width)), \(largeErrors) pixels over 8 levels"
            )
        }
        print("quality against 16x16 supersampling:\n  " + report.joined(separator: "\n  "))
        #expect(worstMean < Self.meanErrorLimit, "worst mean error \(worstMean * 255)/255")
        #expect(worstMaximum < Self.maximumErrorLimit, "worst maximum error \(worstMaximum * 255)/255")
        #expect(worstLargeShare < Self.largeErrorShareLimit, "up to \(worstLargeShare * 100) % of pixels over 8 levels")
        print(
            "worst mean \((worstMean * 255 * 1000).rounded() / 1000)/255, worst maximum \((worstMaximum * 255 * 10).rounded() / 10)/255"
        )
    }
}
