"""The demo as a native Wayland client (`circular-demo --backend wayland --scene all`) read and driven through AT-SPI2.

usage: /usr/bin/python3 Tests/Accessibility/test_wayland.py PATH/TO/circular-demo SOCKET INPUT
    (inside scripts/accessibility-session; SOCKET: the compositor's socket, INPUT: the pipe that feeds
    Tests/WaylandTests/virtual-input.c; scripts/test-wayland runs it under its private sway)

The X11 demo's checks of the controls and of values set through AT-SPI2 (test_demo.py's), on the Wayland window:
- every control once, with its role, its human name, its trace name as id, its limits and increment, and its value as
  the trace gives it; its extents hold its ring in window coordinates (a Wayland client does not know where its
  window is on the screen, so it reports them as GTK 4 and Qt do there, from the window's origin);
- a value set through AT-SPI2 is one accessibility gesture, clamped where the control clamps; NaN changes nothing;
- Component.GrabFocus focuses a control, and a key from the compositor's keyboard then turns that one, with its
  accessible value following.
"""

import os
import sys

import atspi_harness as harness
import test_demo


def check_focus_and_key(checks, demo, pipe):
    ticks = demo.controls["ticks"]
    ticks.queryComponent().grabFocus()
    harness.wait_until(lambda: harness.describe(ticks)["focused"], 10, "the tick dial's focused state after GrabFocus")
    checks.expect(not harness.describe(demo.controls["knob"])["focused"], "only one control is focused")
    before = len(demo.program.lines)
    with open(pipe, "w") as keyboard:
        keyboard.write("key 105\n")  # Left (the tick dial was left at its maximum by the values set before)
    event = demo.wait_for_event(before, lambda e: e.get("control") == "ticks" and e["event"] == "changed",
                                "a change of the tick dial by the Left key")
    checks.expect(event["source"] == "key", f"the tick dial turned by a key: {event}")
    traced, seen = demo.wait_until_accessible_value_is_traced("ticks")
    checks.expect(seen == traced, f"ticks: accessible value {seen} is the model's {traced} after the key")


def main():
    demo_path, socket, pipe = sys.argv[1:4]

    def body(checks):
        with harness.Program([demo_path, "--backend", "wayland", "--trace", "--scene", "all"],
                             os.environ.get("DISPLAY", ""), {"WAYLAND_DISPLAY": socket}) as program:
            demo = checks.step("start", test_demo.Demo, program, None)
            if demo is not None:
                checks.step("controls", test_demo.check_controls, checks, demo)
                if len(demo.controls) == len(test_demo.EXPECTED):
                    checks.step("set values", test_demo.check_set_values, checks, demo)
                    checks.step("focus and key", check_focus_and_key, checks, demo, pipe)
    return harness.run_checks("accessibility of circular-demo --backend wayland --scene all", body)


if __name__ == "__main__":
    sys.exit(main())
