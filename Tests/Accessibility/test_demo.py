"""The demo (`circular-demo --scene all`) read and driven through AT-SPI2 (pyatspi), checked against its trace.

usage: /usr/bin/python3 Tests/Accessibility/test_demo.py PATH/TO/circular-demo    (inside dbus-run-session)

- every control of the scene is found once, with its role (dial, or slider for the range's knobs), a distinct
  human name, its trace name as accessible id, and the value, minimum, maximum and increment the trace gives;
- its extents on screen hold its ring;
- a value set through AT-SPI2 is the model's, a person's change: a gesture of its own (`began` with gesture
  `accessibility`, `changed` with source `accessibility` and that value, `ended`), clamped when out of range (a
  range's knob within its own limits: it never pushes the other knob), and the accessible value reads it back; NaN
  changes nothing;
- a key press and a drag change the value (trace lines with sources `key` and `pointer`) and the accessible value
  follows; a value-change event is emitted, and a click and Component.GrabFocus move the focused state;
- with its accessibility bus killed the demo goes on, silently and without spinning, and still takes keys.
"""

import json
import math
import os
import signal
import sys
import time

import atspi_harness as harness

EXPECTED = [  # (trace name, human name, role), in the trace's order
    ("knob", "Knob", "dial"), ("move", "Move", "dial"), ("exercise", "Exercise", "dial"), ("stand", "Stand", "dial"),
    ("ticks", "Tick dial", "dial"), ("range.start", "Range start", "slider"), ("range.end", "Range end", "slider"),
]


class Demo:
    """The demo with its trace, its window and its accessible controls by trace name."""

    def __init__(self, program, server):
        self.program = program
        self.server = server
        ready = program.wait_for_line(lambda line: line.startswith('{"event":"ready"'), 30, "the ready line")
        self.ready = json.loads(ready)
        self.window = self.ready["window"]
        self.app = harness.find_application("circular-demo")
        self.frame = harness.wait_until(lambda: self.app.childCount == 1 and self.app[0], 10, "the demo's window")
        self.controls = {}

    def events(self, after=0):
        """The trace's event lines from index `after` on, parsed."""
        return [json.loads(line) for line in self.program.lines[after:] if line.startswith('{"event":"')]

    def traced_value(self, control):
        """The last value the trace gave `control` (the ready line's when no event since)."""
        value = next(entry["value"] for entry in self.ready["controls"] if entry["name"] == control)
        for event in self.events():
            if event.get("control") == control and "value" in event:
                value = event["value"]
        return value

    def wait_for_quiet(self, quiet=0.5, timeout=15):
        """Waits until the trace has had no new line for `quiet` seconds (the rings' start-up animation is over)."""
        state = {"count": -1, "since": time.monotonic()}

        def quiet_enough():
            count = len(self.program.lines)
            if count != state["count"]:
                state.update(count=count, since=time.monotonic())
            return time.monotonic() - state["since"] >= quiet
        harness.wait_until(quiet_enough, timeout, f"{quiet} s without a trace line")

    def entry(self, control):
        return next(entry for entry in self.ready["controls"] if entry["name"] == control)

    def wait_for_event(self, after, predicate, what, timeout=10):
        return harness.wait_until(lambda: next((e for e in self.events(after) if predicate(e)), None), timeout, what)

    def wait_until_accessible_value_is_traced(self, control, timeout=10):
        """Waits until the accessible value of `control` equals its last traced value; returns both."""
        accessible = self.controls[control]

        def settled():
            traced = self.traced_value(control)
            seen = harness.current_value(accessible)
            return (traced, seen) if seen == traced else None
        try:
            return harness.wait_until(settled, timeout, f"the accessible value of {control} to follow the trace")
        except harness.Failure:
            return self.traced_value(control), harness.current_value(accessible)

    def knob_point(self, control, value=None):
        entry = self.entry(control)
        value = self.traced_value(control) if value is None else value
        turn = (value - entry["min"]) / (entry["max"] - entry["min"])
        return harness.point_on_ring(entry["center"], entry["radius"], turn)


