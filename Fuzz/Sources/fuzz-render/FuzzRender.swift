import CircularControl
import CircularControlTestSupport
import CircularRender
import Glibc

/// The label font's file, asked of fontconfig once (`fc-match`), or `nil` when that fails.
let labelFontFile: String? = {
    guard let pipe = popen("fc-match -f '%{file}' 'DejaVu Sans' 2>/dev/null", "r") else { return nil }
    defer { pclose(pipe) }
    var bytes: [UInt8] = []
    var buffer = [CChar](repeating: 0, count: 4096)
    while let line = fgets(&buffer, Int32(buffer.count), pipe) {
        bytes += UnsafeRawBufferPointer(start: line, count: strlen(line))
    }
    let path = String(decoding: bytes, as: UTF8.self)
    return path.isEmpty ? nil : path
}()

/// A new renderer for each input, so that its caches (band layouts, ring frames, glyphs) start empty and are freed
/// with it: no input depends on what an earlier one left behind, and LeakSanitizer, which libFuzzer runs whenever an
/// input allocates more than it frees, is not set off by caches filling up (it then took most of the time). The
/// font comes from its file, so only FreeType opens it, not fontconfig, and its glyphs are neither taken from nor
/// written to the user's cache (each input rendered them, wrote a file and read it back). The checks below still
/// draw each scene twice, the second time from warm caches.
func makeRenderer() -> Renderer {
    if let labelFontFile {
        return Renderer(fontFile: labelFontFile, keepingCachesBetweenRuns: false, warning: { _ in })
    }
    return Renderer(keepingCachesBetweenRuns: false, warning: { _ in })
}

/// The largest buffer side: big enough for rings, knobs and labels of every size to cross the edges. Most inputs
/// use at most ``usualSide`` so that the target runs thousands of times a second.
let largestSide = 128
let usualSide = 48

