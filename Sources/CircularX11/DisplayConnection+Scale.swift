import CX11

extension DisplayConnection {
    /// The Xft.dpi resource of the server's resource database, the setting desktops use for HiDPI, if set.
    ///
    /// Edge cases: nil when the server has no RESOURCE_MANAGER property, no Xft.dpi entry, or a value that is not a
    /// positive finite number; nil once closed.
    public var xftDPI: Double? {
        guard let pointer, let resources = XResourceManagerString(pointer) else { return nil }
        XrmInitialize()
        guard let database = XrmGetStringDatabase(resources) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>? = nil
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr else {
            return nil
        }
        let text = String(cString: address).trimmingCharacters(in: " \t")
        guard let dpi = Double(text), dpi.isFinite, dpi > 0 else { return nil }
        return dpi
    }

    /// The factor by which to scale sizes given in 96-dpi pixels: Xft.dpi / 96, or 1 when Xft.dpi is unset.
    ///
    /// Edge cases: 1 for a missing or invalid Xft.dpi; clamped to 0.5...8 so that a typo cannot make a control
    /// vanish or fill a hundred screens.
    public var scale: Double {
        guard let dpi = xftDPI else { return 1 }
        return min(max(dpi / 96, 0.5), 8)
    }
}

extension String {
    /// The string without leading and trailing characters from `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        let kept = drop { set.contains($0) }
        return String(kept.reversed().drop { set.contains($0) }.reversed())
    }
}
