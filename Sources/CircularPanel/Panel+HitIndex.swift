import CircularControl
import CircularRender

// Hit tests by a spatial index: a press, a hover or a wheel turn looks only at the controls that can be hit where
// the pointer is, however many the panel holds.
extension Panel {
    /// Coordinates beyond which the hit index holds no cells (its integer rectangles end at 2^30): a control reaching
    /// past them is looked at by every hit test, and a point past them looks at every control.
    static let hitIndexLimit = Double(1 << 29)

    /// The rectangle of panel units where a press can hit `control`'s knob or track (its ring's
    /// `RingGeometry/hitReach` round its centre), or the whole plane when that reaches past ``hitIndexLimit``.
    static func hitRect(of control: PanelControl) -> PixelRect {
        let geometry = control.configuration.geometry
        let (center, reach) = (geometry.center, geometry.hitReach)
        guard reach.isFinite, abs(center.x) + reach < hitIndexLimit, abs(center.y) + reach < hitIndexLimit else {
            return PixelRect(x: -(1 << 30), y: -(1 << 30), width: 1 << 31, height: 1 << 31)
        }
        return PixelRect(
            minX: Int((center.x - reach).rounded(.down)), minY: Int((center.y - reach).rounded(.down)),
            maxX: Int((center.x + reach).rounded(.up)) + 1, maxY: Int((center.y + reach).rounded(.up)) + 1)
    }

    /// Records control `index` in the hit index and the list of linear controls, after it was added or changed.
    mutating func indexForHits(_ index: Int) {
        let rect = Self.hitRect(of: controls[index])
        if index == hitIndex.count { hitIndex.append(rect) } else { hitIndex.update(index, to: rect) }
        let isLinear = controls[index].configuration.linearDrag != nil
        let listed = linearControls.firstIndex(of: index)
        if isLinear, listed == nil {
            linearControls.insert(index, at: linearControls.firstIndex { $0 > index } ?? linearControls.endIndex)
        } else if !isLinear, let listed {
            linearControls.remove(at: listed)
        }
    }

    /// The controls a hit test at `point` looks at, in ascending order: every one that can be hit there, and perhaps
    /// a few near it (every control for a point past ``hitIndexLimit``; none for a point that is not finite, which
    /// hits nothing). The list is the hit index's own: a hover or a press allocates nothing to find it.
    func hitCandidates(at point: Point) -> [Int] {
        guard point.isFinite else { return [] }
        guard abs(point.x) < Self.hitIndexLimit, abs(point.y) < Self.hitIndexLimit else {
            return Array(controls.indices)
        }
        return hitIndex.candidates(atColumn: Int(point.x.rounded(.down)), row: Int(point.y.rounded(.down)))
    }
}
