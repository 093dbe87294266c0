/* Linear mouse drags kept in place (cc_get_linear_drag_anchor, cc_get_linear_drag_knob, cc_pointer_move_by,
 * cc_pointer_warped): a host that never warps sees no difference, a host that warps back or reads relative motion
 * gets the exact travel past any screen edge, Escape shows the cursor on the restored knob, fingers never take part,
 * and bad input changes nothing. */
#include <float.h>
#include <math.h>
#include <stdlib.h>

#include "circularcontrol.h"

#include "check.h"
#include "tests.h"

/* A knob on the default ring (centre (100, 100), radius 80) that drags vertically, `distance` px a sweep, from
 * `initial`, checked to be created; NULL when it cannot be made. */
static cc_control *linear_knob(check_counts *counts, double distance, double initial) {
    cc_config config;
    cc_config_init(&config);
    config.linear_drag = CC_LINEAR_DRAG_VERTICAL;
    config.linear_drag_distance = distance;
    start_at(&config, initial);
    config.snap = CC_SNAP_NEVER;
    cc_control *control = NULL;
    if (cc_create(&config, &control, NULL, 0) != CC_OK) control = NULL;
    CHECK(counts, control != NULL, "create");
    return control;
}

static double value_of(cc_control *control) {
    double value = NAN;
    cc_get_value(control, &value);
    return value;
}

/* Empties the event queue. */
static void drain(cc_control *control) {
    cc_event event;
    while (cc_poll_event(control, &event) == 1) {}
}

/* True when the knob getter answers 1 with the knob of cc_get_state. */
static int knob_getter_matches_state(cc_control *control) {
    double x = NAN, y = NAN;
    cc_state state;
    cc_get_state(control, &state);
    return cc_get_linear_drag_knob(control, &x, &y) == 1 && x == state.knob_x && y == state.knob_y;
}

/* A host that never warps: the positions it gives are the pointer's; the anchor (the press point rounded) holds
 * until the release, and the knob getter follows the knob and stays after the drag. */
static void a_host_that_never_warps(check_counts *counts) {
    cc_control *control = linear_knob(counts, 100, 0.25);
    if (control == NULL) return;
    double x = -1, y = -1;
    CHECK(counts, cc_get_linear_drag_anchor(control, &x, &y) == 0 && x == -1 && y == -1, "no drag, no anchor");
    CHECK(counts, cc_get_linear_drag_knob(control, &x, &y) == 0 && x == -1, "no linear drag yet, no knob");
    CHECK(counts, cc_pointer_down(control, 100.4, 150.6, CC_MODIFIER_NONE, 1) == CC_OK, "press");
    CHECK(counts, cc_get_linear_drag_anchor(control, &x, &y) == 1 && x == 100 && y == 151, "anchor (%g, %g)", x, y);
    CHECK(counts, cc_pointer_move(control, 100.4, 125.6, CC_MODIFIER_NONE) == CC_OK, "move");
    CHECK(counts, approximately(value_of(control), 0.5), "25 px up of 100 gave %.12g", value_of(control));
    CHECK(counts, knob_getter_matches_state(control), "the knob getter follows the knob");
    CHECK(counts, cc_pointer_up(control, 100.4, 120.6, CC_MODIFIER_NONE) == CC_OK, "release");
    CHECK(counts, approximately(value_of(control), 0.55), "the release's 5 px count: %.12g", value_of(control));
    x = y = -1;
    CHECK(counts, cc_get_linear_drag_anchor(control, &x, &y) == 0 && x == -1 && y == -1, "the anchor goes");
    CHECK(counts, knob_getter_matches_state(control), "the knob getter still says where the knob is");
    cc_destroy(control);
}

/* A host that warps back: motions queued before the warp landed count from the last position, the warp adds nothing,
 * later motions count from the anchor; 1200 px of travel from 3 px below the top of the screen count in full. */
