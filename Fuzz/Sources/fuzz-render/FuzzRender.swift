import CircularControl
import CircularControlTestSupport
import CircularRender

/// One renderer for every input: finding the font is slow, and a renderer holds no state between renders. libFuzzer
/// calls the target from one thread only.
nonisolated(unsafe) let renderer = Renderer(warning: { _ in })

/// libFuzzer's entry point for the renderer: the bytes decode into a buffer size, a row stride (also too short, which
/// must be refused), a clip rectangle (inside, across the edges, empty, inverted) and two scenes that differ in one
/// control's position or knob look. Checks, with AddressSanitizer watching every write:
/// - a buffer allocated to exactly `height * stride` bytes is never written outside (ASan);
/// - the same scene drawn twice gives the same pixels, and a clipped render leaves the pixels outside the clip alone;
/// - drawing the old scene, then the new one clipped to `damage(from:to:canvas:)`, gives the new scene's pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var stream = FuzzBytes(UnsafeBufferPointer(start: data, count: size))
    let width = stream.int(in: 0...96), height = stream.int(in: 0...96)
    let stride: Int
    switch stream.int(in: 0...7) {
    case 0: stride = width * 4 - stream.int(in: 1...8)
    case 1: stride = width * 4 + stream.int(in: 1...64)
    default: stride = width * 4
    }
    let bytes = Swift.max(height * Swift.max(stride, 0), 1)
    let first = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4)
    let second = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4)
    defer { first.deallocate(); second.deallocate() }
    first.initializeMemory(as: UInt8.self, repeating: 0xA5, count: bytes)
    second.initializeMemory(as: UInt8.self, repeating: 0xA5, count: bytes)
    guard let one = try? PixelBuffer(baseAddress: first, width: width, height: height, bytesPerRow: stride),
          let two = try? PixelBuffer(baseAddress: second, width: width, height: height, bytesPerRow: stride) else {
        guard stride < width * 4 || stride % 4 != 0 || width == 0 || height == 0 else {
            fatalError("a valid buffer was refused")
        }
        return 0
    }
    let old = decodeScene(&stream, width: width, height: height)
    var new = old
    if !new.controls.isEmpty {
        let index = stream.int(in: 0...(new.controls.count - 1))
        if stream.flag() { new.controls[index].position = stream.double(around: 0, width: 2) }
        else { new.controls[index].knob = stream.flag() ? nil : KnobLook.allCases[stream.int(in: 0...2)] }
    }
    let clip = PixelRect(x: stream.int(in: -20...120) , y: stream.int(in: -20...120),
                         width: stream.int(in: -10...140), height: stream.int(in: -10...140))

    // The same scene twice, the second time clipped: equal inside the clip, untouched outside it.
    _ = renderer.render(old, into: one)
    let drawn = renderer.render(old, into: two, clippedTo: clip)
    guard PixelRect(x: 0, y: 0, width: width, height: height).contains(drawn) else {
        fatalError("drew \(drawn) outside a \(width)x\(height) buffer")
    }
    compare("a clipped render of the same scene", first, second, width: width, height: height, stride: stride) { x, y in
        drawn.contains(column: x, row: y) ? .equal : .untouched
    }
    // Damage: the old scene, then the new one clipped to the damage, is the new scene.
    let damage = renderer.damage(from: old, to: new, canvas: PixelRect(x: 0, y: 0, width: width, height: height))
    _ = renderer.render(new, into: one, clippedTo: damage)
    _ = renderer.render(new, into: two)
    compare("a redraw of the damage \(damage) from \(old) to \(new)", first, second, width: width, height: height,
            stride: stride) { _, _ in .equal }
    return 0
}

enum Expectation { case equal, untouched }

/// Compares the two buffers pixel by pixel, each as `expect(x, y)` says: equal, or still the fill pattern in the
/// second; stops with the position and the pixels at the first difference.
func compare(_ what: String, _ first: UnsafeMutableRawPointer, _ second: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
             expect: (Int, Int) -> Expectation) {
    for y in 0..<height {
        for x in 0..<width {
            let a = first.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
            let b = second.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
            switch expect(x, y) {
            case .equal where a != b: fatalError("\(what): pixel (\(x), \(y)) differs: \(a) and \(b)")
            case .untouched where b != 0xA5A5_A5A5: fatalError("pixel (\(x), \(y)) outside the clip was written")
            default: break
            }
        }
    }
}

/// Up to three controls of any kind around the buffer, with any numbers the public API takes.
func decodeScene(_ stream: inout FuzzBytes, width: Int, height: Int) -> Scene {
    var scene = Scene(background: color(&stream))
    for _ in 0..<stream.int(in: 0...3) {
        let radius = stream.double(around: 0, width: 80)
        let geometry = RingGeometry(
            center: Point(x: stream.double(around: 0, width: Double(width)), y: stream.double(around: 0, width: Double(height))),
            radius: radius, lineWidth: stream.double(around: 0, width: 30),
            knobScale: stream.flag() ? 1.4 : stream.double(around: 0, width: 3))
        let arc = stream.flag() ? Arc.fullCircle : Arc(start: Turns(stream.double(around: -0.5, width: 1)),
                                                       sweep: Turns(stream.double(around: 0, width: 1)),
                                                       direction: stream.flag() ? .clockwise : .counterClockwise)
        let appearance: ControlAppearance
        if stream.flag(0.7) {
            let paint: Paint
            if stream.flag() {
                paint = .solid(color(&stream))
            } else {
                paint = .conicGradient((0..<stream.int(in: 0...4)).map { _ in
                    GradientStop(location: stream.double(around: 0, width: 1), color: color(&stream))
                })
            }
            appearance = .ring(RingStyle(progress: paint, track: stream.flag() ? nil : color(&stream),
                                         tipShadowOpacity: stream.double(around: 0, width: 1),
                                         seamBandWidths: stream.double(around: 0, width: 3)))
        } else {
            appearance = .tickDial(TickDialStyle(tickCount: stream.int(in: -2...300), tickFraction: stream.double(around: 0, width: 1),
                                                 startHue: stream.double(around: 0, width: 1), endHue: stream.double(around: 0, width: 1)))
        }
        let label: CenterLabel
        switch stream.int(in: 0...3) {
        case 0: label = .percentage
        case 1: label = .fraction(total: [0, 1, 7, -3, Int.max][stream.int(in: 0...4)])
        case 2: label = .text(String(decoding: (0..<stream.int(in: 0...6)).map { _ in stream.byte() }, as: UTF8.self))
        default: label = .none
        }
        scene.controls.append(Control(
            geometry: geometry, arc: arc, position: stream.double(around: 0, width: 2), appearance: appearance,
            knob: stream.flag() ? nil : KnobLook.allCases[stream.int(in: 0...2)], label: label,
            labelSize: stream.flag() ? 0.4 : stream.double(around: 0, width: 1)))
    }
    return scene
}

func color(_ stream: inout FuzzBytes) -> RGBAColor {
    if stream.flag(0.9) {
        return RGBAColor(red: Double(stream.byte()) / 255, green: Double(stream.byte()) / 255, blue: Double(stream.byte()) / 255,
                         alpha: Double(stream.byte()) / 255)
    }
    return RGBAColor(red: stream.special(), green: stream.special(), blue: stream.special(), alpha: stream.special())
}
