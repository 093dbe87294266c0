/* Ranges and panels through the C interface: a range's two knobs and their events, several controls in one
 * buffer with routed input, touch points with drags of their own, the keyboard focus and its Tab order, and every
 * invalid argument of these functions. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "circularcontrol.h"
#include "tests.h"

/* The point at `degrees` clockwise from 12 o'clock on a ring of radius 80 around (cx, cy). */
static void ring_point(double cx, double cy, double degrees, double *x, double *y) {
    double radians = degrees * M_PI / 180.0;
    *x = cx + 80 * sin(radians);
    *y = cy - 80 * cos(radians);
}

/* Drains the queue with knobs; returns the number of events taken into `events` (at most `capacity`). */
static int drain(cc_control *control, cc_knob_event *events, int capacity) {
    int count = 0;
    cc_knob_event event;
    while (cc_poll_knob_event(control, &event) == 1) {
        if (count < capacity) events[count++] = event;
    }
    return count;
}

static void range_knobs(check_counts *counts) {
    cc_config config = ring_config(100, 100);
    cc_control *range = NULL;
    CHECK(counts, cc_create_range(&config, 0.6, 0.2, 0.1, &range, NULL, 0) == CC_OK, "create_range");
    if (range == NULL) return;
    cc_state start, end;
    cc_get_knob_state(range, 0, CC_KNOB_START, &start);
    cc_get_knob_state(range, 0, CC_KNOB_END, &end);
    CHECK(counts, start.value == 0.2 && end.value == 0.6, "values ordered: %g %g", start.value, end.value);

    /* Drag the start knob (at 72 degrees) towards the end knob: it stops at end - minimum distance, pinned. */
    double x, y;
    ring_point(100, 100, 72, &x, &y);
    cc_pointer_down(range, x, y, 0, 1);
    for (double degrees = 73; degrees <= 250; degrees += 1) {
        ring_point(100, 100, degrees, &x, &y);
        cc_pointer_move(range, x, y, 0);
    }
    cc_knob_event events[512];
    int count = drain(range, events, 512);
    CHECK(counts, count >= 3 && events[0].index == 0 && events[0].knob == CC_KNOB_START &&
                      events[0].event.kind == CC_EVENT_BEGAN, "began on the start knob");
    int pinned = 0;
    for (int i = 0; i < count; i++) {
        CHECK(counts, events[i].knob == CC_KNOB_START, "event %d names knob %d", i, events[i].knob);
        if (events[i].event.kind == CC_EVENT_PINNED) pinned = events[i].event.detail == CC_END_MAXIMUM;
    }
    CHECK(counts, pinned, "pinned at the end knob");
    cc_get_knob_state(range, 0, CC_KNOB_START, &start);
    CHECK(counts, approximately(start.value, 0.5), "start stops at 0.5: %g", start.value);
    CHECK(counts, start.drag_phase == CC_DRAG_PINNED && start.pinned_end == CC_END_MAXIMUM, "start pinned");
    cc_get_knob_state(range, 0, CC_KNOB_END, &end);
    CHECK(counts, end.drag_phase == CC_DRAG_IDLE && end.value == 0.6, "end untouched");
    cc_pointer_up(range, x, y, 0);
    count = drain(range, events, 512);
    CHECK(counts, count >= 1 && events[count - 1].event.kind == CC_EVENT_ENDED, "ended");

    /* Keys act on the knob pressed last; Tab moves to the end knob. */
    cc_key(range, CC_KEY_LEFT, 0);
    cc_get_knob_state(range, 0, CC_KNOB_START, &start);
    CHECK(counts, approximately(start.value, 0.49), "left moves the start knob: %g", start.value);
    int moved = 0, index = -1, knob = -1;
    drain(range, events, 512);
    CHECK(counts, cc_move_focus(range, CC_FOCUS_NEXT, &moved) == CC_OK && moved == 1, "focus moves");
    cc_get_focus(range, &index, &knob);
    CHECK(counts, index == 0 && knob == CC_KNOB_END, "focus on the end knob: %d %d", index, knob);
    count = drain(range, events, 512);
    CHECK(counts, count == 1 && events[0].knob == CC_KNOB_START && events[0].event.kind == CC_EVENT_ENDED,
          "the start knob's key gesture ended with the focus move (%d events)", count);
    cc_key(range, CC_KEY_RIGHT, 0);
    count = drain(range, events, 512);
    CHECK(counts, count == 2 && events[0].knob == CC_KNOB_END && events[0].event.kind == CC_EVENT_BEGAN &&
                      events[0].event.detail == CC_GESTURE_KEYS && events[1].knob == CC_KNOB_END &&
                      events[1].event.kind == CC_EVENT_CHANGED && events[1].event.detail == CC_SOURCE_KEY &&
                      approximately(events[1].event.value, 0.61),
          "right moves the end knob in a key gesture of its own (%d events)", count);

    /* The program moves one knob; the other is pushed along only as far as the minimum distance needs. */
    CHECK(counts, cc_set_knob_value(range, 0, CC_KNOB_END, 0.55, 0, 0) == CC_OK, "set end");
    cc_get_knob_state(range, 0, CC_KNOB_START, &start);
    cc_get_knob_state(range, 0, CC_KNOB_END, &end);
    CHECK(counts, approximately(start.value, 0.45) && end.value == 0.55, "pushed apart: %g %g", start.value, end.value);

    /* The plain queue still gets every event, with its knob's value. */
    drain(range, events, 512);
    cc_key(range, CC_KEY_END, 0);
    cc_event plain;
    CHECK(counts, cc_poll_event(range, &plain) == 1 && plain.kind == CC_EVENT_CHANGED && plain.value == 1,
          "plain event, the end knob's value: %g", plain.value);
    cc_destroy(range);
}

