import CircularControl

/// The focus ring of a focused control (``Control/isFocused``): an anti-aliased annulus in the focus colour around
/// the knob as it is drawn in its state, or, when the control draws no knob, around the ring's outer edge.
struct FocusRingShape {
    let center: Point
    let inner: Double
    let outer: Double
    let pixel: UInt32

    /// The ring of `control`, or `nil` when it has none: not focused, not drawable, a knob that is not drawn, a
    /// ring of width 0, or radii that are not finite.
    init?(control: Control) {
        guard control.isFocused, control.isDrawable else { return nil }
        let style = control.focusStyle
        let width = FocusStyle.width(style.ringWidth)
        let gap = FocusStyle.width(style.ringGap)
        if let state = control.knob {
            let knob = KnobShape(control: control, state: state)
            guard knob.isDrawn else { return nil }
            center = knob.center
            inner = knob.radius + gap
        } else {
            center = control.geometry.center
            inner = control.geometry.outerRadius + gap
        }
        outer = inner + width
        guard width > 0, outer.isFinite, center.isFinite else { return nil }
        pixel = style.ringColor.premultipliedARGB
    }

    /// The pixels the ring may touch.
    var bounds: PixelRect {
        PixelRect.covering(
            minX: center.x - outer - 1, minY: center.y - outer - 1, maxX: center.x + outer + 1,
            maxY: center.y + outer + 1)
    }

    /// Draws the ring over `buffer` within `clip`, visiting per row only the columns between the inner and the outer
    /// radius.
    func draw(into buffer: PixelBuffer, clip: PixelRect) {
        let area = bounds.intersection(clip)
        guard !area.isEmpty else { return }
        let reach = outer + 0.75
        let hole = inner - 0.75
        for y in area.y..<area.maxY {
            let dy = Double(y) + 0.5 - center.y
            let outerSquare = reach * reach - dy * dy
            guard outerSquare > 0 else { continue }
            let half = outerSquare.squareRoot()
            let holeHalf = hole > 0 && hole * hole - dy * dy > 0 ? (hole * hole - dy * dy).squareRoot() : -1
            let pixels = buffer.row(y)
            // Clamped as doubles first: a huge knob's columns would not fit an integer.
            let first = Int(max(Double(area.x), (center.x - half).rounded(.down)))
            let last = Int(min(Double(area.maxX), (center.x + half).rounded(.up)))
            guard first < last else { continue }
            for x in first..<last {
                let dx = Double(x) + 0.5 - center.x
                // Columns whose centre lies well inside the hole have no coverage.
                if holeHalf > 0, dx.magnitude < holeHalf { continue }
                let distance = (dx * dx + dy * dy).squareRoot()
                let coverage = PixelMath.bandCoverage(dx: dx, dy: dy, distance: distance, inner: inner, outer: outer)
                let byte = PixelMath.coverageByte(coverage)
                guard byte > 0 else { continue }
                pixels[x] = PixelMath.over(PixelMath.scale(pixel, by: byte), pixels[x])
            }
        }
    }
}
