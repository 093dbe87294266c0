"""Loading libcircularcontrol.so and declaring the C functions the binding calls (ctypes; no compiler needed).

Where the library is looked for, first loaded wins:
1. the path in the environment variable CIRCULARCONTROL_LIBRARY (tests, a build that is not installed); unset or
   empty, it is skipped;
2. a copy the package carries beside this file, circularcontrol/libcircularcontrol.so.MAJOR: there when the package
   was built with CIRCULARCONTROL_BUNDLE_LIBRARY (see setup.py); a package built without it uses the system's;
3. the path `make install` recorded in `_location.py` beside this file (PREFIX/lib/libcircularcontrol.so.MAJOR);
4. libcircularcontrol.so.MAJOR through the dynamic loader: LD_LIBRARY_PATH, then the ldconfig cache and the system's
   library folders. ctypes.util.find_library is never used (it runs compilers and ldconfig, and misses
   LD_LIBRARY_PATH).
MAJOR is the binding's major version (circularcontrol/VERSION). When none loads, importing the package raises
ImportError naming every place tried, in order, and why each failed, and saying whether this installation carries
the library. A library that loads but reports another major version (cc_version, from 0.4) is refused with
ImportError naming both versions; one that lacks a function the binding declares, with ImportError naming it.
"""

from __future__ import annotations

import ctypes
import importlib
import os
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Literal, Mapping, NamedTuple, Optional, Sequence, Tuple

from ._version import API_MAJOR, __version__

LIBRARY_VARIABLE = "CIRCULARCONTROL_LIBRARY"
"""The environment variable naming the library's path, the first place looked at."""

BUNDLE_VARIABLE = "CIRCULARCONTROL_BUNDLE_LIBRARY"
"""The environment variable that makes a build of the package carry a library (read by setup.py, not here)."""

SONAME = f"libcircularcontrol.so.{API_MAJOR}"
"""The library's name for the dynamic loader (its SONAME)."""

CARRIED_PATH = Path(__file__).with_name(SONAME)
"""Where a package that carries its own copy of the library has it."""

FoundBy = Literal["environment", "package", "recorded", "loader"]
"""Which step of the lookup loaded the library (see the module's documentation)."""


class LoadedLibrary(NamedTuple):
    """The library the binding uses: its file, as the dynamic loader opened it, and the step that found it."""

    path: str
    found_by: FoundBy


def _recorded_path() -> Optional[str]:
    """The path `make install` wrote into `_location.py`, or None without that file (a pip install, the source)."""
    try:  # written by scripts/install-python-binding; imported by name, as the source tree has no such module
        location = importlib.import_module("._location", __package__)
    except ImportError:
        return None
    return str(location.LIBRARY_PATH)


def _candidates(environment: Mapping[str, str]) -> Iterator[Tuple[FoundBy, str, str]]:
    """(found_by, what, path) for each place to try, in order; `what` describes it for the error message."""
    given = environment.get(LIBRARY_VARIABLE, "")
    if given:
        yield "environment", f"${LIBRARY_VARIABLE}", given
    yield "package", "carried by the package", str(CARRIED_PATH)
    recorded = _recorded_path()
    if recorded is not None:
        yield "recorded", "recorded by make install", recorded
    yield "loader", "through the dynamic loader (LD_LIBRARY_PATH, the ldconfig cache)", SONAME


def load(environment: Mapping[str, str] = os.environ) -> Tuple[ctypes.CDLL, FoundBy]:
    """Loads the library from the first place that has it (see the module's documentation).

    Edge cases: a package that carries no copy is not an error (the next steps follow), but the message says so; a
    path given in the environment that does not load is not fatal either, when a later step finds the library.
    Raises ImportError naming every path tried and its error when none loads.
    """
    failures: List[str] = []
    if not environment.get(LIBRARY_VARIABLE, ""):
        failures.append(f"${LIBRARY_VARIABLE}: not set")
    for found_by, what, path in _candidates(environment):
        if found_by == "package" and not CARRIED_PATH.exists():
            failures.append(f"{what}: {path}: not there (this installation of the package carries no copy of the "
                            f"library; it uses the system's)")
            continue
        try:
            return ctypes.CDLL(path), found_by
        except OSError as error:
            failures.append(f"{what}: {path}: {error}")
    raise ImportError(f"circularcontrol {__version__} could not load {SONAME}; tried, in order:\n  "
                      + "\n  ".join(failures)
                      + f"\nSet {LIBRARY_VARIABLE} to the library's path, install the library where the dynamic loader "
                        f"finds it (make install; ldconfig), or install the package with {BUNDLE_VARIABLE}="
                        f"/path/to/libcircularcontrol.so.X.Y.Z so that it carries a copy.")


