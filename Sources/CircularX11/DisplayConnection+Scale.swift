internal import CLibraryLoader
internal import CX11

extension DisplayConnection {
    /// The Xft.dpi resource of the server's resource database (the RESOURCE_MANAGER property of the root window of
    /// screen 0, where xrdb writes it), the setting desktops use for HiDPI, if set.
    ///
    /// Read from the property as it is now, with a round trip, not from the copy Xlib keeps from the moment the
    /// connection opened (`XResourceManagerString`): `xrdb -merge` after that counts.
    ///
    /// Edge cases: nil when the server has no RESOURCE_MANAGER property (or one that is not an 8-bit STRING), no
    /// Xft.dpi entry, or a value that is not a positive finite number; nil once closed.
    public var xftDPI: Double? {
        guard let pointer,
            let property = wholeProperty(Atom(XA_RESOURCE_MANAGER), of: Xlib.XRootWindow(pointer, 0)),
            property.type == Atom(XA_STRING), property.format == 8
        else { return nil }
        return Self.xftDPI(inResources: property.bytes)
    }

    /// The scale of the resource database's Xft.dpi as the server sent it when the connection opened (Xlib's copy,
    /// `XResourceManagerString`): no round trip, which is why an ``EventLoop`` starts at it and a program sizes its
    /// first window with it; the loop reads the sources as they are (``scale``) once its first frame is on screen
    /// and follows them from then on.
    ///
    /// Edge cases: 1 when the database has no valid Xft.dpi, or once closed; clamped as ``scale`` is.
    public var openingScale: Double {
        guard let pointer, let resources = Xlib.XResourceManagerString(pointer) else { return 1 }
        return Self.scale(forDPI: Self.xftDPI(inResources: Array(String(cString: resources).utf8)))
    }

    /// The DPI the XSETTINGS manager of the default screen publishes now as `Xft/DPI` (divided by 1024), the way
    /// GNOME's and KDE's settings daemons tell programs the desktop's DPI. A few round trips.
    ///
    /// Edge cases: nil when no client owns the selection `_XSETTINGS_S<screen>`, its window has no well-formed
    /// `_XSETTINGS_SETTINGS` property (see `XSettings`), the blob has no `Xft/DPI` integer or a value that is not
    /// positive, or the manager's window went away while it was read (the X error is not reported); nil once closed.
    public var xsettingsDPI: Double? {
        guard let pointer else { return nil }
        let owner = Xlib.XGetSelectionOwner(pointer, atom("_XSETTINGS_S\(screen)"))
        guard owner != 0 else { return nil }
        return xsettingsDPI(of: owner, selectingEvents: false).dpi
    }

    /// The factor by which to scale sizes given in 96-dpi pixels: the DPI / 96, where the DPI is ``xsettingsDPI``
    /// when an XSETTINGS manager publishes one, else ``xftDPI``; 1 when neither is set. The sources as they are now
    /// (an ``EventLoop`` follows them while it runs, see ``EventLoop/scale``).
    ///
    /// Edge cases: 1 for a missing or invalid DPI; clamped to 0.5...8 so that a typo cannot make a control vanish or
    /// fill a hundred screens.
    public var scale: Double {
        Self.scale(forDPI: xsettingsDPI ?? xftDPI)
    }

    /// The scale for `dpi`: dpi / 96 clamped to 0.5...8; 1 for nil, zero, a negative or a non-finite value.
    static func scale(forDPI dpi: Double?) -> Double {
        guard let dpi, dpi.isFinite, dpi > 0 else { return 1 }
        return min(max(dpi / 96, 0.5), 8)
    }

    /// The Xft.dpi entry of the resources `text` (the RESOURCE_MANAGER property's bytes), looked up as Xlib's
    /// resource manager does (`Xft.dpi`, class `Xft.Dpi`). A pure function of the bytes.
    ///
    /// Edge cases: nil for no entry, or a value that is not a positive finite number after trimming spaces and tabs;
    /// the text ends at its first NUL byte; nil as well when Xlib cannot be loaded (a pure function needs no
    /// display, so it loads the library itself).
    static func xftDPI(inResources text: [UInt8]) -> Double? {
        guard clibrary_load_x11() == nil else { return nil }
        let cString = text.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } + [0]
        Xlib.XrmInitialize()
        guard let database = cString.withUnsafeBufferPointer({ Xlib.XrmGetStringDatabase($0.baseAddress) }) else {
            return nil
        }
        defer { Xlib.XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>? = nil
        var value = XrmValue()
        guard Xlib.XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr else {
            return nil
        }
        let entry = String(cString: address).trimmingCharacters(in: " \t")
        guard let dpi = Double(entry), dpi.isFinite, dpi > 0 else { return nil }
        return dpi
    }

    /// The `Xft/DPI` the XSETTINGS manager window `owner` publishes now, and whether the window still exists. With
    /// `selectingEvents`, first selects its property changes and its destruction (PropertyChangeMask,
    /// StructureNotifyMask), under the same error capture: the property read's round trip brings the select's error
    /// in before it ends.
    ///
    /// Edge cases: a window that is gone gives `(false, nil)`, its BadWindow captured; errors of this connection
    /// about other resources that arrive meanwhile (from earlier requests) are reported as usual. A property of
    /// another type or format, or a malformed blob, gives `(true, nil)`.
    func xsettingsDPI(of owner: Window, selectingEvents: Bool) -> (ownerExists: Bool, dpi: Double?) {
        guard let pointer else { return (false, nil) }
        let settingsAtom = atom("_XSETTINGS_SETTINGS")
        let (property, errors) = X11ErrorHandlers.capturingErrors { () -> WholeProperty? in
            if selectingEvents { _ = Xlib.XSelectInput(pointer, owner, PropertyChangeMask | StructureNotifyMask) }
            return wholeProperty(settingsAtom, of: owner)
        }
        X11ErrorHandlers.report(errors.filter { $0.resourceID != owner })
        guard let property else { return (false, nil) }
        guard property.type == settingsAtom, property.format == 8 else { return (true, nil) }
        return (true, XSettings(bytes: property.bytes)?.xftDPI)
    }
}

extension String {
    /// The string without leading and trailing characters from `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        let kept = drop { set.contains($0) }
        return String(kept.reversed().drop { set.contains($0) }.reversed())
    }
}
