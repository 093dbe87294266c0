/* What a host tells screen readers, through the C interface: a knob's limits (a single knob's range, a multi-turn
 * control's top, a range knob's bounds set by the other knob), its increment (the step, or the library's own unit
 * for a continuous control, checked against what a key actually moves), the value and label texts, and every
 * invalid argument of these functions (NULL handle and out-parameters, indices and knobs outside, buffers too
 * small), each leaving the buffer and the length as they were. */
#include <stdint.h>
#include <string.h>

#include "circularcontrol.h"
#include "tests.h"

/* A knob on a ring of radius 80 around (100, 100) from `min` to `max`, otherwise the defaults. */
static cc_config knob_config(double min, double max) {
    cc_config config;
    cc_config_init(&config);
    config.min = min;
    config.max = max;
    return config;
}

/* The value text of a knob, or "<status N>" when the call failed. */
static const char *value_text(cc_control *control, int index, int knob, char *buffer, size_t capacity) {
    size_t length = 0;
    cc_status status = cc_get_value_text(control, index, knob, buffer, capacity, &length);
    if (status != CC_OK) snprintf(buffer, capacity, "<status %d>", status);
    return buffer;
}

static void single_knob_limits_and_increment(check_counts *counts) {
    cc_config config = knob_config(-1, 1);
    cc_control *knob = NULL;
    CHECK(counts, cc_create(&config, &knob, NULL, 0) == CC_OK, "create");
    if (knob == NULL) return;
    double minimum = 0, maximum = 0, increment = 0;
    CHECK(counts, cc_get_knob_range(knob, 0, CC_KNOB_SINGLE, &minimum, &maximum) == CC_OK, "range");
    CHECK(counts, minimum == -1 && maximum == 1, "range -1...1: %g...%g", minimum, maximum);

    /* Continuous: the increment is what one arrow key moves, 1 % of the range. */
    CHECK(counts, cc_get_knob_increment(knob, 0, CC_KNOB_SINGLE, &increment) == CC_OK, "increment");
    double before = 0, after = 0;
    cc_get_value(knob, &before);
    cc_key(knob, CC_KEY_RIGHT, CC_MODIFIER_NONE);
    cc_get_value(knob, &after);
    CHECK(counts, approximately(after - before, increment) && approximately(increment, 0.02),
          "one key moved %g, the increment is %g", after - before, increment);
    cc_destroy(knob);

    /* Stepped: the step. */
    config = knob_config(0, 10);
    config.has_step = 1;
    config.step = 0.5;
    CHECK(counts, cc_create(&config, &knob, NULL, 0) == CC_OK, "create stepped");
    if (knob == NULL) return;
    CHECK(counts, cc_get_knob_increment(knob, 0, CC_KNOB_SINGLE, &increment) == CC_OK && increment == 0.5,
          "stepped increment %g", increment);
    cc_destroy(knob);

    /* Multi-turn with a limit of 3: the top is min + 3 * (max - min). */
    config = knob_config(0, 10);
    config.turn_mode = CC_TURN_MODE_MULTI_TURN;
    config.turn_limit = 3;
    CHECK(counts, cc_create(&config, &knob, NULL, 0) == CC_OK, "create multi-turn");
    if (knob == NULL) return;
    CHECK(counts, cc_get_knob_range(knob, 0, CC_KNOB_SINGLE, &minimum, &maximum) == CC_OK, "multi-turn range");
    CHECK(counts, minimum == 0 && maximum == 30, "multi-turn range %g...%g", minimum, maximum);
    cc_destroy(knob);
}

static void range_knob_bounds(check_counts *counts) {
    cc_config config = knob_config(0, 100);
    cc_control *range = NULL;
    CHECK(counts, cc_create_range(&config, 20, 70, 10, &range, NULL, 0) == CC_OK, "create range");
    if (range == NULL) return;
    double minimum = -1, maximum = -1;
    CHECK(counts, cc_get_knob_range(range, 0, CC_KNOB_START, &minimum, &maximum) == CC_OK, "start range");
    CHECK(counts, minimum == 0 && maximum == 60, "start knob 0...70 - 10: %g...%g", minimum, maximum);
    CHECK(counts, cc_get_knob_range(range, 0, CC_KNOB_END, &minimum, &maximum) == CC_OK, "end range");
    CHECK(counts, minimum == 30 && maximum == 100, "end knob 20 + 10...100: %g...%g", minimum, maximum);
    /* The bounds follow the other knob. */
    cc_set_knob_value(range, 0, CC_KNOB_END, 50, 0, 0);
    cc_get_knob_range(range, 0, CC_KNOB_START, &minimum, &maximum);
    CHECK(counts, maximum == 40, "start knob's top after the end moved to 50: %g", maximum);
    double increment = 0;
    CHECK(counts, cc_get_knob_increment(range, 0, CC_KNOB_END, &increment) == CC_OK && approximately(increment, 1),
          "range increment %g", increment);
    cc_destroy(range);
}

