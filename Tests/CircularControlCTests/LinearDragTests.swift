import CCircularControlAPI
import CircularControl
import CircularPanel
import CircularRender
import Testing

@testable import CircularControlC

/// The C API's linear mouse drags kept in place count their travel with the core's `VirtualPointer`, the same rule
/// as the X11 host's, and a host that never warps gets exactly what the panel gives for its positions.
@Suite struct LinearDragTests {
    /// A C control dragging vertically, `distance` px a sweep, from 0.1, unsnapped; the same control as a panel.
    static func make(distance: Double) throws -> (control: OpaquePointer, panel: Panel) {
        var config = cc_config()
        try #require(cc_config_init_sized(&config, MemoryLayout<cc_config>.size) == CC_OK)
        config.linear_drag = CC_LINEAR_DRAG_VERTICAL
        config.linear_drag_distance = distance
        config.has_initial_value = 1
        config.initial_value = 0.1
        config.snap = CC_SNAP_NEVER
        var control: OpaquePointer?
        try #require(cc_create(&config, &control, nil, 0) == CC_OK)
        let read = try ConfigurationReader.read(&config)
        let model = try CircularModel(read.configuration, value: 0.1)
        return (try #require(control), Panel(controls: [PanelControl(.single(model), appearance: .ring(.move))]))
    }

    static func value(_ control: OpaquePointer) -> Double {
        var value = Double.nan
        _ = cc_get_value(control, &value)
        return value
    }

    @Test("Without warps the values are the panel's for the same fractional positions, to the last bit")
    func noWarpNoDifference() throws {
        var (control, panel) = try Self.make(distance: 100)
        defer { cc_destroy(control) }
        let trace = (0..<200).map { Point(x: 100.1 + Double($0) * 0.013, y: 150.7 - Double($0) * 0.37) }
        #expect(cc_pointer_down(control, trace[0].x, trace[0].y, CC_MODIFIER_NONE, 1) == CC_OK)
        _ = panel.handle(.press(trace[0]))
        for point in trace.dropFirst() {
            #expect(cc_pointer_move(control, point.x, point.y, CC_MODIFIER_NONE) == CC_OK)
            _ = panel.handle(.move(point))
            #expect(Self.value(control) == panel.controls[0].singleModel?.value)
        }
        #expect(Self.value(control) > 0.7)
    }

    @Test("With warps and relative motion the values are the panel's fed the core's virtual pointer, to the last bit")
    func theCoresRule() throws {
        var (control, panel) = try Self.make(distance: 2000)
        defer { cc_destroy(control) }
        let press = Point(x: 100.4, y: 2.6)
        var pointer = VirtualPointer(pressedAt: press)
        #expect(cc_pointer_down(control, press.x, press.y, CC_MODIFIER_NONE, 1) == CC_OK)
        _ = panel.handle(.press(press))
        var anchor = (x: Double.nan, y: Double.nan)
        #expect(cc_get_linear_drag_anchor(control, &anchor.x, &anchor.y) == 1)
        #expect(anchor.x == pointer.anchor.x && anchor.y == pointer.anchor.y)
        for step in 0..<300 {
            switch step % 4 {
            case 0, 1:
                let real = Point(x: 100 + Double(step % 3) * 0.25, y: pointer.anchor.y - Double(step % 5) - 0.5)
                #expect(cc_pointer_move(control, real.x, real.y, CC_MODIFIER_NONE) == CC_OK)
                _ = pointer.move(to: real)
            case 2:
                let travel = Point(x: 0.125, y: -Double(step % 7) * 1.5)
                #expect(cc_pointer_move_by(control, travel.x, travel.y, CC_MODIFIER_NONE) == CC_OK)
                _ = pointer.move(by: travel)
            default:
                #expect(cc_pointer_warped(control, anchor.x, anchor.y) == CC_OK)
                pointer.warped(to: pointer.anchor)
            }
            _ = panel.handle(.move(pointer.point))
            #expect(Self.value(control) == panel.controls[0].singleModel?.value, "step \(step)")
        }
        #expect(cc_pointer_up(control, anchor.x, anchor.y, CC_MODIFIER_NONE) == CC_OK)
        _ = pointer.move(to: pointer.anchor)
        _ = panel.handle(.release(pointer.point))
        #expect(Self.value(control) == panel.controls[0].singleModel?.value)
        #expect(cc_get_linear_drag_anchor(control, &anchor.x, &anchor.y) == 0)
        #expect(Self.value(control) > 0.2 && Self.value(control) < 1, "\(Self.value(control))")
    }
}
