/*
 * A knob in a plain Xlib window with its own event loop, through the C API of CircularControl: the example for a
 * program that brings its own Xlib loop and hands the control its input. A program that only wants a window of
 * knobs opens one with circularcontrol-window.h instead (Examples/c-hello).
 *
 * Build: cc -o xlib-knob xlib-knob.c $(pkg-config --cflags --libs circularcontrol x11)
 *        (xlib-input.h beside it: the Xlib input and drawing glue)
 * Run:   ./xlib-knob          drag the knob, turn the wheel, use the arrows, Page Up/Down, Home, End, type a value
 *                             (a digit or Enter opens the entry, Enter sets it);
 *                             Escape cancels a drag, a double click on the knob or 'r' (animated) go back to 50,
 *                             'q' or closing the window quits.
 *        ./xlib-knob --linear the knob drags up and down instead of round (250 px a sweep, grabbed anywhere), with the
 *                             cursor hidden and the pointer kept where it was pressed, so the drag never stops at the
 *                             screen edge; the cursor shows on the knob when the drag ends.
 *
 * Gestures: every change made here lies inside a "gesture began KIND" ... "gesture ended OUTCOME" pair (see
 * "Gestures." in circularcontrol.h). A held key repeats without releases (XKB's detectable auto-repeat), and its
 * release goes to cc_key_release: a key run ends when the last value key comes up, or when the window loses the
 * keyboard focus. Wheel notches go to cc_wheel_at on the monotonic clock, so a burst is one gesture; while one is
 * under way the loop waits for X events only until cc_get_gesture_deadline (0.5 s after the last notch) and then
 * calls cc_advance_clock, which ends it without any further input.
 *
 * On standard output it prints "ready KNOB_X KNOB_Y CENTER_X CENTER_Y VALUE" once the window is shown (where the
 * knob and the ring's centre are, in window pixels, and the value), "value V" after every change, "gesture began
 * KIND" (drag, wheel, keys, typed, reset) and "gesture ended OUTCOME" (committed, cancelled) around them, and
 * "final value V" on exit, so a script can drive it with xdotool.
 */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>

#include <circularcontrol.h>

#include "xlib-input.h"

enum { WINDOW_SIZE = 240 };

typedef struct app {
    Display *display;
    Window window;
    GC gc;
    XImage *image;
    uint32_t *pixels;
    cc_control *knob;
    xlib_input_warp warp;
    int ready_printed;
} app;

/* Prints a line for every change of value the control reported since the last call, and for the gestures around
 * them. */
static void report_events(app *a) {
    static const char *gestures[] = {"drag", "wheel", "keys", "typed", "reset", "accessibility"};
    cc_event event;
    while (cc_poll_event(a->knob, &event) == 1) {
        if (event.kind == CC_EVENT_CHANGED) {
            printf("value %.6g\n", event.value);
        } else if (event.kind == CC_EVENT_BEGAN && event.detail >= 0 && event.detail < 6) {
            printf("gesture began %s\n", gestures[event.detail]);
        } else if (event.kind == CC_EVENT_ENDED) {
            printf("gesture ended %s\n", event.detail == CC_OUTCOME_CANCELLED ? "cancelled" : "committed");
        }
    }
}

/* How long to wait for X events, in milliseconds: a frame while an animation runs, until the gesture deadline while
 * a wheel burst is under way, whichever comes first; -1 (until an event comes) otherwise. */
static int wait_milliseconds(app *a) {
    cc_state state;
    cc_get_state(a->knob, &state);
    int wait = state.animating ? 16 : -1;
    double deadline;
    if (cc_get_gesture_deadline(a->knob, &deadline) == 1) {
        double until = (deadline - xlib_input_now()) * 1000; /* rounded up: waking early would only wait again */
        int milliseconds = until <= 0 ? 0 : until >= 1000 ? 1000 : (int)until + 1;
        if (wait < 0 || milliseconds < wait) wait = milliseconds;
    }
    return wait;
}

/* Redraws what changed and pushes exactly that rectangle to the window. */
static void redraw(app *a, int flags) {
    if (xlib_input_present(a->knob, a->display, a->window, a->gc, a->image, flags) != CC_OK) {
        fprintf(stderr, "render: %s\n", cc_last_error(a->knob));
    }
}

/* Handles one X event; returns 0 when the program should quit. */
static int handle_event(app *a, XEvent *event, Atom delete_window) {
    switch (event->type) {
    case Expose:
        redraw(a, CC_RENDER_DAMAGE_ONLY);
        XPutImage(a->display, a->window, a->gc, a->image, event->xexpose.x, event->xexpose.y, event->xexpose.x,
                  event->xexpose.y, (unsigned)event->xexpose.width, (unsigned)event->xexpose.height);
        if (!a->ready_printed && event->xexpose.count == 0) {
            cc_state state;
            cc_get_state(a->knob, &state);
            printf("ready %.0f %.0f %.0f %.0f %.6g\n", state.knob_x, state.knob_y, WINDOW_SIZE / 2.0, WINDOW_SIZE / 2.0,
                   state.value);
            a->ready_printed = 1;
        }
        break;
    case KeyPress:
        if (XLookupKeysym(&event->xkey, 0) == XK_q) return 0;
        if (XLookupKeysym(&event->xkey, 0) == XK_r) {
            cc_set_value(a->knob, 50, 1, xlib_input_now());
            break;
        }
        xlib_input_event(a->knob, event, 1);
        break;
    case ClientMessage:
        if ((Atom)event->xclient.data.l[0] == delete_window) return 0;
        break;
    default:
        xlib_input_event(a->knob, event, 1);
        break;
    }
    return 1;
}

