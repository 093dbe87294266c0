// The renderer's names from before they were named for what they are, kept so that code written against them
// still compiles (with a warning that names the new type).
//
// Edge cases: an alias is the same type as its new name, not a copy, so old and new code can pass values to each
// other.

/// The knob's interaction state (idle, hover, pressed), formerly `KnobLook`, a name that read like its appearance.
@available(*, deprecated, renamed: "KnobState")
public typealias KnobLook = KnobState
