/// A control's value as text and back, written once for every host: what a value entry shows when it opens, and how
/// the text a user typed becomes a value.
///
/// Formatting writes a fixed number of decimals, ASCII only, with a leading `-` for negative values and no grouping:
/// "0.25", "-3", "440.0". ``init(for:)`` picks as many decimals as the step grid needs (the step's and the grid's
/// anchor, `min`), or, without a step, enough to show a thousandth of the range. Parsing reads plain ASCII decimal
/// text, whatever the locale: an optional sign, digits with an optional decimal point, an optional exponent
/// ("-1.5", "+.5", "2.", "1e-3", "1.5E+2"), with spaces at either end allowed. A parsed value is the number typed;
/// the model shapes it as it shapes a program value (``CircularModel/enterValue(_:)``: clamped or wrapped, snapped,
/// never NaN).
///
/// Edge cases:
/// - Negative zero, and a negative value that rounds to zero at the decimals shown, format without a sign ("0.00");
///   "-0" parses to positive zero.
/// - A value too large to write with its decimals in 53 bits (about 9e15 once scaled) formats in Swift's shortest
///   round-trip form ("1e+308", "1.2345678901234568e+17"), which parses back to the same double; NaN and the
///   infinities format as "nan", "inf" and "-inf", which parsing refuses.
/// - Parsing refuses, with a ``ValueTextError``: empty text, text over ``maximumLength`` characters, "nan", "inf"
///   and "infinity" in any case, any character outside the grammar (a comma, a letter, a second point, a hex
///   prefix), a number without digits ("-", ".", "1e"), and a magnitude beyond the largest double ("1e309").
///   A magnitude below the smallest subnormal ("1e-400") parses as 0.
/// - At most ``maximumDecimals`` decimals: a step finer than that (or one like 1/3 that no decimal count writes
///   exactly) is shown to two decimals finer than its size, within that limit.
public struct ValueText: Hashable, Sendable {
    /// The number of decimals written, 0 ... ``maximumDecimals``.
    public let decimals: Int

    /// The most decimals a value is written with.
    public static let maximumDecimals = 15
    /// The longest text ``parse(_:)`` reads, in characters (spaces included); a value entry holds at most this many.
    public static let maximumLength = 64

    /// Writes `decimals` decimals, clamped to 0 ... ``maximumDecimals``.
    public init(decimals: Int) {
        self.decimals = Swift.min(Swift.max(decimals, 0), Self.maximumDecimals)
    }

    /// The decimals a control of `configuration` needs: those of its step and of `min` (the grid's anchor), or,
    /// without a step, enough to show a thousandth of `max - min`.
    public init(for configuration: Configuration) {
        if let step = configuration.step, step.isFinite, step > 0 {
            let needed = Self.exactDecimals(of: step) ?? Self.decimals(resolving: step, digits: 2)
            let anchor = Self.exactDecimals(of: configuration.min) ?? needed
            self.init(decimals: Swift.max(needed, anchor))
        } else {
            self.init(decimals: Self.decimals(resolving: configuration.max - configuration.min, digits: 3))
        }
    }

    // MARK: Formatting

    /// `value` with ``decimals`` decimals (see the type's edge cases).
    public func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let scaled = (value.magnitude * Self.powerOfTen(decimals)).rounded()
        guard scaled < 9_007_199_254_740_992 else { return "\(value)" }
        let whole = UInt64(scaled)
        let unit = UInt64(Self.powerOfTen(decimals))
        var text = whole != 0 && value < 0 ? "-" : ""
        text += String(whole / unit)
        guard decimals > 0 else { return text }
        let fraction = String(whole % unit)
        return text + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    // MARK: Parsing

    /// The number `text` writes (see the type's grammar and edge cases).
    ///
    /// - Throws: ``ValueTextError`` saying why the text is not a number.
    public static func parse(_ text: String) throws(ValueTextError) -> Double {
        let characters = Array(text.unicodeScalars)
        guard characters.count <= maximumLength else { throw .tooLong(length: characters.count) }
        var start = 0
        var end = characters.count
        while start < end, characters[start] == " " { start += 1 }
        while end > start, characters[end - 1] == " " { end -= 1 }
        guard start < end else { throw .empty }
        let body = characters[start..<end]
        let word = String(String.UnicodeScalarView(body.drop { $0 == "+" || $0 == "-" })).lowercased()
        if word == "nan" || word == "inf" || word == "infinity" { throw .notFinite }
        try checkGrammar(body, offset: start)
        guard let value = Double(String(String.UnicodeScalarView(body))), value.isFinite else { throw .outOfRange }
        return value == 0 ? 0 : value
    }

    /// Checks `scalars` against the grammar: sign, digits, point, digits, exponent; `offset` is where they start in
    /// the whole text (for the error's position).
    private static func checkGrammar(_ scalars: ArraySlice<Unicode.Scalar>, offset: Int) throws(ValueTextError) {
        var index = scalars.startIndex
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }
        func skipDigits() -> Int {
            let first = index
            while index < scalars.endIndex, isDigit(scalars[index]) { index += 1 }
            return index - first
        }
        if index < scalars.endIndex, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        var mantissaDigits = skipDigits()
        if index < scalars.endIndex, scalars[index] == "." {
            index += 1
            mantissaDigits += skipDigits()
        }
        if index < scalars.endIndex, mantissaDigits > 0, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.endIndex, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            if skipDigits() == 0, index == scalars.endIndex { throw .missingDigits }
        }
        if index < scalars.endIndex {
            let position = index - scalars.startIndex + offset
            throw .unexpectedCharacter(Character(scalars[index]), offset: position)
        }
        if mantissaDigits == 0 { throw .missingDigits }
    }

    // MARK: Decimals

    /// The fewest decimals (up to ``maximumDecimals``) that write `value` exactly, within rounding; `nil` when none
    /// do (1/3) or the value is not finite.
    static func exactDecimals(of value: Double) -> Int? {
        guard value.isFinite else { return nil }
        for decimals in 0...maximumDecimals {
            let scaled = value.magnitude * powerOfTen(decimals)
            let error = (scaled - scaled.rounded()).magnitude
            if error == 0 { return decimals }
            // From here on the doubles are too coarse to tell a decimal from a rounding of an endless fraction.
            if scaled >= 1e12 { return nil }
            if error <= Swift.max(1e-9, 2 * scaled.ulp) { return decimals }
        }
        return nil
    }

    /// The fewest decimals (up to ``maximumDecimals``) that show `size` with `digits` digits: a size of 1 with 3
    /// digits needs 3 decimals ("1.000"), 1000 none.
    static func decimals(resolving size: Double, digits: Int) -> Int {
        guard size.isFinite, size > 0 else { return 0 }
        let wanted = powerOfTen(digits)
        for decimals in 0...maximumDecimals where size * powerOfTen(decimals) >= wanted { return decimals }
        return maximumDecimals
    }

    /// 10 to the power `exponent` (0 ... 22, where the double is exact).
    private static func powerOfTen(_ exponent: Int) -> Double {
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }
}