static void a_host_that_warps_back(check_counts *counts) {
    cc_control *control = linear_knob(counts, 2000, 0);
    if (control == NULL) return;
    CHECK(counts, cc_pointer_down(control, 100, 3, CC_MODIFIER_NONE, 1) == CC_OK, "press 3 px below the top");
    double ax = NAN, ay = NAN;
    CHECK(counts, cc_get_linear_drag_anchor(control, &ax, &ay) == 1 && ax == 100 && ay == 3, "anchor");
    int failed = 0;
    for (int burst = 0; burst < 40; burst++) {
        /* Two motions of 1 px made before the warp (asked for after the first) landed, the warp's own motion, 3 px
         * up to the screen's top, that position again, another warp, then 25 px at once (onto a screen above). */
        failed |= cc_pointer_move(control, 100, ay - 1, CC_MODIFIER_NONE) != CC_OK;
        failed |= cc_pointer_move(control, 100, ay - 2, CC_MODIFIER_NONE) != CC_OK;
        failed |= cc_pointer_warped(control, ax, ay) != CC_OK;
        failed |= cc_pointer_move(control, 100, ay, CC_MODIFIER_NONE) != CC_OK; /* the warp's own motion */
        failed |= cc_pointer_move(control, 100, ay - 3, CC_MODIFIER_NONE) != CC_OK;
        failed |= cc_pointer_move(control, 100, ay - 3, CC_MODIFIER_NONE) != CC_OK; /* no change */
        failed |= cc_pointer_warped(control, ax, ay) != CC_OK;
        failed |= cc_pointer_move(control, 100, ay - 25, CC_MODIFIER_NONE) != CC_OK;
        failed |= cc_pointer_warped(control, ax, ay) != CC_OK;
    }
    CHECK(counts, !failed, "a call failed");
    /* 40 bursts of 2 + 3 + 25 px. */
    CHECK(counts, approximately(value_of(control), 1200.0 / 2000), "the travel gave %.12g", value_of(control));
    CHECK(counts, cc_pointer_up(control, ax, ay, CC_MODIFIER_NONE) == CC_OK, "release at the anchor");
    CHECK(counts, approximately(value_of(control), 1200.0 / 2000), "the release added %.12g",
          value_of(control) - 0.6);
    cc_destroy(control);
}

/* A host that reads the device's relative motion: cc_pointer_move_by counts it, however far past the screen, and the
 * positions of the same motion, given to cc_pointer_warped, add nothing: no travel counts twice. */
static void a_host_with_relative_motion(check_counts *counts) {
    cc_control *control = linear_knob(counts, 1000, 0);
    if (control == NULL) return;
    CHECK(counts, cc_pointer_down(control, 100, 3, CC_MODIFIER_NONE, 1) == CC_OK, "press 3 px below the top");
    drain(control);
    CHECK(counts, cc_pointer_move_by(control, 0, -300, CC_MODIFIER_NONE) == CC_OK, "a flick of 300 px up");
    CHECK(counts, approximately(value_of(control), 0.3), "the flick gave %.12g", value_of(control));
    cc_event event;
    CHECK(counts, cc_poll_event(control, &event) == 1 && event.kind == CC_EVENT_CHANGED &&
                      event.detail == CC_SOURCE_POINTER, "a pointer change");
    /* The pointer stopped at the screen's top; then the warp back landed. */
    CHECK(counts, cc_pointer_warped(control, 100, 0) == CC_OK, "the clipped position");
    CHECK(counts, cc_pointer_warped(control, 100, 3) == CC_OK, "the warp landed");
    CHECK(counts, cc_pointer_move_by(control, 0, 0, CC_MODIFIER_NONE) == CC_OK, "no travel");
    CHECK(counts, cc_pointer_move_by(control, 0, -50, CC_MODIFIER_SHIFT) == CC_OK, "50 px up with Shift");
    CHECK(counts, approximately(value_of(control), 0.305), "Shift made it a tenth: %.12g", value_of(control));
    CHECK(counts, cc_pointer_warped(control, 100, -47) == CC_OK, "where it went");
    CHECK(counts, cc_pointer_up(control, 100, -47, CC_MODIFIER_NONE) == CC_OK, "release there");
    CHECK(counts, approximately(value_of(control), 0.305), "the release added %.12g", value_of(control) - 0.305);
    /* After the drag relative motion is accepted and ignored. */
    CHECK(counts, cc_pointer_move_by(control, 0, -100, CC_MODIFIER_NONE) == CC_OK, "after the drag");
    CHECK(counts, approximately(value_of(control), 0.305), "it moved the value to %.12g", value_of(control));
    cc_destroy(control);
}

/* Escape: the anchor goes, and the knob getter gives the knob where the cancel put it back, not where the drag had
 * taken it. */
