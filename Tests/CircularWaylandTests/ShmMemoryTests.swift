import CWayland
import CircularRender
import Glibc
import Testing

@testable import CircularWayland

/// The memory of a window's first buffer, made ahead (ShmMemory.prepare): every page faulted in, on a thread that
/// runs beside the caller (on the processors it may use but its own), and no thread where it may use one processor.
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
        memory.faultIn()
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

    @Test func preparedMemoryHasEveryPageIn() throws {
        let pageSize = ShmMemory.pageSize
        let prepared = ShmMemory.prepare(byteCount: 64 * pageSize)
        guard cwayland_allowed_processor_count() > 1 else {
            #expect(prepared == nil)
            return
        }
        let work = try #require(prepared)
        let memory = try #require(work.value())
        #expect(memory.byteCount == 64 * pageSize)
        #expect(Self.residentPages(of: memory) == 64)
    }
}
