"""The package's version, read from the file VERSION beside this module.

In the source tree VERSION is a link to the repository's one VERSION file (from which the library's SONAME, the
header's macros and the pkg-config file are made too); an installed package carries a copy of it, which pip and
`make install` write as a regular file. There is no second copy of the number in the code.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Tuple

VERSION_PATH = Path(__file__).with_name("VERSION")


def _read_version() -> str:
    """The text of VERSION without its line end.

    Edge cases: a missing or unreadable file (a dangling link in a copy of the source tree that left the repository's
    VERSION behind) and text that is not MAJOR.MINOR.PATCH in ASCII digits raise ImportError naming the file.
    """
    try:
        text = VERSION_PATH.read_text(encoding="utf-8")
    except OSError as error:
        raise ImportError(f"circularcontrol cannot read its version from {VERSION_PATH}: {error}") from None
    version = text.strip()
    if not re.fullmatch(r"[0-9]+\.[0-9]+\.[0-9]+", version):
        raise ImportError(f"circularcontrol: {VERSION_PATH} holds {text!r}, not a version MAJOR.MINOR.PATCH")
    return version


__version__ = _read_version()

_major, _minor, _patch = (int(part) for part in __version__.split("."))
VERSION_INFO: Tuple[int, int, int] = (_major, _minor, _patch)
"""__version__ as (major, minor, patch)."""

API_MAJOR = VERSION_INFO[0]
"""The major version of the C API this binding is written for: the library's SONAME is libcircularcontrol.so.API_MAJOR
and a library of another major is refused."""
