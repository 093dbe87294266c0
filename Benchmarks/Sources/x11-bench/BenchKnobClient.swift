import CircularControl
import CircularRender
import CircularX11

/// What the demo's knob scene does per event, for the benchmark: a ``CircularModel`` fed every input, a
/// ``Scene`` rebuilt from it, the damage between the old and the new scene asked for, and the ``Renderer`` drawing
/// only that damage.
///
/// The knob wraps round (a full circle, `.wrapping`), so that every move of a drag around it changes the value and
/// asks for a redraw: nothing is saved by a pinned end.
///
/// Edge cases: a window too small for a ring draws only the background (the renderer skips an invalid geometry).
struct BenchKnobClient: WindowClient {
    private(set) var model: CircularModel
    private let renderer = Renderer()
    private var scene = Scene()
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
        model = try CircularModel(configuration, value: 0.25)
    }

    /// The demo knob's proportions: centred, a radius of 34 % and a line of 8 % of the smaller side.
    static func geometry(for size: PixelSize) -> RingGeometry {
        let side = Double(max(min(size.width, size.height), 32))
        let center = Point(x: Double(size.width) / 2, y: Double(size.height) / 2)
        return RingGeometry(center: center, radius: side * 0.34, lineWidth: side * 0.08)
    }

    mutating func layout(size: PixelSize, scale: Double) {
        self.size = size
        try? model.setGeometry(Self.geometry(for: size))
        scene = makeScene()
    }

    mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest {
        switch event {
        case .move(let point, _):
            moveCount += 1
            lastMove = point
        case .press: pressCount += 1
        default: break
        }
        guard !model.handle(event).isEmpty || event.isPressOrRelease else { return .nothing }
        let old = scene
        scene = makeScene()
        let damage = renderer.damage(from: old, to: scene, canvas: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
        return damage.isEmpty ? .nothing : .rect(damage)
    }

    mutating func render(into pixels: PixelBuffer, damage: PixelRect) {
        _ = renderer.render(scene, into: pixels, clippedTo: damage)
    }

    func wantsHandCursor(at point: Point) -> Bool { model.knobCenter.distance(to: point) <= model.configuration.geometry.lineWidth }

    private func makeScene() -> Scene {
        let control = Control(
            geometry: model.configuration.geometry, arc: model.configuration.arc, position: model.position, appearance: .ring(.move),
            knob: model.isDragging ? .pressed : .idle, label: .percentage)
        return Scene(background: RGBAColor(red: 0.13, green: 0.14, blue: 0.16), controls: [control])
    }
}

extension InputEvent {
    /// True for presses and releases (the knob's look changes with them even when the value does not).
    fileprivate var isPressOrRelease: Bool {
        switch self {
        case .press, .release: true
        default: false
        }
    }
}
