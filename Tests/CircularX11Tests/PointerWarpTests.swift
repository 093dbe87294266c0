import CircularControl
import Testing

@testable import CircularX11

/// `PointerWarp` moving a virtual pointer (as the host moves the panel's, `Panel.keptMouse`).
@Suite("The travel of a drag whose pointer is warped back")
struct PointerWarpTests {
    @Test("Each motion adds its change; the warp's own motion adds nothing and measures from the anchor")
    func travelAcrossOneWarp() {
        var warp = PointerWarp()
        var pointer = VirtualPointer(pressedAt: Point(x: 100.4, y: 200))
        #expect(pointer.anchor == Point(x: 100, y: 200))
        #expect(warp.motion(to: Point(x: 100.4, y: 190), serial: 10, moving: &pointer) == Point(x: 100.4, y: 190))
        #expect(warp.needsWarp(pointer))
        warp.warped(serial: 11)
        #expect(!warp.needsWarp(pointer))
        // The warp's motion lands at the anchor: no change to deliver.
        #expect(warp.motion(to: Point(x: 100, y: 200), serial: 11, moving: &pointer) == nil)
        #expect(!warp.needsWarp(pointer))
        #expect(warp.motion(to: Point(x: 100, y: 185), serial: 12, moving: &pointer) == Point(x: 100.4, y: 175))
    }

    @Test("Motions made before the warp landed count in full, from the last position, and none twice")
    func motionsBeforeTheWarpLands() {
        var warp = PointerWarp()
        var pointer = VirtualPointer(pressedAt: Point(x: 50, y: 300))
        _ = warp.motion(to: Point(x: 50, y: 280), serial: 5, moving: &pointer)
        warp.warped(serial: 6)
        // Two motions the device made before the server processed the warp (serials before it).
        #expect(warp.motion(to: Point(x: 50, y: 260), serial: 5, moving: &pointer) == Point(x: 50, y: 260))
        #expect(!warp.needsWarp(pointer))  // One warp pending at a time.
        #expect(warp.motion(to: Point(x: 50, y: 240), serial: 5, moving: &pointer) == Point(x: 50, y: 240))
        // The warp lands and the device moves on from the anchor.
        #expect(warp.motion(to: Point(x: 50, y: 300), serial: 6, moving: &pointer) == nil)
        #expect(warp.motion(to: Point(x: 50, y: 290), serial: 7, moving: &pointer) == Point(x: 50, y: 230))
        #expect(warp.needsWarp(pointer))
    }

    @Test("A drag far longer than the screen sums exactly, whatever the order of warps and motions")
    func longDragIsExact() {
        var warp = PointerWarp()
        var pointer = VirtualPointer(pressedAt: Point(x: 10, y: 10))
        var serial: UInt = 0
        var position = Point(x: 10, y: 10)
        for step in 0..<1000 {
            serial += 1
            position = Point(x: position.x, y: position.y - 3)
            _ = warp.motion(to: position, serial: serial, moving: &pointer)
            // Every third motion the warp is requested; it lands with the next event.
            if step % 3 == 0, warp.needsWarp(pointer) {
                serial += 1
                warp.warped(serial: serial)
                position = pointer.anchor
            }
        }
        #expect(pointer.point == Point(x: 10, y: 10 - 3000))
    }

    @Test("Raw travel counts once: positions of the same motions only say where the pointer is, for the warp back")
    func rawTravelWithObservedPositions() {
        var warp = PointerWarp()
        var pointer = VirtualPointer(pressedAt: Point(x: 200, y: 3))
        // A flick of 300 px up: its raw event, then its position, stopped at the screen's top.
        #expect(pointer.move(by: Point(x: 0, y: -300)) == Point(x: 200, y: -297))
        warp.observe(Point(x: 200, y: 0), serial: 20, moving: &pointer)
        #expect(warp.needsWarp(pointer))
        warp.warped(serial: 21)
        // A motion made before the warp landed, then the warp's own: neither adds anything.
        #expect(pointer.move(by: Point(x: 0, y: -1)) == Point(x: 200, y: -298))
        warp.observe(Point(x: 200, y: 0), serial: 20, moving: &pointer)
        warp.observe(Point(x: 200, y: 3), serial: 21, moving: &pointer)
        #expect(!warp.needsWarp(pointer))
        #expect(pointer.point == Point(x: 200, y: -298))
        // A position of a device whose raw motion is not read (a tablet) counts from the anchor.
        #expect(warp.motion(to: Point(x: 200, y: 13), serial: 22, moving: &pointer) == Point(x: 200, y: -288))
    }

    @Test("Raw motion counts for the selected devices from the selection's serial on, across the wrap")
    func rawMotionSelection() {
        let selection = RawMotion(devices: [6, 9], selectionSerial: 0xFFFF_FFF0)
        #expect(selection.countsTravel(of: 6, serial: 0xFFFF_FFF0))
        #expect(selection.countsTravel(of: 9, serial: 4))
        // Before the selection landed its position counts; so do other devices' (XTEST's, a tablet's).
        #expect(!selection.countsTravel(of: 6, serial: 0xFFFF_FFEF))
        #expect(!selection.countsTravel(of: 7, serial: 4))
    }

    @Test("Serials compare across the wrap of X's 32 bits")
    func serialWrap() {
        #expect(PointerWarp.isAtOrAfter(3, 0xFFFF_FFFE))
        #expect(!PointerWarp.isAtOrAfter(0xFFFF_FFFE, 3))
        #expect(PointerWarp.isAtOrAfter(7, 7))
    }
}
