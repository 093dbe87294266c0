/* The core's interaction scenarios, run again through the C API. */
#include <math.h>
#include <stdlib.h>

#include "check.h"
#include "driver.h"
#include "tests.h"

/* A press on the knob a few degrees off its centre changes nothing; 30 more degrees move 30 degrees' worth. */
static void press_on_the_knob_then_thirty_degrees(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    start_at(&config, 0.25);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    driver_press(&d, 95);
    CHECK(counts, driver_value(&d) == 0.25, "the press moved the value to %g", driver_value(&d));
    CHECK(counts, d.event_count == 1 && d.events[0].kind == CC_EVENT_BEGAN, "a press reports BEGAN alone");
    CHECK(counts, driver_state(&d).drag_phase == CC_DRAG_ACTIVE, "dragging after the press");
    driver_turn(&d, 30);
    CHECK(counts, approximately(driver_value(&d), 0.25 + 30.0 / 360), "30 degrees gave %.12g", driver_value(&d));
    driver_release(&d);
    CHECK(counts, driver_state(&d).drag_phase == CC_DRAG_IDLE, "idle after the release");
    CHECK(counts, d.failed_calls == 0, "%d calls failed", d.failed_calls);
    driver_stop(&d);
}

/* From 0.9, a drag clockwise across 12 o'clock pins at max; it comes back when the pointer does. */
static void pinning_at_max_across_twelve(check_counts *counts) {
    driver d;
    cc_config config = driver_config(120, 16);
    start_at(&config, 0.9);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    driver_press(&d, 324);
    driver_turn(&d, 56); /* 20 degrees past 12 o'clock */
    cc_state state = driver_state(&d);
    CHECK(counts, state.value == 1, "pinned value %g", state.value);
    CHECK(counts, state.pinned_end == CC_END_MAXIMUM, "pinned end %d", state.pinned_end);
    CHECK(counts, state.drag_phase == CC_DRAG_PINNED, "drag phase %d", state.drag_phase);
    CHECK(counts, driver_saw(&d, CC_EVENT_PINNED, CC_END_MAXIMUM), "a PINNED(max) event");
    driver_turn(&d, -19); /* 1 degree past: still at the end */
    CHECK(counts, driver_value(&d) == 1, "1 degree past the end gave %g", driver_value(&d));
    driver_turn(&d, -2);
    CHECK(counts, approximately(driver_value(&d), 359.0 / 360), "back across 12 o'clock gave %.12g", driver_value(&d));
    CHECK(counts, driver_saw(&d, CC_EVENT_RELEASED, CC_END_MAXIMUM), "a RELEASED(max) event");
    CHECK(counts, driver_state(&d).pinned_end == CC_END_NONE, "no longer pinned");
    driver_turn(&d, -35);
    CHECK(counts, approximately(driver_value(&d), 0.9), "back at the press gave %.12g", driver_value(&d));
    driver_release(&d);
    driver_stop(&d);
}

/* A wrapping control crosses its start and reports the wrap. */
static void wrapping(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    config.turn_mode = CC_TURN_MODE_WRAPPING;
    start_at(&config, 0.9);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    driver_press(&d, 324);
    driver_turn(&d, 72);
    CHECK(counts, approximately(driver_value(&d), 0.1), "wrapped to %.12g", driver_value(&d));
    CHECK(counts, driver_saw(&d, CC_EVENT_WRAPPED, CC_WRAP_FORWARD), "a WRAPPED(forward) event");
    driver_turn(&d, -72);
    CHECK(counts, approximately(driver_value(&d), 0.9), "back to %.12g", driver_value(&d));
    CHECK(counts, driver_saw(&d, CC_EVENT_WRAPPED, CC_WRAP_BACKWARD), "a WRAPPED(backward) event");
    driver_release(&d);
    driver_stop(&d);
}