static void escape_shows_the_restored_knob(check_counts *counts) {
    cc_control *control = linear_knob(counts, 100, 0.25);
    if (control == NULL) return;
    cc_state before;
    cc_get_state(control, &before);
    CHECK(counts, cc_pointer_down(control, 100, 150, CC_MODIFIER_NONE, 1) == CC_OK, "press");
    CHECK(counts, cc_pointer_move(control, 100, 125, CC_MODIFIER_NONE) == CC_OK, "25 px up");
    double x = NAN, y = NAN;
    CHECK(counts, cc_get_linear_drag_knob(control, &x, &y) == 1 && approximately(x, 100) && approximately(y, 180),
          "the knob at 6 o'clock during the drag: (%g, %g)", x, y);
    CHECK(counts, cc_key(control, CC_KEY_ESCAPE, CC_MODIFIER_NONE) == CC_OK, "Escape");
    CHECK(counts, value_of(control) == 0.25, "the value went back to %.12g", value_of(control));
    CHECK(counts, cc_get_linear_drag_anchor(control, &x, &y) == 0, "no anchor after the cancel");
    CHECK(counts, cc_get_linear_drag_knob(control, &x, &y) == 1 && x == before.knob_x && y == before.knob_y,
          "the knob where the cancel put it: (%g, %g), before the drag (%g, %g)", x, y, before.knob_x, before.knob_y);
    /* The release after the cancel moves nothing. */
    CHECK(counts, cc_pointer_up(control, 100, 100, CC_MODIFIER_NONE) == CC_OK, "release");
    CHECK(counts, value_of(control) == 0.25, "the release moved the value to %.12g", value_of(control));
    cc_destroy(control);
}

/* No kept drag for a finger or a round drag: the anchor getter says 0, and relative motion and warps are accepted
 * and ignored. */
static void fingers_and_round_drags_keep_nothing(check_counts *counts) {
    cc_control *control = linear_knob(counts, 100, 0.25);
    if (control == NULL) return;
    double x = -1, y = -1;
    CHECK(counts, cc_touch_down(control, 7, 100, 150) == CC_OK, "a finger down");
    cc_state state;
    cc_get_state(control, &state);
    CHECK(counts, state.drag_phase == CC_DRAG_ACTIVE, "the finger drags");
    CHECK(counts, cc_get_linear_drag_anchor(control, &x, &y) == 0, "a finger keeps no pointer in place");
    CHECK(counts, cc_pointer_move_by(control, 0, -50, CC_MODIFIER_NONE) == CC_OK, "relative motion");
    CHECK(counts, cc_pointer_warped(control, 3, 4) == CC_OK, "a warp");
    CHECK(counts, value_of(control) == 0.25, "they moved the finger's drag to %.12g", value_of(control));
    CHECK(counts, cc_touch_move(control, 7, 100.5, 125.5) == CC_OK, "the finger moves 24.5 px up");
    CHECK(counts, approximately(value_of(control), 0.495), "the finger's position counts: %.12g", value_of(control));
    CHECK(counts, cc_touch_up(control, 7, 100.5, 125.5) == CC_OK, "the finger up");
    CHECK(counts, cc_get_linear_drag_knob(control, &x, &y) == 0, "a finger's drag is no mouse drag");
    cc_destroy(control);

    cc_config config;
    cc_config_init(&config);
    cc_control *round = NULL;
    CHECK(counts, cc_create(&config, &round, NULL, 0) == CC_OK, "create a round knob");
    if (round == NULL) return;
    cc_get_state(round, &state);
    CHECK(counts, cc_pointer_down(round, state.knob_x, state.knob_y, CC_MODIFIER_NONE, 1) == CC_OK, "press the knob");
    CHECK(counts, cc_get_linear_drag_anchor(round, &x, &y) == 0, "a round drag keeps no pointer in place");
    CHECK(counts, cc_get_linear_drag_knob(round, &x, &y) == 0, "nor has a linear knob");
    cc_destroy(round);
}

/* NaN and infinities are refused, naming the argument, without any change, mid-drag too; travel of 1e308 stops the
 * value at the end and leaves everything finite; 1e-310 is travel like any other; NULL arguments are refused. */
