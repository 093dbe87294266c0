"""How the binding finds and checks the library, and where its version comes from.

The lookup order (the environment variable, a copy the package carries, the path `make install` recorded, the
dynamic loader) is tested in subprocesses, each importing a copy of the package from a temporary folder with copies
of the library placed where one step looks, and a clean environment (no LD_LIBRARY_PATH unless the test sets it).
"""

import ctypes
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import circularcontrol as cc
from circularcontrol import _library

SOURCE = Path(__file__).resolve().parents[1]  # Bindings/Python
REPOSITORY = SOURCE.parents[1]
SONAME = f"libcircularcontrol.so.{cc.API_MAJOR}"
PROBE = ("import circularcontrol as cc; loaded = cc.loaded_library(); "
         "print(loaded.found_by, loaded.path); print(cc.Control(max=100, initial_value=42).value)")


@pytest.fixture(scope="module")
def library_file():
    """The real file of the library the tests use (links followed)."""
    return Path(os.path.realpath(cc.loaded_library().path))


def system_has_library():
    """Whether the dynamic loader finds an installed libcircularcontrol.so.MAJOR from a clean environment (then the
    loader's step cannot be made to fail)."""
    result = subprocess.run([sys.executable, "-c", f"import ctypes; ctypes.CDLL({SONAME!r})"],
                            env={"PATH": "/usr/bin:/bin"}, capture_output=True, timeout=60)
    return result.returncode == 0


class Layout:
    """A temporary folder with a copy of the package (VERSION as a file, no library, no recorded path) and places
    for copies of the library."""

    def __init__(self, root, library_file):
        self.root = root
        self.library_file = library_file
        self.site = root / "site"
        self.package = self.site / "circularcontrol"
        shutil.copytree(Path(cc.__file__).parent, self.package, symlinks=False,
                        ignore=shutil.ignore_patterns("__pycache__", "_location.py", "libcircularcontrol.so*"))
        assert self.package.joinpath("VERSION").is_file() and not self.package.joinpath("VERSION").is_symlink()

    def library_copy(self, folder, name=SONAME):
        """A copy of the library as folder/name (folder relative to the temporary folder)."""
        target = self.root / folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(self.library_file, target)
        return target

    def carry(self):
        """The package carries a copy, as a build with CIRCULARCONTROL_BUNDLE_LIBRARY makes it."""
        return self.library_copy(self.package.relative_to(self.root))

    def record(self, path):
        """`make install` recorded `path` (scripts/install-python-binding writes this file)."""
        self.package.joinpath("_location.py").write_text(f"LIBRARY_PATH = {str(path)!r}\n")

    def run(self, code=PROBE, **variables):
        environment = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(self.site), **variables}
        return subprocess.run([sys.executable, "-c", code], env=environment, cwd=self.root, capture_output=True,
                              text=True, timeout=60)


@pytest.fixture
def layout(tmp_path, library_file):
    return Layout(tmp_path, library_file)


def loaded(result):
    """(found_by, path) the probe printed, after checking that the library worked."""
    assert result.returncode == 0, result.stderr
    first, second = result.stdout.splitlines()
    assert second == "42.0"
    found_by, path = first.split(" ", 1)
    return found_by, path


def test_the_environment_variable_comes_first(layout):
    given = layout.library_copy("given")
    layout.carry()
    layout.record(layout.library_copy("recorded"))
    assert loaded(layout.run(CIRCULARCONTROL_LIBRARY=str(given),
                             LD_LIBRARY_PATH=str(layout.library_copy("loader").parent))) == ("environment", str(given))


def test_a_copy_the_package_carries_comes_before_the_recorded_path_and_the_loader(layout):
    carried = layout.carry()
    layout.record(layout.library_copy("recorded"))
    assert loaded(layout.run(LD_LIBRARY_PATH=str(layout.library_copy("loader").parent))) == ("package", str(carried))


def test_an_empty_environment_variable_is_skipped(layout):
    carried = layout.carry()
    assert loaded(layout.run(CIRCULARCONTROL_LIBRARY="")) == ("package", str(carried))


