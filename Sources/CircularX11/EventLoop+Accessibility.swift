internal import CX11
import CircularAccessibility
import CircularHost

extension EventLoop {
    /// Starts publishing the client's `WindowClient/accessibleNodes` on the accessibility bus (`WindowAccessibility`),
    /// named after the program (the window's instance name), the bus's address read from the root window and the
    /// extents placed by the window's origin on the screen. Never waits for the bus: registration goes on in the
    /// loop's poll.
    ///
    /// Edge cases: no session bus, no accessibility bus, or a stale `AT_SPI_BUS` property on the root window (a bus
    /// that is gone): the loop runs as without accessibility, silently.
    func startAccessibility() {
        accessibility.startOnce(
            applicationName: options.instanceName, hasNodes: !client.accessibleNodes.isEmpty,
            busAddress: { connection.accessibilityBusAddress },
            screenOrigin: { [unowned self] in self.window.screenOrigin },
            surface: { [unowned self] in self.accessibleSurface },
            setValue: { [unowned self] index, value in
                self.request(self.client.setAccessibleValue(value, ofNode: index))
            },
            grabFocus: { [unowned self] index in self.request(self.client.focusAccessibleNode(index)) })
    }

    /// The window and its controls as assistive technologies see them now: read anew every iteration (by the
    /// bridge's refresh, after the events are handled), so the extents follow a new layout, after a resize or a change
    /// of ``scale``, without anything to tell.
    var accessibleSurface: AccessibleSurface {
        AccessibleSurface(
            title: options.title, width: size.width, height: size.height, isActive: hasFocus,
            nodes: client.accessibleNodes)
    }
}
