/*
 * A range whose two knobs sit at one point leaves a drag's knob undecided until the first move: a move down hands the
 * drag from the end knob to the start knob. It does so only while the knobs still coincide and the start knob is free,
 * and it ends the start knob's own gesture first:
 * 1. the start knob in a key gesture: that gesture ends before its drag begins (it began inside it before);
 * 2. the start knob dragged by a finger: the mouse's drag keeps the end knob (a second BEGAN(drag) on the start knob,
 *    and the end knob's drag gone, before: fuzz-capi found it);
 * 3. the start knob moved away by a key, the program or an accessible value since the press: the drag keeps the end
 *    knob (the start knob jumped from 0.9 to 0.98 before).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "circularcontrol.h"
#include "check.h"
#include "tests.h"

static const char *kind_names[] = {"began", "changed", "ended", "wrapped", "pinned", "released"};

/* The queued events as a trace: "start began 2; start changed 1; ..." (knob, kind, detail). */
static void trace(cc_control *range, char *out, size_t capacity) {
    size_t used = 0;
    out[0] = '\0';
    cc_knob_event e;
    while (cc_poll_knob_event(range, &e) == 1 && used < capacity) {
        used += (size_t)snprintf(out + used, capacity - used, "%s%s %s %d", used > 0 ? "; " : "",
                                 e.knob == CC_KNOB_START ? "start" : "end", kind_names[e.event.kind], e.event.detail);
    }
}

/* The events queued since the last trace are exactly `expected`. */
#define CHECK_TRACE(counts, range, expected) CHECK_WRITTEN(counts, trace, range, expected)

/* A range of 0 ... 1 on the default full circle (centre 100, 100, radius 80), both knobs at `value`. */
static cc_control *coinciding_knobs(double value) {
    cc_config config;
    cc_config_init(&config);
    cc_control *range = NULL;
    cc_create_range(&config, value, value, 0, &range, NULL, 0);
    return range;
}

static double knob_value(cc_control *range, int knob) {
    cc_state state;
    state.value = NAN;
    cc_get_knob_state(range, 0, knob, &state);
    return state.value;
}

/* 1 and 3: the start knob's key gesture under way, the drag handed to it on the first move down. */
static void key_gesture_then_handover(check_counts *counts) {
    cc_control *range = coinciding_knobs(1); /* both at 12 o'clock */
    if (range == NULL) return;
    cc_pointer_down(range, 100, 20, CC_MODIFIER_NONE, 1);
    cc_move_focus(range, CC_FOCUS_PREVIOUS, NULL);
    cc_key(range, CC_KEY_PAGE_DOWN, CC_MODIFIER_NONE); /* start to 0.9, its key held */
    CHECK_TRACE(counts, range, "end began 0; start began 2; start changed 1");
    cc_pointer_move(range, 90, 21, CC_MODIFIER_NONE); /* a little anticlockwise: down by about 0.02 */
    char actual[512];
    trace(range, actual, sizeof actual);
    CHECK(counts, strstr(actual, "start began 0") == NULL || strstr(actual, "start ended 0") != NULL,
          "the start knob's drag began during its key gesture: \"%s\"", actual);
    CHECK(counts, knob_value(range, CC_KNOB_START) <= 0.9, "the start knob jumped from 0.9 to %.6g",
          knob_value(range, CC_KNOB_START));
    cc_destroy(range);
}

/* 3: the start knob moved away by the program after the press, the drag handed to it on the first move down. */
static void program_value_then_handover(check_counts *counts) {
    cc_control *range = coinciding_knobs(1);
    if (range == NULL) return;
    cc_pointer_down(range, 100, 20, CC_MODIFIER_NONE, 1);
    cc_set_knob_value(range, 0, CC_KNOB_START, 0.9, 0, 0);
    cc_pointer_move(range, 90, 21, CC_MODIFIER_NONE);
    CHECK(counts, knob_value(range, CC_KNOB_START) <= 0.9, "the start knob jumped from 0.9 to %.6g",
          knob_value(range, CC_KNOB_START));
    cc_destroy(range);
}

/* 2: a finger drags the start knob when the mouse's undecided drag is handed to it. */
static void finger_on_the_start_knob_then_handover(check_counts *counts) {
    cc_control *range = coinciding_knobs(0); /* both at 12 o'clock */
    if (range == NULL) return;
    cc_pointer_down(range, 160.57670772051878, 152.25382743630212, CC_MODIFIER_NONE, 1); /* the track: undecided */
    cc_key(range, CC_KEY_RIGHT, CC_MODIFIER_NONE); /* during the mouse's drag: the end knob to 0.01 */
    cc_touch_down(range, 7, 43.431457505076182, 43.43145750507621); /* a finger takes the start knob */
    CHECK_TRACE(counts, range, "end began 0; end changed 1; start began 0");
    cc_pointer_move(range, 134.20440747442257, 27.680856550124531, CC_MODIFIER_NONE);
    char actual[512];
    trace(range, actual, sizeof actual);
    CHECK(counts, strstr(actual, "start began") == NULL, "the start knob began a second drag: \"%s\"", actual);
    cc_state end;
    cc_get_knob_state(range, 0, CC_KNOB_END, &end);
    CHECK(counts, end.drag_phase != CC_DRAG_IDLE, "the mouse's drag of the end knob was dropped");
    cc_destroy(range);
}

void run_range_handover_tests(check_counts *counts) {
    key_gesture_then_handover(counts);
    program_value_then_handover(counts);
    finger_on_the_start_knob_then_handover(counts);
}