def check_controls(checks, demo):
    children = [child for child in demo.frame if child is not None]
    checks.expect(len(children) == len(EXPECTED), f"{len(EXPECTED)} controls in the window, found {len(children)}")
    described = [harness.describe(child) for child in children]
    names = [d["name"] for d in described]
    checks.expect(len(set(names)) == len(names), f"distinct names: {names}")
    for child, info, (trace_name, human, role) in zip(children, described, EXPECTED):
        demo.controls[trace_name] = child
        entry = demo.entry(trace_name)
        checks.expect(info["id"] == trace_name, f"accessible id {trace_name!r}, saw {info['id']!r}")
        checks.expect(info["name"] == human, f"{trace_name}: name {human!r}, saw {info['name']!r}")
        checks.expect(info["role"] == role, f"{trace_name}: role {role}, saw {info['role']}")
        checks.expect(info["minimum"] == entry["min"] and info["maximum"] == entry["max"],
                      f"{trace_name}: limits {entry['min']}..{entry['max']}, saw {info['minimum']}..{info['maximum']}")
        checks.expect(math.isclose(info["increment"], 0.01 * (entry["max"] - entry["min"])),
                      f"{trace_name}: increment 1 % of the range, saw {info['increment']}")
        checks.expect(info["focusable"], f"{trace_name}: focusable")
        x, y, width, height = info["extents"] or (0, 0, 0, 0)
        center_x, center_y = entry["center"]
        reach = entry["radius"] + entry["lineWidth"] / 2
        checks.expect(x <= center_x - reach and y <= center_y - reach and x + width >= center_x + reach
                      and y + height >= center_y + reach and width <= 2 * reach + 64,
                      f"{trace_name}: extents {info['extents']} hold the ring at {entry['center']} of reach {reach}")
    # The rings fill up after the ready line: every accessible value ends where the trace does.
    demo.wait_for_quiet()
    for trace_name, _, _ in EXPECTED:
        traced, seen = demo.wait_until_accessible_value_is_traced(trace_name)
        checks.expect(seen == traced, f"{trace_name}: accessible value {seen} is the traced {traced}")


def check_set_values(checks, demo):
    # A clamped knob set past its maximum stops there; a multi-turn ring takes turns.
    for control, value, expected in [("knob", 0.5, 0.5), ("range.end", 0.9, 0.9), ("ticks", 5.0, 1.0),
                                     ("move", 2.5, 2.5), ("range.start", 0.3, 0.3)]:
        before = len(demo.program.lines)
        harness.set_value(demo.controls[control], value)
        demo.wait_for_event(before, lambda e: e.get("control") == control and e["event"] == "ended",
                            f"the end of {control}'s gesture after setting {value}")
        events = [e for e in demo.events(before) if e.get("control") == control]
        checks.expect([e["event"] for e in events] == ["began", "changed", "ended"]
                      and events[0].get("gesture") == "accessibility",
                      f"{control}: a set value is a gesture of its own, saw {events}")
        event = next((e for e in events if e["event"] == "changed"), {"source": None, "value": None})
        checks.expect(event["source"] == "accessibility", f"{control}: a set value is traced as accessibility, saw "
                      f"{event}")
        if expected is not None:
            checks.expect(event["value"] == expected, f"{control}: traced {event['value']} after setting {value}")
        traced, seen = demo.wait_until_accessible_value_is_traced(control)
        checks.expect(seen == traced, f"{control}: accessible value {seen} is the model's {traced}")
    # The range's start set past its end stops within its own limits, at or below the end: an accessible value never
    # pushes the other knob. Both accessible values read the model's.
    end_before = demo.traced_value("range.end")
    before = len(demo.program.lines)
    harness.set_value(demo.controls["range.start"], 0.95)
    demo.wait_for_event(before, lambda e: e.get("control") == "range.start" and e["event"] == "ended",
                        "the end of range.start's gesture after setting 0.95")
    checks.expect(not any(e.get("control") == "range.end" for e in demo.events(before)),
                  f"a start of 0.95 moved the end: {demo.events(before)}")
    checks.expect(demo.traced_value("range.start") <= demo.traced_value("range.end") == end_before,
                  f"the start stops at or below the end {end_before}: {demo.traced_value('range.start')}")
    for control in ["range.start", "range.end"]:
        traced, seen = demo.wait_until_accessible_value_is_traced(control)
        checks.expect(seen == traced, f"{control}: accessible value {seen} is the model's {traced}")
    # NaN is ignored: no line, no change.
    before = len(demo.program.lines)
    knob_value = harness.current_value(demo.controls["knob"])
    harness.set_value(demo.controls["knob"], float("nan"))
    time.sleep(0.5)
    harness.process_events()
    checks.expect(len(demo.program.lines) == before, f"NaN set nothing: {demo.program.lines[before:]}")
    checks.expect(harness.current_value(demo.controls["knob"]) == knob_value, "NaN left the knob's value")


