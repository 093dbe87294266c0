import CWayland
import CircularRender
import Glibc
import Testing

@testable import CircularWayland

/// The memory of a window's first buffer, made ahead (ShmMemory.prepare): every page faulted in, by a thread that
/// runs beside the caller (on the processors it may use but its own) or by the owner when it needs the memory before
/// that thread has run, and no thread where it may use one processor.
@Suite struct ShmMemoryTests {
    /// How many of the pages of `memory` are resident.
    static func residentPages(of memory: ShmMemory) -> Int {
        let pageSize = ShmMemory.pageSize
        var pages = [UInt8](repeating: 0, count: (memory.byteCount + pageSize - 1) / pageSize)
        guard mincore(memory.address, memory.byteCount, &pages) == 0 else { return -1 }
        return pages.count(where: { $0 & 1 != 0 })
    }

    @Test func faultingInBringsEveryPageIn() throws {
        let pageSize = ShmMemory.pageSize
        // Ten pages and part of an eleventh.
        let memory = try #require(ShmMemory(byteCount: 10 * pageSize + 100))
        #expect(Self.residentPages(of: memory) == 0)
        memory.finishFaultingIn()
        #expect(Self.residentPages(of: memory) == 11)
    }

    @Test func theThreadBesideRunsOnEveryAllowedProcessorButTheCallers() {
        let allowed = cwayland_allowed_processor_count()
        let work = BackgroundWork.start(startingThreadWith: { cwayland_thread_create_beside($0, $1, $2) }) {
            cwayland_allowed_processor_count()
        }
        if allowed > 1 {
            #expect(work?.value() == allowed - 1)
        } else {
            // One processor: no thread (scripts/test-wayland starts the demo so, under taskset).
            #expect(work == nil)
        }
    }

    @Test func theHelperBringsEveryPageInByItself() throws {
        let pageSize = ShmMemory.pageSize
        // More than one chunk of 32 pages, the last one short.
        let memory = try #require(ShmMemory.prepare(byteCount: 100 * pageSize))
        guard cwayland_allowed_processor_count() > 1 else {
            #expect(!memory.hasHelper)
            return
        }
        #expect(memory.hasHelper)
        // Waits for the helper alone (the owner takes no chunk), for at most ten seconds.
        var resident = Self.residentPages(of: memory)
        for _ in 0..<1000 where resident < 100 {
            usleep(10_000)
            resident = Self.residentPages(of: memory)
        }
        #expect(resident == 100)
    }

    /// Regression: the owner joined the helper thread before drawing its first frame, so while another program kept
    /// the helper's processor busy the window's first frame waited milliseconds for it.
    @Test(.timeLimit(.minutes(1))) func theOwnerFinishesWithoutWaitingForAHelperThatHasNotRun() throws {
        let pageSize = ShmMemory.pageSize
        let gate = HeldThreadGate()
        let memory = try #require(ShmMemory.prepare(byteCount: 100 * pageSize, startingThreadWith: gate.starter))
        withExtendedLifetime(memory) {
            #expect(memory.hasHelper)
            #expect(Self.residentPages(of: memory) == 0)
            // The helper is held before its first chunk: the owner takes every chunk itself and returns (waiting for
            // the helper, it would never return, and the time limit would fail the test).
            memory.finishFaultingIn()
            #expect(Self.residentPages(of: memory) == 100)
            // Let go, the helper finds no chunk left; the memory's end joins it.
            gate.open()
        }
    }
}

/// Starts threads that wait, before they run their work, until ``open()`` is called.
private final class HeldThreadGate: @unchecked Sendable {
    private let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    private var started = 0

    init() {
        sem_init(semaphore, 0, 0)
    }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    /// Lets every thread held so far run its work.
    func open() {
        for _ in 0..<started { sem_post(semaphore) }
    }

    /// A thread starter for BackgroundWork whose threads wait for ``open()`` first.
    var starter: BackgroundWork<Void>.ThreadStarter {
        { thread, entry, context in
            let held = Unmanaged.passRetained(HeldEntry(gate: self, entry: entry, context: context)).toOpaque()
            let failure = pthread_create(
                thread, nil,
                { raw in
                    let held = Unmanaged<HeldEntry>.fromOpaque(raw!).takeRetainedValue()
                    while sem_wait(held.gate.semaphore) != 0 {}
                    return held.entry(held.context)
                }, held)
            if failure == 0 {
                self.started += 1
            } else {
                Unmanaged<HeldEntry>.fromOpaque(held).release()
            }
            return failure
        }
    }

    private typealias Entry = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?

    /// What a held thread runs once let go.
    private final class HeldEntry {
        let gate: HeldThreadGate
        let entry: Entry
        let context: UnsafeMutableRawPointer

        init(gate: HeldThreadGate, entry: @escaping Entry, context: UnsafeMutableRawPointer) {
            self.gate = gate
            self.entry = entry
            self.context = context
        }
    }
}
