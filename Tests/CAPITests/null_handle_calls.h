/* The functions of a single control, each called with a NULL handle and otherwise valid arguments: the list the C
 * tests check call by call (invalid_argument_tests.c) and the C API fuzzer picks from (Fuzz/Sources/fuzz-capi). A
 * function that takes a control goes here, so that both see it. */
#ifndef CAPI_TESTS_NULL_HANDLE_CALLS_H
#define CAPI_TESTS_NULL_HANDLE_CALLS_H

#include <stddef.h>
#include <stdint.h>

/* The C tests reach the header through pkg-config, the fuzzer by its path in the tree: each includes it first. */
#ifndef CIRCULARCONTROL_H
#error "include circularcontrol.h before null_handle_calls.h"
#endif

/* How many calls null_handle_call knows. */
#define NULL_HANDLE_CALL_COUNT 18

/* Makes call `index` (0 ... NULL_HANDLE_CALL_COUNT - 1) with a NULL handle and returns its status; `*name` is the
 * function's name without its cc_ prefix. Edge cases: an index outside the list calls nothing, names "", and returns
 * CC_OK. */
static inline cc_status null_handle_call(int index, const char **name) {
    cc_state state;
    cc_event event;
    cc_rect rect;
    double value;
    int region;
    uint64_t dropped;
    uint32_t pixels[16];
    switch (index) {
    case 0: *name = "pointer_down"; return cc_pointer_down(NULL, 1, 1, 0, 1);
    case 1: *name = "pointer_move"; return cc_pointer_move(NULL, 1, 1, 0);
    case 2: *name = "pointer_up"; return cc_pointer_up(NULL, 1, 1, 0);
    case 3: *name = "pointer_leave"; return cc_pointer_leave(NULL);
    case 4: *name = "modifiers_changed"; return cc_modifiers_changed(NULL, 0);
    case 5: *name = "key"; return cc_key(NULL, CC_KEY_UP, 0);
    case 6: *name = "wheel"; return cc_wheel(NULL, 1, 0);
    case 7: *name = "set_value"; return cc_set_value(NULL, 1, 0, 0);
    case 8: *name = "advance_animation"; return cc_advance_animation(NULL, 0);
    case 9: *name = "set_geometry"; return cc_set_geometry(NULL, 1, 1, 1, 1);
    case 10: *name = "set_label_text"; return cc_set_label_text(NULL, "x");
    case 11: *name = "get_state"; return cc_get_state(NULL, &state);
    case 12: *name = "get_value"; return cc_get_value(NULL, &value);
    case 13: *name = "hit_test"; return cc_hit_test(NULL, 1, 1, &region);
    case 14: *name = "set_event_callback"; return cc_set_event_callback(NULL, NULL, NULL);
    case 15: *name = "poll_event"; return cc_poll_event(NULL, &event);
    case 16: *name = "take_dropped_event_count"; return cc_take_dropped_event_count(NULL, &dropped);
    case 17: *name = "render"; return cc_render(NULL, pixels, 4, 4, 16, 0, &rect);
    default: *name = ""; return CC_OK;
    }
}

#endif
