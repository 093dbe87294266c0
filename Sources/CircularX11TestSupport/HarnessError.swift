import Foundation
import Glibc

/// A failure of the test or benchmark harness itself (a missing tool, a server that never started), not of the
/// code under test; its description is the whole message.
public struct HarnessError: Error, CustomStringConvertible, Sendable {
    public let description: String

    /// An error that says `description`.
    public init(_ description: String) { self.description = description }
}

/// Polls `condition` every 10 ms until it holds or `timeout` seconds pass; returns whether it held.
///
/// Timeouts are generous on purpose: they bound a hang, they do not measure speed.
///
/// Edge cases: the condition is always checked at least once, so a timeout of 0 (or less) is one look; a condition
/// with side effects (running a tool) runs once per poll.
@discardableResult
public func waitUntil(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if condition() { return true }
        if Date() >= deadline { return false }
        usleep(10_000)
    }
}

/// Checks `condition` every 10 ms until it holds or `timeout` seconds pass, suspending between checks; returns
/// whether it held. The twin of the synchronous ``waitUntil(timeout:_:)`` for conditions that await, such as one
/// that runs a tool through ``ExternalTool/run(_:_:display:timeout:)``; named apart from it so that a synchronous
/// wait in an `async` test still resolves to the synchronous one.
///
/// Edge cases: as the synchronous one (at least one check, so a timeout of 0 or less is one look; a condition with
/// side effects runs once per check); the time a check takes counts against `timeout`; a cancelled task stops
/// waiting and gets false, unless that last check held.
@discardableResult
public func suspendUntil(timeout: Double = 10, _ condition: () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if await condition() { return true }
        if Date() >= deadline || Task.isCancelled { return false }
        try? await Task.sleep(for: .milliseconds(10))
    }
}
