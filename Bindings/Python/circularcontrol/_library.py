"""Loading libcircularcontrol.so and declaring the C functions the binding calls (ctypes; no compiler needed).

Where the library is looked for, first found wins:
1. the path in the environment variable CIRCULARCONTROL_LIBRARY (tests, or a build that is not installed);
2. the path `make install` wrote into `_location.py` beside this file (PREFIX/lib/libcircularcontrol.so.MAJOR);
3. libcircularcontrol.so.MAJOR through the dynamic loader (LD_LIBRARY_PATH, the system's library folders).
When none loads, importing the package raises ImportError naming every place tried and why it failed.
"""

import ctypes
import os

from ._version import API_MAJOR


def _candidates():
    from_environment = os.environ.get("CIRCULARCONTROL_LIBRARY")
    if from_environment:
        yield from_environment
    try:
        from ._location import LIBRARY_PATH
    except ImportError:
        pass
    else:
        yield LIBRARY_PATH
    yield f"libcircularcontrol.so.{API_MAJOR}"


def _load():
    failures = []
    for candidate in _candidates():
        try:
            return ctypes.CDLL(candidate)
        except OSError as error:
            failures.append(f"{candidate}: {error}")
    raise ImportError("libcircularcontrol.so could not be loaded (set CIRCULARCONTROL_LIBRARY to its path, or run "
                      "`make install`); tried " + "; ".join(failures))


class Config(ctypes.Structure):
    """cc_config, field for field as include/circularcontrol.h declares it (version 0.2)."""

    _fields_ = [
        ("size", ctypes.c_size_t),
        ("min", ctypes.c_double), ("max", ctypes.c_double),
        ("has_step", ctypes.c_int), ("step", ctypes.c_double),
        ("snap", ctypes.c_int), ("skew", ctypes.c_int), ("skew_exponent", ctypes.c_double),
        ("has_default_value", ctypes.c_int), ("default_value", ctypes.c_double),
        ("has_initial_value", ctypes.c_int), ("initial_value", ctypes.c_double),
        ("turn_mode", ctypes.c_int), ("turn_limit", ctypes.c_int),
        ("arc_start_degrees", ctypes.c_double), ("arc_sweep_degrees", ctypes.c_double),
        ("direction", ctypes.c_int),
        ("center_x", ctypes.c_double), ("center_y", ctypes.c_double), ("radius", ctypes.c_double),
        ("line_width", ctypes.c_double), ("knob_scale", ctypes.c_double),
        ("minimum_target_size", ctypes.c_double), ("hit_slop", ctypes.c_double),
        ("track_press", ctypes.c_int), ("linear_drag", ctypes.c_int),
        ("linear_drag_distance", ctypes.c_double), ("fine_adjust_factor", ctypes.c_double),
        ("has_dead_zone_radius", ctypes.c_int), ("dead_zone_radius", ctypes.c_double),
        ("animation_base", ctypes.c_double), ("animation_per_turn", ctypes.c_double),
        ("animation_maximum", ctypes.c_double),
        ("appearance", ctypes.c_int),
        ("background_argb", ctypes.c_uint32), ("progress_start_argb", ctypes.c_uint32),
        ("progress_end_argb", ctypes.c_uint32),
        ("tick_count", ctypes.c_int), ("show_knob", ctypes.c_int), ("label", ctypes.c_int),
        ("label_total", ctypes.c_int),
    ]


class State(ctypes.Structure):
    """cc_state."""

    _fields_ = [
        ("value", ctypes.c_double), ("position", ctypes.c_double), ("turns", ctypes.c_int64),
        ("pinned_end", ctypes.c_int), ("drag_phase", ctypes.c_int), ("animating", ctypes.c_int),
        ("knob_x", ctypes.c_double), ("knob_y", ctypes.c_double), ("knob_angle_degrees", ctypes.c_double),
    ]


class Event(ctypes.Structure):
    """cc_event."""

    _fields_ = [("kind", ctypes.c_int), ("detail", ctypes.c_int), ("value", ctypes.c_double)]


class KnobEvent(ctypes.Structure):
    """cc_knob_event."""

    _fields_ = [("index", ctypes.c_int), ("knob", ctypes.c_int), ("event", Event)]


class Rect(ctypes.Structure):
    """cc_rect."""

    _fields_ = [("x", ctypes.c_int32), ("y", ctypes.c_int32), ("width", ctypes.c_int32), ("height", ctypes.c_int32)]


