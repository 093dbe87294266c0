/// What points at a control: the mouse (or a touchpad driving it), or one finger on a touch screen. Each has its own
/// drag, so two fingers can drag two controls, or the two knobs of a range, at once.
///
/// Edge cases: a touch id may be any integer and may come back after its finger lifted (a new touch with the same
/// id); nothing ties an id to a device.
public enum Pointer: Hashable, Sendable {
    /// The mouse pointer: it also hovers, and the wheel turns under it.
    case mouse
    /// A touch point, by the id the touch screen gives it for as long as it is down.
    case touch(Int)
}
