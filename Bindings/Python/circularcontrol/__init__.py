"""CircularControl for Python: knobs, dials, circular sliders and progress rings over the C library
libcircularcontrol.so (ctypes; nothing to compile).

    import circularcontrol as cc

    knob = cc.Control(max=100, arc_start_degrees=-135, arc_sweep_degrees=270, default_value=50)
    knob.pointer_down(*knob.state.knob_position)      # on the knob: no jump
    knob.pointer_move(180, 100)
    knob.pointer_up(180, 100)
    for event in knob.events():                       # Event(kind=EventKind.CHANGED, detail=..., value=...)
        print(event.kind.name, event.value)
    pixels = cc.new_pixels(200, 200)                  # premultiplied ARGB32, native byte order
    damage = knob.render(pixels, 200, 200)            # Rect(x, y, width, height) of what was drawn

Several controls share one handle, one buffer and one keyboard focus as a Panel (Control and Range are panels whose
first control is a single knob or a range):

    mixer = cc.Range(20, 70, max=100, label=cc.Label.PERCENTAGE)      # control 0: a range
    pan = mixer.add_control(min=-1, max=1, center_x=300)             # control 1: a single knob
    mixer.key(cc.Key.TAB)                                            # the focus: range start, end, pan
    mixer.touch_down(7, *mixer.knob_state(pan).knob_position)        # each finger drags on its own
    for event in mixer.knob_events():                                # KnobEvent(control, knob, kind, detail, value)
        ...

The functions are those of include/circularcontrol.h, which documents them. Every failure the library reports is
raised as CircularControlError carrying the library's status and its own message (`cc_last_error`), and a failed call
changes nothing. Arguments are checked before they reach C, so that ctypes never converts them silently: numbers must
be int or float (None, strings and the like raise TypeError naming the argument), ints must fit their C type
(ValueError), and text must not hold a NUL character (ValueError). NaN and infinities go to the library, which
refuses them (CircularControlError, Status.NOT_FINITE, its message naming the argument).

Gestures: every change a person makes lies inside one BEGAN ... ENDED pair of its knob (what a plugin host records
automation between), and BEGAN's detail says what kind of gesture it is (Gesture). A drag runs from pointer_down to
pointer_up (touch_down to touch_up); a wheel burst, given the time of each turn (`wheel(notches, time=t)`, seconds on
a monotonic clock), ends WHEEL_GESTURE_IDLE_SECONDS after the last turn when `advance_clock` reaches
`gesture_deadline` (without a time each turn is a gesture of its own); a key run ends at `key_release` of the last
value key held, or when the keyboard focus leaves (`set_keyboard_focus(False)`, Tab); a typed value, a double
click's reset and an accessible value are a pair around their one change. Values from the program (`set_value`,
`set_knob_value`, animations) make no gesture.

The library, first loaded wins (circularcontrol/_library.py; `loaded_library()` says which was used):
1. the path in the environment variable CIRCULARCONTROL_LIBRARY;
2. a copy the installed package carries beside this file, circularcontrol/libcircularcontrol.so.MAJOR: present when
   the package was built with CIRCULARCONTROL_BUNDLE_LIBRARY=/path/to/libcircularcontrol.so.X.Y.Z (pip install);
   without it the package uses the system's library, through the next two steps;
3. the path `make install` recorded beside the package (circularcontrol/_location.py);
4. libcircularcontrol.so.MAJOR through the dynamic loader (LD_LIBRARY_PATH, then the ldconfig cache).
When none loads, the import raises ImportError naming every path tried and its error. A library that reports
another major version than this package's (cc_version) is refused with ImportError.
"""

from __future__ import annotations

from typing import Tuple

from . import _library
from ._control import Control, Range
from ._library import LoadedLibrary
from ._panel import Panel, new_pixels
from ._values import (
    VALUE_TEXT_CAPACITY, VALUE_TEXT_MAX_LENGTH, WHEEL_GESTURE_IDLE_SECONDS, Appearance, CircularControlError,
    Direction, DragPhase, End, Event, EventKind, FocusDirection, Gesture, Key, Knob, KnobEvent, KnobId, Label,
    LinearDrag, Modifier, Outcome, Point, Rect, Region, Skew, Snap, Source, State, Status, TrackPress, TurnMode, Wrap,
)
from ._version import API_MAJOR, VERSION_INFO, __version__

__all__ = [
    "__version__", "API_MAJOR", "VERSION_INFO", "VALUE_TEXT_CAPACITY", "VALUE_TEXT_MAX_LENGTH",
    "WHEEL_GESTURE_IDLE_SECONDS", "Appearance", "CircularControlError", "Control", "Direction", "DragPhase", "End",
    "Event", "EventKind", "FocusDirection", "Gesture", "Key", "Knob", "KnobEvent", "KnobId", "Label", "LinearDrag",
    "LoadedLibrary", "Modifier", "Outcome", "Panel", "Point", "Range", "Rect", "Region", "Skew", "Snap", "Source",
    "State", "Status", "TrackPress", "TurnMode", "Wrap", "library_version", "loaded_library", "new_pixels",
]


def library_version() -> Tuple[int, int, int]:
    """(major, minor, patch) of the loaded libcircularcontrol, as its cc_version() reports it; the major is always
    API_MAJOR (the import refuses a library of another).

    Edge cases: a library older than 0.4 has no cc_version: RuntimeError naming the library's path."""
    return _library.library_version()


def loaded_library() -> LoadedLibrary:
    """The library this package uses: LoadedLibrary(path, found_by), the file the dynamic loader opened and the step
    of the lookup that found it: "environment" (CIRCULARCONTROL_LIBRARY), "package" (the copy the package carries),
    "recorded" (the path `make install` recorded) or "loader" (the dynamic loader's search)."""
    return _library.loaded
