"""Start-up of circular-demo as a native Wayland client, to its first frame committed, against a bare wl_shm client
of ours (Benchmarks/Wayland/wl-bare-window.c: a toplevel filled once), both on the same headless compositor, over
RUNS alternating pairs; and the demo's idle CPU there. Each program reports when it committed its first frame (the
demo's ready line its `firstFrameAt`, the bare client's `ready T`, on CLOCK_MONOTONIC, the clock of time.monotonic()),
and a start is timed from the spawn to that moment: the demo prints its ready line only after a round trip has
settled the frame, which the bare client does not wait for.

usage: /usr/bin/python3 Benchmarks/Startup/wayland_startup.py DEMO BARE_CLIENT SOCKET [RUNS]
(SOCKET: the compositor's socket, for WAYLAND_DISPLAY; scripts/bench-wayland starts sway headless for it)

Prints `figure startup_ms_bare_wl_shm V`, `figure startup_ms_knob_wayland V`, `ratio startup_vs_bare_wl_shm V` (the
medians) and `figure idle_cpu_seconds_wayland V` (user + system CPU of the knob window over 5 idle seconds); exits 1
when a run fails. Then the same pairs timed to the ready lines themselves, the bare client waiting before its own for
a round trip after its commit (`acknowledged`): the point the demo's ready line marks (its first frame settled with
one round trip): `figure startup_ms_bare_wl_shm_acknowledged V` and `ratio startup_vs_bare_wl_shm_acknowledged V`.
The demo keeps its caches in a folder of the benchmark's own, filled by one untimed start (startup.use_own_cache);
the bare client starts once untimed too, and the files both mapped, and the demo's cache files, stay locked in the
page cache for the run (startup.keep_in_page_cache).
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
    startup.use_own_cache()
    try:
        resident = startup.warm_up(knob, compositor) | startup.warm_up([bare, "400", "400"], compositor,
                                                                      startup.BARE_READY)
        startup.keep_in_page_cache(resident | startup.cached_files())
        knob_ms, bare_ms, samples = startup.alternate(
            runs, (knob, compositor, False, startup.DEMO_READY), ([bare, "400", "400"], compositor, False,
                                                                   startup.BARE_READY), to_first_frame=True)
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
    print(f"to the first frame committed: knob window on Wayland: {', '.join(f'{v:.1f}' for v in samples[0])} ms; "
          f"bare wl_shm client: {', '.join(f'{v:.1f}' for v in samples[1])} ms")
    print(f"figure startup_ms_bare_wl_shm {bare_ms:.1f}")
    print(f"figure startup_ms_knob_wayland {knob_ms:.1f}")
    print(f"ratio startup_vs_bare_wl_shm {knob_ms / bare_ms:.2f}")
    print(f"figure idle_cpu_seconds_wayland {idle_cpu:.2f}")
    print(f"to the ready lines: knob window: {', '.join(f'{v:.1f}' for v in acknowledged_samples[0])} ms; "
          f"bare wl_shm client, ready after a round trip: {', '.join(f'{v:.1f}' for v in acknowledged_samples[1])} ms")
    print(f"figure startup_ms_knob_wayland_ready {knob_again_ms:.1f}")
    print(f"figure startup_ms_bare_wl_shm_acknowledged {acknowledged_ms:.1f}")
    print(f"ratio startup_vs_bare_wl_shm_acknowledged {knob_again_ms / acknowledged_ms:.2f}")


main()