static void bad_input(check_counts *counts) {
    double x = 0, y = 0;
    CHECK(counts, cc_get_linear_drag_anchor(NULL, &x, &y) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_get_linear_drag_knob(NULL, &x, &y) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_pointer_move_by(NULL, 1, 1, 0) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    CHECK(counts, cc_pointer_warped(NULL, 1, 1) == CC_ERROR_NULL_ARGUMENT, "NULL handle");
    cc_control *control = linear_knob(counts, 100, 0.25);
    if (control == NULL) return;
    CHECK(counts, cc_get_linear_drag_anchor(control, NULL, &y) == CC_ERROR_NULL_ARGUMENT &&
                      contains(cc_last_error(control), "out_x"), "NULL out_x: %s", cc_last_error(control));
    CHECK(counts, cc_get_linear_drag_knob(control, &x, NULL) == CC_ERROR_NULL_ARGUMENT &&
                      contains(cc_last_error(control), "out_y"), "NULL out_y: %s", cc_last_error(control));
    CHECK(counts, cc_pointer_down(control, 100, 150, CC_MODIFIER_NONE, 1) == CC_OK, "press");
    drain(control);
    const double bad[] = {NAN, INFINITY, -INFINITY};
    for (int i = 0; i < 3; i++) {
        CHECK(counts, cc_pointer_move_by(control, bad[i], 0, 0) == CC_ERROR_NOT_FINITE &&
                          contains(cc_last_error(control), "dx"), "dx %g: %s", bad[i], cc_last_error(control));
        CHECK(counts, cc_pointer_move_by(control, 0, bad[i], 0) == CC_ERROR_NOT_FINITE &&
                          contains(cc_last_error(control), "dy"), "dy %g: %s", bad[i], cc_last_error(control));
        CHECK(counts, cc_pointer_warped(control, bad[i], 0) == CC_ERROR_NOT_FINITE &&
                          contains(cc_last_error(control), "x"), "x %g: %s", bad[i], cc_last_error(control));
        CHECK(counts, cc_pointer_warped(control, 0, bad[i]) == CC_ERROR_NOT_FINITE, "y %g", bad[i]);
    }
    CHECK(counts, cc_pointer_move_by(control, 0, -1, 8) == CC_ERROR_UNKNOWN_ENUM, "unknown modifier bits");
    cc_event event;
    CHECK(counts, value_of(control) == 0.25 && cc_poll_event(control, &event) == 0, "refused input changed something");
    CHECK(counts, cc_get_linear_drag_anchor(control, &x, &y) == 1 && x == 100 && y == 150, "the anchor kept");
    /* A refused warp left the positions counting from the press point. */
    CHECK(counts, cc_pointer_move(control, 100, 140, CC_MODIFIER_NONE) == CC_OK, "10 px up");
    CHECK(counts, approximately(value_of(control), 0.35), "10 px gave %.12g", value_of(control));
    /* Travel of 1e308, twice, then back down: the virtual pointer and the value stay finite. */
    CHECK(counts, cc_pointer_move_by(control, 1e308, -1e308, CC_MODIFIER_NONE) == CC_OK, "1e308");
    CHECK(counts, cc_pointer_move_by(control, 1e308, -1e308, CC_MODIFIER_NONE) == CC_OK, "1e308 again");
    CHECK(counts, value_of(control) == 1, "pinned at the maximum: %.12g", value_of(control));
    CHECK(counts, cc_pointer_move_by(control, 0, DBL_MAX, CC_MODIFIER_NONE) == CC_OK, "the largest double down");
    cc_state state;
    cc_get_state(control, &state);
    CHECK(counts, isfinite(state.value) && isfinite(state.knob_x) && isfinite(state.knob_y) &&
                      state.value >= 0 && state.value <= 1, "state %g (%g, %g)", state.value, state.knob_x,
          state.knob_y);
    CHECK(counts, cc_pointer_move(control, -1e308, 1e308, CC_MODIFIER_NONE) == CC_OK, "a far position");
    CHECK(counts, cc_pointer_move(control, 1e308, -1e308, CC_MODIFIER_NONE) == CC_OK, "and far the other way");
    cc_get_state(control, &state);
    CHECK(counts, isfinite(state.value) && state.value >= 0 && state.value <= 1, "value %g", state.value);
    CHECK(counts, cc_pointer_up(control, 100, 150, CC_MODIFIER_NONE) == CC_OK, "release");
    cc_destroy(control);

    /* 1e-310 (a subnormal) is travel: it counts without rounding anything to NaN. */
    control = linear_knob(counts, 100, 0.25);
    if (control == NULL) return;
    CHECK(counts, cc_pointer_down(control, 100, 150, CC_MODIFIER_NONE, 1) == CC_OK, "press");
    CHECK(counts, cc_pointer_move_by(control, 1e-310, -1e-310, CC_MODIFIER_NONE) == CC_OK, "1e-310");
    CHECK(counts, value_of(control) >= 0.25 && value_of(control) < 0.25 + 1e-12, "value %.17g", value_of(control));
    CHECK(counts, cc_pointer_move_by(control, 0, -10, CC_MODIFIER_NONE) == CC_OK, "10 px up");
    CHECK(counts, approximately(value_of(control), 0.35), "then 10 px gave %.12g", value_of(control));
    cc_destroy(control);
}

void run_linear_drag_tests(check_counts *counts) {
    a_host_that_never_warps(counts);
    a_host_that_warps_back(counts);
    a_host_with_relative_motion(counts);
    escape_shows_the_restored_knob(counts);
    fingers_and_round_drags_keep_nothing(counts);
    bad_input(counts);
}