/* A finger down on the ring of the control centred at (center_x, 100), at `degrees`, turning `sign` (1 clockwise). */
typedef struct {
    int64_t id;
    double center_x;
    double degrees;
    double sign;
} finger;

/* Turns two fingers that are down by 36 degrees each, in one-degree moves taken in turn, and lifts them. */
static void turn_two_fingers(cc_control *panel, finger a, finger b) {
    double ax = 0, ay = 0, bx = 0, by = 0;
    for (int degrees = 1; degrees <= 36; degrees++) {
        ring_point(a.center_x, 100, a.degrees + a.sign * degrees, &ax, &ay);
        ring_point(b.center_x, 100, b.degrees + b.sign * degrees, &bx, &by);
        cc_touch_move(panel, a.id, ax, ay);
        cc_touch_move(panel, b.id, bx, by);
    }
    cc_touch_up(panel, a.id, ax, ay);
    cc_touch_up(panel, b.id, bx, by);
}

static void panel_routing(check_counts *counts) {
    cc_config first = ring_config(100, 100);
    cc_config second = ring_config(300, 100);
    start_at(&second, 0.5);
    cc_control *panel = NULL;
    cc_create(&first, &panel, NULL, 0);
    if (panel == NULL) return;
    int index = -1, count = 0;
    CHECK(counts, cc_add_control(panel, &second, &index, NULL, 0) == CC_OK && index == 1, "added at 1");
    cc_config third = ring_config(500, 100);
    CHECK(counts, cc_add_range(panel, &third, 0.2, 0.6, 0, &index, NULL, 0) == CC_OK && index == 2, "range at 2");
    cc_get_control_count(panel, &count);
    CHECK(counts, count == 3, "three controls: %d", count);

    /* A press on the second control's knob drags it and no other. */
    double x, y;
    ring_point(300, 100, 180, &x, &y);
    cc_pointer_down(panel, x, y, 0, 1);
    ring_point(300, 100, 216, &x, &y);
    cc_pointer_move(panel, x, y, 0);
    cc_pointer_up(panel, x, y, 0);
    cc_knob_event events[64];
    int taken = drain(panel, events, 64);
    int all_second = taken > 0;
    for (int i = 0; i < taken; i++) all_second = all_second && events[i].index == 1;
    CHECK(counts, all_second, "every event on control 1 (%d events)", taken);
    cc_state state;
    cc_get_knob_state(panel, 1, CC_KNOB_SINGLE, &state);
    CHECK(counts, approximately(state.value, 0.6), "control 1 at 0.6: %g", state.value);
    cc_get_state(panel, &state);
    CHECK(counts, state.value == 0, "control 0 untouched: %g", state.value);

    /* Two fingers drag the first control and the range's end knob at once. */
    double ax, ay, bx, by;
    ring_point(100, 100, 0, &ax, &ay);
    ring_point(500, 100, 216, &bx, &by);
    CHECK(counts, cc_touch_down(panel, 7, ax, ay) == CC_OK, "touch 7");
    CHECK(counts, cc_touch_down(panel, 9, bx, by) == CC_OK, "touch 9");
    turn_two_fingers(panel, (finger){7, 100, 0, 1}, (finger){9, 500, 216, 1});
    cc_get_knob_state(panel, 0, CC_KNOB_SINGLE, &state);
    CHECK(counts, approximately(state.value, 0.1), "finger 7 drove control 0: %g", state.value);
    cc_get_knob_state(panel, 2, CC_KNOB_END, &state);
    CHECK(counts, approximately(state.value, 0.7), "finger 9 drove the range's end: %g", state.value);
    CHECK(counts, state.drag_phase == CC_DRAG_IDLE, "both lifted");
    drain(panel, events, 64);

    /* Two fingers on the range's two knobs (0.2 at 72 degrees, 0.7 at 252) drag both at once. */
    ring_point(500, 100, 72, &ax, &ay);
    ring_point(500, 100, 252, &bx, &by);
    CHECK(counts, cc_touch_down(panel, 3, ax, ay) == CC_OK, "touch 3");
    CHECK(counts, cc_touch_down(panel, 4, bx, by) == CC_OK, "touch 4");
    cc_state start_state, end_state;
    cc_get_knob_state(panel, 2, CC_KNOB_START, &start_state);
    cc_get_knob_state(panel, 2, CC_KNOB_END, &end_state);
    CHECK(counts, start_state.drag_phase == CC_DRAG_ACTIVE && end_state.drag_phase == CC_DRAG_ACTIVE,
          "both knobs dragged: %d %d", start_state.drag_phase, end_state.drag_phase);
    turn_two_fingers(panel, (finger){3, 500, 72, -1}, (finger){4, 500, 252, 1});
    cc_get_knob_state(panel, 2, CC_KNOB_START, &start_state);
    cc_get_knob_state(panel, 2, CC_KNOB_END, &end_state);
    CHECK(counts, approximately(start_state.value, 0.1) && approximately(end_state.value, 0.8),
          "fingers 3 and 4 drove the range's start and end: %g %g", start_state.value, end_state.value);
    drain(panel, events, 64);

    /* The last press (finger 4) focused the range's end knob; Tab comes round from there: control 0, control 1,
     * the range's start knob, its end knob. */
    int expected[][2] = {{0, CC_KNOB_SINGLE}, {1, CC_KNOB_SINGLE}, {2, CC_KNOB_START}, {2, CC_KNOB_END}};
    int focus_index = -1, focus_knob = -1;
    cc_get_focus(panel, &focus_index, &focus_knob);
    CHECK(counts, focus_index == 2 && focus_knob == CC_KNOB_END, "the press focused: %d %d", focus_index, focus_knob);
    for (int i = 0; i < 4; i++) {
        int moved = 0;
        cc_move_focus(panel, CC_FOCUS_NEXT, &moved);
        cc_get_focus(panel, &focus_index, &focus_knob);
        CHECK(counts, moved && focus_index == expected[i][0] && focus_knob == expected[i][1], "Tab %d: %d %d", i,
              focus_index, focus_knob);
    }

    /* The wheel turns the control under the pointer and focuses it. */
    ring_point(300, 100, 90, &x, &y);
    cc_pointer_move(panel, x, y, 0);
    cc_wheel(panel, 1, 0);
    taken = drain(panel, events, 64);
    CHECK(counts, taken == 3 && events[0].index == 1 && events[1].index == 1 && events[2].index == 1 &&
                      events[1].event.kind == CC_EVENT_CHANGED && events[1].event.detail == CC_SOURCE_WHEEL,
          "wheel on 1: BEGAN, CHANGED(wheel), ENDED (%d events)", taken);
    cc_get_focus(panel, &focus_index, &focus_knob);
    CHECK(counts, focus_index == 1, "wheel focused 1: %d", focus_index);

    /* One buffer for all three; a change of control 1 redraws within its square only. */
    int width = 600, height = 200;
    uint32_t *pixels = calloc((size_t)width * height, 4);
    cc_rect damage;
    CHECK(counts, cc_render(panel, pixels, width, height, width * 4, CC_RENDER_FULL, &damage) == CC_OK &&
                      damage.width == width, "full render");
    cc_set_knob_value(panel, 1, CC_KNOB_SINGLE, 0.8, 0, 0);
    CHECK(counts, cc_render(panel, pixels, width, height, width * 4, CC_RENDER_DAMAGE_ONLY, &damage) == CC_OK, "damage");
    CHECK(counts, damage.width > 0 && damage.x >= 200 && damage.x + damage.width <= 400,
          "damage within control 1: x %d width %d", damage.x, damage.width);
    /* Control 2's range is drawn: its selection's colour differs from the background in the middle of its track. */
    ring_point(500, 100, 144, &x, &y);
    CHECK(counts, pixels[(int)y * width + (int)x] != pixels[0], "the range's selection is drawn");
    free(pixels);

    cc_destroy(panel);
}

