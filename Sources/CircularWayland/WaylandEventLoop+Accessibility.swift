import CircularAccessibility
import CircularHost

extension WaylandEventLoop {
    /// Starts publishing the client's `WindowClient/accessibleNodes` on the accessibility bus (`WindowAccessibility`),
    /// named after the application id, the bus found through the session bus. A Wayland client does not know where its
    /// window is on the screen, so the extents are in window coordinates, as GTK 4 and Qt report them on Wayland.
    func startAccessibility() {
        accessibility.startOnce(
            applicationName: applicationID, hasNodes: !client.accessibleNodes.isEmpty, busAddress: { nil },
            screenOrigin: { (0, 0) }, surface: { [unowned self] in self.accessibleSurface },
            setValue: { [unowned self] index, value in
                self.request(self.client.setAccessibleValue(value, ofNode: index))
            },
            grabFocus: { [unowned self] index in self.request(self.client.focusAccessibleNode(index)) })
    }

    /// The window and its controls as assistive technologies see them now, read anew every iteration.
    var accessibleSurface: AccessibleSurface {
        AccessibleSurface(
            title: title, width: size.width, height: size.height, isActive: hasFocus, nodes: client.accessibleNodes)
    }
}
