internal import CX11

/// The desktop's DPI as the host follows it while it runs, from the two places desktops publish it:
/// - XSETTINGS (GNOME's and KDE's settings daemons): `Xft/DPI` in the `_XSETTINGS_SETTINGS` property of the window
///   that owns the selection `_XSETTINGS_S<screen>`. The watch selects that window's property changes and its
///   destruction, and the root window's StructureNotify, where a new manager announces itself with a MANAGER
///   ClientMessage.
/// - The resource database (`xrdb -merge`): `Xft.dpi` in the RESOURCE_MANAGER property of the root window of screen
///   0, whose changes it selects (PropertyChangeMask, added to whatever the connection already selects there).
///
/// The DPI is XSETTINGS' when a manager publishes one, else the resource's, else none (a scale of 1); see
/// ``scale``. Events only mark what changed (``note(_:)``); ``update()`` reads it again once, however many events
/// came.
///
/// Edge cases:
/// - A manager whose window is destroyed (DestroyNotify), or is gone when it is read (BadWindow, captured and not
///   reported), is no longer followed: the DPI falls back to the resource's until a new manager announces itself.
/// - A manager that publishes no `Xft/DPI`, one that is not a positive integer, a property of the wrong type or a
///   malformed blob (`XSettings`) counts as no DPI from XSETTINGS; so does an invalid Xft.dpi for the resource.
/// - A manager that gives up the selection without destroying its window or announcing a successor is followed
///   until something else makes the watch look again (X sends no event for it without the XFixes extension).
/// - Root property changes other than RESOURCE_MANAGER, and events for other windows, are ignored.
struct XftDPIWatch {
    let connection: DisplayConnection
    /// The root window of screen 0, which carries RESOURCE_MANAGER.
    private let resourceRoot: Window
    /// The root window of the connection's screen, where XSETTINGS managers of that screen announce themselves.
    private let settingsRoot: Window
    /// MANAGER, `_XSETTINGS_S<screen>` and `_XSETTINGS_SETTINGS`, interned by ``start()`` (0 before).
    private var managerAtom: Atom = 0
    private var selectionAtom: Atom = 0
    private var settingsAtom: Atom = 0
    /// Whether ``start()`` ran: events are selected and the sources were read.
    private(set) var isStarted = false
    /// The XSETTINGS manager's window being followed; nil when there is none.
    private(set) var owner: Window?
    /// The DPI the manager publishes; nil when none does.
    private(set) var settingsDPI: Double?
    /// The resource database's Xft.dpi; nil when unset or invalid.
    private(set) var resourceDPI: Double?
    /// What events said changed since the last ``update()``.
    private var resourceChanged = false
    private var settingsChanged = false
    private var ownerChanged = false
    /// Whether the followed manager's window was destroyed (it is not deselected then).
    private var ownerDestroyed = false

    /// A watch of the DPI on `connection`, not started: it talks to the server only from ``start()`` on, so that a
    /// window's start-up waits on none of its round trips (an ``EventLoop`` starts it after its first frame).
    init(connection: DisplayConnection) {
        self.connection = connection
        settingsRoot = connection.rootWindow
        resourceRoot = connection.pointer.map { Xlib.XRootWindow($0, 0) } ?? 0
    }

    /// Starts following the DPI: interns the atoms (one round trip), selects the root windows' events first (so that
    /// no change slips between reading and selecting), then finds the XSETTINGS manager and reads both sources. The
    /// root windows' core events are the only ones this connection selects there (the selection replaces any other).
    ///
    /// Edge cases: a closed connection watches nothing (no DPI, a scale of 1); a second call does nothing.
    mutating func start() {
        guard !isStarted, let display = connection.pointer else { return }
        isStarted = true
        let atoms = connection.atoms(["MANAGER", "_XSETTINGS_S\(connection.screen)", "_XSETTINGS_SETTINGS"])
        (managerAtom, selectionAtom, settingsAtom) = (atoms[0], atoms[1], atoms[2])
        if resourceRoot == settingsRoot {
            _ = Xlib.XSelectInput(display, settingsRoot, PropertyChangeMask | StructureNotifyMask)
        } else {
            _ = Xlib.XSelectInput(display, settingsRoot, StructureNotifyMask)
            _ = Xlib.XSelectInput(display, resourceRoot, PropertyChangeMask)
        }
        followOwner()
        resourceDPI = connection.xftDPI
    }