static int callback_knob = -1;
static void knob_callback(cc_control *control, const cc_knob_event *event, void *user_data) {
    (void)control;
    *(int *)user_data += 1;
    callback_knob = event->knob;
}

static void knob_callback_test(check_counts *counts) {
    cc_config config = ring_config(100, 100);
    cc_control *range = NULL;
    cc_create_range(&config, 0.2, 0.6, 0, &range, NULL, 0);
    if (range == NULL) return;
    int calls = 0;
    CHECK(counts, cc_set_knob_event_callback(range, knob_callback, &calls) == CC_OK, "set callback");
    cc_move_focus(range, CC_FOCUS_PREVIOUS, NULL);
    cc_key(range, CC_KEY_UP, 0);
    CHECK(counts, calls == 2 && callback_knob == CC_KNOB_END, "callback with the end knob (BEGAN, CHANGED): %d %d",
          calls, callback_knob);
    cc_event event;
    CHECK(counts, cc_poll_event(range, &event) == 0, "nothing queued");
    cc_destroy(range);
}

static void panel_invalid_arguments(check_counts *counts) {
    cc_config config = ring_config(100, 100);
    cc_control *range = NULL;
    char message[256];
    CHECK(counts, cc_create_range(&config, NAN, 0.5, 0, &range, message, sizeof message) == CC_ERROR_NOT_FINITE &&
                      contains(message, "start"), "NaN start: %s", message);
    CHECK(counts, cc_create_range(&config, 0.1, 0.5, 2, &range, message, sizeof message) == CC_ERROR_INVALID_CONFIG &&
                      contains(message, "minimum_distance"), "distance: %s", message);
    config.turn_mode = CC_TURN_MODE_WRAPPING;
    CHECK(counts, cc_create_range(&config, 0.1, 0.5, 0, &range, message, sizeof message) == CC_ERROR_INVALID_CONFIG &&
                      contains(message, "turn_mode"), "wrapping range: %s", message);
    CHECK(counts, cc_create_range(NULL, 0.1, 0.5, 0, &range, message, sizeof message) == CC_ERROR_NULL_ARGUMENT, "NULL config");
    CHECK(counts, range == NULL, "nothing created");
    config = ring_config(100, 100);
    cc_create_range(&config, 0.2, 0.6, 0, &range, NULL, 0);
    if (range == NULL) return;
    double value;
    cc_state state;
    CHECK(counts, cc_get_value(range, &value) == CC_ERROR_INVALID_ARGUMENT && contains(cc_last_error(range), "range"),
          "get_value on a range: %s", cc_last_error(range));
    CHECK(counts, cc_get_state(range, &state) == CC_ERROR_INVALID_ARGUMENT, "get_state on a range");
    CHECK(counts, cc_set_value(range, 0.5, 0, 0) == CC_ERROR_INVALID_ARGUMENT, "set_value on a range");
    CHECK(counts, cc_get_knob_state(range, 1, CC_KNOB_START, &state) == CC_ERROR_INVALID_ARGUMENT &&
                      contains(cc_last_error(range), "index"), "index outside: %s", cc_last_error(range));
    CHECK(counts, cc_get_knob_state(range, -1, CC_KNOB_START, &state) == CC_ERROR_INVALID_ARGUMENT, "negative index");
    CHECK(counts, cc_get_knob_state(range, 0, CC_KNOB_SINGLE, &state) == CC_ERROR_INVALID_ARGUMENT &&
                      contains(cc_last_error(range), "knob"), "single knob of a range: %s", cc_last_error(range));
    CHECK(counts, cc_get_knob_state(range, 0, 7, &state) == CC_ERROR_UNKNOWN_ENUM, "knob 7");
    CHECK(counts, cc_get_knob_state(range, 0, CC_KNOB_START, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL state");
    CHECK(counts, cc_set_knob_value(range, 0, CC_KNOB_START, 0.1, 1, 0) == CC_ERROR_INVALID_ARGUMENT &&
                      contains(cc_last_error(range), "animated"), "animated range: %s", cc_last_error(range));
    CHECK(counts, cc_set_knob_value(range, 0, CC_KNOB_START, INFINITY, 0, 0) == CC_ERROR_NOT_FINITE, "infinite value");
    CHECK(counts, cc_set_control_geometry(range, 3, 100, 100, 80, 16) == CC_ERROR_INVALID_ARGUMENT, "geometry index");
    CHECK(counts, cc_set_control_geometry(range, 0, 100, 100, -1, 16) == CC_ERROR_INVALID_CONFIG &&
                      contains(cc_last_error(range), "radius"), "negative radius: %s", cc_last_error(range));
    CHECK(counts, cc_touch_down(range, 1, NAN, 0) == CC_ERROR_NOT_FINITE, "NaN touch");
    CHECK(counts, cc_move_focus(range, 5, NULL) == CC_ERROR_UNKNOWN_ENUM, "direction 5");
    CHECK(counts, cc_get_focus(range, NULL, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL focus");
    CHECK(counts, cc_get_control_count(range, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL count");
    int index = -1;
    config.radius = -5;
    CHECK(counts, cc_add_control(range, &config, &index, message, sizeof message) == CC_ERROR_INVALID_CONFIG &&
                      contains(message, "radius") && contains(cc_last_error(range), "radius") && index == -1,
          "refused add: %s", message);
    CHECK(counts, cc_add_range(NULL, &config, 0, 1, 0, &index, message, sizeof message) == CC_ERROR_NULL_ARGUMENT &&
                      contains(message, "NULL"), "NULL panel: %s", message);
    CHECK(counts, cc_add_control(range, &config, NULL, NULL, 0) == CC_ERROR_NULL_ARGUMENT, "NULL out_index");
    int count = 0;
    cc_get_control_count(range, &count);
    CHECK(counts, count == 1, "refused adds add nothing: %d", count);
    /* Every refusal left the values alone. */
    cc_get_knob_state(range, 0, CC_KNOB_START, &state);
    CHECK(counts, state.value == 0.2, "start unchanged: %g", state.value);
    CHECK(counts, cc_poll_knob_event(range, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL event");
    CHECK(counts, cc_poll_knob_event(NULL, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    cc_destroy(range);
}

void run_panel_tests(check_counts *counts) {
    range_knobs(counts);
    panel_routing(counts);
    knob_callback_test(counts);
    panel_invalid_arguments(counts);
}
