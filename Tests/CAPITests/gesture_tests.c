/* The gesture contract through the C interface: every change a person makes lies inside exactly one CC_EVENT_BEGAN
 * ... CC_EVENT_ENDED pair of its knob, kind by kind (a drag, a wheel burst on the gesture clock, a key run ended by
 * the last key release or by the focus leaving, a typed value, a double click's reset, an accessible value), the
 * wheel and keys during a drag inside the drag's pair, and program values outside any. Each check reads the events
 * as a trace: one entry per event, "CONTROL[.KNOB] KIND DETAIL", runs of the same entry as " xN". */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "circularcontrol.h"
#include "tests.h"

/* The point at `degrees` clockwise from 12 o'clock on a ring of radius 80 around (cx, 100). */
static void ring_point(double cx, double degrees, double *x, double *y) {
    double radians = degrees * M_PI / 180.0;
    *x = cx + 80 * sin(radians);
    *y = 100 - 80 * cos(radians);
}

/* The centres of the panel's controls: 0 a single knob (0.25, default value 0.5), 1 a range (0.2 ... 0.6), 2 a
 * single knob (0.5). Full circles of radius 80 and line width 16; values 0 ... 1. */
static const double centers[] = {100, 300, 500};

static cc_control *gesture_panel(void) {
    cc_config config = ring_config(centers[0], 100);
    start_at(&config, 0.25);
    config.has_default_value = 1;
    config.default_value = 0.5;
    cc_control *panel = NULL;
    if (cc_create(&config, &panel, NULL, 0) != CC_OK) return NULL;
    int range_index = -1, last_index = -1;
    config.center_x = centers[1];
    config.has_default_value = 0;
    cc_add_range(panel, &config, 0.2, 0.6, 0, &range_index, NULL, 0);
    config.center_x = centers[2];
    config.initial_value = 0.5;
    cc_add_control(panel, &config, &last_index, NULL, 0);
    if (range_index != 1 || last_index != 2) {
        cc_destroy(panel);
        return NULL;
    }
    return panel;
}

static const char *kind_name(int kind) {
    static const char *names[] = {"began", "changed", "ended", "wrapped", "pinned", "released"};
    return kind >= 0 && kind < 6 ? names[kind] : "?";
}

static const char *detail_name(int kind, int detail) {
    static const char *gestures[] = {"drag", "wheel", "keys", "typed", "reset", "accessibility"};
    static const char *sources[] = {"pointer", "key", "wheel", "program", "typed", "accessibility"};
    static const char *outcomes[] = {"committed", "cancelled"};
    static const char *wraps[] = {"forward", "backward"};
    static const char *ends[] = {"none", "minimum", "maximum"};
    switch (kind) {
    case CC_EVENT_BEGAN: return detail >= 0 && detail < 6 ? gestures[detail] : "?";
    case CC_EVENT_CHANGED: return detail >= 0 && detail < 6 ? sources[detail] : "?";
    case CC_EVENT_ENDED: return detail >= 0 && detail < 2 ? outcomes[detail] : "?";
    case CC_EVENT_WRAPPED: return detail >= 0 && detail < 2 ? wraps[detail] : "?";
    default: return detail >= 0 && detail < 3 ? ends[detail] : "?";
    }
}

/* One event as a trace entry: "1.end began keys", "0 changed wheel". */
static void entry(const cc_knob_event *event, char *out, size_t capacity) {
    const char *knob = event->knob == CC_KNOB_START ? ".start" : event->knob == CC_KNOB_END ? ".end" : "";
    snprintf(out, capacity, "%d%s %s %s", event->index, knob, kind_name(event->event.kind),
             detail_name(event->event.kind, event->event.detail));
}

