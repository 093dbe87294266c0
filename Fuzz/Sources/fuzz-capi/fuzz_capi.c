/*
 * fuzz-capi: libFuzzer target for the C API, through the exported cc_ functions and the public header only (the
 * library product `circularcontrol` is linked like any C program links it), so the C layer's own argument checking
 * is what gets fuzzed.
 *
 * The bytes decode into a configuration (the defaults with any fields overwritten: NaN, infinities, 1e308, 1e-310,
 * min >= max, huge steps, tiny radii, unknown constants, a wrong size field) and then a sequence of calls on up to
 * two handles: every input function with any doubles and modifier bits, setters and getters, cc_render into
 * buffers of random size, stride and alignment (allocated to exactly what the header says is needed, so
 * AddressSanitizer sees any overflow), NULL handles and NULL out-parameters, polling, an event callback that reads
 * the state, feeds the other handle or destroys its own handle, and destroy; and panels of single knobs and ranges
 * fed touch points, focus moves, per-knob values and geometries, typed text, the focus hand-off and the HiDPI scale
 * with any arguments.
 *
 * After every call it checks what include/circularcontrol.h promises: the documented status for the arguments
 * given, cc_last_error set on failure and empty on success, out-parameters and state untouched by a failed call, a
 * value that is finite and within the configured limits (on a panel, each knob within the limits cc_get_knob_range
 * reports for it), a consistent cc_state, well-formed events (every change a person makes inside one BEGAN ... ENDED
 * gesture of its knob whose kind fits the change, pins only in a drag and released before its end, the gesture the
 * events tell the one cc_get_gesture reports), nothing delivered after a destroy from the callback, render damage
 * inside the buffer, no pixel written outside the damage, premultiplied pixels. A broken promise aborts with a
 * message, so libFuzzer keeps the input.
 */
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/circularcontrol.h"
#include "../../../Tests/CAPITests/null_handle_calls.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/* ---------------------------------------------------------------------------------------------------------------- */
/* Failure and the byte reader                                                                                      */
/* ---------------------------------------------------------------------------------------------------------------- */

/* Reports a broken promise of the header and aborts, so libFuzzer keeps the input. */
static void fail(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    fputs("fuzz-capi: ", stderr);
    vfprintf(stderr, format, arguments);
    fputc('\n', stderr);
    va_end(arguments);
    abort();
}

