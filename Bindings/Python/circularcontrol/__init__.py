"""CircularControl for Python: a knob, dial or progress ring over the C library libcircularcontrol.so (ctypes).

    import circularcontrol as cc

    knob = cc.Control(max=100, arc_start_degrees=-135, arc_sweep_degrees=270, default_value=50)
    knob.pointer_down(*knob.state.knob_position)      # on the knob: no jump
    knob.pointer_move(180, 100)
    knob.pointer_up(180, 100)
    for event in knob.events():                       # Event(kind=EventKind.CHANGED, detail=..., value=...)
        print(event.kind.name, event.value)
    pixels = cc.new_pixels(200, 200)                  # premultiplied ARGB32, native byte order
    damage = knob.render(pixels, 200, 200)            # Rect(x, y, width, height) of what was drawn

A control is a panel of one knob, as `cc_create` makes it; the functions are those of include/circularcontrol.h,
which documents them. Every failure the library reports is raised as CircularControlError carrying the library's
status and its own message (`cc_last_error`), and a failed call changes nothing. Arguments are checked before they
reach C, so that ctypes never converts them silently: numbers must be int or float (None, strings and the like raise
TypeError naming the argument), ints must fit a C int (ValueError), and text must not hold a NUL character
(ValueError). NaN and infinities go to the library, which refuses them (CircularControlError, CC_ERROR_NOT_FINITE,
its message naming the argument).

Gestures: every change a person makes lies inside one BEGAN ... ENDED pair (what a plugin host records automation
between), and BEGAN's detail says what kind of gesture it is (Gesture). A drag runs from pointer_down to pointer_up;
a wheel burst, given the time of each turn (`wheel(notches, time=t)`, seconds on a monotonic clock), ends
WHEEL_GESTURE_IDLE_SECONDS after the last turn when `advance_clock` reaches `gesture_deadline` (without a time each
turn is a gesture of its own); a key run ends at `key_release` of the last value key held, or when the keyboard
focus leaves (`set_keyboard_focus(False)`); a typed value, a double click's reset and `set_accessible_value` are a
pair around their one change. Values from the program (`set_value`, animations) make no gesture.
"""

import ctypes
import enum
from typing import NamedTuple

from . import _library
from ._library import LoadedLibrary
from ._version import __version__

_c = _library.library

__all__ = [
    "__version__", "CircularControlError", "Control", "Event", "EventKind", "Gesture", "Key", "Label", "LoadedLibrary",
    "Modifier", "Outcome", "Rect", "Source", "State", "Status", "WHEEL_GESTURE_IDLE_SECONDS", "library_version",
    "loaded_library", "new_pixels",
]


def library_version():
    """(major, minor, patch) of the loaded libcircularcontrol, as its cc_version() reports it; the major is always
    the binding's (the import refuses a library of another).

    Edge cases: a library older than 0.4 has no cc_version: RuntimeError naming the library's path."""
    return _library.library_version()


def loaded_library():
    """The library this package uses: LoadedLibrary(path, found_by), the file the dynamic loader opened and the step
    of the lookup that found it: "environment" (CIRCULARCONTROL_LIBRARY), "package" (the copy the package carries),
    "recorded" (the path `make install` recorded) or "loader" (the dynamic loader's search)."""
    return _library.loaded

WHEEL_GESTURE_IDLE_SECONDS = 0.5
"""CC_WHEEL_GESTURE_IDLE_SECONDS: how long a wheel gesture lasts after its last turn, in seconds."""


class Status(enum.IntEnum):
    """The library's status codes (cc_status)."""

    OK = 0
    NULL_ARGUMENT = -1
    NOT_FINITE = -2
    UNKNOWN_ENUM = -3
    INVALID_CONFIG = -4
    CONFIG_SIZE = -5
    INVALID_BUFFER = -6
    INVALID_ARGUMENT = -7
    BUFFER_TOO_SMALL = -8
    UNPARSABLE = -9


class Modifier(enum.IntFlag):
    """CC_MODIFIER_*: Shift is fine adjustment."""

    NONE = 0
    SHIFT = 1
    CONTROL = 2
    ALT = 4


