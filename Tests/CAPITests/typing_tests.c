/* Keyboard focus, its hand-off and typed values through the C interface: Tab and Shift+Tab, the hand-off to an
 * embedder and back, the value entry (typing, Backspace, Enter, Escape, refusals, a double click on the label),
 * CHANGED events with CC_SOURCE_TYPED, cc_format_value and cc_parse_value, the focus ring and the entry in the
 * rendered pixels, and every invalid argument of these functions. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "circularcontrol.h"
#include "tests.h"

/* Two single knobs and a range on rings of radius 80 and line width 16 centred at x = 100, 300 and 500, y = 100:
 * values 0.25, 0.5 and 0.2 ... 0.6; the first control has a percentage label. */
static cc_control *three_controls(void) {
    cc_config config = ring_config(100, 100);
    start_at(&config, 0.25);
    config.label = CC_LABEL_PERCENTAGE;
    cc_control *panel = NULL;
    if (cc_create(&config, &panel, NULL, 0) != CC_OK) return NULL;
    int index = 0;
    config.center_x = 300;
    config.initial_value = 0.5;
    config.label = CC_LABEL_NONE;
    cc_add_control(panel, &config, &index, NULL, 0);
    config.center_x = 500;
    cc_add_range(panel, &config, 0.2, 0.6, 0, &index, NULL, 0);
    return panel;
}

/* Takes every queued event; returns how many, the last one in *last. */
static int drain_events(cc_control *control, cc_knob_event *last) {
    int count = 0;
    cc_knob_event event;
    while (cc_poll_knob_event(control, &event) == 1) {
        *last = event;
        count++;
    }
    return count;
}

static double knob_value(cc_control *control, int index, int knob) {
    cc_state state;
    cc_get_knob_state(control, index, knob, &state);
    return state.value;
}

static void tab_and_hand_off(check_counts *counts) {
    cc_control *panel = three_controls();
    CHECK(counts, panel != NULL, "three controls");
    if (panel == NULL) return;
    int index = -1, knob = -1, direction = -1;
    cc_key(panel, CC_KEY_TAB, CC_MODIFIER_NONE);
    cc_key(panel, CC_KEY_TAB, CC_MODIFIER_NONE);
    cc_get_focus(panel, &index, &knob);
    CHECK(counts, index == 2 && knob == CC_KNOB_START, "two Tabs reach the range's start knob: %d %d", index, knob);
    cc_key(panel, CC_KEY_TAB, CC_MODIFIER_SHIFT);
    cc_get_focus(panel, &index, &knob);
    CHECK(counts, index == 1 && knob == CC_KNOB_SINGLE, "Shift+Tab goes back: %d %d", index, knob);
    CHECK(counts, cc_take_focus_exit(panel, &direction) == 0 && direction == -1, "no exit without the hand-off");

    CHECK(counts, cc_set_hands_focus_out(panel, 1) == CC_OK, "hands focus out");
    cc_key(panel, CC_KEY_TAB, 0);
    cc_key(panel, CC_KEY_TAB, 0);
    CHECK(counts, cc_take_focus_exit(panel, &direction) == 0, "not out yet at the last knob");
    cc_key(panel, CC_KEY_TAB, 0);
    CHECK(counts, cc_take_focus_exit(panel, &direction) == 1 && direction == CC_FOCUS_NEXT, "out past the end: %d",
          direction);
    CHECK(counts, cc_take_focus_exit(panel, &direction) == 0, "taken once");
    CHECK(counts, cc_focus_enter(panel, CC_FOCUS_PREVIOUS) == CC_OK, "focus enters");
    cc_get_focus(panel, &index, &knob);
    CHECK(counts, index == 2 && knob == CC_KNOB_END, "coming in backward lands on the last knob: %d %d", index, knob);
    cc_focus_enter(panel, CC_FOCUS_NEXT);
    cc_key(panel, CC_KEY_TAB, CC_MODIFIER_SHIFT);
    CHECK(counts, cc_take_focus_exit(panel, &direction) == 1 && direction == CC_FOCUS_PREVIOUS,
          "Shift+Tab before the first leaves backward: %d", direction);
    cc_destroy(panel);
}