static void texts(check_counts *counts) {
    char buffer[64];
    size_t length = 0;
    cc_config config = knob_config(0, 100);
    start_at(&config, 25);
    cc_control *knob = NULL;
    CHECK(counts, cc_create(&config, &knob, NULL, 0) == CC_OK, "create");
    if (knob == NULL) return;
    /* No label: the value as a number, and an empty label. */
    CHECK(counts, strcmp(value_text(knob, 0, CC_KNOB_SINGLE, buffer, sizeof buffer), "25") == 0, "%s", buffer);
    CHECK(counts, cc_get_label_text(knob, 0, buffer, sizeof buffer, &length) == CC_OK && length == 0 &&
                      buffer[0] == 0, "no label: \"%s\" (%zu)", buffer, length);
    cc_set_value(knob, 12.5, 0, 0);
    CHECK(counts, strcmp(value_text(knob, 0, CC_KNOB_SINGLE, buffer, sizeof buffer), "12.5") == 0, "%s", buffer);
    /* The program's label text is the value's text too. */
    cc_set_label_text(knob, "-6 dB");
    CHECK(counts, strcmp(value_text(knob, 0, CC_KNOB_SINGLE, buffer, sizeof buffer), "-6 dB") == 0, "%s", buffer);
    CHECK(counts, cc_get_label_text(knob, 0, buffer, sizeof buffer, &length) == CC_OK && length == 5 &&
                      strcmp(buffer, "-6 dB") == 0, "label \"%s\" (%zu)", buffer, length);
    cc_destroy(knob);

    /* A percentage label: both texts say it; a range's knobs both say what its label shows. */
    config.label = CC_LABEL_PERCENTAGE;
    CHECK(counts, cc_create(&config, &knob, NULL, 0) == CC_OK, "create with a percentage");
    if (knob == NULL) return;
    CHECK(counts, strcmp(value_text(knob, 0, CC_KNOB_SINGLE, buffer, sizeof buffer), "25%") == 0, "%s", buffer);
    CHECK(counts, cc_get_label_text(knob, 0, buffer, sizeof buffer, NULL) == CC_OK && strcmp(buffer, "25%") == 0,
          "percentage label \"%s\"", buffer);
    int index = -1;
    CHECK(counts, cc_add_range(knob, &config, 20, 70, 0, &index, NULL, 0) == CC_OK && index == 1, "add range");
    CHECK(counts, strcmp(value_text(knob, 1, CC_KNOB_START, buffer, sizeof buffer), "20\xE2\x80\x93" "70%") == 0,
          "%s", buffer);
    CHECK(counts, strcmp(value_text(knob, 1, CC_KNOB_END, buffer, sizeof buffer), "20\xE2\x80\x93" "70%") == 0, "%s",
          buffer);
    CHECK(counts, cc_get_label_text(knob, 1, buffer, sizeof buffer, &length) == CC_OK &&
                      strcmp(buffer, "20\xE2\x80\x93" "70%") == 0 && length == strlen(buffer),
          "range label \"%s\" (%zu)", buffer, length);

    /* The length alone, then a buffer of exactly that length and its NUL. */
    length = 0;
    CHECK(counts, cc_get_label_text(knob, 1, NULL, 0, &length) == CC_OK && length == 8, "needed %zu", length);
    char exact[9];
    memset(exact, 'x', sizeof exact);
    CHECK(counts, cc_get_label_text(knob, 1, exact, sizeof exact, NULL) == CC_OK && exact[8] == 0,
          "an exact buffer");
    cc_destroy(knob);

    /* A fraction label. */
    config.label = CC_LABEL_FRACTION;
    config.label_total = 4;
    config.initial_value = 50;
    CHECK(counts, cc_create(&config, &knob, NULL, 0) == CC_OK, "create with a fraction");
    if (knob == NULL) return;
    CHECK(counts, strcmp(value_text(knob, 0, CC_KNOB_SINGLE, buffer, sizeof buffer), "2/4") == 0, "%s", buffer);
    cc_destroy(knob);
}

