"""`python -m circularcontrol`: which package and which library this Python uses, for bug reports and installs.

Prints three lines:
    circularcontrol 0.4.0 (/path/to/site-packages/circularcontrol)
    library /path/to/libcircularcontrol.so.0 (found by: package)
    library version 0.4.0
the last "library version unknown (no cc_version: older than 0.4)" for an older library. When no library loads, the
package's import fails before this module runs: Python prints the ImportError (every path tried) and exits with 1.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> int:
    import circularcontrol

    loaded = circularcontrol.loaded_library()
    print(f"circularcontrol {circularcontrol.__version__} ({Path(circularcontrol.__file__ or '').parent})")
    print(f"library {loaded.path} (found by: {loaded.found_by})")
    try:
        version = ".".join(map(str, circularcontrol.library_version()))
    except RuntimeError:
        version = "unknown (no cc_version: older than 0.4)"
    print(f"library version {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
