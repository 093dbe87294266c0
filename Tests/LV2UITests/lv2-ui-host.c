/*
 * A small LV2 host for the UI in Examples/lv2-amp: loads the UI's shared library with dlopen, gives it a top-level
 * window as ui:parent, calls idle() as a host's timer would, drives it with real pointer input (XTEST) and with keys
 * sent by XSendEvent (as embedding hosts forward them), and records every write_function and touch call.
 *
 * usage: lv2-ui-host UI_SO BUNDLE_DIR    (with DISPLAY set; scripts/test-lv2-ui runs it under a private Xvfb)
 * Checks: the window is a child of the parent and drawn; port_event sets the knob and never writes; a drag writes
 * values within -90 ... 24 that follow the pointer, with the pointer kept where it was pressed (a drag past the
 * screen's top counts all its travel) and put on the knob at the release; Shift drags finer; Escape puts the value
 * back; a double click on the knob writes the default 0; the wheel and the keys move 1 dB; a typed value is written;
 * bad port events (NaN, infinity, wrong size, format, port) change nothing; scaleFactor sizes the window, a drag
 * counts logical pixels at it, and the options interface takes a new one (and refuses bad ones); a parent
 * that does not exist is refused; a destroyed parent closes the UI without a crash; the host's own X error handler
 * gets the host's errors while the UI is open and is in place again after its cleanup.
 * Gestures, one kind of interaction recorded at a time: each is exactly one touch(0, true) ... touch(0, false) pair
 * with every write inside it: a drag (and a click, a pair without writes), a burst of wheel notches (ended by idle()
 * alone, at least 0.5 s after its last notch), a key with its auto-repeats and a second key held (ended at the last
 * release, or by the window losing the keyboard focus), a typed value, a double click's reset; a port event during
 * a gesture is ignored.
 * The last line is "N passed, N failed"; the exit status is 1 when a check failed.
 */
#include <dlfcn.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>

#include <lv2/atom/atom.h>
#include <lv2/options/options.h>
#include <lv2/ui/ui.h>
#include <lv2/urid/urid.h>

#include "../CAPITests/check.h"

#define PLUGIN_URI "http://lv2plug.in/plugins/eg-amp"
#define UI_URI "urn:circularcontrol:lv2:eg-amp-knob"

/* The UI's window at scale 1 and the ring's radius in it (amp-knob-ui.c); a vertical drag of 200 px covers the range. */
enum { UI_SIZE = 160 };
static const double RING_RADIUS = 160 * 0.36;

/* ---- what the UI called ---------------------------------------------------------------------------------------- */

typedef enum { CALL_WRITE, CALL_TOUCH } call_kind;

typedef struct call {
    call_kind kind;
    uint32_t port;
    uint32_t size;     /* write: buffer_size */
    uint32_t protocol; /* write: port_protocol */
    float value;       /* write: the float written */
    bool grabbed;      /* touch */
    double time;       /* when it was called, in seconds on the monotonic clock */
} call;

static double monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + now.tv_nsec / 1e9;
}

typedef struct recording {
    call calls[4096];
    int count;
    int resize_width, resize_height;
} recording;

static void record_write(LV2UI_Controller controller, uint32_t port, uint32_t size, uint32_t protocol,
                         const void *buffer) {
    recording *r = controller;
    if (r->count >= (int)(sizeof r->calls / sizeof r->calls[0])) return;
    call c = {.kind = CALL_WRITE, .port = port, .size = size, .protocol = protocol, .value = NAN,
              .time = monotonic_seconds()};
    if (size == sizeof(float) && buffer != NULL) memcpy(&c.value, buffer, sizeof c.value);
    r->calls[r->count++] = c;
}

static void record_touch(LV2UI_Feature_Handle handle, uint32_t port, bool grabbed) {
    recording *r = handle;
    if (r->count >= (int)(sizeof r->calls / sizeof r->calls[0])) return;
    r->calls[r->count++] = (call){.kind = CALL_TOUCH, .port = port, .grabbed = grabbed, .time = monotonic_seconds()};
}

static int record_resize(LV2UI_Feature_Handle handle, int width, int height) {
    recording *r = handle;
    r->resize_width = width;
    r->resize_height = height;
    return 0;
}

/* The writes recorded from call `from` on. */
static int writes_since(const recording *r, int from) {
    int writes = 0;
    for (int i = from; i < r->count; i++) writes += r->calls[i].kind == CALL_WRITE;
    return writes;
}

/* The value of the last write, or NaN when there is none. */
static float last_write(const recording *r) {
    for (int i = r->count - 1; i >= 0; i--) {
        if (r->calls[i].kind == CALL_WRITE) return r->calls[i].value;
    }
    return NAN;
}

/* The number of writes when calls from..end are exactly one gesture: touch(0, true), writes (none or more),
 * touch(0, false), and nothing else; -1 when they are anything else (no touch, a write outside the pair, a second
 * pair, a pair left open). */
static int gesture_writes(const recording *r, int from) {
    int end = r->count;
    if (end - from < 2) return -1;
    const call *first = &r->calls[from], *last = &r->calls[end - 1];
    if (first->kind != CALL_TOUCH || !first->grabbed || first->port != 0) return -1;
    if (last->kind != CALL_TOUCH || last->grabbed || last->port != 0) return -1;
    for (int i = from + 1; i < end - 1; i++) {
        if (r->calls[i].kind != CALL_WRITE) return -1;
    }
    return end - from - 2;
}