/// libFuzzer's entry point for the renderer. The bytes decode into a buffer size (0 and 1 pixel included), a row
/// stride (equal to the row, longer, misaligned or too short), sometimes a misaligned base address, a clip
/// rectangle (inside, across the edges, empty, inverted) and two scenes, the second one the first with a few
/// changes (position, knob, label, styles, geometry, arc, background, or none).
///
/// Checks, with AddressSanitizer watching every access:
/// - buffers the initializer refuses are exactly the ones ``PixelBufferError`` documents (empty, stride too short,
///   misaligned), and the ones it accepts are drawn into without trapping;
/// - each buffer is allocated to exactly the bytes its pixels need (the last row without its padding), so any
///   access past the last pixel is an ASan report, and the padding between rows is never written;
/// - the same scene drawn twice gives the same pixels, and a clipped render returns the clip within the buffer,
///   draws the same pixels inside it and leaves every pixel outside it alone;
/// - removing one control changes only pixels inside `bounds(of:)` of that control;
/// - `damage(from:to:canvas:)` lies within the canvas, is empty for identical scenes, and drawing the old scene
///   and then the new one clipped to the damage gives the new scene's pixels exactly.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var stream = FuzzBytes(UnsafeBufferPointer(start: data, count: size))
    let side = stream.flag(0.9) ? usualSide : largestSide
    let width = stream.int(in: 0...side)
    let height = stream.int(in: 0...side)
    let stride: Int
    switch stream.int(in: 0...9) {
    case 0: stride = width * 4 - stream.int(in: 1...8)
    case 1: stride = width * 4 + stream.int(in: 1...64)
    case 2: stride = width * 4 + 4 * stream.int(in: 1...16)
    default: stride = width * 4
    }
    let misalignedBase = stream.flag(0.03)
    let valid = width > 0 && height > 0 && stride >= width * 4 && stride % 4 == 0 && !misalignedBase

    guard valid else {
        // Every one of these must be refused, never drawn into.
        let bytes = Swift.max(height * Swift.max(stride, 0), 0) + 8
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4)
        defer { memory.deallocate() }
        if (try? PixelBuffer(
            baseAddress: memory + (misalignedBase ? 1 : 0), width: width, height: height,
            bytesPerRow: stride)) != nil
        {
            fail(
                "a \(width)x\(height) buffer with stride \(stride)\(misalignedBase ? " at a misaligned base" : "") was accepted"
            )
        }
        return 0
    }
    let first = Surface(width: width, height: height, stride: stride)
    let second = Surface(width: width, height: height, stride: stride)
    defer {
        first.release()
        second.release()
    }
    let canvas = PixelRect(x: 0, y: 0, width: width, height: height)

    let renderer = makeRenderer()
    let old = decodeScene(&stream, width: width, height: height)
    let new = changed(old, &stream, width: width, height: height)
    let clip = PixelRect(
        x: stream.int(in: -40...(side + 40)), y: stream.int(in: -40...(side + 40)),
        width: stream.int(in: -20...(side + 60)), height: stream.int(in: -20...(side + 60)))

    // The same scene twice, the second time clipped: equal inside the clip, untouched outside it.
    let whole = renderer.render(old, into: first.buffer)
    guard whole == canvas else { fail("a full render returned \(whole), not \(canvas)") }
    let drawn = renderer.render(old, into: second.buffer, clippedTo: clip)
    guard drawn == clip.intersection(canvas) || (drawn.isEmpty && clip.intersection(canvas).isEmpty) else {
        fail("a render clipped to \(clip) in a \(width)x\(height) buffer returned \(drawn)")
    }
    compare("a render clipped to \(drawn) of the same scene", first, second) { x, y in
        drawn.contains(column: x, row: y) ? .equal : .untouched
    }
    // Twice in full, from warm caches.
    renderer.render(old, into: second.buffer)
    compare("a second full render of the same scene", first, second) { _, _ in .equal }

    // One control less changes only the pixels within that control's bounds.
    if !old.controls.isEmpty {
        let index = stream.int(in: 0...(old.controls.count - 1))
        var fewer = old
        fewer.controls.remove(at: index)
        renderer.render(fewer, into: second.buffer)
        let reach = renderer.bounds(of: old.controls[index])
        compare("removing control \(index) with bounds \(reach): \(old.controls[index])", first, second) { x, y in
            reach.contains(column: x, row: y) ? .any : .equal
        }
    }

    // Damage: the old scene, then the new one clipped to the damage, is the new scene.
    let damage = renderer.damage(from: old, to: new, canvas: canvas)
    guard damage.isEmpty || canvas.contains(damage) else { fail("damage \(damage) outside the canvas \(canvas)") }
    // A NaN (outside the position) makes a value unequal to itself, and its control is damaged whole, as documented.
    let equalToItself = old.background == old.background && old.controls.allSatisfy { $0 == $0 }
    if old == new, equalToItself, !damage.isEmpty { fail("identical scenes damage \(damage): \(old)") }
    renderer.render(new, into: first.buffer, clippedTo: damage)
    renderer.render(new, into: second.buffer)
    compare("a redraw of the damage \(damage) from \(old) to \(new)", first, second) { _, _ in .equal }
    return 0
}

/// Stops the run with a message libFuzzer reports as a crash.
func fail(_ message: String) -> Never {
    fatalError("fuzz-render: \(message)")
}

/// Pixel memory allocated to exactly the bytes a buffer's pixels need (the last row ends at its last pixel), filled
/// with a pattern so that untouched pixels and padding can be recognised.
struct Surface {
    static let pattern: UInt8 = 0xA5
    static let patternPixel: UInt32 = 0xA5A5_A5A5
    let memory: UnsafeMutableRawPointer
    let byteCount: Int
    let buffer: PixelBuffer

    init(width: Int, height: Int, stride: Int) {
        byteCount = (height - 1) * stride + width * 4
        memory = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 4)
        memory.initializeMemory(as: UInt8.self, repeating: Self.pattern, count: byteCount)
        do {
            buffer = try PixelBuffer(baseAddress: memory, width: width, height: height, bytesPerRow: stride)
        } catch {
            fail("a valid \(width)x\(height) buffer with stride \(stride) was refused: \(error)")
        }
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        memory.load(fromByteOffset: y * buffer.bytesPerRow + 4 * x, as: UInt32.self)
    }

    /// Fails when a byte between two rows is no longer the pattern.
    func checkPadding() {
        let rowBytes = buffer.width * 4
        for y in 0..<buffer.height - 1 {
            for offset in rowBytes..<buffer.bytesPerRow
            where memory.load(fromByteOffset: y * buffer.bytesPerRow + offset, as: UInt8.self) != Self.pattern {
                fail("the padding byte \(offset) after row \(y) was written")
            }
        }
    }

    func release() { memory.deallocate() }
}

