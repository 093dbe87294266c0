/* The C API tests: the core's interaction scenarios through the C interface, drawing, every invalid-argument
 * path, handles on separate threads, ranges and panels, what hosts tell screen readers, the keyboard focus and
 * typed values, linear mouse drags kept in place, the gesture contract (a BEGAN ... ENDED pair around every
 * change a person makes), the HiDPI scale and the library's version. The last line is "N passed, N failed"; the
 * exit status is 1 when a check failed. */
#include <stdio.h>

#include "tests.h"

int main(void) {
    check_counts counts = {0, 0};
#define CAPI_RUN_GROUP(name) run_##name##_tests(&counts);
    CAPI_TEST_GROUPS(CAPI_RUN_GROUP)
#undef CAPI_RUN_GROUP
    printf("%d passed, %d failed\n", counts.passed, counts.failed);
    return counts.failed == 0 ? 0 : 1;
}
