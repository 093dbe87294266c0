"""The GTK 4 example (`Examples/gtk4`, built by scripts/test-c-api) read and set through AT-SPI2 (pyatspi).

usage: /usr/bin/python3 Tests/Accessibility/test_gtk4.py PATH/TO/gtk4-knob    (inside dbus-run-session)

Exits 0 with a SKIP line when the example was not built (scripts/test-c-api builds it). Otherwise, with the example's
standard output ("ready ...", then "value V" per change) as the other side of every check:
- the window has exactly one control, with the role slider, the name "Level", the focusable state and the Value
  interface (the example's knob is a GtkRange, which GTK 4.8 gives that interface);
- its minimum, maximum and value are the example's (0, 100, the ready line's value); its minimum increment is the
  example's 1, or 0, which is what GTK (4.8 at least) answers for every widget;
- a value written through AT-SPI reaches the example (it prints it, inside a gesture of its own: "gesture began
  accessibility", "value V", "gesture ended committed") and is read back; one above the maximum ends at 100; a NaN
  neither stops the example nor makes it print anything but a number within 0..100 (GTK 4.8 clamps a NaN to the
  upper bound before the example sees it), and the knob takes values afterwards;
- a drag of the knob (xdotool) moves the example's value up and the accessible value follows it;
- keys pressed on the window (xdotool) move the accessible value with the example's: Right one increment up from
  a value set through AT-SPI (so the example's own state followed that write), then End to 100.
The value is read after each change rather than awaited as an object:property-change:accessible-value event: GTK 4.8
sends that event for no widget (a plain GtkScale sends none either), so a screen reader learns a new value only by
asking.
"""

import math
import os
import sys
import time

import atspi_harness as harness

TITLE = "CircularControl GTK 4 example"


def printed_value(line):
    """The number of a "value V" line, or None for any other line."""
    return float(line.split()[1]) if line.startswith("value ") else None


def wait_for_printed(program, value, after, what):
    """Waits until the example prints "value V" with V == `value` (from line `after` on)."""
    return program.wait_for_line(lambda line: printed_value(line) == value, 10, what, after=after)


def wait_for_accessible(control, value, what, tolerance=0):
    """Waits until the control's accessible value is `value` (within `tolerance`); returns what it was last (for the
    message)."""
    seen = []

    def matches():
        control.clearCache()
        seen.append(harness.current_value(control))
        return abs(seen[-1] - value) <= tolerance
    try:
        harness.wait_until(matches, 10, what)
    except harness.Failure:
        pass
    return seen[-1]


def check_reading(checks, control, start_value):
    described = harness.describe(control)
    checks.expect(described["role"] == "slider", f"role slider, saw {described['role']!r}")
    checks.expect(described["name"] == "Level", f"name 'Level', saw {described['name']!r}")
    checks.expect(described["focusable"], "the control is focusable")
    if not checks.expect(described["value"] is not None, "the control has the Value interface"):
        return False
    checks.expect((described["minimum"], described["maximum"]) == (0, 100),
                  f"limits 0..100, saw {described['minimum']}..{described['maximum']}")
    checks.expect(described["value"] == start_value,
                  f"value {start_value} (the ready line's), saw {described['value']}")
    checks.expect(described["increment"] in (0, 1),
                  f"minimum increment 1 (the example's) or 0 (GTK's answer for every widget), "
                  f"saw {described['increment']}")
    if described["increment"] == 0:
        print(f"note: {TITLE}: GTK answers 0 for MinimumIncrement; the knob's increment (1) is not readable through "
              "AT-SPI2 with this GTK", flush=True)
    harness.check_toolkit_value_text(checks, TITLE, control, f"{start_value:g}%")
    return True


