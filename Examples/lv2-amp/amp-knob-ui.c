/*
 * An LV2 X11 UI for the example amplifier of LV2 (http://lv2plug.in/plugins/eg-amp, Debian's lv2-examples): its
 * gain, -90 ... 24 dB, as a CircularControl knob drawn through the C API.
 *
 * The bundle (manifest.ttl beside this file) declares the UI for the plugin's URI, so it works with the plugin as
 * installed; `make install` puts it in PREFIX/lib/lv2/circularcontrol-eg-amp.lv2. Try it with
 *     LV2_PATH=PREFIX/lib/lv2:/usr/lib/lv2 jalv.gtk3 http://lv2plug.in/plugins/eg-amp
 *
 * The knob behaves as plugin knobs usually do: drag up or down anywhere on it (200 px for the whole range, Shift for
 * a tenth of that rate; the cursor hides and the pointer stays where it was pressed, so a drag never stops at the
 * screen edge, and it shows on the knob at the release), the wheel and the arrow keys move 1 dB, Page Up/Down 10 %,
 * Home and End to the ends, Escape during a drag puts the value back, a double click on the knob returns to the
 * plugin's default (0 dB), and typing a number (or Enter, or a double click on the label) opens an entry for a value
 * in dB.
 *
 * Host interface (LV2 UI extension):
 * - ui:parent: the UI's window is created as a child of that X window (without it, as a top-level window). Its
 *   size is 160 x 160 pixels times ui:scaleFactor (from the options feature, mapped through urid:map; a factor that
 *   is missing, not a finite float, or outside 0.5 ... 4 counts as 1), announced through the host's ui:resize.
 *   The UI follows the size its window is given (the ring is laid out again), and offers ui:resize itself.
 * - HiDPI: the knob is laid out in logical pixels and drawn at the scale factor (cc_set_scale: the ring, the text
 *   and the focus ring at the screen's resolution), X's device pixels divided by it on the way in; a linear drag
 *   covers the range in 200 logical pixels. The UI offers the options interface (opts:interface): a host's set()
 *   of a new ui:scaleFactor (the window moved to another screen) resizes the window to 160 x 160 times it (through
 *   ui:resize too) and redraws at it; a factor outside 0.5 ... 4, not a float or NaN is refused
 *   (LV2_OPTIONS_ERR_BAD_VALUE) and changes nothing. get() answers ui:scaleFactor with the factor in use.
 * - ui:idleInterface: the host calls idle() at 30 Hz or more from its UI thread; idle() handles the X events that
 *   arrived on the UI's own X connection and pushes what changed to the window, then returns. No thread, no wait.
 *   It returns nonzero once the window is gone (destroyed with its parent, say): the UI is closed for good.
 * - port_event (port 0, format 0, one float) sets the knob without writing the value back. NaN or infinite values,
 *   another port, size or format are ignored; values outside the range are clamped. During a gesture it is ignored:
 *   the knob belongs to the user then (hosts echo the UI's own writes, possibly late).
 * - A change by the user (pointer, wheel, keys, typed value, double click) calls write_function(controller, 0,
 *   sizeof(float), 0, &gain), always inside a gesture, which ui:touch brackets: touch(handle, 0, true) at every
 *   CC_EVENT_BEGAN and touch(handle, 0, false) at every CC_EVENT_ENDED, whatever the kind (see "Gestures." in
 *   circularcontrol.h), so a host records automation between them. A drag is a gesture from the press to the
 *   release (a click without a move too: the knob was grabbed); a burst of wheel notches one that ends 0.5 s after
 *   the last notch (the notches go to cc_wheel_at on the monotonic clock, and idle() moves the gesture clock with
 *   cc_advance_clock, so it ends without any further input); a key and its auto-repeats one that ends at the release
 *   of the last value key held (cc_key_release; the UI's connection asks for XKB's detectable auto-repeat, so a held
 *   key sends one release) or when the window loses the keyboard focus; a typed value and a double click's reset
 *   each one around their one write. touch(false) also comes when the window goes away mid-gesture, and at cleanup.
 * - Keys reach the UI whether the X server or the host sends them: hosts that embed the window forward key presses
 *   and releases with XSendEvent, and those are handled like real ones.
 *
 * X errors: the UI's requests go on its own X connection; while it runs (instantiate, idle, port_event, cleanup) an
 * error handler is put in place that takes that connection's errors (a window destroyed under it) and passes every
 * other connection's errors to the handler the host had, which is then put back. Calls come from the host's UI
 * thread only, as LV2 requires of UI functions.
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>

#include <lv2/atom/atom.h>
#include <lv2/options/options.h>
#include <lv2/ui/ui.h>
#include <lv2/urid/urid.h>

#include <circularcontrol.h>

#include "xlib-input.h"

#define AMP_KNOB_UI_URI "urn:circularcontrol:lv2:eg-amp-knob"

/* The plugin's gain port (amp.ttl: lv2:index 0, lv2:symbol "gain", -90 ... 24, lv2:default 0). */
enum { GAIN_PORT = 0 };
static const double GAIN_MINIMUM = -90, GAIN_MAXIMUM = 24, GAIN_DEFAULT = 0, GAIN_STEP = 1;

