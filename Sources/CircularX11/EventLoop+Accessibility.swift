import CX11
import CircularAccessibility
import CircularHost
import Glibc

extension EventLoop {
    /// Starts publishing the client's `WindowClient/accessibleNodes` on the accessibility bus, named after the
    /// program (the window's instance name), when the client has any and a bus is there. Never waits for the bus:
    /// registration goes on in the loop's poll.
    ///
    /// Edge cases: no session bus, no accessibility bus, or a stale `AT_SPI_BUS` property on the root window (a bus
    /// that is gone): the loop runs as without accessibility, silently.
    func startAccessibility() {
        guard !client.accessibleNodes.isEmpty else { return }
        let bridge = AccessibilityBridge.connect(
            applicationName: options.instanceName, accessibilityBusAddress: connection.accessibilityBusAddress
        ) { [unowned self] in
            self.accessibleSurface
        }
        guard let bridge else { return }
        bridge.onSetValue = { [unowned self] index, value in
            self.request(self.client.setAccessibleValue(value, ofNode: index))
        }
        bridge.onGrabFocus = { [unowned self] index in
            self.request(self.client.focusAccessibleNode(index))
        }
        bridge.screenOrigin = { [unowned self] in self.window.screenOrigin }
        accessibility = bridge
    }

    /// The window and its controls as assistive technologies see them now: read anew every iteration (by the
    /// bridge's refresh, after the events are handled), so the extents follow a new layout, after a resize or a change
    /// of ``scale``, without anything to tell.
    var accessibleSurface: AccessibleSurface {
        AccessibleSurface(
            title: options.title, width: size.width, height: size.height, isActive: hasFocus,
            nodes: client.accessibleNodes)
    }

    /// Hands the poll results of the bridge's descriptors to it, fires its deadlines, and drops it once it closed
    /// (its bus went away).
    func serviceAccessibility(_ results: ArraySlice<pollfd>) {
        guard let bridge = accessibility else { return }
        let now = MonotonicClock.now
        bridge.handle(results, now: now)
        if let due = bridge.secondsUntilTimeout(now: now), due <= 0 { bridge.fireTimeouts(now: now) }
        if bridge.isClosed { accessibility = nil }
    }
}