/* Four and a quarter turns on a 0...100 multi-turn control read 425, four whole turns. */
static void multi_turn(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    config.max = 100;
    config.turn_mode = CC_TURN_MODE_MULTI_TURN;
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    driver_press(&d, 0);
    driver_turn(&d, 4 * 360 + 90);
    cc_state state = driver_state(&d);
    CHECK(counts, approximately(state.value, 425), "value %.12g", state.value);
    CHECK(counts, state.turns == 4, "turns %lld", (long long)state.turns);
    CHECK(counts, approximately(state.position, 4.25), "position %.12g", state.position);
    driver_release(&d);
    driver_stop(&d);
}

/* Keys: arrows 1 %, Shift 0.1 %, pages 10 %, Home and End to the ends. */
static void keys(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    start_at(&config, 0.5);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    driver_key(&d, CC_KEY_RIGHT);
    CHECK(counts, approximately(driver_value(&d), 0.51), "right gave %.12g", driver_value(&d));
    CHECK(counts, d.event_count == 2 && d.events[0].kind == CC_EVENT_BEGAN && d.events[0].detail == CC_GESTURE_KEYS &&
                      d.events[1].kind == CC_EVENT_CHANGED && d.events[1].detail == CC_SOURCE_KEY,
          "BEGAN(keys), then a CHANGED(key) event (%d events)", d.event_count);
    CHECK(counts, approximately(d.events[1].value, 0.51), "the event carries the value %.12g", d.events[1].value);
    d.modifiers = CC_MODIFIER_SHIFT;
    driver_key(&d, CC_KEY_DOWN);
    CHECK(counts, approximately(driver_value(&d), 0.509), "shift down gave %.12g", driver_value(&d));
    d.modifiers = CC_MODIFIER_NONE;
    driver_key(&d, CC_KEY_PAGE_DOWN);
    CHECK(counts, approximately(driver_value(&d), 0.409), "page down gave %.12g", driver_value(&d));
    driver_key(&d, CC_KEY_END);
    CHECK(counts, driver_value(&d) == 1, "end gave %g", driver_value(&d));
    driver_key(&d, CC_KEY_HOME);
    CHECK(counts, driver_value(&d) == 0, "home gave %g", driver_value(&d));
    driver_stop(&d);
}

/* The wheel on an unstepped control: a whole notch is 1 %, half a notch moves half of that at once. Without a time
 * each turn is a gesture of its own: BEGAN(wheel), CHANGED(wheel), ENDED. */
static void wheel(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    driver_wheel(&d, 0.5);
    CHECK(counts, approximately(driver_value(&d), 0.005) && d.event_count == 3, "half a notch gave %.12g (%d events)",
          driver_value(&d), d.event_count);
    CHECK(counts, d.events[0].kind == CC_EVENT_BEGAN && d.events[0].detail == CC_GESTURE_WHEEL &&
                      d.events[1].kind == CC_EVENT_CHANGED && d.events[1].detail == CC_SOURCE_WHEEL &&
                      d.events[2].kind == CC_EVENT_ENDED && d.events[2].detail == CC_OUTCOME_COMMITTED,
          "BEGAN(wheel), CHANGED(wheel), ENDED(committed)");
    driver_wheel(&d, 0.5);
    CHECK(counts, approximately(driver_value(&d), 0.01), "two halves gave %.12g", driver_value(&d));
    CHECK(counts, driver_saw(&d, CC_EVENT_CHANGED, CC_SOURCE_WHEEL), "a CHANGED(wheel) event");
    driver_wheel(&d, -3);
    CHECK(counts, driver_value(&d) == 0, "down past min clamps: %g", driver_value(&d));
    driver_stop(&d);
}

