"""Start-up of circular-demo to its ready line: against a bare Xlib window, and with and without an accessibility
bus; the peak memory of its knob window against the bare window's; and the demo's idle CPU while registered on a
bus.

usage: /usr/bin/python3 Benchmarks/Startup/startup.py DEMO BARE_WINDOW [RUNS]    (inside scripts/accessibility-session)

Each run starts a program on a private Xvfb and times the spawn to the arrival of its ready line (its first frame
is on screen). Two comparisons, each over RUNS pairs (15 by default) whose two runs alternate, so that a busier
stretch of the machine weighs on both alike; the figures are the medians:
- `DEMO --trace --scene knob --size 400x400` against `BARE_WINDOW 400 400` (Benchmarks' x11-bare-window: a window
  filled once), neither with a session bus;
- `DEMO --trace --scene all` with the session's accessibility bus, against the same without a session bus (so it
  never looks for one). The registry is started, and one demo registered, before the first timed run, so that
  the bus launcher's own start-up (once per login) is not counted.
In the first comparison each process's peak RSS (VmHWM) is read half a second after its ready line, before it is
stopped; the figure is the ratio of the two medians.

Prints `figure startup_ms_bare_xlib V`, `figure startup_ms_knob V`, `ratio startup_vs_bare_xlib V`,
`figure rss_kib_bare_xlib V`, `figure rss_kib_knob V`, `ratio rss_vs_bare_xlib V`,
`figure startup_ms V` (the whole demo without a bus), `figure startup_ms_a11y V`, `figure startup_a11y_extra_ms V`
(the difference of those two medians) and `figure idle_cpu_seconds_a11y V` (user + system CPU over 5 idle seconds
of a demo registered on the bus); exits 1 when a run fails. The programs keep their caches in a folder of the
benchmark's own, filled by one untimed start of each scene (`use_own_cache`, `warm_up`): every timed start is a start
after the first, whatever the user's cache holds. The bare window starts once untimed as well, and the files both
programs mapped, and the demo's cache files, stay locked in the page cache for the run (`keep_in_page_cache`).
"""

import atexit
import ctypes
import json
import mmap
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "Accessibility"))
import atspi_harness as harness  # noqa: E402

DEMO_READY = b'{"event":"ready"'
BARE_READY = b"ready"


def start(argv, display, with_bus, errors):
    """`argv` on `display` (an X display's name, or a dict of the variables that name another window system's server,
    such as WAYLAND_DISPLAY), with the session's bus in its environment or none, its standard error written to the
    file `errors` (read by `failure` when the start goes wrong)."""
    environment = dict(os.environ, **(display if isinstance(display, dict) else {"DISPLAY": display}))
    if not with_bus:
        for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
            environment.pop(name, None)
    return subprocess.Popen(argv, env=environment, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=errors)


def failure(what, errors):
    """A harness.Failure saying `what` went wrong and the last lines the program wrote to `errors`, if any."""
    errors.flush()
    errors.seek(0)
    written = errors.read().decode(errors="replace").strip().splitlines()
    said = f"; it wrote: {' | '.join(written[-5:])}" if written else ""
    return harness.Failure(what + said)


