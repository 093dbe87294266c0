import CircularX11TestSupport
import Foundation

/// A window dump in the xwd format (as `xwd -id WIN` writes it), decoded to 24-bit RGB pixels.
///
/// The format: a header of big-endian 32-bit fields (the first is the header's size, which includes the window
/// name after the fields), then `ncolors` colour entries of 12 bytes, then the rows, `bytes_per_line` apart. Only
/// the ZPixmap format at 32 bits per pixel with 8-bit channel masks is read (what a 24-bit TrueColor screen gives).
struct XwdImage {
    let width: Int
    let height: Int
    /// Row-major 0x00RRGGBB pixels.
    let pixels: [UInt32]

    /// Decodes `data`.
    ///
    /// Edge cases: throws for a truncated file, another pixel format, or masks other than ff0000/ff00/ff.
    init(data: Data) throws {
        let bytes = [UInt8](data)
        func field(_ index: Int) throws -> Int {
            let offset = index * 4
            guard bytes.count >= offset + 4 else { throw HarnessError("xwd header truncated") }
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
        }
        let headerSize = try field(0)
        let format = try field(2)
        let width = try field(4)
        let height = try field(5)
        let byteOrder = try field(7)
        let bitsPerPixel = try field(11)
        let bytesPerLine = try field(12)
        let masks = (try field(14), try field(15), try field(16))
        let colorCount = try field(19)
        guard format == 2, bitsPerPixel == 32, masks == (0xFF0000, 0xFF00, 0xFF) else {
            throw HarnessError("unsupported xwd: format \(format), \(bitsPerPixel) bits per pixel, masks \(masks)")
        }
        let start = headerSize + colorCount * 12
        guard bytes.count >= start + bytesPerLine * height, bytesPerLine >= width * 4 else {
            throw HarnessError("xwd pixels truncated")
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            for column in 0..<width {
                let offset = start + row * bytesPerLine + column * 4
                let word = (0..<4).map { UInt32(bytes[offset + $0]) }
                // byte_order 0 is LSBFirst (little-endian words), 1 MSBFirst.
                let value =
                    byteOrder == 0
                    ? word[0] | word[1] << 8 | word[2] << 16 | word[3] << 24
                    : word[3] | word[2] << 8 | word[1] << 16 | word[0] << 24
                pixels.append(value & 0x00FF_FFFF)
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Dumps `window` on `display` with xwd and decodes it.
    static func capture(window: UInt, display: String) async throws -> XwdImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("circular-\(getpid())-\(window).xwd")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, _) = try await ExternalTool.run(
            "xwd", ["-id", "\(window)", "-silent", "-out", path], display: display)
        guard status == 0 else { throw HarnessError("xwd failed with status \(status)") }
        return try XwdImage(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