def test_a_path_given_that_does_not_load_falls_through_to_the_next_step(layout):
    carried = layout.carry()
    assert loaded(layout.run(CIRCULARCONTROL_LIBRARY=str(layout.root / "nowhere.so"))) == ("package", str(carried))


def test_the_recorded_path_comes_before_the_loader(layout):
    recorded = layout.library_copy("recorded")
    layout.record(recorded)
    assert loaded(layout.run(LD_LIBRARY_PATH=str(layout.library_copy("loader").parent))) == ("recorded", str(recorded))


def test_the_dynamic_loader_comes_last_and_its_choice_is_reported_as_a_path(layout):
    layout.record(layout.root / "gone" / SONAME)  # recorded, then removed
    found_by, path = loaded(layout.run(LD_LIBRARY_PATH=str(layout.library_copy("loader").parent)))
    assert (found_by, path) == ("loader", str(layout.root / "loader" / SONAME))


def test_when_nothing_loads_the_error_names_every_path_tried_in_order(layout):
    if system_has_library():
        pytest.skip(f"the dynamic loader finds an installed {SONAME}")
    given = layout.root / "given" / "libcircularcontrol.so"
    recorded = layout.root / "recorded" / SONAME
    layout.record(recorded)
    result = layout.run("import circularcontrol", CIRCULARCONTROL_LIBRARY=str(given))
    assert result.returncode != 0
    message = result.stderr[result.stderr.index("ImportError"):]
    places = [str(given), str(layout.package / SONAME), str(recorded), f"dynamic loader (LD_LIBRARY_PATH, the "
              f"ldconfig cache): {SONAME}"]
    positions = [message.find(place) for place in places]
    assert -1 not in positions, message
    assert positions == sorted(positions), message
    assert "carries no copy of the library; it uses the system's" in message
    assert message.count("cannot open shared object file") == 3, message  # the given, recorded and loader's errors
    assert "CIRCULARCONTROL_BUNDLE_LIBRARY" in message  # how to fix it


def test_without_the_variable_the_error_says_it_is_not_set(layout):
    if system_has_library():
        pytest.skip(f"the dynamic loader finds an installed {SONAME}")
    result = layout.run("import circularcontrol")
    assert "$CIRCULARCONTROL_LIBRARY: not set" in result.stderr
    assert "recorded by make install" not in result.stderr  # nothing recorded, nothing tried


def test_a_carried_copy_that_does_not_load_is_named_with_its_error(layout):
    if system_has_library():
        pytest.skip(f"the dynamic loader finds an installed {SONAME}")
    (layout.package / SONAME).write_bytes(b"not a library")
    result = layout.run("import circularcontrol")
    assert result.returncode != 0
    assert re.search(rf"carried by the package: {re.escape(str(layout.package / SONAME))}: .*(invalid ELF|too short)",
                     result.stderr), result.stderr


def test_python_m_circularcontrol_says_which_library_and_version(layout):
    carried = layout.carry()
    result = layout.run("import runpy; runpy.run_module('circularcontrol', run_name='__main__')")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"circularcontrol {cc.__version__} ({layout.package})"
    assert lines[1] == f"library {carried} (found by: package)"
    assert lines[2].startswith("library version ")


def test_the_version_is_the_repository_s_version_file():
    assert cc.__version__ == (REPOSITORY / "VERSION").read_text().strip()
    assert re.fullmatch(r"[0-9]+\.[0-9]+\.[0-9]+", cc.__version__)
    assert cc.VERSION_INFO == tuple(int(part) for part in cc.__version__.split("."))
    assert cc.API_MAJOR == cc.VERSION_INFO[0]


def test_the_source_tree_links_the_version_file_instead_of_copying_it():
    link = SOURCE / "circularcontrol" / "VERSION"
    assert link.is_symlink() and os.readlink(link) == "../../../VERSION"


@pytest.mark.parametrize("content", ["", "0.4\n", "v0.4.0\n", "0.4.0-rc1\n"])
def test_a_version_file_that_is_not_major_minor_patch_fails_the_import_naming_it(layout, content):
    layout.carry()
    (layout.package / "VERSION").write_text(content)
    result = layout.run("import circularcontrol")
    assert result.returncode != 0
    assert f"{layout.package / 'VERSION'} holds" in result.stderr