static void typing(check_counts *counts) {
    cc_control *panel = three_controls();
    if (panel == NULL) return;
    cc_knob_event last;
    /* A digit opens the entry on the focused knob; Enter commits it with one CHANGED from CC_SOURCE_TYPED, inside a
     * gesture of its own (BEGAN(typed), CHANGED, ENDED). The knob shows a percentage: 70 is 70 % of its range. */
    CHECK(counts, cc_type_text(panel, "7") == CC_OK, "type 7");
    cc_type_text(panel, "0");
    CHECK(counts, knob_value(panel, 0, CC_KNOB_SINGLE) == 0.25, "nothing changes while typing");
    cc_key(panel, CC_KEY_ENTER, 0);
    cc_knob_event typed[4];
    int taken = 0;
    while (taken < 4 && cc_poll_knob_event(panel, &typed[taken]) == 1) taken++;
    CHECK(counts, taken == 3 && typed[0].event.kind == CC_EVENT_BEGAN && typed[0].event.detail == CC_GESTURE_TYPED &&
                      typed[2].event.kind == CC_EVENT_ENDED && typed[2].event.detail == CC_OUTCOME_COMMITTED,
          "BEGAN(typed), CHANGED, ENDED: %d events", taken);
    CHECK(counts, taken >= 2 && typed[1].index == 0 && typed[1].event.kind == CC_EVENT_CHANGED &&
                      typed[1].event.detail == CC_SOURCE_TYPED && typed[1].event.value == 0.7,
          "one typed change to 0.7: detail %d value %g", typed[1].event.detail, typed[1].event.value);

    /* Enter opens with the value as the knob shows it, selected: the first character typed replaces it; arrows
     * change nothing meanwhile. */
    cc_key(panel, CC_KEY_ENTER, 0); /* "70%" */
    cc_type_text(panel, "9");
    cc_type_text(panel, "0%");
    cc_key(panel, CC_KEY_UP, 0);
    CHECK(counts, drain_events(panel, &last) == 0, "no event while typing");
    cc_key(panel, CC_KEY_ENTER, 0);
    CHECK(counts, knob_value(panel, 0, CC_KNOB_SINGLE) == 0.9, "90%% typed: %g", knob_value(panel, 0, 0));
    drain_events(panel, &last);

    /* Refused text: nothing changes, the entry stays; Escape then closes it without an event. */
    cc_type_text(panel, "1.2.3");
    cc_key(panel, CC_KEY_ENTER, 0);
    CHECK(counts, drain_events(panel, &last) == 0 && knob_value(panel, 0, 0) == 0.9, "refused text changes nothing");
    cc_key(panel, CC_KEY_ESCAPE, 0);
    cc_key(panel, CC_KEY_UP, 0);
    CHECK(counts, drain_events(panel, &last) == 2 && last.event.detail == CC_SOURCE_KEY,
          "after Escape keys reach the knob again (BEGAN(keys), CHANGED(key))");

    /* Clamped by the model; invalid UTF-8 types nothing. */
    cc_type_text(panel, "1e308");
    cc_key(panel, CC_KEY_ENTER, 0);
    CHECK(counts, knob_value(panel, 0, 0) == 1, "1e308 is clamped to max: %g", knob_value(panel, 0, 0));
    CHECK(counts, cc_type_text(panel, "\xff" "5") == CC_ERROR_INVALID_ARGUMENT, "invalid UTF-8 refused");
    CHECK(counts, contains(cc_last_error(panel), "UTF-8"), "message: %s", cc_last_error(panel));
    cc_key(panel, CC_KEY_ENTER, 0);
    cc_key(panel, CC_KEY_ESCAPE, 0);

    /* A double click in the second control's label area opens an entry there. */
    drain_events(panel, &last);
    cc_pointer_down(panel, 300, 105, 0, 1);
    cc_pointer_up(panel, 300, 105, 0);
    cc_pointer_down(panel, 300, 105, 0, 2);
    cc_pointer_up(panel, 300, 105, 0);
    int index = -1, knob = -1;
    cc_get_focus(panel, &index, &knob);
    CHECK(counts, index == 1, "the double click focused control 1: %d", index);
    /* Without a label the entry is in the model's units, its value selected: Backspace clears it. */
    cc_key(panel, CC_KEY_BACKSPACE, 0);
    cc_type_text(panel, "0.575");
    cc_key(panel, CC_KEY_TAB, 0);
    CHECK(counts, knob_value(panel, 1, CC_KNOB_SINGLE) == 0.575, "0.575 typed over 0.500: %g",
          knob_value(panel, 1, 0));
    cc_get_focus(panel, &index, &knob);
    CHECK(counts, index == 2 && knob == CC_KNOB_START, "Tab committed, then moved on: %d %d", index, knob);
    cc_destroy(panel);
}

