/// Where a control's region on screen is reported by ``RingGeometry/hitTest(_:knobAngle:arc:)``.
public enum HitRegion: Hashable, Sendable, CaseIterable {
    /// On the knob (within its hit radius, which may be larger than the drawn knob).
    case knob
    /// On the track band within the arc's sweep, away from the knob.
    case track
    /// Inside the track's inner edge (where a centre label lives).
    case inside
    /// Beyond the track's outer edge, or on the track radius within the gap of a partial arc.
    case outside
}

/// The size and placement of a circular control on screen, and its hit-testing.
///
/// `radius` is measured to the middle of the track; the track band spans `radius ± lineWidth / 2`. The knob is a
/// disc of diameter `lineWidth * knobScale` centred on the track at the value's angle.
///
/// Edge cases:
/// - ``validate()`` refuses a non-finite centre, a radius or line width that is not more than 0, a line width
///   wider than the ring (`lineWidth > 2 * radius`), a knob scale that is not more than 0, negative target sizes or
///   slop, and any coordinate or size (the knob's radius included) beyond ``maximumExtent``, 2^48 pixels.
/// - The knob's hit radius is never smaller than half of ``minimumTargetSize`` plus ``hitSlop``, so thin rings
///   stay grabbable; where it overlaps the track the knob wins.
public struct RingGeometry: Hashable, Sendable {
    /// The centre of the ring, in pixels.
    public var center: Point
    /// The distance from the centre to the middle of the track band, in pixels.
    public var radius: Double
    /// The width of the track band, in pixels.
    public var lineWidth: Double
    /// The knob's diameter as a multiple of the line width (1.4 by default).
    public var knobScale: Double
    /// The smallest diameter of a grabbable target in pixels (24 by default), for the knob and the track band.
    public var minimumTargetSize: Double
    /// Extra pixels of tolerance around every target (2 by default).
    public var hitSlop: Double

    /// The default knob scale, as in the editable SwiftUI control the project started from.
    public static let defaultKnobScale = 1.4

    /// Creates a geometry; see the properties for the defaults.
    public init(
        center: Point, radius: Double, lineWidth: Double, knobScale: Double = RingGeometry.defaultKnobScale,
        minimumTargetSize: Double = 24, hitSlop: Double = 2
    ) {
        self.center = center
        self.radius = radius
        self.lineWidth = lineWidth
        self.knobScale = knobScale
        self.minimumTargetSize = minimumTargetSize
        self.hitSlop = hitSlop
    }

    /// The inner edge of the track band.
    @inlinable public var innerRadius: Double { radius - lineWidth / 2 }
    /// The outer edge of the track band.
    @inlinable public var outerRadius: Double { radius + lineWidth / 2 }
    /// The drawn knob's radius: `lineWidth * knobScale / 2`.
    @inlinable public var knobRadius: Double { lineWidth * knobScale / 2 }
    /// The knob's hit radius: the larger of the drawn radius and half the minimum target, plus the slop.
    @inlinable public var knobHitRadius: Double { max(knobRadius, minimumTargetSize / 2) + hitSlop }
    /// Half the width of the band round the track radius that hits the track: half the line width or of the minimum
    /// target, plus the slop.
    @inlinable public var trackHitHalfWidth: Double { max(lineWidth, minimumTargetSize) / 2 + hitSlop }
    /// How far from the centre a point may lie and still hit the knob (whose centre is on the track radius) or the
    /// track (``hitTest(_:knobAngle:arc:)``): every point farther away is `.outside`.
    @inlinable public var hitReach: Double { radius + max(knobHitRadius, trackHitHalfWidth) }

    /// The knob's drawn radius seen from the centre, as an angle: the pickup tolerance of a pinned drag.
    public var knobAngularRadius: Turns {
        Turns(min(knobRadius / (2 * Double.pi * radius), 0.125))
    }

    /// The centre of the knob when it sits at clock angle `angle`.
    @inlinable
    public func knobCenter(atClockAngle angle: Turns) -> Point {
        ClockAngle.point(at: angle, radius: radius, around: center)
    }

    /// Which region of the control `point` falls in, with the knob at clock angle `knobAngle` on `arc`.
    ///
    /// Edge cases: a non-finite point is `.outside`; the centre itself is `.inside`; a point on the track radius
    /// within the gap of a partial arc is `.outside` (no track is drawn there), unless it is on the knob.
    public func hitTest(_ point: Point, knobAngle: Turns, arc: Arc) -> HitRegion {
        guard point.isFinite else { return .outside }
        if point.distance(to: knobCenter(atClockAngle: knobAngle)) <= knobHitRadius { return .knob }
        let distance = point.distance(to: center)
        let halfBand = trackHitHalfWidth
        if distance < radius - halfBand { return .inside }
        if distance > radius + halfBand { return .outside }
        guard let angle = ClockAngle.of(point, around: center) else { return .inside }
        return arc.position(ofClockAngle: angle) <= 1 ? .track : .outside
    }

    /// The largest coordinate or size a geometry may hold, in pixels: 2^48 (about 2.8e14). Every point a control
    /// covers then lies within 2^50 of the origin: sums of these never overflow, and a renderer's pixel indices fit
    /// any integer.
    public static let maximumExtent: Double = 281_474_976_710_656

    /// Checks every field; see the type's edge cases. Every coordinate and size, the knob's radius
    /// (`lineWidth * knobScale / 2`) included, must lie within ``maximumExtent``.
    ///
    /// - Throws: ``ConfigurationError`` naming the field (`geometry.radius`, …) and its value.
    public func validate() throws(ConfigurationError) {
        let extent = RingGeometry.maximumExtent
        guard center.x.magnitude <= extent else {
            throw ConfigurationError(
                field: "geometry.center.x", value: center.x, reason: "must be finite, at most 2^48 in magnitude")
        }
        guard center.y.magnitude <= extent else {
            throw ConfigurationError(
                field: "geometry.center.y", value: center.y, reason: "must be finite, at most 2^48 in magnitude")
        }
        guard radius > 0, radius <= extent else {
            throw ConfigurationError(
                field: "geometry.radius", value: radius, reason: "must be more than 0 and at most 2^48")
        }
        guard lineWidth > 0, lineWidth <= 2 * radius else {
            throw ConfigurationError(
                field: "geometry.lineWidth", value: lineWidth,
                reason: "must be more than 0 and at most twice the radius")
        }
        guard knobScale > 0, knobRadius <= extent else {
            throw ConfigurationError(
                field: "geometry.knobScale", value: knobScale,
                reason: "must be more than 0, with lineWidth * knobScale / 2 at most 2^48")
        }
        guard minimumTargetSize >= 0, minimumTargetSize <= extent else {
            throw ConfigurationError(
                field: "geometry.minimumTargetSize", value: minimumTargetSize, reason: "must be 0 to 2^48")
        }
        guard hitSlop >= 0, hitSlop <= extent else {
            throw ConfigurationError(field: "geometry.hitSlop", value: hitSlop, reason: "must be 0 to 2^48")
        }
    }
}
