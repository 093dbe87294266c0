"""The Qt 6 example (`Examples/qt6`, built by scripts/test-c-api) read through AT-SPI2 (pyatspi).

usage: /usr/bin/python3 Tests/Accessibility/test_qt6.py PATH/TO/qt6-knob    (inside dbus-run-session)

Exits 0 with a SKIP line when the example was not built. Otherwise: the window holds one object with the role dial
and the name "Volume" (the example's QAccessibleWidget), focusable, whose Value interface reads the library's limits
(0..100), increment (1) and value (the ready line's); the value follows an End key press, and a value written
through AT-SPI2 (Qt's setCurrentValue) goes through the library as a person's change: 42.5 is set and printed as a
change (the knob has no step) inside a gesture of its own ("gesture began accessibility", "value 42.5", "gesture ended
committed"), and 500 is clamped to 100.
"""

import sys

import atspi_harness as harness

TITLE = "CircularControl Qt 6 example"


def check_example(checks, program, server):
    ready = program.wait_for_line(lambda line: line.startswith("ready "), 30, "the example's ready line")
    start_value = float(ready.split()[5])
    dial, described = harness.check_dial(checks, harness.find_frame(TITLE), "Volume", (0, 100), 1)
    if dial is None:
        return
    checks.expect(described["value"] == start_value, f"value {start_value}, saw {described['value']}")
    harness.check_toolkit_value_text(checks, "the Qt 6 example", dial, f"{start_value:g}%")

    before = len(program.lines)
    harness.xdotool(server.display, "search", "--sync", "--onlyvisible", "--name", TITLE, "windowfocus", "--sync",
                    "%1", "key", "End")
    program.wait_for_line(lambda line: line == "value 100", 10, "value 100 after End", after=before)
    seen = harness.wait_until(lambda: harness.current_value(dial) == 100 and 100.0, 10,
                              "the accessible value to follow End")
    checks.expect(seen == 100, f"the accessible value follows End: {seen}")

    before = len(program.lines)
    harness.set_value(dial, 42.5)
    program.wait_for_line(lambda line: line == "value 42.5", 10, "value 42.5 after writing it", after=before)
    ended = program.wait_for_line(lambda line: line.startswith("gesture ended"), 10, "the written value's gesture end",
                                  after=before)
    written = program.lines[before:program.lines.index(ended, before) + 1]
    checks.expect(written == ["gesture began accessibility", "value 42.5", "gesture ended committed"],
                  f"a written 42.5 is a gesture of its own: {written}")
    seen = harness.wait_until(lambda: harness.current_value(dial) == 42.5 and 42.5, 10,
                              "the accessible value to read 42.5 after writing it")
    checks.expect(seen == 42.5, f"a written 42.5 is the value: {seen}")
    harness.set_value(dial, 500)
    seen = harness.wait_until(lambda: harness.current_value(dial) == 100 and 100.0, 10,
                              "the accessible value to read 100 after writing 500")
    checks.expect(seen == 100, f"a written 500 is clamped to 100: {seen}")


def main():
    return harness.run_example_checks("accessibility of the Qt 6 example", sys.argv[1], check_example,
                                      {"QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_QPA_PLATFORM": "xcb"})


if __name__ == "__main__":
    sys.exit(main())
