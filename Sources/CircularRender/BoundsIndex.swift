/// Where each of a list of rectangles lies, by square cells: each cell lists the rectangles that touch it, so that the
/// ones meeting a small area are found without looking at the others. A scene's index holds its controls' bounds
/// (``Renderer/bounds(of:)``), so that redrawing a small rectangle of a thousand controls looks at the few near it
/// (``Renderer/render(_:into:clippedTo:index:)``); a panel's holds where a press can hit each control.
///
/// The index belongs to one list: when an entry changes, ``update(_:to:)`` gives it its new rectangle.
///
/// Edge cases: an empty rectangle is in no cell; one that spans more than ``widest`` cells (a ring far larger than the
/// buffer, bounds near the 2^30 limit) is listed once, as reaching everywhere, so no update or query walks millions of
/// cells.
public struct BoundsIndex: Sendable {
    /// The side of a cell, in pixels.
    public static let cellSide = 64
    /// The most cells a control is listed in before it counts as reaching everywhere.
    public static let widest = 1024

    /// Each entry's rectangle, as last given.
    private var bounds: [PixelRect]
    /// The entries in each cell, by the cell's key (its row and column in one integer), in ascending order.
    private var cells: [Int: [Int]] = [:]
    /// The entries that reach everywhere.
    private var everywhere: [Int] = []

    /// The index of `count` rectangles, `bounds(i)` the `i`th.
    public init(count: Int, bounds: (Int) -> PixelRect) {
        self.bounds = Array(repeating: .empty, count: count)
        for index in 0..<count { update(index, to: bounds(index)) }
    }

    /// The index of `scene`'s controls as `renderer` bounds them.
    public init(_ scene: Scene, renderer: Renderer) {
        self.init(count: scene.controls.count) { renderer.bounds(of: scene.controls[$0]) }
    }

    /// The number of entries.
    public var count: Int { bounds.count }

    /// Entry `index`'s rectangle as last given (``PixelRect/empty`` for an index outside the list).
    public func rect(_ index: Int) -> PixelRect { bounds.indices.contains(index) ? bounds[index] : .empty }

    /// Adds an entry, `rect`, after the others.
    public mutating func append(_ rect: PixelRect) {
        bounds.append(.empty)
        update(bounds.count - 1, to: rect)
    }

    /// Gives entry `index` the rectangle `rect`; an index outside the list is ignored.
    public mutating func update(_ index: Int, to rect: PixelRect) {
        guard bounds.indices.contains(index) else { return }
        let old = bounds[index]
        guard old != rect else { return }
        forEachCell(of: old) { key in cells[key]?.removeAll { $0 == index } }
        if Self.cellCount(of: old) > Self.widest { everywhere.removeAll { $0 == index } }
        bounds[index] = rect
        let cellCount = Self.cellCount(of: rect)
        if cellCount > Self.widest {
            everywhere.append(index)
        } else {
            // Room for every cell at once: a large rectangle would otherwise grow the table a few times over.
            cells.reserveCapacity(cells.count + cellCount)
            forEachCell(of: rect) { key in
                cells[key, default: []].insertInOrder(index)
            }
        }
    }

    /// The entries whose rectangles meet `area`, in ascending order (a scene's drawing order), each once.
    public func entries(meeting area: PixelRect) -> [Int] {
        guard !area.isEmpty else { return [] }
        var found = everywhere.filter { !bounds[$0].intersection(area).isEmpty }
        if Self.cellCount(of: area) > Self.widest {
            found += bounds.indices.filter { !bounds[$0].intersection(area).isEmpty }
        } else {
            forEachCell(of: area) { key in
                for index in cells[key] ?? [] where !bounds[index].intersection(area).isEmpty { found.append(index) }
            }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for index in found where unique.last != index { unique.append(index) }
        return unique
    }

    /// The entries whose rectangles may hold the pixel at (`column`, `row`), in ascending order, each once: every one
    /// that does, and perhaps others whose rectangles meet its cell. What a hit test looks at, which decides for
    /// itself: the list is one the index holds, so finding it allocates nothing, unless an entry reaches everywhere.
    public func candidates(atColumn column: Int, row: Int) -> [Int] {
        let cell =
            cells[Self.cellKey(row: Self.floorDiv(row, Self.cellSide), column: Self.floorDiv(column, Self.cellSide))]
            ?? []
        guard !everywhere.isEmpty else { return cell }
        var merged = cell + everywhere.filter { bounds[$0].contains(column: column, row: row) }
        merged.sort()
        return merged
    }

    /// The number of cells `rect` touches (0 when empty).
    private static func cellCount(of rect: PixelRect) -> Int {
        guard !rect.isEmpty else { return 0 }
        let columns = floorDiv(rect.maxX - 1, cellSide) - floorDiv(rect.x, cellSide) + 1
        let rows = floorDiv(rect.maxY - 1, cellSide) - floorDiv(rect.y, cellSide) + 1
        return columns * rows
    }

    /// Calls `body` with the key of every cell `rect` touches (none when it spans more than ``widest``).
    private func forEachCell(of rect: PixelRect, _ body: (Int) -> Void) {
        guard !rect.isEmpty, Self.cellCount(of: rect) <= Self.widest else { return }
        for row in Self.floorDiv(rect.y, Self.cellSide)...Self.floorDiv(rect.maxY - 1, Self.cellSide) {
            for column in Self.floorDiv(rect.x, Self.cellSide)...Self.floorDiv(rect.maxX - 1, Self.cellSide) {
                body(Self.cellKey(row: row, column: column))
            }
        }
    }

    /// The key of the cell in `row` and `column` (counted in cells): both in one integer.
    private static func cellKey(row: Int, column: Int) -> Int {
        row << 32 ^ column & 0xFFFF_FFFF
    }

    /// `value / divisor` rounded down (for negative coordinates too).
    private static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}

extension Array where Element == Int {
    /// Inserts `value` where the ascending order of the array puts it (at the end for the usual ascending additions).
    fileprivate mutating func insertInOrder(_ value: Int) {
        var position = endIndex
        while position > startIndex, self[position - 1] > value { position -= 1 }
        insert(value, at: position)
    }
}
