"""The X11 demo's end-to-end scenarios (Tests/CircularDemoTests: DemoDragTests, DemoFocusTests, DemoWindowTests, and
XInput2DemoTests' smooth scrolling, whose quarter notches are finger scrolls of 3.75 units here) run
against the demo as a native Wayland client, with the same trace lines expected: the compositor's virtual pointer and
keyboard (Tests/WaylandTests/virtual-input.c, fed through INPUT) instead of XTEST.

usage: /usr/bin/python3 Tests/WaylandTests/demo_twins.py DEMO SOCKET INPUT IPC
    (DEMO: circular-demo; SOCKET: sway's socket; INPUT: the pipe virtual-input reads; IPC: sway's IPC socket;
    scripts/test-wayland runs it on its private sway, one 400x400 output at scale 1)

Prints `PASS NAME` or `FAIL NAME: why` a scenario; exits 1 when one failed.
"""

import json
import math
import os
import subprocess
import sys
import threading
import time

import same_pixels

DEMO, SOCKET, INPUT, IPC = sys.argv[1:5]
# Linux input codes of the keys the scenarios press.
KEYS = {"Escape": 1, "1": 2, "2": 3, "3": 4, "5": 6, "0": 11, "Tab": 15, "Return": 28, "Shift": 42, ".": 52,
        "Left": 105, "Right": 106}


class Failure(Exception):
    pass


def wait_until(check, timeout, what):
    deadline = time.monotonic() + timeout
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise Failure(f"timed out after {timeout} s waiting for {what}")
        time.sleep(0.02)


