import Glibc

/// A host's controls on the AT-SPI2 accessibility bus, spoken over D-Bus (libdbus) from the host's own poll loop.
///
/// Start-up never waits: ``connect(applicationName:accessibilityBusAddress:surface:)`` opens a socket and queues
/// messages; the rest happens as replies arrive while the host polls. Without an address it asks the session bus
/// (`org.a11y.Bus.GetAddress`, which starts at-spi2-core's bus launcher when needed), connects to the
/// accessibility bus, registers (`Hello`), serves the objects of an `AccessibleTree` and embeds the application
/// in the registry's desktop (`org.a11y.atspi.Socket.Embed`). Once serving, ``refresh()`` compares the host's
/// current ``AccessibleSurface`` with the one last seen and emits the events a screen reader follows: a value
/// change (`object:property-change:accessible-value`), a focus move (`object:state-changed:focused` and `focus:`),
/// the window's activation.
///
/// The host's part, every loop iteration: ``refresh()``; put ``pollDescriptors(into:)`` in its poll set, bound the
/// poll's timeout by ``secondsUntilTimeout(now:)`` (nil when no reply is awaited: an idle host still blocks
/// without a timeout), hand the results to ``handle(_:now:)``; drop the bridge once ``isClosed``.
///
/// A class because libdbus and the host's callbacks reach it by identity.
///
/// Edge cases:
/// - No session bus (`DBUS_SESSION_BUS_ADDRESS` unset or unreachable), no accessibility bus (at-spi2-core missing:
///   the session bus answers ServiceUnknown), or any other failure to register: the bridge closes, silently.
/// - A bus that goes away later (its daemon killed): the bridge closes, silently; nothing spins on a dead socket.
/// - A value set by an assistive technology that is NaN or infinite is ignored (the reply still succeeds, as
///   GTK's does); a finite one goes to ``onSetValue`` and the host's model decides (clamps, snaps).
/// - `AT_SPI_BUS_ADDRESS` in the environment overrides every other address, as libatspi's does.
public final class AccessibilityBridge {
    /// Where registration stands.
    enum Phase: Equatable {
        /// Waiting for the session bus to say where the accessibility bus is.
        case askingForAddress
        /// Connected to the accessibility bus, waiting for its `Hello` reply (the connection's name).
        case registering
        /// Serving the objects (and embedded, or being embedded, in the registry's desktop).
        case serving
        /// Gone: nothing to poll, nothing to serve.
        case closed
    }

    private(set) var phase: Phase
    private var session: BusConnection?
    private var bus: BusConnection?
    private var addressCall: PendingCall?
    private var helloCall: PendingCall?
    private var embedCall: PendingCall?
    /// The objects, with the surface last seen.
    var tree: AccessibleTree
    private let surface: () -> AccessibleSurface
    /// How many descriptors of the last ``pollDescriptors(into:)`` were the session bus's.
    private var polledSessionCount = 0

    /// An assistive technology set node `index` (an index of the surface's nodes) to a finite value.
    public var onSetValue: ((_ index: Int, _ value: Double) -> Void)?
    /// An assistive technology asked for the keyboard focus on node `index`.
    public var onGrabFocus: ((_ index: Int) -> Void)?
    /// The window's origin on the screen, in pixels (asked only by extents requests in screen coordinates).
    public var screenOrigin: () -> (x: Int, y: Int) = { (0, 0) }

    private init(applicationName: String, surface: @escaping () -> AccessibleSurface, phase: Phase) {
        self.surface = surface
        self.phase = phase
        tree = AccessibleTree(applicationName: applicationName, surface: surface())
    }

    deinit { close() }