/* The window at scale 1, and the ring's proportions of its smaller side. */
enum { BASE_SIZE = 160, LARGEST_SIDE = 4096 };
static const double RADIUS_SHARE = 0.36, LINE_WIDTH_SHARE = 0.075, LINEAR_DRAG_PIXELS = 200;
static const double SMALLEST_SCALE = 0.5, LARGEST_SCALE = 4;

typedef struct amp_knob_ui {
    LV2UI_Write_Function write;
    LV2UI_Controller controller;
    const LV2UI_Touch *touch;
    Display *display;
    Window window;
    GC gc;
    XImage *image; /* image->data is the pixel buffer cc_render draws into */
    cc_control *knob;
    double scale;         /* ui:scaleFactor: device pixels (X's) a logical pixel (the knob's) */
    float scale_option;   /* the same, for the options interface's get() */
    LV2_URID scale_key;   /* ui:scaleFactor and atom:Float mapped (0 without urid:map: no option is understood) */
    LV2_URID float_type;
    const LV2UI_Resize *host_resize;
    xlib_input_warp warp; /* the drag kept in place: the cursor hidden, the pointer warped back */
    bool touching;        /* a gesture is under way: touch(true) was sent (when the host offers ui:touch) and
                             touch(false) not yet */
    bool closed;          /* the window is gone: idle() returns nonzero from now on */
} amp_knob_ui;

/* ---- X error trap ---------------------------------------------------------------------------------------------- */

/* The connection whose errors the trap takes, the first error code seen, and the host's handler. UI thread only. */
static Display *trapped_display;
static int trapped_error;
static XErrorHandler host_error_handler;

static int trap_error(Display *display, XErrorEvent *error) {
    if (display == trapped_display) {
        if (trapped_error == 0) trapped_error = error->error_code;
        return 0;
    }
    return host_error_handler != NULL ? host_error_handler(display, error) : 0;
}

static void trap_begin(Display *display) {
    trapped_display = display;
    trapped_error = 0;
    host_error_handler = XSetErrorHandler(trap_error);
}

/* Ends the trap (after XSync when `synchronise`, so every error of the requests made is in) and returns the first
 * error code caught, or 0. */
static int trap_end(Display *display, bool synchronise) {
    if (synchronise) XSync(display, False);
    XSetErrorHandler(host_error_handler);
    trapped_display = NULL;
    return trapped_error;
}

/* ---- the knob -------------------------------------------------------------------------------------------------- */

static void release_touch(amp_knob_ui *ui) {
    if (ui->touching && ui->touch != NULL) ui->touch->touch(ui->touch->handle, GAIN_PORT, false);
    ui->touching = false;
}

/* Shows the value in dB with one decimal in the ring's centre ("-12.5"; the unit would not fit the label's size). */
static void update_label(amp_knob_ui *ui, double gain) {
    char text[32];
    snprintf(text, sizeof text, "%.1f", gain);
    cc_set_label_text(ui->knob, text);
}

/* Turns the control's events into the host's calls: touch on at every gesture's start and off at its end, whatever
 * its kind, and a port write for every change the user made, which the control reports inside a gesture (none for
 * the program's own, from port_event). */