/* Drains the panel's queue into a trace: entries joined by "; ", a run of the same entry written once with " xN". */
static void trace(cc_control *panel, char *out, size_t capacity) {
    char previous[64] = "", current[64];
    int run = 0;
    size_t used = 0;
    out[0] = '\0';
    cc_knob_event event;
    for (;;) {
        int taken = cc_poll_knob_event(panel, &event);
        if (taken == 1) entry(&event, current, sizeof current);
        if (taken == 1 && run > 0 && strcmp(current, previous) == 0) {
            run++;
            continue;
        }
        if (run > 1) used += (size_t)snprintf(out + used, used < capacity ? capacity - used : 0, " x%d", run);
        if (taken != 1) break;
        used += (size_t)snprintf(out + used, used < capacity ? capacity - used : 0, "%s%s", run > 0 ? "; " : "",
                                 current);
        strcpy(previous, current);
        run = 1;
    }
}

/* Drops the events queued. */
static void discard(cc_control *panel) {
    cc_knob_event event;
    while (cc_poll_knob_event(panel, &event) == 1) {
    }
}

/* The events queued since the last trace are exactly `expected` ("" for none). */
#define CHECK_TRACE(counts, panel, expected) CHECK_WRITTEN(counts, trace, panel, expected)

static double knob_value(cc_control *panel, int index, int knob) {
    cc_state state;
    memset(&state, 0, sizeof state);
    state.value = NAN;
    cc_get_knob_state(panel, index, knob, &state);
    return state.value;
}

/* The deadline cc_get_gesture_deadline reports, or -1 when it returns 0 (no wheel gesture under way). */
static double deadline(cc_control *panel) {
    double time = -1;
    return cc_get_gesture_deadline(panel, &time) == 1 ? time : -1;
}

/* Presses on the knob of control `index` at `degrees`, turns the pointer `turn` degrees one degree a move. */
static void press_and_turn(cc_control *panel, int index, double degrees, int turn) {
    double x, y;
    ring_point(centers[index], degrees, &x, &y);
    cc_pointer_down(panel, x, y, CC_MODIFIER_NONE, 1);
    for (int step = 1; step <= (turn < 0 ? -turn : turn); step++) {
        ring_point(centers[index], degrees + (turn < 0 ? -step : step), &x, &y);
        cc_pointer_move(panel, x, y, CC_MODIFIER_NONE);
    }
}

static void release_at(cc_control *panel, int index, double degrees) {
    double x, y;
    ring_point(centers[index], degrees, &x, &y);
    cc_pointer_up(panel, x, y, CC_MODIFIER_NONE);
}

/* Puts the mouse over control `index` (on its track at 6 o'clock, away from every knob), so the wheel turns it. */
static void hover(cc_control *panel, int index) {
    double x, y;
    ring_point(centers[index], 180, &x, &y);
    cc_pointer_move(panel, x, y, CC_MODIFIER_NONE);
}

/* A drag is one pair from the press to the release, on the knob pressed: a single knob, and a range's end knob. */
static void drag(check_counts *counts) {
    cc_control *panel = gesture_panel();
    CHECK(counts, panel != NULL, "the panel");
    if (panel == NULL) return;
    press_and_turn(panel, 0, 90, 10); /* the knob at 0.25 is at 3 o'clock */
    CHECK_TRACE(counts, panel, "0 began drag; 0 changed pointer x10");
    release_at(panel, 0, 100);
    CHECK_TRACE(counts, panel, "0 ended committed");
    CHECK(counts, fabs(knob_value(panel, 0, CC_KNOB_SINGLE) - (0.25 + 10.0 / 360)) < 1e-9, "dragged to %.12g",
          knob_value(panel, 0, CC_KNOB_SINGLE));

    press_and_turn(panel, 1, 216, -5); /* the range's end knob at 0.6 */
    release_at(panel, 1, 211);
    CHECK_TRACE(counts, panel, "1.end began drag; 1.end changed pointer x5; 1.end ended committed");

    /* Escape ends the drag as cancelled, inside the same pair; the release then reports nothing. */
    press_and_turn(panel, 2, 180, 3);
    cc_key(panel, CC_KEY_ESCAPE, CC_MODIFIER_NONE);
    release_at(panel, 2, 183);
    CHECK_TRACE(counts, panel, "2 began drag; 2 changed pointer x4; 2 ended cancelled");
    CHECK(counts, knob_value(panel, 2, CC_KNOB_SINGLE) == 0.5, "Escape restored %g", knob_value(panel, 2, 0));
    cc_destroy(panel);
}

