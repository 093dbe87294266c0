// Renders the three-ring activity scene at 512 x 512 with CircularRender and with cairo, into the same kind of
// buffer (premultiplied ARGB32, caller-owned), side by side in one run, and prints the ratios:
//
//   ratio render_vs_cairo_solid     ours (gradients, tip shadows, knob) / cairo with solid strokes
//   ratio render_vs_cairo_mesh      ours / cairo with the conic gradients as mesh patterns
//   ratio render_vs_fill            ours / a plain fill of the buffer (the floor: writing every byte once)
//   ratio damage_vs_full            our knob-only damage redraw / our full frame
//   ratio render_2x_vs_cairo_solid  the same scene at 1024 x 1024 (a HiDPI window at twice the scale): ours / cairo
//                                   with solid strokes at that size
//
// Each figure is the minimum over several rounds of the mean time of many repetitions; the variants take turns
// within every round so that they see the same machine.
import CircularControl
import CircularRender
import Glibc

let size = 512
let hiDPISize = 1024
let rounds = 9

/// The scene in a `size` x `size` buffer: move 125 %, exercise 175 %, stand 40 %, line width a tenth of the size,
/// with a knob on the outer ring. `nudge` moves every value a little, so that alternating frames are new states (as
/// in an animation) and no cache of a previous state can serve them.
func activityScene(size sceneSize: Int = size, knob: KnobState, nudge: Double = 0) -> Scene {
    let lineWidth = Double(sceneSize) / 10
    let gap = Double(sceneSize) / 80
    let center = Point(x: Double(sceneSize) / 2, y: Double(sceneSize) / 2)
    let outer = Double(sceneSize) / 2 - gap - lineWidth / 2
    let rings: [(Double, RingStyle)] = [(1.25, .move), (1.75, .exercise), (0.40, .stand)]
    return Scene(
        background: .white,
        controls: rings.enumerated().map { index, ring in
            Control(
                geometry: RingGeometry(
                    center: center, radius: outer - Double(index) * (lineWidth + gap), lineWidth: lineWidth),
                position: ring.0 + nudge, appearance: .ring(ring.1), knob: index == 0 ? knob : nil)
        })
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The mean seconds of one call of `body` over `repetitions` calls.
func measure(_ repetitions: Int, _ body: () -> Void) -> Double {
    let start = now()
    for _ in 0..<repetitions { body() }
    return (now() - start) / Double(repetitions)
}

/// A square buffer of caller memory, and cairo drawing into the same memory.
struct Canvas {
    let memory: UnsafeMutableRawPointer
    let buffer: PixelBuffer
    let cairo: CairoPainter
    /// 64 states a little apart, more than the renderer keeps, so every frame rebuilds its colour tables.
    let animation: [Scene]

    init(size: Int) throws {
        let stride = size * 4
        memory = UnsafeMutableRawPointer.allocate(byteCount: stride * size, alignment: 64)
        buffer = try PixelBuffer(baseAddress: memory, width: size, height: size, bytesPerRow: stride)
        cairo = CairoPainter(memory: memory, size: size, stride: stride)
        animation = (0..<64).map { activityScene(size: size, knob: .idle, nudge: Double($0) * 0.0001) }
    }
}

let canvas = try Canvas(size: size)
let hiDPI = try Canvas(size: hiDPISize)
defer {
    canvas.memory.deallocate()
    hiDPI.memory.deallocate()
}
let buffer = canvas.buffer
let cairoPainter = canvas.cairo
let idle = activityScene(knob: .idle)
let animation = canvas.animation
var frame = 0
let pressed = activityScene(knob: .pressed)
let renderer = Renderer()
let damage = renderer.damage(from: idle, to: pressed, canvas: buffer.bounds)
let white = RGBAColor.white.premultipliedARGB

var ours = Double.infinity
var solid = Double.infinity
var mesh = Double.infinity
var fill = Double.infinity
var partial = Double.infinity
var oursHiDPI = Double.infinity
var solidHiDPI = Double.infinity
renderer.render(idle, into: buffer)  // builds the cached band layouts, as the first frame of a host does
let hiDPIRenderer = Renderer()
hiDPIRenderer.render(hiDPI.animation[0], into: hiDPI.buffer)
var toggle = false
for _ in 0..<rounds {
    ours = min(
        ours,
        measure(256) {
            frame = (frame + 1) % animation.count
            renderer.render(animation[frame], into: buffer)
        })
    solid = min(
        solid,
        measure(128) {
            frame = (frame + 1) % animation.count
            cairoPainter.drawSolid(animation[frame])
        })
    mesh = min(
        mesh,
        measure(16) {
            frame = (frame + 1) % animation.count
            cairoPainter.drawMesh(animation[frame])
        })
    fill = min(fill, measure(1000) { buffer.fill(buffer.bounds, with: white) })
    partial = min(
        partial,
        measure(1000) {
            toggle.toggle()
            renderer.render(toggle ? pressed : idle, into: buffer, clippedTo: damage)
        })
    oursHiDPI = min(
        oursHiDPI,
        measure(64) {
            frame = (frame + 1) % hiDPI.animation.count
            hiDPIRenderer.render(hiDPI.animation[frame], into: hiDPI.buffer)
        })
    solidHiDPI = min(
        solidHiDPI,
        measure(32) {
            frame = (frame + 1) % hiDPI.animation.count
            hiDPI.cairo.drawSolid(hiDPI.animation[frame])
        })
}

// The first frame of a new geometry also builds the band layouts (a new renderer has none).
let cold = measure(5) { Renderer().render(idle, into: buffer) }

func milliseconds(_ seconds: Double) -> String { String(Int((seconds * 1e6).rounded())) + " us" }
print("frame 512x512, three activity rings (1.25, 1.75, 0.40) with a knob")
print("  ours (gradients, tip shadows, knob; a new value every frame)  \(milliseconds(ours))")
print("  ours, first frame (builds the layouts) \(milliseconds(cold))")
print("  cairo, solid strokes                  \(milliseconds(solid))")
print("  cairo, conic gradients as meshes      \(milliseconds(mesh))")
print("  plain fill of the buffer              \(milliseconds(fill))")
print("  ours, knob-only damage \(damage)   \(milliseconds(partial))")
print("frame \(hiDPISize)x\(hiDPISize), the same scene at twice the scale")
print("  ours                                  \(milliseconds(oursHiDPI))")
print("  cairo, solid strokes                  \(milliseconds(solidHiDPI))")
func ratio(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return "\(rounded)"
}
print("ratio render_vs_cairo_solid \(ratio(ours / solid))")
print("ratio render_vs_cairo_mesh \(ratio(ours / mesh))")
print("ratio render_vs_fill \(ratio(ours / fill))")
print("ratio damage_vs_full \(ratio(partial / ours))")
print("ratio render_2x_vs_cairo_solid \(ratio(oursHiDPI / solidHiDPI))")
