"""Panel: one handle of the C library, holding one or more controls drawn into one buffer.

A panel routes the input among its controls (include/circularcontrol.h, "Ranges and panels"): a press goes to the
control whose knob (else track) is under it, which keeps the drag until the release; each touch id drags on its
own; keys and typed text go to the focused knob, which Tab moves in the order the controls were added (a range's
start knob before its end knob); the wheel turns the control under the pointer and focuses it. Knobs are named by
their control's index (0 for the first, as add_control and add_range return them) and a Knob.
"""

from __future__ import annotations

import ctypes
from typing import Any, Callable, List, Optional, TypeVar

from . import _library
from ._arguments import INT64_MAX, INT64_MIN, fill_config, integer, number, utf8
from ._values import (
    CircularControlError, DragPhase, End, EventKind, FocusDirection, Gesture, Knob, KnobEvent, KnobId, Modifier,
    Point, Rect, Region, State, Status, VALUE_TEXT_CAPACITY, event_detail,
)

_c: Any = _library.library

# A function that reads a text: (a ctypes char buffer or None, its capacity, a pointer to the length or None) -> status.
_TextReader = Callable[[Any, int, Any], Any]

_MESSAGE_CAPACITY = 512

PanelType = TypeVar("PanelType", bound="Panel")


def _new_config(fields: dict[str, object]) -> _library.Config:
    """A cc_config with the library's defaults and `fields` over them."""
    config = _library.Config()
    status = _c.cc_config_init_sized(ctypes.byref(config), ctypes.sizeof(config))
    if status != Status.OK:
        raise CircularControlError(status, _c.cc_status_description(status).decode("utf-8", "replace"))
    fill_config(config, fields)
    return config


def _state_from(state: _library.State) -> State:
    return State(state.value, state.position, state.turns, End(state.pinned_end), DragPhase(state.drag_phase),
                 bool(state.animating), state.knob_x, state.knob_y, state.knob_angle_degrees)


def new_pixels(width: int, height: int) -> bytearray:
    """A zeroed buffer for `render`: width * height pixels of 4 bytes (rows of width * 4 bytes), as a bytearray.
    Edge cases: a width or height below 1 raises ValueError."""
    width = integer("width", width, 1)
    height = integer("height", height, 1)
    return bytearray(width * height * 4)