/* A wheel burst on the clock of cc_wheel_at: one pair for several turns, ended by cc_advance_clock only once
 * CC_WHEEL_GESTURE_IDLE_SECONDS passed after the last turn; cc_get_gesture_deadline says when. */
static void wheel_burst(check_counts *counts) {
    cc_control *panel = gesture_panel();
    if (panel == NULL) return;
    hover(panel, 0);
    CHECK(counts, deadline(panel) == -1, "no deadline before the wheel");
    CHECK(counts, cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 10.0) == CC_OK, "the first turn");
    CHECK_TRACE(counts, panel, "0 began wheel; 0 changed wheel");
    CHECK(counts, deadline(panel) == 10.0 + CC_WHEEL_GESTURE_IDLE_SECONDS, "deadline %g after the first turn",
          deadline(panel));
    cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 10.2);
    cc_wheel_at(panel, 0.5, CC_MODIFIER_NONE, 10.4);
    CHECK_TRACE(counts, panel, "0 changed wheel x2");
    CHECK(counts, deadline(panel) == 10.4 + CC_WHEEL_GESTURE_IDLE_SECONDS, "deadline %g moved with the last turn",
          deadline(panel));
    CHECK(counts, fabs(knob_value(panel, 0, CC_KNOB_SINGLE) - 0.275) < 1e-12, "2.5 notches gave %.12g",
          knob_value(panel, 0, CC_KNOB_SINGLE));

    /* Pointer motion and the clock short of the deadline end nothing. */
    hover(panel, 0);
    CHECK(counts, cc_advance_clock(panel, 10.6) == CC_OK, "the clock at 10.6");
    cc_advance_clock(panel, 10.899);
    CHECK_TRACE(counts, panel, "");
    CHECK(counts, cc_advance_clock(panel, 10.9) == CC_OK, "the clock at the deadline");
    CHECK_TRACE(counts, panel, "0 ended committed");
    CHECK(counts, deadline(panel) == -1, "no deadline after the burst: %g", deadline(panel));
    cc_advance_clock(panel, 20);
    CHECK_TRACE(counts, panel, "");

    /* A turn after the idle time begins a new burst. The wheel over a range turns its focused knob, in a burst of
     * its own while the first one runs on: each ends at its own time, and the deadline is the earlier one. */
    cc_wheel_at(panel, -1, CC_MODIFIER_NONE, 21);
    hover(panel, 1);
    cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 21.1);
    CHECK_TRACE(counts, panel, "0 began wheel; 0 changed wheel; 1.start began wheel; 1.start changed wheel");
    CHECK(counts, deadline(panel) == 21 + CC_WHEEL_GESTURE_IDLE_SECONDS, "the earlier deadline: %g", deadline(panel));
    cc_advance_clock(panel, 21.5);
    CHECK_TRACE(counts, panel, "0 ended committed");
    CHECK(counts, deadline(panel) == 21.1 + CC_WHEEL_GESTURE_IDLE_SECONDS, "the range's deadline: %g",
          deadline(panel));
    cc_advance_clock(panel, 21.6);
    CHECK_TRACE(counts, panel, "1.start ended committed");

    /* cc_wheel without a time: each turn a pair of its own, and no deadline. */
    cc_wheel(panel, 1, CC_MODIFIER_NONE);
    cc_wheel(panel, 1, CC_MODIFIER_NONE);
    CHECK_TRACE(counts, panel, "1.start began wheel; 1.start changed wheel; 1.start ended committed; "
                               "1.start began wheel; 1.start changed wheel; 1.start ended committed");
    CHECK(counts, deadline(panel) == -1, "a turn without a time set a deadline: %g", deadline(panel));

    /* A turn that changes nothing begins nothing, but carries on the burst under way (its deadline moves). */
    hover(panel, 2);
    cc_set_knob_value(panel, 2, CC_KNOB_SINGLE, 1, 0, 0);
    discard(panel);
    cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 30);
    CHECK_TRACE(counts, panel, "");
    CHECK(counts, deadline(panel) == -1, "a turn at the end began a burst: %g", deadline(panel));
    cc_wheel_at(panel, -1, CC_MODIFIER_NONE, 31);
    cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 31.2);
    cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 31.4); /* at the end again: no change */
    CHECK_TRACE(counts, panel, "2 began wheel; 2 changed wheel x2");
    CHECK(counts, deadline(panel) == 31.4 + CC_WHEEL_GESTURE_IDLE_SECONDS, "the turn that changed nothing moved the"
          " deadline to %g", deadline(panel));

    /* Other input that changes the knob ends the burst first: a key, then a press that starts a drag. */
    cc_key(panel, CC_KEY_LEFT, CC_MODIFIER_NONE);
    cc_key_release(panel, CC_KEY_LEFT);
    cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 32);
    press_and_turn(panel, 2, 360, 0); /* the knob at 1.0 */
    release_at(panel, 2, 360);
    CHECK_TRACE(counts, panel, "2 ended committed; 2 began keys; 2 changed key; 2 ended committed; 2 began wheel; "
                               "2 changed wheel; 2 ended committed; 2 began drag; 2 ended committed");
    CHECK(counts, deadline(panel) == -1, "the press left a deadline: %g", deadline(panel));
    cc_destroy(panel);
}

