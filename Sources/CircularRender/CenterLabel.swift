/// What the centre of a control shows.
///
/// Edge cases: a non-finite position formats as an empty string (nothing is drawn); fractions round to the
/// nearest whole count; a custom string is drawn as given (glyphs the font lacks draw as the font's missing glyph).
public enum CenterLabel: Hashable, Sendable {
    /// No label.
    case none
    /// The position as a whole percentage: 1.25 shows "125%".
    case percentage
    /// The position as a count out of `total`: with a total of 8, 0.5 shows "4/8".
    case fraction(total: Int)
    /// A string the host formatted itself (for example a value with its unit).
    case text(String)

    /// The text shown for a control at `position` (0 start, 1 one sweep).
    public func text(forPosition position: Double) -> String {
        switch self {
        case .none:
            return ""
        case .percentage:
            guard let count = count(forPosition: position) else { return "" }
            return "\(count)%"
        case .fraction(let total):
            guard let count = count(forPosition: position) else { return "" }
            return "\(count)/\(total)"
        case .text(let string):
            return string
        }
    }

    /// Whether the text shown at `position` is the one shown at `other`, told without formatting either.
    ///
    /// Edge cases: true for ``none`` and ``text(_:)`` whatever the positions; two positions that both format as
    /// the empty string (NaN, say, and infinity) show the same text.
    public func showsSameText(atPosition position: Double, asAt other: Double) -> Bool {
        count(forPosition: position) == count(forPosition: other)
    }

    /// The whole number a percentage or a fraction shows at `position`; nil when it shows nothing (a position that
    /// is not finite, or whose count would not fit the formatting's range) and for the other labels.
    private func count(forPosition position: Double) -> Int? {
        switch self {
        case .percentage:
            guard position.isFinite, abs(position) < 1e12 else { return nil }
            return Int((position * 100).rounded())
        case .fraction(let total):
            guard position.isFinite, abs(position * Double(total)) < 1e15 else { return nil }
            return Int((position * Double(total)).rounded())
        case .none, .text:
            return nil
        }
    }

    /// A number as text: whole numbers below 10^15 without a fraction ("25", "-1"), others in the shortest form that
    /// reads back as the same double ("0.1", "1.05", "1e-05", "1e+16").
    ///
    /// Edge cases: -0 gives "0"; NaN and the infinities give "nan", "inf" and "-inf" (a caller with another spelling
    /// for them tests first).
    public static func decimal(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
