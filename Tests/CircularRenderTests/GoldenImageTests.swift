import CircularRender
import Testing

/// Renders every reference scene and compares it with the PNG stored in `Golden/`.
///
/// A pixel matches when no channel differs by more than ``channelTolerance`` levels. On a mismatch the actual image
/// and a diff image (differences amplified, red where a pixel fails) are written to `Golden/actual/`, which git
/// ignores. To re-record every golden image after an intended change of the looks:
///
///     RECORD_GOLDEN=1 swift test --filter GoldenImageTests
///
/// then look at the new PNGs before committing them.
@Suite struct GoldenImageTests {
    /// The largest difference per channel that still counts as equal (rounding differences between machines).
    static let channelTolerance = 2

    static let goldenFolder: String = {
        let file = #filePath
        let folder = file[..<(file.lastIndex(of: "/") ?? file.startIndex)]
        return folder + "/Golden"
    }()

    static var isRecording: Bool { Environment.value(of: "RECORD_GOLDEN") == "1" }

    @Test(arguments: ReferenceScenes.all(labelled: true).map(\.name))
    func sceneMatchesItsGoldenImage(_ name: String) throws {
        let entry = try #require(ReferenceScenes.all(labelled: true).first { $0.name == name })
        var image = try PixelImage(width: entry.width, height: entry.height)
        let renderer = Renderer()
        image.withPixelBuffer { buffer in _ = renderer.render(entry.scene, into: buffer) }
        let goldenPath = "\(Self.goldenFolder)/\(name).png"
        if Self.isRecording {
            try PNG.write(image, to: goldenPath)
            return
        }
        let golden = try PNG.read(from: goldenPath)
        #expect(golden.width == image.width && golden.height == image.height)
        guard golden.width == image.width, golden.height == image.height else { return }
        let comparison = ImageComparison(actual: image, expected: golden, tolerance: Self.channelTolerance)
        if comparison.failingPixels > 0 {
            try FileSystem.makeFolder("\(Self.goldenFolder)/actual")
            try PNG.write(image, to: "\(Self.goldenFolder)/actual/\(name).png")
            try PNG.write(comparison.diffImage, to: "\(Self.goldenFolder)/actual/\(name)-diff.png")
        }
        #expect(
            comparison.failingPixels == 0,
            "\(comparison.failingPixels) pixels differ by more than \(Self.channelTolerance) levels (largest \(comparison.largestDifference)); see Golden/actual/\(name).png"
        )
    }
}
