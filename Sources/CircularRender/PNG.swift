internal import CLibraryLoader
internal import CPNG

/// PNG files through libpng's simplified API: 8-bit RGBA with straight alpha on disk, premultiplied ARGB32 in memory.
///
/// Used by the golden-image tests and by hosts' screenshots.
///
/// Edge cases: fully transparent pixels are written as transparent black; writing into a missing folder fails
/// with ``PNGError/libpng(path:message:)``.
public enum PNG {
    /// libpng's `PNG_IMAGE_VERSION`.
    private static let imageVersion: UInt32 = 1
    /// libpng's `PNG_FORMAT_RGBA` (`PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA`).
    private static let formatRGBA: UInt32 = 3

    /// Writes an image as a PNG file.
    ///
    /// - Throws: ``PNGError`` when libpng cannot write the file.
    public static func write(_ image: PixelImage, to path: String) throws(PNGError) {
        if let missing = clibrary_load_png() { throw .libpng(path: path, message: String(cString: missing)) }
        var bytes = [UInt8](repeating: 0, count: image.pixels.count * 4)
        for (index, pixel) in image.pixels.enumerated() {
            let alpha = pixel >> 24
            func straight(_ shift: UInt32) -> UInt8 {
                guard alpha > 0 else { return 0 }
                return UInt8(min((((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha, 255))
            }
            bytes[index * 4] = straight(16)
            bytes[index * 4 + 1] = straight(8)
            bytes[index * 4 + 2] = straight(0)
            bytes[index * 4 + 3] = UInt8(alpha)
        }
        var png = png_image()
        png.version = imageVersion
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = formatRGBA
        let ok = bytes.withUnsafeBytes { raw in
            LibPNG.png_image_write_to_file(&png, path, 0, raw.baseAddress, Int32(image.width * 4), nil)
        }
        guard ok != 0 else { throw .libpng(path: path, message: message(of: &png)) }
    }

    /// Writes the pixels of a buffer as a PNG file (a host's screenshot).
    ///
    /// - Throws: ``PNGError`` when libpng cannot write the file.
    public static func write(_ buffer: PixelBuffer, to path: String) throws(PNGError) {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(buffer.width * buffer.height)
        for y in 0..<buffer.height {
            pixels.append(contentsOf: UnsafeBufferPointer(start: buffer.row(y), count: buffer.width))
        }
        guard let image = try? PixelImage(width: buffer.width, height: buffer.height, pixels: pixels) else {
            throw .invalidSize(path: path)
        }
        try write(image, to: path)
    }

    /// Reads a PNG file of any colour type into a premultiplied image.
    ///
    /// - Throws: ``PNGError`` when the file is missing, not a PNG, or empty.
    public static func read(from path: String) throws(PNGError) -> PixelImage {
        if let missing = clibrary_load_png() { throw .libpng(path: path, message: String(cString: missing)) }
        var png = png_image()
        png.version = imageVersion
        guard LibPNG.png_image_begin_read_from_file(&png, path) != 0 else {
            throw .libpng(path: path, message: message(of: &png))
        }
        png.format = formatRGBA
        let width = Int(png.width)
        let height = Int(png.height)
        guard width > 0, height > 0, width < 1 << 15, height < 1 << 15 else {
            LibPNG.png_image_free(&png)
            throw .invalidSize(path: path)
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let ok = bytes.withUnsafeMutableBytes { raw in
            LibPNG.png_image_finish_read(&png, nil, raw.baseAddress, Int32(width * 4), nil)
        }
        guard ok != 0 else { throw .libpng(path: path, message: message(of: &png)) }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for index in pixels.indices {
            let alpha = UInt32(bytes[index * 4 + 3])
            func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
            pixels[index] =
                alpha << 24 | premultiplied(bytes[index * 4]) << 16 | premultiplied(bytes[index * 4 + 1]) << 8
                | premultiplied(bytes[index * 4 + 2])
        }
        guard let image = try? PixelImage(width: width, height: height, pixels: pixels) else {
            throw .invalidSize(path: path)
        }
        return image
    }

    private static func message(of png: inout png_image) -> String {
        withUnsafeBytes(of: &png.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