/* A key and its auto-repeats are one pair; with two keys held it ends at the release of the last one. */
static void key_run(check_counts *counts) {
    cc_control *panel = gesture_panel();
    if (panel == NULL) return;
    int index = -1, knob = -1;
    cc_get_focus(panel, &index, &knob);
    CHECK(counts, index == 0 && knob == CC_KNOB_SINGLE, "the focus starts on control 0: %d %d", index, knob);
    for (int repeat = 0; repeat < 4; repeat++) cc_key(panel, CC_KEY_RIGHT, CC_MODIFIER_NONE); /* and 3 repeats */
    CHECK_TRACE(counts, panel, "0 began keys; 0 changed key x4");
    cc_key(panel, CC_KEY_UP, CC_MODIFIER_NONE); /* a second key held with the first */
    CHECK(counts, cc_key_release(panel, CC_KEY_RIGHT) == CC_OK, "release Right");
    cc_key_release(panel, CC_KEY_ESCAPE); /* a key that is not a value key, released */
    CHECK_TRACE(counts, panel, "0 changed key");
    cc_key(panel, CC_KEY_UP, CC_MODIFIER_NONE); /* Up repeats */
    CHECK_TRACE(counts, panel, "0 changed key");
    CHECK(counts, cc_key_release(panel, CC_KEY_UP) == CC_OK, "release Up");
    CHECK_TRACE(counts, panel, "0 ended committed");
    CHECK(counts, fabs(knob_value(panel, 0, CC_KNOB_SINGLE) - 0.31) < 1e-12, "six keys gave %.12g",
          knob_value(panel, 0, CC_KNOB_SINGLE));
    cc_key_release(panel, CC_KEY_UP);
    CHECK_TRACE(counts, panel, "");

    /* A key at the end it moves to changes nothing and begins nothing; the next key begins a new pair. */
    cc_key(panel, CC_KEY_END, CC_MODIFIER_NONE);
    cc_key_release(panel, CC_KEY_END);
    cc_key(panel, CC_KEY_END, CC_MODIFIER_NONE);
    cc_key_release(panel, CC_KEY_END);
    cc_key(panel, CC_KEY_PAGE_DOWN, CC_MODIFIER_NONE);
    cc_key_release(panel, CC_KEY_PAGE_DOWN);
    CHECK_TRACE(counts, panel, "0 began keys; 0 changed key; 0 ended committed; "
                               "0 began keys; 0 changed key; 0 ended committed");

    /* A range knob's keys are its own pair. */
    cc_move_focus(panel, CC_FOCUS_NEXT, NULL);
    cc_key(panel, CC_KEY_DOWN, CC_MODIFIER_NONE);
    cc_key(panel, CC_KEY_DOWN, CC_MODIFIER_NONE);
    cc_key_release(panel, CC_KEY_DOWN);
    CHECK_TRACE(counts, panel, "1.start began keys; 1.start changed key x2; 1.start ended committed");
    cc_destroy(panel);
}

