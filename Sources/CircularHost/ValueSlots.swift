import Synchronization

/// Slots of doubles that one thread stores into without locks and another empties: the values a ``WindowRemote``
/// hands to its window.
///
/// A slot holds a value's bits, or ``empty`` (a NaN no finite value has). The slots live in tables that are never
/// freed while the slots exist: growing publishes a larger table with one atomic store and keeps the old ones, which
/// ``takeAll()`` keeps emptying, so a store that raced the growth into an old table is still taken.
///
/// Edge cases: a slot index past the current table is refused (``store(_:at:)`` returns false).
final class ValueSlots: @unchecked Sendable {
    // @unchecked: the tables are reached only through atomics; `retired` only on the window's thread.

    /// One table: its capacity first, then the slots.
    private typealias Table = UnsafeMutablePointer<Atomic<UInt64>>
    /// The bits of an empty slot: a NaN, which finite values never are.
    static let empty: UInt64 = 0x7FF8_0000_0000_CC01

    private let current: Atomic<UnsafeMutableRawPointer?>
    /// Earlier tables, still emptied; freed with the slots.
    private var retired: [Table] = []

    /// Slots for `capacity` values.
    init(capacity: Int) {
        current = Atomic(UnsafeMutableRawPointer(Self.makeTable(capacity: max(capacity, 1))))
    }

    deinit {
        for table in retired + [table] { Self.free(table) }
    }

    /// Stores `value` in slot `index`, replacing one not yet taken. Lock-free.
    func store(_ value: Double, at index: Int) -> Bool {
        let table = table
        guard index >= 0, index < Self.capacity(of: table) else { return false }
        table[index + 1].store(value.bitPattern, ordering: .releasing)
        return true
    }

    /// Empties every slot that holds a value and returns them, by slot index.
    func takeAll() -> [(slot: Int, value: Double)] {
        var taken: [(slot: Int, value: Double)] = []
        for table in retired + [table] {
            for index in 0..<Self.capacity(of: table) {
                let bits = table[index + 1].exchange(Self.empty, ordering: .acquiring)
                if bits != Self.empty { taken.append((index, Double(bitPattern: bits))) }
            }
        }
        return taken
    }

    /// Grows the slots to at least `capacity` (doubling), on the emptying thread.
    func reserve(_ capacity: Int) {
        let old = table
        guard capacity > Self.capacity(of: old) else { return }
        let grown = Self.makeTable(capacity: max(capacity, 2 * Self.capacity(of: old)))
        retired.append(old)
        current.store(UnsafeMutableRawPointer(grown), ordering: .releasing)
    }

    private var table: Table {
        current.load(ordering: .acquiring)!.assumingMemoryBound(to: Atomic<UInt64>.self)
    }

    private static func capacity(of table: Table) -> Int {
        Int(table[0].load(ordering: .relaxed))
    }

    private static func makeTable(capacity: Int) -> Table {
        let table = Table.allocate(capacity: capacity + 1)
        (table + 0).initialize(to: Atomic(UInt64(capacity)))
        for index in 1...capacity { (table + index).initialize(to: Atomic(empty)) }
        return table
    }

    private static func free(_ table: Table) {
        (table + 0).deinitialize(count: capacity(of: table) + 1)
        table.deallocate()
    }
}
