/* Every invalid-argument path of the C API: the documented status code, a message naming the argument or field,
 * and no change of state. */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "driver.h"
#include "null_handle_calls.h"
#include "tests.h"

/* Checks a failed call on `control`: its status, the message naming `name`, the value still `value`, no event. */
#define CHECK_REFUSED(counts, control, call, expected_status, name, value)                                    \
    do {                                                                                                    \
        cc_status status_ = (call);                                                                         \
        CHECK(counts, status_ == (expected_status), "%s returned %d (%s)", #call, status_,                  \
              cc_status_description(status_));                                                             \
        CHECK(counts, contains(cc_last_error(control), name), "%s: message \"%s\" does not name %s", #call, \
              cc_last_error(control), name);                                                                \
        double value_ = NAN;                                                                                \
        cc_get_value(control, &value_);                                                                     \
        CHECK(counts, value_ == (value), "%s changed the value to %g", #call, value_);                      \
        cc_event event_;                                                                                    \
        CHECK(counts, cc_poll_event(control, &event_) == 0, "%s queued an event", #call);                   \
    } while (0)

/* Every function given a NULL handle: CC_ERROR_NULL_ARGUMENT, no crash. */
static void null_handle(check_counts *counts) {
    for (int index = 0; index < NULL_HANDLE_CALL_COUNT; index++) {
        const char *name;
        CHECK(counts, null_handle_call(index, &name) == CC_ERROR_NULL_ARGUMENT, "%s", name);
    }
    CHECK(counts, contains(cc_last_error(NULL), "NULL"), "last_error(NULL) says so: %s", cc_last_error(NULL));
    cc_destroy(NULL);
}

/* NULL out-pointers and buffers on a valid handle. */
static void null_out_pointers(check_counts *counts, cc_control *control) {
    uint32_t pixels[16];
    cc_rect rect;
    CHECK_REFUSED(counts, control, cc_get_state(control, NULL), CC_ERROR_NULL_ARGUMENT, "out_state", 0.5);
    CHECK_REFUSED(counts, control, cc_get_value(control, NULL), CC_ERROR_NULL_ARGUMENT, "out_value", 0.5);
    CHECK_REFUSED(counts, control, cc_hit_test(control, 1, 1, NULL), CC_ERROR_NULL_ARGUMENT, "out_region", 0.5);
    CHECK_REFUSED(counts, control, cc_poll_event(control, NULL), CC_ERROR_NULL_ARGUMENT, "out_event", 0.5);
    CHECK_REFUSED(counts, control, cc_take_dropped_event_count(control, NULL), CC_ERROR_NULL_ARGUMENT, "out_count", 0.5);
    CHECK_REFUSED(counts, control, cc_render(control, NULL, 4, 4, 16, 0, &rect), CC_ERROR_NULL_ARGUMENT, "pixels", 0.5);
    CHECK_REFUSED(counts, control, cc_render(control, pixels, 4, 4, 16, 0, NULL), CC_ERROR_NULL_ARGUMENT, "out_damage",
                  0.5);
}

/* NaN and infinite numbers: CC_ERROR_NOT_FINITE naming the argument, and nothing changes, even mid-drag. */
static void not_finite(check_counts *counts, cc_control *control) {
    const double bad[] = {NAN, INFINITY, -INFINITY};
    for (int i = 0; i < 3; i++) {
        double b = bad[i];
        int region = -7;
        CHECK_REFUSED(counts, control, cc_pointer_down(control, b, 100, 0, 1), CC_ERROR_NOT_FINITE, "x", 0.5);
        CHECK_REFUSED(counts, control, cc_pointer_down(control, 100, b, 0, 1), CC_ERROR_NOT_FINITE, "y", 0.5);
        CHECK_REFUSED(counts, control, cc_pointer_move(control, b, 100, 0), CC_ERROR_NOT_FINITE, "x", 0.5);
        CHECK_REFUSED(counts, control, cc_pointer_up(control, 100, b, 0), CC_ERROR_NOT_FINITE, "y", 0.5);
        CHECK_REFUSED(counts, control, cc_wheel(control, b, 0), CC_ERROR_NOT_FINITE, "notches", 0.5);
        CHECK_REFUSED(counts, control, cc_set_value(control, b, 0, 0), CC_ERROR_NOT_FINITE, "value", 0.5);
        CHECK_REFUSED(counts, control, cc_set_value(control, 0.1, 1, b), CC_ERROR_NOT_FINITE, "time_seconds", 0.5);
        CHECK_REFUSED(counts, control, cc_advance_animation(control, b), CC_ERROR_NOT_FINITE, "time_seconds", 0.5);
        CHECK_REFUSED(counts, control, cc_set_geometry(control, b, 100, 80, 16), CC_ERROR_NOT_FINITE, "center_x", 0.5);
        CHECK_REFUSED(counts, control, cc_set_geometry(control, 100, 100, b, 16), CC_ERROR_NOT_FINITE, "radius", 0.5);
        CHECK_REFUSED(counts, control, cc_hit_test(control, b, 1, &region), CC_ERROR_NOT_FINITE, "x", 0.5);
        CHECK(counts, region == -7, "a refused hit test wrote its out-parameter");
    }
    /* Mid-drag: a NaN move neither moves the value nor ends the drag. */
    cc_state state;
    cc_get_state(control, &state);
    CHECK(counts, cc_pointer_down(control, state.knob_x, state.knob_y, 0, 1) == CC_OK, "press on the knob");
    cc_event event;
    while (cc_poll_event(control, &event) == 1) {}
    CHECK_REFUSED(counts, control, cc_pointer_move(control, NAN, NAN, 0), CC_ERROR_NOT_FINITE, "x", 0.5);
    CHECK_REFUSED(counts, control, cc_pointer_up(control, INFINITY, 0, 0), CC_ERROR_NOT_FINITE, "x", 0.5);
    cc_get_state(control, &state);
    CHECK(counts, state.drag_phase == CC_DRAG_ACTIVE, "the drag goes on after refused input");
    CHECK(counts, cc_pointer_up(control, state.knob_x, state.knob_y, 0) == CC_OK, "a good release ends it");
    while (cc_poll_event(control, &event) == 1) {}
    CHECK(counts, cc_last_error(control)[0] == '\0', "a success clears the message: \"%s\"", cc_last_error(control));
}

/* Unknown constants: CC_ERROR_UNKNOWN_ENUM naming the argument. */
static void unknown_constants(check_counts *counts, cc_control *control) {
    uint32_t pixels[16];
    cc_rect rect;
    CHECK_REFUSED(counts, control, cc_key(control, CC_KEY_BACKSPACE + 1, 0), CC_ERROR_UNKNOWN_ENUM, "key", 0.5);
    CHECK_REFUSED(counts, control, cc_key(control, -1, 0), CC_ERROR_UNKNOWN_ENUM, "key", 0.5);
    CHECK_REFUSED(counts, control, cc_key(control, CC_KEY_UP, 8), CC_ERROR_UNKNOWN_ENUM, "modifiers", 0.5);
    CHECK_REFUSED(counts, control, cc_wheel(control, 1, -1), CC_ERROR_UNKNOWN_ENUM, "modifiers", 0.5);
    CHECK_REFUSED(counts, control, cc_pointer_down(control, 100, 20, 0x100, 1), CC_ERROR_UNKNOWN_ENUM, "modifiers", 0.5);
    CHECK_REFUSED(counts, control, cc_pointer_move(control, 100, 20, 16), CC_ERROR_UNKNOWN_ENUM, "modifiers", 0.5);
    CHECK_REFUSED(counts, control, cc_pointer_up(control, 100, 20, 16), CC_ERROR_UNKNOWN_ENUM, "modifiers", 0.5);
    CHECK_REFUSED(counts, control, cc_modifiers_changed(control, 32), CC_ERROR_UNKNOWN_ENUM, "modifiers", 0.5);
    CHECK_REFUSED(counts, control, cc_render(control, pixels, 4, 4, 16, 2, &rect), CC_ERROR_UNKNOWN_ENUM, "flags", 0.5);
    CHECK_REFUSED(counts, control, cc_pointer_down(control, 100, 20, 0, 0), CC_ERROR_INVALID_ARGUMENT, "click_count",
                  0.5);
}

/* Pixel buffers the renderer cannot draw into: CC_ERROR_INVALID_BUFFER, and no pixel written. */
static void invalid_buffers(check_counts *counts, cc_control *control) {
    uint32_t storage[64 + 1];
    for (int i = 0; i < 65; i++) storage[i] = 0x12345678;
    cc_rect rect = {7, 7, 7, 7};
    CHECK_REFUSED(counts, control, cc_render(control, storage, 0, 4, 16, 0, &rect), CC_ERROR_INVALID_BUFFER, "pixel",
                  0.5);
    CHECK_REFUSED(counts, control, cc_render(control, storage, 4, -1, 16, 0, &rect), CC_ERROR_INVALID_BUFFER, "pixel",
                  0.5);
    CHECK_REFUSED(counts, control, cc_render(control, storage, 4, 4, 12, 0, &rect), CC_ERROR_INVALID_BUFFER, "stride",
                  0.5);
    CHECK_REFUSED(counts, control, cc_render(control, storage, 4, 4, 18, 0, &rect), CC_ERROR_INVALID_BUFFER, "4 bytes",
                  0.5);
    CHECK_REFUSED(counts, control, cc_render(control, (char *)storage + 2, 4, 4, 16, 0, &rect), CC_ERROR_INVALID_BUFFER,
                  "4 bytes", 0.5);
    int untouched = 1;
    for (int i = 0; i < 65; i++) untouched &= storage[i] == 0x12345678;
    CHECK(counts, untouched, "a refused render wrote pixels");
    CHECK(counts, rect.x == 7 && rect.width == 7, "a refused render wrote its damage");
    CHECK_REFUSED(counts, control, cc_set_geometry(control, 100, 100, 0, 16), CC_ERROR_INVALID_CONFIG, "radius", 0.5);
    CHECK_REFUSED(counts, control, cc_set_geometry(control, 100, 100, 10, 30), CC_ERROR_INVALID_CONFIG, "line_width",
                  0.5);
}

/* cc_create with one bad field: the status, a message naming the field, *out_control untouched. */
static void check_refused_config(check_counts *counts, const cc_config *config, cc_status expected, const char *field,
                                 int line) {
    cc_control *control = (cc_control *)(uintptr_t)0x1;
    char message[256] = "unchanged";
    cc_status status = cc_create(config, &control, message, sizeof message);
    CHECK(counts, status == expected, "line %d: cc_create returned %d (%s): %s", line, status,
          cc_status_description(status), message);
    CHECK(counts, contains(message, field), "line %d: message \"%s\" does not name %s", line, message, field);
    CHECK(counts, control == (cc_control *)(uintptr_t)0x1, "line %d: *out_control was written", line);
}

#define REFUSE_CONFIG(counts, assignment, expected, field)     \
    do {                                                      \
        cc_config config_;                                    \
        cc_config_init(&config_);                             \
        assignment;                                           \
        check_refused_config(counts, &config_, expected, field, __LINE__); \
    } while (0)

static void invalid_configurations(check_counts *counts) {
    REFUSE_CONFIG(counts, config_.min = 5, CC_ERROR_INVALID_CONFIG, "min");
    REFUSE_CONFIG(counts, (config_.min = 1, config_.max = 1), CC_ERROR_INVALID_CONFIG, "min");
    REFUSE_CONFIG(counts, config_.min = NAN, CC_ERROR_INVALID_CONFIG, "min");
    REFUSE_CONFIG(counts, config_.max = INFINITY, CC_ERROR_INVALID_CONFIG, "max");
    REFUSE_CONFIG(counts, (config_.has_step = 1, config_.step = 0), CC_ERROR_INVALID_CONFIG, "step");
    REFUSE_CONFIG(counts, (config_.has_step = 1, config_.step = -1), CC_ERROR_INVALID_CONFIG, "step");
    REFUSE_CONFIG(counts, (config_.has_step = 1, config_.step = NAN), CC_ERROR_INVALID_CONFIG, "step");
    REFUSE_CONFIG(counts, config_.radius = 0, CC_ERROR_INVALID_CONFIG, "radius");
    REFUSE_CONFIG(counts, config_.radius = -5, CC_ERROR_INVALID_CONFIG, "radius");
    REFUSE_CONFIG(counts, config_.line_width = 0, CC_ERROR_INVALID_CONFIG, "line_width");
    REFUSE_CONFIG(counts, config_.center_x = NAN, CC_ERROR_INVALID_CONFIG, "center_x");
    REFUSE_CONFIG(counts, config_.arc_sweep_degrees = 0, CC_ERROR_INVALID_CONFIG, "arc_sweep_degrees");
    REFUSE_CONFIG(counts, (config_.arc_sweep_degrees = 270, config_.turn_mode = CC_TURN_MODE_WRAPPING),
                  CC_ERROR_INVALID_CONFIG, "arc_sweep_degrees");
    REFUSE_CONFIG(counts, (config_.turn_mode = CC_TURN_MODE_MULTI_TURN, config_.turn_limit = -2),
                  CC_ERROR_INVALID_CONFIG, "turn_limit");
    REFUSE_CONFIG(counts, (config_.has_default_value = 1, config_.default_value = 7), CC_ERROR_INVALID_CONFIG,
                  "default_value");
    REFUSE_CONFIG(counts, (config_.has_initial_value = 1, config_.initial_value = NAN), CC_ERROR_INVALID_CONFIG,
                  "initial_value");
    REFUSE_CONFIG(counts, config_.skew = CC_SKEW_LOGARITHMIC, CC_ERROR_INVALID_CONFIG, "min");
    REFUSE_CONFIG(counts, (config_.skew = CC_SKEW_EXPONENT, config_.skew_exponent = 0), CC_ERROR_INVALID_CONFIG,
                  "skew_exponent");
    REFUSE_CONFIG(counts, config_.fine_adjust_factor = 0, CC_ERROR_INVALID_CONFIG, "fine_adjust_factor");
    REFUSE_CONFIG(counts, config_.animation_base = -1, CC_ERROR_INVALID_CONFIG, "animation_base");
    REFUSE_CONFIG(counts, (config_.appearance = CC_APPEARANCE_TICK_DIAL, config_.tick_count = 0),
                  CC_ERROR_INVALID_CONFIG, "tick_count");
    REFUSE_CONFIG(counts, (config_.label = CC_LABEL_FRACTION, config_.label_total = 0), CC_ERROR_INVALID_CONFIG,
                  "label_total");

    /* What doubles cannot compute, found by the fuzz targets: a knob scale of 1e100 trapped the renderer, a centre
     * and radius of 1e308 put the knob at infinity, a step of 1e-310 trapped Page Up, a span of 1e-310 gave NaN. */
    REFUSE_CONFIG(counts, config_.knob_scale = 1e100, CC_ERROR_INVALID_CONFIG, "knob_scale");
    REFUSE_CONFIG(counts, (config_.center_y = -1e308, config_.radius = 1e308), CC_ERROR_INVALID_CONFIG, "center_y");
    REFUSE_CONFIG(counts, config_.radius = 1e308, CC_ERROR_INVALID_CONFIG, "radius");
    REFUSE_CONFIG(counts, (config_.has_step = 1, config_.step = 1e-310), CC_ERROR_INVALID_CONFIG, "step");
    REFUSE_CONFIG(counts, (config_.min = 0, config_.max = 1e-310), CC_ERROR_INVALID_CONFIG, "max");

    REFUSE_CONFIG(counts, config_.snap = 3, CC_ERROR_UNKNOWN_ENUM, "snap");
    REFUSE_CONFIG(counts, config_.skew = -1, CC_ERROR_UNKNOWN_ENUM, "skew");
    REFUSE_CONFIG(counts, config_.turn_mode = 3, CC_ERROR_UNKNOWN_ENUM, "turn_mode");
    REFUSE_CONFIG(counts, config_.direction = 2, CC_ERROR_UNKNOWN_ENUM, "direction");
    REFUSE_CONFIG(counts, config_.track_press = 3, CC_ERROR_UNKNOWN_ENUM, "track_press");
    REFUSE_CONFIG(counts, config_.linear_drag = 4, CC_ERROR_UNKNOWN_ENUM, "linear_drag");
    REFUSE_CONFIG(counts, config_.appearance = 2, CC_ERROR_UNKNOWN_ENUM, "appearance");
    REFUSE_CONFIG(counts, config_.label = 3, CC_ERROR_UNKNOWN_ENUM, "label");

    REFUSE_CONFIG(counts, config_.size = 0, CC_ERROR_CONFIG_SIZE, "size");
    REFUSE_CONFIG(counts, config_.size = sizeof(cc_config) - 8, CC_ERROR_CONFIG_SIZE, "size");

    /* NULL arguments of cc_create and cc_config_init_sized. */
    cc_config config;
    cc_config_init(&config);
    char message[64];
    CHECK(counts, cc_create(NULL, NULL, message, sizeof message) == CC_ERROR_NULL_ARGUMENT, "NULL config");
    CHECK(counts, contains(message, "config"), "message names config: %s", message);
    CHECK(counts, cc_create(&config, NULL, message, sizeof message) == CC_ERROR_NULL_ARGUMENT, "NULL out_control");
    CHECK(counts, contains(message, "out_control"), "message names out_control: %s", message);
    CHECK(counts, cc_create(NULL, NULL, NULL, 0) == CC_ERROR_NULL_ARGUMENT, "no message buffer is fine");
    CHECK(counts, cc_config_init_sized(NULL, sizeof(cc_config)) == CC_ERROR_NULL_ARGUMENT, "config_init NULL");
    CHECK(counts, cc_config_init_sized(&config, 4) == CC_ERROR_CONFIG_SIZE, "config_init too small");

    /* A message longer than the caller's buffer is truncated and terminated. */
    char small[8];
    config.min = 5;
    cc_control *control = NULL;
    CHECK(counts, cc_create(&config, &control, small, sizeof small) == CC_ERROR_INVALID_CONFIG, "min >= max");
    CHECK(counts, strlen(small) == 7 && strncmp(small, "invalid", 7) == 0, "truncated message \"%s\"", small);
    CHECK(counts, control == NULL, "no control");

    /* Status descriptions. */
    CHECK(counts, strcmp(cc_status_description(CC_OK), "ok") == 0, "ok");
    CHECK(counts, strcmp(cc_status_description(CC_ERROR_NOT_FINITE), "number not finite") == 0, "not finite");
    CHECK(counts, strcmp(cc_status_description(12345), "unknown status") == 0, "unknown");
}

/* A struct from a newer header (larger) is accepted; its extra bytes are ignored. */
static void larger_config(check_counts *counts) {
    struct {
        cc_config config;
        double appended_field;
    } newer;
    memset(&newer, 0xFF, sizeof newer);
    CHECK(counts, cc_config_init_sized(&newer.config, sizeof newer) == CC_OK, "init a larger struct");
    CHECK(counts, newer.config.size == sizeof newer, "size is the caller's");
    cc_control *control = NULL;
    CHECK(counts, cc_create(&newer.config, &control, NULL, 0) == CC_OK, "create from a larger struct");
    cc_destroy(control);
}

void run_invalid_argument_tests(check_counts *counts) {
    null_handle(counts);
    cc_config config = driver_config(80, 16);
    config.center_x = 100;
    config.center_y = 100;
    start_at(&config, 0.5);
    cc_control *control = NULL;
    CHECK(counts, cc_create(&config, &control, NULL, 0) == CC_OK, "create");
    null_out_pointers(counts, control);
    not_finite(counts, control);
    unknown_constants(counts, control);
    invalid_buffers(counts, control);
    /* A geometry beyond 2^48 pixels is refused and leaves the control as it was (it put the knob at infinity). */
    CHECK_REFUSED(counts, control, cc_set_geometry(control, -1e308, -1e308, 1e308, 1e-307), CC_ERROR_INVALID_CONFIG,
                  "center_x", 0.5);
    cc_state state;
    CHECK(counts, cc_get_state(control, &state) == CC_OK && isfinite(state.knob_x) && isfinite(state.knob_y),
          "knob at %g, %g after a refused geometry", state.knob_x, state.knob_y);
    cc_destroy(control);
    invalid_configurations(counts);
    larger_config(counts);
}
