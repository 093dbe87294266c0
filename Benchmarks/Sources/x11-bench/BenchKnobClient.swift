import CircularControl
import CircularPanel
import CircularRender
import CircularX11

/// What the demo's knob scene does per event, for the benchmark: a ``Panel`` of one knob fed every input, which
/// rebuilds its scene and measures the damage against the scene shown, and the ``Renderer`` drawing only that
/// damage.
///
/// The knob wraps round (a full circle, `.wrapping`), so that every move of a drag around it changes the value and
/// asks for a redraw: nothing is saved by a pinned end.
///
/// Edge cases: a window too small for a ring draws only the background (the renderer skips an invalid geometry).
struct BenchKnobClient: WindowClient {
    private var panel: Panel
    private let renderer = Renderer()
    private var size = PixelSize(width: 0, height: 0)
    /// How many pointer moves reached the client.
    private(set) var moveCount = 0
    /// How many presses reached the client.
    private(set) var pressCount = 0
    /// The last pointer move, in window pixels.
    private(set) var lastMove: Point?

    init() throws {
        let geometry = Self.geometry(for: PixelSize(width: 480, height: 360))
        let configuration = Configuration(min: 0, max: 1, turnMode: .wrapping, geometry: geometry)
        let knob = PanelControl(.single(try CircularModel(configuration, value: 0.25)), appearance: .ring(.move),
                                label: .percentage)
        panel = Panel(controls: [knob], background: RGBAColor(red: 0.13, green: 0.14, blue: 0.16))
    }

    /// The knob's model.
    var model: CircularModel {
        guard case .single(let model) = panel.controls[0].model else { preconditionFailure("the knob is a single knob") }
        return model
    }

    /// The demo knob's proportions: centred, a radius of 34 % and a line of 8 % of the smaller side.
    static func geometry(for size: PixelSize) -> RingGeometry {
        let side = Double(max(min(size.width, size.height), 32))
        let center = Point(x: Double(size.width) / 2, y: Double(size.height) / 2)
        return RingGeometry(center: center, radius: side * 0.34, lineWidth: side * 0.08)
    }

    mutating func layout(size: PixelSize, scale: Double) {
        self.size = size
        try? panel.setGeometry(Self.geometry(for: size), ofControl: 0)
        panel.showWhole()
    }

    mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest {
        switch event {
        case .move(let point, _):
            moveCount += 1
            lastMove = point
        case .press: pressCount += 1
        default: break
        }
        _ = panel.handle(event, at: pointer)
        let damage = panel.takeDamage(renderer: renderer, canvas: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
        return damage.isEmpty ? .nothing : .rect(damage)
    }

    mutating func render(into pixels: PixelBuffer, damage: PixelRect) {
        _ = renderer.render(panel.shownScene, into: pixels, clippedTo: damage)
    }

    func wantsHandCursor(at point: Point) -> Bool { panel.wantsHandCursor(at: point) }
}
