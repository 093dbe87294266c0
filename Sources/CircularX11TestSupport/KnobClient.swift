import CircularControl
import CircularHost
import CircularPanel
import CircularRender
import CircularX11

/// The library's window client (`PanelClient`, what `ControlWindow` runs) with one knob, recording what the host
/// told it, for the tests and the benchmark that host a knob in their own process: every requirement goes to the
/// panel client, and the layouts, focus changes, inputs, moves and presses are noted on the way, which is what the
/// tests check.
///
/// Edge cases:
/// - A window too small for a ring draws only the background: the ring's proportions stop shrinking at
///   ``RingProportions/minimumSide``, and the renderer skips a ring that does not fit.
/// - Inputs the panel ignores (a press away from the knob) are still recorded.
public struct KnobClient: WindowClient {
    /// How the ring is laid out in a window of any size: centred, with a radius and a line width of their own.
    public struct RingProportions: Sendable {
        /// A length in the window: a number of pixels, or a fraction of the window's smaller side.
        public enum Length: Sendable {
            case pixels(Double)
            case fractionOfSide(Double)
        }

        /// The ring's radius.
        public var radius: Length
        /// The ring's line width.
        public var lineWidth: Length
        /// The smallest side the proportions are taken of: a smaller window gets the ring of this side.
        public var minimumSide: Double

        /// Proportions with the given radius, line width and smallest side.
        public init(radius: Length, lineWidth: Length, minimumSide: Double) {
            self.radius = radius
            self.lineWidth = lineWidth
            self.minimumSide = minimumSide
        }

        /// The layout that gives a window's one knob this ring.
        var layout: ControlLayout {
            ControlLayout { size, _, _ in [geometry(for: size)] }
        }

        /// The ring for a window of `size`, centred.
        public func geometry(for size: PixelSize) -> RingGeometry {
            let side = max(Double(min(size.width, size.height)), minimumSide)
            func pixels(_ length: Length) -> Double {
                switch length {
                case .pixels(let value): value
                case .fractionOfSide(let fraction): side * fraction
                }
            }
            let center = Point(x: Double(size.width) / 2, y: Double(size.height) / 2)
            return RingGeometry(center: center, radius: pixels(radius), lineWidth: pixels(lineWidth))
        }
    }

    /// The knob's client, which does the work.
    public private(set) var panelClient: PanelClient
    private let recordsInputs: Bool
    /// Every size the host laid the client out for, in order.
    public private(set) var layouts: [PixelSize] = []
    /// Every focus change the host reported, in order.
    public private(set) var focusChanges: [Bool] = []
    /// Every input the host handed in, in order (kept only when asked for: a benchmark's bursts would pay for it).
    public private(set) var inputs: [InputEvent] = []
    /// How many pointer moves reached the client.
    public private(set) var moveCount = 0
    /// How many presses reached the client.
    public private(set) var pressCount = 0
    /// The last pointer move, in window pixels.
    public private(set) var lastMove: Point?

    /// A knob of `configuration` at `value`, drawn as `appearance` with `label`, its ring laid out by `proportions`
    /// (the configuration's geometry is replaced by the one for `size`, the window's size until the host says
    /// otherwise); `recordsInputs` keeps every input in ``inputs``.
    ///
    /// - Throws: the configuration's error when it is invalid.
    public init(
        configuration: Configuration, value: Double, proportions: RingProportions, size: PixelSize,
        appearance: ControlAppearance = .ring(.move), label: CenterLabel = .none, recordsInputs: Bool = true
    ) throws {
        var configuration = configuration
        configuration.geometry = proportions.geometry(for: size)
        let knob = PanelControl(
            .single(try CircularModel(configuration, value: value)), appearance: appearance, label: label)
        panelClient = PanelClient(
            controls: [WindowControl(name: "knob", control: knob)], layout: proportions.layout,
            background: RGBAColor(red: 0.13, green: 0.14, blue: 0.16))
        self.recordsInputs = recordsInputs
    }

