import CircularRender

/// A pixel-by-pixel comparison of two images of the same size.
struct ImageComparison {
    /// Pixels where some channel differs by more than the tolerance.
    private(set) var failingPixels = 0
    /// The largest difference of any channel, in levels.
    private(set) var largestDifference = 0
    /// Grey where equal, the difference amplified eight times where within tolerance, red where failing.
    private(set) var diffImage: PixelImage

    init(actual: PixelImage, expected: PixelImage, tolerance: Int) {
        diffImage = try! PixelImage(width: actual.width, height: actual.height, fill: 0xFFE0_E0E0)
        for index in actual.pixels.indices {
            let a = actual.pixels[index]
            let b = expected.pixels[index]
            var worst = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
            largestDifference = max(largestDifference, worst)
            if worst > tolerance {
                failingPixels += 1
                diffImage.pixels[index] = 0xFFFF_0000
            } else if worst > 0 {
                let level = UInt32(max(0, 0xE0 - worst * 32))
                diffImage.pixels[index] = 0xFF00_0000 | level << 16 | level << 8 | 0xFF
            }
        }
    }
}