/* Range 0...15 step 1: the pointer, the keys and the wheel reach both ends and nothing outside. */
static void steps_reach_both_ends(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    config.max = 15;
    config.has_step = 1;
    config.step = 1;
    config.arc_start_degrees = -135;
    config.arc_sweep_degrees = 270;
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    cc_state state = driver_state(&d);
    driver_press(&d, state.knob_angle_degrees);
    int outside = 0;
    double seen_max = -1, seen_min = 100;
    for (int degree = 0; degree < 400; degree++) {
        driver_turn(&d, 1);
        double value = driver_value(&d);
        if (value < 0 || value > 15 || value != floor(value)) outside++;
        if (value > seen_max) seen_max = value;
    }
    for (int degree = 0; degree < 800; degree++) {
        driver_turn(&d, -1);
        double value = driver_value(&d);
        if (value < 0 || value > 15 || value != floor(value)) outside++;
        if (value < seen_min) seen_min = value;
    }
    driver_release(&d);
    CHECK(counts, seen_max == 15 && seen_min == 0, "the pointer reached %g and %g", seen_min, seen_max);
    CHECK(counts, outside == 0, "%d values off the grid or outside 0...15", outside);
    for (int i = 0; i < 20; i++) driver_key(&d, CC_KEY_UP);
    CHECK(counts, driver_value(&d) == 15, "keys up gave %g", driver_value(&d));
    for (int i = 0; i < 20; i++) driver_wheel(&d, -1);
    CHECK(counts, driver_value(&d) == 0, "the wheel down gave %g", driver_value(&d));
    driver_key(&d, CC_KEY_END);
    CHECK(counts, driver_value(&d) == 15, "end gave %g", driver_value(&d));
    driver_stop(&d);
}

/* Escape during a drag restores the value from the press and ends the drag as cancelled. */
static void escape_cancels(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    start_at(&config, 0.25);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    driver_press(&d, 90);
    driver_turn(&d, 45);
    CHECK(counts, approximately(driver_value(&d), 0.375), "dragged to %.12g", driver_value(&d));
    driver_clear_events(&d);
    driver_key(&d, CC_KEY_ESCAPE);
    CHECK(counts, driver_value(&d) == 0.25, "escape restored %g", driver_value(&d));
    CHECK(counts, d.event_count == 2, "escape reported %d events", d.event_count);
    CHECK(counts, d.events[0].kind == CC_EVENT_CHANGED && d.events[0].detail == CC_SOURCE_POINTER, "CHANGED first");
    CHECK(counts, d.events[1].kind == CC_EVENT_ENDED && d.events[1].detail == CC_OUTCOME_CANCELLED, "ENDED(cancelled)");
    CHECK(counts, driver_state(&d).drag_phase == CC_DRAG_IDLE, "no drag after escape");
    driver_stop(&d);
}

/* cc_count_click counts presses close in time and place into double and triple clicks, per handle, and starts again
 * at 1 after a pause, a move away, a bad number or time going back; a NULL handle is refused. */
static void click_counting(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    cc_control *control = d.control;
    CHECK(counts, cc_count_click(control, 50, 50, 10.0) == 1, "a first press is a single click");
    CHECK(counts, cc_count_click(control, 52, 49, 10.3) == 2, "a second close by, 0.3 s later, is a double click");
    CHECK(counts, cc_count_click(control, 52, 49, 10.5) == 3, "a third is a triple click");
    CHECK(counts, cc_count_click(control, 52, 49, 11.0) == 1, "after 0.5 s the count starts again");
    CHECK(counts, cc_count_click(control, 70, 49, 11.1) == 1, "18 pixels away the count starts again");
    CHECK(counts, cc_count_click(control, 70, 49, 11.0) == 1, "time going back starts again");
    CHECK(counts, cc_count_click(control, NAN, 49, 11.1) == 1, "a NaN point starts again");
    CHECK(counts, cc_count_click(control, 70, 49, INFINITY) == 1, "an infinite time starts again");
    CHECK(counts, cc_count_click(NULL, 0, 0, 0) == CC_ERROR_NULL_ARGUMENT, "a NULL handle is refused");
    driver_stop(&d);
}

/* A drag reports BEGAN, CHANGED (pointer) for every move that changed the value, then ENDED(committed), in order;
 * each event carries the value right after its input. */
static void events_in_order(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    driver_press(&d, 0);
    driver_turn(&d, 10);
    driver_release(&d);
    CHECK(counts, d.event_count == 12, "%d events (BEGAN, 10 CHANGED, ENDED)", d.event_count);
    CHECK(counts, d.events[0].kind == CC_EVENT_BEGAN, "BEGAN first");
    int changes_in_order = 1;
    for (int i = 1; i <= 10 && i < d.event_count; i++) {
        if (d.events[i].kind != CC_EVENT_CHANGED || d.events[i].detail != CC_SOURCE_POINTER ||
            !approximately(d.events[i].value, i / 360.0)) {
            changes_in_order = 0;
        }
    }
    CHECK(counts, changes_in_order, "ten CHANGED(pointer) events at 1/360 steps");
    CHECK(counts, d.events[d.event_count - 1].kind == CC_EVENT_ENDED &&
                      d.events[d.event_count - 1].detail == CC_OUTCOME_COMMITTED, "ENDED(committed) last");
    driver_stop(&d);
}

