import Glibc
import Testing

@testable import CircularRender

/// Work done on a thread of its own (BackgroundWork): its value is the work's, handed over once the thread ended,
/// and an object dropped before anyone asked waits for its thread.
@Suite struct BackgroundWorkTests {
    @Test func theValueIsWorkedOutOnAnotherThreadAndHandedOverOnce() throws {
        let caller = pthread_self()
        let work = try #require(
            BackgroundWork.start { () -> (sum: Int, elsewhere: Bool) in
                ((1...1000).reduce(0, +), pthread_equal(pthread_self(), caller) == 0)
            })
        let first = work.value()
        #expect(first.sum == 500_500)
        #expect(first.elsewhere)
        // Asked again: the same value, without a second join.
        #expect(work.value().sum == 500_500)
    }

    /// Regression: a start that failed left an object behind whose going away joined a thread never started
    /// (AddressSanitizer: "joining already joined thread"; the Wayland host's start on one processor takes that way).
    @Test func aStarterThatStartsNoThreadRunsNoWorkAndJoinsNothing() {
        final class Flag: @unchecked Sendable { var ran = false }
        let flag = Flag()
        let work = BackgroundWork.start(startingThreadWith: { _, _, _ in EAGAIN }) { flag.ran = true }
        #expect(work == nil)
        #expect(!flag.ran)
    }

    @Test func theStarterGivenStartsTheThread() throws {
        final class Count: @unchecked Sendable { var starts = 0 }
        let count = Count()
        let work = try #require(
            BackgroundWork.start(startingThreadWith: {
                count.starts += 1
                return pthread_create($0, nil, $1, $2)
            }) { 6 * 7 })
        #expect(work.value() == 42)
        #expect(count.starts == 1)
    }

    @Test func workDroppedUnaskedIsWaitedFor() {
        // Each object goes away at once, its thread still running or not: the thread never writes to freed memory
        // (the sanitizer runs watch this), and every piece of work ran.
        final class Counter: @unchecked Sendable {
            private var lock = pthread_mutex_t()
            private var count = 0
            init() { pthread_mutex_init(&lock, nil) }
            deinit { pthread_mutex_destroy(&lock) }
            func add() {
                pthread_mutex_lock(&lock)
                count += 1
                pthread_mutex_unlock(&lock)
            }
            var value: Int {
                pthread_mutex_lock(&lock)
                defer { pthread_mutex_unlock(&lock) }
                return count
            }
        }
        let counter = Counter()
        for _ in 0..<20 {
            _ = BackgroundWork.start { () -> [Int] in
                counter.add()
                return Array(0..<256)
            }
        }
        #expect(counter.value == 20)
    }
}