    /// The tests' knob: from 0 to 100 at 50, with its gap at the bottom, a radius of 35 % of the smaller side and a
    /// 16 px line, no label, every input recorded; laid out for a 320 x 240 window until told otherwise.
    public init() {
        let configuration = Configuration(
            min: 0, max: 100, arc: Arc(start: .degrees(-135), sweep: .degrees(270)),
            geometry: RingGeometry(center: Point(x: 160, y: 120), radius: 84, lineWidth: 16))
        let proportions = RingProportions(radius: .fractionOfSide(0.35), lineWidth: .pixels(16), minimumSide: 40)
        do {
            try self.init(
                configuration: configuration, value: 50, proportions: proportions,
                size: PixelSize(width: 320, height: 240))
        } catch {
            preconditionFailure("the tests' knob is valid by construction: \(error)")
        }
    }

    /// The demo's knob as the benchmark drives it: from 0 to 1 at 0.25, wrapping round (a full circle, so that every
    /// move of a drag around it changes the value and asks for a redraw: nothing is saved by a pinned end), the
    /// demo's proportions (a radius of 34 % and a line of 8 % of the smaller side), a percentage label, inputs
    /// counted but not kept; laid out for a 480 x 360 window until told otherwise.
    public static func wrappingDemoKnob() throws -> KnobClient {
        let configuration = Configuration(
            min: 0, max: 1, turnMode: .wrapping,
            geometry: RingGeometry(center: Point(x: 240, y: 180), radius: 100, lineWidth: 20))
        let proportions = RingProportions(
            radius: .fractionOfSide(0.34), lineWidth: .fractionOfSide(0.08), minimumSide: 32)
        return try KnobClient(
            configuration: configuration, value: 0.25, proportions: proportions,
            size: PixelSize(width: 480, height: 360), label: .percentage, recordsInputs: false)
    }

    /// The knob's model.
    public var model: CircularModel {
        guard let model = panelClient.panel.controls[0].singleModel else {
            preconditionFailure("the knob client holds one single knob")
        }
        return model
    }

    /// How many times the host asked for pixels.
    public var renderCount: Int { panelClient.renderCount }

    public mutating func layout(size: PixelSize, scale: Double) {
        layouts.append(size)
        panelClient.layout(size: size, scale: scale)
    }

    public mutating func handle(_ event: InputEvent, from source: Pointer, pointer: Point, time: Double)
        -> RedrawRequest
    {
        if recordsInputs { inputs.append(event) }
        switch event {
        case .move(let point, _):
            moveCount += 1
            lastMove = point
        case .press: pressCount += 1
        default: break
        }
        return panelClient.handle(event, from: source, pointer: pointer, time: time)
    }

    public mutating func handle(_ event: InputEvent, pointer: Point) -> RedrawRequest {
        handle(event, from: .mouse, pointer: pointer, time: MonotonicClock.now)
    }

    public mutating func focusChanged(to focused: Bool) -> RedrawRequest {
        focusChanges.append(focused)
        return panelClient.focusChanged(to: focused)
    }

    public var gestureDeadline: Double? { panelClient.gestureDeadline }
    public mutating func advanceClock(to time: Double) -> RedrawRequest { panelClient.advanceClock(to: time) }
    public var isAnimating: Bool { panelClient.isAnimating }
    public mutating func advance(to time: Double) -> RedrawRequest { panelClient.advance(to: time) }
    public mutating func render(into pixels: PixelBuffer, damage: PixelRegion) {
        panelClient.render(into: pixels, damage: damage)
    }
    public func wantsHandCursor(at point: Point) -> Bool { panelClient.wantsHandCursor(at: point) }
    public var linearMouseDragKnob: Point? { panelClient.linearMouseDragKnob }
    public var lastLinearMouseDragKnob: Point? { panelClient.lastLinearMouseDragKnob }
    public var keptMouse: VirtualPointer? {
        get { panelClient.keptMouse }
        set { panelClient.keptMouse = newValue }
    }
}