/* The callback receives the same events as the queue would, in order, with the handle and the user data. */
typedef struct callback_log {
    cc_control *expected_control;
    int kinds[64];
    int count;
    int wrong_control;
    double value_seen_in_callback;
} callback_log;

static void record_event(cc_control *control, const cc_event *event, void *user_data) {
    callback_log *log = user_data;
    if (control != log->expected_control) log->wrong_control++;
    if (log->count < 64) log->kinds[log->count++] = event->kind;
    cc_get_value(control, &log->value_seen_in_callback);
}

static void events_through_a_callback(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    callback_log log;
    memset(&log, 0, sizeof log);
    log.expected_control = d.control;
    CHECK(counts, cc_set_event_callback(d.control, record_event, &log) == CC_OK, "set the callback");
    driver_press(&d, 0);
    driver_turn(&d, 3);
    driver_release(&d);
    CHECK(counts, d.event_count == 0, "nothing queued while a callback is set (%d)", d.event_count);
    CHECK(counts, log.count == 5, "%d events through the callback", log.count);
    CHECK(counts, log.kinds[0] == CC_EVENT_BEGAN && log.kinds[1] == CC_EVENT_CHANGED && log.kinds[4] == CC_EVENT_ENDED,
          "BEGAN, CHANGED..., ENDED");
    CHECK(counts, log.wrong_control == 0, "the callback got another handle");
    CHECK(counts, approximately(log.value_seen_in_callback, 3.0 / 360), "state readable from the callback");
    CHECK(counts, cc_set_event_callback(d.control, NULL, NULL) == CC_OK, "back to the queue");
    driver_key(&d, CC_KEY_RIGHT);
    CHECK(counts, d.event_count == 2 && log.count == 5, "queued again after the callback was removed (BEGAN, CHANGED)");
    driver_stop(&d);
}

/* A full queue drops the oldest events and counts them. */
static void queue_overflow(check_counts *counts) {
    cc_config config = driver_config(100, 20);
    cc_control *control = NULL;
    CHECK(counts, cc_create(&config, &control, NULL, 0) == CC_OK, "create");
    for (int i = 0; i < CC_EVENT_QUEUE_CAPACITY + 10; i++) {
        cc_set_value(control, (i % 2) ? 0.75 : 0.25, 0, 0);
    }
    uint64_t dropped = 0;
    CHECK(counts, cc_take_dropped_event_count(control, &dropped) == CC_OK && dropped == 10, "dropped %llu",
          (unsigned long long)dropped);
    CHECK(counts, cc_take_dropped_event_count(control, &dropped) == CC_OK && dropped == 0, "reset to 0");
    cc_event event;
    int taken = 0;
    double first_value = -1;
    while (cc_poll_event(control, &event) == 1) {
        if (taken == 0) first_value = event.value;
        taken++;
    }
    CHECK(counts, taken == CC_EVENT_QUEUE_CAPACITY, "%d events kept", taken);
    CHECK(counts, first_value == 0.25, "the oldest were dropped (first kept %g)", first_value);
    cc_destroy(control);
}

/* An animated program value eases through intermediate values and lands on the target. */
static void animation(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    CHECK(counts, cc_set_value(d.control, 0.5, 1, 10.0) == CC_OK, "start an animation");
    CHECK(counts, driver_state(&d).animating && driver_value(&d) == 0, "animating, not moved yet");
    CHECK(counts, cc_advance_animation(d.control, 10.1) == CC_OK, "advance");
    driver_drain(&d);
    double middle = driver_value(&d);
    CHECK(counts, middle > 0 && middle < 0.5, "an intermediate value %g", middle);
    CHECK(counts, driver_saw(&d, CC_EVENT_CHANGED, CC_SOURCE_PROGRAM), "CHANGED(program)");
    cc_advance_animation(d.control, 20);
    CHECK(counts, driver_value(&d) == 0.5 && !driver_state(&d).animating, "landed on 0.5");
    driver_stop(&d);
}

