import CircularControl
import Testing

@testable import CircularRender

/// What ``Renderer/prepare(_:columns:rows:)`` makes ahead of a first frame, and that the frame is the same for it.
@Suite struct RendererPrepareTests {
    /// A prepared renderer draws the scene without making anything more, and draws it bit for bit as a renderer that
    /// made everything while drawing.
    @Test(arguments: [
        ReferenceScenes.singleRing(0.3, knob: .idle, labelled: true),
        ReferenceScenes.activityRings(move: 0.4, exercise: 1.3, stand: 0.2),
        ReferenceScenes.tickDial(0.6, labelled: true),
    ])
    func aPreparedFrameMakesNothingAndLooksTheSame(scene: Scene) throws {
        let prepared = Renderer()
        prepared.prepare(scene, columns: 160, rows: 160)
        let made = prepared.keptLayerCounts
        #expect(made.bandMaps == scene.controls.count)
        var preparedImage = try PixelImage(width: 160, height: 160)
        preparedImage.withPixelBuffer { _ = prepared.render(scene, into: $0) }
        #expect(prepared.keptLayerCounts == made)

        let unprepared = Renderer()
        var image = try PixelImage(width: 160, height: 160)
        image.withPixelBuffer { _ = unprepared.render(scene, into: $0) }
        #expect(unprepared.keptLayerCounts == made)
        #expect(preparedImage.pixels == image.pixels)
    }

    /// A buffer of another size needs band maps of its own, made as it is drawn; an empty size prepares nothing.
    @Test func anotherSizeMakesItsOwnAndNoSizeNone() throws {
        let scene = ReferenceScenes.singleRing(0.3, labelled: false)
        let renderer = Renderer()
        renderer.prepare(scene, columns: 0, rows: 128)
        renderer.prepare(scene, columns: 128, rows: -1)
        #expect(renderer.keptLayerCounts == (0, 0))
        renderer.prepare(scene, columns: 128, rows: 128)
        #expect(renderer.keptLayerCounts == (1, 1))
        var image = try PixelImage(width: 100, height: 128)
        image.withPixelBuffer { _ = renderer.render(scene, into: $0) }
        #expect(renderer.keptLayerCounts == (2, 1))
    }
}
