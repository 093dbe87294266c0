import CircularAccessibility
import Glibc

/// A window's controls on the accessibility bus, the part every backend shares: registering once the window's first
/// frame is on screen (start-up never waits on the bus), the bridge's sockets beside the window system's in the
/// loop's poll, the bridge's deadlines, a refresh every iteration (the extents follow a new layout with nothing to
/// tell), and letting go once the bus went away. The backend says which bus address it knows and where the window's
/// origin is on the screen: X11 reads both from the server; Wayland knows neither, so its extents are in window
/// coordinates, as GTK 4's and Qt's are there.
///
/// Edge cases: a client without accessible nodes, no session bus, no accessibility bus or a stale address: the loop
/// runs as without accessibility, silently; a bridge whose bus went away is dropped and not started again.
public final class WindowAccessibility {
    /// The bridge, once registering began; nil before, without a bus, or once it went away.
    public private(set) var bridge: AccessibilityBridge?
    /// Whether starting was tried (it is, once): a loop asks before it makes the arguments of
    /// ``startOnce(applicationName:hasNodes:busAddress:screenOrigin:surface:setValue:grabFocus:)``.
    public private(set) var wasTried = false

    public init() {}

    /// Starts publishing `nodes`-bearing windows on the accessibility bus the first time it is called, named
    /// `applicationName`; later calls do nothing. `busAddress`: the accessibility bus's address when the window
    /// system publishes it (nil: the session bus is asked); `screenOrigin`: the window's origin on the screen, read
    /// when an extent is asked for; `surface`: the window and its controls as they are now; `setValue` and
    /// `grabFocus`: what the host does when an assistive technology sets a node's value or focuses it.
    public func startOnce(
        applicationName: String, hasNodes: Bool, busAddress: () -> String?,
        screenOrigin: @escaping () -> (x: Int, y: Int), surface: @escaping () -> AccessibleSurface,
        setValue: @escaping (_ node: Int, _ value: Double) -> Void, grabFocus: @escaping (_ node: Int) -> Void
    ) {
        guard !wasTried else { return }
        wasTried = true
        guard hasNodes,
            let bridge = AccessibilityBridge.connect(
                applicationName: applicationName, accessibilityBusAddress: busAddress(), surface: surface)
        else { return }
        bridge.onSetValue = setValue
        bridge.onGrabFocus = grabFocus
        bridge.screenOrigin = screenOrigin
        self.bridge = bridge
    }

    /// When the bridge next needs the loop awake, as a time on `now`'s clock; nil for never.
    public func deadline(now: Double) -> Double? {
        bridge?.secondsUntilTimeout(now: now).map { now + $0 }
    }

    /// Appends the bridge's descriptors to a loop's poll set.
    public func pollDescriptors(into descriptors: inout [pollfd]) {
        bridge?.pollDescriptors(into: &descriptors)
    }

    /// Hands back the poll results of the descriptors ``pollDescriptors(into:)`` appended, in order, fires the
    /// bridge's due deadlines, and drops it once its bus went away.
    public func service(_ results: ArraySlice<pollfd>) {
        guard let bridge else { return }
        let now = MonotonicClock.now
        bridge.handle(results, now: now)
        if let due = bridge.secondsUntilTimeout(now: now), due <= 0 { bridge.fireTimeouts(now: now) }
        if bridge.isClosed { self.bridge = nil }
    }

    /// Tells assistive technologies what changed since the last iteration.
    public func refresh() {
        bridge?.refresh()
    }
}
