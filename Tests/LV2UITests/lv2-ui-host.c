/*
 * A small LV2 host for the UI in Examples/lv2-amp: loads the UI's shared library with dlopen, gives it a top-level
 * window as ui:parent, calls idle() as a host's timer would, drives it with real pointer input (XTEST) and with keys
 * sent by XSendEvent (as embedding hosts forward them), and records every write_function and touch call.
 *
 * usage: lv2-ui-host UI_SO BUNDLE_DIR    (with DISPLAY set; scripts/test-lv2-ui runs it under a private Xvfb)
 * Checks: the window is a child of the parent and drawn; port_event sets the knob and never writes; a drag writes
 * values within -90 ... 24 that follow the pointer, bracketed by touch(true) and touch(false), with the pointer kept
 * where it was pressed (a drag past the screen's top counts all its travel) and put on the knob at the release;
 * Shift drags finer;
 * Escape puts the value back; a double click on the knob writes the default 0; the wheel and the keys move 1 dB;
 * a typed value is written; bad port events (NaN, infinity, wrong size, format, port) change nothing; scaleFactor
 * sizes the window; a parent that does not exist is refused; a destroyed parent closes the UI without a crash.
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
} call;

typedef struct recording {
    call calls[4096];
    int count;
    int resize_width, resize_height;
} recording;

static void record_write(LV2UI_Controller controller, uint32_t port, uint32_t size, uint32_t protocol,
                         const void *buffer) {
    recording *r = controller;
    if (r->count >= (int)(sizeof r->calls / sizeof r->calls[0])) return;
    call c = {.kind = CALL_WRITE, .port = port, .size = size, .protocol = protocol, .value = NAN};
    if (size == sizeof(float) && buffer != NULL) memcpy(&c.value, buffer, sizeof c.value);
    r->calls[r->count++] = c;
}

static void record_touch(LV2UI_Feature_Handle handle, uint32_t port, bool grabbed) {
    recording *r = handle;
    if (r->count >= (int)(sizeof r->calls / sizeof r->calls[0])) return;
    r->calls[r->count++] = (call){.kind = CALL_TOUCH, .port = port, .grabbed = grabbed};
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

/* True when calls from..end are: touch(0, true), one or more writes, touch(0, false), and nothing else. */
static bool is_one_gesture(const recording *r, int from) {
    int end = r->count;
    if (end - from < 3) return false;
    const call *first = &r->calls[from], *last = &r->calls[end - 1];
    if (first->kind != CALL_TOUCH || !first->grabbed || first->port != 0) return false;
    if (last->kind != CALL_TOUCH || last->grabbed || last->port != 0) return false;
    for (int i = from + 1; i < end - 1; i++) {
        if (r->calls[i].kind != CALL_WRITE) return false;
    }
    return true;
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

/* A key press and release sent to `window` with XSendEvent, as hosts that embed the UI forward keys. */
static void send_key(host *h, LV2UI_Handle ui, Window window, KeySym symbol) {
    XKeyEvent key = {
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
    key.type = KeyPress;
    XSendEvent(h->display, window, True, KeyPressMask, (XEvent *)&key);
    key.type = KeyRelease;
    XSendEvent(h->display, window, True, KeyReleaseMask, (XEvent *)&key);
    pump(h, ui, 20);
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

    check_scale_and_parents(&counts, &h);

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
    CHECK(&counts, is_one_gesture(&h.record, mark), "the drag is not touch(true), writes, touch(false) (%d calls)",
          h.record.count - mark);
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

    /* A double click on the knob: back to the plugin's default, 0 dB. */
    port_event(&h, ui, -50);
    int knob_x, knob_y;
    knob_point(-50, &knob_x, &knob_y);
    pointer_to(&h, widget, knob_x, knob_y);
    pump(&h, ui, 10);
    mark = h.record.count;
    for (int click = 0; click < 2; click++) {
        button(&h, 1, true);
        pump(&h, ui, 10);
        button(&h, 1, false);
        pump(&h, ui, 30);
    }
    CHECK(&counts, writes_since(&h.record, mark) >= 1 && last_write(&h.record) == 0,
          "a double click on the knob at (%d, %d): %d writes, last %g", knob_x, knob_y, writes_since(&h.record, mark),
          last_write(&h.record));
    printf("double click on the knob at -50 dB: %d write(s), last %g\n", writes_since(&h.record, mark),
           last_write(&h.record));

    /* The wheel: one notch, one step of 1 dB. */
    pointer_to(&h, widget, UI_SIZE / 2, UI_SIZE / 2);
    button(&h, 4, true);
    button(&h, 4, false);
    pump(&h, ui, 20);
    CHECK(&counts, last_write(&h.record) == 1, "a wheel notch up from 0 wrote %g", last_write(&h.record));
    button(&h, 5, true);
    button(&h, 5, false);
    button(&h, 5, true);
    button(&h, 5, false);
    pump(&h, ui, 20);
    CHECK(&counts, last_write(&h.record) == -1, "two notches down from 1 wrote %g", last_write(&h.record));

    /* A typed value, forwarded key by key. */
    mark = h.record.count;
    send_key(&h, ui, widget, XK_minus);
    send_key(&h, ui, widget, XK_6);
    send_key(&h, ui, widget, XK_Return);
    CHECK(&counts, writes_since(&h.record, mark) == 1 && last_write(&h.record) == -6, "typing -6: %d writes, last %g",
          writes_since(&h.record, mark), last_write(&h.record));

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
