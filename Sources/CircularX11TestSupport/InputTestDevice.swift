import Foundation
import Glibc

/// A connection to one device of Xorg's inputtest input driver (inputtestdrv(4)): real device input, scroll
/// valuators and touches included, which XTEST cannot make.
///
/// The driver's protocol (xorg/xf86-input-inputtest-protocol.h, version 1.1) is fixed-size native-endian structs: a
/// header (length in bytes, type), then per type the fields below; valuator data is a 4-byte flag, an 8-byte mask
/// and 64 doubles of values and 64 of unaccelerated values (1040 bytes at offset 16 of a motion or touch event).
///
/// Edge cases: the initialiser waits up to 10 s for the socket and throws when the driver does not answer the
/// version handshake; every send throws once the server has gone.
public final class InputTestDevice {
    private let descriptor: Int32

    private enum EventType: UInt32 {
        case clientVersion = 0, waitForSync = 1, motion = 2, button = 4, key = 5, touch = 6
    }

    /// What a touch event is: the XI2 touch event types the driver posts.
    public enum TouchPhase: UInt32, Sendable {
        case begin = 18, update = 19, end = 20
    }

    /// Connects to the device whose socket is `path` and does the version handshake.
    public init(socket path: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: path), Date() < deadline { usleep(20_000) }
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw HarnessError("no socket for \(path)") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8.prefix(107)) + [0]
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw HarnessError("cannot connect to \(path): \(String(cString: strerror(errno)))")
        }
        var version = Self.header(length: 12, type: .clientVersion)
        Self.put(UInt16(1), at: 8, in: &version)
        Self.put(UInt16(1), at: 10, in: &version)
        try send(version)
        let answer = try receive(12)
        guard answer.count == 12 else { throw HarnessError("inputtest gave no version") }
    }

    deinit { close(descriptor) }

    /// Moves a relative pointer by `dx`, `dy` pixels and its scroll valuators by `vertical` and `horizontal` (one
    /// wheel notch is 120; positive scrolls down and right).
    public func move(dx: Double = 0, dy: Double = 0, vertical: Double = 0, horizontal: Double = 0) throws {
        var event = Self.header(length: 1056, type: .motion)
        Self.setValuators([0: dx, 1: dy, 2: horizontal, 3: vertical].filter { $0.value != 0 }, at: 16, in: &event)
        try send(event)
    }

    /// Moves an absolute pointer (a "PointerAbsolute" device) to `x`, `y` in its axis units (0...65535 across the
    /// screen).
    public func move(toX x: Double, y: Double) throws {
        var event = Self.header(length: 1056, type: .motion)
        Self.put(UInt32(1), at: 8, in: &event)  // is_absolute
        Self.setValuators([0: x, 1: y], at: 16, in: &event)
        try send(event)
    }

    /// Presses or releases button `button` (1 the primary, 4 and 5 the wheel's up and down clicks).
    public func button(_ button: Int32, pressed: Bool) throws {
        var event = Self.header(length: 1064, type: .button)
        Self.put(button, at: 12, in: &event)
        Self.put(UInt32(pressed ? 1 : 0), at: 16, in: &event)
        try send(event)
    }

    /// Sends touch `id`'s `phase` at `x`, `y` in the device's axis units (0...65535 across the screen).
    public func touch(_ id: UInt32, _ phase: TouchPhase, x: Double, y: Double) throws {
        var event = Self.header(length: 1056, type: .touch)
        Self.put(id, at: 8, in: &event)
        Self.put(phase.rawValue, at: 12, in: &event)
        Self.setValuators([0: x, 1: y], at: 16, in: &event)
        try send(event)
    }

    /// Waits until the server has processed every event sent so far.
    public func sync() throws {
        try send(Self.header(length: 8, type: .waitForSync))
        guard try receive(8).count == 8 else { throw HarnessError("inputtest did not finish a sync") }
    }

    private static func header(length: UInt32, type: EventType) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: Int(length))
        put(length, at: 0, in: &bytes)
        put(type.rawValue, at: 4, in: &bytes)
        return bytes
    }

    private static func setValuators(_ values: [Int: Double], at offset: Int, in bytes: inout [UInt8]) {
        for (axis, value) in values {
            bytes[offset + 4 + axis / 8] |= UInt8(1 << (axis % 8))
            put(value, at: offset + 16 + axis * 8, in: &bytes)
        }
    }

    private static func put<Value>(_ value: Value, at offset: Int, in bytes: inout [UInt8]) {
        withUnsafeBytes(of: value) { raw in
            for (index, byte) in raw.enumerated() { bytes[offset + index] = byte }
        }
    }

    private func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw HarnessError("inputtest socket closed") }
            sent += count
        }
    }

    private func receive(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let result = bytes[got...].withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard result > 0 else { throw HarnessError("inputtest socket closed") }
            got += result
        }
        return bytes
    }
}
