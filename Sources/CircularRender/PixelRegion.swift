/// A set of pixels kept as a short list of disjoint rectangles: the damage of a frame, which a host redraws and
/// presents rectangle by rectangle (X11 puts each one; Wayland's `damage_buffer` takes each one).
///
/// A rectangle added grows over the rectangles it overlaps where their bounding rectangle wastes little (at most an
/// eighth of what they cover, or ``mergeSlack`` pixels) and cuts the others to their parts outside it; neighbours
/// then merge where that wastes little. Two changes in opposite corners stay two rectangles, a drag's overlapping
/// changes one. Past ``maximumCount`` rectangles the two whose merge wastes least are merged.
///
/// Edge cases: empty rectangles are ignored; the region never holds an empty rectangle or two that overlap, and its
/// ``area`` is the exact number of pixels it covers; coordinates may be negative.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
    /// The most rectangles a region keeps.
    public static let maximumCount = 128
    /// The waste, in pixels, below which two rectangles are always merged.
    public static let mergeSlack = 256

    /// The rectangles, disjoint and not empty, in no particular order.
    public private(set) var rects: [PixelRect] = []

    /// The empty region.
    public init() {}

    /// The region of `rect` (empty when `rect` is).
    public init(_ rect: PixelRect) { add(rect) }

    /// True when the region holds no pixel.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle holding every pixel of the region (``PixelRect/empty`` for an empty region).
    public var bounds: PixelRect { rects.reduce(PixelRect.empty) { $0.union($1) } }

    /// The number of pixels the region covers.
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    public var description: String { "[" + rects.map(\.description).joined(separator: ", ") + "]" }

    /// Adds the pixels of `rect`.
    public mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        guard !rects.contains(where: { $0.contains(rect) }) else { return }
        let grown = absorbingOverlaps(rect)
        insert(grown)
        coalesce(around: grown)
        while rects.count > Self.maximumCount { mergeCheapestPair() }
    }

    /// Adds every pixel of `other`.
    public mutating func formUnion(_ other: PixelRegion) {
        for rect in other.rects { add(rect) }
    }

    /// The pixels of the region inside `clip`.
    public func intersection(_ clip: PixelRect) -> PixelRegion {
        guard !rects.allSatisfy({ clip.contains($0) }) else { return self }
        var clipped = PixelRegion()
        clipped.rects = rects.map { $0.intersection(clip) }.filter { !$0.isEmpty }
        return clipped
    }

    /// The pixels of the region outside `hole`.
    public func subtracting(_ hole: PixelRect) -> PixelRegion {
        var remaining = PixelRegion()
        remaining.rects = rects.flatMap { Self.parts(of: $0, outside: hole) }
        while remaining.rects.count > Self.maximumCount { remaining.mergeCheapestPair() }
        return remaining
    }

    /// `rect` grown over every rectangle it overlaps whose bounding rectangle with it wastes little (see `cheap`),
    /// those rectangles removed: the damage of a drag, each move's overlapping the last, stays one rectangle instead
    /// of a rectangle and the slivers of the others around it.
    private mutating func absorbingOverlaps(_ rect: PixelRect) -> PixelRect {
        var grown = rect
        while let overlapped = rects.firstIndex(where: { existing in
            let overlap = existing.intersection(grown)
            guard !overlap.isEmpty else { return false }
            let covered = existing.area + grown.area - overlap.area
            return Self.worthMerging(waste: existing.union(grown).area - covered, covered: covered)
        }) {
            grown = grown.union(rects.remove(at: overlapped))
        }
        return grown
    }

    /// Puts `rect` in whole, cutting every rectangle it overlaps to its parts outside it (in place: a region whose
    /// storage has room allocates nothing).
    private mutating func insert(_ rect: PixelRect) {
        var index = rects.startIndex
        while index < rects.endIndex {
            let existing = rects[index]
            guard !existing.intersection(rect).isEmpty else {
                index += 1
                continue
            }
            // The parts go to the end, after `index`: none of them meets `rect`, so they are passed over later.
            rects.remove(at: index)
            rects += Self.parts(of: existing, outside: rect)
        }
        rects.append(rect)
    }

    /// Empties the region, keeping its storage for the rectangles added next (a host's damage taken frame after
    /// frame).
    public mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
    }

    /// The parts of `rect` outside `hole`: up to four rectangles (the bands above and below, then the pieces left and
    /// right between them).
    static func parts(of rect: PixelRect, outside hole: PixelRect) -> [PixelRect] {
        let cut = rect.intersection(hole)
        guard !cut.isEmpty else { return [rect] }
        let pieces = [
            PixelRect(minX: rect.x, minY: rect.y, maxX: rect.maxX, maxY: cut.y),
            PixelRect(minX: rect.x, minY: cut.maxY, maxX: rect.maxX, maxY: rect.maxY),
            PixelRect(minX: rect.x, minY: cut.y, maxX: cut.x, maxY: cut.maxY),
            PixelRect(minX: cut.maxX, minY: cut.y, maxX: rect.maxX, maxY: cut.maxY),
        ]
        return pieces.filter { !$0.isEmpty }
    }

    /// The pixels the bounding rectangle of `a` and `b` holds beyond the two (disjoint) rectangles.
    private static func waste(_ a: PixelRect, _ b: PixelRect) -> Int { a.union(b).area - a.area - b.area }

    /// True when merging the disjoint `a` and `b` wastes little enough to be worth one rectangle less.
    private static func cheap(_ a: PixelRect, _ b: PixelRect) -> Bool {
        worthMerging(waste: waste(a, b), covered: a.area + b.area)
    }

    /// True when a bounding rectangle that holds `waste` pixels beyond the `covered` ones is worth one rectangle less.
    private static func worthMerging(waste: Int, covered: Int) -> Bool { waste <= mergeSlack || waste * 8 <= covered }

    /// Merges the rectangles near `rect` (the last one added) while a merge is cheap and its bounding rectangle meets
    /// no third rectangle; each merge leaves one rectangle less.
    private mutating func coalesce(around rect: PixelRect) {
        var current = rect
        while let partner = rects.firstIndex(where: { other in
            other != current && Self.cheap(other, current)
                && !rects.contains { third in
                    third != other && third != current && !third.intersection(other.union(current)).isEmpty
                }
        }) {
            let other = rects[partner]
            // The rectangles are disjoint and not empty, so each is the only one equal to itself.
            rects.removeAll { $0 == current || $0 == other }
            current = other.union(current)
            rects.append(current)
        }
    }

    /// Merges the two rectangles whose bounding rectangle wastes least, with every rectangle that bounding rectangle
    /// then meets (so the rectangles stay disjoint): each call leaves at least one rectangle less.
    private mutating func mergeCheapestPair() {
        var best = (first: 0, second: 1, waste: Int.max)
        for first in rects.indices {
            for second in rects.indices where second > first {
                let waste = Self.waste(rects[first], rects[second])
                if waste < best.waste { best = (first, second, waste) }
            }
        }
        var merged = rects[best.first].union(rects[best.second])
        rects.remove(at: best.second)
        rects.remove(at: best.first)
        while let met = rects.firstIndex(where: { !$0.intersection(merged).isEmpty }) {
            merged = merged.union(rects.remove(at: met))
        }
        rects.append(merged)
    }
}
