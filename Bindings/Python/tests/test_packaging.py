"""The package as pip builds it: offline with the installed setuptools (`pip wheel --no-build-isolation`), from a
copy of the source tree in a temporary folder (the source keeps no build output), plain and carrying the library.

Needs pip, setuptools and wheel for the Python running the tests (Debian: python3-pip, python3-setuptools,
python3-wheel). The type check runs when mypy is installed (Debian: python3-mypy) and is skipped otherwise.
"""

import email.parser
import importlib.util
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import circularcontrol as cc

SOURCE = Path(__file__).resolve().parents[1]  # Bindings/Python
REPOSITORY = SOURCE.parents[1]
SONAME = f"libcircularcontrol.so.{cc.API_MAJOR}"


def copy_of_the_source(root):
    """Bindings/Python and VERSION copied under `root` as they sit in the repository (VERSION's link kept)."""
    target = root / "Bindings" / "Python"
    shutil.copytree(SOURCE, target, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", "build", "dist", "*.egg-info", "tests",
                                                  "_location.py", "libcircularcontrol.so*"))
    shutil.copyfile(REPOSITORY / "VERSION", root / "VERSION")
    return target


def build_wheel(root, **variables):
    """The wheel `pip wheel --no-build-isolation --no-index` builds from a copy of the source; its path."""
    source = copy_of_the_source(root)
    output = root / "wheels"
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith("PIP_") and key != "CIRCULARCONTROL_BUNDLE_LIBRARY"}
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--isolated", "--no-index", "--no-build-isolation",
                             "--no-deps", "--wheel-dir", str(output), str(source)],
                            env={**environment, **variables}, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    wheels = list(output.glob("*.whl"))
    assert len(wheels) == 1, wheels
    assert not (source / "circularcontrol" / SONAME).exists()  # a carried copy goes into the build, not the source
    return wheels[0]


def metadata_of(wheel):
    with zipfile.ZipFile(wheel) as archive:
        text = archive.read(f"circularcontrol-{cc.__version__}.dist-info/METADATA").decode()
    return email.parser.Parser().parsestr(text)


def test_a_plain_wheel_holds_the_version_file_and_py_typed_and_no_library(tmp_path):
    wheel = build_wheel(tmp_path)
    assert wheel.name == f"circularcontrol-{cc.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        version = archive.getinfo("circularcontrol/VERSION")
        assert archive.read(version).decode() == (REPOSITORY / "VERSION").read_text()
        assert (version.external_attr >> 16) & 0o170000 != 0o120000  # a regular file, not a link
        assert archive.read("circularcontrol/py.typed") == b""
    assert {"circularcontrol/__init__.py", "circularcontrol/_library.py", "circularcontrol/_panel.py",
            "circularcontrol/_control.py", "circularcontrol/_values.py", "circularcontrol/_arguments.py",
            "circularcontrol/_version.py", "circularcontrol/__main__.py"} <= names
    assert not any("libcircularcontrol" in name or name.startswith("tests/") for name in names), names
    metadata = metadata_of(wheel)
    assert metadata["Name"] == "circularcontrol"
    assert metadata["Version"] == cc.__version__
    assert metadata["Requires-Python"] == ">=3.9"
    assert metadata["License"] == "MIT"
    assert "Typing :: Typed" in metadata.get_all("Classifier")
    assert "circularcontrol for Python" in metadata.get_payload()  # the README


def test_a_wheel_built_with_the_bundle_variable_carries_the_library_for_its_platform(tmp_path):
    library = Path(os.path.realpath(cc.loaded_library().path))
    wheel = build_wheel(tmp_path, CIRCULARCONTROL_BUNDLE_LIBRARY=str(library))
    assert wheel.name.startswith(f"circularcontrol-{cc.__version__}-py3-none-linux_")
    with zipfile.ZipFile(wheel) as archive:
        carried = archive.getinfo(f"circularcontrol/{SONAME}")
        assert carried.file_size == library.stat().st_size
        assert archive.read(carried)[:4] == b"\x7fELF"
        assert (carried.external_attr >> 16) & 0o111  # executable, as shared libraries are installed
        assert "Root-Is-Purelib: false" in archive.read(f"circularcontrol-{cc.__version__}.dist-info/WHEEL").decode()


@pytest.mark.parametrize("given, complaint", [
    ("relative/libcircularcontrol.so", "give an absolute path"),
    ("/nonexistent/libcircularcontrol.so", "No such file or directory"),
    (str(SOURCE / "pyproject.toml"), "not a shared library"),
])
def test_the_bundle_variable_is_checked(tmp_path, given, complaint):
    source = copy_of_the_source(tmp_path)
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--isolated", "--no-index",
                             "--no-build-isolation", "--no-deps", "--wheel-dir", str(tmp_path / "wheels"),
                             str(source)],
                            env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                                 "CIRCULARCONTROL_BUNDLE_LIBRARY": given},
                            capture_output=True, text=True, timeout=300)
    assert result.returncode != 0
    assert f"CIRCULARCONTROL_BUNDLE_LIBRARY={given}: " in result.stdout + result.stderr
    assert complaint in result.stdout + result.stderr


def test_a_library_named_for_another_major_is_not_carried(tmp_path):
    other = tmp_path / f"libcircularcontrol.so.{cc.API_MAJOR + 1}.0.0"
    shutil.copyfile(os.path.realpath(cc.loaded_library().path), other)
    source = copy_of_the_source(tmp_path)
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--isolated", "--no-index",
                             "--no-build-isolation", "--no-deps", "--wheel-dir", str(tmp_path / "wheels"),
                             str(source)],
                            env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                                 "CIRCULARCONTROL_BUNDLE_LIBRARY": str(other)},
                            capture_output=True, text=True, timeout=300)
    assert result.returncode != 0
    assert f"is of major version {cc.API_MAJOR + 1}; this binding needs {SONAME}" in result.stdout + result.stderr


def test_the_package_passes_mypy_strict():
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (Debian: python3-mypy)")
    result = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", os.devnull,
                             str(SOURCE / "circularcontrol")], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