/// What a pixel of the second surface must be: equal to the first's, still the fill pattern, or anything.
enum Expectation { case equal, untouched, any }

/// Compares the two surfaces pixel by pixel, each as `expect(x, y)` says, and checks both paddings; stops with the
/// position and the pixels at the first difference.
func compare(_ what: @autoclosure () -> String, _ first: Surface, _ second: Surface, expect: (Int, Int) -> Expectation)
{
    for y in 0..<first.buffer.height {
        for x in 0..<first.buffer.width {
            let a = first.pixel(x, y)
            let b = second.pixel(x, y)
            switch expect(x, y) {
            case .equal where a != b: fail("\(what()): pixel (\(x), \(y)) differs: \(hex(a)) and \(hex(b))")
            case .untouched where b != Surface.patternPixel:
                fail("\(what()): pixel (\(x), \(y)) outside the clip was written")
            default: break
            }
        }
    }
    first.checkPadding()
    second.checkPadding()
}

func hex(_ pixel: UInt32) -> String { "0x" + String(pixel, radix: 16) }

// MARK: Decoding scenes

/// Up to three controls of any kind around the buffer, with any numbers the public API takes.
func decodeScene(_ stream: inout FuzzBytes, width: Int, height: Int) -> Scene {
    var scene = Scene(background: color(&stream))
    for _ in 0..<stream.int(in: 0...3) {
        scene.controls.append(decodeControl(&stream, width: width, height: height))
    }
    return scene
}

/// A control: sizes mostly around the buffer's, sometimes extreme; every appearance, knob state and label.
func decodeControl(_ stream: inout FuzzBytes, width: Int, height: Int) -> Control {
    Control(
        geometry: geometry(&stream, width: width, height: height), arc: arc(&stream), position: position(&stream),
        appearance: appearance(&stream), knob: knobState(&stream), knobStyle: knobStyle(&stream), label: label(&stream),
        labelSize: stream.flag() ? 0.4 : stream.double(around: 0, width: 3))
}

/// The scene with zero to three changes, each to one part of one control or to the background.
func changed(_ scene: Scene, _ stream: inout FuzzBytes, width: Int, height: Int) -> Scene {
    var new = scene
    for _ in 0..<stream.int(in: 0...3) {
        guard !new.controls.isEmpty else {
            new.background = color(&stream)
            continue
        }
        let index = stream.int(in: 0...(new.controls.count - 1))
        switch stream.int(in: 0...15) {
        case 0...5: new.controls[index].position = position(&stream)
        case 6...8: new.controls[index].knob = knobState(&stream)
        case 9: new.controls[index].label = label(&stream)
        case 10: new.controls[index].labelSize = stream.double(around: 0, width: 3)
        case 11: new.controls[index].appearance = appearance(&stream)
        case 12: new.controls[index].geometry = geometry(&stream, width: width, height: height)
        case 13: new.controls[index].arc = arc(&stream)
        case 14: new.controls[index].knobStyle = knobStyle(&stream)
        default: new.background = color(&stream)
        }
    }
    return new
}

func geometry(_ stream: inout FuzzBytes, width: Int, height: Int) -> RingGeometry {
    let huge = stream.flag(0.05)
    let scale = huge ? 1e4 : 1.0
    return RingGeometry(
        center: Point(
            x: stream.double(around: 0, width: Double(width) * scale),
            y: stream.double(around: 0, width: Double(height) * scale)),
        radius: stream.double(around: 0, width: 80 * scale), lineWidth: stream.double(around: 0, width: 30 * scale),
        knobScale: stream.flag() ? 1.4 : stream.double(around: 0, width: 3))
}