def test_a_missing_version_file_fails_the_import_naming_it(layout):
    layout.carry()
    (layout.package / "VERSION").unlink()
    (layout.package / "VERSION").symlink_to("../../../VERSION")  # a copy of the source tree without the repository
    result = layout.run("import circularcontrol")
    assert result.returncode != 0
    assert f"cannot read its version from {layout.package / 'VERSION'}" in result.stderr


def header_version():
    """(major, minor, patch) from include/circularcontrol.h's macros, or None outside the repository."""
    header = REPOSITORY / "include" / "circularcontrol.h"
    if not header.exists():
        return None
    text = header.read_text()
    return tuple(int(re.search(rf"#define CIRCULARCONTROL_VERSION_{part} ([0-9]+)", text).group(1))
                 for part in ("MAJOR", "MINOR", "PATCH"))


def test_the_library_s_own_version_when_it_reports_one():
    if hasattr(_library.library, "cc_version"):
        version = cc.library_version()
        assert version[0] == cc.API_MAJOR
        if header_version() is not None:
            assert version == header_version()
    else:
        with pytest.raises(RuntimeError, match=re.escape(cc.loaded_library().path)):
            cc.library_version()


class FakeLibrary:
    """Stands for a CDLL whose cc_version returns `packed`."""

    def __init__(self, packed):
        def cc_version():
            return packed
        self.cc_version = cc_version


def test_the_major_check_refuses_another_major_and_names_both_versions():
    other = FakeLibrary(((cc.API_MAJOR + 1) << 16) | (2 << 8) | 3)
    assert _library.version_of(other) == (cc.API_MAJOR + 1, 2, 3)
    with pytest.raises(ImportError) as error:
        _library.check_major(other, "/somewhere/libcircularcontrol.so.9")
    message = str(error.value)
    assert "/somewhere/libcircularcontrol.so.9" in message
    assert f"libcircularcontrol {cc.API_MAJOR + 1}.2.3" in message
    assert f"circularcontrol {cc.__version__} needs major version {cc.API_MAJOR}" in message
    _library.check_major(FakeLibrary((cc.API_MAJOR << 16) | (255 << 8) | 255), "same major")
    _library.check_major(object(), "no cc_version: nothing to check")
    assert _library.version_of(object()) is None


def compile_stub(folder, body):
    """A shared library built from C `body` with the system's C compiler, or a skip without one."""
    compiler = shutil.which(os.environ.get("CC", "cc"))
    if compiler is None:
        pytest.skip("no C compiler to build a stand-in library")
    source = folder / "stub.c"
    source.write_text("#include <stdint.h>\n" + body)
    library = folder / SONAME
    subprocess.run([compiler, "-shared", "-fPIC", "-o", str(library), str(source)], check=True, timeout=120)
    return library


def test_a_library_of_another_major_version_is_refused_at_import(layout):
    stub = compile_stub(layout.root, f"uint32_t cc_version(void) {{ return {(cc.API_MAJOR + 1) << 16}u; }}\n")
    layout.carry()  # a good copy later in the order is not used: the first that loads is checked
    result = layout.run("import circularcontrol", CIRCULARCONTROL_LIBRARY=str(stub))
    assert result.returncode != 0
    assert f"of major version {cc.API_MAJOR + 1}; circularcontrol {cc.__version__} needs major version " \
           f"{cc.API_MAJOR}" in result.stderr


def test_a_library_lacking_a_function_is_refused_at_import_naming_it(layout):
    stub = compile_stub(layout.root, f"uint32_t cc_version(void) {{ return {cc.API_MAJOR << 16}u; }}\n")
    result = layout.run("import circularcontrol", CIRCULARCONTROL_LIBRARY=str(stub))
    assert result.returncode != 0
    assert f"{stub} has no function cc_status_description" in result.stderr


def test_the_loaded_library_is_a_real_file_and_says_how_it_was_found():
    loaded_library = cc.loaded_library()
    assert loaded_library.found_by in ("environment", "package", "recorded", "loader")
    assert os.path.isabs(loaded_library.path) and os.path.exists(loaded_library.path)
    assert isinstance(_library.library, ctypes.CDLL)
