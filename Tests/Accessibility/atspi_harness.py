"""Reading a program through AT-SPI2 (pyatspi) under a private X server, for the accessibility tests.

Run with Debian's /usr/bin/python3 (which has pyatspi) inside `dbus-run-session` (scripts/test-accessibility does
both). The pieces:

- XServer: an Xvfb on a display number it picks itself (-displayfd), never reset, always stopped.
- Program: a child process with its standard output read line by line in the background, always stopped.
- find_application / find_frame: wait (bounded) until the registry lists an application or a window.
- describe: one accessible object's role, name, id, value, limits, increment, extents and states as a dict.
- wait_until: a bounded wait on any condition that names what it waited for when it times out.
- Checks: collects failures with readable messages; a test script ends with `sys.exit(checks.finish())`.
- run_example_checks: the whole main of a script that reads one example program.

Every wait has a timeout and says what it was waiting for; nothing here ever blocks without one.
"""

import math
import os
import select
import signal
import subprocess
import sys
import threading
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402
import pyatspi  # noqa: E402


class Failure(Exception):
    """A harness step that could not be done (no server, no application, a timeout)."""


def wait_until(check, timeout, what, interval=0.05):
    """Calls `check` until it returns something truthy and returns that; raises Failure naming `what` after
    `timeout` seconds. Pending AT-SPI2 events are processed between calls."""
    deadline = time.monotonic() + timeout
    while True:
        process_events()
        value = check()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise Failure(f"timed out after {timeout} s waiting for {what}")
        time.sleep(interval)


def process_events():
    """Runs the default GLib main context until nothing is pending (AT-SPI2 events, replies)."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


class ChildProcess:
    """A child process in `self.process`, stopped by `stop()` and at the end of a `with` block."""

    def stop(self):
        stop_process(self.process)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()


class XServer(ChildProcess):
    """An Xvfb on a free display number of its own choosing; a context manager that always stops it.

    The server never resets (-noreset): by default Xvfb resets when its last client leaves, and a program connecting
    during the reset is refused ("cannot open the X display"): 2 of 300 connections made one after another here,
    and the start-up benchmark's demo now and then, which starts one program after another on an empty server."""

    def __init__(self, width=1024, height=768, timeout=20):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp",
             "-noreset"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        number = b""
        deadline = time.monotonic() + timeout
        try:
            while not number.endswith(b"\n"):
                remaining = deadline - time.monotonic()
                if remaining <= 0 or not select.select([read_end], [], [], remaining)[0]:
                    raise Failure(f"Xvfb gave no display number within {timeout} s")
                chunk = os.read(read_end, 16)
                if not chunk:
                    raise Failure(f"Xvfb ended (status {self.process.wait()}) before giving a display number")
                number += chunk
        except BaseException:
            self.stop()
            raise
        finally:
            os.close(read_end)
        self.display = ":" + number.decode().strip()


class Program(ChildProcess):
    """A child process (on `display`) whose standard output lines are collected as they come; a context manager
    that always stops it."""

    def __init__(self, argv, display, extra_environment=None):
        environment = dict(os.environ, DISPLAY=display)
        environment.update(extra_environment or {})
        self.argv = argv
        self.lines = []
        self.error_output = []
        self.process = subprocess.Popen(
            argv, env=environment, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, bufsize=1)
        self._readers = [
            threading.Thread(target=self._collect, args=(self.process.stdout, self.lines), daemon=True),
            threading.Thread(target=self._collect, args=(self.process.stderr, self.error_output), daemon=True),
        ]
        for reader in self._readers:
            reader.start()

    @staticmethod
    def _collect(stream, into):
        for line in stream:
            into.append(line.rstrip("\n"))

    def wait_for_line(self, predicate, timeout, what, after=0):
        """The first line (from index `after` on) that `predicate` accepts, waiting at most `timeout` seconds."""
        def found():
            for line in self.lines[after:]:
                if predicate(line):
                    return line
            if self.process.poll() is not None:
                raise Failure(f"{self.argv[0]} ended with status {self.process.returncode} while waiting for {what};"
                              f" stderr: {self.error_output[-5:]}")
            return None
        return wait_until(found, timeout, what)



def run_checks(suite, body):
    """The main of a test script: `body(checks)`, a Failure that escapes it a failed check, then the summary; returns
    the exit status."""
    checks = Checks(suite)
    try:
        body(checks)
    except Failure as failure:
        checks.expect(False, str(failure))
    return checks.finish()


def run_example_checks(suite, example, check, extra_environment=None):
    """The main of a test script that reads one example program: a SKIP line and 0 when `example` was not built;
    otherwise the program under its own X server, `check(checks, program, server)` as one step, and the exit
    status of the checks."""
    if not os.access(example, os.X_OK):
        print(f"SKIP {example} was not built (scripts/test-c-api builds it)", flush=True)
        return 0

    def body(checks):
        with XServer() as server, Program([example], server.display, extra_environment) as program:
            checks.step("the example", check, checks, program, server)
    return run_checks(suite, body)


