import CircularControl
import CircularHost
import CircularRender
import CircularX11

/// A client that records what the host tells it and paints a known pattern, so that tests can check both the
/// events and the pixels.
struct RecordingClient: WindowClient {
    var events: [InputEvent] = []
    var layouts: [PixelSize] = []
    var scales: [Double] = []
    var focusChanges: [Bool] = []
    /// What ``embeddingChanged(to:)`` and ``focusEntered(moving:)`` were told, in order.
    var embeddingChanges: [Bool] = []
    var focusEntries: [FocusDirection] = []
    /// The focus exit the next key input reports (as Tab past the last control would), taken by the host.
    var focusExitOnNextKey: FocusDirection?
    private var focusExit: FocusDirection?
    var renderCount = 0
    var renderedDamage: [PixelRect] = []
    /// The render count each time the host said the first frame was presented.
    var firstFrameReports: [Int] = []
    /// Where the hand cursor should show.
    var handArea = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// How many animation frames are left to run.
    var animationFramesLeft = 0
    var advanceTimes: [Double] = []
    /// Added to every pixel of the pattern, so that a test can tell a new rendering from an old one.
    var generation: UInt32 = 0

    /// The pattern colour at a pixel (opaque, distinct across nearby pixels).
    static func pattern(x: Int, y: Int, generation: UInt32 = 0) -> UInt32 {
        0xFF00_0000 | (UInt32(truncatingIfNeeded: x * 7 + Int(generation) * 40) & 0xFF) << 16
            | (UInt32(truncatingIfNeeded: y * 5) & 0xFF) << 8 | (UInt32(truncatingIfNeeded: x + y) & 0xFF)
    }

    mutating func layout(size: PixelSize, scale: Double) {
        layouts.append(size)
        scales.append(scale)
    }

    mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest {
        events.append(event)
        if case .key = event, let exit = focusExitOnNextKey {
            focusExit = exit
            focusExitOnNextKey = nil
        }
        return .rect(PixelRect(x: 0, y: 0, width: 4, height: 4))
    }

    mutating func firstFramePresented() -> RedrawRequest {
        firstFrameReports.append(renderCount)
        return .nothing
    }

    mutating func focusChanged(to focused: Bool) -> RedrawRequest {
        focusChanges.append(focused)
        return .nothing
    }

    mutating func embeddingChanged(to embedded: Bool) {
        embeddingChanges.append(embedded)
    }

    mutating func focusEntered(moving direction: FocusDirection) -> RedrawRequest {
        focusEntries.append(direction)
        return .nothing
    }

    mutating func takeFocusExit() -> FocusDirection? {
        defer { focusExit = nil }
        return focusExit
    }

    var isAnimating: Bool { animationFramesLeft > 0 }

    mutating func advance(to time: Double) -> RedrawRequest {
        advanceTimes.append(time)
        animationFramesLeft -= 1
        return .all
    }

    mutating func render(into pixels: PixelBuffer, damage region: PixelRegion) {
        renderCount += 1
        let damage = region.bounds
        renderedDamage.append(damage)
        for y in damage.y..<damage.maxY {
            for x in damage.x..<damage.maxX {
                pixels.baseAddress.storeBytes(
                    of: Self.pattern(x: x, y: y, generation: generation), toByteOffset: y * pixels.bytesPerRow + x * 4,
                    as: UInt32.self)
            }
        }
    }

    func wantsHandCursor(at point: Point) -> Bool {
        point.x >= Double(handArea.x) && point.x < Double(handArea.maxX) && point.y >= Double(handArea.y)
            && point.y < Double(handArea.maxY)
    }
}