class Demo:
    """The demo on the compositor with `arguments`, its trace collected as it comes; stopped by `stop`."""

    def __init__(self, *arguments):
        environment = dict(os.environ, WAYLAND_DISPLAY=SOCKET)
        environment.pop("DISPLAY", None)
        self.process = subprocess.Popen(
            [DEMO, "--backend", "wayland", "--trace", "--print-events", *arguments], env=environment,
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.lines = []
        threading.Thread(target=lambda: self.lines.extend(line.rstrip("\n") for line in self.process.stdout),
                         daemon=True).start()
        try:
            ready = wait_until(
                lambda: next((line for line in self.lines if line.startswith('{"event":"ready"')), None), 20,
                "the ready line")
        except Failure:
            self.stop()
            raise
        self.ready = json.loads(ready)
        # The compositor has the first frame; let it put the window under the pointer before input comes.
        time.sleep(0.2)

    def control(self, name):
        return next(control for control in self.ready["controls"] if control["name"] == name)

    def events(self, after=0):
        """The trace's event lines from index `after` of all lines on, parsed (the ready and exit lines left out)."""
        return [json.loads(line) for line in self.lines[after:]
                if line.startswith('{"event":"') and not line.startswith(('{"event":"ready"', '{"event":"exit"'))]

    def wait_for(self, predicate, after=0, timeout=10, what="an event"):
        return wait_until(lambda: next((e for e in self.events(after) if predicate(e)), None), timeout, what)

    def drag_events(self, control, after=0):
        """`control`'s lines from its next drag's `began` to its `ended`, once the drag has ended."""
        def drag():
            own = [e for e in self.events(after) if e.get("control") == control]
            began = next((i for i, e in enumerate(own) if e["event"] == "began" and e.get("gesture") == "drag"), None)
            if began is None:
                return None
            ended = next((i for i in range(began, len(own)) if own[i]["event"] == "ended"), None)
            return own[:ended + 1] if ended is not None else None
        return wait_until(drag, 10, f"a whole drag of {control}")

    def pointer_moves(self, after=0):
        """The mouse moves the demo handed its controls (`--print-events`' input lines), as points."""
        return [tuple(float(v) for v in line.split()[2:4]) for line in self.lines[after:]
                if line.startswith("input move ")]

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()


def send(*lines):
    with open(INPUT, "w") as pipe:
        pipe.write("".join(f"{line}\n" for line in lines))


def point(control, turns, offset=0):
    angle = 2 * math.pi * turns
    distance = control["radius"] + offset
    return (round(control["center"][0] + distance * math.sin(angle)),
            round(control["center"][1] - distance * math.cos(angle)))


def move_to(x, y):
    # A pixel off first: a move to where the pointer already is would send the window nothing.
    return [f"move {x + 1} {y}", f"move {x} {y}"]


def drag(control, start, end, step=0.01):
    x, y = point(control, start)
    lines = move_to(x, y) + ["press"]
    count = max(math.ceil(abs(end - start) / step), 1)
    for index in range(1, count + 1):
        x, y = point(control, start + (end - start) * index / count)
        lines.append(f"move {x} {y}")
    send(*lines, "release")


def keys(*names):
    send(*(f"key {KEYS[name]}" for name in names))


def expect(condition, message):
    if not condition:
        raise Failure(message)


# The scenarios, each named as its X11 twin.

def wrapping_drag_across_12_o_clock_continues_from_min():
    with Demo("--scene", "knob", "--size", "400x400", "--value", "0.9", "--wrap") as demo:
        drag(demo.control("knob"), 0.9, 1.1)
        events = demo.drag_events("knob")
        wrap = next((i for i, e in enumerate(events) if e["event"] == "wrapped"), None)
        expect(wrap is not None and events[wrap]["value"] < 0.05, f"a wrap near the minimum: {events}")
        expect(all(e["value"] < 0.15 for e in events[wrap:]), f"after the wrap, values near the minimum: {events}")
        expect(not any(e["event"] == "pinned" for e in events), f"no pin: {events}")
        expect(abs(events[-1]["value"] - 0.1) < 0.02, f"ends near 0.1: {events[-1]}")


def multi_turn_value_counts_past_max():
    with Demo("--scene", "knob", "--size", "400x400", "--value", "0.95", "--turns", "unbounded") as demo:
        drag(demo.control("knob"), 0.95, 1.05)
        events = demo.drag_events("knob")
        final = events[-1]
        expect(abs(final["value"] - 1.05) < 0.01 and final["turns"] == 1, f"ends at 1.05, turn 1: {final}")
        expect(not any(e["event"] in ("pinned", "wrapped") for e in events), f"no pin, no wrap: {events}")
        expect(all(e["turns"] == (1 if e["value"] >= 1 else 0) for e in events), f"turns follow the value: {events}")


def press_off_the_knobs_centre_does_not_jump():
    with Demo("--scene", "knob", "--size", "400x400") as demo:
        knob = demo.control("knob")
        press_turn = knob["value"] + 10 / 360
        send(*move_to(*point(knob, press_turn)), "press", "release")
        click = demo.drag_events("knob")
        expect([e["event"] for e in click] == ["began", "ended"], f"a click is a gesture of no change: {click}")
        expect(all(e["value"] == knob["value"] for e in click), f"at the knob's value: {click}")
        before = len(demo.lines)
        drag(knob, press_turn, press_turn + 0.05)
        events = demo.drag_events("knob", before)
        expect(abs(events[-1]["value"] - (knob["value"] + 0.05)) < 0.006, f"moved by the turn only: {events}")


def each_activity_ring_is_dragged_by_its_own_track():
    with Demo("--scene", "rings", "--size", "400x400") as demo:
        for name, target in [("move", 0.8), ("exercise", 1.35), ("stand", 0.55)]:
            demo.wait_for(lambda e: e.get("control") == name and e["source"] == "program" and e["value"] == target,
                          what=f"{name} landing on {target}")
        before = len(demo.lines)
        drag(demo.control("exercise"), 0.85, 0.95)
        events = demo.drag_events("exercise", before)
        expect(events[0]["event"] == "began" and events[0]["value"] == 1.35, f"grabbed at 1.35: {events[0]}")
        expect(abs(events[-1]["value"] - 1.45) < 0.01 and events[-1]["turns"] == 1, f"ends at 1.45: {events[-1]}")
        expect(all(e.get("control") == "exercise" for e in demo.events(before)), "only exercise changed")


def range_knobs_are_traced_as_two_controls():
    with Demo("--scene", "range", "--size", "400x400") as demo:
        start, end = demo.control("range.start"), demo.control("range.end")
        expect(start["kind"] == end["kind"] == "range" and start["value"] < end["value"], f"{start} {end}")
        drag(end, end["value"], end["value"] + 0.1)
        events = demo.drag_events("range.end")
        expect(abs(events[-1]["value"] - (end["value"] + 0.1)) < 0.01, f"the end moved by 0.1: {events}")
        expect(not any(e.get("control") == "range.start" for e in demo.events()), "the start did not move")


def vertical_linear_drag_and_double_click_to_the_default():
    with Demo("--scene", "knob", "--size", "400x400", "--linear-drag", "vertical", "--default-value", "0.1") as demo:
        knob = demo.control("knob")
        x, y = point(knob, knob["value"])
        send(*move_to(x, y), "press", "sleep 100", *["by 0 -10"] * 10, "release", "sleep 100")
        events = demo.drag_events("knob")
        final = events[-1]["value"]
        expect(abs(final - (knob["value"] + 100 / 250)) < 1e-9, f"100 px up is 100/250 of a sweep: {events}")
        # Shown on the knob: the next pixel of motion starts from there.
        before = len(demo.lines)
        send("by 1 0")
        shown = wait_until(lambda: demo.pointer_moves(before), 5, "a move after the drag")[-1]
        knob_x, knob_y = point(knob, final)
        expect(abs(shown[0] - (knob_x + 1)) <= 1.5 and abs(shown[1] - knob_y) <= 1.5,
               f"the pointer on the knob at ({knob_x}, {knob_y}) after the drag: {shown}")
        before = len(demo.lines)
        send(*move_to(knob_x, knob_y), "press", "release", "press", "release")
        reset = demo.wait_for(lambda e: e["event"] == "changed" and e["value"] == 0.1, before, what="the reset")
        expect(reset["source"] == "pointer", f"a double click resets: {reset}")


def escape_during_a_linear_drag_shows_the_pointer_on_the_restored_knob():
    with Demo("--scene", "knob", "--size", "400x400", "--linear-drag", "vertical") as demo:
        knob = demo.control("knob")
        x, y = point(knob, knob["value"])
        send(*move_to(x, y), "press", "sleep 100", "by 0 -60")
        moved = demo.wait_for(lambda e: e["event"] == "changed", what="the drag's change")
        expect(abs(moved["value"] - (knob["value"] + 60 / 250)) < 1e-9, f"60 px up: {moved}")
        keys("Escape")
        events = demo.drag_events("knob")
        expect(events[-1]["event"] == "ended" and abs(events[-1]["value"] - knob["value"]) < 1e-9,
               f"Escape puts the value back: {events}")
        before = len(demo.lines)
        send("sleep 100", "by 1 0")
        shown = wait_until(lambda: demo.pointer_moves(before), 5, "a move after the cancel")[-1]
        expect(abs(shown[0] - (x + 1)) <= 1.5 and abs(shown[1] - y) <= 1.5,
               f"the pointer on the restored knob at ({x}, {y}): {shown}")
        send("release")


def tab_and_shift_tab_move_the_focus_through_every_part():
    with Demo("--scene", "all") as demo:
        def focus_moves(count):
            return wait_until(lambda: (lambda moves: moves if len(moves) >= count else None)(
                [e["control"] for e in demo.events() if e["event"] == "focus"]), 10, f"{count} focus moves")
        keys(*["Tab"] * 7)
        order = focus_moves(7)
        expect(order == ["move", "exercise", "stand", "ticks", "range.start", "range.end", "knob"], f"{order}")
        send(f"down {KEYS['Shift']}", f"key {KEYS['Tab']}", f"key {KEYS['Tab']}", f"up {KEYS['Shift']}")
        expect(focus_moves(9)[-2:] == ["range.end", "range.start"], f"{focus_moves(9)}")
        before = len(demo.lines)
        keys("Right")
        moved = demo.wait_for(lambda e: e["event"] == "changed" and e["source"] == "key", before, what="a key change")
        expect(moved["control"] == "range.start", f"Right moved the focused part: {moved}")


def typed_values_commit_refuse_and_cancel():
    with Demo("--scene", "knob", "--size", "300x300") as demo:
        before = len(demo.lines)
        keys("5", "0", "Return")
        typed = demo.wait_for(lambda e: e["event"] == "changed", before, what="the typed value")
        expect(typed["source"] == "typed" and typed["value"] == 0.5, f"50 is half the range: {typed}")
        demo.wait_for(lambda e: e["event"] == "ended", before, what="the typed gesture's end")
        gesture = [f"{e['event']} {e.get('gesture') or e['source']}" for e in demo.events(before)]
        expect(gesture == ["began typed", "changed typed", "ended key"], f"{gesture}")
        before = len(demo.lines)
        keys("2", "5", "0", "Return")
        clamped = demo.wait_for(lambda e: e["event"] == "changed", before, what="the clamped value")
        expect(clamped["source"] == "typed" and clamped["value"] == 1, f"250 is clamped: {clamped}")
        before = len(demo.lines)
        keys("0", ".", "2", ".", "3", "Return", "Escape", "Left")
        left = demo.wait_for(lambda e: e["event"] == "changed", before, what="the key after the refusal")
        expect(left["source"] == "key" and abs(left["value"] - 0.99) < 1e-9, f"{demo.events(before)}")
        before = len(demo.lines)
        keys("1", "0", "Escape", "Left")
        after = demo.wait_for(lambda e: e["event"] == "changed", before, what="the key after the cancel")
        expect(after["source"] == "key" and abs(after["value"] - 0.98) < 1e-9, f"{demo.events(before)}")


def drag_still_works_after_a_resize():
    with Demo("--scene", "knob", "--size", "400x400", "--value", "0.25") as demo:
        for command in ['[app_id="circular-demo"] floating enable', '[app_id="circular-demo"] resize set 300 240',
                        '[app_id="circular-demo"] move position 0 0']:
            subprocess.run(["swaymsg", "-s", IPC, command], check=True, capture_output=True)
        time.sleep(0.5)
        # The knob scene centres the knob and sizes it by the shorter side, as the ready line's 400x400 did.
        knob = dict(demo.control("knob"), center=[150, 120], radius=demo.control("knob")["radius"] * 240 / 400)
        drag(knob, 0.25, 0.35)
        events = demo.drag_events("knob")
        expect(abs(events[-1]["value"] - 0.35) < 0.01, f"the drag on the resized window: {events}")


def the_compositor_closing_the_window_exits_with_zero_and_an_exit_line():
    with Demo("--scene", "knob", "--size", "400x400") as demo:
        subprocess.run(["swaymsg", "-s", IPC, '[app_id="circular-demo"] kill'], check=True, capture_output=True)
        code = demo.process.wait(10)
        exit_line = wait_until(lambda: next((line for line in demo.lines if line.startswith('{"event":"exit"')), None),
                               5, "the exit line")
        expect(code == 0 and json.loads(exit_line)["code"] == 0, f"status {code}, {exit_line}")


def scrolled(demo, knob, amounts, after):
    """The changes of `knob` after finger scrolls of each of `amounts` (15 a notch, negative up), over the knob."""
    send(*move_to(*point(knob, knob["value"], offset=-30)))
    for amount in amounts:
        send(f"finger {amount}", "sleep 50")
    time.sleep(0.5)
    return [e for e in demo.events(after) if e["event"] == "changed"]


def quarter_notches_move_an_unstepped_knob_at_once():
    with Demo("--scene", "knob", "--size", "400x400", "--value", "0.5") as demo:
        knob = demo.control("knob")
        changes = scrolled(demo, knob, [-3.75] * 4, 0)
        values = [e["value"] for e in changes]
        expect(len(values) == 4 and all(abs(v - w) < 1e-9 for v, w in zip(values, [0.5025, 0.505, 0.5075, 0.51]))
               and all(e["source"] == "wheel" for e in changes), f"a quarter of 1 % each: {changes}")
        before = len(demo.lines)
        down = scrolled(demo, knob, [3.75], before)
        expect(len(down) == 1 and abs(down[0]["value"] - 0.5075) < 1e-9, f"and back by a quarter: {down}")
        demo.wait_for(lambda e: e["event"] == "ended", what="the wheel gesture's end")
        expect(any(e["event"] == "began" and e.get("gesture") == "wheel" for e in demo.events()), "a wheel gesture")


def quarter_notches_add_up_to_one_step_on_a_stepped_knob():
    with Demo("--scene", "knob", "--size", "400x400", "--value", "0.5", "--step", "0.1") as demo:
        knob = demo.control("knob")
        three = scrolled(demo, knob, [-3.75] * 3, 0)
        expect(three == [], f"three quarters of a notch move a stepped knob nowhere: {three}")
        before = len(demo.lines)
        fourth = scrolled(demo, knob, [-3.75], before)
        expect(len(fourth) == 1 and abs(fourth[0]["value"] - 0.6) < 1e-9, f"the fourth makes one step: {fourth}")


def a_whole_notch_counts_once():
    with Demo("--scene", "knob", "--size", "400x400", "--value", "0.5") as demo:
        knob = demo.control("knob")
        send(*move_to(*point(knob, 0.5, offset=-30)), "wheel -1")
        time.sleep(0.5)
        changes = [e for e in demo.events() if e["event"] == "changed"]
        expect(len(changes) == 1 and abs(changes[0]["value"] - 0.51) < 1e-9, f"one notch, one change: {changes}")


def screenshot():
    """The compositor's picture of its output, as a list of (red, green, blue)."""
    path = os.path.join(os.path.dirname(INPUT), "twin-screen.ppm")
    subprocess.run(["grim", "-t", "ppm", path], env=dict(os.environ, WAYLAND_DISPLAY=SOCKET), capture_output=True,
                   check=True)
    return same_pixels.ppm(path)[2]


def is_focus_ring_blue(pixel):
    return abs(pixel[0] - 0x35) <= 12 and abs(pixel[1] - 0x84) <= 12 and abs(pixel[2] - 0xE4) <= 12


def the_focus_ring_shows_after_tab_and_goes_with_a_press():
    with Demo("--scene", "knob", "--size", "300x300") as demo:
        # A press on the background (no control there) first, as on X11.
        send(*move_to(2, 2), "press", "release")
        time.sleep(0.3)
        plain = screenshot()
        # (At 400x400 a couple of the arc's anti-aliased edge pixels fall within the ring's blue.)
        before = sum(map(is_focus_ring_blue, plain))
        expect(before < 10, f"no focus ring before any key: {before} pixels of its blue")
        keys("Tab")
        ring = wait_until(lambda: (lambda count: count if count > before + 100 else None)(
            sum(map(is_focus_ring_blue, screenshot()))), 5, "the focus ring after Tab")
        send("press", "release")
        differing = wait_until(lambda: (lambda shot: shot == plain)(screenshot()), 5, "the window as before Tab")
        expect(ring > 100 and differing, f"{ring} pixels of the ring after Tab")


def main():
    failed = 0
    for scenario in [wrapping_drag_across_12_o_clock_continues_from_min, multi_turn_value_counts_past_max,
                     press_off_the_knobs_centre_does_not_jump, each_activity_ring_is_dragged_by_its_own_track,
                     range_knobs_are_traced_as_two_controls, vertical_linear_drag_and_double_click_to_the_default,
                     escape_during_a_linear_drag_shows_the_pointer_on_the_restored_knob,
                     tab_and_shift_tab_move_the_focus_through_every_part,
                     the_focus_ring_shows_after_tab_and_goes_with_a_press, typed_values_commit_refuse_and_cancel,
                     quarter_notches_move_an_unstepped_knob_at_once,
                     quarter_notches_add_up_to_one_step_on_a_stepped_knob, a_whole_notch_counts_once,
                     drag_still_works_after_a_resize,
                     the_compositor_closing_the_window_exits_with_zero_and_an_exit_line]:
        name = scenario.__name__.replace("_", " ")
        try:
            scenario()
            print(f"PASS {name}", flush=True)
        except (Failure, subprocess.SubprocessError, OSError, ValueError, KeyError) as failure:
            failed += 1
            print(f"FAIL {name}: {failure}", flush=True)
    sys.exit(1 if failed else 0)


main()