/* The entries the knob callback was called with, each followed by "; ". */
typedef struct callback_log {
    char text[512];
    size_t used;
} callback_log;

static void log_event(cc_control *control, const cc_knob_event *event, void *user_data) {
    callback_log *log = user_data;
    char text[64];
    (void)control;
    entry(event, text, sizeof text);
    if (log->used < sizeof log->text) {
        log->used += (size_t)snprintf(log->text + log->used, sizeof log->text - log->used, "%s; ", text);
    }
}

/* A key run ends when the focus leaves its knob, delivered by the call that moved the focus: cc_move_focus (to
 * another control, or to a range's other knob), cc_set_keyboard_focus(0), Tab, a press on another control and
 * cc_focus_enter. The key's release afterwards ends nothing more. */
static void key_run_ended_by_the_focus(check_counts *counts) {
    cc_control *panel = gesture_panel();
    if (panel == NULL) return;
    cc_key(panel, CC_KEY_RIGHT, CC_MODIFIER_NONE);
    CHECK(counts, cc_move_focus(panel, CC_FOCUS_NEXT, NULL) == CC_OK, "move the focus");
    CHECK_TRACE(counts, panel, "0 began keys; 0 changed key; 0 ended committed");
    cc_key_release(panel, CC_KEY_RIGHT);
    CHECK_TRACE(counts, panel, "");

    cc_key(panel, CC_KEY_RIGHT, CC_MODIFIER_NONE); /* the range's start knob */
    cc_move_focus(panel, CC_FOCUS_NEXT, NULL);     /* its end knob */
    CHECK_TRACE(counts, panel, "1.start began keys; 1.start changed key; 1.start ended committed");
    cc_key_release(panel, CC_KEY_RIGHT);

    cc_key(panel, CC_KEY_LEFT, CC_MODIFIER_NONE);
    CHECK(counts, cc_set_keyboard_focus(panel, 0) == CC_OK, "the surface loses the focus");
    CHECK_TRACE(counts, panel, "1.end began keys; 1.end changed key; 1.end ended committed");
    cc_set_keyboard_focus(panel, 1);
    cc_key_release(panel, CC_KEY_LEFT);
    CHECK_TRACE(counts, panel, "");

    cc_key(panel, CC_KEY_LEFT, CC_MODIFIER_NONE);
    cc_key(panel, CC_KEY_TAB, CC_MODIFIER_NONE); /* on to control 2 */
    CHECK_TRACE(counts, panel, "1.end began keys; 1.end changed key; 1.end ended committed");
    int index = -1, knob = -1;
    cc_get_focus(panel, &index, &knob);
    CHECK(counts, index == 2, "Tab moved the focus to control 2: %d", index);

    cc_key(panel, CC_KEY_UP, CC_MODIFIER_NONE);
    press_and_turn(panel, 0, 90, 0); /* control 0's knob, at 0.25 */
    release_at(panel, 0, 90);
    CHECK_TRACE(counts, panel, "2 began keys; 2 changed key; 2 ended committed; 0 began drag; 0 ended committed");

    cc_key(panel, CC_KEY_UP, CC_MODIFIER_NONE);
    CHECK(counts, cc_focus_enter(panel, CC_FOCUS_PREVIOUS) == CC_OK, "the focus comes in onto the last knob");
    CHECK_TRACE(counts, panel, "0 began keys; 0 changed key; 0 ended committed");
    cc_key_release(panel, CC_KEY_UP);

    /* Through the knob callback: the ENDED comes during the call that moved the focus. */
    callback_log log = {"", 0};
    cc_set_knob_event_callback(panel, log_event, &log);
    cc_key(panel, CC_KEY_DOWN, CC_MODIFIER_NONE);
    CHECK(counts, strcmp(log.text, "2 began keys; 2 changed key; ") == 0, "the key through the callback: \"%s\"",
          log.text);
    log.used = 0;
    log.text[0] = '\0';
    cc_move_focus(panel, CC_FOCUS_NEXT, NULL);
    CHECK(counts, strcmp(log.text, "2 ended committed; ") == 0, "cc_move_focus called back with \"%s\"", log.text);
    cc_set_knob_event_callback(panel, NULL, NULL);
    CHECK_TRACE(counts, panel, "");
    cc_destroy(panel);
}

