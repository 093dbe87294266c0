import CX11
import CircularControl
import CircularHost
import CircularX11TestSupport
import Foundation
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// The window appears with its size, its window manager properties and its protocols.
    @Suite struct WindowTests {
        @Test func mapsAndReportsItsSize() throws {
            try HostFixture(size: PixelSize(width: 320, height: 240)).use { fixture in
                guard let display = fixture.other.pointer else { throw HarnessError("no connection") }
                var attributes = XWindowAttributes()
                #expect(Xlib.XGetWindowAttributes(display, fixture.host.window.id, &attributes) != 0)
                #expect(attributes.map_state == IsViewable)
                #expect((attributes.width, attributes.height) == (320, 240))
                #expect(attributes.bit_gravity == NorthWestGravity)
                #expect(fixture.host.size == PixelSize(width: 320, height: 240))
                #expect(fixture.host.client.layouts == [PixelSize(width: 320, height: 240)])
            }
        }

        @Test func tellsTheClientOnceThatItsFirstFrameWasPresented() throws {
            try HostFixture().use { fixture in
                fixture.settle()
                #expect(fixture.host.client.firstFrameReports.count == 1)
                #expect((fixture.host.client.firstFrameReports.first ?? 0) >= 1)
                fixture.settle()
                #expect(fixture.host.client.firstFrameReports.count == 1)
            }
        }

        @Test func internsAtomsInTheOrderOfTheirNames() throws {
            try HostFixture().use { fixture in
                guard let display = fixture.other.pointer else { throw HarnessError("no connection") }
                let names = ["WM_PROTOCOLS", "_CIRCULAR_TEST_ATOM_\(getpid())", "UTF8_STRING", "WM_PROTOCOLS"]
                let atoms = fixture.other.atoms(names)
                #expect(atoms == names.map { Xlib.XInternAtom(display, $0, 1) })
                #expect(!atoms.contains(0))
                #expect(fixture.other.atoms([]) == [])
                let closed = try DisplayConnection.open(name: fixture.other.name)
                closed.close()
                #expect(closed.atoms(names) == [0, 0, 0, 0])
            }
        }

        @Test func setsClassNamePidAndProtocols() throws {
            try HostFixture().use { fixture in
                let window = fixture.host.window.id
                let other = fixture.other
                #expect(try property(other, window, "WM_CLASS") == Array("circular-test\0CircularTest\0".utf8))
                #expect(try property(other, window, "_NET_WM_NAME") == Array("Circular test ✓".utf8))
                let pid = try property(other, window, "_NET_WM_PID", format: 32)
                #expect(pid.withUnsafeBytes { $0.loadUnaligned(as: Int.self) } == Int(getpid()))
                let protocols = try property(other, window, "WM_PROTOCOLS", format: 32).withUnsafeBytes {
                    Array($0.bindMemory(to: UInt.self))
                }
                #expect(Set(protocols) == [other.atom("WM_DELETE_WINDOW"), other.atom("_NET_WM_PING")])
            }
        }

        @Test func readsTheScaleFromXftDPI() throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let first = try server.connect()
            #expect(first.xftDPI == nil)
            #expect(first.scale == 1)
            for (resources, expected) in [
                ("Xft.dpi:\t192\n", 2.0), ("Xft.antialias: 1\nXft.dpi: 144\n", 1.5), ("Xft.dpi: lots\n", 1.0),
            ] {
                setResources(resources, on: first)
                // Read from the property as it is now, not from Xlib's copy of it from when the connection opened.
                #expect(first.scale == expected, "for \(resources.debugDescription)")
                let fresh = try server.connect()
                #expect(fresh.scale == expected, "for \(resources.debugDescription)")
            }
        }

        @Test func refusesAScreenThatIsNot24BitTrueColor() throws {
            let server = try XvfbServer(depth: 16)
            defer { server.stop() }
            let connection = try server.connect()
            let options = WindowOptions(title: "t", instanceName: "t", className: "T")
            do {
                _ = try EventLoop(connection: connection, options: options, client: RecordingClient())
                Issue.record("a 16-bit screen should be refused")
            } catch let error as X11HostError {
                guard case .unsupportedVisual = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(error.description.contains("depth 16"))
            }
        }

        /// The raw bytes of a property of `window` (format 8 or 32; format 32 items are `long`s).
        private func property(_ connection: DisplayConnection, _ window: UInt, _ name: String, format: Int32 = 8) throws
            -> [UInt8]
        {
            let property = try WindowProperty.read(name, of: window, on: connection)
            #expect(property.format == format, "format of \(name)")
            return property.bytes
        }
    }
}