static void forward_events(amp_knob_ui *ui) {
    cc_event event;
    while (cc_poll_event(ui->knob, &event) == 1) {
        if (event.kind == CC_EVENT_BEGAN) {
            /* A gesture ends before the next one begins (one knob): touching is never already set here. */
            if (ui->touch != NULL && !ui->touching) ui->touch->touch(ui->touch->handle, GAIN_PORT, true);
            ui->touching = true;
        } else if (event.kind == CC_EVENT_ENDED) {
            release_touch(ui);
        } else if (event.kind == CC_EVENT_CHANGED) {
            update_label(ui, event.value);
            if (event.detail != CC_SOURCE_PROGRAM) {
                float gain = (float)event.value;
                ui->write(ui->controller, GAIN_PORT, sizeof gain, 0, &gain);
            }
        }
    }
}

/* Lays the ring out in a window of width x height device pixels and (re)allocates the image to match; the image
 * covers at most LARGEST_SIDE pixels a side (the rest of a larger window shows its background). Returns false when
 * out of memory, leaving the old image. `force` lays out again at the same size (a new scale). */
static bool fit_to_size(amp_knob_ui *ui, int width, int height, bool force) {
    width = width < 1 ? 1 : width > LARGEST_SIDE ? LARGEST_SIDE : width;
    height = height < 1 ? 1 : height > LARGEST_SIDE ? LARGEST_SIDE : height;
    if (!force && ui->image != NULL && ui->image->width == width && ui->image->height == height) return true;
    char *pixels = calloc((size_t)width * (size_t)height, 4);
    if (pixels == NULL) return false;
    int screen = DefaultScreen(ui->display);
    XImage *image = XCreateImage(ui->display, DefaultVisual(ui->display, screen),
                                 (unsigned)DefaultDepth(ui->display, screen), ZPixmap, 0, pixels, (unsigned)width,
                                 (unsigned)height, 32, width * 4);
    if (image == NULL) {
        free(pixels);
        return false;
    }
    if (ui->image != NULL) XDestroyImage(ui->image); /* frees its pixels too */
    ui->image = image;
    double logical_width = width / ui->scale, logical_height = height / ui->scale;
    double side = logical_width < logical_height ? logical_width : logical_height;
    cc_set_geometry(ui->knob, logical_width / 2.0, logical_height / 2.0, side * RADIUS_SHARE, side * LINE_WIDTH_SHARE);
    return true;
}

/* The scale factor `option` gives, or 0 when it is not ui:scaleFactor, not a float, or outside the factors taken. */
static double scale_factor_of(const amp_knob_ui *ui, const LV2_Options_Option *option) {
    if (ui->scale_key == 0 || option->key != ui->scale_key) return 0;
    if (option->type != ui->float_type || option->size != sizeof(float) || option->value == NULL) return 0;
    double factor = *(const float *)option->value;
    return isfinite(factor) && factor >= SMALLEST_SCALE && factor <= LARGEST_SCALE ? factor : 0;
}

/* ui:scaleFactor from the options feature, or 1 when it is missing or unusable. */
static double scale_factor(const amp_knob_ui *ui, const LV2_Options_Option *options) {
    for (const LV2_Options_Option *option = options; option != NULL && option->key != 0; option++) {
        double factor = scale_factor_of(ui, option);
        if (factor > 0) return factor;
    }
    return 1;
}

static cc_control *create_knob(double linear_drag_pixels) {
    cc_config config;
    cc_config_init(&config);
    config.min = GAIN_MINIMUM;
    config.max = GAIN_MAXIMUM;
    config.has_step = 1;
    config.step = GAIN_STEP; /* the wheel's and the arrows' step; drags stay continuous: */
    config.snap = CC_SNAP_NEVER;
    config.has_default_value = 1;
    config.default_value = GAIN_DEFAULT;
    config.arc_start_degrees = -135;
    config.arc_sweep_degrees = 270;
    config.linear_drag = CC_LINEAR_DRAG_VERTICAL;
    config.linear_drag_distance = linear_drag_pixels;
    config.background_argb = 0xFF2B2F33;
    config.progress_start_argb = 0xFF3A7BD5;
    config.progress_end_argb = 0xFF00D2FF;
    cc_control *knob = NULL;
    char message[256];
    if (cc_create(&config, &knob, message, sizeof message) != CC_OK) {
        fprintf(stderr, "circularcontrol eg-amp UI: %s\n", message);
        return NULL;
    }
    return knob;
}

