"""The LV2 UI of Examples/lv2-amp while jalv.gtk3 hosts it, read and set through AT-SPI2 (pyatspi) as a screen reader
does: the plugin's knob is on the accessibility bus although it lives inside the host's window.

usage: /usr/bin/python3 Tests/Accessibility/test_lv2.py TITLE VALUE
    (inside an accessibility session, with jalv.gtk3 showing the UI; scripts/test-lv2-ui runs it)

Checks: the application named TITLE (the UI's window, which registers itself) holds one dial, named "Gain",
focusable, with the plugin's limits (-90..24 dB) and step (1 dB); its value is the gain the host set (within 0.05 of
VALUE, where the test's drag and wheel left it) and its value text is what the knob's label shows ("-17.0");
a value written through AT-SPI2 (-12) becomes the knob's value and label ("-12.0"), and one above the range is
clamped to 24. The last written value is -12: the caller then hears the plugin's output at -12 dB.
"""

import sys

import atspi_harness as harness


def check_ui(checks, title, expected):
    application = harness.find_application(title, timeout=30)
    dial, described = harness.check_dial(checks, application, "Gain", (-90, 24), 1)
    if dial is None:
        return
    value = described["value"]
    checks.expect(abs(value - expected) < 0.05, f"the value is the host's {expected} dB, saw {value}")
    attribute, text = harness.value_texts(dial)
    shown = f"{value:.1f}"
    checks.expect(attribute == shown and text == shown,
                  f"the value text is the label's {shown!r}: attribute {attribute!r}, Value.Text {text!r}")

    harness.set_value(dial, -12)
    seen = harness.wait_until(lambda: harness.current_value(dial) == -12 and -12.0, 10,
                              "the accessible value to read -12 after writing it")
    checks.expect(seen == -12, f"a written -12 is the value: {seen}")
    shown = harness.wait_until(lambda: harness.value_texts(dial)[0] == "-12.0" and "-12.0", 10,
                               "the value text to read -12.0")
    checks.expect(shown == "-12.0", f"the label shows the written value: {shown!r}")
    harness.set_value(dial, 100)
    seen = harness.wait_until(lambda: harness.current_value(dial) == 24 and 24.0, 10,
                              "the accessible value to read 24 after writing 100")
    checks.expect(seen == 24, f"a written 100 is clamped to 24: {seen}")
    harness.set_value(dial, -12)
    seen = harness.wait_until(lambda: harness.current_value(dial) == -12 and -12.0, 10,
                              "the accessible value to read -12 again")
    checks.expect(seen == -12, f"-12 written again: {seen}")


def main():
    title, expected = sys.argv[1], float(sys.argv[2])
    checks = harness.Checks("the LV2 UI inside jalv.gtk3 through AT-SPI2")
    checks.step("the plugin's knob", check_ui, checks, title, expected)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
