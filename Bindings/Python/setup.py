"""The build step pyproject.toml cannot describe: carrying the C library inside the package, on request.

With the environment variable CIRCULARCONTROL_BUNDLE_LIBRARY set to the absolute path of a libcircularcontrol.so
when the package is built (`pip install`, `pip wheel`), the build copies that file (its content: a link is
followed) into the package as circularcontrol/libcircularcontrol.so.MAJOR, where the binding looks before the
system's library (see circularcontrol/_library.py). The library is self-contained (the Swift runtime is linked in),
so the copy works anywhere the system has libc, libm, libstdc++, libgcc_s, FreeType, Fontconfig and libpng. Such a
wheel holds machine code: it is tagged for the build machine's platform (py3-none-linux_x86_64, say) instead of
py3-none-any.

Without the variable the package carries no library and uses the system's. Every build starts from an empty
build/lib/circularcontrol, so a copy carried by an earlier build never leaks into a later one.

Edge cases: a relative path (the build runs in this folder, not where pip was started), a path that is not an ELF
file, and a file whose name carries another major version (libcircularcontrol.so.1.0.0 for a 0.x binding) stop the
build with a message naming the variable. Editable installs (pip install -e) never carry the library.
"""

import os
import re
import shutil
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

BUNDLE_VARIABLE = "CIRCULARCONTROL_BUNDLE_LIBRARY"
PACKAGE = "circularcontrol"
SOURCE = Path(__file__).resolve().parent


def api_major():
    """The binding's major version, from circularcontrol/VERSION (MAJOR.MINOR.PATCH)."""
    return int((SOURCE / PACKAGE / "VERSION").read_text(encoding="utf-8").strip().split(".")[0])


def library_to_bundle():
    """The path in CIRCULARCONTROL_BUNDLE_LIBRARY, checked, or None when it is unset or empty."""
    given = os.environ.get(BUNDLE_VARIABLE, "")
    if not given:
        return None
    path = Path(given)
    if not path.is_absolute():
        raise SystemExit(f"{BUNDLE_VARIABLE}={given}: give an absolute path (the build runs in {SOURCE})")
    try:
        with open(path, "rb") as library:
            magic = library.read(4)
    except OSError as error:
        raise SystemExit(f"{BUNDLE_VARIABLE}={given}: {error.strerror}") from None
    if magic != b"\x7fELF":
        raise SystemExit(f"{BUNDLE_VARIABLE}={given}: not a shared library (no ELF header)")
    for name in (path.name, path.resolve().name):
        versioned = re.fullmatch(r"libcircularcontrol\.so\.([0-9]+)(\.[0-9]+)*", name)
        if versioned and int(versioned.group(1)) != api_major():
            raise SystemExit(f"{BUNDLE_VARIABLE}={given}: {name} is of major version {versioned.group(1)}; this "
                             f"binding needs libcircularcontrol.so.{api_major()}")
    return path


class BuildPyCarryingTheLibrary(build_py):
    """build_py from a clean package folder, adding the library CIRCULARCONTROL_BUNDLE_LIBRARY names."""

    def run(self):
        built_package = Path(self.build_lib) / PACKAGE
        editable = getattr(self, "editable_mode", False)
        if not editable and built_package.is_dir() and built_package.resolve() != (SOURCE / PACKAGE):
            shutil.rmtree(built_package)
        super().run()
        library = library_to_bundle()
        if library is not None and not editable:
            carried = built_package / f"libcircularcontrol.so.{api_major()}"
            shutil.copyfile(library, carried)
            carried.chmod(0o755)
            print(f"carrying {library} as {carried}")


class DistributionMaybeCarryingTheLibrary(Distribution):
    """A distribution that counts as holding machine code when it carries the library (a platform wheel)."""

    def has_ext_modules(self):
        return library_to_bundle() is not None


commands = {"build_py": BuildPyCarryingTheLibrary}
try:
    from wheel.bdist_wheel import bdist_wheel
except ImportError:  # no wheel package: pip's build says so itself
    pass
else:
    class BdistWheelForAnyPython(bdist_wheel):
        """A wheel carrying the library is for one platform but any Python 3 (ctypes, no extension module)."""

        def get_tag(self):
            python, abi, platform = super().get_tag()
            return (python, abi, platform) if self.root_is_pure else ("py3", "none", platform)

    commands["bdist_wheel"] = BdistWheelForAnyPython

setup(cmdclass=commands, distclass=DistributionMaybeCarryingTheLibrary)
