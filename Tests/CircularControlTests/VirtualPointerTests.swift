import Testing

@testable import CircularControl

@Suite("The virtual pointer of a drag whose real pointer is kept in place")
struct VirtualPointerTests {
    @Test("Until a warp lands it is exactly the real pointer, fractions and all (press plus travel is not rounded)")
    func exactWithoutWarps() {
        var pointer = VirtualPointer(pressedAt: Point(x: 0.1, y: 0.7))
        #expect(pointer.anchor == Point(x: 0, y: 1))
        for real in [Point(x: 0.3, y: 0.2), Point(x: 1e-3, y: 77.7), Point(x: -12.345678, y: 0.1 + 0.2)] {
            #expect(pointer.move(to: real) == real)
            #expect(pointer.point == real)
        }
        // The same position again: nothing to deliver.
        #expect(pointer.move(to: Point(x: -12.345678, y: 0.1 + 0.2)) == nil)
    }

    @Test("After a warp positions count from where it put the pointer; the warp's own motion adds nothing")
    func travelAcrossWarps() {
        var pointer = VirtualPointer(pressedAt: Point(x: 100.4, y: 200))
        #expect(pointer.move(to: Point(x: 100.4, y: 190)) == Point(x: 100.4, y: 190))
        #expect(pointer.isAwayFromAnchor)
        pointer.warped(to: pointer.anchor)
        #expect(!pointer.isAwayFromAnchor)
        #expect(pointer.move(to: Point(x: 100, y: 200)) == nil)
        #expect(pointer.move(to: Point(x: 100, y: 185)) == Point(x: 100.4, y: 175))
        #expect(pointer.lastSeen == Point(x: 100, y: 185))
    }

    @Test("Relative travel moves it alone; positions observed afterwards add nothing, so nothing counts twice")
    func relativeTravelAndObservedPositions() {
        var pointer = VirtualPointer(pressedAt: Point(x: 50, y: 3))
        // A flick of 300 px up; the real pointer stopped at the screen's top.
        #expect(pointer.move(by: Point(x: 0, y: -300)) == Point(x: 50, y: -297))
        pointer.observe(Point(x: 50, y: 0))
        #expect(pointer.point == Point(x: 50, y: -297))
        #expect(pointer.isAwayFromAnchor)
        pointer.warped(to: pointer.anchor)
        #expect(pointer.move(by: .zero) == nil)
        // Then a position (an absolute device's) counts from the anchor.
        #expect(pointer.move(to: Point(x: 50, y: 1)) == Point(x: 50, y: -299))
    }

    @Test("A long drag of many warps sums exactly")
    func longDragIsExact() {
        var pointer = VirtualPointer(pressedAt: Point(x: 10, y: 10))
        var real = pointer.anchor
        for step in 0..<3000 {
            real.y -= 1
            _ = pointer.move(to: real)
            if step % 7 == 0 {
                pointer.warped(to: pointer.anchor)
                real = pointer.anchor
            }
            if step % 5 == 0 { _ = pointer.move(by: Point(x: 0, y: -2)) }
        }
        #expect(pointer.point == Point(x: 10, y: 10 - 3000 - 2 * 600))
    }

    @Test("NaN and infinities change nothing; 1e308 stops at the largest double; a subnormal is travel; never NaN")
    func badInput() {
        var pointer = VirtualPointer(pressedAt: Point(x: 20, y: 30))
        let before = pointer
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(pointer.move(to: Point(x: bad, y: 30)) == nil)
            #expect(pointer.move(by: Point(x: 0, y: bad)) == nil)
            pointer.observe(Point(x: bad, y: bad))
            pointer.warped(to: Point(x: 1, y: bad))
            #expect(pointer == before)
        }
        #expect(pointer.move(by: Point(x: 1e308, y: -1e308)) == Point(x: 1e308, y: -1e308))
        #expect(
            pointer.move(by: Point(x: 1e308, y: -1e308))
                == Point(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude))
        #expect(pointer.move(to: Point(x: -1e308, y: 1e308)).map(\.isFinite) == true)
        #expect(pointer.move(to: Point(x: 1e308, y: -1e308)).map(\.isFinite) == true)
        #expect(pointer.point.isFinite)

        // A subnormal travel (2^-1030, about 1e-310) counts like any other.
        let subnormal = 0x1p-1030
        var tiny = VirtualPointer(pressedAt: .zero)
        #expect(tiny.move(by: Point(x: subnormal, y: -subnormal)) == Point(x: subnormal, y: -subnormal))
        #expect(tiny.move(to: Point(x: subnormal, y: 0)) == Point(x: 2 * subnormal, y: -subnormal))

        let nowhere = VirtualPointer(pressedAt: Point(x: .nan, y: .infinity))
        #expect(nowhere.anchor == .zero && nowhere.point == .zero)
    }
}
