/* The window of controls for C programs (circularcontrol-window.h), against a real X server: run under a private
 * Xvfb by scripts/test-c-api, linked through pkg-config circularcontrol-window alone (plus Xlib, to look at the
 * window from outside). The last line is "N passed, N failed". */
#define _DEFAULT_SOURCE
#include <X11/Xlib.h>
#include <circularcontrol-window.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../CAPITests/check.h"

/* What the event callback saw. */
typedef struct recorded {
    int count;
    int changed_by_program;
    cc_knob_event last;
} recorded;

static void record_event(cc_window *window, const cc_knob_event *event, void *user_data) {
    (void)window;
    recorded *seen = user_data;
    seen->count++;
    seen->last = *event;
    if (event->event.kind == CC_EVENT_CHANGED && event->event.detail == CC_SOURCE_PROGRAM) seen->changed_by_program++;
}

/* What calls from inside the callback gave: one that must wait, and one that may be made there. */
typedef struct reentered {
    cc_window *window;
    int calls;
    cc_status get_value, set_label;
} reentered;

static void call_back_in(cc_window *window, const cc_knob_event *event, void *user_data) {
    reentered *seen = user_data;
    if (event->event.kind != CC_EVENT_CHANGED) return;
    double value;
    seen->calls++;
    seen->get_value = cc_window_get_value(window, 0, CC_KNOB_SINGLE, &value);
    char text[32];
    snprintf(text, sizeof text, "%.2f units", event->event.value);
    seen->set_label = cc_window_set_label_text(window, 0, text);
}

static void *set_from_another_thread(void *argument) {
    cc_window_set_value(argument, 0, CC_KNOB_SINGLE, 0.75);
    return NULL;
}

static void *close_from_another_thread(void *argument) {
    cc_window_close(argument);
    return NULL;
}

/* Steps `window` until its X window is viewable (up to 10 s); 1 when it is. */
static int step_until_viewable(cc_window *window, Display *display) {
    unsigned long id = 0;
    if (cc_window_get_x11_window(window, &id) != CC_OK) return 0;
    for (int attempt = 0; attempt < 200; attempt++) {
        cc_window_step(window, 0.05);
        XWindowAttributes attributes;
        if (XGetWindowAttributes(display, id, &attributes) && attributes.map_state == IsViewable) return 1;
    }
    return 0;
}

static void setup_checks(check_counts *counts) {
    cc_window_setup setup;
    CHECK(counts, cc_window_setup_init_sized(NULL, sizeof setup) == CC_ERROR_NULL_ARGUMENT, "NULL setup");
    CHECK(counts, cc_window_setup_init_sized(&setup, 4) == CC_ERROR_CONFIG_SIZE, "a size too small");
    CHECK(counts, cc_window_setup_init(&setup) == CC_OK, "init");
    CHECK(counts, setup.width == 400 && setup.height == 300 && setup.parent == 0 && setup.title == NULL, "defaults");

    char message[256];
    cc_window *window = NULL;
    CHECK(counts, cc_window_open(NULL, &window, message, sizeof message) == CC_ERROR_NULL_ARGUMENT, "NULL setup");
    CHECK(counts, cc_window_open(&setup, NULL, message, sizeof message) == CC_ERROR_NULL_ARGUMENT, "NULL out");
    setup.title = "\xff\xfe";
    CHECK(counts, cc_window_open(&setup, &window, message, sizeof message) == CC_ERROR_INVALID_ARGUMENT,
          "a title that is not UTF-8: %s", message);
    setup.title = "t";
    setup.width = -1;
    CHECK(counts, cc_window_open(&setup, &window, message, sizeof message) == CC_ERROR_INVALID_ARGUMENT,
          "a negative width: %s", message);
    CHECK(counts, contains(message, "width"), "the message names the width: %s", message);
    setup.width = 200;
    setup.parent = 0x3fffff;
    CHECK(counts, cc_window_open(&setup, &window, message, sizeof message) == CC_ERROR_NO_WINDOW,
          "a parent that does not exist: %s", message);
    CHECK(counts, contains(message, "0x3fffff"), "the message names the parent: %s", message);
    setup.parent = 0;
    const double refused_scales[] = {NAN, INFINITY, 0.1, 17, -2};
    for (size_t i = 0; i < sizeof refused_scales / sizeof refused_scales[0]; i++) {
        setup.scale = refused_scales[i];
        CHECK(counts, cc_window_open(&setup, &window, message, sizeof message) != CC_OK && contains(message, "scale"),
              "scale %g refused, naming it: %s", refused_scales[i], message);
    }
    setup.scale = 0;
    setup.ring_radius = 0.7;
    CHECK(counts, cc_window_open(&setup, &window, message, sizeof message) == CC_ERROR_INVALID_ARGUMENT &&
                      contains(message, "ring_radius"), "a ring radius share of 0.7: %s", message);
    setup.ring_radius = 0;
    setup.ring_width = NAN;
    CHECK(counts, cc_window_open(&setup, &window, message, sizeof message) == CC_ERROR_INVALID_ARGUMENT &&
                      contains(message, "ring_width"), "a NaN ring width share: %s", message);
    setup.ring_width = 0;
    char *display = strdup(getenv("DISPLAY"));
    unsetenv("DISPLAY");
    CHECK(counts, cc_window_open(&setup, &window, message, sizeof message) == CC_ERROR_NO_WINDOW, "no DISPLAY");
    CHECK(counts, contains(message, "DISPLAY"), "the message says how to get one: %s", message);
    setenv("DISPLAY", display, 1);
    free(display);
    CHECK(counts, window == NULL, "no window came of the refusals");
}