def version_of(candidate: Any) -> Optional[Tuple[int, int, int]]:
    """(major, minor, patch) that the library's cc_version() reports ((MAJOR << 16) | (MINOR << 8) | PATCH), or None
    for a library without cc_version (before 0.4)."""
    if not hasattr(candidate, "cc_version"):
        return None
    function = candidate.cc_version
    function.restype = ctypes.c_uint32
    function.argtypes = []
    packed = int(function())
    return (packed >> 16, (packed >> 8) & 0xFF, packed & 0xFF)


def check_major(candidate: Any, path: str) -> None:
    """Raises ImportError when the library at `path` reports a major version other than API_MAJOR.

    Edge cases: a library without cc_version passes (its SONAME, libcircularcontrol.so.MAJOR, is all there is to
    go by; a library given by path may still lack functions, which declare() reports)."""
    version = version_of(candidate)
    if version is not None and version[0] != API_MAJOR:
        raise ImportError(f"{path} is libcircularcontrol {'.'.join(map(str, version))}, of major version "
                          f"{version[0]}; circularcontrol {__version__} needs major version {API_MAJOR}")


def path_of(candidate: ctypes.CDLL) -> str:
    """The file the dynamic loader opened for `candidate` (dladdr of one of its functions): for a library found by
    its SONAME, the path the loader chose. Edge cases: without dladdr (a C library that lacks it) or without
    cc_last_error, the name given to ctypes."""
    class DlInfo(ctypes.Structure):
        _fields_ = [("dli_fname", ctypes.c_char_p), ("dli_fbase", ctypes.c_void_p),
                    ("dli_sname", ctypes.c_char_p), ("dli_saddr", ctypes.c_void_p)]

    name = str(candidate._name)
    try:
        dladdr = ctypes.CDLL(None).dladdr
        function = candidate.cc_last_error
    except AttributeError:
        return name
    dladdr.restype = ctypes.c_int
    dladdr.argtypes = [ctypes.c_void_p, ctypes.POINTER(DlInfo)]
    info = DlInfo()
    address = ctypes.cast(function, ctypes.c_void_p).value
    if not dladdr(address, ctypes.byref(info)) or not info.dli_fname:
        return name
    return os.fsdecode(info.dli_fname)


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
_int64 = ctypes.c_int64
_size = ctypes.c_size_t
_text = ctypes.c_char_p
_double_out = ctypes.POINTER(_double)
_int_out = ctypes.POINTER(_int)
_error_buffer = ctypes.c_char_p

