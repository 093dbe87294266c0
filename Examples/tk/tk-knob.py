#!/usr/bin/python3
"""A knob in a Tk window through the Python binding (circularcontrol, over libcircularcontrol.so with ctypes).

Run:  python3 Examples/tk/tk-knob.py   (after `make install`; needs python3-tk)
      drag the knob, turn the wheel, use the arrows, Page Up/Down, Home, End; Escape cancels a drag; a double click
      on the knob goes back to 50; type a number and Enter to set it (Backspace edits, Escape cancels); 'q' or
      closing the window quits.

Pixels: the control draws premultiplied ARGB32 into a bytearray; each frame with damage becomes a binary PPM (the
bytes R, G, B of every pixel) that a tk.PhotoImage loads. The background is opaque (white), so every pixel is opaque
and premultiplied equals straight colour: the conversion only reorders bytes, with slices (no per-pixel loop).

Input: Tk's Button-4 and Button-5 (X11's wheel) are a notch each; <MouseWheel> (other platforms and toolkits that
send it) gives delta / 120 notches, fractions passed on. Tab goes to the control (a single knob keeps the focus)
and stops Tk's own focus traversal.

Gestures (see "Gestures." in circularcontrol.h): every change a person makes lies inside a BEGAN ... ENDED pair. A
key's release goes to key_release, which ends a key run once no value key is held; Tk does not ask X for detectable
auto-repeat, so a held key repeats as a release and a press at once: each release waits RELEASE_DELAY_MS and is
dropped when a press of the same key comes first. Losing the focus (set_keyboard_focus(False)) ends a key run too.
Each wheel notch goes to wheel(..., time=time.monotonic()), so a burst is one gesture; a Tk timer (after) at
gesture_deadline (0.5 s after the last notch) calls advance_clock on the same clock, which ends it without any
further input.

On standard output it prints "ready KNOB_X KNOB_Y CENTER_X CENTER_Y VALUE" once the window is shown (in window
pixels), "value V" after every change, "gesture began KIND" (drag, wheel, keys, typed, reset) and "gesture ended
OUTCOME" (committed, cancelled) around a person's changes, and "final value V" on exit, so a script can drive it with
xdotool.
"""

import math
import sys
import time
import tkinter as tk

import circularcontrol as cc

SIZE = 240

# How long a key release waits for the press of an auto-repeat that would follow it at once, in milliseconds.
RELEASE_DELAY_MS = 30

KEYS = {
    "Left": cc.Key.LEFT, "Right": cc.Key.RIGHT, "Up": cc.Key.UP, "Down": cc.Key.DOWN,
    "Prior": cc.Key.PAGE_UP, "Next": cc.Key.PAGE_DOWN, "Home": cc.Key.HOME, "End": cc.Key.END,
    "Escape": cc.Key.ESCAPE, "Tab": cc.Key.TAB, "ISO_Left_Tab": cc.Key.TAB, "Return": cc.Key.ENTER,
    "KP_Enter": cc.Key.ENTER, "BackSpace": cc.Key.BACKSPACE,
}


def modifiers_from(state):
    """The control's modifiers for a Tk event's state (Shift 0x1, Control 0x4, Mod1 0x8)."""
    modifiers = cc.Modifier.NONE
    if state & 0x1:
        modifiers |= cc.Modifier.SHIFT
    if state & 0x4:
        modifiers |= cc.Modifier.CONTROL
    if state & 0x8:
        modifiers |= cc.Modifier.ALT
    return modifiers


def ppm_from_argb32(pixels, width, height):
    """A binary PPM of opaque premultiplied ARGB32 pixels in little-endian byte order (B, G, R, A in memory)."""
    rgb = bytearray(width * height * 3)
    rgb[0::3] = pixels[2::4]
    rgb[1::3] = pixels[1::4]
    rgb[2::3] = pixels[0::4]
    return b"P6 %d %d 255\n" % (width, height) + bytes(rgb)