static void window_checks(check_counts *counts, Display *display) {
    cc_window_setup setup;
    cc_window_setup_init(&setup);
    setup.title = "window tests";
    cc_window *window = NULL;
    char message[256];
    CHECK(counts, cc_window_open(&setup, &window, message, sizeof message) == CC_OK, "open: %s", message);
    if (window == NULL) return;

    cc_config config;
    cc_config_init(&config);
    int index = -1;
    CHECK(counts, cc_window_add(window, &config, "gain", "Gain", &index, message, sizeof message) == CC_OK,
          "add: %s", message);
    CHECK(counts, index == 0, "the first control is 0, not %d", index);
    config.max = 100;
    CHECK(counts, cc_window_add_range(window, &config, 20, 70, 5, "span", NULL, &index, message, sizeof message) == CC_OK,
          "add a range: %s", message);
    CHECK(counts, index == 1, "the range is 1, not %d", index);
    config.min = 100;
    CHECK(counts, cc_window_add(window, &config, "bad", NULL, NULL, message, sizeof message) == CC_ERROR_INVALID_CONFIG,
          "min >= max refused");
    CHECK(counts, contains(message, "min"), "the message names the field: %s", message);
    CHECK(counts, cc_window_add(window, &config, NULL, NULL, NULL, message, sizeof message) == CC_ERROR_NULL_ARGUMENT,
          "a NULL name");

    recorded seen = {0};
    CHECK(counts, cc_window_set_event_callback(window, record_event, &seen) == CC_OK, "callback");
    CHECK(counts, step_until_viewable(window, display), "the window came on screen");

    pthread_t thread;
    pthread_create(&thread, NULL, set_from_another_thread, window);
    pthread_join(thread, NULL);
    cc_window_step(window, 0);
    double value = -1;
    CHECK(counts, cc_window_get_value(window, 0, CC_KNOB_SINGLE, &value) == CC_OK && approximately(value, 0.75),
          "a value from another thread arrived: %g", value);
    CHECK(counts, seen.changed_by_program == 1 && seen.last.index == 0 && approximately(seen.last.event.value, 0.75),
          "its change was reported: %d events, last of %d at %g", seen.count, seen.last.index, seen.last.event.value);

    CHECK(counts, cc_window_set_value(window, 1, CC_KNOB_END, 1e308) == CC_OK, "a huge value is taken");
    cc_window_step(window, 0);
    CHECK(counts, cc_window_get_value(window, 1, CC_KNOB_END, &value) == CC_OK && value == 100,
          "and clamped: %g", value);
    CHECK(counts, cc_window_set_value(window, 0, CC_KNOB_SINGLE, NAN) == CC_ERROR_NOT_FINITE, "NaN refused");
    CHECK(counts, cc_window_set_value(window, 0, 7, 0.5) == CC_ERROR_UNKNOWN_ENUM, "knob 7 refused");
    CHECK(counts, cc_window_set_value(window, 99, CC_KNOB_SINGLE, 0.5) == CC_ERROR_INVALID_ARGUMENT, "index 99");
    CHECK(counts, cc_window_get_value(window, 0, CC_KNOB_START, &value) == CC_ERROR_INVALID_ARGUMENT,
          "a single control has no start knob");
    CHECK(counts, cc_window_get_value(window, 0, CC_KNOB_SINGLE, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL out");

    /* The scale: fixed at 2 the window keeps its size; refusals change nothing. */
    double scale = 0;
    CHECK(counts, cc_window_set_scale(window, 2) == CC_OK, "scale 2 taken");
    CHECK(counts, cc_window_get_scale(window, &scale) == CC_OK && scale == 2, "the scale is 2: %g", scale);
    CHECK(counts, cc_window_set_scale(window, NAN) == CC_ERROR_NOT_FINITE, "scale NaN refused");
    CHECK(counts, cc_window_set_scale(window, 40) == CC_ERROR_INVALID_ARGUMENT, "scale 40 refused");
    CHECK(counts, cc_window_get_scale(window, &scale) == CC_OK && scale == 2, "still 2: %g", scale);
    CHECK(counts, cc_window_get_scale(window, NULL) == CC_ERROR_NULL_ARGUMENT, "NULL out for the scale");
    CHECK(counts, cc_window_request_size(window, 0, 10) == CC_ERROR_INVALID_ARGUMENT, "a width of 0 refused");
    CHECK(counts, cc_window_request_size(window, 321, 123) == CC_OK, "a new size asked for");
    unsigned long id = 0;
    cc_window_get_x11_window(window, &id);
    XWindowAttributes attributes = {0};
    for (int attempt = 0; attempt < 100 && attributes.width != 321; attempt++) {
        cc_window_step(window, 0.02);
        XGetWindowAttributes(display, id, &attributes);
    }
    CHECK(counts, attributes.width == 321 && attributes.height == 123, "the window is %d x %d", attributes.width,
          attributes.height);

    /* Labels: the program's text, refused indices and bytes, and from inside the callback. */
    CHECK(counts, cc_window_set_label_text(window, 0, "-12.5 dB") == CC_OK, "a label text");
    CHECK(counts, cc_window_set_label_text(window, 2, "x") == CC_ERROR_INVALID_ARGUMENT, "index 2 refused");
    CHECK(counts, cc_window_set_label_text(window, -1, "x") == CC_ERROR_INVALID_ARGUMENT, "index -1 refused");
    CHECK(counts, cc_window_set_label_text(window, 0, "\xff") == CC_ERROR_INVALID_ARGUMENT, "not UTF-8 refused");
    CHECK(counts, cc_window_set_label_text(window, 0, NULL) == CC_OK, "back to the configured label");
    CHECK(counts, cc_window_set_label_text(NULL, 0, "x") == CC_ERROR_NULL_ARGUMENT, "NULL window");
    reentered inside = {.window = window};
    cc_window_set_event_callback(window, call_back_in, &inside);
    cc_window_set_value(window, 0, CC_KNOB_SINGLE, 0.25);
    cc_window_step(window, 0);
    CHECK(counts, inside.calls == 1 && inside.get_value == CC_ERROR_IN_CALLBACK && inside.set_label == CC_OK,
          "from the callback: get_value %d (CC_ERROR_IN_CALLBACK), set_label_text %d (CC_OK), %d calls",
          inside.get_value, inside.set_label, inside.calls);
    CHECK(counts, cc_window_get_value(window, 0, CC_KNOB_SINGLE, &value) == CC_OK && approximately(value, 0.25),
          "outside the callback get_value works: %g", value);

    pthread_create(&thread, NULL, close_from_another_thread, window);
    pthread_join(thread, NULL);
    int reason = CC_WINDOW_RUNNING;
    for (int attempt = 0; attempt < 20 && reason == CC_WINDOW_RUNNING; attempt++) reason = cc_window_step(window, 0.05);
    CHECK(counts, reason == CC_WINDOW_CLOSED, "closed from another thread: %d", reason);
    cc_window_destroy(window);
}

int main(void) {
    check_counts counts = {0};
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) {
        fprintf(stderr, "no X display (run under Xvfb)\n");
        return 1;
    }
    setup_checks(&counts);
    window_checks(&counts, display);
    CHECK(&counts, cc_window_run(NULL) == CC_ERROR_NULL_ARGUMENT, "run NULL");
    CHECK(&counts, cc_window_step(NULL, 0) == CC_ERROR_NULL_ARGUMENT, "step NULL");
    CHECK(&counts, cc_window_close(NULL) == CC_ERROR_NULL_ARGUMENT, "close NULL");
    cc_window_destroy(NULL);
    XCloseDisplay(display);
    printf("%d passed, %d failed\n", counts.passed, counts.failed);
    return counts.failed == 0 ? 0 : 1;
}
