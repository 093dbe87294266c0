"""Arguments checked before ctypes converts them, so that nothing reaches C silently changed.

ctypes would turn None into 0 or NULL, truncate an int too large for a C int, and stop a C string at a NUL: here
numbers must be int or float (TypeError otherwise, naming the argument), ints must fit their C type (ValueError),
and text must be a str without NUL (TypeError, ValueError). NaN and infinities pass: the library refuses them with
its own message (Status.NOT_FINITE).
"""

from __future__ import annotations

import ctypes
from typing import Any, Dict, Mapping

from . import _library

INT_MIN, INT_MAX = -(2 ** 31), 2 ** 31 - 1
INT64_MIN, INT64_MAX = -(2 ** 63), 2 ** 63 - 1
UINT32_MAX = 2 ** 32 - 1


def number(name: str, value: object) -> float:
    """`value` as a float for a C double. bool is refused, as a number would be mistaken for it; an int beyond a
    double's range raises ValueError."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be an int or a float, not {type(value).__name__}")
    try:
        return float(value)
    except OverflowError:
        raise ValueError(f"{name} is too large for a double: {value}") from None


def integer(name: str, value: object, minimum: int = INT_MIN, maximum: int = INT_MAX) -> int:
    """`value` as an int within [minimum, maximum] for a C integer; bool is taken as 0 or 1, enumeration members as
    their ints. A float (even 1.0) raises TypeError."""
    if not isinstance(value, int):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    if not minimum <= value <= maximum:
        raise ValueError(f"{name} must be within {minimum} ... {maximum}, not {value}")
    return int(value)


def utf8(name: str, text: object) -> bytes:
    """`text` (a str) as UTF-8 bytes for a C string. Lone surrogates are passed on as the bytes they stand for, so
    that the library says the text is not valid UTF-8."""
    if not isinstance(text, str):
        raise TypeError(f"{name} must be a str, not {type(text).__name__}")
    if "\0" in text:
        raise ValueError(f"{name} must not hold a NUL character")
    return text.encode("utf-8", "surrogatepass")


# The configuration fields given as keywords, by C type; the has_* flags are set by giving the value they guard.
_OPTIONAL_FIELDS = {"step": "has_step", "default_value": "has_default_value", "initial_value": "has_initial_value",
                    "dead_zone_radius": "has_dead_zone_radius"}
_CONFIG_FIELDS: Dict[str, Any] = {name: kind for name, kind in _library.Config._fields_
                                  if name != "size" and not name.startswith("has_")}
CONFIG_FIELD_NAMES = tuple(_CONFIG_FIELDS)
"""The keywords a control's configuration takes, in the order of cc_config."""


def fill_config(config: _library.Config, fields: Mapping[str, object]) -> None:
    """Writes `fields` (keyword: value) into `config`, which cc_config_init_sized filled with the defaults.

    Edge cases: an unknown keyword raises TypeError naming it; a value of the wrong type or beyond its C type raises
    as number() and integer() do (colours are unsigned 32-bit, 0xAARRGGBB); giving step, default_value,
    initial_value or dead_zone_radius sets its has_* flag, even to the default's value."""
    for name, value in fields.items():
        kind = _CONFIG_FIELDS.get(name)
        if kind is None:
            raise TypeError(f"unknown configuration field {name!r}")
        if kind is ctypes.c_double:
            setattr(config, name, number(name, value))
        elif kind is ctypes.c_uint32:
            setattr(config, name, integer(name, value, 0, UINT32_MAX))
        else:
            setattr(config, name, integer(name, value))
        if name in _OPTIONAL_FIELDS:
            setattr(config, _OPTIONAL_FIELDS[name], 1)
