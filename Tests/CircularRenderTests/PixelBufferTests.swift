import CircularControl
import CircularRender
import Testing

/// The buffer refuses descriptions it cannot draw into safely, and drawing stays inside the described pixels.
@Suite struct PixelBufferTests {
    @Test func refusesUnsafeDescriptions() throws {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
        defer { memory.deallocate() }
        #expect(throws: PixelBufferError.emptySize(width: 0, height: 4)) {
            try PixelBuffer(baseAddress: memory, width: 0, height: 4, bytesPerRow: 64)
        }
        #expect(throws: PixelBufferError.strideTooSmall(bytesPerRow: 60, width: 16)) {
            try PixelBuffer(baseAddress: memory, width: 16, height: 4, bytesPerRow: 60)
        }
        #expect(throws: PixelBufferError.misaligned) {
            try PixelBuffer(baseAddress: memory + 2, width: 4, height: 4, bytesPerRow: 16)
        }
        #expect(throws: PixelBufferError.misaligned) {
            try PixelBuffer(baseAddress: memory, width: 4, height: 4, bytesPerRow: 18)
        }
        #expect(throws: PixelBufferError.tooLarge) {
            try PixelBuffer(baseAddress: memory, width: 4, height: Int.max / 8, bytesPerRow: 64)
        }
        #expect(throws: PixelBufferError.emptySize(width: -1, height: 3)) { try PixelImage(width: -1, height: 3) }
    }

    @Test("A rectangle copied from another buffer lands in place, clipped to both, and nothing else changes")
    func copyingARectangle() throws {
        var source = try PixelImage(width: 8, height: 6, pixels: (0..<48).map { UInt32($0 + 1) })
        var target = try PixelImage(width: 6, height: 8, pixels: Array(repeating: 0, count: 48))
        source.withPixelBuffer { from in
            target.withPixelBuffer { $0.copy(PixelRect(x: 4, y: -2, width: 9, height: 6), from: from) }
        }
        for y in 0..<8 {
            for x in 0..<6 {
                let inside = x >= 4 && y < 4
                #expect(target[x, y] == (inside ? UInt32(y * 8 + x + 1) : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func rowPaddingIsNeverWritten() throws {
        // 40 pixels wide, rows of 48 pixels: the last 8 of every row belong to someone else.
        let width = 40
        let height = 40
        let stridePixels = 48
        var memory = [UInt32](repeating: 0xDEAD_BEEF, count: stridePixels * height)
        memory.withUnsafeMutableBytes { bytes in
            let buffer = try! PixelBuffer(
                baseAddress: bytes.baseAddress!, width: width, height: height, bytesPerRow: stridePixels * 4)
            let geometry = RingGeometry(center: Point(x: 30, y: 20), radius: 18, lineWidth: 6)
            let scene = Scene(controls: [
                Control(
                    geometry: geometry, position: 1.4, appearance: .ring(.move), knob: .hover,
                    label: .percentage)
            ])
            Renderer(warning: { _ in }).render(scene, into: buffer)
        }
        for row in 0..<height {
            for column in width..<stridePixels {
                #expect(memory[row * stridePixels + column] == 0xDEAD_BEEF, "padding at row \(row), column \(column)")
            }
        }
        #expect(memory[0] == RGBAColor.white.premultipliedARGB)
    }

    @Test func controlsPartlyOrWhollyOutsideTheBuffer() throws {
        var image = try PixelImage(width: 32, height: 32)
        for center in [Point(x: -20, y: 10), Point(x: 31, y: 31), Point(x: 1e7, y: -1e7)] {
            let geometry = RingGeometry(center: center, radius: 24, lineWidth: 8)
            let scene = Scene(controls: [
                Control(geometry: geometry, position: 2.5, appearance: .ring(.stand), knob: .idle)
            ])
            image.withPixelBuffer { buffer in _ = Renderer().render(scene, into: buffer) }
        }
        #expect(image.pixels.allSatisfy { $0 >> 24 == 0xFF })
    }

    @Test func undrawableControlsAreSkipped() throws {
        var image = try PixelImage(width: 32, height: 32)
        let bad: [RingGeometry] = [
            RingGeometry(center: Point(x: 16, y: 16), radius: 0, lineWidth: 4),
            RingGeometry(center: Point(x: .nan, y: 16), radius: 10, lineWidth: 4),
            RingGeometry(center: Point(x: 16, y: 16), radius: 10, lineWidth: 30),
            RingGeometry(center: Point(x: 16, y: 16), radius: .infinity, lineWidth: 4),
        ]
        let scene = Scene(
            controls: bad.map { Control(geometry: $0, position: 0.5, appearance: .ring(.move), knob: .idle) }
                + [
                    Control(
                        geometry: RingGeometry(center: Point(x: 16, y: 16), radius: 10, lineWidth: 4),
                        arc: Arc(sweep: Turns(0)), position: 0.5, appearance: .ring(.move))
                ])
        image.withPixelBuffer { buffer in _ = Renderer().render(scene, into: buffer) }
        #expect(image.pixels.allSatisfy { $0 == RGBAColor.white.premultipliedARGB })
    }

    @Test func nonFinitePositionsDrawAsZero() throws {
        var atNaN = try PixelImage(width: 64, height: 64)
        var atZero = try PixelImage(width: 64, height: 64)
        func scene(_ position: Double) -> Scene {
            Scene(controls: [
                Control(
                    geometry: RingGeometry(center: Point(x: 32, y: 32), radius: 24, lineWidth: 8),
                    position: position, appearance: .ring(.exercise), knob: .idle)
            ])
        }
        atNaN.withPixelBuffer { buffer in _ = Renderer().render(scene(.nan), into: buffer) }
        atZero.withPixelBuffer { buffer in _ = Renderer().render(scene(0), into: buffer) }
        #expect(atNaN == atZero)
        var atInfinity = try PixelImage(width: 64, height: 64)
        atInfinity.withPixelBuffer { buffer in _ = Renderer().render(scene(.infinity), into: buffer) }
        #expect(atInfinity.pixels.allSatisfy { $0 >> 24 == 0xFF })
    }
}

/// Shapes far larger than any buffer draw what falls inside without mapping the rest.
@Suite struct HugeShapeTests {
    @Test func hugeRingsAndTickCountsStayBounded() throws {
        var image = try PixelImage(width: 64, height: 64)
        // Its band runs along rows 7 to 13 of the image and millions of pixels beyond it in every direction.
        let giant = RingGeometry(center: Point(x: 32, y: 5_000_010), radius: 5_000_000, lineWidth: 6)
        let manyTicks = TickDialStyle(tickCount: Int.max)
        let scene = Scene(controls: [
            Control(geometry: giant, position: 0.3, appearance: .ring(.move)),
            Control(
                geometry: RingGeometry(center: Point(x: 32, y: 32), radius: 20, lineWidth: 6), position: 0.5,
                appearance: .tickDial(manyTicks)),
        ])
        image.withPixelBuffer { buffer in _ = Renderer().render(scene, into: buffer) }
        #expect(image[32, 10] != RGBAColor.white.premultipliedARGB)
        #expect(image[32, 4] == RGBAColor.white.premultipliedARGB)
        #expect(image[32, 32] == RGBAColor.white.premultipliedARGB)
        #expect(image[32, 52] != RGBAColor.white.premultipliedARGB)
    }
}
