#ifndef CCALLGRIND_H
#define CCALLGRIND_H

// Callgrind's client requests as functions Swift can call (the requests are macros of inline assembly). Outside
// valgrind each one does nothing.

/// Non-zero when the process runs under valgrind.
int bench_running_on_valgrind(void);

/// Turns the counting of instructions on where it was off, off where it was on (start callgrind with
/// --collect-atstart=no to count only what these bracket).
void bench_callgrind_toggle_collect(void);

/// Writes what has been counted so far to a dump of its own, named `reason` in the dump's `desc: Trigger:` line, and
/// starts counting from zero.
void bench_callgrind_dump(const char *reason);

#endif
