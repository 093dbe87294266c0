/* The test groups of the C API test program. */
#ifndef CAPI_TESTS_TESTS_H
#define CAPI_TESTS_TESTS_H

#include "check.h"

void run_interaction_tests(check_counts *counts);
void run_render_tests(check_counts *counts);
void run_invalid_argument_tests(check_counts *counts);
void run_thread_tests(check_counts *counts);
void run_panel_tests(check_counts *counts);
void run_accessibility_tests(check_counts *counts);
void run_typing_tests(check_counts *counts);
void run_linear_drag_tests(check_counts *counts);
void run_gesture_tests(check_counts *counts);
void run_range_handover_tests(check_counts *counts);
void run_version_tests(check_counts *counts);
void run_scale_tests(check_counts *counts);

#endif
