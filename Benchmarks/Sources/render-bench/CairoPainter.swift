import CCairo
import CircularControl
import CircularRender
import Glibc

/// Draws the benchmark scene with cairo into caller memory, the way a Linux developer would without our renderer.
final class CairoPainter {
    private let surface: OpaquePointer
    private let context: OpaquePointer

    init(memory: UnsafeMutableRawPointer, size: Int, stride: Int) {
        surface = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(size), Int32(size), Int32(stride))
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// cairo's angle (radians from 3 o'clock, clockwise on a y-down surface) of a clock angle.
    private func cairoAngle(_ clock: Turns) -> Double { clock.radians.value - Double.pi / 2 }

    private func setColor(_ color: RGBAColor, alpha: Double? = nil) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, alpha ?? color.alpha)
    }

    private func clear() {
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    }

    private func track(_ control: Control, _ style: RingStyle) {
        let geometry = control.geometry
        cairo_new_path(context)
        cairo_arc(context, geometry.center.x, geometry.center.y, geometry.radius, 0, 2 * Double.pi)
        setColor(style.resolvedTrackColor)
        cairo_set_line_width(context, geometry.lineWidth)
        cairo_stroke(context)
    }

    /// The progress arc's ends in cairo's angles: from the start to the tip, at most one turn (the last turn past
    /// 100 %).
    private func progressAngles(_ control: Control) -> (start: Double, tip: Double) {
        let turns = min(control.position, 1)
        let tip = cairoAngle(control.arc.clockAngle(atPosition: control.position)) + 2 * Double.pi * turns
        return (tip - 2 * Double.pi * turns, tip)
    }

    /// The progress arc's path (``progressAngles(_:)``).
    private func progressPath(_ control: Control) {
        let geometry = control.geometry
        let (start, tip) = progressAngles(control)
        cairo_new_path(context)
        cairo_arc(context, geometry.center.x, geometry.center.y, geometry.radius, start, tip)
        cairo_set_line_width(context, geometry.lineWidth)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
    }

    private func knob(_ control: Control) {
        guard control.knob != nil else { return }
        let center = control.geometry.knobCenter(atClockAngle: control.arc.clockAngle(atPosition: control.position))
        cairo_new_path(context)
        cairo_arc(context, center.x, center.y, control.geometry.knobRadius, 0, 2 * Double.pi)
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_fill(context)
    }

    /// Draws the scene's rings as both drawings do: the track, past one turn the whole band in the start colour,
    /// the progress arc's path stroked by `strokeProgress`, and the knob.
    private func drawRings(_ scene: Scene, strokeProgress: (Control, RingStyle) -> Void) {
        clear()
        for control in scene.controls {
            guard case .ring(let style) = control.appearance else { continue }
            track(control, style)
            if control.position >= 1 {
                // Past one turn the whole band is covered.
                let geometry = control.geometry
                cairo_new_path(context)
                cairo_arc(context, geometry.center.x, geometry.center.y, geometry.radius, 0, 2 * Double.pi)
                setColor(style.progress.startColor)
                cairo_set_line_width(context, geometry.lineWidth)
                cairo_stroke(context)
            }
            progressPath(control)
            strokeProgress(control, style)
            knob(control)
        }
        cairo_surface_flush(surface)
    }

    /// Tracks, progress arcs in the end colour, and the knob: solid strokes only.
    func drawSolid(_ scene: Scene) {
        drawRings(scene) { _, style in
            setColor(style.progress.endColor)
            cairo_stroke(context)
        }
    }

    /// As ``drawSolid(_:)``, with each progress arc painted by a mesh pattern that approximates the conic
    /// gradient (``meshPattern(_:_:)``).
    func drawMesh(_ scene: Scene) {
        drawRings(scene) { control, style in
            let pattern = meshPattern(control, style)
            cairo_set_source(context, pattern)
            cairo_stroke(context)
            cairo_pattern_destroy(pattern)
        }
    }

    /// A mesh pattern for the progress arc's gradient: 32 patches per turn, each an annular sector with the
    /// gradient's colours at its corners. The caller destroys it.
    private func meshPattern(_ control: Control, _ style: RingStyle) -> OpaquePointer? {
        let geometry = control.geometry
        let turns = min(control.position, 1)
        let (start, tip) = progressAngles(control)
        let pattern = cairo_pattern_create_mesh()
        let patches = max(Int((32 * turns).rounded(.up)), 1)
        let inner = geometry.innerRadius - geometry.lineWidth
        let outer = geometry.outerRadius + geometry.lineWidth
        // The mesh reaches a line width beyond the band so that the round caps are painted too.
        let before = start - geometry.lineWidth / geometry.radius
        let after = tip + geometry.lineWidth / geometry.radius
        for patch in 0..<patches {
            let a0 = before + (after - before) * Double(patch) / Double(patches)
            let a1 = before + (after - before) * Double(patch + 1) / Double(patches)
            let c0 = style.progress.color(at: (a0 - start) / (tip - start))
            let c1 = style.progress.color(at: (a1 - start) / (tip - start))
            let k = 4.0 / 3 * tan((a1 - a0) / 4)
            func point(_ radius: Double, _ angle: Double) -> (Double, Double) {
                (geometry.center.x + radius * cos(angle), geometry.center.y + radius * sin(angle))
            }
            cairo_mesh_pattern_begin_patch(pattern)
            let p0 = point(inner, a0)
            let p1 = point(outer, a0)
            let p2 = point(outer, a1)
            let p3 = point(inner, a1)
            cairo_mesh_pattern_move_to(pattern, p0.0, p0.1)
            cairo_mesh_pattern_line_to(pattern, p1.0, p1.1)
            let q1 = (p1.0 - k * outer * sin(a0), p1.1 + k * outer * cos(a0))
            let q2 = (p2.0 + k * outer * sin(a1), p2.1 - k * outer * cos(a1))
            cairo_mesh_pattern_curve_to(pattern, q1.0, q1.1, q2.0, q2.1, p2.0, p2.1)
            cairo_mesh_pattern_line_to(pattern, p3.0, p3.1)
            let r1 = (p3.0 + k * inner * sin(a1), p3.1 - k * inner * cos(a1))
            let r2 = (p0.0 - k * inner * sin(a0), p0.1 + k * inner * cos(a0))
            cairo_mesh_pattern_curve_to(pattern, r1.0, r1.1, r2.0, r2.1, p0.0, p0.1)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(
                    pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}