/* A typed value committed, a double click's reset and an accessible value: each a BEGAN/CHANGED/ENDED triple from
 * one call, and nothing when the value stays. */
static void one_call_gestures(check_counts *counts) {
    cc_control *panel = gesture_panel();
    if (panel == NULL) return;
    cc_type_text(panel, "0");
    cc_type_text(panel, ".");
    cc_type_text(panel, "7");
    CHECK_TRACE(counts, panel, "");
    cc_key(panel, CC_KEY_ENTER, CC_MODIFIER_NONE);
    CHECK_TRACE(counts, panel, "0 began typed; 0 changed typed; 0 ended committed");
    CHECK(counts, knob_value(panel, 0, CC_KNOB_SINGLE) == 0.7, "typed 0.7: %g", knob_value(panel, 0, 0));
    cc_type_text(panel, "0.7"); /* the same value again */
    cc_key(panel, CC_KEY_ENTER, CC_MODIFIER_NONE);
    CHECK_TRACE(counts, panel, "");

    /* A click on the knob, then a double click: the first a drag without a change, the second a reset to the default
     * value 0.5; its release reports nothing. At the default already, a double click changes nothing. */
    press_and_turn(panel, 0, 0.7 * 360, 0);
    release_at(panel, 0, 0.7 * 360);
    double x, y;
    ring_point(centers[0], 0.7 * 360, &x, &y);
    CHECK(counts, cc_pointer_down(panel, x, y, CC_MODIFIER_NONE, 2) == CC_OK, "the double click");
    cc_pointer_up(panel, x, y, CC_MODIFIER_NONE);
    CHECK_TRACE(counts, panel, "0 began drag; 0 ended committed; 0 began reset; 0 changed pointer; 0 ended committed");
    CHECK(counts, knob_value(panel, 0, CC_KNOB_SINGLE) == 0.5, "reset to %g", knob_value(panel, 0, CC_KNOB_SINGLE));
    ring_point(centers[0], 180, &x, &y);
    cc_pointer_down(panel, x, y, CC_MODIFIER_NONE, 2);
    cc_pointer_up(panel, x, y, CC_MODIFIER_NONE);
    CHECK_TRACE(counts, panel, "");

    /* cc_set_accessible_value: a pair on the knob named, clamped into its range; the same value again, nothing. */
    CHECK(counts, cc_set_accessible_value(panel, 0, CC_KNOB_SINGLE, 0.3) == CC_OK, "an accessible value");
    CHECK_TRACE(counts, panel, "0 began accessibility; 0 changed accessibility; 0 ended committed");
    CHECK(counts, knob_value(panel, 0, CC_KNOB_SINGLE) == 0.3, "set to %g", knob_value(panel, 0, CC_KNOB_SINGLE));
    cc_set_accessible_value(panel, 0, CC_KNOB_SINGLE, 0.3);
    CHECK_TRACE(counts, panel, "");
    cc_set_accessible_value(panel, 1, CC_KNOB_END, 2);
    CHECK_TRACE(counts, panel, "1.end began accessibility; 1.end changed accessibility; 1.end ended committed");
    CHECK(counts, knob_value(panel, 1, CC_KNOB_END) == 1, "clamped to %g", knob_value(panel, 1, CC_KNOB_END));

    /* During a drag of that knob, only the change, inside the drag's pair; on another knob, a pair of its own. */
    press_and_turn(panel, 0, 0.3 * 360, 2);
    cc_set_accessible_value(panel, 0, CC_KNOB_SINGLE, 0.8);
    cc_set_accessible_value(panel, 2, CC_KNOB_SINGLE, 0.1);
    release_at(panel, 0, 0.3 * 360 + 2);
    CHECK_TRACE(counts, panel, "0 began drag; 0 changed pointer x2; 0 changed accessibility; "
                               "2 began accessibility; 2 changed accessibility; 2 ended committed; 0 ended committed");

    /* During a wheel burst of the same knob: the burst ends first. */
    hover(panel, 2);
    cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 5);
    cc_set_accessible_value(panel, 2, CC_KNOB_SINGLE, 0.9);
    CHECK_TRACE(counts, panel, "2 began wheel; 2 changed wheel; 2 ended committed; 2 began accessibility; "
                               "2 changed accessibility; 2 ended committed");
    CHECK(counts, deadline(panel) == -1, "the burst's deadline stayed: %g", deadline(panel));
    cc_destroy(panel);
}