static void format_and_parse(check_counts *counts) {
    cc_config config;
    cc_config_init(&config);
    config.max = 15;
    config.has_step = 1;
    config.step = 0.25;
    cc_control *control = NULL;
    if (cc_create(&config, &control, NULL, 0) != CC_OK) return;
    char text[CC_VALUE_TEXT_CAPACITY];
    CHECK(counts, cc_format_value(control, 0, 7.5, text, sizeof text) == CC_OK && strcmp(text, "7.50") == 0,
          "7.5 with a step of 0.25: \"%s\"", text);
    CHECK(counts, cc_format_value(control, 0, -0.0, text, sizeof text) == CC_OK && strcmp(text, "0.00") == 0,
          "no -0: \"%s\"", text);
    CHECK(counts, cc_format_value(control, 0, 1e308, text, sizeof text) == CC_OK && strcmp(text, "1e+308") == 0,
          "1e308: \"%s\"", text);
    char small[4] = {'x', 'x', 'x', 'x'};
    CHECK(counts, cc_format_value(control, 0, 7.5, small, sizeof small) == CC_ERROR_BUFFER_TOO_SMALL,
          "too small a buffer");
    CHECK(counts, small[0] == 'x' && contains(cc_last_error(control), "needs 5 bytes"), "untouched; message: %s",
          cc_last_error(control));
    char exact[5];
    CHECK(counts, cc_format_value(control, 0, 7.5, exact, sizeof exact) == CC_OK && strcmp(exact, "7.50") == 0,
          "five bytes hold \"7.50\"");
    CHECK(counts, cc_format_value(control, 1, 7.5, text, sizeof text) == CC_ERROR_INVALID_ARGUMENT, "index 1");
    CHECK(counts, cc_format_value(control, 0, NAN, text, sizeof text) == CC_ERROR_NOT_FINITE, "NaN value");
    CHECK(counts, cc_format_value(control, 0, 1, NULL, 8) == CC_ERROR_NULL_ARGUMENT, "NULL buffer");

    double value = 42;
    CHECK(counts, cc_parse_value(control, " -1.5e1 ", &value) == CC_OK && value == -15, "parsed %g", value);
    CHECK(counts, cc_parse_value(control, "-0", &value) == CC_OK && value == 0 && !signbit(value), "-0 reads 0");
    CHECK(counts, cc_parse_value(control, "1e-310", &value) == CC_OK && value > 0 && value < 1e-300, "subnormal");
    const char *refused[] = {"", "nan", "inf", "1e309", "1,5", "abc", "-", "0x10", "\xff"};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        value = 42;
        CHECK(counts, cc_parse_value(control, refused[i], &value) == CC_ERROR_UNPARSABLE && value == 42,
              "\"%s\" refused, value untouched", refused[i]);
        CHECK(counts, cc_last_error(control)[0] != '\0', "\"%s\" has a message", refused[i]);
    }
    cc_parse_value(control, "1,5", &value);
    CHECK(counts, contains(cc_last_error(control), "\",\""), "the message names the comma: %s", cc_last_error(control));
    char overlong[CC_VALUE_TEXT_MAX_LENGTH + 2];
    memset(overlong, '1', sizeof overlong - 1);
    overlong[sizeof overlong - 1] = '\0';
    CHECK(counts, cc_parse_value(control, overlong, &value) == CC_ERROR_UNPARSABLE, "overlong text");
    CHECK(counts, cc_parse_value(control, NULL, &value) == CC_ERROR_NULL_ARGUMENT, "NULL text");
    CHECK(counts, cc_parse_value(control, "1", NULL) == CC_ERROR_NULL_ARGUMENT, "NULL out_value");
    CHECK(counts, strcmp(cc_status_description(CC_ERROR_UNPARSABLE), "text not a number") == 0, "description");
    cc_destroy(control);
}

