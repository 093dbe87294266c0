internal import CX11
import CircularHost

/// The screen's default visual, checked to take premultiplied ARGB32 pixels byte for byte.
///
/// A 24-bit TrueColor visual stored in 32 bits per pixel with masks ff0000/ff00/ff reads a native-endian ARGB32
/// word as its pixel: the alpha byte lands in the unused top byte, which the server ignores. Over an opaque
/// background, premultiplied colour is the colour to show.
///
/// Edge cases: any other visual (16-bit, 30-bit, PseudoColor, 24 bits per pixel packed) throws
/// ``X11HostError/unsupportedVisual(_:)`` instead of showing wrong colours.
struct PixelFormat {
    /// The default visual of the screen.
    let visual: UnsafeMutablePointer<Visual>
    /// Its depth (24).
    let depth: Int32

    init(connection: DisplayConnection) throws {
        guard let display = connection.pointer else { throw X11HostError.noDisplay(name: connection.name) }
        guard let visual = Xlib.XDefaultVisual(display, connection.screen) else {
            throw X11HostError.unsupportedVisual("the screen reports no default visual")
        }
        let depth = Xlib.XDefaultDepth(display, connection.screen)
        let masks = (visual.pointee.red_mask, visual.pointee.green_mask, visual.pointee.blue_mask)
        guard visual.pointee.`class` == TrueColor, depth == 24, masks == (0xff0000, 0xff00, 0xff) else {
            throw X11HostError.unsupportedVisual(
                "depth \(depth), class \(visual.pointee.`class`), masks \(String(masks.0, radix: 16))/"
                    + "\(String(masks.1, radix: 16))/\(String(masks.2, radix: 16))")
        }
        var count: Int32 = 0
        var bitsPerPixel: Int32 = 0
        if let formats = Xlib.XListPixmapFormats(display, &count) {
            for index in 0..<Int(count) where formats[index].depth == depth {
                bitsPerPixel = formats[index].bits_per_pixel
            }
            _ = Xlib.XFree(formats)
        }
        guard bitsPerPixel == 32 else {
            throw X11HostError.unsupportedVisual("depth 24 is stored in \(bitsPerPixel) bits per pixel, not 32")
        }
        self.visual = visual
        self.depth = depth
    }

    /// An XImage header describing `memory` as this format, with rows `width * 4` bytes apart.
    ///
    /// Edge cases: returns nil when Xlib rejects the description (XInitImage fails).
    func imageHeader(memory: UnsafeMutableRawPointer, size: PixelSize) -> XImage? {
        var image = XImage()
        image.width = Int32(size.width)
        image.height = Int32(size.height)
        image.xoffset = 0
        image.format = ZPixmap
        image.data = memory.assumingMemoryBound(to: CChar.self)
        // The pixels are native-endian 32-bit words; Xlib swaps for a server of the other byte order (XPutImage).
        image.byte_order = nativeByteOrder
        image.bitmap_unit = 32
        image.bitmap_bit_order = nativeByteOrder
        image.bitmap_pad = 32
        image.depth = depth
        image.bytes_per_line = Int32(size.width * 4)
        image.bits_per_pixel = 32
        image.red_mask = 0xff0000
        image.green_mask = 0xff00
        image.blue_mask = 0xff
        guard Xlib.XInitImage(&image) != 0 else { return nil }
        return image
    }

    private var nativeByteOrder: Int32 { UInt32(1).littleEndian == 1 ? LSBFirst : MSBFirst }
}
