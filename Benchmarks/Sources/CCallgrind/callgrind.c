#include "CCallgrind.h"

#include <valgrind/callgrind.h>

int bench_running_on_valgrind(void) { return RUNNING_ON_VALGRIND; }

void bench_callgrind_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }

void bench_callgrind_dump(const char *reason) { CALLGRIND_DUMP_STATS_AT(reason); }