#define REQUIRE(condition, ...)                                                         \
    do {                                                                                \
        if (!(condition)) {                                                             \
            fprintf(stderr, "fuzz-capi: line %d: %s\n", __LINE__, #condition);          \
            fail(__VA_ARGS__);                                                          \
        }                                                                               \
    } while (0)

/* With FUZZ_CAPI_TRACE set, every call is printed to standard error as C, to turn an input into a reproducer. */
static int tracing;
#define TRACE(...)                                  \
    do {                                            \
        if (tracing) fprintf(stderr, __VA_ARGS__);  \
    } while (0)

/* Calls the input function `fn` on the control with the arguments after `format`, which prints them for the trace, and
 * names the call: its name, its trace and the call itself are written once. */
#define CALL_INPUT(fn, format, ...)                   \
    do {                                              \
        name = #fn;                                   \
        is_input = 1;                                 \
        TRACE(#fn "(c, " format ");\n", __VA_ARGS__); \
        status = fn(s->control, __VA_ARGS__);         \
    } while (0)

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    tracing = getenv("FUZZ_CAPI_TRACE") != NULL;
    return 0;
}

/* The input bytes; reads past the end give zeros. */
typedef struct reader {
    const uint8_t *data;
    size_t size;
    size_t position;
} reader;

static int exhausted(const reader *r) { return r->position >= r->size; }

static uint8_t next_byte(reader *r) { return r->position < r->size ? r->data[r->position++] : 0; }

static uint32_t next_u32(reader *r) {
    uint32_t value = 0;
    for (int i = 0; i < 4; i++) value |= (uint32_t)next_byte(r) << (8 * i);
    return value;
}

/* Doubles a caller may pass: ordinary ones and every kind of extreme. */
static const double interesting_doubles[] = {
    0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 10.0, 100.0, 200.0, 360.0, -360.0, 0.1, 1.0 / 3.0, 1e-9, 1e-300, 1e-310,
    -1e-310, DBL_MIN, 4.9406564584124654e-324, 1e15, 1e16, 9007199254740992.0, 1e100, 1e300, 1e308, -1e308,
    DBL_MAX, -DBL_MAX, NAN, INFINITY, -INFINITY, 1e6,
};
#define INTERESTING_COUNT (sizeof interesting_doubles / sizeof interesting_doubles[0])

/* A double: an interesting one, a small integer, a pixel coordinate with a fraction, or any bit pattern. */
static double next_double(reader *r) {
    uint8_t selector = next_byte(r);
    if (selector < 64) return interesting_doubles[selector % INTERESTING_COUNT];
    if (selector < 128) return (double)((int)selector - 96);
    if (selector < 224) return (double)next_byte(r) + (double)next_byte(r) / 256.0 - 16.0;
    uint64_t bits = (uint64_t)next_u32(r) | ((uint64_t)next_u32(r) << 32);
    double value;
    memcpy(&value, &bits, sizeof value);
    return value;
}

/* An int for an enumeration field: mostly -1 ... 4, sometimes any. */
static int next_enum(reader *r) {
    uint8_t selector = next_byte(r);
    if (selector < 224) return (int)(selector % 6) - 1;
    return (int)next_u32(r);
}

/* Modifier bits: mostly known ones, sometimes unknown bits. */
static int next_modifiers(reader *r) {
    uint8_t selector = next_byte(r);
    if (selector < 232) return selector & 7;
    if (selector < 248) return selector;
    return (int)next_u32(r);
}

/* ---------------------------------------------------------------------------------------------------------------- */
/* Handles and what the fuzzer knows of them                                                                        */
/* ---------------------------------------------------------------------------------------------------------------- */

#define SLOT_COUNT 2
/* Input calls in queue mode after which the queue may have dropped events (each call reports fewer than 8). */
#define CALLS_BEFORE_DROPS 30

/* The largest coordinate or size, in pixels, the header allows a geometry: 2^48. */
#define GEOMETRY_EXTENT 281474976710656.0

typedef struct slot {
    cc_control *control;
    /* Limits from the configuration. */
    double lower, upper, upper_position;
    int wraps, multi_turn;
    double knob_scale; /* kept by cc_set_geometry, which checks the knob's radius against the 2^48 limit */
    /* The callback: registered, its user data, what it does. */
    int has_callback;
    void *user_data;
    int read_in_callback, feed_other, destroy_countdown;
    /* Event bookkeeping: the gesture (a CC_GESTURE_*, or -1) and pin seen in the events, trusted while
     * sequence_known. */
    int sequence_known, gesture, pinned;
    int queue_dirty, calls_since_drain, may_have_dropped;
    /* The clock the timed wheel and cc_advance_clock mostly follow. */
    double clock;
    int events_this_call;
} slot;

typedef struct fuzz_state {
    slot slots[SLOT_COUNT];
    int callback_depth;
    reader *r;
} fuzz_state;

static fuzz_state *current;

static int within_limits(const slot *s, double value) {
    if (!isfinite(value)) return 0;
    if (s->wraps) return value >= s->lower && value < s->upper;
    return value >= s->lower && value <= s->upper;
}

/* Whether a change from `source` belongs in a gesture of `kind` (a drag takes every person's change). */
static int gesture_takes(int kind, int source) {
    switch (kind) {
    case CC_GESTURE_DRAG: return 1;
    case CC_GESTURE_WHEEL: return source == CC_SOURCE_WHEEL;
    case CC_GESTURE_KEYS: return source == CC_SOURCE_KEY;
    case CC_GESTURE_TYPED: return source == CC_SOURCE_TYPED;
    case CC_GESTURE_RESET: return source == CC_SOURCE_POINTER;
    case CC_GESTURE_ACCESSIBILITY: return source == CC_SOURCE_ACCESSIBILITY;
    default: return 0;
    }
}

/* Checks one event of a knob whose gesture and pin are `*gesture` and `*pinned` (kept when `in_order`): kind,
 * detail, and its place in the gesture. */
static void check_gesture_event(int *gesture, int *pinned, const cc_event *e, int in_order) {
    if (!in_order) return;
    switch (e->kind) {
    case CC_EVENT_BEGAN:
        REQUIRE(*gesture < 0, "began %d during gesture %d", e->detail, *gesture);
        *gesture = e->detail;
        *pinned = CC_END_NONE;
        break;
    case CC_EVENT_ENDED:
        REQUIRE(*gesture >= 0, "ended without a gesture");
        *gesture = -1;
        *pinned = CC_END_NONE;
        break;
    case CC_EVENT_CHANGED:
        if (e->detail != CC_SOURCE_PROGRAM) {
            REQUIRE(*gesture >= 0 && gesture_takes(*gesture, e->detail), "a change from %d in gesture %d", e->detail,
                    *gesture);
        }
        break;
    case CC_EVENT_PINNED:
        REQUIRE(*gesture == CC_GESTURE_DRAG, "pinned in gesture %d", *gesture);
        REQUIRE(*pinned == CC_END_NONE, "pinned at %d while pinned at %d", e->detail, *pinned);
        *pinned = e->detail;
        break;
    case CC_EVENT_RELEASED:
        REQUIRE(*gesture == CC_GESTURE_DRAG && *pinned == e->detail, "released end %d while pinned at %d (gesture %d)",
                e->detail, *pinned, *gesture);
        *pinned = CC_END_NONE;
        break;
    default: break;
    }
}

/* Checks one event: kind, detail, value, and its place in the gesture. */
static void check_event(slot *s, const cc_event *e, int in_order) {
    REQUIRE(e->kind >= CC_EVENT_BEGAN && e->kind <= CC_EVENT_RELEASED, "kind %d", e->kind);
    switch (e->kind) {
    case CC_EVENT_BEGAN:
        REQUIRE(e->detail >= CC_GESTURE_DRAG && e->detail <= CC_GESTURE_ACCESSIBILITY, "began detail %d", e->detail);
        break;
    case CC_EVENT_CHANGED:
        REQUIRE(e->detail >= CC_SOURCE_POINTER && e->detail <= CC_SOURCE_ACCESSIBILITY, "changed detail %d",
                e->detail);
        break;
    case CC_EVENT_ENDED:
        REQUIRE(e->detail == CC_OUTCOME_COMMITTED || e->detail == CC_OUTCOME_CANCELLED, "ended detail %d", e->detail);
        break;
    case CC_EVENT_WRAPPED:
        REQUIRE(e->detail == CC_WRAP_FORWARD || e->detail == CC_WRAP_BACKWARD, "wrapped detail %d", e->detail);
        REQUIRE(s->wraps, "a wrapped event from a control that does not wrap");
        break;
    default:
        REQUIRE(e->detail == CC_END_MINIMUM || e->detail == CC_END_MAXIMUM, "pin detail %d", e->detail);
        break;
    }
    REQUIRE(within_limits(s, e->value), "event %d value %.17g outside %.17g ... %.17g", e->kind, e->value, s->lower,
            s->upper);
    check_gesture_event(&s->gesture, &s->pinned, e, in_order && s->sequence_known);
}

/* The gesture under way on knob `knob` of control `index`, as cc_get_gesture reports it (-1 for none). */
static int reported_gesture(cc_control *control, int index, int knob) {
    int kind = -1;
    int result = cc_get_gesture(control, index, knob, &kind);
    REQUIRE(result == 0 || result == 1, "cc_get_gesture returned %d", result);
    if (result == 1) REQUIRE(kind >= CC_GESTURE_DRAG && kind <= CC_GESTURE_KEYS, "a gesture of kind %d", kind);
    return result == 1 ? kind : -1;
}

/* Reads and checks the state of a live handle; returns it. */
static cc_state checked_state(slot *s) {
    cc_state state;
    memset(&state, 0, sizeof state);
    cc_status status = cc_get_state(s->control, &state);
    REQUIRE(status == CC_OK, "cc_get_state returned %d", status);
    REQUIRE(within_limits(s, state.value), "value %.17g outside %.17g ... %.17g", state.value, s->lower, s->upper);
    REQUIRE(isfinite(state.position) && state.position >= 0, "position %.17g", state.position);
    if (s->wraps) REQUIRE(state.position < 1, "wrapping position %.17g", state.position);
    else REQUIRE(state.position <= s->upper_position, "position %.17g above %.17g", state.position, s->upper_position);
    REQUIRE(state.turns >= 0 && (s->multi_turn || state.turns == 0), "turns %lld", (long long)state.turns);
    REQUIRE(state.drag_phase >= CC_DRAG_IDLE && state.drag_phase <= CC_DRAG_PINNED, "drag_phase %d", state.drag_phase);
    REQUIRE(state.pinned_end >= CC_END_NONE && state.pinned_end <= CC_END_MAXIMUM, "pinned_end %d", state.pinned_end);
    REQUIRE((state.drag_phase == CC_DRAG_PINNED) == (state.pinned_end != CC_END_NONE), "drag_phase %d, pinned_end %d",
            state.drag_phase, state.pinned_end);
    REQUIRE(state.animating == 0 || state.animating == 1, "animating %d", state.animating);
    REQUIRE(isfinite(state.knob_x) && isfinite(state.knob_y), "knob at %g, %g", state.knob_x, state.knob_y);
    REQUIRE(state.knob_angle_degrees >= 0 && state.knob_angle_degrees < 360, "knob angle %.17g",
            state.knob_angle_degrees);
    double value = NAN;
    REQUIRE(cc_get_value(s->control, &value) == CC_OK, "cc_get_value");
    REQUIRE(value == state.value, "cc_get_value %.17g, cc_get_state %.17g", value, state.value);
    return state;
}

static int same_state(const cc_state *a, const cc_state *b) {
    return a->value == b->value && a->position == b->position && a->turns == b->turns &&
           a->pinned_end == b->pinned_end && a->drag_phase == b->drag_phase && a->animating == b->animating &&
           a->knob_x == b->knob_x && a->knob_y == b->knob_y && a->knob_angle_degrees == b->knob_angle_degrees;
}

static slot *slot_of(cc_control *control) {
    for (int i = 0; i < SLOT_COUNT; i++) {
        if (current->slots[i].control == control && control != NULL) return &current->slots[i];
    }
    return NULL;
}

static void feed_one(slot *s, reader *r);

/*
 * The event callback. The header allows reading the state and destroying the control from here, not more input
 * into the same control; input into another control is fine.
 */
static void on_event(cc_control *control, const cc_event *event, void *user_data) {
    slot *s = slot_of(control);
    REQUIRE(s != NULL, "an event for a handle that is not alive (destroyed from an earlier callback?)");
    REQUIRE(s->has_callback, "an event to a callback that was unregistered");
    REQUIRE(user_data == s->user_data, "user_data %p, registered %p", user_data, s->user_data);
    REQUIRE(event != NULL, "NULL event");
    s->events_this_call++;
    check_event(s, event, 1);
    if (s->read_in_callback) {
        double value = NAN;
        REQUIRE(cc_get_value(control, &value) == CC_OK, "cc_get_value in the callback");
        REQUIRE(value == event->value, "the value %.17g in the callback, %.17g in the event", value, event->value);
        cc_state state;
        REQUIRE(cc_get_state(control, &state) == CC_OK, "cc_get_state in the callback");
        REQUIRE(state.value == value, "state %.17g, value %.17g", state.value, value);
    }
    if (s->feed_other && current->callback_depth == 0) {
        slot *other = &current->slots[(s - current->slots + 1) % SLOT_COUNT];
        if (other->control != NULL && other != s) {
            current->callback_depth++;
            feed_one(other, current->r);
            current->callback_depth--;
        }
    }
    if (s->destroy_countdown > 0 && --s->destroy_countdown == 0) {
        TRACE("cc_destroy(c); /* from the callback */\n");
        cc_destroy(control);
        memset(s, 0, sizeof *s);
    }
}

/* Every queued event, checked in order; afterwards the queue is known empty and the drag state is resynchronised. */
static void drain(slot *s) {
    if (s->calls_since_drain > CALLS_BEFORE_DROPS) s->sequence_known = 0;
    cc_event event;
    int taken = 0;
    for (;;) {
        memset(&event, 0, sizeof event);
        int result = cc_poll_event(s->control, &event);
        REQUIRE(result == 0 || result == 1, "cc_poll_event returned %d", result);
        if (result == 0) break;
        check_event(s, &event, 1);
        REQUIRE(++taken <= CC_EVENT_QUEUE_CAPACITY, "more events than the queue holds");
    }
    s->queue_dirty = 0;
    s->calls_since_drain = 0;
    cc_state state = checked_state(s);
    if (!s->sequence_known) {
        s->sequence_known = 1;
        s->gesture = reported_gesture(s->control, 0, CC_KNOB_SINGLE);
        s->pinned = state.pinned_end;
    }
}

/* ---------------------------------------------------------------------------------------------------------------- */
/* Creating a control                                                                                               */
/* ---------------------------------------------------------------------------------------------------------------- */

/* A field of cc_config, by its offset and its name (for the trace). */
typedef struct config_field {
    size_t offset;
    const char *name;
} config_field;

#define D(field) {offsetof(cc_config, field), #field}
static const config_field double_fields[] = {
    D(min), D(max), D(step), D(skew_exponent), D(default_value), D(initial_value), D(arc_start_degrees),
    D(arc_sweep_degrees), D(center_x), D(center_y), D(radius), D(line_width), D(knob_scale), D(minimum_target_size),
    D(hit_slop), D(linear_drag_distance), D(fine_adjust_factor), D(dead_zone_radius), D(animation_base),
    D(animation_per_turn), D(animation_maximum),
};
static const config_field int_fields[] = {
    D(has_step), D(snap), D(skew), D(has_default_value), D(has_initial_value), D(turn_mode), D(turn_limit),
    D(direction), D(track_press), D(linear_drag), D(has_dead_zone_radius), D(appearance), D(tick_count), D(show_knob),
    D(label), D(label_total),
};
#undef D
#define DOUBLE_FIELDS (sizeof double_fields / sizeof double_fields[0])
#define INT_FIELDS (sizeof int_fields / sizeof int_fields[0])

/* The defaults with some fields overwritten. */
static cc_config next_config(reader *r) {
    cc_config config;
    cc_config_init(&config);
    int changes = next_byte(r) % 10;
    for (int i = 0; i < changes; i++) {
        uint8_t field = next_byte(r);
        size_t total = DOUBLE_FIELDS + INT_FIELDS + 4;
        size_t index = field % total;
        if (index < DOUBLE_FIELDS) {
            double value = next_double(r);
            memcpy((char *)&config + double_fields[index].offset, &value, sizeof value);
            TRACE("config.%s = %.17g;\n", double_fields[index].name, value);
        } else if (index < DOUBLE_FIELDS + INT_FIELDS) {
            int value = next_enum(r);
            memcpy((char *)&config + int_fields[index - DOUBLE_FIELDS].offset, &value, sizeof value);
            TRACE("config.%s = %d;\n", int_fields[index - DOUBLE_FIELDS].name, value);
        } else if (index == DOUBLE_FIELDS + INT_FIELDS) {
            /* The size field: too small, larger (a newer header), or garbage. */
            const size_t sizes[] = {0, 8, sizeof(cc_config) - 8, sizeof(cc_config) - 1, sizeof(cc_config) + 8,
                                    sizeof(cc_config) + 64, SIZE_MAX};
            uint8_t pick = next_byte(r);
            config.size = pick < 7 * 30 ? sizes[pick % 7] : (size_t)next_u32(r);
            TRACE("config.size = %zu;\n", config.size);
        } else {
            uint32_t colour = next_u32(r);
            switch (index - DOUBLE_FIELDS - INT_FIELDS) {
            case 1: config.background_argb = colour; break;
            case 2: config.progress_start_argb = colour; break;
            default: config.progress_end_argb = colour; break;
            }
        }
    }
    return config;
}

/* True when the header lists this configuration among those cc_create refuses. */
static int documented_refusal(const cc_config *c) {
    if (c->size < sizeof(cc_config)) return 1;
    if (c->snap < 0 || c->snap > 2 || c->skew < 0 || c->skew > 2 || c->turn_mode < 0 || c->turn_mode > 2 ||
        c->direction < 0 || c->direction > 1 || c->track_press < 0 || c->track_press > 2 || c->linear_drag < 0 ||
        c->linear_drag > 3 || c->appearance < 0 || c->appearance > 1 || c->label < 0 || c->label > 2)
        return 1;
    if (!isfinite(c->min) || !isfinite(c->max) || !(c->min < c->max)) return 1;
    if (c->has_step && !(isfinite(c->step) && c->step > 0)) return 1;
    if (!isfinite(c->arc_start_degrees) || !(c->arc_sweep_degrees > 0 && c->arc_sweep_degrees <= 360)) return 1;
    if (c->turn_mode != CC_TURN_MODE_CLAMPED && c->arc_sweep_degrees < 360) return 1;
    if (c->turn_mode == CC_TURN_MODE_MULTI_TURN && c->turn_limit < 0) return 1;
    if (c->skew == CC_SKEW_LOGARITHMIC && !(c->min > 0)) return 1;
    if (c->skew == CC_SKEW_EXPONENT && !(isfinite(c->skew_exponent) && c->skew_exponent > 0)) return 1;
    if (c->skew != CC_SKEW_LINEAR && c->turn_mode == CC_TURN_MODE_MULTI_TURN) return 1;
    if (c->has_default_value && !(isfinite(c->default_value) && c->default_value >= c->min)) return 1;
    if (c->has_initial_value && !isfinite(c->initial_value)) return 1;
    if (!isfinite(c->center_x) || !isfinite(c->center_y)) return 1;
    if (!(isfinite(c->radius) && c->radius > 0)) return 1;
    if (!(isfinite(c->line_width) && c->line_width > 0 && c->line_width <= 2 * c->radius)) return 1;
    if (!(isfinite(c->knob_scale) && c->knob_scale > 0)) return 1;
    if (!(isfinite(c->minimum_target_size) && c->minimum_target_size >= 0)) return 1;
    if (!(isfinite(c->hit_slop) && c->hit_slop >= 0)) return 1;
    if (fabs(c->center_x) > GEOMETRY_EXTENT || fabs(c->center_y) > GEOMETRY_EXTENT || c->radius > GEOMETRY_EXTENT ||
        c->line_width * c->knob_scale / 2 > GEOMETRY_EXTENT || c->minimum_target_size > GEOMETRY_EXTENT ||
        c->hit_slop > GEOMETRY_EXTENT)
        return 1;
    if (!(isfinite(c->linear_drag_distance) && c->linear_drag_distance > 0)) return 1;
    if (!(isfinite(c->fine_adjust_factor) && c->fine_adjust_factor > 0)) return 1;
    if (c->has_dead_zone_radius && !(isfinite(c->dead_zone_radius) && c->dead_zone_radius >= 0)) return 1;
    if (!(isfinite(c->animation_base) && c->animation_base >= 0)) return 1;
    if (!(isfinite(c->animation_per_turn) && c->animation_per_turn >= 0)) return 1;
    if (!(isfinite(c->animation_maximum) && c->animation_maximum >= 0)) return 1;
    if (c->appearance == CC_APPEARANCE_TICK_DIAL && c->tick_count < 1) return 1;
    if (c->label == CC_LABEL_FRACTION && c->label_total < 1) return 1;
    return 0;
}

/* Creates a control in `s` (destroying what was there) from a decoded configuration, checking cc_create's promises. */
static void create_in(slot *s, reader *r) {
    if (s->control != NULL) cc_destroy(s->control);
    memset(s, 0, sizeof *s);
    cc_config config = next_config(r);
    uint8_t variant = next_byte(r);

    /* The struct in memory of exactly the size the library may read: sizeof(cc_config), or the declared size of a
     * struct from a newer header. */
    size_t bytes = sizeof(cc_config);
    if (config.size > bytes && config.size <= 4096) bytes = config.size;
    cc_config *copy = malloc(bytes);
    memset(copy, 0xA5, bytes);
    memcpy(copy, &config, sizeof config);

    /* The message buffer: none, or an exact allocation of 1 ... 96 bytes. */
    size_t capacity = (variant & 3) == 0 ? 0 : (size_t)(next_byte(r) % 96) + 1;
    char *message = capacity > 0 ? malloc(capacity) : NULL;
    if (message != NULL) memset(message, 'x', capacity);

    cc_control *sentinel = (cc_control *)(uintptr_t)0x10;
    cc_control *control = sentinel;
    int null_config = (variant & 0x1C) == 0x1C;
    int null_out = (variant & 0x60) == 0x60;
    cc_status status = cc_create(null_config ? NULL : copy, null_out ? NULL : &control, message, capacity);
    TRACE("cc_create(%s, %s, message, %zu) = %d; /* slot %d */\n", null_config ? "NULL" : "&config",
          null_out ? "NULL" : "&control", capacity, status, (int)(s - current->slots));
    if (message != NULL) REQUIRE(memchr(message, 0, capacity) != NULL, "the message is not terminated");
    if (null_config || null_out) {
        REQUIRE(status == CC_ERROR_NULL_ARGUMENT, "cc_create with NULL returned %d", status);
    } else if (config.size < sizeof(cc_config)) {
        REQUIRE(status == CC_ERROR_CONFIG_SIZE, "size %zu: cc_create returned %d", config.size, status);
    } else if (documented_refusal(&config)) {
        REQUIRE(status == CC_ERROR_INVALID_CONFIG || status == CC_ERROR_UNKNOWN_ENUM,
                "a configuration the header refuses: cc_create returned %d", status);
    } else {
        REQUIRE(status == CC_OK || status == CC_ERROR_INVALID_CONFIG, "cc_create returned %d", status);
    }
    if (status != CC_OK) {
        REQUIRE(control == sentinel, "a failed cc_create wrote *out_control");
        if (capacity > 1) REQUIRE(message[0] != '\0', "a failed cc_create gave no message");
    } else {
        REQUIRE(control != NULL && control != sentinel, "cc_create succeeded without a control");
        if (message != NULL) REQUIRE(message[0] == '\0', "a successful cc_create left a message: %s", message);
        s->control = control;
        s->lower = config.min;
        s->wraps = config.turn_mode == CC_TURN_MODE_WRAPPING;
        s->multi_turn = config.turn_mode == CC_TURN_MODE_MULTI_TURN;
        s->upper = config.max;
        s->upper_position = 1;
        s->knob_scale = config.knob_scale;
        if (s->multi_turn) {
            s->upper = config.turn_limit == 0 ? INFINITY : config.min + (double)config.turn_limit * (config.max - config.min);
            s->upper_position = config.turn_limit == 0 ? INFINITY : (double)config.turn_limit;
        }
        s->gesture = -1;
        s->sequence_known = 1;
        checked_state(s);
    }
    free(message);
    free(copy);
}

/* ---------------------------------------------------------------------------------------------------------------- */
/* Calls on a control                                                                                               */
/* ---------------------------------------------------------------------------------------------------------------- */

static int known_modifiers(int modifiers) { return (modifiers & ~7) == 0; }

/* A key: mostly one of the thirteen known, sometimes any int. */
static int next_key(reader *r) {
    uint8_t selector = next_byte(r);
    return selector < 240 ? selector % 13 : (int)next_u32(r);
}
static int known_key(int key) { return key >= CC_KEY_LEFT && key <= CC_KEY_BACKSPACE; }

/* Checks the status of a call against the errors its arguments make applicable (a bit mask of -status). */
#define BIT(status) (1u << (unsigned)(-(status)))
static void check_status(cc_status status, unsigned applicable, const char *call) {
    if (applicable == 0) {
        REQUIRE(status == CC_OK, "%s returned %d (%s) for valid arguments", call, status, cc_status_description(status));
    } else {
        REQUIRE(status < 0 && (applicable & BIT(status)), "%s returned %d for invalid arguments (mask %#x)", call,
                status, applicable);
    }
}

/* Modifier bits from the input (next_modifiers); unknown bits make CC_ERROR_UNKNOWN_ENUM applicable. */
static int next_checked_modifiers(reader *r, unsigned *applicable) {
    int modifiers = next_modifiers(r);
    if (!known_modifiers(modifiers)) *applicable |= BIT(CC_ERROR_UNKNOWN_ENUM);
    return modifiers;
}

/* A key from the input (next_key); an unknown one makes CC_ERROR_UNKNOWN_ENUM applicable. */
static int next_checked_key(reader *r, unsigned *applicable) {
    int key = next_key(r);
    if (!known_key(key)) *applicable |= BIT(CC_ERROR_UNKNOWN_ENUM);
    return key;
}

/* A time for the gesture clock: mostly a little after the slot's last (wheel bursts, and their end), sometimes any
 * double; a time that is not finite makes CC_ERROR_NOT_FINITE applicable. */
static double next_clock_time(slot *s, reader *r, unsigned *applicable) {
    double time = next_byte(r) < 224 ? (s->clock += next_byte(r) / 256.0) : next_double(r);
    if (!isfinite(time)) *applicable |= BIT(CC_ERROR_NOT_FINITE);
    return time;
}

/* Renders into a buffer of decoded size, stride, alignment and contents, and checks the damage and the pixels. */
static cc_status render_call(slot *s, reader *r, unsigned *applicable) {
    static const int sizes[] = {-1, 0, 1, 2, 3, 7, 16, 64, 100, 200, 201, 256, 1 << 20, 1 << 29, INT32_MAX, -7};
    uint8_t pick = next_byte(r);
    int width = pick < 128 ? (int)(pick % 48) * 5 : sizes[pick % 16];
    pick = next_byte(r);
    int height = pick < 128 ? (int)(pick % 48) * 5 : sizes[pick % 16];
    pick = next_byte(r);
    static const int extra[] = {0, 0, 0, 0, 4, 8, 64, -4, -1, 1, 2, 3, 1024, 4096, 0, 0};
    long long stride64 = (long long)width * 4 + extra[pick % 16];
    if (pick >= 240) stride64 = (int)next_u32(r);
    int stride = stride64 > INT32_MAX ? INT32_MAX : stride64 < INT32_MIN ? INT32_MIN : (int)stride64;
    uint8_t options = next_byte(r);
    int flags = options & 1;
    if ((options & 0xF0) == 0xF0) flags = next_enum(r);
    size_t misalign = (options & 0x0E) == 0x0E ? (size_t)(1 + (options >> 4) % 3) : 0;
    int null_pixels = (options & 0x0E) == 0x0C;
    int null_damage = (options & 0x0E) == 0x0A;

    int valid_buffer = width > 0 && height > 0 && stride % 4 == 0 && (long long)stride >= (long long)width * 4 &&
                       misalign == 0;
    /* Keep valid buffers affordable: at most 2^20 pixels and 8 MB. */
    if (valid_buffer) {
        while ((long long)width * height > (1 << 20) || (long long)stride * height > (8 << 20)) {
            if (height > 1) height /= 2;
            else { width /= 2; stride = width * 4; }
            if (width == 0) width = 1, stride = 4;
        }
    }
    size_t bytes = valid_buffer ? (size_t)stride * (size_t)height : 64;
    uint8_t *base = malloc(bytes + misalign);
    uint8_t fill = next_byte(r);
    memset(base, fill, bytes + misalign);
    uint8_t *before = malloc(bytes + misalign);
    memcpy(before, base, bytes + misalign);
    void *pixels = null_pixels ? NULL : base + misalign;

    *applicable = 0;
    if (null_pixels || null_damage) *applicable |= BIT(CC_ERROR_NULL_ARGUMENT);
    if (flags != CC_RENDER_DAMAGE_ONLY && flags != CC_RENDER_FULL) *applicable |= BIT(CC_ERROR_UNKNOWN_ENUM);
    if (!valid_buffer) *applicable |= BIT(CC_ERROR_INVALID_BUFFER);

    cc_rect damage = {-99, -99, -99, -99};
    TRACE("cc_render(c, %s, %d, %d, %d, %d, %s); /* %zu bytes */\n", null_pixels ? "NULL" : misalign ? "misaligned" : "pixels",
          width, height, stride, flags, null_damage ? "NULL" : "&damage", bytes);
    cc_status status = cc_render(s->control, pixels, width, height, stride, flags, null_damage ? NULL : &damage);
    if (s->control == NULL) {
        /* Cannot happen: rendering sends no events. */
        fail("cc_render destroyed its handle");
    }
    if (status != CC_OK) {
        REQUIRE(memcmp(base, before, bytes + misalign) == 0, "a failed cc_render wrote pixels");
        REQUIRE(damage.x == -99 && damage.width == -99, "a failed cc_render wrote its damage");
    } else {
        REQUIRE(damage.width >= 0 && damage.height >= 0 && damage.x >= 0 && damage.y >= 0 &&
                    (long long)damage.x + damage.width <= width && (long long)damage.y + damage.height <= height,
                "damage %d,%d %dx%d outside %dx%d", damage.x, damage.y, damage.width, damage.height, width, height);
        if (flags == CC_RENDER_FULL) {
            REQUIRE(damage.x == 0 && damage.y == 0 && damage.width == width && damage.height == height,
                    "a full render reported %d,%d %dx%d of %dx%d", damage.x, damage.y, damage.width, damage.height,
                    width, height);
        }
        for (int y = 0; y < height; y++) {
            const uint8_t *row = base + (size_t)y * (size_t)stride;
            const uint8_t *old = before + (size_t)y * (size_t)stride;
            int row_damaged = damage.width > 0 && y >= damage.y && y < damage.y + damage.height;
            size_t left = row_damaged ? (size_t)damage.x * 4 : (size_t)stride;
            size_t right = row_damaged ? (size_t)(damage.x + damage.width) * 4 : (size_t)stride;
            REQUIRE(memcmp(row, old, left) == 0, "a pixel left of the damage written in row %d", y);
            REQUIRE(memcmp(row + right, old + right, (size_t)stride - right) == 0,
                    "a pixel (or padding) right of the damage written in row %d", y);
            for (size_t x = left; x < right; x += 4) {
                uint32_t argb;
                memcpy(&argb, row + x, 4);
                uint32_t a = argb >> 24, red = (argb >> 16) & 0xFF, green = (argb >> 8) & 0xFF, blue = argb & 0xFF;
                REQUIRE(red <= a && green <= a && blue <= a, "pixel %zu,%d = %08x is not premultiplied", x / 4, y, argb);
            }
        }
    }
    free(before);
    free(base);
    return status;
}

/* A label: NULL, or up to 40 bytes of the input (any bytes, invalid UTF-8 included), in an exact allocation. */
static cc_status label_call(slot *s, reader *r) {
    uint8_t length = next_byte(r);
    if (length == 255) return cc_set_label_text(s->control, NULL);
    length %= 41;
    char *text = malloc((size_t)length + 1);
    for (int i = 0; i < length; i++) {
        uint8_t byte = next_byte(r);
        text[i] = (char)(byte == 0 ? 'A' : byte);
    }
    text[length] = '\0';
    TRACE("cc_set_label_text(c, \"%s\");\n", text);
    cc_status status = cc_set_label_text(s->control, text);
    free(text);
    return status;
}

/* Sets, changes or removes the event callback; what it does comes from the input. */
static cc_status callback_call(slot *s, reader *r) {
    uint8_t mode = next_byte(r);
    if (mode < 48) {
        TRACE("cc_set_event_callback(c, NULL, NULL);\n");
        cc_status status = cc_set_event_callback(s->control, NULL, (void *)(uintptr_t)mode);
        if (status == CC_OK) s->has_callback = 0;
        return status;
    }
    s->user_data = (mode & 1) ? NULL : (void *)((uintptr_t)s + mode);
    s->read_in_callback = (mode >> 1) & 1;
    s->feed_other = ((mode >> 2) & 3) == 3;
    s->destroy_countdown = (mode >> 4) & 7; /* 0: never; else after that many events */
    if (s->destroy_countdown > 4) s->destroy_countdown = 0;
    TRACE("cc_set_event_callback(c, on_event, %p); /* read %d, feed other %d, destroy after %d */\n", s->user_data,
          s->read_in_callback, s->feed_other, s->destroy_countdown);
    cc_status status = cc_set_event_callback(s->control, on_event, s->user_data);
    if (status == CC_OK) {
        /* Events queued before stay queued: their order against the callback's is not one sequence. */
        if (s->queue_dirty) s->sequence_known = 0;
        s->has_callback = 1;
    }
    return status;
}

/* One decoded call on a live handle, with its checks. */
static void feed_one(slot *s, reader *r) {
    uint8_t op = next_byte(r) % 30;
    unsigned applicable = 0;
    int is_input = 0;
    const char *name = "";
    cc_state before = checked_state(s);
    TRACE("/* slot %d */ ", (int)(s - current->slots));
    double x = 0, y = 0;
    int modifiers = 0;
    cc_status status = CC_OK;
    double advanced_to = NAN; /* the time cc_advance_clock took, if it did */
    s->events_this_call = 0;

    if (op <= 2 || op == 20) {
        x = next_double(r);
        y = next_double(r);
        modifiers = next_checked_modifiers(r, &applicable);
        if (!isfinite(x) || !isfinite(y)) applicable |= BIT(CC_ERROR_NOT_FINITE);
    }
    switch (op) {
    case 0:
    case 20: {
        uint8_t clicks = next_byte(r);
        int click_count = clicks < 200 ? 1 + (clicks & 1) : (int)(int8_t)clicks;
        if (clicks >= 250) click_count = (int)next_u32(r);
        if (click_count < 1) applicable |= BIT(CC_ERROR_INVALID_ARGUMENT);
        CALL_INPUT(cc_pointer_down, "%.17g, %.17g, %d, %d", x, y, modifiers, click_count);
        break;
    }
    case 1:
        CALL_INPUT(cc_pointer_move, "%.17g, %.17g, %d", x, y, modifiers);
        break;
    case 2:
        CALL_INPUT(cc_pointer_up, "%.17g, %.17g, %d", x, y, modifiers);
        break;
    case 3: name = "cc_pointer_leave"; TRACE("cc_pointer_leave(c);\n"); status = cc_pointer_leave(s->control); break;
    case 4:
        modifiers = next_checked_modifiers(r, &applicable);
        CALL_INPUT(cc_modifiers_changed, "%d", modifiers);
        break;
    case 5:
    case 21: {
        int key = next_checked_key(r, &applicable);
        modifiers = next_checked_modifiers(r, &applicable);
        CALL_INPUT(cc_key, "%d, %d", key, modifiers);
        break;
    }
    case 6: {
        double notches = next_double(r);
        modifiers = next_checked_modifiers(r, &applicable);
        if (!isfinite(notches)) applicable |= BIT(CC_ERROR_NOT_FINITE);
        CALL_INPUT(cc_wheel, "%.17g, %d", notches, modifiers);
        break;
    }
    case 7: {
        double value = next_double(r);
        int animated = (int)(next_byte(r) % 3) - 1;
        double time = next_double(r);
        if (!isfinite(value) || !isfinite(time)) applicable |= BIT(CC_ERROR_NOT_FINITE);
        CALL_INPUT(cc_set_value, "%.17g, %d, %.17g", value, animated, time);
        break;
    }
    case 8: {
        double time = next_double(r);
        if (!isfinite(time)) applicable |= BIT(CC_ERROR_NOT_FINITE);
        CALL_INPUT(cc_advance_animation, "%.17g", time);
        break;
    }
    case 9: {
        double cx = next_double(r), cy = next_double(r), radius = next_double(r), width = next_double(r);
        if (!isfinite(cx) || !isfinite(cy) || !isfinite(radius) || !isfinite(width))
            applicable |= BIT(CC_ERROR_NOT_FINITE);
        else if (!(radius > 0) || !(width > 0) || !(width <= 2 * radius) || fabs(cx) > GEOMETRY_EXTENT ||
                 fabs(cy) > GEOMETRY_EXTENT || radius > GEOMETRY_EXTENT ||
                 width * s->knob_scale / 2 > GEOMETRY_EXTENT)
            applicable |= BIT(CC_ERROR_INVALID_CONFIG);
        name = "cc_set_geometry";
        TRACE("cc_set_geometry(c, %.17g, %.17g, %.17g, %.17g);\n", cx, cy, radius, width);
        status = cc_set_geometry(s->control, cx, cy, radius, width);
        break;
    }
    case 10: name = "cc_set_label_text"; status = label_call(s, r); break;
    case 11: {
        int null_out = next_byte(r) < 32;
        cc_state state;
        memset(&state, 0x5A, sizeof state);
        cc_state pristine = state;
        if (null_out) applicable |= BIT(CC_ERROR_NULL_ARGUMENT);
        name = "cc_get_state";
        status = cc_get_state(s->control, null_out ? NULL : &state);
        if (status == CC_OK) REQUIRE(same_state(&state, &before), "cc_get_state differs from a moment ago");
        else REQUIRE(memcmp(&state, &pristine, sizeof state) == 0, "a failed cc_get_state wrote");
        break;
    }
    case 12: {
        int null_out = next_byte(r) < 32;
        double value = -12345.0;
        if (null_out) applicable |= BIT(CC_ERROR_NULL_ARGUMENT);
        name = "cc_get_value";
        status = cc_get_value(s->control, null_out ? NULL : &value);
        if (status == CC_OK) REQUIRE(value == before.value, "cc_get_value %.17g", value);
        else REQUIRE(value == -12345.0, "a failed cc_get_value wrote");
        break;
    }
    case 13: {
        x = next_double(r);
        y = next_double(r);
        int null_out = next_byte(r) < 32;
        int region = -77;
        if (null_out) applicable |= BIT(CC_ERROR_NULL_ARGUMENT);
        if (!isfinite(x) || !isfinite(y)) applicable |= BIT(CC_ERROR_NOT_FINITE);
        name = "cc_hit_test";
        TRACE("cc_hit_test(c, %.17g, %.17g, %s);\n", x, y, null_out ? "NULL" : "&region");
        status = cc_hit_test(s->control, x, y, null_out ? NULL : &region);
        if (status == CC_OK) REQUIRE(region >= CC_REGION_KNOB && region <= CC_REGION_OUTSIDE, "region %d", region);
        else REQUIRE(region == -77, "a failed cc_hit_test wrote its region");
        break;
    }
    case 14: name = "cc_set_event_callback"; status = callback_call(s, r); break;
    case 15:
    case 22: {
        int null_out = next_byte(r) < 24;
        if (null_out) {
            int result = cc_poll_event(s->control, NULL);
            REQUIRE(result == CC_ERROR_NULL_ARGUMENT, "cc_poll_event(NULL out) returned %d", result);
            status = result;
            applicable |= BIT(CC_ERROR_NULL_ARGUMENT);
            name = "cc_poll_event";
        } else {
            /* One event, or all of them. */
            name = "cc_poll_event";
            if (next_byte(r) & 1) {
                drain(s);
            } else {
                cc_event event;
                int result = cc_poll_event(s->control, &event);
                REQUIRE(result == 0 || result == 1, "cc_poll_event returned %d", result);
                if (result == 1) check_event(s, &event, 1);
                if (result == 0) {
                    s->queue_dirty = 0;
                    s->calls_since_drain = 0;
                }
            }
        }
        break;
    }
    case 16: {
        int null_out = next_byte(r) < 32;
        uint64_t count = 777;
        if (null_out) applicable |= BIT(CC_ERROR_NULL_ARGUMENT);
        name = "cc_take_dropped_event_count";
        status = cc_take_dropped_event_count(s->control, null_out ? NULL : &count);
        if (status == CC_OK) {
            REQUIRE(count == 0 || s->may_have_dropped, "%llu events dropped after few calls", (unsigned long long)count);
            if (count > 0) s->sequence_known = 0;
            s->may_have_dropped = 0;
        } else {
            REQUIRE(count == 777, "a failed cc_take_dropped_event_count wrote");
        }
        break;
    }
    case 17:
    case 23: name = "cc_render"; status = render_call(s, r, &applicable); break;
    case 24: {
        int key = next_checked_key(r, &applicable);
        CALL_INPUT(cc_key_release, "%d", key);
        break;
    }
    case 25:
    case 26: {
        /* The wheel on a clock that mostly goes forwards a little (bursts, and their end), sometimes anywhere. */
        double notches = next_double(r);
        modifiers = next_checked_modifiers(r, &applicable);
        double time = next_clock_time(s, r, &applicable);
        if (!isfinite(notches)) applicable |= BIT(CC_ERROR_NOT_FINITE);
        CALL_INPUT(cc_wheel_at, "%.17g, %d, %.17g", notches, modifiers, time);
        break;
    }
    case 27: {
        double time = next_clock_time(s, r, &applicable);
        CALL_INPUT(cc_advance_clock, "%.17g", time);
        if (status == CC_OK) advanced_to = time;
        break;
    }
    case 28: {
        double value = next_double(r);
        int knob = next_byte(r) < 240 ? CC_KNOB_SINGLE : (int)next_u32(r);
        if (knob != CC_KNOB_SINGLE) {
            applicable |= BIT(knob == CC_KNOB_START || knob == CC_KNOB_END ? CC_ERROR_INVALID_ARGUMENT
                                                                        : CC_ERROR_UNKNOWN_ENUM);
        }
        if (!isfinite(value)) applicable |= BIT(CC_ERROR_NOT_FINITE);
        CALL_INPUT(cc_set_accessible_value, "%d, %d, %.17g", 0, knob, value);
        break;
    }
    case 29: {
        int focused = next_byte(r) & 1;
        CALL_INPUT(cc_set_keyboard_focus, "%d", focused);
        break;
    }
    default: {
        /* 18, 19: more pointer moves round the ring, the common case of a drag. */
        x = 100 + 80 * sin(next_byte(r) * (2 * M_PI / 256));
        y = 100 - 80 * cos(next_byte(r) * (2 * M_PI / 256));
        CALL_INPUT(cc_pointer_move, "%.17g, %.17g, %d", x, y, 0);
        break;
    }
    }

    if (s->control == NULL) return; /* destroyed from its callback: the handle must not be used again */
    check_status(status, applicable, name);
    const char *message = cc_last_error(s->control);
    REQUIRE(message != NULL, "cc_last_error returned NULL");
    if (status == CC_OK) REQUIRE(message[0] == '\0', "%s succeeded but cc_last_error says \"%s\"", name, message);
    else REQUIRE(message[0] != '\0', "%s failed (%d) with an empty cc_last_error", name, status);

    if (is_input && !s->has_callback && status == CC_OK) {
        s->queue_dirty = 1;
        if (++s->calls_since_drain > CALLS_BEFORE_DROPS) s->may_have_dropped = 1;
    }
    cc_state after = checked_state(s);
    double deadline = NAN;
    int due = cc_get_gesture_deadline(s->control, &deadline);
    REQUIRE(due == 0 || (due == 1 && isfinite(deadline)), "cc_get_gesture_deadline %d, %.17g", due, deadline);
    /* The clock has ended every wheel gesture whose time had come. */
    if (due == 1 && !isnan(advanced_to)) {
        REQUIRE(deadline > advanced_to, "a deadline %.17g not after the clock's %.17g", deadline, advanced_to);
    }
    /* Calls that only read, draw, set the label or route events change no state; a new geometry keeps the value
     * and the drag (the knob moves with the ring). */
    if (op == 3 || (op >= 10 && op <= 17) || op == 22 || op == 23) {
        REQUIRE(same_state(&before, &after), "%s changed the state", name);
    } else if (op == 9 && status == CC_OK) {
        REQUIRE(after.value == before.value && after.position == before.position && after.turns == before.turns &&
                    (after.drag_phase == CC_DRAG_IDLE) == (before.drag_phase == CC_DRAG_IDLE),
                "cc_set_geometry changed the value %.17g -> %.17g or the drag %d -> %d", before.value, after.value,
                before.drag_phase, after.drag_phase);
    }
    if (status != CC_OK) {
        REQUIRE(same_state(&before, &after), "a failed %s changed the state", name);
        REQUIRE(s->events_this_call == 0, "a failed %s reported events", name);
        if (!s->queue_dirty) {
            cc_event event;
            REQUIRE(cc_poll_event(s->control, &event) == 0, "a failed %s queued an event", name);
        }
    }
    /* A key, the wheel, the program or a new geometry re-anchor a drag, which lets go of a pin without a `released`
     * (the same rule as the core's event grammar). With events still queued the tracker cannot tell where in the
     * sequence that happened: it follows again from the state after the next full drain. */
    int reanchors = status == CC_OK && ((op >= 5 && op <= 9) || op == 21 || op == 25 || op == 26 || op == 28);
    if (reanchors && after.drag_phase != CC_DRAG_IDLE && after.pinned_end == CC_END_NONE) {
        if (s->queue_dirty) s->sequence_known = 0;
        else s->pinned = CC_END_NONE;
    }
    /* With every event seen, the drag they describe is the state's. */
    if (s->sequence_known && !s->queue_dirty) {
        REQUIRE((s->gesture == CC_GESTURE_DRAG) == (after.drag_phase != CC_DRAG_IDLE),
                "the events say gesture %d, the state says phase %d", s->gesture, after.drag_phase);
        REQUIRE(s->gesture == reported_gesture(s->control, 0, CC_KNOB_SINGLE),
                "the events say gesture %d, cc_get_gesture %d", s->gesture,
                reported_gesture(s->control, 0, CC_KNOB_SINGLE));
        REQUIRE(s->pinned == after.pinned_end, "the events say pinned %d, the state says %d", s->pinned,
                after.pinned_end);
    } else if (!s->sequence_known && !s->queue_dirty) {
        s->sequence_known = 1;
        s->gesture = reported_gesture(s->control, 0, CC_KNOB_SINGLE);
        s->pinned = after.pinned_end;
    }
}

/* Every function with a NULL handle: CC_ERROR_NULL_ARGUMENT and nothing else. The C tests' list, and two calls
 * whose other arguments would be refused too (a NaN, a callback): the handle is looked at first. */
static void null_handle_calls(reader *r) {
    int pick = next_byte(r) % (NULL_HANDLE_CALL_COUNT + 3);
    const char *name = "destroy";
    cc_status status = CC_ERROR_NULL_ARGUMENT;
    if (pick < NULL_HANDLE_CALL_COUNT) {
        status = null_handle_call(pick, &name);
    } else if (pick == NULL_HANDLE_CALL_COUNT) {
        name = "wheel";
        status = cc_wheel(NULL, NAN, 0);
    } else if (pick == NULL_HANDLE_CALL_COUNT + 1) {
        name = "set_event_callback";
        status = cc_set_event_callback(NULL, on_event, NULL);
    } else {
        cc_destroy(NULL);
    }
    REQUIRE(status == CC_ERROR_NULL_ARGUMENT, "cc_%s with a NULL handle gave %d", name, status);
    const char *message = cc_last_error(NULL);
    REQUIRE(message != NULL && message[0] != '\0', "cc_last_error(NULL) is empty");
    const char *description = cc_status_description((int)next_u32(r));
    REQUIRE(description != NULL && description[0] != '\0', "an empty status description");
}

/* cc_config_init_sized into an exact allocation of the size it is told. */
static void config_init_call(reader *r) {
    uint8_t pick = next_byte(r);
    size_t size = pick < 128 ? sizeof(cc_config) - 16 + (size_t)(pick % 40) : (size_t)(pick % 128) * 4;
    if (pick == 255) {
        REQUIRE(cc_config_init_sized(NULL, sizeof(cc_config)) == CC_ERROR_NULL_ARGUMENT, "cc_config_init_sized(NULL)");
        return;
    }
    uint8_t *bytes = malloc(size > 0 ? size : 1);
    memset(bytes, 0xC3, size > 0 ? size : 1);
    cc_status status = cc_config_init_sized((cc_config *)bytes, size);
    if (size < sizeof(cc_config)) {
        REQUIRE(status == CC_ERROR_CONFIG_SIZE, "cc_config_init_sized(%zu) returned %d", size, status);
        for (size_t i = 0; i < size; i++) REQUIRE(bytes[i] == 0xC3, "a refused cc_config_init_sized wrote");
    } else {
        REQUIRE(status == CC_OK, "cc_config_init_sized(%zu) returned %d", size, status);
        size_t stored;
        memcpy(&stored, bytes, sizeof stored);
        REQUIRE(stored == size, "size %zu stored as %zu", size, stored);
        for (size_t i = sizeof(cc_config); i < size; i++) REQUIRE(bytes[i] == 0xC3, "wrote past sizeof(cc_config)");
    }
    free(bytes);
}

/* ---------------------------------------------------------------------------------------------------------------- */
/* Ranges and panels                                                                                                */
/* ---------------------------------------------------------------------------------------------------------------- */

#define PANEL_CONTROLS 4

/* What the fuzzer knows of one control of a panel: whether it is a range, the limits of its values, and, knob by
 * knob (a single knob's in [0]), the gesture and pin its events told (a CC_GESTURE_* or -1; a CC_END_*). */
typedef struct panel_entry {
    int is_range, wraps;
    double lower, upper;
    int gesture[2], pinned[2];
} panel_entry;

/* True for a status the header documents (CC_OK or one of the CC_ERROR_* codes). */
static int documented_status(cc_status status) { return status <= 0 && status >= CC_ERROR_UNPARSABLE; }

/* The limits of a control made from `config`, as create_in works them out for a single knob. */
static panel_entry entry_for(const cc_config *config, int is_range) {
    panel_entry entry = {is_range, config->turn_mode == CC_TURN_MODE_WRAPPING, config->min, config->max, {-1, -1},
                         {CC_END_NONE, CC_END_NONE}};
    if (!is_range && config->turn_mode == CC_TURN_MODE_MULTI_TURN) {
        entry.upper = config->turn_limit == 0 ? INFINITY : config->min + (double)config->turn_limit * (config->max - config->min);
    }
    return entry;
}

/* Every knob of every control: a state with finite numbers, values within their limits (exactly within those
 * cc_get_knob_range reports for the knob), a range's start not above its end; every event well formed and in its
 * knob's gesture, and the gesture the events tell the one cc_get_gesture reports; the focus on a knob that exists. */
static void check_panel(cc_control *panel, panel_entry *entries, int count) {
    int reported = -1;
    REQUIRE(cc_get_control_count(panel, &reported) == CC_OK && reported == count, "control count %d, expected %d",
            reported, count);
    for (int index = 0; index < count; index++) {
        const panel_entry *e = &entries[index];
        double values[2];
        for (int k = 0; k < (e->is_range ? 2 : 1); k++) {
            int knob = e->is_range ? (k == 0 ? CC_KNOB_START : CC_KNOB_END) : CC_KNOB_SINGLE;
            cc_state state;
            REQUIRE(cc_get_knob_state(panel, index, knob, &state) == CC_OK, "cc_get_knob_state(%d, %d) failed: %s",
                    index, knob, cc_last_error(panel));
            REQUIRE(isfinite(state.value) && isfinite(state.position) && isfinite(state.knob_x) &&
                        isfinite(state.knob_y) && isfinite(state.knob_angle_degrees),
                    "control %d knob %d: non-finite state (value %.17g)", index, knob, state.value);
            int within = e->wraps ? state.value >= e->lower && state.value < e->upper
                                  : state.value >= e->lower && state.value <= e->upper;
            REQUIRE(within, "control %d knob %d: value %.17g outside %.17g ... %.17g", index, knob, state.value, e->lower,
                    e->upper);
            double minimum = NAN, maximum = NAN;
            REQUIRE(cc_get_knob_range(panel, index, knob, &minimum, &maximum) == CC_OK, "cc_get_knob_range(%d, %d)",
                    index, knob);
            REQUIRE(state.value >= minimum && state.value <= maximum,
                    "control %d knob %d: value %.17g outside its reported range %.17g ... %.17g", index, knob,
                    state.value, minimum, maximum);
            values[k] = state.value;
        }
        if (e->is_range) REQUIRE(values[0] <= values[1], "range %d: start %.17g above end %.17g", index, values[0], values[1]);
    }
    int focus_index = -1, focus_knob = -1;
    REQUIRE(cc_get_focus(panel, &focus_index, &focus_knob) == CC_OK, "cc_get_focus failed");
    REQUIRE(focus_index >= 0 && focus_index < count, "focus on control %d of %d", focus_index, count);
    const panel_entry *focused = &entries[focus_index];
    REQUIRE(focused->is_range ? (focus_knob == CC_KNOB_START || focus_knob == CC_KNOB_END) : focus_knob == CC_KNOB_SINGLE,
            "focus on knob %d of control %d", focus_knob, focus_index);
    cc_knob_event event;
    while (cc_poll_knob_event(panel, &event) == 1) {
        REQUIRE(event.index >= 0 && event.index < count, "an event of control %d of %d", event.index, count);
        const panel_entry *e = &entries[event.index];
        REQUIRE(e->is_range ? (event.knob == CC_KNOB_START || event.knob == CC_KNOB_END) : event.knob == CC_KNOB_SINGLE,
                "an event of knob %d of control %d", event.knob, event.index);
        REQUIRE(event.event.kind >= CC_EVENT_BEGAN && event.event.kind <= CC_EVENT_RELEASED && isfinite(event.event.value),
                "event kind %d value %.17g", event.event.kind, event.event.value);
        int k = event.knob == CC_KNOB_START ? 1 : 0;
        check_gesture_event(&entries[event.index].gesture[k], &entries[event.index].pinned[k], &event.event, 1);
    }
    for (int index = 0; index < count; index++) {
        panel_entry *e = &entries[index];
        for (int k = 0; k < (e->is_range ? 2 : 1); k++) {
            int knob = e->is_range ? (k == 1 ? CC_KNOB_START : CC_KNOB_END) : CC_KNOB_SINGLE;
            int reported = reported_gesture(panel, index, knob);
            REQUIRE(reported == e->gesture[k], "control %d knob %d: the events say gesture %d, cc_get_gesture %d",
                    index, knob, e->gesture[k], reported);
            /* A key, the wheel or the program lets go of a pin without an event (the drag carries on from there). */
            cc_state state;
            REQUIRE(cc_get_knob_state(panel, index, knob, &state) == CC_OK, "cc_get_knob_state(%d, %d)", index, knob);
            e->pinned[k] = state.pinned_end;
        }
    }
}

/* A point for panel input: on the default ring (centre 100, 100, radius 80) most of the time, else any double. */
static void panel_point(reader *r, double *x, double *y) {
    if (next_byte(r) < 192) {
        double angle = next_byte(r) * (2 * M_PI / 256);
        *x = 100 + 80 * sin(angle);
        *y = 100 - 80 * cos(angle);
    } else {
        *x = next_double(r);
        *y = next_double(r);
    }
}

/* Adds a decoded single knob or range to `panel` (or creates the panel when it is NULL); records it in `entries`. */
static void panel_add(cc_control **panel, panel_entry *entries, int *count, reader *r) {
    cc_config config = next_config(r);
    int is_range = next_byte(r) & 1;
    double start = next_double(r), end = next_double(r), distance = next_byte(r) < 200 ? 0 : next_double(r);
    cc_status status;
    int index = -1;
    if (*panel == NULL) {
        status = is_range ? cc_create_range(&config, start, end, distance, panel, NULL, 0) : cc_create(&config, panel, NULL, 0);
        if (status == CC_OK) index = 0;
    } else {
        char message[64];
        status = is_range ? cc_add_range(*panel, &config, start, end, distance, &index, message, sizeof message)
                          : cc_add_control(*panel, &config, &index, message, sizeof message);
        REQUIRE(memchr(message, 0, sizeof message) != NULL, "an unterminated message");
        if (status != CC_OK) REQUIRE(message[0] != '\0' && cc_last_error(*panel)[0] != '\0', "a refusal without a message");
    }
    REQUIRE(documented_status(status), "adding a control returned %d", status);
    if (status != CC_OK) return;
    REQUIRE(index == *count, "the new control is %d, expected %d", index, *count);
    entries[(*count)++] = entry_for(&config, is_range);
}

/* One call on a panel, with any arguments; a refusal must leave every state as it was. */
static void panel_call(cc_control *panel, panel_entry *entries, int *count, reader *r) {
    uint8_t op = next_byte(r) % 24;
    double x = 0, y = 0;
    cc_status status = CC_OK;
    int64_t touch = (int64_t)(next_byte(r) % 4) - 1;
    int index = (int)(next_byte(r) % (PANEL_CONTROLS + 2)) - 1;
    int knob = next_byte(r) % 4;
    switch (op) {
    case 0: panel_point(r, &x, &y); status = cc_touch_down(panel, touch, x, y); break;
    case 1: panel_point(r, &x, &y); status = cc_touch_move(panel, touch, x, y); break;
    case 2: panel_point(r, &x, &y); status = cc_touch_up(panel, touch, x, y); break;
    case 3: panel_point(r, &x, &y); status = cc_pointer_down(panel, x, y, next_modifiers(r), 1 + (next_byte(r) & 1)); break;
    case 4: panel_point(r, &x, &y); status = cc_pointer_move(panel, x, y, next_modifiers(r)); break;
    case 5: panel_point(r, &x, &y); status = cc_pointer_up(panel, x, y, next_modifiers(r)); break;
    case 6: status = cc_key(panel, next_enum(r) + 2, next_modifiers(r)); break;
    case 7: status = cc_wheel(panel, next_double(r), next_modifiers(r)); break;
    case 8: {
        int moved = -1;
        status = cc_move_focus(panel, next_enum(r), next_byte(r) & 1 ? &moved : NULL);
        break;
    }
    case 9: status = cc_set_knob_value(panel, index, knob, next_double(r), next_byte(r) & 1, next_double(r)); break;
    case 10: {
        double cx = next_double(r), cy = next_double(r), radius = next_double(r), width = next_double(r);
        status = cc_set_control_geometry(panel, index, cx, cy, radius, width);
        break;
    }
    case 11: {
        int width = 1 + next_byte(r) % 64, height = 1 + next_byte(r) % 64;
        uint32_t *pixels = malloc((size_t)width * height * 4);
        cc_rect damage;
        status = cc_render(panel, pixels, width, height, width * 4, next_byte(r) & 1, &damage);
        if (status == CC_OK) {
            REQUIRE(damage.x >= 0 && damage.y >= 0 && damage.x + damage.width <= width && damage.y + damage.height <= height,
                    "damage outside the buffer");
        }
        free(pixels);
        break;
    }
    case 12:
        if (*count < PANEL_CONTROLS) panel_add(&panel, entries, count, r);
        return;
    case 13: {
        /* Typed text: what opens or edits a value entry, numbers too large or malformed, and what no number has. */
        static const char *texts[] = {"5", "-", ".", "e", "1e308", "1e309", "nan", "1,5", "", "\xff", "\xc3\xa9",
                                      "99999999999999999999999999999999999999999999999999999999999999999999", "%",
                                      "40%", "3/8", "1/0", "135"};
        status = cc_type_text(panel, texts[next_byte(r) % (sizeof texts / sizeof texts[0])]);
        break;
    }
    case 14: {
        int direction = -1;
        status = cc_set_hands_focus_out(panel, next_byte(r) & 1);
        int taken = cc_take_focus_exit(panel, &direction);
        REQUIRE(taken == 0 || (taken == 1 && (direction == CC_FOCUS_NEXT || direction == CC_FOCUS_PREVIOUS)),
                "cc_take_focus_exit returned %d with direction %d", taken, direction);
        break;
    }
    case 15: status = cc_focus_enter(panel, next_enum(r)); break;
    case 16: status = cc_set_keyboard_focus(panel, next_byte(r) & 1); break;
    case 18: status = cc_key_release(panel, next_enum(r) + 2); break;
    case 19: status = cc_wheel_at(panel, next_double(r), next_modifiers(r), next_double(r)); break;
    case 20: status = cc_advance_clock(panel, next_double(r)); break;
    case 21: status = cc_set_accessible_value(panel, index, knob, next_double(r)); break;
    case 22: {
        /* A value the knob can hold, written and read back as the knob's entry shows and reads it. */
        char text[CC_VALUE_TEXT_MAX_LENGTH + 8];
        size_t length = 0;
        double value = next_double(r), minimum = NAN, maximum = NAN;
        status = cc_format_knob_value(panel, index, knob, value, text, sizeof text, &length);
        if (status == CC_OK && cc_get_knob_range(panel, index, knob, &minimum, &maximum) == CC_OK &&
            value >= minimum && value <= maximum) {
            REQUIRE(strlen(text) == length && length > 0, "cc_format_knob_value gave %zu bytes, length %zu",
                    strlen(text), length);
            double read = NAN;
            cc_status parsed = cc_parse_knob_value(panel, index, knob, text, &read);
            REQUIRE(parsed == CC_OK && isfinite(read), "cc_parse_knob_value refused its own \"%s\" (%d)", text, parsed);
        }
        break;
    }
    case 23: {
        static const char *texts[] = {"40", "40%", " 40 % ", "3/8", "3", "1/0", "%", "", "1e309", "-0", "\xff"};
        double read = NAN;
        status = cc_parse_knob_value(panel, index, knob, texts[next_byte(r) % (sizeof texts / sizeof texts[0])], &read);
        if (status == CC_OK) REQUIRE(isfinite(read), "cc_parse_knob_value read %.17g", read);
        break;
    }
    case 17: {
        /* The HiDPI scale: taken from 0.25 to 16, refused otherwise, and always one of those after. */
        double scale = next_double(r), before = 0, after = 0;
        cc_get_scale(panel, &before);
        cc_status set = cc_set_scale(panel, scale);
        int expected = isnan(scale) || isinf(scale) ? CC_ERROR_NOT_FINITE
                       : scale >= 0.25 && scale <= 16 ? CC_OK
                                                      : CC_ERROR_INVALID_ARGUMENT;
        REQUIRE(set == expected, "cc_set_scale(%.17g) returned %d, not %d", scale, set, expected);
        REQUIRE((set == CC_OK) == (cc_last_error(panel)[0] == '\0'), "cc_set_scale(%.17g): %d with message \"%s\"",
                scale, set, cc_last_error(panel));
        /* The call the checks below look at (its success clears the message). */
        status = cc_get_scale(panel, &after);
        REQUIRE(set == CC_OK ? after == scale : after == before, "the scale is %.17g after %.17g (%d)", after, scale,
                set);
        REQUIRE(after >= 0.25 && after <= 16, "the scale is %.17g", after);
        break;
    }
    default: status = cc_advance_animation(panel, next_double(r)); break;
    }
    REQUIRE(documented_status(status), "panel call %d returned %d", op, status);
    if (status == CC_OK) REQUIRE(cc_last_error(panel)[0] == '\0', "panel call %d succeeded with a message", op);
    else REQUIRE(cc_last_error(panel)[0] != '\0', "panel call %d failed (%d) without a message", op, status);
}

/* A panel of up to four controls, single knobs and ranges, fed any calls, checked after each. */
static void panel_session(reader *r) {
    cc_control *panel = NULL;
    panel_entry entries[PANEL_CONTROLS];
    int count = 0;
    panel_add(&panel, entries, &count, r);
    if (panel == NULL) return;
    int calls = next_byte(r);
    for (int call = 0; call < calls && !exhausted(r); call++) {
        panel_call(panel, entries, &count, r);
        check_panel(panel, entries, count);
    }
    cc_destroy(panel);
}

/* ---------------------------------------------------------------------------------------------------------------- */
/* The entry point                                                                                                  */
/* ---------------------------------------------------------------------------------------------------------------- */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    reader r = {data, size, 0};
    fuzz_state state;
    memset(&state, 0, sizeof state);
    state.r = &r;
    current = &state;

    create_in(&state.slots[0], &r);
    for (int step = 0; step < 4000 && !exhausted(&r); step++) {
        uint8_t what = next_byte(&r);
        slot *s = &state.slots[(what >> 7) & 1];
        if (what % 32 == 0) {
            create_in(s, &r);
        } else if (what % 32 == 1) {
            TRACE("cc_destroy(c); /* slot %d */\n", (int)(s - state.slots));
            if (s->control != NULL) cc_destroy(s->control);
            memset(s, 0, sizeof *s);
        } else if (what % 32 == 2) {
            null_handle_calls(&r);
        } else if (what % 32 == 3) {
            config_init_call(&r);
        } else if (what % 32 == 4) {
            panel_session(&r);
        } else if (s->control != NULL) {
            feed_one(s, &r);
        }
    }
    for (int i = 0; i < SLOT_COUNT; i++) {
        if (state.slots[i].control != NULL) {
            if (state.slots[i].queue_dirty && next_byte(&r) == 0) drain(&state.slots[i]);
            cc_destroy(state.slots[i].control);
        }
    }
    current = NULL;
    return 0;
}
