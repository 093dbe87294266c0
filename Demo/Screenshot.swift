import CircularHost
import CircularRender

/// `--screenshot FILE`: the scene drawn exactly as the window draws it (the same client, the same renderer), at
/// `--size` and scale 1, every knob idle and every animation at its end, written as PNG without any display.
///
/// Edge cases: a file that cannot be written throws the PNG writer's error (the demo exits with status 1); the
/// window's pixels match this image only at scale 1 (no Xft.dpi) and with the pointer away from every knob.
enum Screenshot {
    /// Renders `controls` placed by `layout` at `size` into `path`.
    static func write(_ controls: [DemoControl], layout: ControlLayout, size: PixelSize, to path: String) throws {
        var client = PanelClient(controls: controls.map(\.window), layout: layout, background: DemoPalette.background)
        client.layout(size: size, scale: 1)
        for (index, control) in controls.enumerated() {
            if let target = control.animationTarget { _ = client.setValue(target, ofControl: index) }
        }
        client.showWhole()
        var image = try PixelImage(width: size.width, height: size.height)
        image.withPixelBuffer { buffer in
            client.render(into: buffer, damage: PixelRegion(buffer.bounds))
        }
        try PNG.write(image, to: path)
    }
}