class Panel:
    """A panel of controls whose first (index 0) is a single knob made from `fields`; add more with add_control and
    add_range. (Range makes a panel whose first control is a range; Control adds shortcuts for a first single knob.)

    Keywords name the fields of cc_config (include/circularcontrol.h) and override their defaults: min, max, step,
    snap, skew, skew_exponent, default_value, initial_value, turn_mode, turn_limit, arc_start_degrees,
    arc_sweep_degrees, direction, center_x, center_y, radius, line_width, knob_scale, minimum_target_size, hit_slop,
    track_press, linear_drag, linear_drag_distance, fine_adjust_factor, dead_zone_radius, animation_base,
    animation_per_turn, animation_maximum, appearance, background_argb, progress_start_argb, progress_end_argb,
    tick_count, show_knob, label, label_total. Giving step, default_value, initial_value or dead_zone_radius turns
    on the field's has_* flag (a stepped control, a double-click default, a start value, a fixed dead zone).

    Every call the library refuses raises CircularControlError with its status and the library's message (naming
    the argument or field), and changes nothing. Arguments are checked before they reach C: None, strings and other
    non-numbers raise TypeError, ints beyond their C type and text with a NUL raise ValueError; NaN and infinities
    reach the library, which refuses them (Status.NOT_FINITE).

    Edge cases: an unknown keyword raises TypeError; a refused configuration (min >= max, a step <= 0, NaN, ...)
    raises CircularControlError (Status.INVALID_CONFIG) naming the field. Use a panel as a context manager, or call
    close(); a closed panel raises ValueError on every call. One panel must be used from one thread at a time.
    """

    _handle: Optional[ctypes.c_void_p]

    def __init__(self, **fields: object) -> None:
        self._handle = None
        config = _new_config(fields)
        self._create(lambda handle, message: _c.cc_create(ctypes.byref(config), ctypes.byref(handle), message,
                                                          len(message)))

    def _create(self, create: Callable[[ctypes.c_void_p, ctypes.Array[ctypes.c_char]], Any]) -> None:
        """Makes the handle with `create` (cc_create or cc_create_range given the handle and a message buffer)."""
        handle = ctypes.c_void_p()
        message = ctypes.create_string_buffer(_MESSAGE_CAPACITY)
        status = int(create(handle, message))
        if status != Status.OK:
            raise CircularControlError(status, message.value.decode("utf-8", "replace"))
        self._handle = handle

    # Life cycle

    def close(self) -> None:
        """Frees the panel and everything it holds; later calls raise ValueError. Closing twice does nothing."""
        handle, self._handle = getattr(self, "_handle", None), None
        if handle:
            _c.cc_destroy(handle)

    @property
    def closed(self) -> bool:
        """Whether close() was called."""
        return not self._handle

    def __enter__(self: PanelType) -> PanelType:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()

    @property
    def _live(self) -> ctypes.c_void_p:
        if not self._handle:
            raise ValueError("the control is closed")
        return self._handle

    def _check(self, status: int) -> int:
        """Raises CircularControlError with the library's message when `status` is negative; returns it otherwise."""
        if status < 0:
            handle = getattr(self, "_handle", None)
            message = _c.cc_last_error(handle) if handle else _c.cc_status_description(status)
            raise CircularControlError(status, (message or b"").decode("utf-8", "replace"))
        return status

    # Controls

    def add_control(self, **fields: object) -> int:
        """Adds a single-knob control made from `fields` (the keywords of Panel), drawn above the others and last
        in Tab order, and returns its index. The panel's background stays that of its first control.

        Edge cases: as Panel(**fields); a refused configuration adds nothing."""
        config = _new_config(fields)
        index = ctypes.c_int()
        message = ctypes.create_string_buffer(_MESSAGE_CAPACITY)
        status = _c.cc_add_control(self._live, ctypes.byref(config), ctypes.byref(index), message, len(message))
        if status != Status.OK:
            raise CircularControlError(status, message.value.decode("utf-8", "replace"))
        return index.value

    def add_range(self, start: float, end: float, minimum_distance: float = 0.0, **fields: object) -> int:
        """Adds a range control: two knobs on one arc that cannot cross, at `start` and `end` (ordered, clamped
        into min ... max, snapped unless snap is Snap.NEVER, pushed apart to `minimum_distance`), and returns its
        index. Its start knob comes before its end knob in Tab order.

        Edge cases: a range is clamped and single-turn: a turn_mode other than TurnMode.CLAMPED, or a minimum
        distance below 0 or above max - min, raises CircularControlError (Status.INVALID_CONFIG); linear_drag,
        default_value, initial_value and the animation fields are ignored."""
        config = _new_config(fields)
        index = ctypes.c_int()
        message = ctypes.create_string_buffer(_MESSAGE_CAPACITY)
        status = _c.cc_add_range(self._live, ctypes.byref(config), number("start", start), number("end", end),
                                 number("minimum_distance", minimum_distance), ctypes.byref(index), message,
                                 len(message))
        if status != Status.OK:
            raise CircularControlError(status, message.value.decode("utf-8", "replace"))
        return index.value

    @property
    def control_count(self) -> int:
        """How many controls the panel holds (1 or more)."""
        count = ctypes.c_int()
        self._check(_c.cc_get_control_count(self._live, ctypes.byref(count)))
        return count.value

    # Pointer input (coordinates in the configuration's pixels, y down)

    def pointer_down(self, x: float, y: float, modifiers: int = Modifier.NONE, click_count: int = 1) -> None:
        """The primary button went down at (x, y). On a knob a drag starts without moving the value; on a track the
        control's track_press applies. click_count 2 is a double click: back to the default value on a knob, or the
        value entry in a control's label. A press on nothing is ignored; a press ends the focus's visibility.

        Edge cases: click_count below 1 raises CircularControlError (Status.INVALID_ARGUMENT)."""
        self._check(_c.cc_pointer_down(self._live, number("x", x), number("y", y), integer("modifiers", modifiers),
                                       integer("click_count", click_count)))

    def pointer_move(self, x: float, y: float, modifiers: int = Modifier.NONE) -> None:
        """The pointer moved to (x, y), with the button down (a drag) or not (the knob's hover look). Hand in every
        motion: the control follows the shortest way round between samples."""
        self._check(_c.cc_pointer_move(self._live, number("x", x), number("y", y), integer("modifiers", modifiers)))

    def pointer_up(self, x: float, y: float, modifiers: int = Modifier.NONE) -> None:
        """The primary button went up at (x, y): a last move, then the drag ends. Without a drag it is ignored."""
        self._check(_c.cc_pointer_up(self._live, number("x", x), number("y", y), integer("modifiers", modifiers)))

    def pointer_leave(self) -> None:
        """The pointer left the panel's area (the hover look goes; a drag carries on)."""
        self._check(_c.cc_pointer_leave(self._live))

    def modifiers_changed(self, modifiers: int) -> None:
        """Modifier keys changed without a pointer move (Shift mid-drag re-anchors, no jump)."""
        self._check(_c.cc_modifiers_changed(self._live, integer("modifiers", modifiers)))

    def count_click(self, x: float, y: float, time: float) -> int:
        """For hosts whose window system reports no click count (Xlib): registers a press of the main button at
        (x, y) at `time` (seconds on a monotonic clock) and returns its click count for pointer_down: 1, or 2 when
        it follows the previous press within 0.4 s and 4 pixels, 3 for a third, and so on.

        Edge cases: a NaN or infinite point or time, or a time before the previous one, starts a new count at 1."""
        return self._check(_c.cc_count_click(self._live, number("x", x), number("y", y), number("time", time)))

    # Linear mouse drags kept in place (the host hides the cursor and warps the pointer back; see the C header)

    @property
    def linear_drag_anchor(self) -> Optional[Point]:
        """(x, y), the press point in whole pixels, while a linear drag of the mouse is under way: hide the cursor
        and put the pointer back there after each motion. None when no such drag is under way (none, a round drag,
        a finger's drag, a drag that ended). Ask after every input call."""
        return self._point_or_none(_c.cc_get_linear_drag_anchor)

    @property
    def linear_drag_knob(self) -> Optional[Point]:
        """(x, y), the centre of the knob the mouse's latest linear drag holds or held: where to show the cursor
        when that drag ends (after Escape, at the value the cancel restored). None before the first."""
        return self._point_or_none(_c.cc_get_linear_drag_knob)

    def pointer_move_by(self, dx: float, dy: float, modifiers: int = Modifier.NONE) -> None:
        """The device itself moved by (dx, dy) pixels during a linear mouse drag (motion the screen edge never
        clips, such as XInput2 raw motion); give the positions of that motion to pointer_warped, not to
        pointer_move, or the travel counts twice. Ignored without such a drag; (0, 0) moves nothing."""
        self._check(_c.cc_pointer_move_by(self._live, number("dx", dx), number("dy", dy),
                                          integer("modifiers", modifiers)))

    def pointer_warped(self, x: float, y: float) -> None:
        """The real pointer is at (x, y) and nothing that brought it there is travel: the warp back to the anchor
        has landed, or the motion went to pointer_move_by. The next position counts from there. Ignored without a
        linear mouse drag."""
        self._check(_c.cc_pointer_warped(self._live, number("x", x), number("y", y)))

    def _point_or_none(self, function: Callable[..., int]) -> Optional[Point]:
        x, y = ctypes.c_double(), ctypes.c_double()
        if self._check(function(self._live, ctypes.byref(x), ctypes.byref(y))) == 0:
            return None
        return (x.value, y.value)

    # Touch

    def touch_down(self, touch_id: int, x: float, y: float) -> None:
        """A finger went down at (x, y). Each touch id (any 64-bit value the touch screen gives, for as long as the
        finger is down) drags its own control, or its own knob of a range: two fingers drag a range's two knobs at
        once. A touch never hovers, never turns the wheel and never starts a linear drag kept in place.

        Edge cases: a second finger on the knob another finger holds is ignored; a touch_id beyond 64 bits raises
        ValueError."""
        self._check(_c.cc_touch_down(self._live, integer("touch_id", touch_id, INT64_MIN, INT64_MAX), number("x", x),
                                     number("y", y)))

    def touch_move(self, touch_id: int, x: float, y: float) -> None:
        """The finger `touch_id` moved to (x, y). Ignored for a finger that holds nothing."""
        self._check(_c.cc_touch_move(self._live, integer("touch_id", touch_id, INT64_MIN, INT64_MAX), number("x", x),
                                     number("y", y)))

    def touch_up(self, touch_id: int, x: float, y: float) -> None:
        """The finger `touch_id` left the screen at (x, y): a last move, then its drag ends."""
        self._check(_c.cc_touch_up(self._live, integer("touch_id", touch_id, INT64_MIN, INT64_MAX), number("x", x),
                                   number("y", y)))

    # Keys, the wheel and typed text (to the focused knob)

    def key(self, key: int, modifiers: int = Modifier.NONE) -> None:
        """A key press: a Key (send auto-repeats again), for the focused knob. A value key (an arrow, a page key,
        Home, End) begins or carries on a key gesture (Gesture.KEYS) until `key_release` of the last one held; TAB
        moves the focus (with Modifier.SHIFT backwards), ENTER opens or commits the value entry. An int outside Key
        is refused by the library (CircularControlError, Status.UNKNOWN_ENUM)."""
        self._check(_c.cc_key(self._live, integer("key", key), integer("modifiers", modifiers)))

    def key_release(self, key: int) -> None:
        """A key came up: a Key. The key gesture ends once no value key is held. Hand in only the last release of a
        held key, not those of its auto-repeats."""
        self._check(_c.cc_key_release(self._live, integer("key", key)))

    def wheel(self, notches: float, modifiers: int = Modifier.NONE, time: Optional[float] = None) -> None:
        """The wheel turned by `notches` over the control under the pointer, which takes the focus (1 is a notch up
        and increases the value; fractions add up; 0 does nothing). With `time` (seconds on a monotonic clock, the
        one `advance_clock` is given) the turns of a burst are one gesture, which ends WHEEL_GESTURE_IDLE_SECONDS
        after the last one; without it each turn is a gesture of its own (BEGAN, CHANGED, ENDED at once)."""
        checked_notches = number("notches", notches)
        checked_modifiers = integer("modifiers", modifiers)
        if time is None:
            self._check(_c.cc_wheel(self._live, checked_notches, checked_modifiers))
        else:
            self._check(_c.cc_wheel_at(self._live, checked_notches, checked_modifiers, number("time", time)))

    def advance_clock(self, time: float) -> None:
        """Moves the gesture clock to `time` (the clock of `wheel`'s time): a wheel gesture idle for
        WHEEL_GESTURE_IDLE_SECONDS ends. Call it when `gesture_deadline` comes."""
        self._check(_c.cc_advance_clock(self._live, number("time", time)))

    @property
    def gesture_deadline(self) -> Optional[float]:
        """When the wheel gesture under way ends unless the wheel turns again (a float on the clock of `wheel`'s
        time), or None when none is under way."""
        time = ctypes.c_double()
        if self._check(_c.cc_get_gesture_deadline(self._live, ctypes.byref(time))) == 0:
            return None
        return time.value

    def knob_gesture(self, index: int, knob: int = Knob.SINGLE) -> Optional[Gesture]:
        """The Gesture under way on knob `knob` of control `index`, or None when none is.

        Edge cases: an index outside the panel or a knob the control does not have raises CircularControlError
        (Status.INVALID_ARGUMENT; Status.UNKNOWN_ENUM for an int outside Knob)."""
        kind = ctypes.c_int()
        if self._check(_c.cc_get_gesture(self._live, integer("index", index), integer("knob", knob),
                                         ctypes.byref(kind))) == 0:
            return None
        return Gesture(kind.value)

    def type_text(self, text: str) -> None:
        """Text a key press typed ("5", "-", as the keyboard layout composed it), for the focused knob: a digit, a
        sign or a decimal point opens its value entry, and text goes into an open entry (characters a number cannot
        hold are dropped); other text is ignored. ENTER commits the entry, ESCAPE cancels it.

        Edge cases: text that is not valid UTF-8 (a lone surrogate) raises CircularControlError
        (Status.INVALID_ARGUMENT); a NUL raises ValueError."""
        self._check(_c.cc_type_text(self._live, utf8("text", text)))

    # Keyboard focus

    def set_keyboard_focus(self, has_focus: bool) -> None:
        """The host's surface gained (True) or lost (False) the keyboard focus. The focus ring and the entry's
        caret show only while it has it; losing it ends the focused knob's key gesture."""
        self._check(_c.cc_set_keyboard_focus(self._live, 1 if has_focus else 0))

    @property
    def focus(self) -> KnobId:
        """The focused knob: KnobId(control, knob). A new panel focuses control 0's first knob."""
        index, knob = ctypes.c_int(), ctypes.c_int()
        self._check(_c.cc_get_focus(self._live, ctypes.byref(index), ctypes.byref(knob)))
        return KnobId(index.value, Knob(knob.value))

    def move_focus(self, direction: int = FocusDirection.NEXT) -> bool:
        """Moves the focus to the next knob in Tab order (FocusDirection.PREVIOUS: the one before), round from one
        end to the other, as the program (the focus does not become visible, unlike Key.TAB). Returns whether it
        moved: False on a panel of one knob. The key gesture of the knob that lost the focus ends."""
        moved = ctypes.c_int()
        self._check(_c.cc_move_focus(self._live, integer("direction", direction), ctypes.byref(moved)))
        return bool(moved.value)

    def set_hands_focus_out(self, enabled: bool) -> None:
        """True: Tab past the last knob (Shift+Tab before the first) leaves the panel instead of coming round, for
        a host embedded in another (XEmbed): no focus shows, and take_focus_exit says which way it left. False, the
        default: Tab comes round."""
        self._check(_c.cc_set_hands_focus_out(self._live, 1 if enabled else 0))

    def take_focus_exit(self) -> Optional[FocusDirection]:
        """The way the focus left the panel since the last call (NEXT for Tab, PREVIOUS for Shift+Tab), or None
        when it did not leave. Taking it clears it."""
        direction = ctypes.c_int()
        if self._check(_c.cc_take_focus_exit(self._live, ctypes.byref(direction))) == 0:
            return None
        return FocusDirection(direction.value)

    def focus_enter(self, direction: int) -> None:
        """The focus came in from the embedder: FocusDirection.NEXT lands on the first knob, PREVIOUS on the last;
        it shows, and the surface has the keyboard focus. An open entry on another knob is cancelled."""
        self._check(_c.cc_focus_enter(self._live, integer("direction", direction)))

    # Knobs (control `index`, knob `knob`)

    def knob_state(self, index: int, knob: int = Knob.SINGLE) -> State:
        """A State snapshot of knob `knob` of control `index`.

        Edge cases: an index outside the panel or a knob the control does not have (Knob.SINGLE of a range, START
        of a single knob) raises CircularControlError (Status.INVALID_ARGUMENT; UNKNOWN_ENUM outside Knob)."""
        state = _library.State()
        self._check(_c.cc_get_knob_state(self._live, integer("index", index), integer("knob", knob),
                                         ctypes.byref(state)))
        return _state_from(state)

    def knob_value(self, index: int, knob: int = Knob.SINGLE) -> float:
        """The value of knob `knob` of control `index`; see knob_state."""
        return self.knob_state(index, knob).value

    def set_knob_value(self, index: int, knob: int, value: float, animated: bool = False,
                       time: float = 0.0) -> None:
        """Sets knob `knob` of control `index` as the program (no gesture): clamped into the range, snapped unless
        snap is Snap.NEVER. A range knob moves, the other staying where it is as far as the order and the minimum
        distance allow (pushed along when not). With `animated` a single knob eases there from `time` (seconds)
        as advance_animation is called.

        Edge cases: `animated` for a range knob raises CircularControlError (Status.INVALID_ARGUMENT); NaN or
        infinities, Status.NOT_FINITE."""
        self._check(_c.cc_set_knob_value(self._live, integer("index", index), integer("knob", knob),
                                         number("value", value), 1 if animated else 0, number("time", time)))

    def knob_range(self, index: int, knob: int = Knob.SINGLE) -> tuple[float, float]:
        """(minimum, maximum): the values knob `knob` of control `index` may take now. A single knob: min and max
        (a multi-turn control's maximum counts its turns). A range knob: its own bounds, which the other knob sets
        (the start knob from min to the end knob less the minimum distance): read them again after every change.

        Edge cases: a wrapping control never holds its maximum (the same point as min)."""
        minimum, maximum = ctypes.c_double(), ctypes.c_double()
        self._check(_c.cc_get_knob_range(self._live, integer("index", index), integer("knob", knob),
                                         ctypes.byref(minimum), ctypes.byref(maximum)))
        return (minimum.value, maximum.value)

    def knob_increment(self, index: int, knob: int = Knob.SINGLE) -> float:
        """The change one arrow key or wheel notch makes to knob `knob` of control `index` without modifiers: the
        step, else 1 % of max - min (of one turn for a multi-turn control)."""
        increment = ctypes.c_double()
        self._check(_c.cc_get_knob_increment(self._live, integer("index", index), integer("knob", knob),
                                             ctypes.byref(increment)))
        return increment.value

    def set_knob_accessible_value(self, index: int, knob: int, value: float) -> None:
        """An assistive technology wrote `value` to knob `knob` of control `index`: a person's change, clamped into
        knob_range (a range knob never pushes the other) and snapped, reported as a gesture of its own
        (Gesture.ACCESSIBILITY: BEGAN, CHANGED with Source.ACCESSIBILITY, ENDED) when it moved, or as the change
        alone during that knob's drag."""
        self._check(_c.cc_set_accessible_value(self._live, integer("index", index), integer("knob", knob),
                                               number("value", value)))

    def knob_value_text(self, index: int, knob: int = Knob.SINGLE) -> str:
        """The value of knob `knob` of control `index` as a screen reader says it, as the control shows it: the
        label's text ("25%", a range's "20–70%" for either knob, "2/8") or, without a label, the number in its
        shortest form ("50", "0.25"). Never empty."""
        checked_index, checked_knob = integer("index", index), integer("knob", knob)
        return self._read_text(lambda buffer, capacity, length: _c.cc_get_value_text(
            self._live, checked_index, checked_knob, buffer, capacity, length))

    def control_label_text(self, index: int) -> str:
        """The text the centre label of control `index` shows now ("25%", a range's "20–70%" with an en dash,
        "4/8", a text set with set_label_text), "" without a label."""
        checked_index = integer("index", index)
        return self._read_text(lambda buffer, capacity, length: _c.cc_get_label_text(
            self._live, checked_index, buffer, capacity, length))

    def format_control_value(self, index: int, value: float) -> str:
        """`value` written as the value entry of control `index` shows a number: as many decimals as its step grid
        needs, ASCII, no locale, never "-0"."""
        buffer = ctypes.create_string_buffer(VALUE_TEXT_CAPACITY)
        self._check(_c.cc_format_value(self._live, integer("index", index), number("value", value), buffer,
                                       len(buffer)))
        return buffer.value.decode("ascii")

    def parse_value(self, text: str) -> float:
        """The number in `text`, read as the value entry reads it ("-1.5", " 2e-3 ", ".5"; "-0" is 0).

        Edge cases: "", "nan", "inf", "1,5", "0x10", "1e309" and text over VALUE_TEXT_MAX_LENGTH characters raise
        CircularControlError (Status.UNPARSABLE) with the reason."""
        value = ctypes.c_double()
        self._check(_c.cc_parse_value(self._live, utf8("text", text), ctypes.byref(value)))
        return value.value

    def format_knob_value(self, index: int, knob: int, value: float) -> str:
        """`value` as the value entry of knob `knob` of control `index` shows it, the way the control shows its
        value: "40%" under a percentage label (each range knob its own), "3/8" under a fraction label of 8, else
        the number as format_control_value writes it.

        Edge cases: a percentage too large for the label (a value far outside the range) is written in full
        ("1e+14%")."""
        checked_index, checked_knob = integer("index", index), integer("knob", knob)
        checked_value = number("value", value)
        return self._read_text(lambda buffer, capacity, length: _c.cc_format_knob_value(
            self._live, checked_index, checked_knob, checked_value, buffer, capacity, length))

    def parse_knob_value(self, index: int, knob: int, text: str) -> float:
        """The value `text` typed into the value entry of knob `knob` of control `index` means: under a percentage
        label a percentage of the arc, with or without "%"; under a fraction label the count ("3" or "3/8"); else
        the number. Not clamped or snapped (set_knob_value does that).

        Edge cases: text that does not read raises CircularControlError (Status.UNPARSABLE) with the reason."""
        value = ctypes.c_double()
        self._check(_c.cc_parse_knob_value(self._live, integer("index", index), integer("knob", knob),
                                           utf8("text", text), ctypes.byref(value)))
        return value.value

    def set_control_geometry(self, index: int, center_x: float, center_y: float, radius: float,
                             line_width: float) -> None:
        """Moves and resizes control `index` without changing its value or breaking a drag.

        Edge cases: a radius <= 0, a line width <= 0 or above 2 * radius raise CircularControlError
        (Status.INVALID_CONFIG)."""
        self._check(_c.cc_set_control_geometry(self._live, integer("index", index), number("center_x", center_x),
                                               number("center_y", center_y), number("radius", radius),
                                               number("line_width", line_width)))

    # Control 0 (the C functions that act on the first control)

    def set_geometry(self, center_x: float, center_y: float, radius: float, line_width: float) -> None:
        """Moves and resizes control 0 (after the host's widget was resized) without changing its value; see
        set_control_geometry."""
        self._check(_c.cc_set_geometry(self._live, number("center_x", center_x), number("center_y", center_y),
                                       number("radius", radius), number("line_width", line_width)))

    def set_label_text(self, text: Optional[str]) -> None:
        """Replaces the centre label of control 0 by `text` (the value with its unit, say); None goes back to the
        configured label. Edge cases: labels need a font (DejaVu Sans through fontconfig); without one they are
        left out of the drawing, but control_label_text still gives them."""
        self._check(_c.cc_set_label_text(self._live, None if text is None else utf8("text", text)))

    def hit_test(self, x: float, y: float) -> Region:
        """The Region of control 0 that (x, y) falls in: KNOB, TRACK, INSIDE the ring or OUTSIDE."""
        region = ctypes.c_int()
        self._check(_c.cc_hit_test(self._live, number("x", x), number("y", y), ctypes.byref(region)))
        return Region(region.value)

    def advance_animation(self, time: float) -> None:
        """Moves the animations of animated set_value or set_knob_value calls to `time` (their clock). Edge cases:
        without an animation nothing happens; a time before the start holds it."""
        self._check(_c.cc_advance_animation(self._live, number("time", time)))

    # Events

    def knob_events(self) -> List[KnobEvent]:
        """The events queued since the last call, oldest first, each with its control and knob (KnobEvent); the
        queue is emptied. When more than the library's queue holds (256) came in between, the oldest were dropped:
        `dropped_events()` says how many."""
        taken: List[KnobEvent] = []
        event = _library.KnobEvent()
        while self._check(_c.cc_poll_knob_event(self._live, ctypes.byref(event))) == 1:
            kind = EventKind(event.event.kind)
            taken.append(KnobEvent(event.index, Knob(event.knob), kind, event_detail(kind, event.event.detail),
                                   event.event.value))
        return taken

    def dropped_events(self) -> int:
        """How many events were dropped because the queue was full since the last call (and resets the count)."""
        count = ctypes.c_uint64()
        self._check(_c.cc_take_dropped_event_count(self._live, ctypes.byref(count)))
        return count.value

    # Drawing

    @property
    def scale(self) -> float:
        """How many device pixels of the buffer `render` draws into a logical pixel is (1 for a new panel): the
        configuration's geometry and every input position stay in logical pixels; at scale 2 a 200 x 200 panel
        draws into a 400 x 400 buffer, exactly as a panel of twice the geometry would (a HiDPI screen, Tk's
        `tk scaling`, a toolkit's device pixel ratio).

        Edge cases: setting a scale outside 0.25 ... 16 raises CircularControlError (Status.INVALID_ARGUMENT), NaN or
        an infinity Status.NOT_FINITE, and the scale stays; the next render after a change redraws everything."""
        scale = ctypes.c_double()
        self._check(_c.cc_get_scale(self._live, ctypes.byref(scale)))
        return scale.value

    @scale.setter
    def scale(self, scale: float) -> None:
        self._check(_c.cc_set_scale(self._live, number("scale", scale)))

    def render(self, pixels: Any, width: int, height: int, stride: Optional[int] = None, full: bool = False) -> Rect:
        """Draws the panel into `pixels` and returns the Rect it wrote (empty when nothing changed).

        `pixels` is a writable buffer (a bytearray from `new_pixels`, a ctypes array, a memoryview) of at least
        height * stride bytes; stride (bytes from one row to the next) is width * 4 unless given. The pixels are
        premultiplied ARGB32 in native byte order (on x86: the bytes B, G, R, A). Only what changed since the last
        render is redrawn unless `full` is set (the first render, and one at another size, draw everything).

        Edge cases: a read-only buffer (bytes) raises TypeError; one too small for height * stride raises
        ValueError; a width, height or stride the library refuses raises CircularControlError
        (Status.INVALID_BUFFER).
        """
        checked_width = integer("width", width)
        checked_height = integer("height", height)
        checked_stride = checked_width * 4 if stride is None else integer("stride", stride)
        try:
            view = memoryview(pixels).cast("B")
        except TypeError:
            raise TypeError(f"pixels must be a writable buffer, not {type(pixels).__name__}") from None
        if view.readonly:
            raise TypeError("pixels must be a writable buffer (a bytearray), not a read-only one")
        needed = checked_height * checked_stride
        if checked_width > 0 and checked_height > 0 and checked_stride > 0 and view.nbytes < needed:
            raise ValueError(f"pixels holds {view.nbytes} bytes, fewer than height * stride = {needed}")
        if view.nbytes == 0:
            raise ValueError("pixels is empty")
        address = ctypes.addressof((ctypes.c_char * view.nbytes).from_buffer(view))
        damage = _library.Rect()
        self._check(_c.cc_render(self._live, address, checked_width, checked_height, checked_stride,
                                 1 if full else 0, ctypes.byref(damage)))
        return Rect(damage.x, damage.y, damage.width, damage.height)

    # Helpers

    def _read_text(self, read: _TextReader) -> str:
        """A text the library hands out as cc_get_value_text does: its length first, then the text."""
        length = ctypes.c_size_t()
        self._check(int(read(None, 0, ctypes.byref(length))))
        buffer = ctypes.create_string_buffer(length.value + 1)
        self._check(int(read(buffer, len(buffer), None)))
        return buffer.value.decode("utf-8")
