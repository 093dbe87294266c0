/* The C API tests: the core's interaction scenarios through the C interface, drawing, every invalid-argument
 * path, handles on separate threads, ranges and panels, what hosts tell screen readers, the keyboard focus and
 * typed values, linear mouse drags kept in place, the gesture contract (a BEGAN ... ENDED pair around every
 * change a person makes), the HiDPI scale and the library's version. The last line is "N passed, N failed"; the
 * exit status is 1 when a check failed. */
#include <stdio.h>

#include "tests.h"

int main(void) {
    check_counts counts = {0, 0};
    run_interaction_tests(&counts);
    run_render_tests(&counts);
    run_invalid_argument_tests(&counts);
    run_thread_tests(&counts);
    run_panel_tests(&counts);
    run_accessibility_tests(&counts);
    run_typing_tests(&counts);
    run_linear_drag_tests(&counts);
    run_gesture_tests(&counts);
    run_range_handover_tests(&counts);
    run_version_tests(&counts);
    run_scale_tests(&counts);
    printf("%d passed, %d failed\n", counts.passed, counts.failed);
    return counts.failed == 0 ? 0 : 1;
}
