"""Start-up time of circular-demo to its ready line with and without an accessibility bus, and its idle CPU on one.

usage: /usr/bin/python3 Benchmarks/Accessibility/startup.py DEMO [RUNS]    (inside scripts/accessibility-session)

Each run starts `DEMO --trace --scene all` on a private Xvfb and times the spawn to the arrival of the ready line
(the first frame is on screen). Runs alternate between a demo that sees the session's accessibility bus and one
whose environment has no session bus (so it never looks for one), so that a busier stretch of the machine weighs
on both alike; the figures are the medians. The registry is started, and one demo registered, before the first
timed run, so that the bus launcher's own start-up (once per login) is not counted.

Prints `figure startup_ms V`, `figure startup_ms_a11y V`, `figure startup_a11y_extra_ms V` (the difference of the
two medians) and `figure idle_cpu_seconds_a11y V` (user + system CPU over 5 idle seconds of a demo registered on
the bus); exits 1 when a run fails.
"""

import os
import select
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "Accessibility"))
import atspi_harness as harness  # noqa: E402

READY = '{"event":"ready"'


def start_demo(demo, display, with_bus):
    """The demo on `display`, with the session's bus in its environment or none."""
    environment = dict(os.environ, DISPLAY=display)
    if not with_bus:
        for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
            environment.pop(name, None)
    return subprocess.Popen([demo, "--trace", "--scene", "all"], env=environment, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


def time_to_ready(demo, display, with_bus, timeout=20):
    """Seconds from the spawn of the demo to its ready line, and the demo (still running)."""
    start = time.monotonic()
    process = start_demo(demo, display, with_bus)
    received = b""
    while b"\n" not in received:
        remaining = start + timeout - time.monotonic()
        if remaining <= 0 or not select.select([process.stdout], [], [], remaining)[0]:
            harness.stop_process(process)
            raise harness.Failure(f"no ready line within {timeout} s")
        chunk = os.read(process.stdout.fileno(), 4096)
        if not chunk:
            raise harness.Failure(f"the demo ended with status {process.wait()} before its ready line")
        received += chunk
    elapsed = time.monotonic() - start
    if not received.startswith(READY.encode()):
        harness.stop_process(process)
        raise harness.Failure(f"the first line is not the ready line: {received[:80]!r}")
    return elapsed, process


def cpu_seconds(pid):
    """User + system CPU seconds of process `pid` so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    demo = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    # Two servers, so that the runs without a bus never find the bus's address on the root window either.
    with harness.XServer() as plain, harness.XServer() as accessible:
        # Warm-up: the registry and the accessibility bus start on this first registration.
        _, warm = time_to_ready(demo, accessible.display, with_bus=True)
        harness.find_application("circular-demo", timeout=30)
        harness.stop_process(warm)
        without, with_bus = [], []
        for _ in range(runs):
            for samples, display, bus in ((without, plain.display, False), (with_bus, accessible.display, True)):
                elapsed, process = time_to_ready(demo, display, bus)
                samples.append(elapsed * 1e3)
                harness.stop_process(process)
        # Idle CPU of a demo registered on the bus, once the registry has read it and the rings have stopped
        # easing to their values (an animation takes 1.5 s at the most).
        _, idle = time_to_ready(demo, accessible.display, with_bus=True)
        try:
            harness.find_application("circular-demo", timeout=30)
            time.sleep(2)
            before = cpu_seconds(idle.pid)
            time.sleep(5)
            idle_cpu = cpu_seconds(idle.pid) - before
        finally:
            harness.stop_process(idle)
    plain_ms, bus_ms = statistics.median(without), statistics.median(with_bus)
    print(f"start-up to the ready line over {runs} runs each: without a bus {sorted(round(v, 1) for v in without)}")
    print(f"  with the accessibility bus {sorted(round(v, 1) for v in with_bus)}")
    print(f"figure startup_ms {plain_ms:.1f}")
    print(f"figure startup_ms_a11y {bus_ms:.1f}")
    print(f"figure startup_a11y_extra_ms {bus_ms - plain_ms:.1f}")
    print(f"figure idle_cpu_seconds_a11y {idle_cpu:.2f}")


if __name__ == "__main__":
    try:
        main()
    except harness.Failure as failure:
        print(f"accessibility start-up benchmark: {failure}")
        sys.exit(1)
