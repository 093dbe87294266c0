/// What kind of control is drawn and in which style.
public enum ControlAppearance: Hashable, Sendable {
    /// A progress ring: track, progress arc (multi-turn on full circles), tip shadow.
    case ring(RingStyle)
    /// A tick dial: annular-sector ticks lit up to the value.
    case tickDial(TickDialStyle)
}