/* True when calls from..end are one gesture with at least one write. */
static bool is_one_gesture(const recording *r, int from) { return gesture_writes(r, from) >= 1; }

/* The calls from `from` on as text, for messages: "on -11 off" (touch(0, true), a write of -11, touch(0, false)). */
static const char *calls_text(const recording *r, int from) {
    static char text[1024];
    size_t used = 0;
    text[0] = '\0';
    for (int i = from; i < r->count && used < sizeof text; i++) {
        const call *c = &r->calls[i];
        if (c->kind == CALL_WRITE) {
            used += (size_t)snprintf(text + used, sizeof text - used, "%s%g", used ? " " : "", c->value);
        } else {
            used += (size_t)snprintf(text + used, sizeof text - used, "%s%s%s", used ? " " : "",
                                     c->grabbed ? "on" : "off", c->port == 0 ? "" : "(port?)");
        }
    }
    return text;
}

/* True when every write recorded is one float to port 0 with protocol 0, within -90 ... 24. */
static bool writes_are_valid(const recording *r) {
    for (int i = 0; i < r->count; i++) {
        const call *c = &r->calls[i];
        if (c->kind != CALL_WRITE) continue;
        if (c->port != 0 || c->size != sizeof(float) || c->protocol != 0) return false;
        if (!(c->value >= -90 && c->value <= 24)) return false;
    }
    return true;
}

/* True when the writes from call `from` on never go down (a drag upwards). */
static bool writes_rise(const recording *r, int from) {
    float previous = -INFINITY;
    for (int i = from; i < r->count; i++) {
        if (r->calls[i].kind != CALL_WRITE) continue;
        if (r->calls[i].value < previous) return false;
        previous = r->calls[i].value;
    }
    return true;
}

/* ---- the host's side --------------------------------------------------------------------------------------------- */

/* A minimal urid:map: URIs numbered in the order first seen. */
typedef struct uri_table {
    char *uris[64];
    int count;
} uri_table;

static LV2_URID map_uri(LV2_URID_Map_Handle handle, const char *uri) {
    uri_table *table = handle;
    for (int i = 0; i < table->count; i++) {
        if (strcmp(table->uris[i], uri) == 0) return (LV2_URID)(i + 1);
    }
    if (table->count == 64) return 0;
    table->uris[table->count] = strdup(uri);
    return (LV2_URID)(++table->count);
}

typedef struct host {
    Display *display;
    Window parent;
    const LV2UI_Descriptor *descriptor;
    const LV2UI_Idle_Interface *idle;
    const char *bundle;
    recording record;
    uri_table uris;
    LV2_URID_Map map;
    LV2UI_Touch touch;
    LV2UI_Resize resize;
} host;

static void sleep_ms(int ms) {
    struct timespec pause = {.tv_sec = ms / 1000, .tv_nsec = (ms % 1000) * 1000000L};
    nanosleep(&pause, NULL);
}

/* Flushes the host's requests, then calls idle() every 2 ms for `ms` milliseconds, as a host's timer would. Returns
 * the last idle() result. */
static int pump(host *h, LV2UI_Handle ui, int ms) {
    XSync(h->display, False);
    int closed = 0;
    for (int elapsed = 0; elapsed < ms; elapsed += 2) {
        closed = h->idle->idle(ui);
        sleep_ms(2);
    }
    return closed;
}

/* Instantiates the UI with a parent (None: no ui:parent feature) and a scale factor (NaN: no options feature). */
static LV2UI_Handle instantiate(host *h, Window parent, float scale, Window *out_widget) {
    static const char *float_uri = LV2_ATOM__Float;
    LV2_Options_Option options[] = {
        {LV2_OPTIONS_INSTANCE, 0, map_uri(&h->uris, LV2_UI__scaleFactor), sizeof(float),
         map_uri(&h->uris, float_uri), &scale},
        {LV2_OPTIONS_INSTANCE, 0, 0, 0, 0, NULL},
    };
    LV2_Feature parent_feature = {LV2_UI__parent, (void *)(uintptr_t)parent};
    LV2_Feature resize_feature = {LV2_UI__resize, &h->resize};
    LV2_Feature touch_feature = {LV2_UI__touch, &h->touch};
    LV2_Feature map_feature = {LV2_URID__map, &h->map};
    LV2_Feature options_feature = {LV2_OPTIONS__options, options};
    LV2_Feature idle_feature = {LV2_UI__idleInterface, NULL};
    const LV2_Feature *features[8];
    int n = 0;
    if (parent != None) features[n++] = &parent_feature;
    features[n++] = &resize_feature;
    features[n++] = &touch_feature;
    features[n++] = &map_feature;
    if (!isnan(scale)) features[n++] = &options_feature;
    features[n++] = &idle_feature;
    features[n] = NULL;
    LV2UI_Widget widget = NULL;
    h->record.resize_width = h->record.resize_height = 0;
    LV2UI_Handle ui = h->descriptor->instantiate(h->descriptor, PLUGIN_URI, h->bundle, record_write, &h->record,
                                                 &widget, features);
    *out_widget = (Window)(uintptr_t)widget;
    return ui;
}

static void port_event(host *h, LV2UI_Handle ui, float value) {
    h->descriptor->port_event(ui, 0, sizeof value, 0, &value);
}

/* The window's point (x, y) on the root window. */
static void to_root(host *h, Window window, int x, int y, int *root_x, int *root_y) {
    Window child;
    XTranslateCoordinates(h->display, window, DefaultRootWindow(h->display), x, y, root_x, root_y, &child);
}