/* ---- LV2 UI descriptor ----------------------------------------------------------------------------------------- */

static void cleanup(LV2UI_Handle handle);

static LV2UI_Handle instantiate(const LV2UI_Descriptor *descriptor, const char *plugin_uri, const char *bundle_path,
                                LV2UI_Write_Function write_function, LV2UI_Controller controller,
                                LV2UI_Widget *widget, const LV2_Feature *const *features) {
    (void)descriptor, (void)plugin_uri, (void)bundle_path;
    if (write_function == NULL || widget == NULL) return NULL;
    Window parent = None;
    const LV2UI_Resize *host_resize = NULL;
    const LV2_Options_Option *options = NULL;
    const LV2_URID_Map *map = NULL;
    amp_knob_ui *ui = calloc(1, sizeof *ui);
    if (ui == NULL) return NULL;
    ui->write = write_function;
    ui->controller = controller;
    for (int i = 0; features != NULL && features[i] != NULL; i++) {
        const char *uri = features[i]->URI;
        void *data = features[i]->data;
        if (uri == NULL) continue;
        if (strcmp(uri, LV2_UI__parent) == 0) parent = (Window)(uintptr_t)data;
        else if (strcmp(uri, LV2_UI__resize) == 0) host_resize = data;
        else if (strcmp(uri, LV2_UI__touch) == 0) ui->touch = data;
        else if (strcmp(uri, LV2_OPTIONS__options) == 0) options = data;
        else if (strcmp(uri, LV2_URID__map) == 0) map = data;
    }
    if (ui->touch != NULL && ui->touch->touch == NULL) ui->touch = NULL;
    if (map != NULL) {
        ui->scale_key = map->map(map->handle, LV2_UI__scaleFactor);
        ui->float_type = map->map(map->handle, LV2_ATOM__Float);
    }
    ui->scale = scale_factor(ui, options);
    ui->scale_option = (float)ui->scale;
    ui->host_resize = host_resize != NULL && host_resize->ui_resize != NULL ? host_resize : NULL;
    int size = (int)lround(BASE_SIZE * ui->scale);

    ui->display = XOpenDisplay(NULL);
    ui->knob = create_knob(LINEAR_DRAG_PIXELS);
    if (ui->knob != NULL) cc_set_scale(ui->knob, ui->scale);
    if (ui->display == NULL || ui->knob == NULL) {
        if (ui->display == NULL) fprintf(stderr, "circularcontrol eg-amp UI: cannot open the X display\n");
        cleanup(ui);
        return NULL;
    }
    int screen = DefaultScreen(ui->display);
    Visual *visual = DefaultVisual(ui->display, screen);
    int depth = DefaultDepth(ui->display, screen);
    if (visual->class != TrueColor || (depth != 24 && depth != 32)) {
        fprintf(stderr, "circularcontrol eg-amp UI: needs a 24- or 32-bit TrueColor visual\n");
        cleanup(ui);
        return NULL;
    }
    update_label(ui, GAIN_DEFAULT);

    trap_begin(ui->display);
    XWindowAttributes parent_attributes;
    if (parent == None) parent = RootWindow(ui->display, screen);
    if (!XGetWindowAttributes(ui->display, parent, &parent_attributes)) {
        trap_end(ui->display, false);
        fprintf(stderr, "circularcontrol eg-amp UI: the parent window 0x%lx does not exist\n", (unsigned long)parent);
        cleanup(ui);
        return NULL;
    }
    /* The screen's own visual, whatever the parent's (a 32-bit parent needs the colormap and border given). */
    XSetWindowAttributes attributes = {
        .colormap = DefaultColormap(ui->display, screen),
        .border_pixel = 0,
        .background_pixel = 0xFF2B2F33 & 0xFFFFFF,
        .event_mask = ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | KeyPressMask |
                      KeyReleaseMask | LeaveWindowMask | StructureNotifyMask | FocusChangeMask,
    };
    xlib_input_detectable_auto_repeat(ui->display); /* the UI's own connection: the host's keeps its setting */
    ui->window = XCreateWindow(ui->display, parent, 0, 0, (unsigned)size, (unsigned)size, 0, depth, InputOutput,
                               visual, CWColormap | CWBorderPixel | CWBackPixel | CWEventMask, &attributes);
    XStoreName(ui->display, ui->window, "CircularControl eg-amp gain");
    ui->gc = XCreateGC(ui->display, ui->window, 0, NULL);
    bool fitted = fit_to_size(ui, size, size, false);
    XMapWindow(ui->display, ui->window);
    int error = trap_end(ui->display, true);
    if (error != 0 || !fitted) {
        fprintf(stderr, "circularcontrol eg-amp UI: cannot create its window (X error %d)\n", error);
        cleanup(ui);
        return NULL;
    }
    if (ui->host_resize != NULL) ui->host_resize->ui_resize(ui->host_resize->handle, size, size);
    *widget = (LV2UI_Widget)(uintptr_t)ui->window;
    return ui;
}