/* The wheel and keys during a drag of the same control change it inside the drag's pair: no pair of their own, no
 * deadline, and a key's release ends nothing. */
static void wheel_and_keys_during_a_drag(check_counts *counts) {
    cc_control *panel = gesture_panel();
    if (panel == NULL) return;
    press_and_turn(panel, 0, 90, 3);
    cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 1);
    cc_wheel(panel, 1, CC_MODIFIER_NONE);
    cc_key(panel, CC_KEY_RIGHT, CC_MODIFIER_NONE);
    cc_key_release(panel, CC_KEY_RIGHT);
    CHECK(counts, deadline(panel) == -1, "the wheel in a drag set a deadline: %g", deadline(panel));
    cc_advance_clock(panel, 2);
    CHECK_TRACE(counts, panel, "0 began drag; 0 changed pointer x3; 0 changed wheel x2; 0 changed key");
    release_at(panel, 0, 95); /* the release point counts as a last move */
    CHECK_TRACE(counts, panel, "0 changed pointer; 0 ended committed");
    cc_advance_clock(panel, 10);
    cc_key_release(panel, CC_KEY_RIGHT);
    CHECK_TRACE(counts, panel, "");
    cc_destroy(panel);
}

/* Values from the program (cc_set_value, cc_set_knob_value, animations) make no pair, and neither end nor begin a
 * gesture: a wheel burst and a key run under way carry on through them. */
static void program_values(check_counts *counts) {
    cc_control *panel = gesture_panel();
    if (panel == NULL) return;
    CHECK(counts, cc_set_value(panel, 0.9, 0, 0) == CC_OK, "set_value");
    cc_set_knob_value(panel, 1, CC_KNOB_START, 0.1, 0, 0);
    cc_set_knob_value(panel, 2, CC_KNOB_SINGLE, 0.2, 1, 100); /* animated */
    cc_advance_animation(panel, 100.1);
    cc_advance_animation(panel, 200);
    CHECK_TRACE(counts, panel, "0 changed program; 1.start changed program; 2 changed program x2");
    CHECK(counts, knob_value(panel, 2, CC_KNOB_SINGLE) == 0.2, "the animation landed at %g", knob_value(panel, 2, 0));

    hover(panel, 0);
    cc_wheel_at(panel, -1, CC_MODIFIER_NONE, 300);
    cc_set_value(panel, 0.5, 0, 300.1);
    CHECK_TRACE(counts, panel, "0 began wheel; 0 changed wheel; 0 changed program");
    CHECK(counts, deadline(panel) == 300 + CC_WHEEL_GESTURE_IDLE_SECONDS, "the program value moved the deadline: %g",
          deadline(panel));
    cc_advance_clock(panel, 301);
    CHECK_TRACE(counts, panel, "0 ended committed");

    cc_key(panel, CC_KEY_LEFT, CC_MODIFIER_NONE);
    cc_set_value(panel, 0.25, 0, 0);
    cc_key(panel, CC_KEY_LEFT, CC_MODIFIER_NONE);
    cc_key_release(panel, CC_KEY_LEFT);
    CHECK_TRACE(counts, panel, "0 began keys; 0 changed key; 0 changed program; 0 changed key; 0 ended committed");
    CHECK(counts, fabs(knob_value(panel, 0, CC_KNOB_SINGLE) - 0.24) < 1e-12, "the key went on from the program value:"
          " %.12g", knob_value(panel, 0, CC_KNOB_SINGLE));
    cc_destroy(panel);
}

