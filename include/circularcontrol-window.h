/*
 * circularcontrol-window.h - a window of circular controls for C programs that have no toolkit.
 *
 * The window shows its controls and keeps them working: the mouse, the touchpad's smooth scrolling, fingers and the
 * keyboard reach them (drag, wheel, arrow keys, Page Up/Down, Home/End, Tab between controls, typed values), only
 * what changed is drawn, the pointer stays in place during a linear drag, the layout follows the window's size and
 * the desktop's scale, screen readers find every knob (name, role, value, settable) on the accessibility bus, and
 * the window can live inside another program's window (an X11 window id: XEmbed, an LV2 host's ui:parent).
 *
 *     cc_window_setup setup;
 *     cc_window_setup_init(&setup);
 *     setup.title = "Hello, knob";
 *     cc_window *window = NULL;
 *     char message[256];
 *     if (cc_window_open(&setup, &window, message, sizeof message) != CC_OK) { puts(message); return 1; }
 *     cc_config config;
 *     cc_config_init(&config);
 *     cc_window_add(window, &config, "gain", "Gain", NULL, message, sizeof message);
 *     cc_window_set_event_callback(window, on_event, NULL);    // called with each cc_knob_event
 *     cc_window_run(window);                                    // until the window is closed
 *     cc_window_destroy(window);
 *
 * Build with `pkg-config --cflags --libs circularcontrol-window`. The library, libcircularcontrol-window.so, is one of
 * its own: it carries the controls' code, the window systems (Wayland and X11) and the accessibility bus (D-Bus), so
 * that libcircularcontrol.so, which GTK, Qt and plugin hosts link, needs neither. It exports the cc_window_* functions
 * below and, of circularcontrol.h (which this header includes, with cc_config, cc_knob_event and the CC_* constants),
 * cc_config_init_sized(), cc_status_description() and cc_version(). A program may link both libraries: their copies
 * of the controls' code never meet.
 *
 * Conventions:
 * - A window is used from the thread that opened it, except cc_window_set_value() and cc_window_close(), which any
 *   thread may call at any time until cc_window_destroy(); cc_window_set_value() takes no lock and allocates nothing
 *   (an audio thread may call it).
 * - Functions that can fail return a cc_status (CC_OK or a negative CC_ERROR_* code) and change nothing when they do;
 *   those that take an error message buffer write one line naming what was wrong into it.
 * - Controls are numbered from 0 in the order they were added; a range's knobs are CC_KNOB_START and CC_KNOB_END,
 *   a single control's CC_KNOB_SINGLE.
 */
#ifndef CIRCULARCONTROL_WINDOW_H
#define CIRCULARCONTROL_WINDOW_H

#include "circularcontrol.h"