/* A refused call: its status, a message naming `name`, and neither the buffer nor the length written. */
#define CHECK_TEXT_REFUSED(counts, control, call, expected_status, name)                                       \
    do {                                                                                                      \
        memset(buffer, 'x', sizeof buffer);                                                                   \
        length = 12345;                                                                                       \
        cc_status status_ = (call);                                                                           \
        CHECK(counts, status_ == (expected_status), "%s returned %d (%s)", #call, status_,                    \
              cc_status_description(status_));                                                               \
        CHECK(counts, contains(cc_last_error(control), name), "%s: message \"%s\" does not name %s", #call,   \
              cc_last_error(control), name);                                                                  \
        CHECK(counts, buffer[0] == 'x' && length == 12345, "%s wrote its out-parameters", #call);             \
    } while (0)

static void invalid_arguments(check_counts *counts) {
    char buffer[16];
    size_t length;
    double minimum = 7, maximum = 7, increment = 7;
    CHECK(counts, cc_get_knob_range(NULL, 0, CC_KNOB_SINGLE, &minimum, &maximum) == CC_ERROR_NULL_ARGUMENT, "NULL");
    CHECK(counts, cc_get_knob_increment(NULL, 0, CC_KNOB_SINGLE, &increment) == CC_ERROR_NULL_ARGUMENT, "NULL");
    CHECK(counts, cc_get_value_text(NULL, 0, CC_KNOB_SINGLE, buffer, sizeof buffer, &length) ==
                      CC_ERROR_NULL_ARGUMENT, "NULL");
    CHECK(counts, cc_get_label_text(NULL, 0, buffer, sizeof buffer, &length) == CC_ERROR_NULL_ARGUMENT, "NULL");

    cc_config config = knob_config(0, 1);
    config.label = CC_LABEL_PERCENTAGE;
    start_at(&config, 1); /* "100%": 4 bytes and a NUL */
    cc_control *knob = NULL;
    CHECK(counts, cc_create(&config, &knob, NULL, 0) == CC_OK, "create");
    if (knob == NULL) return;

    CHECK(counts, cc_get_knob_range(knob, 0, CC_KNOB_SINGLE, NULL, &maximum) == CC_ERROR_NULL_ARGUMENT &&
                      contains(cc_last_error(knob), "out_minimum"), "%s", cc_last_error(knob));
    CHECK(counts, cc_get_knob_range(knob, 0, CC_KNOB_SINGLE, &minimum, NULL) == CC_ERROR_NULL_ARGUMENT &&
                      contains(cc_last_error(knob), "out_maximum") && minimum == 7, "%s", cc_last_error(knob));
    CHECK(counts, cc_get_knob_increment(knob, 0, CC_KNOB_SINGLE, NULL) == CC_ERROR_NULL_ARGUMENT &&
                      contains(cc_last_error(knob), "out_increment"), "%s", cc_last_error(knob));
    CHECK(counts, cc_get_knob_range(knob, 1, CC_KNOB_SINGLE, &minimum, &maximum) == CC_ERROR_INVALID_ARGUMENT &&
                      contains(cc_last_error(knob), "index") && minimum == 7 && maximum == 7, "%s", cc_last_error(knob));
    CHECK(counts, cc_get_knob_range(knob, 0, CC_KNOB_START, &minimum, &maximum) == CC_ERROR_INVALID_ARGUMENT &&
                      contains(cc_last_error(knob), "knob"), "%s", cc_last_error(knob));
    CHECK(counts, cc_get_knob_increment(knob, 0, 9, &increment) == CC_ERROR_UNKNOWN_ENUM &&
                      contains(cc_last_error(knob), "knob") && increment == 7, "%s", cc_last_error(knob));
    CHECK(counts, cc_get_knob_increment(knob, -1, CC_KNOB_SINGLE, &increment) == CC_ERROR_INVALID_ARGUMENT,
          "negative index");

    CHECK_TEXT_REFUSED(counts, knob, cc_get_value_text(knob, 0, CC_KNOB_SINGLE, buffer, 4, &length),
                       CC_ERROR_INVALID_ARGUMENT, "5 bytes");
    CHECK_TEXT_REFUSED(counts, knob, cc_get_label_text(knob, 0, buffer, 1, &length), CC_ERROR_INVALID_ARGUMENT,
                       "capacity is 1");
    CHECK_TEXT_REFUSED(counts, knob, cc_get_label_text(knob, 0, NULL, 16, &length), CC_ERROR_NULL_ARGUMENT,
                       "buffer");
    CHECK_TEXT_REFUSED(counts, knob, cc_get_label_text(knob, 0, NULL, 0, NULL), CC_ERROR_NULL_ARGUMENT,
                       "out_length");
    CHECK_TEXT_REFUSED(counts, knob, cc_get_value_text(knob, 2, CC_KNOB_SINGLE, buffer, sizeof buffer, &length),
                       CC_ERROR_INVALID_ARGUMENT, "index");
    CHECK_TEXT_REFUSED(counts, knob, cc_get_value_text(knob, 0, CC_KNOB_END, buffer, sizeof buffer, &length),
                       CC_ERROR_INVALID_ARGUMENT, "knob");
    CHECK_TEXT_REFUSED(counts, knob, cc_get_value_text(knob, 0, -3, buffer, sizeof buffer, &length),
                       CC_ERROR_UNKNOWN_ENUM, "knob");
    CHECK_TEXT_REFUSED(counts, knob, cc_get_label_text(knob, 5, buffer, sizeof buffer, &length),
                       CC_ERROR_INVALID_ARGUMENT, "index");

    /* A success clears the message, and a call refused changed nothing else: the value text is still whole. */
    CHECK(counts, cc_get_value_text(knob, 0, CC_KNOB_SINGLE, buffer, 5, &length) == CC_OK && length == 4 &&
                      strcmp(buffer, "100%") == 0 && cc_last_error(knob)[0] == 0, "%s", buffer);
    cc_destroy(knob);
}

void run_accessibility_tests(check_counts *counts) {
    single_knob_limits_and_increment(counts);
    range_knob_bounds(counts);
    texts(counts);
    invalid_arguments(counts);
}