/* A geometry change keeps the value and moves the knob. */
static void geometry_change(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    start_at(&config, 0.25);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    CHECK(counts, cc_set_geometry(d.control, 50, 60, 40, 8) == CC_OK, "set geometry");
    cc_state state = driver_state(&d);
    CHECK(counts, state.value == 0.25, "value kept");
    CHECK(counts, approximately(state.knob_x, 90) && approximately(state.knob_y, 60), "knob at (%g, %g)", state.knob_x,
          state.knob_y);
    int region = -1;
    CHECK(counts, cc_hit_test(d.control, 90, 60, &region) == CC_OK && region == CC_REGION_KNOB, "knob hit (%d)", region);
    CHECK(counts, cc_hit_test(d.control, 50, 60, &region) == CC_OK && region == CC_REGION_INSIDE, "inside (%d)", region);
    CHECK(counts, cc_hit_test(d.control, 500, 60, &region) == CC_OK && region == CC_REGION_OUTSIDE, "outside (%d)",
          region);
    driver_stop(&d);
}

/* Destroying mid-drag and destroying NULL are safe (valgrind checks that nothing leaks). */
static void destroy_mid_drag(check_counts *counts) {
    driver d;
    cc_config config = driver_config(100, 20);
    CHECK(counts, driver_start(&d, &config) == CC_OK, "create");
    driver_press(&d, 0);
    driver_turn(&d, 20);
    CHECK(counts, driver_state(&d).drag_phase == CC_DRAG_ACTIVE, "mid-drag");
    cc_set_value(d.control, 0.5, 0, 0); /* an undrained event in the queue as well */
    driver_stop(&d);
    cc_destroy(NULL);
    CHECK(counts, 1, "survived");
}

/* A callback that destroys its control on the first event: the other events of that input are not delivered, and
 * nothing crashes (valgrind, through scripts/valgrind-c-api's program, sees no invalid access either). */
static void destroy_on_first_event(cc_control *control, const cc_event *event, void *user_data) {
    int *calls = user_data;
    (void)event;
    (*calls)++;
    cc_destroy(control);
}

static void destroy_from_the_callback(check_counts *counts) {
    cc_config config = driver_config(100, 20);
    cc_control *control = NULL;
    CHECK(counts, cc_create(&config, &control, NULL, 0) == CC_OK, "create");
    int calls = 0;
    cc_set_event_callback(control, destroy_on_first_event, &calls);
    cc_pointer_down(control, 200, 100, CC_MODIFIER_NONE, 1); /* BEGAN: destroyed */
    CHECK(counts, calls == 1, "%d callback calls", calls);

    CHECK(counts, cc_create(&config, &control, NULL, 0) == CC_OK, "create again");
    cc_pointer_down(control, 200, 100, CC_MODIFIER_NONE, 1);
    cc_pointer_move(control, 300, 200, CC_MODIFIER_NONE);
    calls = 0;
    cc_set_event_callback(control, destroy_on_first_event, &calls);
    cc_key(control, CC_KEY_ESCAPE, CC_MODIFIER_NONE); /* CHANGED then ENDED: destroyed at CHANGED */
    CHECK(counts, calls == 1, "%d callback calls for two events", calls);
}

void run_interaction_tests(check_counts *counts) {
    press_on_the_knob_then_thirty_degrees(counts);
    pinning_at_max_across_twelve(counts);
    wrapping(counts);
    multi_turn(counts);
    keys(counts);
    wheel(counts);
    steps_reach_both_ends(counts);
    escape_cancels(counts);
    click_counting(counts);
    events_in_order(counts);
    events_through_a_callback(counts);
    queue_overflow(counts);
    animation(counts);
    geometry_change(counts);
    destroy_mid_drag(counts);
    destroy_from_the_callback(counts);
}