#ifdef __cplusplus
extern "C" {
#endif

/** No window could be had: no display (DISPLAY not set and no parent), a display that cannot be reached, a parent
 * window that does not exist, no memory for a frame. The message says which. */
#define CC_ERROR_NO_WINDOW (-20)

/** A call from the event callback that must wait until it returns (see cc_window_set_event_callback()). */
#define CC_ERROR_IN_CALLBACK (-21)

/** A window of controls. */
typedef struct cc_window cc_window;

/** How a window is made. Initialise with cc_window_setup_init(), then change what differs. */
typedef struct cc_window_setup {
    size_t size;                  /**< sizeof(cc_window_setup), set by cc_window_setup_init(). */
    const char *title;            /**< The title (UTF-8); default "Controls". Copied by cc_window_open(). */
    const char *application_name; /**< The program's name (WM_CLASS, the accessibility bus); default: the title. */
    int width;                    /**< The size in pixels at 96 dpi, times the scale; default 400. */
    int height;                   /**< Default 300. Each side is clamped to 1...32767. */
    unsigned long parent;         /**< An X11 window to show the controls inside of; 0 (default): a window of its own. */
    int columns;                  /**< Controls a row, in equal cells; 0 (default): all in one row. */
    int quits_on_q;               /**< Non-zero: the q key closes the window. Default 0. */
    double scale;                 /**< Device pixels a logical pixel, 0.25 ... 16, when the program knows it (an LV2
                                       host's ui:scaleFactor): the desktop's is then neither read nor followed.
                                       0 (default): the desktop's DPI / 96, followed. See cc_window_set_scale(). */
    double ring_radius;           /**< Each ring's radius as a share of its cell's shorter side, up to 0.5; 0
                                       (default): 0.34. */
    double ring_width;            /**< Each ring's line width as a share of its cell's shorter side, up to 0.5 (at
                                       least 6 logical pixels, at most the radius); 0 (default): 0.08. */
    uint32_t background_argb;     /**< The window's colour behind the controls, 0xAARRGGBB; default 0xFFF7F7F7. */
} cc_window_setup;

/** Fills `setup` with the defaults; `size` is sizeof(cc_window_setup). Errors: NULL setup, a size too small. */
cc_status cc_window_setup_init_sized(cc_window_setup *setup, size_t size);
#define cc_window_setup_init(setup) cc_window_setup_init_sized((setup), sizeof(cc_window_setup))

/**
 * Opens a window as `setup` says and stores it in `*out_window`; it shows once cc_window_run() or cc_window_step()
 * runs. Errors: CC_ERROR_NULL_ARGUMENT, CC_ERROR_CONFIG_SIZE, CC_ERROR_INVALID_ARGUMENT (a title or name that is not
 * UTF-8, a negative size or column count, a scale or share outside its range or not finite), CC_ERROR_NO_WINDOW;
 * with the reason in `error_message` (up to
 * `error_capacity` bytes, NUL-terminated; NULL for none).
 */
cc_status cc_window_open(const cc_window_setup *setup, cc_window **out_window, char *error_message,
                         size_t error_capacity);

/**
 * Adds a control described by `config` (its geometry is replaced by the layout's), named `name` (the accessible id
 * and the prefix of a range's knobs: name.start, name.end) and labelled `label` (what a screen reader speaks; NULL:
 * the name), after the others; stores its index in `*out_index` (NULL: not wanted). From the window's thread, before
 * or while it runs. Errors: those of cc_create(), a NULL window, config or name, a name or label not UTF-8.
 */
cc_status cc_window_add(cc_window *window, const cc_config *config, const char *name, const char *label,
                        int *out_index, char *error_message, size_t error_capacity);

/** Adds a range of two knobs as cc_create_range() makes one; otherwise as cc_window_add(). */
cc_status cc_window_add_range(cc_window *window, const cc_config *config, double start, double end,
                              double minimum_distance, const char *name, const char *label, int *out_index,
                              char *error_message, size_t error_capacity);

/**
 * Called on the window's thread with every event of every knob, in order, from inside the window's own call
 * (cc_window_run(), cc_window_step()). From the callback, cc_window_set_value(), cc_window_set_label_text() and
 * cc_window_close() may be called (they are applied in the same iteration); other cc_window_* calls are refused with
 * CC_ERROR_IN_CALLBACK, and the window must not be destroyed.
 */
typedef void (*cc_window_event_callback)(cc_window *window, const cc_knob_event *event, void *user_data);

/** Delivers the events to `callback` from now on (NULL: to nobody). Errors: NULL window. */
cc_status cc_window_set_event_callback(cc_window *window, cc_window_event_callback callback, void *user_data);

/** Why a window's loop ended (cc_window_run(), cc_window_step()). */
#define CC_WINDOW_RUNNING 0          /**< It has not: cc_window_step() returns this to go on. */
#define CC_WINDOW_CLOSE_REQUESTED 1  /**< The window manager (or anyone) asked it to close. */
#define CC_WINDOW_QUIT_KEY 2         /**< q was pressed (setup.quits_on_q). */
#define CC_WINDOW_DESTROYED 3        /**< The window was destroyed from outside. */
#define CC_WINDOW_CLOSED 4           /**< cc_window_close() was called. */
#define CC_WINDOW_EMBEDDER_GONE 5    /**< The window it lived in went away. */

/** Runs the window until it ends; returns why (CC_WINDOW_*), or CC_ERROR_NULL_ARGUMENT for a NULL window. */
int cc_window_run(cc_window *window);

/**
 * Runs one iteration: every pending input, one frame when something changed, waiting at most `timeout_seconds`
 * for something to happen (0: not at all; negative or NaN count as 0); for programs with a loop of their own (an LV2
 * UI's idle call). Returns CC_WINDOW_RUNNING, why the window ended, or CC_ERROR_NULL_ARGUMENT.
 */
int cc_window_step(cc_window *window, double timeout_seconds);

/**
 * Runs the window until its first frame is on screen and the window system has caught up with it: what a program
 * waits for before it says it is ready. Returns CC_WINDOW_RUNNING, why the window ended first, or
 * CC_ERROR_NULL_ARGUMENT.
 */
int cc_window_run_until_shown(cc_window *window);

/**
 * Sets knob `knob` of control `index` to `value` as the program's value (clamped and snapped, without animation);
 * applied in the window's next iteration, which it wakes. Any thread, without a lock. Errors: NULL window,
 * CC_ERROR_NOT_FINITE, CC_ERROR_UNKNOWN_ENUM for a knob that is no CC_KNOB_*, CC_ERROR_INVALID_ARGUMENT for an index
 * past the controls added so far. A knob the control lacks is ignored when applied.
 */
cc_status cc_window_set_value(cc_window *window, int index, int knob, double value);

/** The value of knob `knob` of control `index`, from the window's thread. Errors: as cc_get_knob_state(). */
cc_status cc_window_get_value(cc_window *window, int index, int knob, double *out_value);

/**
 * Replaces the centre label of control `index` by `utf8_text` (the value with its unit, say "-12.5 dB"), copied;
 * NULL goes back to the label its cc_config asked for. Screen readers read the value as shown, so this text is
 * also the control's accessible value text. From the window's thread (an event callback updates it with each
 * CC_EVENT_CHANGED). Errors: NULL window, CC_ERROR_INVALID_ARGUMENT for an index past the controls or text that is
 * not UTF-8.
 */
cc_status cc_window_set_label_text(cc_window *window, int index, const char *utf8_text);

/**
 * Fixes the scale at `scale` device pixels a logical pixel (0.25 ... 16), from the window's thread: the controls are
 * laid out again at it and redrawn, and the desktop's DPI is no longer followed. Geometry, input and the controls'
 * pixel distances (a linear drag's length) count logical pixels, so a drag covers the same logical distance at any
 * scale. The window keeps its size: ask for another with cc_window_request_size(). Errors: NULL window,
 * CC_ERROR_NOT_FINITE, CC_ERROR_INVALID_ARGUMENT for a scale outside 0.25 ... 16.
 */
cc_status cc_window_set_scale(cc_window *window, double scale);

/** The scale in use (see cc_window_set_scale()). Errors: NULL window or out-parameter. */
cc_status cc_window_get_scale(cc_window *window, double *out_scale);

/**
 * Asks for a window of `width` x `height` device pixels (each clamped to 32767), from the window's thread; the
 * controls are laid out again when the window system has resized it (inside a foreign parent, at once). Errors:
 * NULL window, CC_ERROR_INVALID_ARGUMENT for a side below 1.
 */
cc_status cc_window_request_size(cc_window *window, int width, int height);

/** Asks the window to close: its loop ends after the current iteration (CC_WINDOW_CLOSED). Any thread. */
cc_status cc_window_close(cc_window *window);

/** The window's X11 id (to embed it, or test it). Errors: NULL window or out-parameter. */
cc_status cc_window_get_x11_window(cc_window *window, unsigned long *out_window);

/** Closes the window and frees it; NULL is ignored. No other thread may use it any more. */
void cc_window_destroy(cc_window *window);

#ifdef __cplusplus
}
#endif

#endif /* CIRCULARCONTROL_WINDOW_H */
