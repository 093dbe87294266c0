import CircularRender
import CircularX11

/// `--screenshot FILE`: the scene drawn exactly as the window draws it (same client, same renderer), at `--size`
/// and scale 1, every knob idle and every animation at its end, written as PNG without any X server.
///
/// Edge cases: a file that cannot be written throws the PNG writer's error (the demo exits with status 1); the
/// window's pixels match this image only at scale 1 (no Xft.dpi) and with the pointer away from every knob.
enum Screenshot {
    /// Renders `client` at `size` into `path`.
    static func write(_ client: DemoClient, size: PixelSize, to path: String) throws {
        var client = client
        client.layout(size: size, scale: 1)
        client.finishAnimationsImmediately()
        var image = try PixelImage(width: size.width, height: size.height)
        image.withPixelBuffer { buffer in
            client.render(into: buffer, damage: buffer.bounds)
        }
        try PNG.write(image, to: path)
    }
}
