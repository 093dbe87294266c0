/// What a host shows at one moment, as assistive technologies see it: one window with its title, size and
/// activation, and the controls in it.
///
/// Edge cases: a node's focus counts only while the window is active (a screen reader follows the keyboard focus,
/// which is elsewhere while another window has it).
public struct AccessibleSurface: Equatable, Sendable {
    /// The window's title.
    public var title: String
    /// The window's size in pixels.
    public var width: Int
    public var height: Int
    /// Whether the window has the keyboard focus.
    public var isActive: Bool
    /// The controls, in focus order.
    public var nodes: [AccessibleNode]

    /// A surface with every field given.
    public init(title: String, width: Int, height: Int, isActive: Bool, nodes: [AccessibleNode]) {
        self.title = title
        self.width = width
        self.height = height
        self.isActive = isActive
        self.nodes = nodes
    }

    /// The node with the keyboard focus as assistive technologies see it: only while the window is active.
    public var focusedNode: Int? {
        guard isActive else { return nil }
        return nodes.firstIndex { $0.isFocused }
    }
}
