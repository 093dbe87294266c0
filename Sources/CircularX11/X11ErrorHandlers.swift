internal import CX11
import Glibc
import Synchronization

/// The X error and X I/O error handlers, and the only process-wide state of the X11 host.
///
/// Why process-wide: Xlib calls its handlers through plain C function pointers that carry no context
/// (`XSetErrorHandler`, `XSetIOErrorHandler` take no user data), and there is one handler per process, not per
/// connection. So the little the handlers must know lives here, behind a mutex, and nowhere else:
/// - whether errors are being captured (the MIT-SHM probe wants to see its own error instead of a report),
/// - the errors captured so far,
/// - how many errors were reported, and the last report (tests read these),
/// - what to do just before exiting on a lost connection (the demo prints its trace's last line),
/// - the library's open connections, and the handlers that were in place before the first of them opened.
///
/// A guest in another program's process (an LV2 UI inside its host, a window inside a GTK program) must not take the
/// host's handlers away for good: the library's are put in place when its first connection opens and the previous
/// ones put back when its last one closes (unless someone replaced the library's meanwhile), and while they are in
/// place, every error of a connection that is not the library's goes to the handler that was there before.
///
/// Behaviour:
/// - An X protocol error from one request (a bad window id, a refused attach) is reported on stderr with the
///   request that failed, and the program continues: the default Xlib handler would exit instead.
/// - A lost connection (the server died, the socket closed) prints one line naming the display and exits with
///   status 1 at once. Xlib would exit anyway after the handler; this makes the message clear.
///
/// Edge cases: a connection of another part of the process whose previous handler was Xlib's own (which exits on
/// any error) is reported and continued as the library's are; while errors are captured, every connection's are.
///
/// SPI (`@_spi(Testing)`): the test-support target captures the errors of its own probing requests.
@_spi(Testing) public enum X11ErrorHandlers {
    /// One failed request, as the server described it.
    @_spi(Testing) public struct RequestError: Hashable, Sendable {
        /// The X error code (BadWindow = 3, BadAccess = 10, ...).
        var errorCode: UInt8
        /// The major opcode of the failed request (X_MapWindow = 8, ...; extensions have their own).
        var requestCode: UInt8
        /// The minor opcode (extension requests).
        var minorCode: UInt8
        /// The resource the request named.
        var resourceID: UInt
        /// A readable line, with the server's text for the error code.
        var message: String
    }

    private struct State {
        /// The library's open connections (their `Display *` as integers), and the handlers before the first. An
        /// array, not a set: a program has one or two, and the first `Set<UInt>` of a process costs the runtime's
        /// metadata work at start-up (the demo's peak RSS read 10,856 to 10,872 KiB with one, 10,588 to 10,726 with
        /// this array, in alternating runs).
        var connections: [UInt] = []
        var previousError: XErrorHandler?
        var previousIOError: XIOErrorHandler?
        var captureDepth = 0
        var captured: [RequestError] = []
        var reportedCount = 0
        var lastReport: String?
        var connectionLostAction: (@Sendable () -> Void)?
    }

    private static let state = Mutex(State())

    /// The library's error handler: records (reports or captures) an error of its own connections, hands another's
    /// to the handler before.
    private static let errorHandler: XErrorHandler = { display, event in
        guard let event else { return 0 }
        let (isOurs, previous) = X11ErrorHandlers.owner(of: display)
        if !isOurs, let previous { return previous(display, event) }
        X11ErrorHandlers.record(X11ErrorHandlers.describe(event.pointee, on: display))
        return 0
    }

    /// The library's I/O error handler: a lost connection of its own ends the process with one line; another's goes
    /// to the handler before.
    private static let ioErrorHandler: XIOErrorHandler = { display in
        let (isOurs, _) = X11ErrorHandlers.owner(of: display)
        if !isOurs, let previous = X11ErrorHandlers.state.withLock({ $0.previousIOError }) { return previous(display) }
        var name = ""
        if let display, let cName = Xlib.XDisplayString(display) { name = String(cString: cName) }
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "circular"
        let line =
            "\(program): lost the connection to the X server on DISPLAY=\(name) (it closed or crashed); exiting\n"
        X11ErrorHandlers.writeToStandardError(line)
        X11ErrorHandlers.state.withLock { $0.connectionLostAction }?()
        fflush(nil)
        exit(1)
    }

    /// Whether `display` is one of the library's connections (or errors are being captured, which takes every
    /// connection's), and the error handler that was in place before the library's (nil: Xlib's own).
    private static func owner(of display: OpaquePointer?) -> (isOurs: Bool, previous: XErrorHandler?) {
        state.withLock { state in
            let key = display.map { UInt(bitPattern: $0) } ?? 0
            return (state.captureDepth > 0 || state.connections.contains(key), state.previousError)
        }
    }

