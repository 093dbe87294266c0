import CX11
import CircularControl
import CircularHost
import CircularX11TestSupport
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// The host follows the desktop's DPI while it runs, from the resource database (xrdb) and from an XSETTINGS
    /// manager, which wins while it publishes Xft/DPI: the client is laid out again at the new scale and the same
    /// window size, and everything is redrawn; the same scale again lays nothing out.
    @Suite struct ScaleTests {
        static let size = PixelSize(width: 200, height: 150)

        @Test func followsXftDPIInTheResourceDatabase() throws {
            try HostFixture(size: Self.size).use { fixture throws in
                #expect(fixture.host.scale == 1)
                #expect(fixture.host.client.scales == [1])

                setResources("Xft.dpi:\t192\n", on: fixture.other)
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 2 })
                #expect(fixture.host.client.scales == [1, 2])
                #expect(fixture.host.client.layouts == [Self.size, Self.size])
                #expect(fixture.host.scale == 2)
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.renderedDamage.last == Self.size.bounds })
                #expect(try windowSize(fixture) == Self.size, "the host never resizes its window itself")

                // The same scale again, from the same text or another: nothing is laid out or drawn.
                fixture.settle()
                let renders = fixture.host.client.renderCount
                setResources("Xft.dpi:\t192\n", on: fixture.other)
                setResources("Xft.antialias: 1\nXft.dpi: 192.0\n", on: fixture.other)
                fixture.settle()
                #expect(fixture.host.client.scales == [1, 2])
                #expect(fixture.host.client.renderCount == renders)

                // A new value comes after them, alone: the ones before were handled and laid nothing out.
                setResources("Xft.dpi: 144\n", on: fixture.other)
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 3 })
                #expect(fixture.host.client.scales == [1, 2, 1.5])

                // Clamped to 8; past the clamp is the same scale.
                setResources("Xft.dpi: 2000\n", on: fixture.other)
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 4 })
                setResources("Xft.dpi: 5000\n", on: fixture.other)
                fixture.settle()
                #expect(fixture.host.client.scales == [1, 2, 1.5, 8])

                // An invalid value counts as unset (scale 1), as it does at start; so does no resource at all.
                setResources("Xft.dpi: lots\n", on: fixture.other)
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 5 })
                #expect(fixture.host.client.scales.last == 1)
                setResources("Xft.dpi: 192\n", on: fixture.other)
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 6 })
                deleteResources(on: fixture.other)
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 7 })
                #expect(fixture.host.client.scales == [1, 2, 1.5, 8, 1, 2, 1])
                #expect(fixture.host.client.layouts.allSatisfy { $0 == Self.size })
                #expect(fixture.host.exitReason == nil)
            }
        }

        @Test(
            "A scale the program fixes is kept whatever the desktop's DPI says, and the client gets positions in logical pixels: the device's divided by it"
        )
        func aFixedScaleIsKeptAndDividesThePositions() async throws {
            try await HostFixture(size: Self.size, scale: 2).use { fixture in
                #expect(fixture.host.scale == 2)
                #expect(fixture.host.client.scales == [2])
                try await fixture.xdotool("mousemove", "--sync", "100", "81")
                #expect(fixture.stepUntil { fixture.host.client.events.contains(.move(Point(x: 50, y: 40.5))) })
                setResources("Xft.dpi:\t96\n", on: fixture.other)
                fixture.settle()
                #expect(fixture.host.scale == 2 && fixture.host.client.scales == [2])
                fixture.host.fixScale(1.5)
                #expect(fixture.host.scale == 1.5 && fixture.host.client.scales == [2, 1.5])
                try await fixture.xdotool("mousemove", "--sync", "30", "60")
                #expect(fixture.stepUntil { fixture.host.client.events.contains(.move(Point(x: 20, y: 40))) })
                fixture.host.fixScale(.nan)
                fixture.host.fixScale(-1)
                #expect(fixture.host.scale == 1.5)
                fixture.host.fixScale(100)
                #expect(fixture.host.scale == 16, "clamped into the scales a client is laid out at")
            }
        }

        @Test func anXSettingsManagerWinsOverTheResourceUntilItGoes() throws {
            try HostFixture(size: Self.size).use { fixture in
                setResources("Xft.dpi:\t192\n", on: fixture.other)
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.last == 2 })

                let manager = try XSettingsManager(on: fixture.other, publishing: XSettingsManager.blob(dpi: 144))
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 3 })
                #expect(fixture.host.client.scales == [1, 2, 1.5])
                #expect(fixture.host.scale == 1.5)
                #expect(fixture.host.dpiWatch.owner == manager.window)
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.renderedDamage.last == Self.size.bounds })

                // The resource changing meanwhile changes nothing: XSETTINGS wins.
                setResources("Xft.dpi: 120\n", on: fixture.other)
                setResources("Xft.dpi: 192\n", on: fixture.other)
                fixture.settle()
                #expect(fixture.host.client.scales == [1, 2, 1.5])

                // The manager's settings change: followed.
                manager.publish(XSettingsManager.blob(dpi: 288, serial: 2))
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 4 })
                #expect(fixture.host.client.scales.last == 3)
                // Settings without Xft/DPI: the resource's again, while the manager stays.
                manager.publish(XSettingsBlob(serial: 3, settings: [.integer("Xft/Antialias", 1)]))
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 5 })
                #expect(fixture.host.client.scales.last == 2)
                // A malformed blob publishes nothing: still the resource's, nothing laid out.
                var malformed = XSettingsManager.blob(dpi: 96, serial: 4).bytes
                malformed[0] = 7
                manager.publish(bytes: malformed)
                manager.publish(bytes: Array(XSettingsManager.blob(dpi: 96, serial: 5).bytes.dropLast(3)))
                fixture.settle()
                #expect(fixture.host.client.scales.count == 5)
                manager.publish(XSettingsManager.blob(dpi: 144, serial: 6))
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 6 })
                #expect(fixture.host.client.scales == [1, 2, 1.5, 3, 2, 1.5])

                // The manager goes away: back to the resource's 2.
                manager.destroy()
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 7 })
                #expect(fixture.host.client.scales.last == 2)
                #expect(fixture.host.scale == 2)
                #expect(fixture.host.dpiWatch.owner == nil)
                #expect(fixture.host.client.layouts.allSatisfy { $0 == Self.size })
                #expect(try windowSize(fixture) == Self.size)
            }
        }

        @Test func aNewManagerReplacesTheOldOne() throws {
            try HostFixture(size: Self.size).use { fixture in
                let first = try XSettingsManager(on: fixture.other, publishing: XSettingsManager.blob(dpi: 144))
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.last == 1.5 })
                let second = try XSettingsManager(on: fixture.other, publishing: XSettingsManager.blob(dpi: 240))
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.last == 2.5 })
                #expect(fixture.host.dpiWatch.owner == second.window)

                // The old manager's window is no longer followed, changed or destroyed.
                first.publish(XSettingsManager.blob(dpi: 96, serial: 2))
                first.destroy()
                fixture.settle()
                #expect(fixture.host.client.scales == [1, 1.5, 2.5])
                second.destroy()
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.count == 4 })
                #expect(fixture.host.client.scales.last == 1)
            }
        }

        @Test func startsAtTheScaleOfAManagerAlreadyThere() throws {
            var manager: XSettingsManager?
            let prepare = { (other: DisplayConnection) in
                setResources("Xft.dpi: 192\n", on: other)
                manager = try XSettingsManager(on: other, publishing: XSettingsManager.blob(dpi: 144))
            }
            try HostFixture(size: Self.size, prepare: prepare).use { fixture in
                // The resource database as the connection received it first (no round trip), the sources as they are
                // once the first frame is on screen.
                #expect(fixture.host.client.scales == [2, 1.5])
                #expect(fixture.host.scale == 1.5)
                #expect(fixture.host.dpiWatch.isStarted)
                #expect(!XftDPIWatch(connection: fixture.other).isStarted, "a new watch reads nothing before start()")
                #expect(fixture.host.dpiWatch.owner == manager?.window)
                #expect(fixture.host.connection.xsettingsDPI == 144)
                #expect(fixture.host.connection.xftDPI == 192)
                #expect(fixture.host.connection.scale == 1.5)
            }
        }

        @Test func aManagerWindowThatIsGoneIsNotFollowedNorReported() throws {
            try HostFixture(size: Self.size, prepare: { setResources("Xft.dpi: 192\n", on: $0) }).use { fixture in
                let manager = try XSettingsManager(on: fixture.other, publishing: XSettingsManager.blob(dpi: 144))
                #expect(fixture.stepUntil(timeout: 5) { fixture.host.client.scales.last == 1.5 })
                // The manager changes its settings and dies before the host reads them: the host has the property's
                // change in hand (handed to it here, before the DestroyNotify) and its read meets BadWindow.
                manager.destroy()
                var changed = XEvent()
                changed.xproperty.type = PropertyNotify
                changed.xproperty.window = manager.window
                changed.xproperty.atom = fixture.other.atom("_XSETTINGS_SETTINGS")
                changed.xproperty.state = PropertyNewValue
                let reported = X11ErrorHandlers.reportedCount
                fixture.host.dpiWatch.note(changed)
                fixture.host.followScaleChanges()
                #expect(X11ErrorHandlers.reportedCount == reported, "the BadWindow is expected, and not reported")
                #expect(fixture.host.dpiWatch.owner == nil)
                #expect(fixture.host.dpiWatch.settingsDPI == nil)
                #expect(fixture.host.scale == 2)
                #expect(fixture.host.client.scales == [2, 1.5, 2])
                // The DestroyNotify that comes next changes nothing.
                fixture.settle()
                #expect(fixture.host.client.scales == [2, 1.5, 2])
                #expect(fixture.host.exitReason == nil)
            }
        }

        /// The window's size as the server has it.
        private func windowSize(_ fixture: HostFixture) throws -> PixelSize {
            guard let display = fixture.other.pointer else { throw HarnessError("no connection") }
            var attributes = XWindowAttributes()
            guard Xlib.XGetWindowAttributes(display, fixture.host.window.id, &attributes) != 0 else {
                throw HarnessError("no window attributes")
            }
            return PixelSize(width: Int(attributes.width), height: Int(attributes.height))
        }
    }
}