# name: (result type, argument types)
_PROTOTYPES: Dict[str, Tuple[Any, Sequence[Any]]] = {
    "cc_status_description": (_text, [_int]),
    "cc_config_init_sized": (_status, [ctypes.POINTER(Config), _size]),
    "cc_create": (_status, [ctypes.POINTER(Config), ctypes.POINTER(_handle), _error_buffer, _size]),
    "cc_create_range": (_status, [ctypes.POINTER(Config), _double, _double, _double, ctypes.POINTER(_handle),
                                  _error_buffer, _size]),
    "cc_add_control": (_status, [_handle, ctypes.POINTER(Config), _int_out, _error_buffer, _size]),
    "cc_add_range": (_status, [_handle, ctypes.POINTER(Config), _double, _double, _double, _int_out, _error_buffer,
                               _size]),
    "cc_get_control_count": (_status, [_handle, _int_out]),
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
    "cc_get_gesture_deadline": (_int, [_handle, _double_out]),
    "cc_get_gesture": (_int, [_handle, _int, _int, _int_out]),
    "cc_count_click": (_int, [_handle, _double, _double, _double]),
    "cc_touch_down": (_status, [_handle, _int64, _double, _double]),
    "cc_touch_move": (_status, [_handle, _int64, _double, _double]),
    "cc_touch_up": (_status, [_handle, _int64, _double, _double]),
    "cc_set_value": (_status, [_handle, _double, _int, _double]),
    "cc_set_knob_value": (_status, [_handle, _int, _int, _double, _int, _double]),
    "cc_advance_animation": (_status, [_handle, _double]),
    "cc_set_geometry": (_status, [_handle, _double, _double, _double, _double]),
    "cc_set_control_geometry": (_status, [_handle, _int, _double, _double, _double, _double]),
    "cc_set_label_text": (_status, [_handle, _text]),
    "cc_get_state": (_status, [_handle, ctypes.POINTER(State)]),
    "cc_get_knob_state": (_status, [_handle, _int, _int, ctypes.POINTER(State)]),
    "cc_get_value": (_status, [_handle, _double_out]),
    "cc_hit_test": (_status, [_handle, _double, _double, _int_out]),
    "cc_poll_knob_event": (_int, [_handle, ctypes.POINTER(KnobEvent)]),
    "cc_take_dropped_event_count": (_status, [_handle, ctypes.POINTER(ctypes.c_uint64)]),
    "cc_render": (_status, [_handle, ctypes.c_void_p, _int, _int, _int, _int, ctypes.POINTER(Rect)]),
    "cc_set_scale": (_status, [_handle, _double]),
    "cc_get_scale": (_status, [_handle, _double_out]),
    "cc_get_knob_range": (_status, [_handle, _int, _int, _double_out, _double_out]),
    "cc_get_knob_increment": (_status, [_handle, _int, _int, _double_out]),
    "cc_set_accessible_value": (_status, [_handle, _int, _int, _double]),
    "cc_get_value_text": (_status, [_handle, _int, _int, ctypes.c_char_p, _size, ctypes.POINTER(_size)]),
    "cc_get_label_text": (_status, [_handle, _int, ctypes.c_char_p, _size, ctypes.POINTER(_size)]),
    "cc_move_focus": (_status, [_handle, _int, _int_out]),
    "cc_get_focus": (_status, [_handle, _int_out, _int_out]),
    "cc_type_text": (_status, [_handle, _text]),
    "cc_format_value": (_status, [_handle, _int, _double, ctypes.c_char_p, _size]),
    "cc_parse_value": (_status, [_handle, _text, _double_out]),
    "cc_format_knob_value": (_status, [_handle, _int, _int, _double, ctypes.c_char_p, _size, ctypes.POINTER(_size)]),
    "cc_parse_knob_value": (_status, [_handle, _int, _int, _text, _double_out]),
    "cc_set_keyboard_focus": (_status, [_handle, _int]),
    "cc_set_hands_focus_out": (_status, [_handle, _int]),
    "cc_take_focus_exit": (_int, [_handle, _int_out]),
    "cc_focus_enter": (_status, [_handle, _int]),
    "cc_get_linear_drag_anchor": (_int, [_handle, _double_out, _double_out]),
    "cc_get_linear_drag_knob": (_int, [_handle, _double_out, _double_out]),
    "cc_pointer_move_by": (_status, [_handle, _double, _double, _int]),
    "cc_pointer_warped": (_status, [_handle, _double, _double]),
}


def declare(candidate: ctypes.CDLL, path: str) -> None:
    """Gives every function the binding calls its C result and argument types.

    Edge cases: a library that lacks one (older than this binding, of the same major version) raises ImportError
    naming the function and the library."""
    for name, (result, arguments) in _PROTOTYPES.items():
        try:
            function: Callable[..., Any] = getattr(candidate, name)
        except AttributeError:
            raise ImportError(f"{path} has no function {name}: it is older than circularcontrol {__version__} "
                              f"needs") from None
        function.restype = result  # type: ignore[attr-defined]
        function.argtypes = arguments  # type: ignore[attr-defined]


library, _found_by = load()
"""The loaded library (a ctypes.CDLL)."""

loaded = LoadedLibrary(path_of(library), _found_by)
"""Where the library the binding uses was found, and by which step."""

check_major(library, loaded.path)
declare(library, loaded.path)


def library_version() -> Tuple[int, int, int]:
    """(major, minor, patch) of the loaded library, as its cc_version() reports it.

    Edge cases: a library older than 0.4 has no cc_version: RuntimeError naming the library's path. The major is
    always API_MAJOR (import refuses another)."""
    version = version_of(library)
    if version is None:
        raise RuntimeError(f"the library loaded from {loaded.path} has no cc_version (libraries before 0.4 do not say "
                           f"their version)")
    return version
