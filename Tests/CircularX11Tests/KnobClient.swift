import CircularControl
import CircularRender
import CircularX11

/// A client with a real ``CircularModel`` knob in the middle of the window, for tests that drag a knob and check
/// the value (the drawing is a flat colour that changes with the focus; the pixels are not what these tests check).
struct KnobClient: WindowClient {
    var model: CircularModel
    var layouts: [PixelSize] = []
    var focusChanges: [Bool] = []
    var inputs: [InputEvent] = []
    var renderCount = 0
    private var focused = false

    /// A knob from 0 to 100 at 50, with its gap at the bottom, laid out for a 320 x 240 window until told otherwise.
    init() {
        let configuration = Configuration(
            min: 0, max: 100, arc: Arc(start: .degrees(-135), sweep: .degrees(270)),
            geometry: Self.geometry(for: PixelSize(width: 320, height: 240)))
        // The configuration above is valid by construction.
        model = try! CircularModel(configuration, value: 50)
    }

    /// The ring for a window of `size`: centred, a radius of 35 % of the smaller side, 16 px wide.
    static func geometry(for size: PixelSize) -> RingGeometry {
        let side = Double(max(min(size.width, size.height), 40))
        return RingGeometry(center: Point(x: Double(size.width) / 2, y: Double(size.height) / 2), radius: side * 0.35, lineWidth: 16)
    }

    mutating func layout(size: PixelSize, scale: Double) {
        layouts.append(size)
        try? model.setGeometry(Self.geometry(for: size))
    }

    mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest {
        inputs.append(event)
        return model.handle(event).isEmpty ? .nothing : .all
    }

    mutating func focusChanged(to focused: Bool) -> RedrawRequest {
        focusChanges.append(focused)
        self.focused = focused
        return .all
    }

    mutating func render(into pixels: PixelBuffer, damage: PixelRect) {
        renderCount += 1
        pixels.fill(damage, with: focused ? 0xFF30_5070 : 0xFF20_2428)
    }

    func wantsHandCursor(at point: Point) -> Bool { model.knobCenter.distance(to: point) < 20 }
}