def stop_process(process, grace=5):
    """Ends `process`: SIGTERM, then SIGKILL after `grace` seconds; always reaps it."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def applications():
    """The applications the registry lists now (a fresh read, not libatspi's cache)."""
    desktop = pyatspi.Registry.getDesktop(0)
    desktop.clearCache()
    return [child for child in desktop if child is not None]


def find_application(name, timeout=20):
    """The application called `name`, once the registry lists it."""
    return wait_until(lambda: next((app for app in applications() if app.name == name), None), timeout,
                      f"the application {name!r} in the AT-SPI2 registry")


def find_frame(title, timeout=20):
    """The top-level window titled `title`, of whichever application has it (a toolkit may name its
    application in its own way)."""
    def frame():
        for app in applications():
            for child in app:
                if child is not None and child.name == title:
                    return child
        return None
    return wait_until(frame, timeout, f"a window titled {title!r} in the AT-SPI2 registry")


def descendants(accessible):
    """Every object below `accessible`, depth first."""
    for child in accessible:
        if child is None:
            continue
        yield child
        yield from descendants(child)


def has_interface(accessible, name):
    return name in pyatspi.utils.listInterfaces(accessible)


def describe(accessible):
    """One object as a dict: role, name, id, states, screen extents and, with the Value interface, value, minimum,
    maximum and increment (None without it)."""
    accessible.clearCache()
    states = accessible.getState()
    described = {
        "role": accessible.getRoleName(),
        "name": accessible.name,
        "id": accessible.accessibleId if hasattr(accessible, "accessibleId") else accessible.get_accessible_id(),
        "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
        "focused": states.contains(pyatspi.STATE_FOCUSED),
        "extents": None, "value": None, "minimum": None, "maximum": None, "increment": None,
    }
    if has_interface(accessible, "Component"):
        box = accessible.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        described["extents"] = (box.x, box.y, box.width, box.height)
    if has_interface(accessible, "Value"):
        value = accessible.queryValue()
        described.update(value=value.currentValue, minimum=value.minimumValue, maximum=value.maximumValue,
                         increment=value.minimumIncrement)
    return described


def check_dial(checks, application, name, limits, increment):
    """The one dial below `application` (a failed check and None when there is not exactly one), checked to be
    named `name`, focusable, with the Value interface's `limits` (minimum, maximum) and `increment`; returns it
    with its description."""
    dials = [child for child in descendants(application) if child.getRoleName() == "dial"]
    if not checks.expect(len(dials) == 1, f"one dial, found {len(dials)}"):
        return None, None
    described = describe(dials[0])
    checks.expect(described["name"] == name, f"the dial is named {name!r}, saw {described['name']!r}")
    checks.expect(described["focusable"], "the dial is focusable")
    checks.expect((described["minimum"], described["maximum"]) == limits,
                  f"limits {limits[0]}..{limits[1]}, saw {described['minimum']}..{described['maximum']}")
    checks.expect(described["increment"] == increment, f"increment {increment}, saw {described['increment']}")
    return dials[0], described


def current_value(accessible):
    return accessible.queryValue().currentValue


def value_texts(accessible):
    """The value's text as an assistive technology reads it: the `valuetext` object attribute (what Orca speaks)
    and AT-SPI's Value.Text (at-spi2-core 2.46 on), as a pair."""
    accessible.clearCache()
    attributes = accessible.get_attributes() or {}
    # Atspi.Value's own get_text: the object's class also has Atspi.Text's, which takes a range.
    return attributes.get("valuetext"), Atspi.Value.get_text(accessible.get_value_iface())


def set_value(accessible, value):
    accessible.queryValue().currentValue = value


def check_toolkit_value_text(checks, suite, accessible, expected):
    """The value text a toolkit passes on for a widget the example gave `expected` (cc_get_value_text's): what it passes
    must be that text; passing none at all is noted (GTK 4.8 and Qt 6.4 pass neither Value.Text nor the valuetext
    attribute, so a screen reader formats the number)."""
    attribute, text = value_texts(accessible)
    passed = [value for value in (attribute, text) if value]
    checks.expect(all(value == expected for value in passed), f"the value text passed on is {expected!r}: {passed}")
    if not passed:
        print(f"note: {suite}: the toolkit passes no value text (valuetext attribute {attribute!r}, Value.Text "
              f"{text!r}); the example gives it {expected!r}", flush=True)


def xdotool(display, *arguments, timeout=10):
    """Runs xdotool on `display`; raises Failure when it fails."""
    result = subprocess.run(["xdotool", *map(str, arguments)], env=dict(os.environ, DISPLAY=display),
                            capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise Failure(f"xdotool {' '.join(map(str, arguments))} failed: {result.stderr.strip()}")
    return result.stdout


def point_on_ring(center, radius, turn):
    """The point at `turn` (a fraction of a turn clockwise from 12 o'clock) on a ring, as whole pixels."""
    angle = 2 * math.pi * turn
    return round(center[0] + radius * math.sin(angle)), round(center[1] - radius * math.cos(angle))


class EventRecorder:
    """Records the AT-SPI2 events of the given types (e.g. "object:property-change:accessible-value") while
    registered; `events` lists (type, source name, any data)."""

    def __init__(self, *event_types):
        self.event_types = event_types
        self.events = []
        pyatspi.Registry.registerEventListener(self._record, *event_types)

    def _record(self, event):
        try:
            name = event.source.name if event.source is not None else None
        except Exception:  # noqa: BLE001 (a source gone meanwhile)
            name = None
        self.events.append((event.type, name, event.any_data))

    def close(self):
        pyatspi.Registry.deregisterEventListener(self._record, *self.event_types)


class Checks:
    """Named checks of one test script: each failure is printed with what was expected and what was seen."""

    def __init__(self, suite):
        self.suite = suite
        self.passed = 0
        self.failures = []

    def expect(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failures.append(message)
            print(f"FAIL {self.suite}: {message}", flush=True)
        return condition

    def step(self, name, function, *arguments):
        """Runs one step; a Failure (or any error) in it is a failed check, and the script goes on."""
        try:
            return function(*arguments)
        except Exception as error:  # noqa: BLE001 (every error is reported, by name)
            self.expect(False, f"{name}: {type(error).__name__}: {error}")
            return None

    def finish(self):
        """Prints the summary and returns the exit status (0 when every check passed)."""
        print(f"{self.suite}: {self.passed} checks passed, {len(self.failures)} failed", flush=True)
        return 0 if not self.failures else 1