/* Real pointer input through XTEST: moves to the window's point (x, y). */
static void pointer_to(host *h, Window window, int x, int y) {
    int root_x, root_y;
    to_root(h, window, x, y, &root_x, &root_y);
    XTestFakeMotionEvent(h->display, -1, root_x, root_y, CurrentTime);
}

static void button(host *h, unsigned int number, bool down) {
    XTestFakeButtonEvent(h->display, number, down, CurrentTime);
}

static void shift(host *h, bool down) {
    XTestFakeKeyEvent(h->display, XKeysymToKeycode(h->display, XK_Shift_L), down, CurrentTime);
}

/* Where the pointer is in `window`. */
static void pointer_in(host *h, Window window, int *x, int *y) {
    Window root, child;
    int root_x, root_y;
    unsigned int mask;
    XQueryPointer(h->display, window, &root, &child, &root_x, &root_y, x, y, &mask);
}

/* A drag from the window's point (x, y) straight up by `rise` pixels (down when negative) in 10 relative moves, as a
 * mouse moves (the UI warps the pointer back to the press point after each). Returns after how many of the moves
 * the pointer was found back at (x, y). */
static int drag_up(host *h, LV2UI_Handle ui, Window window, int x, int y, int rise) {
    pointer_to(h, window, x, y);
    pump(h, ui, 10);
    button(h, 1, true);
    pump(h, ui, 10);
    int kept = 0;
    for (int i = 1; i <= 10; i++) {
        XTestFakeRelativeMotionEvent(h->display, 0, -(rise * i / 10 - rise * (i - 1) / 10), CurrentTime);
        pump(h, ui, 6);
        int now_x, now_y;
        pointer_in(h, window, &now_x, &now_y);
        if (now_x == x && now_y == y) kept++;
    }
    button(h, 1, false);
    pump(h, ui, 20);
    return kept;
}

/* A key press (`pressed`) or release sent to `window` with XSendEvent, as hosts that embed the UI forward keys (an
 * auto-repeat is a press again: hosts forward what their toolkit saw, which asks for detectable auto-repeat). */
static void send_key_event(host *h, LV2UI_Handle ui, Window window, KeySym symbol, bool pressed) {
    XKeyEvent key = {
        .type = pressed ? KeyPress : KeyRelease,
        .display = h->display,
        .window = window,
        .root = DefaultRootWindow(h->display),
        .subwindow = None,
        .time = CurrentTime,
        .x = 1,
        .y = 1,
        .x_root = 1,
        .y_root = 1,
        .state = 0,
        .keycode = XKeysymToKeycode(h->display, symbol),
        .same_screen = True,
    };
    XSendEvent(h->display, window, True, pressed ? KeyPressMask : KeyReleaseMask, (XEvent *)&key);
    pump(h, ui, 20);
}

/* A key press and release sent to `window` with XSendEvent. */
static void send_key(host *h, LV2UI_Handle ui, Window window, KeySym symbol) {
    send_key_event(h, ui, window, symbol, true);
    send_key_event(h, ui, window, symbol, false);
}

/* One wheel notch through XTEST: button 4 (up) or 5 (down) pressed and released. */
static void wheel_notch(host *h, LV2UI_Handle ui, bool up) {
    button(h, up ? 4 : 5, true);
    button(h, up ? 4 : 5, false);
    pump(h, ui, 20);
}

/* Calls idle() until the last call recorded is a touch(false), for at most `ms` milliseconds. */
static void pump_until_touch_off(host *h, LV2UI_Handle ui, int ms) {
    for (int elapsed = 0; elapsed < ms; elapsed += 10) {
        if (h->record.count > 0 && h->record.calls[h->record.count - 1].kind == CALL_TOUCH &&
            !h->record.calls[h->record.count - 1].grabbed) {
            return;
        }
        pump(h, ui, 10);
    }
}

/* Where the knob of a value sits in the UI's window: on the 270-degree arc from 7:30, radius RING_RADIUS. */
static void knob_point(double value, int *x, int *y) {
    double degrees = -135 + 270 * (value + 90) / 114;
    double radians = degrees * M_PI / 180;
    *x = (int)lround(UI_SIZE / 2.0 + RING_RADIUS * sin(radians));
    *y = (int)lround(UI_SIZE / 2.0 - RING_RADIUS * cos(radians));
}

/* The number of distinct colours in the window's pixels (a drawn knob shows many, an empty window one). */
static int distinct_colours(host *h, Window window) {
    XImage *image = XGetImage(h->display, window, 0, 0, UI_SIZE, UI_SIZE, AllPlanes, ZPixmap);
    if (image == NULL) return 0;
    static unsigned long seen[512];
    int count = 0;
    for (int y = 0; y < UI_SIZE; y += 2) {
        for (int x = 0; x < UI_SIZE; x += 2) {
            unsigned long pixel = XGetPixel(image, x, y) & 0xFFFFFF;
            bool known = false;
            for (int i = 0; i < count && !known; i++) known = seen[i] == pixel;
            if (!known && count < 512) seen[count++] = pixel;
        }
    }
    XDestroyImage(image);
    return count;
}

static Window parent_of(host *h, Window window) {
    Window root, parent, *children = NULL;
    unsigned int count;
    if (!XQueryTree(h->display, window, &root, &parent, &children, &count)) return None;
    if (children != NULL) XFree(children);
    return parent;
}

/* ---- the checks ---------------------------------------------------------------------------------------------- */

