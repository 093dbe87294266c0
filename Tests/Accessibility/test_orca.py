"""A blind user's walk over the demo with a real screen reader: Debian's Orca 43, its speech recorded as text.

usage: /usr/bin/python3 Tests/Accessibility/test_orca.py PATH/TO/circular-demo    (inside dbus-run-session)

The demo (`--scene all`) runs under a private Xvfb; Orca (orca/orca-headless) starts with settings of its own (a
private home, speech through orca/capture_speech.py, which records what Orca would say and plays nothing, braille
and sound off). The window takes the keyboard focus, and keys go in as a person presses them, one at a time, each
followed by what Orca said for it:
- the focus arriving, and Tab onto each control: the control's name, its role and the value as it shows it
  ("Knob dial 25%", "Exercise dial 135%", "Range start slider 20–70%"), never the raw number ("0.25");
- Right on the knob: its new text ("26%"); End: "100%".
Every process it starts is stopped at the end.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import atspi_harness as harness

HERE = os.path.dirname(os.path.abspath(__file__))

# (key, what Orca must say for it), from the window taking the focus (None) on.
WALK = [
    (None, "Knob dial 25%"),
    ("Tab", "Move dial 80%"), ("Tab", "Exercise dial 135%"), ("Tab", "Stand dial 55%"),
    ("Tab", "Tick dial dial 60%"), ("Tab", "Range start slider 20\u201370%"), ("Tab", "Range end slider 20\u201370%"),
    ("Tab", "Knob dial 25%"), ("Right", "26%"), ("End", "100%"),
]

SETTINGS = {
    "general": {}, "pronunciations": {}, "keybindings": {},
    "profiles": {"default": {
        "profile": ["Default", "default"], "enableSpeech": True, "speechServerFactory": "capture_speech",
        "speechServerInfo": None, "enableBraille": False, "enableBrailleMonitor": False, "enableSound": False,
        "enableMouseReview": False, "enableKeyEcho": False, "enableEchoByCharacter": False,
        "enableEchoByWord": False, "presentToolTips": False, "pronunciations": {}, "keybindings": {},
    }},
}


class Orca(harness.ChildProcess):
    """Orca with its speech recorded in `folder`/speech.jsonl; a context manager that always stops it."""

    def __init__(self, display, folder):
        preferences = os.path.join(folder, "preferences")
        os.makedirs(preferences)
        with open(os.path.join(preferences, "user-settings.conf"), "w") as file:
            json.dump(SETTINGS, file)
        shutil.copy(os.path.join(HERE, "orca", "capture_speech.py"), preferences)
        self.capture = os.path.join(folder, "speech.jsonl")
        open(self.capture, "w").close()
        environment = dict(os.environ, DISPLAY=display, HOME=folder, XDG_CONFIG_HOME=os.path.join(folder, "config"),
                           XDG_DATA_HOME=os.path.join(folder, "data"), XDG_CACHE_HOME=os.path.join(folder, "cache"),
                           GSETTINGS_BACKEND="memory", ORCA_SPEECH_CAPTURE=self.capture,
                           LC_ALL="C.UTF-8", LANG="C.UTF-8", LANGUAGE="")  # Orca's own words untranslated
        self.log = open(os.path.join(folder, "orca.log"), "w")
        self.process = subprocess.Popen([os.path.join(HERE, "orca", "orca-headless"), "-u", preferences],
                                        env=environment, stdin=subprocess.DEVNULL, stdout=self.log,
                                        stderr=subprocess.STDOUT)

    def stop(self):
        super().stop()
        self.log.close()

    def utterances(self):
        with open(self.capture, encoding="utf-8") as file:
            return [json.loads(line) for line in file if line.strip()]

    def spoken_after(self, count, settle=0.3, timeout=5):
        """What Orca said after its first `count` utterances, once it has been quiet for `settle` seconds (at most
        `timeout` seconds of waiting)."""
        deadline = time.monotonic() + timeout
        while True:
            new = self.utterances()[count:]
            if new and time.time() - new[-1]["t"] >= settle or time.monotonic() >= deadline:
                return [utterance["text"] for utterance in new if utterance["kind"] == "speak"]
            time.sleep(0.05)


def walk(checks, server, program, folder):
    program.wait_for_line(lambda line: line.startswith('{"event":"ready"'), 30, "the ready line")
    window = json.loads(program.lines[0])["window"]
    # The rings fill up after the ready line: the walk starts once the trace is quiet.
    state = {"count": -1, "since": time.monotonic()}

    def quiet():
        if len(program.lines) != state["count"]:
            state.update(count=len(program.lines), since=time.monotonic())
        return time.monotonic() - state["since"] >= 0.5
    harness.wait_until(quiet, 15, "the rings to settle")
    with Orca(server.display, folder) as orca:
        harness.wait_until(lambda: "Screen reader on." in [u["text"] for u in orca.utterances()], 30,
                           "Orca's 'Screen reader on.'")
        for key, expected in WALK:
            before = len(orca.utterances())
            if key is None:  # Xvfb has no window manager: the window takes the focus as one would give it
                harness.xdotool(server.display, "windowfocus", "--sync", window)
            else:
                harness.xdotool(server.display, "key", key)
            spoken = orca.spoken_after(before)
            print(f"  {key or 'focus'}: {spoken}", flush=True)
            said = " ".join(spoken)
            checks.expect(expected in said, f"{key or 'the focus'}: Orca says {expected!r}, said {spoken}")
            checks.expect("0.25" not in said and "1.35" not in said, f"{key}: no raw number in {spoken}")


def main():
    checks = harness.Checks("Orca over circular-demo --scene all")
    if not os.access("/usr/bin/orca", os.X_OK):
        print("SKIP Orca is not installed (Debian's orca package)", flush=True)
        return 0
    folder = tempfile.mkdtemp(prefix="orca-walk-")
    try:
        with harness.XServer() as server, harness.Program(
                [sys.argv[1], "--trace", "--scene", "all"], server.display) as program:
            checks.step("the walk", walk, checks, server, program, folder)
    except harness.Failure as failure:
        checks.expect(False, str(failure))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
