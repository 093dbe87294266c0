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
