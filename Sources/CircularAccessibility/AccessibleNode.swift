/// One control a host exposes to assistive technologies (one knob of a range is a node of its own), described
/// without any window system: what it is called, its value and limits, where it is in the window and whether it
/// has the keyboard focus. The host builds these from its controls; ``AccessibilityBridge`` turns them into AT-SPI2
/// objects.
///
/// Edge cases:
/// - A value, limit or increment that is NaN or infinite is sent as it is (D-Bus doubles carry it); hosts built on
///   the core never produce one.
/// - ``extents`` may lie partly or wholly outside the window (a control scrolled or laid out off the edge).
/// - Two nodes may share an ``id`` or a ``name``; assistive technologies then cannot tell them apart, but nothing
///   breaks.
public struct AccessibleNode: Equatable, Sendable {
    /// What kind of control the node is, as AT-SPI2 names roles.
    public enum Role: Equatable, Sendable {
        /// A value changed by turning (ATSPI_ROLE_DIAL): a knob, a ring, a tick dial.
        case dial
        /// A value picked from a bounded range (ATSPI_ROLE_SLIDER): each knob of a two-knob range.
        case slider
    }

    /// A stable identifier for automation (AT-SPI2's AccessibleId), e.g. a trace name such as `range.start`.
    public var id: String
    /// The human name a screen reader speaks, e.g. "Volume" or "Range start".
    public var name: String
    public var role: Role
    /// The current value.
    public var value: Double
    /// The value as the control shows it ("25%", "20–70%", "-6 dB"): what a screen reader says for the value. It goes
    /// out as AT-SPI's `Value.Text` and as the `valuetext` object attribute (ARIA's name, which Orca reads first);
    /// empty: none, and a screen reader formats the number itself.
    public var valueText: String
    /// The lowest value.
    public var minimum: Double
    /// The highest value (of one turn, for a multi-turn control).
    public var maximum: Double
    /// The smallest change: the step, or what one arrow key adds when there is none.
    public var increment: Double
    /// Where the control is, in window pixels (y down).
    public var extents: AccessibleRect
    /// Whether the node has the keyboard focus within its window (whether the window has it is the surface's).
    public var isFocused: Bool

    /// A node with every field given (a value text of its own, or none).
    public init(
        id: String, name: String, role: Role, value: Double, valueText: String = "", minimum: Double, maximum: Double,
        increment: Double, extents: AccessibleRect, isFocused: Bool
    ) {
        self.id = id
        self.name = name
        self.role = role
        self.value = value
        self.valueText = valueText
        self.minimum = minimum
        self.maximum = maximum
        self.increment = increment
        self.extents = extents
        self.isFocused = isFocused
    }
}