/* A knob's entry shows and reads its value as the control shows it: a percentage of the arc, a fraction label's count,
 * else the number. */
static void knob_format_and_parse(check_counts *counts) {
    cc_control *panel = three_controls();
    if (panel == NULL) return;
    char text[CC_VALUE_TEXT_CAPACITY];
    size_t length = 0;
    double value = 42;
    CHECK(counts, cc_format_knob_value(panel, 0, CC_KNOB_SINGLE, 0.4, text, sizeof text, &length) == CC_OK &&
                      strcmp(text, "40%") == 0 && length == 3,
          "0.4 under a percentage label: \"%s\" (%zu)", text, length);
    CHECK(counts, cc_format_knob_value(panel, 2, CC_KNOB_START, 0.3, text, sizeof text, NULL) == CC_OK &&
                      strcmp(text, "0.300") == 0,
          "a range knob without a label: the number, \"%s\"", text);
    cc_config config;
    cc_config_init(&config);
    config.center_x = 700;
    config.label = CC_LABEL_PERCENTAGE;
    int index = -1;
    CHECK(counts, cc_add_range(panel, &config, 0.2, 0.6, 0, &index, NULL, 0) == CC_OK && index == 3, "a labelled range");
    CHECK(counts, cc_format_knob_value(panel, 3, CC_KNOB_START, 0.3, text, sizeof text, NULL) == CC_OK &&
                      strcmp(text, "30%") == 0,
          "a range knob's own percentage, not the label's \"20-60%%\": \"%s\"", text);
    CHECK(counts, cc_parse_knob_value(panel, 3, CC_KNOB_END, "50", &value) == CC_OK && value == 0.5, "50: %g", value);
    CHECK(counts, cc_format_knob_value(panel, 1, CC_KNOB_SINGLE, 0.5, text, sizeof text, NULL) == CC_OK &&
                      strcmp(text, "0.500") == 0,
          "no label: the number, \"%s\"", text);
    value = 42;
    const char *percentages[] = {"40", "40%", " 40 % ", "4e1"};
    for (size_t i = 0; i < sizeof percentages / sizeof percentages[0]; i++) {
        value = 42;
        CHECK(counts, cc_parse_knob_value(panel, 0, CC_KNOB_SINGLE, percentages[i], &value) == CC_OK && value == 0.4,
              "\"%s\" under a percentage label: %g", percentages[i], value);
    }
    CHECK(counts, cc_parse_knob_value(panel, 1, CC_KNOB_SINGLE, "0.4", &value) == CC_OK && value == 0.4,
          "no label: 0.4 is 0.4, %g", value);
    value = 42;
    CHECK(counts, cc_parse_knob_value(panel, 0, CC_KNOB_SINGLE, "40%%", &value) == CC_ERROR_UNPARSABLE && value == 42,
          "40%%%% refused, value untouched");
    CHECK(counts, cc_parse_knob_value(panel, 1, CC_KNOB_SINGLE, "40%", &value) == CC_ERROR_UNPARSABLE,
          "a percentage refused where the control shows none");
    CHECK(counts, cc_parse_knob_value(panel, 0, CC_KNOB_START, "40", &value) == CC_ERROR_INVALID_ARGUMENT,
          "a start knob of a single control");
    CHECK(counts, cc_parse_knob_value(panel, 0, 7, "40", &value) == CC_ERROR_UNKNOWN_ENUM, "knob 7");
    CHECK(counts, cc_format_knob_value(panel, 0, CC_KNOB_SINGLE, NAN, text, sizeof text, NULL) == CC_ERROR_NOT_FINITE,
          "NaN value");
    cc_destroy(panel);

    /* A fraction label of 8: the count. */
    cc_config_init(&config);
    config.label = CC_LABEL_FRACTION;
    config.label_total = 8;
    cc_control *dial = NULL;
    if (cc_create(&config, &dial, NULL, 0) != CC_OK) return;
    CHECK(counts, cc_format_knob_value(dial, 0, CC_KNOB_SINGLE, 0.375, text, sizeof text, NULL) == CC_OK &&
                      strcmp(text, "3/8") == 0,
          "0.375 of 8: \"%s\"", text);
    CHECK(counts, cc_parse_knob_value(dial, 0, CC_KNOB_SINGLE, "3", &value) == CC_OK && value == 0.375, "3: %g", value);
    CHECK(counts, cc_parse_knob_value(dial, 0, CC_KNOB_SINGLE, "1/2", &value) == CC_OK && value == 0.5, "1/2: %g",
          value);
    CHECK(counts, cc_parse_knob_value(dial, 0, CC_KNOB_SINGLE, "1/0", &value) == CC_ERROR_UNPARSABLE, "1/0 refused");
    cc_destroy(dial);
}

