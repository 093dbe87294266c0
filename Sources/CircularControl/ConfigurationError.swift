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

    /// A one-line message, for example `invalid step: -1.0 (must be more than 0)`.
    public var description: String { "invalid \(field): \(value) (\(reason))" }
}