    /// Takes `display` as one of the library's connections: the first puts the library's handlers in place,
    /// remembering the ones before (Xlib's own are remembered as none: errors are then reported and continued).
    static func connectionOpened(_ display: OpaquePointer) {
        state.withLock { state in
            if state.connections.isEmpty {
                // Xlib hands back its own default when asked to restore it, which tells it apart from a program's.
                let before = Xlib.XSetErrorHandler(nil)
                let xlibDefault = Xlib.XSetErrorHandler(errorHandler)
                state.previousError = Self.same(before, xlibDefault) ? nil : before
                let ioBefore = Xlib.XSetIOErrorHandler(nil)
                let xlibIODefault = Xlib.XSetIOErrorHandler(ioErrorHandler)
                state.previousIOError = Self.same(ioBefore, xlibIODefault) ? nil : ioBefore
            }
            state.connections.append(UInt(bitPattern: display))
        }
    }

    /// `display` is closed (or forgotten): once the library has none left, the handlers before it are put back,
    /// unless another part of the process replaced the library's meanwhile (those then stay).
    static func connectionClosed(_ display: OpaquePointer) {
        state.withLock { state in
            guard let index = state.connections.firstIndex(of: UInt(bitPattern: display)) else { return }
            state.connections.remove(at: index)
            guard state.connections.isEmpty else { return }
            let current = Xlib.XSetErrorHandler(state.previousError)
            if !Self.same(current, errorHandler) { _ = Xlib.XSetErrorHandler(current) }
            let currentIO = Xlib.XSetIOErrorHandler(state.previousIOError)
            if !Self.same(currentIO, ioErrorHandler) { _ = Xlib.XSetIOErrorHandler(currentIO) }
            state.previousError = nil
            state.previousIOError = nil
        }
    }

    /// True when two C function pointers (handlers) are the same function.
    private static func same<Function>(_ a: Function?, _ b: Function?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return unsafeBitCast(a, to: UnsafeRawPointer.self) == unsafeBitCast(b, to: UnsafeRawPointer.self)
    }

    /// Sets what the I/O error handler runs after its message and before it exits with status 1 (nil: nothing).
    static func setConnectionLostAction(_ action: (@Sendable () -> Void)?) {
        state.withLock { $0.connectionLostAction = action }
    }

    /// Runs `body` with errors captured instead of reported, and returns them with the result.
    ///
    /// The caller must make the server answer inside `body` (XSync) so that errors arrive before it ends.
    @_spi(Testing) public static func capturingErrors<T>(_ body: () -> T) -> (result: T, errors: [RequestError]) {
        let startIndex = state.withLock { state -> Int in
            state.captureDepth += 1
            return state.captured.count
        }
        let result = body()
        let errors = state.withLock { state -> [RequestError] in
            state.captureDepth -= 1
            let mine = Array(state.captured[startIndex...])
            if state.captureDepth == 0 { state.captured.removeAll() }
            return mine
        }
        return (result, errors)
    }

    /// Reports `errors`, captured by ``capturingErrors(_:)``, as if they had not been: a caller that captured to catch
    /// its own request's error hands on those of other requests that arrived meanwhile.
    ///
    /// Edge cases: inside another capture they are captured there instead, as any error would be.
    static func report(_ errors: [RequestError]) {
        for error in errors { record(error) }
    }

    /// How many errors were reported on stderr since the process started (not counting captured ones).
    static var reportedCount: Int { state.withLock { $0.reportedCount } }

    /// The last line reported on stderr, if any.
    static var lastReport: String? { state.withLock { $0.lastReport } }

    private static func record(_ error: RequestError) {
        let report = state.withLock { state -> Bool in
            if state.captureDepth > 0 {
                state.captured.append(error)
                return false
            }
            state.reportedCount += 1
            state.lastReport = error.message
            return true
        }
        guard report else { return }
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "circular"
        writeToStandardError("\(program): \(error.message) (continuing)\n")
    }

    /// Writes `text` to file descriptor 2 unbuffered (the C `stderr` global is off limits to strict concurrency).
    static func writeToStandardError(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return write(2, base + offset, buffer.count - offset)
            }
            guard written > 0 else { return }
            offset += written
        }
    }

    private static func describe(_ event: XErrorEvent, on display: OpaquePointer?) -> RequestError {
        var text = "error \(event.error_code)"
        if let display {
            var buffer = [CChar](repeating: 0, count: 256)
            _ = Xlib.XGetErrorText(display, Int32(event.error_code), &buffer, Int32(buffer.count))
            let decoded = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !decoded.isEmpty { text = decoded }
        }
        let request = requestName(major: event.request_code, minor: event.minor_code)
        let message = "X error \(text) from request \(request) on resource 0x\(String(event.resourceid, radix: 16))"
        return RequestError(
            errorCode: event.error_code, requestCode: event.request_code, minorCode: event.minor_code,
            resourceID: event.resourceid, message: message)
    }

    /// A readable name for the core requests the host makes; others by number.
    private static func requestName(major: UInt8, minor: UInt8) -> String {
        let names: [UInt8: String] = [
            1: "CreateWindow", 2: "ChangeWindowAttributes", 4: "DestroyWindow", 8: "MapWindow", 10: "UnmapWindow",
            12: "ConfigureWindow", 18: "ChangeProperty", 25: "SendEvent", 42: "SetInputFocus", 55: "CreateGC",
            72: "PutImage", 73: "GetImage",
        ]
        if let name = names[major] { return "\(name) (\(major))" }
        if major >= 128 { return "extension request \(major).\(minor)" }
        return "request \(major)"
    }
}