def use_own_cache():
    """Points the programs started from now on at a cache folder of the benchmark's own (`XDG_CACHE_HOME`), removed at
    exit, so that the figures do not depend on what earlier runs left in the user's (the label font's match and
    glyphs, the first frame's band maps: CircularRender's FontMatchCache, GlyphCache and BandMapCache). `warm_up`
    fills it as a first start does."""
    folder = tempfile.mkdtemp(prefix="circular-bench-cache-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    os.environ["XDG_CACHE_HOME"] = folder


def warm_up(argv, display, ready=DEMO_READY):
    """Starts `argv` on `display` once, to its ready line (`ready`), and stops it: the start every later one is after
    (its kept font match, glyphs and band maps written). Returns the files the program had mapped (its executable and
    the libraries it loaded), for `keep_in_page_cache`."""
    _, process = time_to_ready(argv, display, False, ready)
    time.sleep(0.2)
    files = mapped_files(process.pid)
    harness.stop_process(process)
    return files


def mapped_files(pid):
    """The regular files process `pid` maps, from /proc/PID/maps (not its anonymous or memfd memory)."""
    with open(f"/proc/{pid}/maps") as maps:
        paths = {fields[5].rstrip("\n") for fields in (line.split(maxsplit=5) for line in maps) if len(fields) == 6}
    return {path for path in paths if path.startswith("/") and os.path.isfile(path)}


def cached_files():
    """The files in the programs' cache folder (`use_own_cache`), once a start has written them."""
    folder = os.environ["XDG_CACHE_HOME"]
    return {os.path.join(where, name) for where, _, names in os.walk(folder) for name in names}


def keep_in_page_cache(paths):
    """Maps each file of `paths` whole and locks the mapping in memory (mlock) until the benchmark ends, so that every
    timed start finds the programs' executables, libraries and cache files in the page cache, as its warm-up left
    them. Without it a host that reclaims file pages it sees as cold (a DAMON `pageout` scheme, say) can drop them
    between two starts, and the next start of a program reads its whole executable again: the demo's is 15 MiB, and
    on a disk with 8 MiB of read-ahead its start took 24 ms instead of 3.5 against the bare client's 4.8 instead of
    2.4. Both programs' files are kept alike, so the ratio compares the work of the two starts, not the disk.
    Prints a note for each file it could not lock (a user's RLIMIT_MEMLOCK, say) and goes on without it."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long)
    libc.mlock.argtypes = (ctypes.c_void_p, ctypes.c_size_t)
    for path in sorted(paths):
        size = os.path.getsize(path)
        if size == 0:
            continue
        descriptor = os.open(path, os.O_RDONLY)
        try:
            address = libc.mmap(None, size, mmap.PROT_READ, mmap.MAP_SHARED, descriptor, 0)
            if address in (None, ctypes.c_void_p(-1).value):
                error = ctypes.get_errno()
            else:
                error = 0 if libc.mlock(ctypes.c_void_p(address), size) == 0 else ctypes.get_errno()
        finally:
            os.close(descriptor)
        if error:
            print(f"note: {path} is not kept in the page cache ({os.strerror(error)}); a start may read it again")


def demo_argv(demo, scene):
    """The demo with its trace on, showing `scene`."""
    size = ["--size", "400x400"] if scene == "knob" else []
    return [demo, "--trace", "--scene", scene] + size


def time_to_ready(argv, display, with_bus, ready=DEMO_READY, timeout=20, to_first_frame=False):
    """Seconds from the spawn of `argv` to its first line, which must start with `ready`, and the process (still
    running). With `to_first_frame`, seconds from the spawn to the moment the line reports for the program's first
    frame instead (`first_frame_at`)."""
    with tempfile.TemporaryFile() as errors:
        start_time = time.monotonic()
        process = start(argv, display, with_bus, errors)
        received = b""
        while b"\n" not in received:
            remaining = start_time + timeout - time.monotonic()
            if remaining <= 0 or not select.select([process.stdout], [], [], remaining)[0]:
                harness.stop_process(process)
                raise failure(f"no ready line within {timeout} s", errors)
            chunk = os.read(process.stdout.fileno(), 4096)
            if not chunk:
                raise failure(f"{argv[0]} ended with status {process.wait()} before its ready line", errors)
            received += chunk
        elapsed = time.monotonic() - start_time
        if not received.startswith(ready):
            harness.stop_process(process)
            raise failure(f"the first line of {' '.join(argv)} on {display} (bus: {with_bus}) is not the ready line: "
                          f"{received[:80]!r}", errors)
    if to_first_frame:
        elapsed = first_frame_at(received.split(b"\n", 1)[0]) - start_time
    return elapsed, process


def first_frame_at(line):
    """When a ready line says its program's first frame reached the window system, in CLOCK_MONOTONIC seconds (the
    clock of time.monotonic()): the demo's `firstFrameAt`, or the bare client's `ready T`."""
    try:
        if line.startswith(DEMO_READY):
            return float(json.loads(line)["firstFrameAt"])
        return float(line.split()[1])
    except (ValueError, KeyError, IndexError, TypeError) as error:
        raise harness.Failure(f"no first frame time in the ready line {line[:80]!r}: {error}")


def cpu_seconds(pid):
    """User + system CPU seconds of process `pid` so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_kib(pid):
    """The peak resident set size (VmHWM) of process `pid` so far, in KiB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    raise harness.Failure(f"no VmHWM in /proc/{pid}/status")


def alternate(runs, first, second, memory=None, to_first_frame=False):
    """Medians, in milliseconds, of `runs` timed starts of each of two (argv, display, with_bus, ready) entries,
    alternating, to their ready lines (with `to_first_frame`, to the first frames they report); and the samples.
    When `memory` is a pair of lists, each process's peak RSS half a second after its ready line is appended to the
    list of its entry."""
    samples = ([], [])
    for _ in range(runs):
        for index, (argv, display, bus, ready) in enumerate((first, second)):
            elapsed, process = time_to_ready(argv, display, bus, ready, to_first_frame=to_first_frame)
            samples[index].append(elapsed * 1e3)
            if memory is not None:
                time.sleep(0.5)
                memory[index].append(peak_rss_kib(process.pid))
            harness.stop_process(process)
    return statistics.median(samples[0]), statistics.median(samples[1]), samples


def main():
    demo, bare = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 15
    # Two servers, so that the runs without a bus never find the bus's address on the root window either.
    use_own_cache()
    with harness.XServer() as plain, harness.XServer() as accessible:
        resident = warm_up([bare, "400", "400"], plain.display, BARE_READY)
        for scene in ("knob", "all"):
            resident |= warm_up(demo_argv(demo, scene), plain.display)
        keep_in_page_cache(resident | cached_files())
        memory = ([], [])
        bare_ms, knob_ms, (bare_samples, knob_samples) = alternate(
            runs, ([bare, "400", "400"], plain.display, False, BARE_READY),
            (demo_argv(demo, "knob"), plain.display, False, DEMO_READY), memory)
        # Warm-up: the registry and the accessibility bus start on this first registration.
        _, warm = time_to_ready(demo_argv(demo, "all"), accessible.display, with_bus=True)
        harness.find_application("circular-demo", timeout=30)
        harness.stop_process(warm)
        plain_ms, bus_ms, (without, with_bus) = alternate(
            runs, (demo_argv(demo, "all"), plain.display, False, DEMO_READY),
            (demo_argv(demo, "all"), accessible.display, True, DEMO_READY))
        # Idle CPU of a demo registered on the bus, once the registry has read it and the rings have stopped
        # easing to their values (an animation takes 1.5 s at the most).
        _, idle = time_to_ready(demo_argv(demo, "all"), accessible.display, with_bus=True)
        try:
            harness.find_application("circular-demo", timeout=30)
            time.sleep(2)
            before = cpu_seconds(idle.pid)
            time.sleep(5)
            idle_cpu = cpu_seconds(idle.pid) - before
        finally:
            harness.stop_process(idle)
    def listed(samples):
        return sorted(round(value, 1) for value in samples)
    print(f"start-up to the ready line over {runs} runs each, in ms: a bare Xlib window {listed(bare_samples)}")
    print(f"  the knob scene {listed(knob_samples)}")
    print(f"  every control, without a bus {listed(without)}")
    print(f"  every control, with the accessibility bus {listed(with_bus)}")
    print(f"figure startup_ms_bare_xlib {bare_ms:.1f}")
    print(f"figure startup_ms_knob {knob_ms:.1f}")
    print(f"ratio startup_vs_bare_xlib {knob_ms / bare_ms:.2f}")
    bare_kib, knob_kib = statistics.median(memory[0]), statistics.median(memory[1])
    print(f"figure rss_kib_bare_xlib {bare_kib:.0f}")
    print(f"figure rss_kib_knob {knob_kib:.0f}")
    print(f"ratio rss_vs_bare_xlib {knob_kib / bare_kib:.2f}")
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