class KnobView:
    def __init__(self, root):
        self.root = root
        self.knob = cc.Control(max=100, center_x=SIZE / 2, center_y=SIZE / 2, radius=90, line_width=18,
                               arc_start_degrees=-135, arc_sweep_degrees=270, default_value=50,
                               label=cc.Label.PERCENTAGE)
        self.pixels = cc.new_pixels(SIZE, SIZE)
        self.image = tk.PhotoImage(width=SIZE, height=SIZE)
        self.view = tk.Label(root, image=self.image, borderwidth=0, highlightthickness=0, takefocus=1)
        self.view.pack()
        self.ready_printed = False
        self.pending_releases = {}  # Key: the `after` id of its release held back
        self.deadline_timer = None  # the `after` id of the wake-up at the gesture deadline
        self.scheduled_deadline = None
        bindings = {
            "<ButtonPress-1>": lambda e: self.press(e, 1), "<Double-ButtonPress-1>": lambda e: self.press(e, 2),
            "<Motion>": self.motion, "<ButtonRelease-1>": self.release, "<Leave>": self.leave,
            "<Button-4>": lambda e: self.wheel(e, 1), "<Button-5>": lambda e: self.wheel(e, -1),
            "<MouseWheel>": lambda e: self.wheel(e, e.delta / 120), "<KeyPress>": self.key_press,
            "<KeyRelease>": self.key_release,
            "<FocusIn>": lambda e: self.focus(True), "<FocusOut>": lambda e: self.focus(False),
            "<Map>": self.mapped,
        }
        for sequence, handler in bindings.items():
            self.view.bind(sequence, handler)
        self.view.focus_set()
        self.redraw(full=True)

    def press(self, event, click_count):
        self.view.focus_set()
        self.knob.pointer_down(event.x, event.y, modifiers_from(event.state), click_count)
        self.after_input()

    def motion(self, event):
        self.knob.pointer_move(event.x, event.y, modifiers_from(event.state))
        self.after_input()

    def release(self, event):
        self.knob.pointer_up(event.x, event.y, modifiers_from(event.state))
        self.after_input()

    def leave(self, _event):
        self.knob.pointer_leave()
        self.after_input()

    def wheel(self, event, notches):
        if notches:
            self.knob.wheel(notches, modifiers_from(event.state), time=time.monotonic())
            self.after_input()

    def key_press(self, event):
        key = KEYS.get(event.keysym)
        modifiers = modifiers_from(event.state)
        if event.keysym == "ISO_Left_Tab":
            modifiers |= cc.Modifier.SHIFT
        if key is not None:
            pending = self.pending_releases.pop(key, None)
            if pending is not None:  # an auto-repeat: the key never came up
                self.root.after_cancel(pending)
            self.knob.key(key, modifiers)
        elif event.keysym == "q":
            self.root.destroy()
            return "break"
        elif event.char and event.char.isprintable():
            self.knob.type_text(event.char)
        else:
            return None
        self.after_input()
        return "break"  # no Tk focus traversal on Tab

    def key_release(self, event):
        key = KEYS.get(event.keysym)
        if key is None:
            return None
        pending = self.pending_releases.pop(key, None)
        if pending is not None:
            self.root.after_cancel(pending)
        self.pending_releases[key] = self.root.after(RELEASE_DELAY_MS, lambda: self.key_released(key))
        return "break"

    def key_released(self, key):
        """A key came up and no auto-repeat followed: the last value key held ends the key gesture."""
        self.pending_releases.pop(key, None)
        self.knob.key_release(key)
        self.after_input()

    def focus(self, has_focus):
        self.knob.set_keyboard_focus(has_focus)
        self.after_input()

    def mapped(self, _event):
        if not self.ready_printed:
            state = self.knob.state
            print(f"ready {state.knob_x:.0f} {state.knob_y:.0f} {SIZE / 2:.0f} {SIZE / 2:.0f} {state.value:.6g}",
                  flush=True)
            self.ready_printed = True

    def after_input(self):
        for event in self.knob.events():
            if event.kind == cc.EventKind.CHANGED:
                print(f"value {event.value:.6g}", flush=True)
            elif event.kind in (cc.EventKind.BEGAN, cc.EventKind.ENDED):
                print(f"gesture {event.kind.name.lower()} {event.detail.name.lower()}", flush=True)
        self.redraw()
        self.schedule_gesture_deadline()

    def schedule_gesture_deadline(self):
        """Keeps one Tk timer at the gesture deadline while a wheel burst is under way, none otherwise."""
        deadline = self.knob.gesture_deadline
        if self.deadline_timer is not None and deadline == self.scheduled_deadline:
            return
        if self.deadline_timer is not None:
            self.root.after_cancel(self.deadline_timer)
            self.deadline_timer = None
        if deadline is not None:
            wait = max(0, math.ceil((deadline - time.monotonic()) * 1000))
            self.deadline_timer = self.root.after(wait, self.deadline_reached)
            self.scheduled_deadline = deadline

    def deadline_reached(self):
        """The gesture deadline came: a wheel burst idle for 0.5 s ends."""
        self.deadline_timer = None
        self.knob.advance_clock(time.monotonic())
        self.after_input()  # schedules again if the burst goes on (a timer that came a little early)

    def redraw(self, full=False):
        damage = self.knob.render(self.pixels, SIZE, SIZE, full=full)
        if damage.width > 0 and damage.height > 0:
            self.image.configure(data=ppm_from_argb32(self.pixels, SIZE, SIZE), format="PPM")


def main():
    if sys.byteorder != "little":
        print("tk-knob: the PPM conversion assumes a little-endian machine", file=sys.stderr)
        return 1
    root = tk.Tk()
    root.title("CircularControl Tk example")
    root.resizable(False, False)
    view = KnobView(root)
    root.mainloop()
    print(f"final value {view.knob.value:.6g}", flush=True)
    view.knob.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