/// Full circles, and partial arcs clockwise and counter-clockwise from any start.
func arc(_ stream: inout FuzzBytes) -> Arc {
    guard !stream.flag() else { return .fullCircle }
    return Arc(
        start: Turns(stream.double(around: -0.5, width: 1)), sweep: Turns(stream.double(around: 0, width: 1)),
        direction: stream.flag() ? .clockwise : .counterClockwise)
}

/// Mostly 0 ... 2.5 turns; sometimes many turns (far past 100 %, beyond ``Control/maximumTurns`` too).
func position(_ stream: inout FuzzBytes) -> Double {
    switch stream.int(in: 0...7) {
    case 0: return stream.double(around: 0, width: 12)
    case 1: return stream.double(around: 0, width: 2e6)
    default: return stream.double(around: 0, width: 2)
    }
}

func appearance(_ stream: inout FuzzBytes) -> ControlAppearance {
    if stream.flag(0.7) {
        let paint: Paint
        if stream.flag() {
            paint = .solid(color(&stream))
        } else {
            let count = stream.flag(0.8) ? stream.int(in: 0...4) : stream.int(in: 0...40)
            paint = .conicGradient(
                (0..<count).map { _ in GradientStop(location: stream.double(around: 0, width: 1), color: color(&stream))
                })
        }
        return .ring(
            RingStyle(
                progress: paint, track: stream.flag() ? nil : color(&stream),
                tipShadowOpacity: stream.flag() ? 0.45 : stream.double(around: 0, width: 1),
                seamBandWidths: stream.flag() ? 1.5 : stream.double(around: 0, width: 3),
                labelColor: stream.flag() ? RGBAColor(white: 0.35) : color(&stream)))
    }
    return .tickDial(
        TickDialStyle(
            tickCount: stream.flag(0.9) ? stream.int(in: -2...300) : stream.int(in: -2...20_000),
            tickFraction: stream.double(around: 0, width: 1),
            startHue: stream.double(around: 0, width: 1), endHue: stream.double(around: 0, width: 1),
            unlitColor: stream.flag() ? RGBAColor(white: 0.78) : color(&stream),
            labelColor: stream.flag() ? RGBAColor(white: 0.35) : color(&stream)))
}

func knobState(_ stream: inout FuzzBytes) -> KnobState? {
    stream.flag() ? nil : KnobState.allCases[stream.int(in: 0...(KnobState.allCases.count - 1))]
}

/// The standard knob, or one with any colours, shadow and scales.
func knobStyle(_ stream: inout FuzzBytes) -> KnobStyle {
    guard !stream.flag(0.7) else { return .standard }
    return KnobStyle(
        fill: color(&stream), hoverFill: color(&stream), pressedFill: color(&stream),
        shadowOpacity: stream.double(around: 0, width: 1), shadowOffset: stream.double(around: 0, width: 1),
        shadowBlur: stream.double(around: 0, width: 1), hoverScale: stream.double(around: 0, width: 2),
        pressedScale: stream.double(around: 0, width: 2))
}

/// Percentages, fractions of odd totals, and short texts of any bytes (invalid UTF-8 included).
func label(_ stream: inout FuzzBytes) -> CenterLabel {
    switch stream.int(in: 0...3) {
    case 0: return .percentage
    case 1: return .fraction(total: [0, 1, 7, -3, 1 << 40, Int.max, Int.min][stream.int(in: 0...6)])
    case 2: return .text(String(decoding: (0..<stream.int(in: 0...8)).map { _ in stream.byte() }, as: UTF8.self))
    default: return .none
    }
}

/// Mostly colours of 8-bit channels; sometimes channels of special values (NaN, infinities, huge, negative).
func color(_ stream: inout FuzzBytes) -> RGBAColor {
    if stream.flag(0.9) {
        return RGBAColor(
            red: Double(stream.byte()) / 255, green: Double(stream.byte()) / 255, blue: Double(stream.byte()) / 255,
            alpha: Double(stream.byte()) / 255)
    }
    return RGBAColor(red: stream.special(), green: stream.special(), blue: stream.special(), alpha: stream.special())
}