    /// The DPI followed: XSETTINGS' when a manager publishes one, else the resource database's; nil for neither.
    var dpi: Double? { settingsDPI ?? resourceDPI }

    /// The scale for ``dpi`` (dpi / 96, clamped to 0.5...8; 1 for none), as ``DisplayConnection/scale`` computes it.
    var scale: Double { DisplayConnection.scale(forDPI: dpi) }

    /// Whether events marked a source to read again (``update()``).
    var hasChanges: Bool { resourceChanged || settingsChanged || ownerChanged }

    /// Marks what `event` changed: RESOURCE_MANAGER on the root window, the manager's settings, a new manager (a
    /// MANAGER ClientMessage for the selection on the root window) or the manager's window destroyed. Reads nothing.
    ///
    /// Edge cases: other events, and these events for other windows or atoms, change nothing.
    mutating func note(_ event: XEvent) {
        guard isStarted else { return }
        switch event.type {
        case PropertyNotify:
            let property = event.xproperty
            if property.window == resourceRoot, property.atom == Atom(XA_RESOURCE_MANAGER) {
                resourceChanged = true
            } else if let owner, property.window == owner, property.atom == settingsAtom {
                settingsChanged = true
            }
        case ClientMessage:
            let message = event.xclient
            if message.window == settingsRoot, message.message_type == managerAtom, message.format == 32,
                Atom(UInt(bitPattern: message.data.l.1)) == selectionAtom
            {
                ownerChanged = true
            }
        case DestroyNotify:
            if let owner, event.xdestroywindow.window == owner {
                ownerDestroyed = true
                ownerChanged = true
            }
        default:
            break
        }
    }

    /// Reads again what events marked since the last update: the selection's owner (and its settings), the
    /// settings alone, the resource database. A few round trips, none when nothing was marked.
    mutating func update() {
        if ownerChanged {
            followOwner()
        } else if settingsChanged, let owner {
            watch(owner: owner)
        }
        if resourceChanged { resourceDPI = connection.xftDPI }
        resourceChanged = false
        settingsChanged = false
        ownerChanged = false
    }

    /// Follows the selection's current owner, if any, and reads its settings.
    private mutating func followOwner() {
        guard let display = connection.pointer else { return }
        watch(owner: Xlib.XGetSelectionOwner(display, selectionAtom))
    }

    /// Follows the manager window `newOwner` (0: none) and reads its DPI; stops following the previous one (it is
    /// deselected unless it was destroyed).
    ///
    /// Edge cases: a window that is gone (BadWindow, captured and not reported) is not followed, and gives no DPI.
    mutating func watch(owner newOwner: Window) {
        if let previous = owner, previous != newOwner, !ownerDestroyed, let display = connection.pointer {
            // Under a capture ended by a round trip: the previous manager may be gone already.
            let (_, errors) = X11ErrorHandlers.capturingErrors {
                _ = Xlib.XSelectInput(display, previous, NoEventMask)
                _ = Xlib.XSync(display, 0)
            }
            X11ErrorHandlers.report(errors.filter { $0.resourceID != previous })
        }
        ownerDestroyed = false
        guard newOwner != 0 else {
            owner = nil
            settingsDPI = nil
            return
        }
        let read = connection.xsettingsDPI(of: newOwner, selectingEvents: newOwner != owner)
        owner = read.ownerExists ? newOwner : nil
        settingsDPI = read.dpi
    }
}