    /// Starts registering the application `applicationName` (the program's name) whose window `surface` describes
    /// at any moment. `accessibilityBusAddress` is the accessibility bus's address when the host knows it (the X
    /// root window's `AT_SPI_BUS` property); otherwise, or when it cannot be reached, the session bus is asked.
    /// Returns nil, silently, when there is no bus to talk to.
    ///
    /// Edge cases: blocks only for connecting a local socket; `surface` is called now and at every ``refresh()``.
    public static func connect(
        applicationName: String, accessibilityBusAddress: String?, surface: @escaping () -> AccessibleSurface
    ) -> AccessibilityBridge? {
        let override = getenv("AT_SPI_BUS_ADDRESS").map { String(cString: $0) }
        for address in [override, accessibilityBusAddress].compactMap({ $0 }) {
            guard let bus = BusConnection.open(address: address) else { continue }
            let bridge = AccessibilityBridge(applicationName: applicationName, surface: surface, phase: .registering)
            guard bridge.register(on: bus) else { return nil }
            return bridge
        }
        guard let sessionAddress = getenv("DBUS_SESSION_BUS_ADDRESS").map({ String(cString: $0) }),
            let session = BusConnection.open(address: sessionAddress)
        else { return nil }
        let bridge = AccessibilityBridge(applicationName: applicationName, surface: surface, phase: .askingForAddress)
        bridge.session = session
        guard session.hello() != nil,
            let message = BusMessage.methodCall(
                destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress"),
            let call = session.call(message, timeoutMilliseconds: 10_000)
        else {
            bridge.close()
            return nil
        }
        bridge.addressCall = call
        return bridge
    }

    /// Whether the bridge has given up (no bus, registration failed, the bus went away): the host drops it.
    public var isClosed: Bool { phase == .closed }

    /// Whether the objects are served (registration done); until then ``refresh()`` does nothing.
    public var isServing: Bool { phase == .serving }

    /// Closes every connection (safe to call twice).
    public func close() {
        phase = .closed
        addressCall = nil
        helloCall = nil
        embedCall = nil
        session?.close()
        session = nil
        bus?.close()
        bus = nil
    }

    // MARK: The poll loop

    /// Appends the descriptors the bridge wants polled to `descriptors` (none once closed).
    public func pollDescriptors(into descriptors: inout [pollfd]) {
        let before = descriptors.count
        session?.pollDescriptors(into: &descriptors)
        polledSessionCount = descriptors.count - before
        bus?.pollDescriptors(into: &descriptors)
    }

    /// Hands back the poll results of the descriptors the last ``pollDescriptors(into:)`` appended, in order, and
    /// acts on what arrived (replies, requests; `now` is the host's monotonic time in seconds).
    public func handle<Results: Collection>(_ results: Results, now: Double) where Results.Element == pollfd {
        session?.handle(results.prefix(polledSessionCount))
        bus?.handle(results.dropFirst(polledSessionCount))
        advance()
    }

    /// Seconds until a reply awaited times out (0 when one already has), or nil when no reply is awaited.
    public func secondsUntilTimeout(now: Double) -> Double? {
        let deadlines = [session?.secondsUntilTimeout(now: now), bus?.secondsUntilTimeout(now: now)].compactMap { $0 }
        return deadlines.min()
    }

    /// Fires the deadlines past at `now` (a reply that never came then fails, and registration gives up).
    public func fireTimeouts(now: Double) {
        session?.fireTimeouts(now: now)
        bus?.fireTimeouts(now: now)
        advance()
    }

    // MARK: Registration

    /// Takes the replies that arrived and moves registration on; closes on a failure or a lost bus.
    private func advance() {
        if let reply = addressCall?.takeReply() {
            addressCall = nil
            session?.close()
            session = nil
            guard !reply.isError, let address = reply.arguments.first?.text,
                let bus = BusConnection.open(address: address), register(on: bus)
            else { return close() }
        }
        if let reply = helloCall?.takeReply() {
            helloCall = nil
            guard let name = bus?.takeUniqueName(from: reply) else { return close() }
            tree.busName = name
            // Nobody could see the objects before: they start from the host's state now, without events.
            tree.surface = surface()
            phase = .serving
            embed()
        }
        if let reply = embedCall?.takeReply() {
            embedCall = nil
            // Without a registry (an error) the objects are still served: an assistive technology that knows the
            // name can read them, and nothing else depends on it.
            if !reply.isError, let desktop = reply.arguments.first, desktop.signature == "(so)" {
                tree.desktop = desktop
            }
        }
        if let session, !session.isConnected { return close() }
        if let bus, !bus.isConnected { return close() }
    }

    /// Says `Hello` on the accessibility bus and starts answering its requests.
    private func register(on bus: BusConnection) -> Bool {
        self.bus = bus
        phase = .registering
        bus.onMessage = { [unowned self] message in self.answer(message) }
        helloCall = bus.hello()
        return helloCall != nil
    }

    /// Asks the registry to add the application to its desktop.
    private func embed() {
        guard
            let message = BusMessage.methodCall(
                destination: ATSPI.registryBusName, path: ATSPI.rootPath, interface: ATSPI.socket, member: "Embed")
        else { return }
        message.append([tree.reference(.application)])
        embedCall = bus?.call(message, timeoutMilliseconds: 10_000)
    }

    /// Queues `message` on the accessibility bus (dropped when there is none).
    func sendOnBus(_ message: BusMessage) {
        bus?.send(message)
    }

    // MARK: The host's state

    /// Reads the host's surface and emits the events for what changed since the last one (nothing before the
    /// objects are served).
    public func refresh() {
        guard phase == .serving else { return }
        let current = surface()
        guard current != tree.surface else { return }
        let previous = tree.surface
        tree.surface = current
        announceChanges(from: previous, to: current)
    }
}