_handle = ctypes.c_void_p
_status = ctypes.c_int
_double = ctypes.c_double
_int = ctypes.c_int
_size = ctypes.c_size_t
_text = ctypes.c_char_p

# name: (result type, argument types)
_PROTOTYPES = {
    "cc_status_description": (_text, [_int]),
    "cc_config_init_sized": (_status, [ctypes.POINTER(Config), _size]),
    "cc_create": (_status, [ctypes.POINTER(Config), ctypes.POINTER(_handle), ctypes.c_char_p, _size]),
    "cc_destroy": (None, [_handle]),
    "cc_last_error": (_text, [_handle]),
    "cc_pointer_down": (_status, [_handle, _double, _double, _int, _int]),
    "cc_pointer_move": (_status, [_handle, _double, _double, _int]),
    "cc_pointer_up": (_status, [_handle, _double, _double, _int]),
    "cc_pointer_leave": (_status, [_handle]),
    "cc_modifiers_changed": (_status, [_handle, _int]),
    "cc_key": (_status, [_handle, _int, _int]),
    "cc_key_release": (_status, [_handle, _int]),
    "cc_wheel": (_status, [_handle, _double, _int]),
    "cc_wheel_at": (_status, [_handle, _double, _int, _double]),
    "cc_advance_clock": (_status, [_handle, _double]),
    "cc_get_gesture_deadline": (_int, [_handle, ctypes.POINTER(_double)]),
    "cc_set_value": (_status, [_handle, _double, _int, _double]),
    "cc_advance_animation": (_status, [_handle, _double]),
    "cc_set_geometry": (_status, [_handle, _double, _double, _double, _double]),
    "cc_set_label_text": (_status, [_handle, _text]),
    "cc_get_state": (_status, [_handle, ctypes.POINTER(State)]),
    "cc_get_value": (_status, [_handle, ctypes.POINTER(_double)]),
    "cc_hit_test": (_status, [_handle, _double, _double, ctypes.POINTER(_int)]),
    "cc_poll_knob_event": (_int, [_handle, ctypes.POINTER(KnobEvent)]),
    "cc_take_dropped_event_count": (_status, [_handle, ctypes.POINTER(ctypes.c_uint64)]),
    "cc_render": (_status, [_handle, ctypes.c_void_p, _int, _int, _int, _int, ctypes.POINTER(Rect)]),
    "cc_get_knob_range": (_status, [_handle, _int, _int, ctypes.POINTER(_double), ctypes.POINTER(_double)]),
    "cc_get_knob_increment": (_status, [_handle, _int, _int, ctypes.POINTER(_double)]),
    "cc_set_accessible_value": (_status, [_handle, _int, _int, _double]),
    "cc_get_value_text": (_status, [_handle, _int, _int, ctypes.c_char_p, _size, ctypes.POINTER(_size)]),
    "cc_get_label_text": (_status, [_handle, _int, ctypes.c_char_p, _size, ctypes.POINTER(_size)]),
    "cc_move_focus": (_status, [_handle, _int, ctypes.POINTER(_int)]),
    "cc_type_text": (_status, [_handle, _text]),
    "cc_format_value": (_status, [_handle, _int, _double, ctypes.c_char_p, _size]),
    "cc_parse_value": (_status, [_handle, _text, ctypes.POINTER(_double)]),
    "cc_format_knob_value": (_status, [_handle, _int, _int, _double, ctypes.c_char_p, _size, ctypes.POINTER(_size)]),
    "cc_parse_knob_value": (_status, [_handle, _int, _int, _text, ctypes.POINTER(_double)]),
    "cc_set_keyboard_focus": (_status, [_handle, _int]),
    "cc_set_hands_focus_out": (_status, [_handle, _int]),
    "cc_take_focus_exit": (_int, [_handle, ctypes.POINTER(_int)]),
    "cc_focus_enter": (_status, [_handle, _int]),
    "cc_get_linear_drag_anchor": (_int, [_handle, ctypes.POINTER(_double), ctypes.POINTER(_double)]),
    "cc_get_linear_drag_knob": (_int, [_handle, ctypes.POINTER(_double), ctypes.POINTER(_double)]),
    "cc_pointer_move_by": (_status, [_handle, _double, _double, _int]),
    "cc_pointer_warped": (_status, [_handle, _double, _double]),
}

library = _load()
for _name, (_result, _arguments) in _PROTOTYPES.items():
    _function = getattr(library, _name)
    _function.restype = _result
    _function.argtypes = _arguments
