import Testing

@testable import CircularX11

@Suite("Smooth scrolling from XInput2 scroll valuators")
struct SmoothScrollTests {
    static let vertical = SmoothScroll.Valuator(device: 7, number: 3)
    static let horizontal = SmoothScroll.Valuator(device: 7, number: 2)

    static func scroll(current: [SmoothScroll.Valuator: Double] = [:]) -> SmoothScroll {
        var scroll = SmoothScroll()
        scroll.setAxes(
            [
                vertical: SmoothScroll.Axis(isVertical: true, increment: 120),
                horizontal: SmoothScroll.Axis(isVertical: false, increment: 120),
            ], current: current)
        return scroll
    }

    @Test("Deltas since the last value over the increment: down is negative, right positive")
    func deltas() {
        var scroll = Self.scroll(current: [Self.vertical: 1000, Self.horizontal: 0])
        #expect(scroll.notches(device: 7, values: [(3, 1030)]) == (-0.25, 0))
        #expect(scroll.notches(device: 7, values: [(3, 970), (2, 60)]) == (0.5, 0.5))
    }

    @Test("Without a current value the first one is a reference only; a device change replaces one device's values")
    func references() {
        var scroll = Self.scroll()
        #expect(scroll.notches(device: 7, values: [(3, 500)]) == (0, 0))
        #expect(scroll.notches(device: 7, values: [(3, 620)]) == (-1, 0))
        scroll.setAxes(
            of: 7, [Self.vertical: SmoothScroll.Axis(isVertical: true, increment: 15)], current: [Self.vertical: 0])
        #expect(scroll.notches(device: 7, values: [(3, 15), (2, 999)]) == (-1, 0))
    }

    @Test("Unknown devices and valuators, zero or non-finite increments and values give nothing and never trap")
    func badInput() {
        var scroll = SmoothScroll()
        scroll.setAxes(
            [
                Self.vertical: SmoothScroll.Axis(isVertical: true, increment: 0),
                Self.horizontal: SmoothScroll.Axis(isVertical: false, increment: .nan),
            ], current: [Self.vertical: 0])
        #expect(scroll.notches(device: 7, values: [(3, 10), (2, 10)]) == (0, 0))
        var known = Self.scroll(current: [Self.vertical: 0])
        #expect(known.notches(device: 99, values: [(3, 10)]) == (0, 0))
        #expect(known.notches(device: 7, values: [(3, .infinity), (3, .nan), (40, 1)]) == (0, 0))
        #expect(known.notches(device: 7, values: [(3, 1e308)]).vertical.isFinite)
        #expect(known.notches(device: 7, values: [(3, -1e308)]).vertical.isFinite)
    }
}
