import CCircularControlAPI
import CircularControl
import Testing

@testable import CircularControlC

/// Each C enumeration's table pairs every value of the core with a constant of its own, both ways, and refuses the
/// constants it does not hold with the argument's name.
@Suite struct ConstantTableTests {
    /// Checks `table` against `values`, every value the core has.
    func check<Value>(_ table: ConstantTable<Value>, covers values: [Value]) {
        let constants = values.map { table.constant(of: $0) }
        #expect(!constants.contains(-1), "\(table.argument): a value without a constant")
        #expect(Set(constants).count == values.count, "\(table.argument): two values share a constant")
        #expect(table.pairs.count == values.count, "\(table.argument): a constant for no value")
        for (value, constant) in zip(values, constants) {
            #expect((try? table.value(constant)) == value, "\(table.argument): \(constant) reads back as another value")
        }
        let unknown = (constants.max() ?? 0) + 1
        #expect {
            _ = try table.value(unknown)
        } throws: { error in
            guard let error = error as? APIError else { return false }
            return error.status == CC_ERROR_UNKNOWN_ENUM && error.message.hasPrefix(table.argument)
        }
    }

    @Test("Every table pairs each of the core's values with one constant and refuses the others")
    func tablesAreComplete() {
        check(ConstantTables.snap, covers: SnapMode.allCases)
        check(ConstantTables.direction, covers: Direction.allCases)
        check(ConstantTables.trackPress, covers: TrackPressPolicy.allCases)
        check(ConstantTables.linearDrag, covers: [nil] + LinearDragMode.allCases.map(Optional.some))
        check(ConstantTables.knob, covers: [nil] + RangeKnob.allCases.map(Optional.some))
        check(ConstantTables.focusDirection, covers: [.forward, .backward])
    }
}