/* The host's own X error handler, as a toolkit has one: it counts the errors of the host's connection. */
static int host_errors;
static int count_host_error(Display *display, XErrorEvent *error) {
    (void)display, (void)error;
    host_errors++;
    return 0;
}

/* A guest keeps the host's error handler: while a UI is open the host's own bad request still reaches the host's
 * handler, and once the UI is cleaned up the handler in place is the host's again. */
static void check_host_error_handler(check_counts *counts, host *h) {
    XErrorHandler before = XSetErrorHandler(count_host_error);
    host_errors = 0;
    Window widget;
    LV2UI_Handle ui = instantiate(h, h->parent, 1, &widget);
    CHECK(counts, ui != NULL, "no UI");
    if (ui == NULL) return;
    pump(h, ui, 5);
    XMapWindow(h->display, (Window)0x3fffff0); /* no such window */
    XSync(h->display, False);
    CHECK(counts, host_errors == 1, "the host's error went to its own handler %d times while the UI was open",
          host_errors);
    h->descriptor->cleanup(ui);
    XErrorHandler current = XSetErrorHandler(before);
    CHECK(counts, current == count_host_error, "after cleanup the host's error handler is not the one in place");
    h->record.count = 0;
}

static void check_scale_and_parents(check_counts *counts, host *h) {
    Window widget;
    /* A parent that does not exist: refused, and the host's own connection sees no error. */
    LV2UI_Handle ui = instantiate(h, (Window)0x3fffff0, 1, &widget);
    CHECK(counts, ui == NULL, "a UI was made in a window that does not exist");
    if (ui != NULL) h->descriptor->cleanup(ui);
    XSync(h->display, False);

    const struct { float scale; int size; } cases[] = {{2, 320}, {NAN, 160}, {INFINITY, 160}, {100, 160}, {0.5f, 80}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ui = instantiate(h, h->parent, cases[i].scale, &widget);
        CHECK(counts, ui != NULL, "no UI at scale %g", cases[i].scale);
        if (ui == NULL) continue;
        CHECK(counts, h->record.resize_width == cases[i].size && h->record.resize_height == cases[i].size,
              "scale %g: asked for %d x %d, not %d", cases[i].scale, h->record.resize_width, h->record.resize_height,
              cases[i].size);
        h->descriptor->cleanup(ui);
    }
    CHECK(counts, h->record.count == 0, "instantiate and cleanup alone made %d calls", h->record.count);
}

/* Sets ui:scaleFactor through the UI's options interface (opts:interface), as a host does when the window moves to
 * another screen; returns set()'s status. */
static uint32_t set_scale(host *h, const LV2_Options_Interface *options, LV2UI_Handle ui, float scale) {
    LV2_Options_Option option[] = {
        {LV2_OPTIONS_INSTANCE, 0, map_uri(&h->uris, LV2_UI__scaleFactor), sizeof(float),
         map_uri(&h->uris, LV2_ATOM__Float), &scale},
        {LV2_OPTIONS_INSTANCE, 0, 0, 0, 0, NULL},
    };
    h->record.resize_width = h->record.resize_height = 0;
    uint32_t status = options->set(ui, option);
    pump(h, ui, 20);
    return status;
}

/* The window's size in device pixels. */
static int window_width(host *h, Window window) {
    XWindowAttributes attributes;
    XGetWindowAttributes(h->display, window, &attributes);
    return attributes.width;
}

/* The 290 x 290 pixels at the window's top left (inside the 300 x 300 parent), as the X server shows them; the caller
 * frees them. */
static unsigned long *shown_pixels(host *h, Window window) {
    enum { SIDE = 290 };
    XImage *image = XGetImage(h->display, window, 0, 0, SIDE, SIDE, AllPlanes, ZPixmap);
    unsigned long *pixels = image != NULL ? calloc(SIDE * SIDE, sizeof *pixels) : NULL;
    for (int i = 0; pixels != NULL && i < SIDE * SIDE; i++) pixels[i] = XGetPixel(image, i % SIDE, i / SIDE) & 0xFFFFFF;
    if (image != NULL) XDestroyImage(image);
    return pixels;
}

/* At ui:scaleFactor 2 the UI shows what the renderer draws for twice the geometry: the same as the UI at scale 1 in a
 * window of twice the size (its ring laid out twice as large), pixel for pixel. */
static void check_scale_two_is_twice_the_geometry(check_counts *counts, host *h) {
    Window widget;
    LV2UI_Handle ui = instantiate(h, h->parent, 2, &widget);
    CHECK(counts, ui != NULL, "no UI at scale 2");
    if (ui == NULL) return;
    pump(h, ui, 60);
    unsigned long *at_two = shown_pixels(h, widget);
    h->descriptor->cleanup(ui);
    ui = instantiate(h, h->parent, 1, &widget);
    CHECK(counts, ui != NULL, "no UI at scale 1");
    if (ui == NULL) {
        free(at_two);
        return;
    }
    XResizeWindow(h->display, widget, 2 * UI_SIZE, 2 * UI_SIZE);
    pump(h, ui, 60);
    unsigned long *twice = shown_pixels(h, widget);
    h->descriptor->cleanup(ui);
    int differing = 0, background = 0;
    for (int i = 0; at_two != NULL && twice != NULL && i < 290 * 290; i++) {
        differing += at_two[i] != twice[i];
        background += at_two[i] == at_two[0];
    }
    CHECK(counts, at_two != NULL && twice != NULL && differing == 0,
          "%d of 84100 pixels differ between scale 2 and scale 1 at twice the size", differing);
    CHECK(counts, 290 * 290 - background > 8000, "only %d pixels are not the background: nothing drawn",
          290 * 290 - background);
    printf("scale 2 against twice the size at scale 1: %d of 84100 pixels differ\n", differing);
    free(at_two);
    free(twice);
    h->record.count = 0;
}

