"""The binding's values: the C header's constants as enumerations, its structs as named tuples, and the exception.

Every enumeration is an IntEnum (or IntFlag), so its members are the header's ints and plain ints are accepted
wherever one is expected; the library refuses an int outside the set (CircularControlError, Status.UNKNOWN_ENUM).
"""

from __future__ import annotations

import enum
from typing import NamedTuple, Tuple, Type, Union

WHEEL_GESTURE_IDLE_SECONDS = 0.5
"""CC_WHEEL_GESTURE_IDLE_SECONDS: how long a wheel gesture lasts after its last turn, in seconds."""

VALUE_TEXT_CAPACITY = 32
"""CC_VALUE_TEXT_CAPACITY: the bytes (with the NUL) that hold any text cc_format_value writes."""

VALUE_TEXT_MAX_LENGTH = 64
"""CC_VALUE_TEXT_MAX_LENGTH: the longest text parsed, and the most characters a value entry holds."""

Point = Tuple[float, float]
"""(x, y) in the configuration's pixels, y down."""


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
    """CC_MODIFIER_*: Shift is fine adjustment (with Control, finer still)."""

    NONE = 0
    SHIFT = 1
    CONTROL = 2
    ALT = 4


class Key(enum.IntEnum):
    """CC_KEY_*: the keys the control answers to. TAB moves the focus (with Modifier.SHIFT backwards)."""

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


class Knob(enum.IntEnum):
    """CC_KNOB_*: which knob of a control: the one of a single-knob control, or a range's start (lower) or end."""

    SINGLE = 0
    START = 1
    END = 2


class FocusDirection(enum.IntEnum):
    """CC_FOCUS_*: Tab's way (NEXT) or Shift+Tab's (PREVIOUS)."""

    NEXT = 0
    PREVIOUS = 1


class EventKind(enum.IntEnum):
    """CC_EVENT_*."""

    BEGAN = 0
    CHANGED = 1
    ENDED = 2
    WRAPPED = 3
    PINNED = 4
    RELEASED = 5


class Gesture(enum.IntEnum):
    """CC_GESTURE_*: what kind of gesture began (the detail of a BEGAN event, and a knob's gesture under way)."""

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


class Wrap(enum.IntEnum):
    """CC_WRAP_*: which way a wrapping control crossed its start (the detail of a WRAPPED event)."""

    FORWARD = 0
    BACKWARD = 1


class End(enum.IntEnum):
    """CC_END_*: an end of the travel (the detail of PINNED and RELEASED events, State.pinned_end)."""

    NONE = 0
    MINIMUM = 1
    MAXIMUM = 2


class DragPhase(enum.IntEnum):
    """CC_DRAG_*: State.drag_phase."""

    IDLE = 0
    ACTIVE = 1
    PINNED = 2


class Region(enum.IntEnum):
    """CC_REGION_*: where a point falls (hit_test)."""

    KNOB = 0
    TRACK = 1
    INSIDE = 2
    OUTSIDE = 3


class Label(enum.IntEnum):
    """CC_LABEL_*: what the centre of the control shows (the configuration's label)."""

    NONE = 0
    PERCENTAGE = 1
    FRACTION = 2


class Snap(enum.IntEnum):
    """CC_SNAP_*: when pointer drags snap to the step grid (the configuration's snap)."""

    NEVER = 0
    ALWAYS = 1
    ON_RELEASE = 2


class Skew(enum.IntEnum):
    """CC_SKEW_*: how positions along the arc map to values (the configuration's skew)."""

    LINEAR = 0
    EXPONENT = 1
    LOGARITHMIC = 2


class TurnMode(enum.IntEnum):
    """CC_TURN_MODE_*: how far the value may travel round the arc (the configuration's turn_mode)."""

    CLAMPED = 0
    WRAPPING = 1
    MULTI_TURN = 2


class Direction(enum.IntEnum):
    """CC_DIRECTION_*: the way the value grows on screen (the configuration's direction)."""

    CLOCKWISE = 0
    COUNTER_CLOCKWISE = 1


class TrackPress(enum.IntEnum):
    """CC_TRACK_PRESS_*: what a press on the track away from the knob does (the configuration's track_press)."""

    RELATIVE = 0
    JUMP = 1
    IGNORE = 2


class LinearDrag(enum.IntEnum):
    """CC_LINEAR_DRAG_*: dragging along a line instead of round the circle (the configuration's linear_drag)."""

    OFF = 0
    VERTICAL = 1
    HORIZONTAL = 2
    BOTH = 3


class Appearance(enum.IntEnum):
    """CC_APPEARANCE_*: how the control is drawn (the configuration's appearance)."""

    RING = 0
    TICK_DIAL = 1


class Event(NamedTuple):
    """One event: its kind, its detail (a Gesture for BEGAN, a Source for CHANGED, an Outcome for ENDED, a Wrap for
    WRAPPED, an End for PINNED and RELEASED) and the value right after the input that caused it."""

    kind: EventKind
    detail: int
    value: float


class KnobEvent(NamedTuple):
    """An event with the knob it concerns: the control's index in the panel, its Knob, then the event's kind,
    detail and value (that knob's value after the input), as Event has them."""

    control: int
    knob: Knob
    kind: EventKind
    detail: int
    value: float

    @property
    def event(self) -> Event:
        """The event without its knob."""
        return Event(self.kind, self.detail, self.value)


class KnobId(NamedTuple):
    """A knob of a panel: its control's index (0 for the first, in the order added) and which knob it is."""

    control: int
    knob: Knob


class Rect(NamedTuple):
    """Whole pixels: columns x .. x + width - 1 of rows y .. y + height - 1; empty when width or height is 0."""

    x: int
    y: int
    width: int
    height: int


class State(NamedTuple):
    """A snapshot of a knob (cc_state): the value, the position along the arc (0 at its start, 1 at its end),
    whole turns, the End a drag is pinned at, the DragPhase, whether an animation runs, and the knob's centre and
    clock angle (degrees clockwise from 12 o'clock, in [0, 360)). A range knob reports turns 0, animating False,
    and the drag of its own (the other knob's drag leaves it IDLE)."""

    value: float
    position: float
    turns: int
    pinned_end: End
    drag_phase: DragPhase
    animating: bool
    knob_x: float
    knob_y: float
    knob_angle_degrees: float

    @property
    def knob_position(self) -> Point:
        """The knob's centre as (x, y)."""
        return (self.knob_x, self.knob_y)


class CircularControlError(Exception):
    """A call the library refused: `status` (a Status; an int for a code this binding does not know) and the
    library's own message (`message`, and str(error)), which names the argument or field at fault."""

    status: Union[Status, int]
    message: str

    def __init__(self, status: int, message: str) -> None:
        self.status = Status(status) if status in Status._value2member_map_ else status
        self.message = message
        super().__init__(message)


_DETAILS: dict[EventKind, Type[enum.IntEnum]] = {
    EventKind.BEGAN: Gesture, EventKind.CHANGED: Source, EventKind.ENDED: Outcome, EventKind.WRAPPED: Wrap,
    EventKind.PINNED: End, EventKind.RELEASED: End,
}


def event_detail(kind: EventKind, detail: int) -> int:
    """`detail` as the enumeration its event's kind gives it (see Event). Edge cases: a detail this binding does
    not know (from a newer library) stays a plain int."""
    enumeration = _DETAILS.get(kind)
    if enumeration is None or detail not in enumeration._value2member_map_:
        return detail
    return enumeration(detail)
