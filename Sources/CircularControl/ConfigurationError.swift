/// A configuration the model refuses, naming the field, the value and what was wrong with it.
///
/// Thrown when a control is created or reconfigured: `min >= max`, NaN anywhere, a step <= 0, a zero or negative
/// radius, a knob scale <= 0, and the other checks listed on ``Configuration``. Input at run time is never thrown
/// at: non-finite coordinates or values are ignored without any change of state.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration field at fault, as spelled in ``Configuration`` (for example `"range.min"`, `"step"`).
    public var field: String
    /// The value that was refused.
    public var value: Double
    /// What the field must be.
    public var reason: String

    /// Creates an error for `field` holding `value`, which `reason` explains.
    public init(field: String, value: Double, reason: String) {
        self.field = field
        self.value = value
        self.reason = reason
    }

    /// False when the field is not a number (`skew` refused on a multi-turn control, `turnMode` refused for a range):
    /// ``value`` is then NaN and means nothing, so messages leave it out.
    public var hasValue: Bool { !(value.isNaN && (field == "skew" || field == "turnMode")) }

    /// A one-line message, for example `invalid step: -1.0 (must be more than 0)`, or without the value when there is
    /// none (``hasValue``): `invalid skew (a skew needs a single-turn control)`.
    public var description: String {
        hasValue ? "invalid \(field): \(value) (\(reason))" : "invalid \(field) (\(reason))"
    }
}