static void invalid_arguments(check_counts *counts) {
    int direction = 0;
    CHECK(counts, cc_type_text(NULL, "5") == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_format_value(NULL, 0, 1, NULL, 0) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_parse_value(NULL, "1", NULL) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_set_keyboard_focus(NULL, 1) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_set_hands_focus_out(NULL, 1) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_take_focus_exit(NULL, &direction) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_focus_enter(NULL, CC_FOCUS_NEXT) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    cc_control *panel = three_controls();
    if (panel == NULL) return;
    CHECK(counts, cc_type_text(panel, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL text");
    CHECK(counts, cc_take_focus_exit(panel, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL out_direction");
    CHECK(counts, cc_focus_enter(panel, 2) == CC_ERROR_UNKNOWN_ENUM, "direction 2");
    CHECK(counts, contains(cc_last_error(panel), "direction"), "message: %s", cc_last_error(panel));
    CHECK(counts, cc_key(panel, CC_KEY_BACKSPACE + 1, 0) == CC_ERROR_UNKNOWN_ENUM, "key past Backspace");
    cc_destroy(panel);
}

/* Counts the pixels of `pixels` (w x h) equal to `argb`. */
static int count_pixels(const uint32_t *pixels, int count, uint32_t argb) {
    int found = 0;
    for (int i = 0; i < count; i++) found += pixels[i] == argb;
    return found;
}

static void rendering(check_counts *counts) {
    enum { W = 600, H = 200 };
    uint32_t *pixels = calloc((size_t)W * H, sizeof *pixels);
    cc_control *panel = three_controls();
    if (pixels == NULL || panel == NULL) {
        free(pixels);
        cc_destroy(panel);
        return;
    }
    const uint32_t focus_blue = 0xFF3584E4; /* FocusStyle's default ring colour, opaque */
    cc_rect damage;
    cc_render(panel, pixels, W, H, W * 4, CC_RENDER_FULL, &damage);
    CHECK(counts, count_pixels(pixels, W * H, focus_blue) == 0, "no ring before the keyboard is used");
    cc_key(panel, CC_KEY_TAB, 0); /* onto control 1: its ring appears */
    cc_render(panel, pixels, W, H, W * 4, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, count_pixels(pixels, W * H, focus_blue) > 20, "a ring after Tab");
    CHECK(counts, damage.x >= 200 && damage.x + damage.width <= 400 && damage.width < 60,
          "only control 1's knob is redrawn: %d %d %d %d", damage.x, damage.y, damage.width, damage.height);
    cc_set_keyboard_focus(panel, 0);
    cc_render(panel, pixels, W, H, W * 4, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, count_pixels(pixels, W * H, focus_blue) == 0, "no ring while the surface is unfocused");
    cc_set_keyboard_focus(panel, 1);
    cc_pointer_down(panel, 5, 5, 0, 1);
    cc_pointer_up(panel, 5, 5, 0);
    cc_type_text(panel, "4"); /* an entry in control 1's label: its caret and underline */
    cc_render(panel, pixels, W, H, W * 4, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, damage.width > 0 && damage.x >= 220 && damage.x + damage.width <= 380,
          "the entry redraws control 1's middle: %d %d %d %d", damage.x, damage.y, damage.width, damage.height);
    cc_key(panel, CC_KEY_ESCAPE, 0);
    cc_render(panel, pixels, W, H, W * 4, CC_RENDER_DAMAGE_ONLY, &damage);
    CHECK(counts, count_pixels(pixels, W * H, focus_blue) > 20, "Escape shows the focus again (a key was taken)");
    cc_destroy(panel);
    free(pixels);
}

void run_typing_tests(check_counts *counts) {
    tab_and_hand_off(counts);
    typing(counts);
    format_and_parse(counts);
    knob_format_and_parse(counts);
    invalid_arguments(counts);
    rendering(counts);
}
