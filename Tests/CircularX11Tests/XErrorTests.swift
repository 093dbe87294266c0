import CX11
import CircularControl
import CircularRender
import CircularX11TestSupport
import Testing

@_spi(Testing) @testable import CircularX11

extension X11Suite {
    /// An X error from one bad request is reported with the request that failed, and the host carries on.
    @Suite struct XErrorTests {
        @Test func badRequestIsReportedAndSurvived() throws {
            try HostFixture().use { fixture in
                guard let display = fixture.host.connection.pointer else { throw HarnessError("no connection") }
                let reported = X11ErrorHandlers.reportedCount
                _ = Xlib.XMapWindow(display, 0x3F_FFFF)  // no such window
                fixture.host.connection.synchronize()
                #expect(X11ErrorHandlers.reportedCount == reported + 1)
                let report = X11ErrorHandlers.lastReport ?? ""
                #expect(report.contains("MapWindow"), "\(report)")
                #expect(report.contains("BadWindow"), "\(report)")
                #expect(report.contains("0x3fffff"), "\(report)")

                // Still alive: a redraw reaches the screen.
                fixture.host.client.generation = 3
                fixture.host.setNeedsRedraw()
                let renders = fixture.host.client.renderCount
                #expect(fixture.stepUntil { fixture.host.client.renderCount > renders })
                let area = PixelRect(x: 0, y: 0, width: 64, height: 64)
                #expect(try fixture.windowPixels(area) == HostFixture.expectedPattern(area, generation: 3))
                #expect(fixture.host.exitReason == nil)
            }
        }

        @Test func nonexistentParentWindowIsAClearError() throws {
            let server = try XvfbServer()
            defer { server.stop() }
            let connection = try server.connect()
            let options = WindowOptions(title: "t", instanceName: "t", className: "T", parent: 0x3F_FFFF)
            #expect(throws: X11HostError.self) {
                _ = try EventLoop(connection: connection, options: options, client: RecordingClient())
            }
        }

        @Test func missingDisplayIsAnErrorNamingDisplay() {
            #expect(throws: X11HostError.noDisplay(name: ":4999")) { _ = try DisplayConnection.open(name: ":4999") }
            #expect(X11HostError.noDisplay(name: ":4999").description.contains("DISPLAY=:4999"))
            #expect(X11HostError.noDisplay(name: "").description.contains("DISPLAY is not set"))
        }
    }
}
