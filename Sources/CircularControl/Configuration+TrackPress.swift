/// What a press does where it lands, for every kind of control: the track-press rule written once.
extension Configuration {
    /// What a press in `region` starts.
    enum PressAction: Hashable, Sendable {
        /// A drag from where the knob is (a press on a knob, or on the track with the `.relative` policy).
        case drag
        /// A drag after the knob jumps to the pointer (on the track with the `.jump` policy).
        case jumpThenDrag
        /// Nothing (inside or outside the ring, or on the track with the `.ignore` policy).
        case nothing
    }

    /// What a press in `region` starts, by ``trackPress``. Linear drag modes start a drag anywhere; the caller
    /// decides that before asking.
    func pressAction(in region: HitRegion) -> PressAction {
        switch (region, trackPress) {
        case (.knob, _), (.track, .relative): return .drag
        case (.track, .jump): return .jumpThenDrag
        case (.track, .ignore), (.inside, _), (.outside, _): return .nothing
        }
    }

    /// The position a track press at `point` jumps to, for a knob now at `position`: the pointer's angle on the arc,
    /// the nearer end for a point in the gap of a partial arc, and on a multi-turn control the lap nearest to
    /// `position` (within the turn limit). `nil` for the centre itself, which has no angle.
    func trackJumpPosition(for point: Point, from position: Double) -> Double? {
        guard let angle = ClockAngle.of(point, around: geometry.center) else { return nil }
        let along = arc.nearestPosition(toClockAngle: angle)
        guard case .multiTurn = turnMode else { return along }
        let nearest = position.rounded(.down) + along
        let candidates = [nearest - 1, nearest, nearest + 1]
        let best = candidates.min { ($0 - position).magnitude < ($1 - position).magnitude } ?? nearest
        return Swift.min(Swift.max(best, 0), upperPositionLimit)
    }
}
