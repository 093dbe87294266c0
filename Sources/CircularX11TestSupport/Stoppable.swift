/// Something a test starts and must stop however the test ends: a server, a child process, a fixture that owns them.
///
/// A `deinit` that stops it is no substitute: Swift may release an object right after its last use in the test, before
/// the test is done with what it started (a window on the server, a process's output). ``use(_:)`` keeps it alive
/// for the whole of its body and stops it afterwards.
///
/// A body whose only `try` is inside `#expect` or `#require` says `throws` itself (`{ fixture throws in … }`): a
/// closure's throwing is inferred before macros are expanded.
public protocol Stoppable: AnyObject {
    /// Stops it; a second call does nothing.
    func stop()
}

extension Stoppable {
    /// Runs `body` with this and stops it when `body` returns or throws.
    public func use<Result>(_ body: (Self) throws -> Result) throws -> Result {
        defer { stop() }
        return try body(self)
    }

    /// Runs `body` with this and stops it when `body` returns or throws.
    public func use<Result>(_ body: (Self) async throws -> Result) async throws -> Result {
        defer { stop() }
        return try await body(self)
    }
}

extension XvfbServer: Stoppable {}

extension TabbedProcess: Stoppable {}
