import CircularControl
import CircularRender
import CircularX11

/// A stand-in scene until the real controls arrive: a plain background, a ring in the middle, and a dot where
/// the pointer was last pressed or dragged. It exists to exercise the host end to end.
///
/// Edge cases: a window too small for the ring draws only the background; a press outside the ring moves no dot.
struct PlaceholderScene: WindowClient {
    /// Print every input event on stdout, one per line (the integration tests read them).
    var printsEvents = false
    private var size = PixelSize(width: 0, height: 0)
    private var scale = 1.0
    private var dot: Point?
    private var dragging = false

    private static let background: UInt32 = 0xFF20_2428
    private static let ring: UInt32 = 0xFF5A_A0E6
    private static let dotColor: UInt32 = 0xFFF0_C040

    init(printsEvents: Bool) { self.printsEvents = printsEvents }

    private var center: Point { Point(x: Double(size.width) / 2, y: Double(size.height) / 2) }
    private var radius: Double { max(min(Double(min(size.width, size.height)) * 0.35, 200 * scale), 0) }
    private var ringWidth: Double { 10 * scale }

    mutating func layout(size: PixelSize, scale: Double) {
        self.size = size
        self.scale = scale
        if printsEvents { emit("layout \(size) scale=\(scale)") }
    }

    mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest {
        if printsEvents { emit("input \(event.line)") }
        switch event {
        case .press(let point, _, _) where wantsHandCursor(at: point):
            dragging = true
            return moveDot(to: point)
        case .move(let point, _) where dragging:
            return moveDot(to: point)
        case .release, .key(.escape, _):
            dragging = false
            return .nothing
        default:
            return .nothing
        }
    }

    mutating func focusChanged(to focused: Bool) -> RedrawRequest {
        if printsEvents { emit("focus \(focused)") }
        return .nothing
    }

    func wantsHandCursor(at point: Point) -> Bool {
        abs(point.distance(to: center) - radius) <= ringWidth
    }

    mutating func render(into pixels: PixelBuffer, damage: PixelRect) {
        pixels.fill(damage, with: Self.background)
        let area = damage.intersection(pixels.bounds)
        guard !area.isEmpty, radius > ringWidth else { return }
        for row in area.y..<area.maxY {
            let rowStart = (pixels.baseAddress + row * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for column in area.x..<area.maxX {
                let point = Point(x: Double(column) + 0.5, y: Double(row) + 0.5)
                if let dot, point.distance(to: dot) <= 6 * scale {
                    rowStart[column] = Self.dotColor
                } else if abs(point.distance(to: center) - radius) <= ringWidth / 2 {
                    rowStart[column] = Self.ring
                }
            }
        }
    }

    private mutating func moveDot(to point: Point) -> RedrawRequest {
        let margin = 8 * scale
        let old = dot.map { PixelRect.covering(minX: $0.x - margin, minY: $0.y - margin, maxX: $0.x + margin, maxY: $0.y + margin) }
        dot = point
        let new = PixelRect.covering(minX: point.x - margin, minY: point.y - margin, maxX: point.x + margin, maxY: point.y + margin)
        return .rect(old.map { $0.union(new) } ?? new)
    }

    private func emit(_ line: String) {
        StandardStreams.printLine(line)
    }
}
