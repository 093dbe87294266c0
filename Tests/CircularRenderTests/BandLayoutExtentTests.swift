import CircularControl
import CircularRender
import Testing

/// A ring's band layout covers only the buffer it is drawn into: a ring far larger than the buffer costs no more
/// than the buffer, and is drawn.
@Suite struct BandLayoutExtentTests {
    @Test(
        "A band far wider than the buffer is drawn (its layout covered 2^16 pixels square whatever the buffer, went over the sample limit and was dropped)"
    )
    func bandFarWiderThanTheBufferIsDrawn() throws {
        // The band runs from 10 000 to 50 000 pixels from a centre 30 000 pixels below the buffer: it covers the
        // whole buffer, and about 2^31 pixels of the first 2^16 rows and columns.
        let geometry = RingGeometry(center: Point(x: 32, y: 30_032), radius: 30_000, lineWidth: 40_000)
        let color = RGBAColor(red: 0.1, green: 0.5, blue: 0.9)
        let control = Control(
            geometry: geometry, position: 0, appearance: .ring(RingStyle(progress: .solid(color), track: color)))
        var image = try PixelImage(width: 64, height: 64)
        image.withPixelBuffer { buffer in _ = Renderer().render(Scene(controls: [control]), into: buffer) }
        // The start cap at 12 o'clock, in the buffer, blends the same colour over the track: within a level or two.
        let expected = color.premultipliedARGB
        func near(_ pixel: UInt32) -> Bool {
            (0..<4).allSatisfy { (channel: Int) -> Bool in
                let shift = UInt32(channel * 8)
                let difference = Int((pixel >> shift) & 0xFF) - Int((expected >> shift) & 0xFF)
                return abs(difference) <= 2
            }
        }
        let wrong = image.pixels.filter { !near($0) }
        #expect(
            wrong.isEmpty,
            "\(wrong.count) pixels are not the band's colour, such as \(wrong.prefix(3).map { String($0, radix: 16) })")
    }
}
