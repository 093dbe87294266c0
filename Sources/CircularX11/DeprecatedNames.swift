import CircularHost

// The names the X11 host's types had before they were named for what they are, kept so that code written
// against them still compiles (with a warning that names the new type).
//
// Edge cases: an alias is the same type as its new name, not a copy: an `EventLoop` passes where a
// `WindowHost` is asked for, and the other way round.

/// The event loop that drives a client, formerly `WindowHost`.
@available(*, deprecated, renamed: "EventLoop")
public typealias WindowHost<Client: WindowClient> = EventLoop<Client>

/// The X window itself, formerly `HostWindow`.
@available(*, deprecated, renamed: "X11Window")
public typealias HostWindow = X11Window
