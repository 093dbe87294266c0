import CircularRender
import Glibc
import Testing

@Suite struct PNGTests {
    private var folder: String { GoldenImageTests.goldenFolder + "/actual" }

    @Test func opaqueImagesSurviveARoundTrip() throws {
        try FileSystem.makeFolder(folder)
        var image = try PixelImage(width: 7, height: 5)
        for index in image.pixels.indices {
            image.pixels[index] =
                0xFF00_0000 | UInt32(index * 37 % 256) << 16 | UInt32(index * 91 % 256) << 8 | UInt32(index * 13 % 256)
        }
        let path = folder + "/round-trip.png"
        try PNG.write(image, to: path)
        #expect(try PNG.read(from: path) == image)
        unlink(path)
    }

    @Test func transparencyIsKept() throws {
        try FileSystem.makeFolder(folder)
        let image = try PixelImage(
            width: 2, height: 1, pixels: [0, RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5).premultipliedARGB])
        let path = folder + "/transparent.png"
        try PNG.write(image, to: path)
        let read = try PNG.read(from: path)
        #expect(read.pixels[0] == 0)
        #expect(read.pixels[1] >> 24 == 128)
        #expect(abs(Int((read.pixels[1] >> 16) & 0xFF) - 128) <= 1)
        unlink(path)
    }

    @Test func missingFilesAndFoldersThrow() {
        #expect(throws: PNGError.self) { try PNG.read(from: "/nonexistent/image.png") }
        #expect(throws: PNGError.self) {
            try PNG.write(try PixelImage(width: 1, height: 1), to: "/nonexistent/folder/image.png")
        }
    }
}
