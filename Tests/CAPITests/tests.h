/* The test groups of the C API test program. */
#ifndef CAPI_TESTS_TESTS_H
#define CAPI_TESTS_TESTS_H

#include "check.h"
#include "circularcontrol.h"

/* The tests' usual ring: radius 80 and line width 16 around (cx, cy), otherwise the defaults. */
static inline cc_config ring_config(double cx, double cy) {
    cc_config config;
    cc_config_init(&config);
    config.center_x = cx;
    config.center_y = cy;
    config.radius = 80;
    config.line_width = 16;
    return config;
}

/* Gives `config` the starting value `value` (its has_initial_value and initial_value together). */
static inline void start_at(cc_config *config, double value) {
    config->has_initial_value = 1;
    config->initial_value = value;
}

/* The groups in the order main runs them: GROUP(name) for each file's run_<name>_tests. A new group goes here, once,
 * and is declared and run. */
#define CAPI_TEST_GROUPS(GROUP)                                                                                        \
    GROUP(interaction)                                                                                                 \
    GROUP(render)                                                                                                      \
    GROUP(invalid_argument)                                                                                            \
    GROUP(thread)                                                                                                      \
    GROUP(panel)                                                                                                       \
    GROUP(accessibility)                                                                                               \
    GROUP(typing)                                                                                                      \
    GROUP(linear_drag)                                                                                                 \
    GROUP(gesture)                                                                                                     \
    GROUP(range_handover)                                                                                              \
    GROUP(version)                                                                                                     \
    GROUP(scale)

#define CAPI_DECLARE_GROUP(name) void run_##name##_tests(check_counts *counts);
CAPI_TEST_GROUPS(CAPI_DECLARE_GROUP)
#undef CAPI_DECLARE_GROUP

#endif