/* HiDPI: at ui:scaleFactor 2 the window is twice the size and a drag counts logical pixels (40 device pixels up are
 * 20 of the 200 that cover the range: 11.4 dB); the options interface takes a new factor (the window resized, through
 * ui:resize too, and a drag counting at the new factor), answers get() with it, and refuses bad ones. */
static void check_scale_updates(check_counts *counts, host *h) {
    const LV2_Options_Interface *options = h->descriptor->extension_data(LV2_OPTIONS__interface);
    CHECK(counts, options != NULL && options->get != NULL && options->set != NULL, "no options interface");
    if (options == NULL) return;
    Window widget;
    LV2UI_Handle ui = instantiate(h, h->parent, 2, &widget);
    CHECK(counts, ui != NULL, "no UI at scale 2");
    if (ui == NULL) return;
    pump(h, ui, 30);
    CHECK(counts, window_width(h, widget) == 2 * UI_SIZE, "at scale 2 the window is %d wide", window_width(h, widget));
    const int steps[] = {2, 1, 3};
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        int scale = steps[i];
        /* Each drag 12 logical pixels left of the last (inside the 300 x 300 parent): two presses near one point
         * within 400 ms are a double click. */
        int x = scale * (UI_SIZE / 2 - 12 * (int)i), y = scale * (UI_SIZE / 2 + 10);
        if (i > 0) {
            CHECK(counts, set_scale(h, options, ui, (float)scale) == LV2_OPTIONS_SUCCESS, "set(%d) refused", scale);
            CHECK(counts, h->record.resize_width == scale * UI_SIZE && window_width(h, widget) == scale * UI_SIZE,
                  "at scale %d: asked for %d, the window is %d wide", scale, h->record.resize_width,
                  window_width(h, widget));
        }
        port_event(h, ui, -60);
        pump(h, ui, 10);
        int mark = h->record.count;
        drag_up(h, ui, widget, x, y, 40);
        float expected = -60 + 40.0f / scale / 200 * 114;
        CHECK(counts, fabsf(last_write(&h->record) - expected) < 1.2f && writes_since(&h->record, mark) > 0,
              "at scale %d 40 px up from -60 wrote %g, not about %g", scale, last_write(&h->record), expected);
        printf("scale %d: a %d x %d window, 40 px up from -60 dB wrote %.2f dB\n", scale, window_width(h, widget),
               window_width(h, widget), last_write(&h->record));
    }
    LV2_Options_Option asked[] = {
        {LV2_OPTIONS_INSTANCE, 0, map_uri(&h->uris, LV2_UI__scaleFactor), 0, 0, NULL},
        {LV2_OPTIONS_INSTANCE, 0, 0, 0, 0, NULL},
    };
    CHECK(counts, options->get(ui, asked) == LV2_OPTIONS_SUCCESS && asked[0].size == sizeof(float) &&
                      asked[0].value != NULL && *(const float *)asked[0].value == 3,
          "get() does not answer ui:scaleFactor 3");
    const float refused[] = {NAN, INFINITY, 0, 0.25f, 100};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        CHECK(counts, set_scale(h, options, ui, refused[i]) == LV2_OPTIONS_ERR_BAD_VALUE, "set(%g) taken", refused[i]);
    }
    CHECK(counts, window_width(h, widget) == 3 * UI_SIZE && h->record.resize_width == 0,
          "a refused factor changed the size: %d, asked %d", window_width(h, widget), h->record.resize_width);
    h->descriptor->cleanup(ui);
    h->record.count = 0;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: lv2-ui-host UI_SO BUNDLE_DIR\n");
        return 2;
    }
    check_counts counts = {0, 0};
    static host h;
    h.bundle = argv[2];
    h.display = XOpenDisplay(NULL);
    if (h.display == NULL) {
        fprintf(stderr, "lv2-ui-host: no X display\n");
        return 1;
    }
    int event_base, error_base, major, minor;
    if (!XTestQueryExtension(h.display, &event_base, &error_base, &major, &minor)) {
        fprintf(stderr, "lv2-ui-host: the X server has no XTEST\n");
        return 1;
    }
    void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "lv2-ui-host: %s\n", dlerror());
        return 1;
    }
    LV2UI_DescriptorFunction descriptor_function = (LV2UI_DescriptorFunction)dlsym(library, "lv2ui_descriptor");
    CHECK(&counts, descriptor_function != NULL, "no lv2ui_descriptor");
    if (descriptor_function == NULL) return 1;
    h.descriptor = descriptor_function(0);
    CHECK(&counts, h.descriptor != NULL && strcmp(h.descriptor->URI, UI_URI) == 0, "descriptor 0 is not " UI_URI);
    CHECK(&counts, descriptor_function(1) == NULL, "a second descriptor");
    if (h.descriptor == NULL) return 1;
    h.idle = h.descriptor->extension_data(LV2_UI__idleInterface);
    CHECK(&counts, h.idle != NULL && h.idle->idle != NULL, "no idle interface");
    if (h.idle == NULL) return 1;
    CHECK(&counts, h.descriptor->extension_data("urn:nothing") == NULL, "an unknown extension answered");
    h.map = (LV2_URID_Map){&h.uris, map_uri};
    h.touch = (LV2UI_Touch){&h.record, record_touch};
    h.resize = (LV2UI_Resize){&h.record, record_resize};

    h.parent = XCreateSimpleWindow(h.display, DefaultRootWindow(h.display), 0, 0, 300, 300, 0, 0, 0xFFFFFF);
    XMapWindow(h.display, h.parent);
    XSync(h.display, False);

    check_host_error_handler(&counts, &h);
    check_scale_and_parents(&counts, &h);
    check_scale_updates(&counts, &h);
    check_scale_two_is_twice_the_geometry(&counts, &h);

    /* The UI under test: a child of the parent, drawn, asking for its size. */
    Window widget;
    LV2UI_Handle ui = instantiate(&h, h.parent, 1, &widget);
    CHECK(&counts, ui != NULL && widget != None, "no UI");
    if (ui == NULL) return 1;
    CHECK(&counts, parent_of(&h, widget) == h.parent, "the UI's window is not a child of ui:parent");
    CHECK(&counts, h.record.resize_width == UI_SIZE && h.record.resize_height == UI_SIZE, "asked for %d x %d",
          h.record.resize_width, h.record.resize_height);
    int closed = pump(&h, ui, 150);
    CHECK(&counts, closed == 0, "idle() said the UI closed");
    XWindowAttributes attributes;
    XGetWindowAttributes(h.display, widget, &attributes);
    CHECK(&counts, attributes.map_state == IsViewable, "the UI's window is not shown");
    int colours = distinct_colours(&h, widget);
    CHECK(&counts, colours > 20, "the window shows %d colours: not drawn", colours);
    CHECK(&counts, h.record.count == 0, "%d calls before any input", h.record.count);

    /* port_event sets the knob without writing; a forwarded key then moves on from the value set. */
    port_event(&h, ui, -12);
    pump(&h, ui, 20);
    CHECK(&counts, h.record.count == 0, "port_event wrote %d times", h.record.count);
    int mark = h.record.count;
    send_key(&h, ui, widget, XK_Up);
    CHECK(&counts, writes_since(&h.record, mark) == 1 && last_write(&h.record) == -11,
          "Up after port_event(-12): %d writes, last %g", writes_since(&h.record, mark), last_write(&h.record));
    CHECK(&counts, gesture_writes(&h.record, mark) == 1, "a key press and release is not one gesture: %s",
          calls_text(&h.record, mark));

    /* Bad port events change nothing. */
    float nan_value = NAN, infinite = INFINITY, value = 5;
    double wide = 5;
    h.descriptor->port_event(ui, 0, sizeof nan_value, 0, &nan_value);
    h.descriptor->port_event(ui, 0, sizeof infinite, 0, &infinite);
    h.descriptor->port_event(ui, 0, sizeof wide, 0, &wide);
    h.descriptor->port_event(ui, 0, sizeof value, 1, &value);
    h.descriptor->port_event(ui, 1, sizeof value, 0, &value);
    h.descriptor->port_event(ui, 0, sizeof value, 0, NULL);
    mark = h.record.count;
    send_key(&h, ui, widget, XK_Down);
    CHECK(&counts, writes_since(&h.record, mark) == 1 && last_write(&h.record) == -12,
          "Down after bad port events: %d writes, last %g (the value moved)", writes_since(&h.record, mark),
          last_write(&h.record));
    /* Out of range: clamped to the maximum. */
    port_event(&h, ui, 1000);
    mark = h.record.count;
    send_key(&h, ui, widget, XK_Down);
    CHECK(&counts, writes_since(&h.record, mark) == 1 && last_write(&h.record) == 23, "Down after 1000: last %g",
          last_write(&h.record));
    send_key(&h, ui, widget, XK_Home);
    CHECK(&counts, last_write(&h.record) == -90, "Home: last %g", last_write(&h.record));

    /* A vertical drag anywhere on the knob: 50 px up is a quarter of 200 px, 28.5 dB, as one gesture. */
    port_event(&h, ui, -30);
    mark = h.record.count;
    drag_up(&h, ui, widget, UI_SIZE / 2, UI_SIZE / 2 + 10, 50);
    float dragged = last_write(&h.record);
    CHECK(&counts, is_one_gesture(&h.record, mark), "the drag is not touch(true), writes, touch(false): %s",
          calls_text(&h.record, mark));
    CHECK(&counts, writes_since(&h.record, mark) >= 5, "the drag wrote %d times", writes_since(&h.record, mark));
    CHECK(&counts, writes_rise(&h.record, mark), "an upward drag wrote a falling value");
    CHECK(&counts, fabsf(dragged - (-30 + 28.5f)) < 1.5f, "50 px up from -30 wrote %g, not about -1.5", dragged);
    printf("drag 50 px up from -30 dB: touch(0, true), %d writes rising to %.2f, touch(0, false)\n",
           writes_since(&h.record, mark), dragged);

    /* Shift: a tenth of the rate, 2.85 dB for 50 px. (Each drag starts elsewhere: two presses at one point within
     * 400 ms are a double click.) */
    shift(&h, true);
    mark = h.record.count;
    drag_up(&h, ui, widget, UI_SIZE / 2 + 10, UI_SIZE / 2 + 10, 50);
    shift(&h, false);
    pump(&h, ui, 10);
    float fine = last_write(&h.record) - dragged;
    CHECK(&counts, is_one_gesture(&h.record, mark), "the Shift drag is not one gesture");
    CHECK(&counts, fine > 1.5f && fine < 4.5f, "50 px up with Shift moved %g dB, not about 2.85", fine);
    printf("the same drag with Shift: %+.2f dB\n", fine);

    /* A drag far down pins at -90 and never writes below it. */
    mark = h.record.count;
    drag_up(&h, ui, widget, UI_SIZE / 2 - 10, 20, -280);
    CHECK(&counts, last_write(&h.record) == -90, "a long drag down ended at %g", last_write(&h.record));

    /* A drag up from 20 px below the screen's top (the parent is at the root's origin) counts all its 150 px: the
     * pointer is kept where it was pressed, so the screen's edge never stops it (without that, 20 px: -78.6 dB). At
     * the release the pointer goes to the knob. */
    port_event(&h, ui, -90);
    int kept = drag_up(&h, ui, widget, UI_SIZE / 2, 20, 150);
    float far_up = last_write(&h.record);
    CHECK(&counts, fabsf(far_up - (-90 + 85.5f)) < 1.5f,
          "150 px up from -90 past the screen's top wrote %g, not about -4.5", far_up);
    CHECK(&counts, kept == 10, "the pointer was back at the press point after %d of 10 moves", kept);
    int released_x, released_y, shown_x, shown_y;
    pointer_in(&h, widget, &released_x, &released_y);
    knob_point(far_up, &shown_x, &shown_y);
    CHECK(&counts, abs(released_x - shown_x) <= 2 && abs(released_y - shown_y) <= 2,
          "after the release the pointer is at (%d, %d), the knob at (%d, %d)", released_x, released_y, shown_x,
          shown_y);
    printf("150 px up from -90 dB, from 20 px below the screen's top: %.2f dB, the pointer kept in place after %d of"
           " 10 moves, then at (%d, %d) on the knob\n", far_up, kept, released_x, released_y);

    /* Escape during a drag puts the value back, still inside the gesture. */
    port_event(&h, ui, -40);
    mark = h.record.count;
    pointer_to(&h, widget, UI_SIZE / 2, UI_SIZE / 2 + 10);
    button(&h, 1, true);
    pump(&h, ui, 10);
    pointer_to(&h, widget, UI_SIZE / 2, UI_SIZE / 2 - 20);
    pump(&h, ui, 20);
    float before_escape = last_write(&h.record);
    send_key(&h, ui, widget, XK_Escape);
    button(&h, 1, false);
    pump(&h, ui, 20);
    CHECK(&counts, before_escape > -40 && last_write(&h.record) == -40,
          "Escape: the drag wrote %g, then %g (not back to -40)", before_escape, last_write(&h.record));
    CHECK(&counts, is_one_gesture(&h.record, mark), "the cancelled drag is not one gesture");

    /* A port event during a drag is ignored: the knob belongs to the user until the release. */
    pointer_to(&h, widget, UI_SIZE / 2 - 20, UI_SIZE / 2 + 10);
    button(&h, 1, true);
    pump(&h, ui, 10);
    port_event(&h, ui, 20);
    mark = h.record.count;
    pointer_to(&h, widget, UI_SIZE / 2 - 20, UI_SIZE / 2 + 6);
    pump(&h, ui, 20);
    button(&h, 1, false);
    pump(&h, ui, 20);
    CHECK(&counts, writes_since(&h.record, mark) >= 1 && last_write(&h.record) < -35,
          "a port event mid-drag moved the knob: %d writes, last %g", writes_since(&h.record, mark), last_write(&h.record));

    /* A double click on the knob: back to the plugin's default, 0 dB. The first click grabs the knob without moving
     * it (a gesture without writes); the second resets it, a gesture of its own around its one write. */
    port_event(&h, ui, -50);
    int knob_x, knob_y;
    knob_point(-50, &knob_x, &knob_y);
    pointer_to(&h, widget, knob_x, knob_y);
    pump(&h, ui, 10);
    mark = h.record.count;
    button(&h, 1, true);
    pump(&h, ui, 10);
    button(&h, 1, false);
    pump(&h, ui, 30);
    CHECK(&counts, gesture_writes(&h.record, mark) == 0, "the first click is not a gesture without writes: %s",
          calls_text(&h.record, mark));
    mark = h.record.count;
    button(&h, 1, true);
    pump(&h, ui, 10);
    button(&h, 1, false);
    pump(&h, ui, 30);
    CHECK(&counts, gesture_writes(&h.record, mark) == 1 && last_write(&h.record) == 0,
          "the second click on the knob at (%d, %d) is not one gesture writing 0: %s", knob_x, knob_y,
          calls_text(&h.record, mark));
    printf("double click on the knob at -50 dB: the reset is %s\n", calls_text(&h.record, mark));

    /* A burst of wheel notches, 1 dB each, is one gesture; idle() alone ends it, at least 0.5 s after the last notch.
     * A port event during it is ignored (the host echoing an earlier write, say). */
    pointer_to(&h, widget, UI_SIZE / 2, UI_SIZE / 2);
    pump(&h, ui, 10);
    mark = h.record.count;
    wheel_notch(&h, ui, true);
    port_event(&h, ui, -50);
    wheel_notch(&h, ui, true);
    wheel_notch(&h, ui, true);
    int before_idle_end = h.record.count;
    CHECK(&counts, h.record.calls[h.record.count - 1].kind == CALL_WRITE, "the burst ended with its notches: %s",
          calls_text(&h.record, mark));
    pump_until_touch_off(&h, ui, 3000);
    CHECK(&counts, gesture_writes(&h.record, mark) == 3 && last_write(&h.record) == 3,
          "three notches up from 0 are not one gesture writing 1, 2, 3: %s", calls_text(&h.record, mark));
    double idle_end = h.record.calls[h.record.count - 1].time - h.record.calls[before_idle_end - 1].time;
    CHECK(&counts, h.record.count == before_idle_end + 1 && idle_end >= 0.49 && idle_end < 2,
          "touch(false) came %.3f s after the last notch's write (at least 0.5 s, from idle() alone)", idle_end);
    printf("three wheel notches up from 0 dB: %s, touch(false) %.3f s after the last write\n",
           calls_text(&h.record, mark), idle_end);
    mark = h.record.count;
    wheel_notch(&h, ui, false);
    wheel_notch(&h, ui, false);
    pump_until_touch_off(&h, ui, 3000);
    CHECK(&counts, gesture_writes(&h.record, mark) == 2 && last_write(&h.record) == 1,
          "two notches down from 3 are not one gesture ending at 1: %s", calls_text(&h.record, mark));

    /* A key run: Up pressed and repeated, Right pressed while Up is held, Up released (Right still held: the gesture
     * goes on), Right repeated and released. One gesture of five writes, 1 dB each. */
    mark = h.record.count;
    for (int press = 0; press < 3; press++) send_key_event(&h, ui, widget, XK_Up, true);
    send_key_event(&h, ui, widget, XK_Right, true);
    send_key_event(&h, ui, widget, XK_Up, false);
    port_event(&h, ui, -50);
    send_key_event(&h, ui, widget, XK_Right, true);
    CHECK(&counts, h.record.calls[h.record.count - 1].kind == CALL_WRITE,
          "the key run ended while Right was held: %s", calls_text(&h.record, mark));
    send_key_event(&h, ui, widget, XK_Right, false);
    CHECK(&counts, gesture_writes(&h.record, mark) == 5 && last_write(&h.record) == 6,
          "Up x3, Right x2 from 1 are not one gesture ending at 6: %s", calls_text(&h.record, mark));
    printf("a key run (Up x3, Right x2, two keys held): %s\n", calls_text(&h.record, mark));

    /* A key run ends when the window loses the keyboard focus, its key still held (its release goes elsewhere). */
    XSetInputFocus(h.display, widget, RevertToParent, CurrentTime);
    pump(&h, ui, 20);
    mark = h.record.count;
    send_key_event(&h, ui, widget, XK_Down, true);
    XSetInputFocus(h.display, h.parent, RevertToParent, CurrentTime);
    pump(&h, ui, 30);
    CHECK(&counts, gesture_writes(&h.record, mark) == 1 && last_write(&h.record) == 5,
          "Down, then the focus leaving, is not one gesture writing 5: %s", calls_text(&h.record, mark));
    int after_focus = h.record.count;
    send_key_event(&h, ui, widget, XK_Down, false);
    CHECK(&counts, h.record.count == after_focus, "the release after the focus left made calls: %s",
          calls_text(&h.record, after_focus));

    /* A typed value, forwarded key by key: one gesture around its one write. */
    mark = h.record.count;
    send_key(&h, ui, widget, XK_minus);
    send_key(&h, ui, widget, XK_6);
    send_key(&h, ui, widget, XK_Return);
    CHECK(&counts, writes_since(&h.record, mark) == 1 && last_write(&h.record) == -6, "typing -6: %d writes, last %g",
          writes_since(&h.record, mark), last_write(&h.record));
    CHECK(&counts, gesture_writes(&h.record, mark) == 1, "the typed value is not one gesture: %s",
          calls_text(&h.record, mark));

    CHECK(&counts, writes_are_valid(&h.record), "a write outside -90 ... 24, or not one float to port 0");
    int touches = 0, grabbed = 0;
    for (int i = 0; i < h.record.count; i++) {
        if (h.record.calls[i].kind != CALL_TOUCH) continue;
        touches++;
        grabbed += h.record.calls[i].grabbed ? 1 : -1;
        CHECK(&counts, grabbed == 0 || grabbed == 1, "touch calls out of pairs at call %d", i);
    }
    CHECK(&counts, grabbed == 0 && touches >= 8, "%d touch calls, %d left grabbed", touches, grabbed);
    printf("recorded %d calls: %d writes, %d touches\n", h.record.count, writes_since(&h.record, 0), touches);

    /* The parent goes away: the UI's window goes with it, idle() reports the UI closed, nothing traps. */
    XDestroyWindow(h.display, h.parent);
    XSync(h.display, False);
    mark = h.record.count;
    closed = 0;
    for (int i = 0; i < 100 && !closed; i++) closed = pump(&h, ui, 4);
    CHECK(&counts, closed != 0, "idle() did not report the UI closed after its parent was destroyed");
    port_event(&h, ui, 3);
    CHECK(&counts, h.idle->idle(ui) != 0, "idle() after closing returned 0");
    CHECK(&counts, h.record.count == mark, "closing made %d calls", h.record.count - mark);
    h.descriptor->cleanup(ui);
    XSync(h.display, False);

    dlclose(library);
    for (int i = 0; i < h.uris.count; i++) free(h.uris.uris[i]);
    XCloseDisplay(h.display);
    printf("%d passed, %d failed\n", counts.passed, counts.failed);
    return counts.failed == 0 ? 0 : 1;
}