/* The new functions refuse what every input function refuses, and change nothing then. */
static void invalid_arguments(check_counts *counts) {
    double time = 42;
    CHECK(counts, cc_key_release(NULL, CC_KEY_LEFT) == CC_ERROR_NULL_ARGUMENT, "key_release: NULL handle");
    CHECK(counts, cc_wheel_at(NULL, 1, 0, 0) == CC_ERROR_NULL_ARGUMENT, "wheel_at: NULL handle");
    CHECK(counts, cc_advance_clock(NULL, 0) == CC_ERROR_NULL_ARGUMENT, "advance_clock: NULL handle");
    CHECK(counts, cc_get_gesture_deadline(NULL, &time) == CC_ERROR_NULL_ARGUMENT && time == 42, "deadline: NULL");
    CHECK(counts, cc_set_accessible_value(NULL, 0, 0, 0) == CC_ERROR_NULL_ARGUMENT, "accessible value: NULL handle");
    cc_control *panel = gesture_panel();
    if (panel == NULL) return;
    hover(panel, 0);
    cc_wheel_at(panel, 1, CC_MODIFIER_NONE, 1);
    discard(panel);
    CHECK(counts, cc_wheel_at(panel, 1, CC_MODIFIER_NONE, NAN) == CC_ERROR_NOT_FINITE &&
                      contains(cc_last_error(panel), "time_seconds"), "wheel_at: NaN time: %s", cc_last_error(panel));
    CHECK(counts, cc_wheel_at(panel, INFINITY, CC_MODIFIER_NONE, 1) == CC_ERROR_NOT_FINITE, "wheel_at: infinite");
    CHECK(counts, cc_wheel_at(panel, 1, 64, 1) == CC_ERROR_UNKNOWN_ENUM, "wheel_at: modifier bit 64");
    CHECK(counts, cc_advance_clock(panel, INFINITY) == CC_ERROR_NOT_FINITE, "advance_clock: infinite time");
    CHECK(counts, cc_advance_clock(panel, NAN) == CC_ERROR_NOT_FINITE, "advance_clock: NaN time");
    CHECK(counts, cc_get_gesture_deadline(panel, NULL) == CC_ERROR_NULL_ARGUMENT, "deadline: NULL out_time_seconds");
    CHECK(counts, cc_key_release(panel, 99) == CC_ERROR_UNKNOWN_ENUM, "key_release: key 99");
    CHECK(counts, cc_set_accessible_value(panel, 3, 0, 0.5) == CC_ERROR_INVALID_ARGUMENT, "accessible value: index 3");
    CHECK(counts, cc_set_accessible_value(panel, 1, CC_KNOB_SINGLE, 0.5) == CC_ERROR_INVALID_ARGUMENT,
          "accessible value: the single knob of a range");
    CHECK(counts, cc_set_accessible_value(panel, 0, 7, 0.5) == CC_ERROR_UNKNOWN_ENUM, "accessible value: knob 7");
    CHECK(counts, cc_set_accessible_value(panel, 0, CC_KNOB_SINGLE, NAN) == CC_ERROR_NOT_FINITE,
          "accessible value: NaN");
    CHECK_TRACE(counts, panel, "");
    CHECK(counts, deadline(panel) == 1 + CC_WHEEL_GESTURE_IDLE_SECONDS && knob_value(panel, 0, 0) == 0.26,
          "refused calls changed the burst: deadline %g, value %g", deadline(panel), knob_value(panel, 0, 0));
    cc_destroy(panel);
}

void run_gesture_tests(check_counts *counts) {
    drag(counts);
    wheel_burst(counts);
    key_run(counts);
    key_run_ended_by_the_focus(counts);
    one_call_gestures(counts);
    wheel_and_keys_during_a_drag(counts);
    program_values(counts);
    invalid_arguments(counts);
}
