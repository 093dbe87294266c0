import CircularHost

extension EventLoop {
    /// Reads again the DPI sources that the events of this iteration changed (``XftDPIWatch``) and follows the new
    /// scale. Called once the queue is drained, so that a burst of changes costs one read and at most one layout.
    ///
    /// Edge cases: does nothing, and talks to no server, when no event concerned the DPI.
    func followScaleChanges() {
        guard followsDesktopScale, dpiWatch.hasChanges else { return }
        dpiWatch.update()
        rescale(to: dpiWatch.scale)
    }

    /// Fixes the scale at `newScale` (an LV2 host's new `ui:scaleFactor`): the client is laid out again at it and
    /// everything redrawn, as for a new desktop DPI, and the desktop's DPI is not followed from now on.
    ///
    /// Edge cases: a value that is not finite and positive changes nothing, and the desktop's DPI is still followed;
    /// one outside `WindowClient/scales` is clamped into them.
    public func fixScale(_ newScale: Double) {
        guard let newScale = Self.fixable(newScale) else { return }
        followsDesktopScale = false
        rescale(to: newScale)
    }

    /// `scale` as a program may fix it: clamped into `WindowClient/scales`; nil when it is not finite and positive.
    static func fixable(_ scale: Double) -> Double? {
        guard scale.isFinite, scale > 0 else { return nil }
        return min(max(scale, Client.scales.lowerBound), Client.scales.upperBound)
    }

    /// Lays the client out again at `newScale` and the same window size, and redraws everything. The window keeps
    /// its size: resizing it is the window manager's business (and the person's), not the host's.
    ///
    /// Edge cases: the same scale, or a value that is not finite and positive, does nothing (no layout, no redraw).
    /// The controls' accessible extents follow by themselves: the accessibility bridge reads
    /// `WindowClient/accessibleNodes` anew every iteration, after this layout.
    func rescale(to newScale: Double) {
        guard newScale != scale, newScale.isFinite, newScale > 0 else { return }
        scale = newScale
        client.layout(size: size, scale: newScale)
        request(.all)
    }
}
