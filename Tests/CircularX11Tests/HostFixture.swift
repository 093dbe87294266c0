import CX11
import CircularControl
import CircularHost
import CircularRender
import CircularX11TestSupport
import Foundation

@_spi(Testing) @testable import CircularX11

/// A private Xvfb with an ``EventLoop`` driving a ``RecordingClient`` in the test process, stepped by the test.
///
/// A test runs in ``Stoppable/use(_:)``, which stops the server when the test is done with it:
/// `try HostFixture().use { fixture in … }`.
final class HostFixture: Stoppable {
    let server: XvfbServer
    let host: EventLoop<RecordingClient>
    /// A second connection, as another program on the same server would have (to cover, resize, send events).
    let other: DisplayConnection

    /// Starts a server, runs `prepare` with the other connection (to set up the server as a desktop would have it
    /// before the program starts), opens the window at `size` in the top-left corner (at the program's fixed `scale`,
    /// when given) and waits until it is shown.
    init(
        size: PixelSize = PixelSize(width: 320, height: 240), forbidSharedMemory: Bool = false, scale: Double? = nil,
        client: RecordingClient = RecordingClient(), prepare: (DisplayConnection) throws -> Void = { _ in }
    )
        throws
    {
        server = try XvfbServer()
        do {
            other = try server.connect()
            try prepare(other)
            // After `prepare`, as a program starts after the desktop: its connection receives the resources then.
            let connection = try server.connect()
            let options = WindowOptions(
                title: "Circular test ✓", instanceName: "circular-test", className: "CircularTest", size: size,
                forbidSharedMemory: forbidSharedMemory, scale: scale)
            host = try EventLoop(connection: connection, options: options, client: client)
        } catch {
            server.stop()
            throw error
        }
        guard stepUntil({ host.isShown }) else {
            server.stop()
            throw HarnessError("the window was never mapped and drawn")
        }
    }

    deinit { server.stop() }

    /// Stops the server (which ends the host's connection with it).
    func stop() { server.stop() }

    /// Runs host iterations until `condition` holds (up to `timeout` seconds); returns whether it held.
    @discardableResult
    func stepUntil(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
        waitUntil(timeout: timeout) {
            host.step(timeout: 0.02)
            return condition()
        }
    }

    /// Lets the host handle everything the server has sent so far.
    func settle() {
        host.connection.synchronize()
        for _ in 0..<5 { host.step(timeout: 0) }
    }

    /// The window's pixels in `rect` as the server has them (24-bit colour, top byte cleared), read on the host's
    /// own connection so that every earlier put has been handled.
    func windowPixels(_ rect: PixelRect) throws -> [UInt32] {
        try Self.pixels(of: host.window.id, rect, on: host.connection)
    }

    /// The pixels of `window` in `rect`, read on `connection`.
    static func pixels(of window: UInt, _ rect: PixelRect, on connection: DisplayConnection) throws -> [UInt32] {
        guard let display = connection.pointer else { throw HarnessError("connection closed") }
        guard
            let image = Xlib.XGetImage(
                display, window, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height), UInt.max,
                ZPixmap)
        else { throw HarnessError("XGetImage failed") }
        defer { _ = image.pointee.f.destroy_image?(image) }
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else {
            throw HarnessError("unexpected image format: \(image.pointee.bits_per_pixel) bits per pixel")
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(rect.width * rect.height)
        let rowBytes = Int(image.pointee.bytes_per_line)
        let raw = UnsafeRawPointer(data)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                pixels.append(raw.loadUnaligned(fromByteOffset: y * rowBytes + x * 4, as: UInt32.self) & 0x00FF_FFFF)
            }
        }
        return pixels
    }

    /// The pattern the recording client paints in `rect`, as the server stores it (top byte cleared).
    static func expectedPattern(_ rect: PixelRect, generation: UInt32 = 0) -> [UInt32] {
        var pixels: [UInt32] = []
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                pixels.append(RecordingClient.pattern(x: x, y: y, generation: generation) & 0x00FF_FFFF)
            }
        }
        return pixels
    }

    /// Sends a WM_PROTOCOLS client message carrying `protocolName` to the host window from the other connection.
    func sendProtocolMessage(_ protocolName: String, timestamp: Int = 0) {
        ClientMessageSender.send(protocolName, to: host.window.id, on: other, timestamp: timestamp)
    }

    /// Runs xdotool against the fixture's server.
    func xdotool(_ arguments: String...) async throws {
        try await ExternalTool.xdotool(arguments, display: server.displayName)
    }
}