class Key(enum.IntEnum):
    """CC_KEY_*: the keys the control answers to."""

    LEFT = 0
    RIGHT = 1
    UP = 2
    DOWN = 3
    PAGE_UP = 4
    PAGE_DOWN = 5
    HOME = 6
    END = 7
    ESCAPE = 8
    TAB = 9
    ENTER = 10
    BACKSPACE = 11


class EventKind(enum.IntEnum):
    """CC_EVENT_*."""

    BEGAN = 0
    CHANGED = 1
    ENDED = 2
    WRAPPED = 3
    PINNED = 4
    RELEASED = 5


class Gesture(enum.IntEnum):
    """CC_GESTURE_*: what kind of gesture began (the detail of a BEGAN event)."""

    DRAG = 0
    WHEEL = 1
    KEYS = 2
    TYPED = 3
    RESET = 4
    ACCESSIBILITY = 5


class Source(enum.IntEnum):
    """What a change came from (the detail of a CHANGED event)."""

    POINTER = 0
    KEY = 1
    WHEEL = 2
    PROGRAM = 3
    TYPED = 4
    ACCESSIBILITY = 5


class Outcome(enum.IntEnum):
    """CC_OUTCOME_*: how a gesture ended (the detail of an ENDED event)."""

    COMMITTED = 0
    CANCELLED = 1


class Label(enum.IntEnum):
    """CC_LABEL_*: what the centre of the control shows."""

    NONE = 0
    PERCENTAGE = 1
    FRACTION = 2


class Event(NamedTuple):
    """One event: its kind, its detail (a Gesture for BEGAN, a Source for CHANGED, an Outcome for ENDED, an int for
    the others: see include/circularcontrol.h) and the value right after the input that caused it."""

    kind: EventKind
    detail: int
    value: float


class Rect(NamedTuple):
    """Whole pixels: columns x .. x + width - 1 of rows y .. y + height - 1; empty when width or height is 0."""

    x: int
    y: int
    width: int
    height: int


class State(NamedTuple):
    """A snapshot of the control (cc_state): the value, the position along the arc (0 at its start, 1 at its end),
    whole turns, the end a drag is pinned at (0 none, 1 minimum, 2 maximum), the drag phase (0 idle, 1 active,
    2 pinned), whether an animation runs, and the knob's centre and clock angle (degrees clockwise from 12)."""

    value: float
    position: float
    turns: int
    pinned_end: int
    drag_phase: int
    animating: bool
    knob_x: float
    knob_y: float
    knob_angle_degrees: float

    @property
    def knob_position(self):
        """The knob's centre as (x, y)."""
        return (self.knob_x, self.knob_y)


class CircularControlError(Exception):
    """A call the library refused: `status` (a Status) and the library's own message (str(error))."""

    def __init__(self, status, message):
        self.status = Status(status) if status in Status._value2member_map_ else status
        self.message = message
        super().__init__(message)


# The enumeration an event's detail belongs to, by its kind (the others stay ints).
_DETAILS = {EventKind.BEGAN: Gesture, EventKind.CHANGED: Source, EventKind.ENDED: Outcome}

# The configuration fields given as keywords, by C type; the has_* flags are set by giving the value they guard.
_OPTIONAL_FIELDS = {"step": "has_step", "default_value": "has_default_value", "initial_value": "has_initial_value",
                    "dead_zone_radius": "has_dead_zone_radius"}
_CONFIG_FIELDS = {name: kind for name, kind in _library.Config._fields_
                  if name != "size" and not name.startswith("has_")}

_INT_MIN, _INT_MAX = -(2 ** 31), 2 ** 31 - 1