int main(int argc, char **argv) {
    app a = {0};
    int linear = argc > 1 && strcmp(argv[1], "--linear") == 0;
    if (argc > 1 && !linear) {
        fprintf(stderr, "usage: xlib-knob [--linear]\n");
        return 2;
    }
    a.display = XOpenDisplay(NULL);
    if (a.display == NULL) {
        fprintf(stderr, "xlib-knob: cannot open the X display (is DISPLAY set?)\n");
        return 1;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    int screen = DefaultScreen(a.display);
    Visual *visual = DefaultVisual(a.display, screen);
    int depth = DefaultDepth(a.display, screen);
    if (visual->class != TrueColor || (depth != 24 && depth != 32)) {
        fprintf(stderr, "xlib-knob: needs a 24- or 32-bit TrueColor visual\n");
        return 1;
    }

    cc_config config;
    cc_config_init(&config);
    config.max = 100;
    config.center_x = config.center_y = WINDOW_SIZE / 2.0;
    config.radius = 90;
    config.line_width = 18;
    config.arc_start_degrees = -135;
    config.arc_sweep_degrees = 270;
    config.has_default_value = 1;
    config.default_value = 50;
    config.label = CC_LABEL_PERCENTAGE;
    if (linear) config.linear_drag = CC_LINEAR_DRAG_VERTICAL;
    char message[256];
    if (cc_create(&config, &a.knob, message, sizeof message) != CC_OK) {
        fprintf(stderr, "xlib-knob: %s\n", message);
        return 1;
    }

    a.window = XCreateSimpleWindow(a.display, RootWindow(a.display, screen), 0, 0, WINDOW_SIZE, WINDOW_SIZE, 0,
                                   BlackPixel(a.display, screen), WhitePixel(a.display, screen));
    XStoreName(a.display, a.window, "CircularControl Xlib example");
    XSizeHints hints = {.flags = PMinSize | PMaxSize, .min_width = WINDOW_SIZE, .min_height = WINDOW_SIZE,
                        .max_width = WINDOW_SIZE, .max_height = WINDOW_SIZE};
    XSetWMNormalHints(a.display, a.window, &hints);
    Atom delete_window = XInternAtom(a.display, "WM_DELETE_WINDOW", False);
    XSetWMProtocols(a.display, a.window, &delete_window, 1);
    XSelectInput(a.display, a.window, ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask |
                                          KeyPressMask | KeyReleaseMask | LeaveWindowMask | FocusChangeMask);
    xlib_input_detectable_auto_repeat(a.display);
    a.gc = XCreateGC(a.display, a.window, 0, NULL);
    a.pixels = calloc(WINDOW_SIZE * WINDOW_SIZE, sizeof(uint32_t));
    a.image = XCreateImage(a.display, visual, (unsigned)depth, ZPixmap, 0, (char *)a.pixels, WINDOW_SIZE,
                           WINDOW_SIZE, 32, WINDOW_SIZE * 4);
    XMapWindow(a.display, a.window);

    int running = 1;
    while (running) {
        int wait = wait_milliseconds(&a);
        if (wait >= 0 && XPending(a.display) == 0) {
            /* Animating, or a wheel burst under way: wait for input at most a frame or until the gesture deadline,
             * then step the animation and move the gesture clock (a burst idle for 0.5 s ends). */
            struct pollfd connection = {.fd = ConnectionNumber(a.display), .events = POLLIN};
            XFlush(a.display);
            poll(&connection, 1, wait);
            if (XPending(a.display) == 0) {
                double now = xlib_input_now();
                cc_advance_animation(a.knob, now);
                cc_advance_clock(a.knob, now);
                report_events(&a);
                redraw(&a, CC_RENDER_DAMAGE_ONLY);
                continue;
            }
        }
        XEvent event;
        XNextEvent(a.display, &event);
        xlib_input_warp_landed(&a.warp, a.knob, &event, 1);
        running = handle_event(&a, &event, delete_window);
        xlib_input_warp_follow(&a.warp, a.knob, a.display, a.window, &event, 1);
        /* The clock moves with every event too: a stream of motion does not hold a wheel burst open. */
        cc_advance_clock(a.knob, xlib_input_now());
        report_events(&a);
        if (event.type != Expose) redraw(&a, CC_RENDER_DAMAGE_ONLY);
    }

    double value = 0;
    cc_get_value(a.knob, &value);
    printf("final value %.6g\n", value);
    cc_destroy(a.knob);
    XDestroyImage(a.image); /* frees the pixels too */
    XFreeGC(a.display, a.gc);
    if (a.warp.invisible != 0) XFreeCursor(a.display, a.warp.invisible);
    XDestroyWindow(a.display, a.window);
    XCloseDisplay(a.display);
    return 0;
}
