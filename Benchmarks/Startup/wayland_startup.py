"""Start-up of circular-demo as a native Wayland client, to its ready line (its first frame committed), against a bare
wl_shm client of ours (Benchmarks/Wayland/wl-bare-window.c: a toplevel filled once), both on the same headless
compositor, over RUNS alternating pairs; and the demo's idle CPU there.

usage: /usr/bin/python3 Benchmarks/Startup/wayland_startup.py DEMO BARE_CLIENT SOCKET [RUNS]
(SOCKET: the compositor's socket, for WAYLAND_DISPLAY; scripts/bench-wayland starts sway headless for it)

Prints `figure startup_ms_bare_wl_shm V`, `figure startup_ms_knob_wayland V`, `ratio startup_vs_bare_wl_shm V` (the
medians) and `figure idle_cpu_seconds_wayland V` (user + system CPU of the knob window over 5 idle seconds); exits 1
when a run fails. Then the same pairs against the bare client waiting, before its ready line, for a round trip after
its commit (`acknowledged`): the point the demo's ready line marks (its first frame settled with one round trip), so
that the figures show how much of the difference is that round trip: `figure startup_ms_bare_wl_shm_acknowledged V`
and `ratio startup_vs_bare_wl_shm_acknowledged V`.
"""

import os
import sys
import time

import startup


def main():
    demo, bare, socket = sys.argv[1], sys.argv[2], sys.argv[3]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 15
    # Neither may fall back to an X server.
    os.environ.pop("DISPLAY", None)
    compositor = {"WAYLAND_DISPLAY": socket}
    knob = [demo, "--backend", "wayland", "--trace", "--scene", "knob", "--size", "400x400"]
    try:
        knob_ms, bare_ms, samples = startup.alternate(
            runs, (knob, compositor, False, startup.DEMO_READY), ([bare, "400", "400"], compositor, False,
                                                                   startup.BARE_READY))
        knob_again_ms, acknowledged_ms, acknowledged_samples = startup.alternate(
            runs, (knob, compositor, False, startup.DEMO_READY), ([bare, "400", "400", "acknowledged"], compositor,
                                                                   False, startup.BARE_READY))
        _, idle = startup.time_to_ready(knob, compositor, False)
        time.sleep(0.5)
        before = startup.cpu_seconds(idle.pid)
        time.sleep(5)
        idle_cpu = startup.cpu_seconds(idle.pid) - before
        startup.harness.stop_process(idle)
    except startup.harness.Failure as failure:
        print(f"wayland start-up benchmark failed: {failure}")
        sys.exit(1)
    print(f"knob window on Wayland: {', '.join(f'{v:.1f}' for v in samples[0])} ms; "
          f"bare wl_shm client: {', '.join(f'{v:.1f}' for v in samples[1])} ms")
    print(f"figure startup_ms_bare_wl_shm {bare_ms:.1f}")
    print(f"figure startup_ms_knob_wayland {knob_ms:.1f}")
    print(f"ratio startup_vs_bare_wl_shm {knob_ms / bare_ms:.2f}")
    print(f"figure idle_cpu_seconds_wayland {idle_cpu:.2f}")
    print(f"bare wl_shm client, ready after a round trip: {', '.join(f'{v:.1f}' for v in acknowledged_samples[1])} ms")
    print(f"figure startup_ms_bare_wl_shm_acknowledged {acknowledged_ms:.1f}")
    print(f"ratio startup_vs_bare_wl_shm_acknowledged {knob_again_ms / acknowledged_ms:.2f}")


main()
