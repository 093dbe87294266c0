import Testing

@testable import CircularHost

/// A size scaled between logical and device pixels rounds each side, stays a window's size, and never traps.
@Suite struct PixelSizeTests {
    @Test func scalingRoundsAndClamps() {
        #expect(PixelSize(width: 400, height: 300).scaled(by: 1.25) == PixelSize(width: 500, height: 375))
        #expect(PixelSize(width: 401, height: 3).scaled(by: 0.5) == PixelSize(width: 201, height: 2))
        #expect(PixelSize(width: 1, height: 1).scaled(by: 0.25) == PixelSize(width: 1, height: 1))
        #expect(PixelSize(width: 30_000, height: 5).scaled(by: 16) == PixelSize(width: 32767, height: 80))
        #expect(PixelSize(width: Int.max, height: 0).scaled(by: 2) == PixelSize(width: 32767, height: 2))
        for factor in [Double.nan, .infinity, -2, 0] {
            #expect(PixelSize(width: 640, height: 480).scaled(by: factor) == PixelSize(width: 640, height: 480))
        }
    }
}