def check_keys_and_drag(checks, demo):
    display = demo.server.display
    recorder = harness.EventRecorder("object:property-change:accessible-value", "object:state-changed:focused")
    try:
        # A click on the tick dial's knob gives the window the keyboard focus (Xvfb has no window manager) and the
        # tick dial the panel's.
        x, y = demo.knob_point("ticks")
        harness.xdotool(display, "mousemove", "--window", demo.window, "--sync", x, y)
        harness.xdotool(display, "click", "1")
        harness.wait_until(lambda: harness.describe(demo.controls["ticks"])["focused"], 10,
                           "the tick dial's focused state after a click")
        checks.expect(not harness.describe(demo.controls["knob"])["focused"], "only one control is focused")
        before = len(demo.program.lines)
        # Left: the tick dial was set to its maximum above.
        harness.xdotool(display, "key", "Left")
        event = demo.wait_for_event(before, lambda e: e.get("control") == "ticks" and e.get("source") == "key",
                                    "a key change of the tick dial")
        traced, seen = demo.wait_until_accessible_value_is_traced("ticks")
        checks.expect(seen == traced == event["value"], f"ticks after Left: accessible {seen}, traced {traced}")
        harness.wait_until(lambda: any(e[0] == "object:property-change:accessible-value" and e[1] == "Tick dial"
                                       for e in recorder.events), 10, "a value-change event from the tick dial")
        harness.wait_until(lambda: any(e[0].startswith("object:state-changed:focused") and e[1] == "Tick dial"
                                       for e in recorder.events), 10, "a focused-state event from the tick dial")

        # Component.GrabFocus moves the panel's focus (a focus line on the trace) and the focused state.
        before = len(demo.program.lines)
        checks.expect(demo.controls["stand"].queryComponent().grabFocus(), "GrabFocus on Stand succeeds")
        demo.wait_for_event(before, lambda e: e["event"] == "focus" and e.get("control") == "stand",
                            "a focus line for stand after GrabFocus")
        harness.wait_until(lambda: harness.describe(demo.controls["stand"])["focused"], 10,
                           "Stand's focused state after GrabFocus")

        # A drag of the knob a sixth of a turn clockwise, in small steps.
        entry = demo.entry("knob")
        start = demo.traced_value("knob")
        before = len(demo.program.lines)
        x, y = demo.knob_point("knob")
        harness.xdotool(display, "mousemove", "--window", demo.window, "--sync", x, y, "mousedown", "1")
        for step in range(1, 13):
            turn = (start - entry["min"]) / (entry["max"] - entry["min"]) + step / 72
            x, y = harness.point_on_ring(entry["center"], entry["radius"], turn)
            harness.xdotool(display, "mousemove", "--window", demo.window, "--sync", x, y)
        harness.xdotool(display, "mouseup", "1")
        demo.wait_for_event(before, lambda e: e.get("control") == "knob" and e["event"] == "ended", "the drag's end")
        changes = [e for e in demo.events(before) if e.get("control") == "knob" and e["event"] == "changed"]
        checks.expect(changes and all(e.get("source") == "pointer" for e in changes), f"a pointer drag: {changes[-1:]}")
        traced, seen = demo.wait_until_accessible_value_is_traced("knob")
        checks.expect(seen == traced and traced > start, f"knob after the drag: accessible {seen}, traced {traced}")
    finally:
        recorder.close()


def accessibility_bus_daemons():
    """The process ids of this session's accessibility bus daemons (at-spi2-core's bus launcher starts them with
    its accessibility.conf; this session's are those with this session's XDG_RUNTIME_DIR)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "").encode()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as file:
                command = file.read()
            with open(f"/proc/{entry}/environ", "rb") as file:
                environment = file.read().split(b"\0")
        except OSError:
            continue
        if b"dbus-daemon" in command and b"accessibility.conf" in command and runtime \
                and b"XDG_RUNTIME_DIR=" + runtime in environment:
            found.append(int(entry))
    return found


def cpu_seconds(pid):
    """User + system CPU seconds of process `pid` so far."""
    with open(f"/proc/{pid}/stat") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def check_bus_loss(checks, demo):
    """The accessibility bus killed under the demo: it goes on, silently, without spinning."""
    daemons = accessibility_bus_daemons()
    if not checks.expect(len(daemons) == 1, f"one accessibility bus daemon of this session, found {daemons}"):
        return
    errors_before = len(demo.program.error_output)
    os.kill(daemons[0], signal.SIGKILL)
    time.sleep(0.5)
    pid = demo.program.process.pid
    cpu_before = cpu_seconds(pid)
    time.sleep(2)
    used = cpu_seconds(pid) - cpu_before
    checks.expect(demo.program.process.poll() is None, "the demo still runs after its accessibility bus went away")
    checks.expect(used < 0.1, f"no spinning on the lost bus: {used:.2f} s of CPU in 2 s")
    before = len(demo.program.lines)
    harness.xdotool(demo.server.display, "key", "Home")
    demo.wait_for_event(before, lambda e: e.get("source") == "key", "a key change after the bus went away")
    checks.expect(demo.program.error_output[errors_before:] == [],
                  f"nothing on stderr: {demo.program.error_output[errors_before:]}")


def main():
    checks = harness.Checks("accessibility of circular-demo --scene all")
    demo_path = sys.argv[1]
    try:
        with harness.XServer() as server, harness.Program(
                [demo_path, "--trace", "--scene", "all"], server.display) as program:
            demo = checks.step("start", Demo, program, server)
            if demo is not None:
                checks.step("controls", check_controls, checks, demo)
                if len(demo.controls) == len(EXPECTED):
                    checks.step("set values", check_set_values, checks, demo)
                    checks.step("keys and drag", check_keys_and_drag, checks, demo)
                    checks.step("bus loss", check_bus_loss, checks, demo)
    except harness.Failure as failure:
        checks.expect(False, str(failure))
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