static void cleanup(LV2UI_Handle handle) {
    amp_knob_ui *ui = handle;
    if (ui == NULL) return;
    release_touch(ui);
    if (ui->display != NULL) {
        trap_begin(ui->display);
        if (ui->image != NULL) XDestroyImage(ui->image);
        if (ui->gc != NULL) XFreeGC(ui->display, ui->gc);
        if (ui->warp.invisible != 0) XFreeCursor(ui->display, ui->warp.invisible);
        if (ui->window != None && !ui->closed) XDestroyWindow(ui->display, ui->window);
        trap_end(ui->display, true);
        XCloseDisplay(ui->display);
    }
    cc_destroy(ui->knob);
    free(ui);
}

static void port_event(LV2UI_Handle handle, uint32_t port_index, uint32_t buffer_size, uint32_t format,
                       const void *buffer) {
    amp_knob_ui *ui = handle;
    if (ui == NULL || port_index != GAIN_PORT || format != 0 || buffer_size != sizeof(float) || buffer == NULL) return;
    float gain;
    memcpy(&gain, buffer, sizeof gain);
    if (!isfinite(gain) || ui->touching) return;
    cc_set_value(ui->knob, gain, 0, 0);
    forward_events(ui); /* only the label: a program change writes nothing */
}

/* Handles one X event of the UI's window. */
static void handle_event(amp_knob_ui *ui, XEvent *event) {
    switch (event->type) {
    case Expose:
        if (event->xexpose.count == 0) xlib_input_present(ui->knob, ui->display, ui->window, ui->gc, ui->image,
                                                          CC_RENDER_FULL);
        break;
    case ConfigureNotify:
        if (fit_to_size(ui, event->xconfigure.width, event->xconfigure.height, false)) {
            xlib_input_present(ui->knob, ui->display, ui->window, ui->gc, ui->image, CC_RENDER_FULL);
        }
        break;
    case DestroyNotify:
        if (event->xdestroywindow.window == ui->window) ui->closed = true;
        break;
    default:
        xlib_input_warp_landed(&ui->warp, ui->knob, event, ui->scale);
        xlib_input_event(ui->knob, event, ui->scale);
        if (!ui->closed) xlib_input_warp_follow(&ui->warp, ui->knob, ui->display, ui->window, event, ui->scale);
        break;
    }
    forward_events(ui);
}

static int idle(LV2UI_Handle handle) {
    amp_knob_ui *ui = handle;
    if (ui == NULL || ui->closed) return 1;
    trap_begin(ui->display);
    while (!ui->closed && XPending(ui->display) > 0) {
        XEvent event;
        XNextEvent(ui->display, &event);
        handle_event(ui, &event);
    }
    /* The gesture clock: a wheel burst ends 0.5 s after its last notch (touch off), without any further input. */
    if (!ui->closed) {
        cc_advance_clock(ui->knob, xlib_input_now());
        forward_events(ui);
    }
    if (!ui->closed) xlib_input_present(ui->knob, ui->display, ui->window, ui->gc, ui->image, CC_RENDER_DAMAGE_ONLY);
    XFlush(ui->display);
    int error = trap_end(ui->display, false);
    /* An error on the UI's own requests means its window went away under it (its parent was destroyed). */
    if (error == BadWindow || error == BadDrawable || error == BadGC) ui->closed = true;
    if (ui->closed) release_touch(ui);
    return ui->closed ? 1 : 0;
}