def check_setting(checks, control, program):
    # A value within the range: the example prints it, the accessible value reads it back.
    before = len(program.lines)
    harness.set_value(control, 33.4)
    wait_for_printed(program, 33.4, before, "value 33.4 after writing 33.4 through AT-SPI")
    ended = program.wait_for_line(lambda line: line.startswith("gesture ended"), 10, "the written value's gesture end",
                                  after=before)
    written = program.lines[before:program.lines.index(ended, before) + 1]
    checks.expect(written == ["gesture began accessibility", "value 33.4", "gesture ended committed"],
                  f"33.4 written through AT-SPI is a gesture of its own: {written}")
    seen = wait_for_accessible(control, 33.4, "the accessible value to read 33.4")
    checks.expect(seen == 33.4, f"33.4 written through AT-SPI reads back as 33.4, saw {seen}")

    # Above the maximum: the knob ends at its maximum.
    before = len(program.lines)
    harness.set_value(control, 250)
    wait_for_printed(program, 100, before, "value 100 after writing 250 through AT-SPI")
    seen = wait_for_accessible(control, 100, "the accessible value to read 100")
    checks.expect(seen == 100, f"250 written through AT-SPI reads back as the maximum 100, saw {seen}")

    # NaN, then 25: the example lives on, prints only numbers within the range in between, and takes the 25.
    before = len(program.lines)
    harness.set_value(control, 60)
    wait_for_printed(program, 60, before, "value 60 after writing 60 through AT-SPI")
    before = len(program.lines)
    harness.set_value(control, math.nan)
    harness.set_value(control, 25)
    last = wait_for_printed(program, 25, before, "value 25 after writing NaN, then 25, through AT-SPI")
    between = program.lines[before:program.lines.index(last, before)]
    values = [printed_value(line) for line in between if printed_value(line) is not None]
    checks.expect(all(math.isfinite(value) and 0 <= value <= 100 for value in values),
                  f"after a NaN written through AT-SPI the example printed only values within 0..100: {values}")
    checks.expect(program.process.poll() is None, "the example runs on after a NaN written through AT-SPI")
    seen = wait_for_accessible(control, 25, "the accessible value to read 25")
    checks.expect(seen == 25, f"25 written after a NaN reads back as 25, saw {seen}")


def check_keys(checks, control, program, server):
    for key, expected in (("Right", 26), ("End", 100)):
        before = len(program.lines)
        harness.xdotool(server.display, "search", "--sync", "--onlyvisible", "--name", TITLE, "key", "--window", "%1",
                        key)
        wait_for_printed(program, expected, before, f"value {expected} after {key}")
        seen = wait_for_accessible(control, expected, f"the accessible value to follow {key}")
        checks.expect(seen == expected, f"the accessible value follows {key} to {expected}, saw {seen}")


def check_drag(checks, control, program, server, ready):
    """A drag of the knob 30 degrees clockwise (real pointer input) moves the example's value up, and the accessible
    value follows it to the last value the example printed."""
    knob_x, knob_y, center_x, center_y, start = (float(field) for field in ready.split()[1:6])
    radius = math.hypot(knob_x - center_x, knob_y - center_y)
    turn = math.atan2(knob_x - center_x, center_y - knob_y) / (2 * math.pi)
    moves = []
    for step in range(1, 7):
        angle = 2 * math.pi * (turn + step * 5 / 360)
        x, y = round(center_x + radius * math.sin(angle)), round(center_y - radius * math.cos(angle))
        moves += ["mousemove", "--window", "%1", "--sync", str(x), str(y)]
    before = len(program.lines)
    harness.xdotool(server.display, "search", "--sync", "--onlyvisible", "--name", TITLE, "mousemove", "--window", "%1",
                    "--sync", str(round(knob_x)), str(round(knob_y)), "mousedown", "1", *moves, "mouseup", "1")
    harness.wait_until(lambda: any(printed_value(line) is not None for line in program.lines[before:]), 10,
                       "a value printed for the drag")
    time.sleep(0.5)  # xdotool returns once the input is sent; let the example print what it made of all of it.
    dragged = [value for value in map(printed_value, program.lines[before:]) if value is not None]
    checks.expect(dragged[-1] > start, f"the drag moved the value up from {start}, to {dragged[-1]}")
    # The example prints six significant digits; the accessible value is the double itself.
    tolerance = 1e-5 * max(1, abs(dragged[-1]))
    seen = wait_for_accessible(control, dragged[-1], "the accessible value to follow the drag", tolerance)
    checks.expect(abs(seen - dragged[-1]) <= tolerance,
                  f"the accessible value follows the drag to {dragged[-1]}, saw {seen}")


def check_example(checks, program, server):
    ready = program.wait_for_line(lambda line: line.startswith("ready "), 30, "the example's ready line")
    start_value = float(ready.split()[5])
    frame = harness.find_frame(TITLE)
    controls = [child for child in harness.descendants(frame) if child.getRoleName() in ("slider", "dial")]
    if not checks.expect(len(controls) == 1, f"one slider or dial in the window, found {len(controls)}"):
        return
    control = controls[0]
    if not check_reading(checks, control, start_value):
        return
    checks.step("a drag", check_drag, checks, control, program, server, ready)
    checks.step("setting values through AT-SPI", check_setting, checks, control, program)
    checks.step("keys", check_keys, checks, control, program, server)


def main():
    example = sys.argv[1]
    if not os.access(example, os.X_OK):
        print(f"SKIP {example} was not built (scripts/test-c-api builds it)", flush=True)
        return 0
    checks = harness.Checks("accessibility of the GTK 4 example")
    try:
        with harness.XServer() as server, harness.Program([example], server.display) as program:
            checks.step("the example", check_example, checks, program, server)
    except harness.Failure as failure:
        checks.expect(False, str(failure))
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