def _number(name, value):
    """`value` as a float for a C double. bool is refused as a number would be mistaken for it."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be an int or a float, not {type(value).__name__}")
    try:
        return float(value)
    except OverflowError:
        raise ValueError(f"{name} is too large for a double: {value}") from None


def _integer(name, value, minimum=_INT_MIN, maximum=_INT_MAX):
    """`value` as an int within [minimum, maximum] for a C integer; bool is taken as 0 or 1."""
    if not isinstance(value, int):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    if not minimum <= value <= maximum:
        raise ValueError(f"{name} must be within {minimum} ... {maximum}, not {value}")
    return int(value)


def _utf8(name, text):
    """`text` (str) as UTF-8 bytes for a C string. Lone surrogates are passed on as the bytes they stand for, so the
    library says the text is not valid UTF-8."""
    if not isinstance(text, str):
        raise TypeError(f"{name} must be a str, not {type(text).__name__}")
    if "\0" in text:
        raise ValueError(f"{name} must not hold a NUL character")
    return text.encode("utf-8", "surrogatepass")


def new_pixels(width, height):
    """A zeroed buffer for `render`: width * height pixels of 4 bytes (rows of width * 4 bytes), as a bytearray."""
    width = _integer("width", width, 1)
    height = _integer("height", height, 1)
    return bytearray(width * height * 4)


class Control:
    """One control: a knob, a dial or a ring (a panel of one knob, as `cc_create` makes it).

    Keywords name the fields of cc_config (include/circularcontrol.h) and override their defaults: min, max, step,
    snap, skew, skew_exponent, default_value, initial_value, turn_mode, turn_limit, arc_start_degrees,
    arc_sweep_degrees, direction, center_x, center_y, radius, line_width, knob_scale, minimum_target_size, hit_slop,
    track_press, linear_drag, linear_drag_distance, fine_adjust_factor, dead_zone_radius, animation_base,
    animation_per_turn, animation_maximum, appearance, background_argb, progress_start_argb, progress_end_argb,
    tick_count, show_knob, label, label_total. Giving step, default_value, initial_value or dead_zone_radius turns
    on the field's has_* flag (a stepped control, a double-click default, a start value, a fixed dead zone).

    Edge cases: an unknown keyword raises TypeError; a refused configuration (min >= max, a step <= 0, NaN, ...)
    raises CircularControlError with the library's message naming the field. Use it as a context manager, or call
    close(); a closed control raises ValueError on every call.
    """

    def __init__(self, **fields):
        config = _library.Config()
        self._check(_c.cc_config_init_sized(ctypes.byref(config), ctypes.sizeof(config)))
        for name, value in fields.items():
            kind = _CONFIG_FIELDS.get(name)
            if kind is None:
                raise TypeError(f"unknown configuration field {name!r}")
            if kind is ctypes.c_double:
                setattr(config, name, _number(name, value))
            elif kind is ctypes.c_uint32:
                setattr(config, name, _integer(name, value, 0, 2 ** 32 - 1))
            else:
                setattr(config, name, _integer(name, value))
            if name in _OPTIONAL_FIELDS:
                setattr(config, _OPTIONAL_FIELDS[name], 1)
        handle = ctypes.c_void_p()
        message = ctypes.create_string_buffer(512)
        status = _c.cc_create(ctypes.byref(config), ctypes.byref(handle), message, len(message))
        if status != Status.OK:
            raise CircularControlError(status, message.value.decode("utf-8", "replace"))
        self._handle = handle

    # Life cycle

    def close(self):
        """Frees the control; later calls raise ValueError. Closing twice does nothing."""
        handle, self._handle = getattr(self, "_handle", None), None
        if handle:
            _c.cc_destroy(handle)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def __del__(self):
        self.close()

    @property
    def _live(self):
        if not self._handle:
            raise ValueError("the control is closed")
        return self._handle

    def _check(self, status):
        """Raises CircularControlError with the library's message when `status` is not OK."""
        if status < 0:
            handle = getattr(self, "_handle", None)
            message = _c.cc_last_error(handle) if handle else _c.cc_status_description(status)
            raise CircularControlError(status, (message or b"").decode("utf-8", "replace"))
        return status

    # Input (coordinates in the configuration's pixels, y down)

    def pointer_down(self, x, y, modifiers=Modifier.NONE, click_count=1):
        """The primary button went down at (x, y); click_count 2 is a double click (back to the default value on
        the knob, or the value entry in the label)."""
        self._check(_c.cc_pointer_down(self._live, _number("x", x), _number("y", y),
                                       _integer("modifiers", modifiers), _integer("click_count", click_count)))

    def pointer_move(self, x, y, modifiers=Modifier.NONE):
        """The pointer moved to (x, y), with the button down (a drag) or not (hover)."""
        self._check(_c.cc_pointer_move(self._live, _number("x", x), _number("y", y), _integer("modifiers", modifiers)))

    def pointer_up(self, x, y, modifiers=Modifier.NONE):
        """The primary button went up at (x, y): a last move, then the drag ends."""
        self._check(_c.cc_pointer_up(self._live, _number("x", x), _number("y", y), _integer("modifiers", modifiers)))

    def pointer_leave(self):
        """The pointer left the control's area (the hover look goes; a drag carries on)."""
        self._check(_c.cc_pointer_leave(self._live))

    # Linear mouse drags kept in place (the host hides the cursor and warps the pointer back; see the C header)

    @property
    def linear_drag_anchor(self):
        """(x, y), the press point in whole pixels, while a linear drag of the mouse is under way: hide the cursor
        and put the pointer back there after each motion. None when no such drag is under way (none, a round drag,
        a drag that ended). Ask after every input call."""
        return self._point_or_none(_c.cc_get_linear_drag_anchor)

    @property
    def linear_drag_knob(self):
        """(x, y), the centre of the knob the mouse's latest linear drag holds or held: where to show the cursor
        when that drag ends (after Escape, at the value the cancel restored). None before the first."""
        return self._point_or_none(_c.cc_get_linear_drag_knob)

    def pointer_move_by(self, dx, dy, modifiers=Modifier.NONE):
        """The device itself moved by (dx, dy) pixels during a linear mouse drag (motion the screen edge never
        clips, such as XInput2 raw motion); give the positions of that motion to pointer_warped, not to
        pointer_move, or the travel counts twice. Ignored without such a drag."""
        self._check(_c.cc_pointer_move_by(self._live, _number("dx", dx), _number("dy", dy),
                                          _integer("modifiers", modifiers)))

    def pointer_warped(self, x, y):
        """The real pointer is at (x, y) and nothing that brought it there is travel: the warp back to the anchor
        has landed, or the motion went to pointer_move_by. The next position counts from there. Ignored without a
        linear mouse drag."""
        self._check(_c.cc_pointer_warped(self._live, _number("x", x), _number("y", y)))

    def _point_or_none(self, function):
        x, y = ctypes.c_double(), ctypes.c_double()
        if self._check(function(self._live, ctypes.byref(x), ctypes.byref(y))) == 0:
            return None
        return (x.value, y.value)

    def modifiers_changed(self, modifiers):
        """Modifier keys changed without a pointer move (Shift mid-drag re-anchors, no jump)."""
        self._check(_c.cc_modifiers_changed(self._live, _integer("modifiers", modifiers)))

    def key(self, key, modifiers=Modifier.NONE):
        """A key press: a Key (send auto-repeats again). A value key (an arrow, a page key, Home, End) begins or
        carries on a key gesture (Gesture.KEYS) until `key_release` of the last one held. An int outside Key is
        refused by the library (CircularControlError)."""
        self._check(_c.cc_key(self._live, _integer("key", key), _integer("modifiers", modifiers)))

    def key_release(self, key):
        """A key came up: a Key. The key gesture ends once no value key is held. Hand in only the last release of a
        held key, not those of its auto-repeats."""
        self._check(_c.cc_key_release(self._live, _integer("key", key)))

    def wheel(self, notches, modifiers=Modifier.NONE, time=None):
        """The wheel turned by `notches` (1 is a notch up and increases the value; fractions add up; 0 does
        nothing). With `time` (seconds on a monotonic clock, the one `advance_clock` is given) the turns of a burst
        are one gesture, which ends WHEEL_GESTURE_IDLE_SECONDS after the last one; without it each turn is a gesture
        of its own (BEGAN, CHANGED, ENDED at once)."""
        notches = _number("notches", notches)
        modifiers = _integer("modifiers", modifiers)
        if time is None:
            self._check(_c.cc_wheel(self._live, notches, modifiers))
        else:
            self._check(_c.cc_wheel_at(self._live, notches, modifiers, _number("time", time)))

    def advance_clock(self, time):
        """Moves the gesture clock to `time` (the clock of `wheel`'s time): a wheel gesture idle for
        WHEEL_GESTURE_IDLE_SECONDS ends. Call it when `gesture_deadline` comes."""
        self._check(_c.cc_advance_clock(self._live, _number("time", time)))

    @property
    def gesture_deadline(self):
        """When the wheel gesture under way ends unless the wheel turns again (a float on the clock of `wheel`'s
        time), or None when none is under way."""
        time = ctypes.c_double()
        if self._check(_c.cc_get_gesture_deadline(self._live, ctypes.byref(time))) == 0:
            return None
        return time.value

    def type_text(self, text):
        """Text a key press typed ("5", "-"): opens the value entry or goes into it; other text is ignored."""
        self._check(_c.cc_type_text(self._live, _utf8("text", text)))

    def set_keyboard_focus(self, has_focus):
        """The host's surface gained (True) or lost (False) the keyboard focus; losing it ends a key gesture."""
        self._check(_c.cc_set_keyboard_focus(self._live, 1 if has_focus else 0))

    # Value

    @property
    def value(self):
        """The value: always finite and within the range. Setting it is `set_value(value)`."""
        value = ctypes.c_double()
        self._check(_c.cc_get_value(self._live, ctypes.byref(value)))
        return value.value

    @value.setter
    def value(self, value):
        self.set_value(value)

    def set_value(self, value, animated=False, time=0.0):
        """Sets the value as the program: clamped into the range (wrapped on a wrapping control) and snapped to the
        step unless snapping is off. With `animated`, it eases there from `time` (seconds, any monotonic clock) as
        `advance_animation` is called."""
        self._check(_c.cc_set_value(self._live, _number("value", value), 1 if animated else 0, _number("time", time)))

    def advance_animation(self, time):
        """Moves an animation to `time` (the clock given to set_value)."""
        self._check(_c.cc_advance_animation(self._live, _number("time", time)))

    @property
    def state(self):
        """A State snapshot."""
        state = _library.State()
        self._check(_c.cc_get_state(self._live, ctypes.byref(state)))
        return State(state.value, state.position, state.turns, state.pinned_end, state.drag_phase,
                     bool(state.animating), state.knob_x, state.knob_y, state.knob_angle_degrees)

    @property
    def range(self):
        """(minimum, maximum): the values the knob may take (a multi-turn control's maximum counts its turns)."""
        minimum, maximum = ctypes.c_double(), ctypes.c_double()
        self._check(_c.cc_get_knob_range(self._live, 0, 0, ctypes.byref(minimum), ctypes.byref(maximum)))
        return (minimum.value, maximum.value)

    @property
    def increment(self):
        """The change one arrow key or wheel notch makes: the step, else 1 % of the range."""
        increment = ctypes.c_double()
        self._check(_c.cc_get_knob_increment(self._live, 0, 0, ctypes.byref(increment)))
        return increment.value

    def set_accessible_value(self, value):
        """An assistive technology wrote `value` (a screen reader's slider): a person's change, clamped into `range`
        and snapped like a program value, but reported as a gesture of its own (Gesture.ACCESSIBILITY: BEGAN,
        CHANGED with Source.ACCESSIBILITY, ENDED) when it moved, or as the change alone during a drag."""
        self._check(_c.cc_set_accessible_value(self._live, 0, 0, _number("value", value)))

    @property
    def value_text(self):
        """The value as a screen reader says it, as the control shows it: the label's text ("25%") or the number
        ("0.25")."""
        return self._read_text(lambda buffer, capacity, length: _c.cc_get_value_text(
            self._live, 0, 0, buffer, capacity, length))

    @property
    def label_text(self):
        """The text the centre label shows now ("" without a label)."""
        return self._read_text(lambda buffer, capacity, length: _c.cc_get_label_text(
            self._live, 0, buffer, capacity, length))

    def _read_text(self, read):
        length = ctypes.c_size_t()
        self._check(read(None, 0, ctypes.byref(length)))
        buffer = ctypes.create_string_buffer(length.value + 1)
        self._check(read(buffer, len(buffer), None))
        return buffer.value.decode("utf-8")

    def set_label_text(self, text):
        """Replaces the centre label by `text`; None goes back to the configured label."""
        self._check(_c.cc_set_label_text(self._live, None if text is None else _utf8("text", text)))

    def format_value(self, value):
        """`value` written as the value entry shows it (the step's decimals, ASCII, no locale)."""
        buffer = ctypes.create_string_buffer(32)  # CC_VALUE_TEXT_CAPACITY
        self._check(_c.cc_format_value(self._live, 0, _number("value", value), buffer, len(buffer)))
        return buffer.value.decode("ascii")

    def parse_value(self, text):
        """The number in `text`, read as the value entry reads it ("-1.5", " 2e-3 "); "nan", "1,5" and the like
        raise CircularControlError (Status.UNPARSABLE) with the reason."""
        value = ctypes.c_double()
        self._check(_c.cc_parse_value(self._live, _utf8("text", text), ctypes.byref(value)))
        return value.value

    def format_entry(self, value):
        """`value` as the value entry shows it, the way the control shows its value: "40%" under a percentage label,
        "3/8" under a fraction label of 8, else the number ("0.400")."""
        return self._read_text(lambda buffer, capacity, length: _c.cc_format_knob_value(
            self._live, 0, 0, _number("value", value), buffer, capacity, length))

    def parse_entry(self, text):
        """The value `text` typed into the value entry means, read as the control shows its value: "40" or "40%" is
        40 % of the arc under a percentage label (0.4 of 0..1, 40 of 0..100), "3" or "3/8" a fraction label's count,
        else the number. Text that does not read raises CircularControlError (Status.UNPARSABLE) with the reason."""
        value = ctypes.c_double()
        self._check(_c.cc_parse_knob_value(self._live, 0, 0, _utf8("text", text), ctypes.byref(value)))
        return value.value

    def hit_test(self, x, y):
        """The region (x, y) falls in: 0 knob, 1 track, 2 inside the ring, 3 outside."""
        region = ctypes.c_int()
        self._check(_c.cc_hit_test(self._live, _number("x", x), _number("y", y), ctypes.byref(region)))
        return region.value

    def set_geometry(self, center_x, center_y, radius, line_width):
        """Moves and resizes the ring (after the host's widget was resized) without changing the value."""
        self._check(_c.cc_set_geometry(self._live, _number("center_x", center_x), _number("center_y", center_y),
                                       _number("radius", radius), _number("line_width", line_width)))

    # Events

    def events(self):
        """The events queued since the last call, oldest first, as a list of Event (the queue is emptied). When
        more than the library's queue holds (256) came in between, the oldest were dropped: `dropped_events()`
        says how many."""
        taken = []
        event = _library.KnobEvent()
        while self._check(_c.cc_poll_knob_event(self._live, ctypes.byref(event))) == 1:
            kind = EventKind(event.event.kind)
            detail = _DETAILS.get(kind, int)(event.event.detail)
            taken.append(Event(kind, detail, event.event.value))
        return taken

    def dropped_events(self):
        """How many events were dropped because the queue was full since the last call."""
        count = ctypes.c_uint64()
        self._check(_c.cc_take_dropped_event_count(self._live, ctypes.byref(count)))
        return count.value

    # Drawing

    def render(self, pixels, width, height, stride=None, full=False):
        """Draws the control into `pixels` and returns the Rect it wrote (empty when nothing changed).

        `pixels` is a writable buffer (a bytearray from `new_pixels`, a ctypes array, a memoryview) of at least
        height * stride bytes; stride (bytes from one row to the next) is width * 4 unless given. The pixels are
        premultiplied ARGB32 in native byte order (on x86: the bytes B, G, R, A). Only what changed since the last
        render is redrawn unless `full` is set (the first render, and one at another size, draw everything).

        Edge cases: a read-only buffer (bytes) raises TypeError; one too small for height * stride raises
        ValueError; a width, height or stride the library refuses raises CircularControlError
        (Status.INVALID_BUFFER).
        """
        width = _integer("width", width)
        height = _integer("height", height)
        stride = width * 4 if stride is None else _integer("stride", stride)
        try:
            view = memoryview(pixels).cast("B")
        except TypeError:
            raise TypeError(f"pixels must be a writable buffer, not {type(pixels).__name__}") from None
        if view.readonly:
            raise TypeError("pixels must be a writable buffer (a bytearray), not a read-only one")
        if width > 0 and height > 0 and stride > 0 and view.nbytes < height * stride:
            raise ValueError(f"pixels holds {view.nbytes} bytes, fewer than height * stride = {height * stride}")
        if view.nbytes == 0:
            raise ValueError("pixels is empty")
        address = ctypes.addressof((ctypes.c_char * view.nbytes).from_buffer(view))
        damage = _library.Rect()
        self._check(_c.cc_render(self._live, address, width, height, stride, 1 if full else 0, ctypes.byref(damage)))
        return Rect(damage.x, damage.y, damage.width, damage.height)
