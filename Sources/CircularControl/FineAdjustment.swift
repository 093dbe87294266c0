/// How finely an input adjusts a value, read from the modifiers held: the one rule for drags, arrow keys and the
/// wheel alike.
///
/// Shift is fine: the configuration's ``Configuration/fineAdjustFactor`` of the normal rate (a tenth by default).
/// Shift with Control is finer: a tenth of that again (a hundredth by default), as Ardour's second level.
///
/// Edge cases: Control without Shift, Alt and unknown modifier bits change nothing; a fine-adjust factor so small
/// that a tenth of it is below the smallest double gives a finer rate of 0 (the input then changes nothing).
public enum FineAdjustment: Hashable, Sendable {
    /// The normal rate.
    case normal
    /// Shift: the fine-adjust factor.
    case fine
    /// Shift and Control: a tenth of the fine-adjust factor.
    case finer

    /// The level `modifiers` ask for.
    @inlinable
    public init(_ modifiers: Modifiers) {
        if !modifiers.contains(.shift) {
            self = .normal
        } else {
            self = modifiers.contains(.control) ? .finer : .fine
        }
    }

    /// The rate at this level, for a configuration whose fine-adjust factor is `fineAdjustFactor`: 1, the factor,
    /// or a tenth of it.
    @inlinable
    public func rate(fineAdjustFactor: Double) -> Double {
        switch self {
        case .normal: return 1
        case .fine: return fineAdjustFactor
        case .finer: return fineAdjustFactor * 0.1
        }
    }

    /// `change` at this level's rate: `change * rate(fineAdjustFactor:)`, with no multiplication at the normal rate
    /// (by 1, which changes nothing), so that a drag at the normal rate, nearly every one, does not wait for it.
    @inline(__always)
    func applied(to change: Double, fineAdjustFactor: Double) -> Double {
        self == .normal ? change : change * rate(fineAdjustFactor: fineAdjustFactor)
    }
}