/* ui:resize offered by the UI: the host asks for another size (clamped to 1 ... 4096 pixels a side). */
static int resize(LV2UI_Feature_Handle handle, int width, int height) {
    amp_knob_ui *ui = handle;
    if (ui == NULL || ui->closed) return 1;
    width = width < 1 ? 1 : width > LARGEST_SIDE ? LARGEST_SIDE : width;
    height = height < 1 ? 1 : height > LARGEST_SIDE ? LARGEST_SIDE : height;
    trap_begin(ui->display);
    XResizeWindow(ui->display, ui->window, (unsigned)width, (unsigned)height);
    XFlush(ui->display);
    trap_end(ui->display, false);
    return 0;
}

/* opts:interface get(): ui:scaleFactor, the factor in use; any other option is unknown. */
static uint32_t get_options(LV2_Handle handle, LV2_Options_Option *options) {
    amp_knob_ui *ui = handle;
    uint32_t status = LV2_OPTIONS_SUCCESS;
    for (LV2_Options_Option *option = options; ui != NULL && option != NULL && option->key != 0; option++) {
        if (ui->scale_key != 0 && option->key == ui->scale_key) {
            option->type = ui->float_type;
            option->size = sizeof(float);
            option->value = &ui->scale_option;
        } else {
            status |= LV2_OPTIONS_ERR_UNKNOWN;
        }
    }
    return status;
}

/* opts:interface set(): a new ui:scaleFactor resizes the window to the base size times it and redraws at it; a bad
 * one is refused and changes nothing; other options are unknown. */
static uint32_t set_options(LV2_Handle handle, const LV2_Options_Option *options) {
    amp_knob_ui *ui = handle;
    uint32_t status = LV2_OPTIONS_SUCCESS;
    for (const LV2_Options_Option *option = options; ui != NULL && option != NULL && option->key != 0; option++) {
        if (ui->scale_key == 0 || option->key != ui->scale_key) {
            status |= LV2_OPTIONS_ERR_UNKNOWN;
            continue;
        }
        double factor = scale_factor_of(ui, option);
        if (factor == 0) {
            status |= LV2_OPTIONS_ERR_BAD_VALUE;
            continue;
        }
        if (factor == ui->scale || ui->closed) continue;
        ui->scale = factor;
        ui->scale_option = (float)factor;
        cc_set_scale(ui->knob, factor);
        int size = (int)lround(BASE_SIZE * factor);
        trap_begin(ui->display);
        XResizeWindow(ui->display, ui->window, (unsigned)size, (unsigned)size);
        if (fit_to_size(ui, size, size, true)) {
            xlib_input_present(ui->knob, ui->display, ui->window, ui->gc, ui->image, CC_RENDER_FULL);
        }
        XFlush(ui->display);
        trap_end(ui->display, false);
        if (ui->host_resize != NULL) ui->host_resize->ui_resize(ui->host_resize->handle, size, size);
    }
    return status;
}

static const void *extension_data(const char *uri) {
    static const LV2UI_Idle_Interface idle_interface = {idle};
    static const LV2UI_Resize resize_interface = {NULL, resize};
    static const LV2_Options_Interface options_interface = {get_options, set_options};
    if (uri == NULL) return NULL;
    if (strcmp(uri, LV2_UI__idleInterface) == 0) return &idle_interface;
    if (strcmp(uri, LV2_UI__resize) == 0) return &resize_interface;
    if (strcmp(uri, LV2_OPTIONS__interface) == 0) return &options_interface;
    return NULL;
}

static const LV2UI_Descriptor descriptor = {AMP_KNOB_UI_URI, instantiate, cleanup, port_event, extension_data};

LV2_SYMBOL_EXPORT const LV2UI_Descriptor *lv2ui_descriptor(uint32_t index) {
    return index == 0 ? &descriptor : NULL;
}
