"""What the Wayland tests read from and write for the demo's trace: points on a control's ring from the ready line,
and checks of the event lines that followed.

usage:
  trace_tool.py points TRACE CONTROL FROM TO STEPS    the virtual pointer's lines for a press at turn FROM of
                                                      CONTROL's ring, STEPS moves along it to turn TO, a release
  trace_tool.py press TRACE CONTROL                   a press and a release right on CONTROL's knob
  trace_tool.py over TRACE CONTROL                    a move onto CONTROL's knob
  trace_tool.py ring KX KY CX CY DEGREES               the virtual pointer's lines for a press on a knob at (KX, KY),
                                                      a drag round its ring's centre (CX, CY) by DEGREES clockwise
                                                      in steps of 5, and a release (for programs without a trace)
  trace_tool.py events TRACE CONTROL                  CONTROL's event lines after the ready line, one JSON a line
  trace_tool.py changes TRACE CONTROL                 CONTROL's changes, "VALUE SOURCE" a line (the value as the
                                                      trace wrote it)
"""
import json
import math
import sys


def lines(path):
    # The JSON lines: a demo run with --print-events writes its plain lines in between.
    return [json.loads(line) for line in open(path) if line.startswith("{")]


def control(path, name):
    ready = lines(path)[0]
    return next(c for c in ready["controls"] if c["name"] == name)


def point(knob, turns):
    angle = 2 * math.pi * turns
    return (knob["center"][0] + knob["radius"] * math.sin(angle), knob["center"][1] - knob["radius"] * math.cos(angle))


def ring_drag(knob_x, knob_y, center_x, center_y, degrees):
    radius = math.hypot(knob_x - center_x, knob_y - center_y)
    start = math.atan2(knob_y - center_y, knob_x - center_x)
    print(f"move {round(knob_x) + 1} {round(knob_y)}\nmove {round(knob_x)} {round(knob_y)}\npress")
    for step in range(5, int(degrees) + 1, 5):
        angle = start + math.radians(step)
        print(f"move {round(center_x + radius * math.cos(angle))} {round(center_y + radius * math.sin(angle))}")
    print("release")


def main(arguments):
    if arguments[0] == "ring":
        ring_drag(*map(float, arguments[1:6]))
        return
    command, path, name = arguments[0], arguments[1], arguments[2]
    knob = control(path, name)
    if command == "points":
        start, end, steps = float(arguments[3]), float(arguments[4]), int(arguments[5])
        x, y = point(knob, start)
        print(f"move {round(x) + 1} {round(y)}\nmove {round(x)} {round(y)}\npress")
        for step in range(1, steps + 1):
            x, y = point(knob, start + (end - start) * step / steps)
            print(f"move {round(x)} {round(y)}")
        print("release")
    elif command in ("press", "over"):
        x, y = point(knob, knob["value"])
        # A pixel off first: a move to where the pointer already is would send the window nothing.
        print(f"move {round(x) + 1} {round(y)}\nmove {round(x)} {round(y)}")
        if command == "press":
            print("press\nrelease")
    elif command == "changes":
        for event in lines(path)[1:]:
            if event.get("control") == name and event["event"] == "changed":
                print(f"{event['value']!r} {event['source']}")
    elif command == "events":
        for event in lines(path)[1:]:
            if event.get("control") == name:
                print(json.dumps(event, separators=(",", ":")))


main(sys.argv[1:])
