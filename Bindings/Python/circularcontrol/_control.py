"""Control and Range: panels whose first control is a single knob or a range, with shortcuts for that control.

Both are Panels: more controls can be added to either, and every knob-addressed call works on them.
"""

from __future__ import annotations

import ctypes
from typing import Any, List, Optional

from . import _library
from ._arguments import number
from ._panel import Panel, _new_config
from ._values import VALUE_TEXT_CAPACITY, Event, Gesture, Knob, State

_c: Any = _library.library


class Control(Panel):
    """One control: a knob, a dial or a ring (a panel whose control 0 is a single knob, as `cc_create` makes it),
    with shortcuts for that knob: value, set_value, state, range, increment, value_text, label_text, events, ...

    Keywords name the fields of cc_config, as for Panel; see Panel for errors and the checks of arguments.
    """

    # Value

    @property
    def value(self) -> float:
        """The value: always finite and within the range. Setting it is `set_value(value)`."""
        value = ctypes.c_double()
        self._check(_c.cc_get_value(self._live, ctypes.byref(value)))
        return value.value

    @value.setter
    def value(self, value: float) -> None:
        self.set_value(value)

    def set_value(self, value: float, animated: bool = False, time: float = 0.0) -> None:
        """Sets the value as the program (no gesture): clamped into the range (wrapped on a wrapping control) and
        snapped to the step unless snapping is off. With `animated`, it eases there from `time` (seconds, any
        monotonic clock) as `advance_animation` is called; during a drag the change is immediate.

        Edge cases: NaN or infinities raise CircularControlError (Status.NOT_FINITE)."""
        self._check(_c.cc_set_value(self._live, number("value", value), 1 if animated else 0, number("time", time)))

    @property
    def state(self) -> State:
        """A State snapshot of the knob."""
        return self.knob_state(0, Knob.SINGLE)

    @property
    def range(self) -> tuple[float, float]:
        """(minimum, maximum): the values the knob may take (a multi-turn control's maximum counts its turns)."""
        return self.knob_range(0, Knob.SINGLE)

    @property
    def increment(self) -> float:
        """The change one arrow key or wheel notch makes: the step, else 1 % of the range."""
        return self.knob_increment(0, Knob.SINGLE)

    @property
    def gesture(self) -> Optional[Gesture]:
        """The Gesture under way on the knob, or None."""
        return self.knob_gesture(0, Knob.SINGLE)

    def set_accessible_value(self, value: float) -> None:
        """An assistive technology wrote `value` (a screen reader's slider): a person's change, clamped into `range`
        and snapped like a program value, but reported as a gesture of its own (Gesture.ACCESSIBILITY: BEGAN,
        CHANGED with Source.ACCESSIBILITY, ENDED) when it moved, or as the change alone during a drag."""
        self.set_knob_accessible_value(0, Knob.SINGLE, value)

    @property
    def value_text(self) -> str:
        """The value as a screen reader says it, as the control shows it: the label's text ("25%") or the number
        ("0.25")."""
        return self.knob_value_text(0, Knob.SINGLE)

    @property
    def label_text(self) -> str:
        """The text the centre label shows now ("" without a label)."""
        return self.control_label_text(0)

    def format_value(self, value: float) -> str:
        """`value` written as the value entry shows a number (the step's decimals, ASCII, no locale)."""
        buffer = ctypes.create_string_buffer(VALUE_TEXT_CAPACITY)
        self._check(_c.cc_format_value(self._live, 0, number("value", value), buffer, len(buffer)))
        return buffer.value.decode("ascii")

    def format_entry(self, value: float) -> str:
        """`value` as the value entry shows it, the way the control shows its value: "40%" under a percentage label,
        "3/8" under a fraction label of 8, else the number ("0.400")."""
        return self.format_knob_value(0, Knob.SINGLE, value)

    def parse_entry(self, text: str) -> float:
        """The value `text` typed into the value entry means, read as the control shows its value: "40" or "40%" is
        40 % of the arc under a percentage label (0.4 of 0..1, 40 of 0..100), "3" or "3/8" a fraction label's count,
        else the number. Text that does not read raises CircularControlError (Status.UNPARSABLE) with the reason."""
        return self.parse_knob_value(0, Knob.SINGLE, text)

    # Events

    def events(self) -> List[Event]:
        """The events queued since the last call, oldest first, as a list of Event (the queue is emptied); on a
        panel of several controls, knob_events() says which knob each concerns. When more than the library's queue
        holds (256) came in between, the oldest were dropped: `dropped_events()` says how many."""
        return [event.event for event in self.knob_events()]


class Range(Panel):
    """A range: two knobs on one arc that cannot cross (a panel whose control 0 is a range, as `cc_create_range`
    makes it), at `start` and `end`, ordered, clamped into min ... max, snapped unless snap is Snap.NEVER and pushed
    apart to `minimum_distance`. Keywords name the fields of cc_config, as for Panel.

    A range is clamped and single-turn: a turn_mode other than TurnMode.CLAMPED, or a minimum distance below 0 or
    above max - min, raises CircularControlError (Status.INVALID_CONFIG); linear_drag, default_value, initial_value
    and the animation fields are ignored.
    """

    def __init__(self, start: float, end: float, minimum_distance: float = 0.0, **fields: object) -> None:
        self._handle = None
        config = _new_config(fields)
        checked = (number("start", start), number("end", end), number("minimum_distance", minimum_distance))
        self._create(lambda handle, message: _c.cc_create_range(ctypes.byref(config), *checked, ctypes.byref(handle),
                                                                message, len(message)))

    @property
    def start(self) -> float:
        """The start (lower) knob's value. Setting it moves that knob as the program; the end knob is pushed along
        when the order or the minimum distance needs it."""
        return self.knob_value(0, Knob.START)

    @start.setter
    def start(self, value: float) -> None:
        self.set_knob_value(0, Knob.START, value)

    @property
    def end(self) -> float:
        """The end (upper) knob's value; setting it pushes the start knob along when needed."""
        return self.knob_value(0, Knob.END)

    @end.setter
    def end(self, value: float) -> None:
        self.set_knob_value(0, Knob.END, value)

    @property
    def values(self) -> tuple[float, float]:
        """(start, end)."""
        return (self.start, self.end)

    @property
    def label_text(self) -> str:
        """The text the centre label shows now (a percentage label's "20–70%", with an en dash), "" without one."""
        return self.control_label_text(0)
