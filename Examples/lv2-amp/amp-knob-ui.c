/*
 * An LV2 X11 UI for the example amplifier of LV2 (http://lv2plug.in/plugins/eg-amp, Debian's lv2-examples): its
 * gain, -90 ... 24 dB, as a CircularControl knob in the library's window (circularcontrol-window.h), embedded in the
 * host's ui:parent.
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
 * in dB. Since the window is the library's, a screen reader finds the knob on the accessibility bus while the host
 * shows it: a dial named "Gain" whose value reads as the label shows it ("-12.5"), which it can set.
 *
 * Host interface (LV2 UI extension):
 * - ui:parent: the window is created inside that X window (without it, as a top-level window). Its size is 160 x 160
 *   pixels times ui:scaleFactor (from the options feature, mapped through urid:map; a factor that is missing, not a
 *   finite float, or outside 0.5 ... 4 counts as 1), announced through the host's ui:resize. The UI follows the size
 *   its window is given (the ring is laid out again), and offers ui:resize itself.
 * - HiDPI: the window draws at the scale factor, and the knob is laid out, and a drag measured, in logical pixels (a
 *   linear drag covers the range in 200 logical pixels at any factor). The UI offers the options interface
 *   (opts:interface): a host's set() of a new ui:scaleFactor (the window moved to another screen) resizes the
 *   window to 160 x 160 times it (through ui:resize too) and redraws at it; a factor outside 0.5 ... 4, not a float
 *   or NaN is refused (LV2_OPTIONS_ERR_BAD_VALUE) and changes nothing. get() answers ui:scaleFactor with the factor
 *   in use.
 * - ui:idleInterface: the host calls idle() at 30 Hz or more from its UI thread; idle() runs one iteration of the
 *   window (cc_window_step: the input that arrived, the screen reader's requests, a frame of what changed), then
 *   returns. No thread, no wait. It returns nonzero once the window is gone (destroyed with its parent, say).
 * - port_event (port 0, format 0, one float) sets the knob without writing the value back. NaN or infinite values,
 *   another port, size or format are ignored; values outside the range are clamped. During a gesture it is ignored:
 *   the knob belongs to the user then (hosts echo the UI's own writes, possibly late).
 * - A change by the user (pointer, wheel, keys, typed value, double click, a screen reader) calls
 *   write_function(controller, 0, sizeof(float), 0, &gain), always inside a gesture, which ui:touch brackets:
 *   touch(handle, 0, true) at every CC_EVENT_BEGAN and touch(handle, 0, false) at every CC_EVENT_ENDED, whatever the
 *   kind (see "Gestures." in circularcontrol.h), so a host records automation between them. A wheel burst ends 0.5 s
 *   after its last notch, on the window's clock, without further input; a key and its auto-repeats end at the
 *   release of the last value key held or when the window loses the keyboard focus. touch(false) also comes when the
 *   window goes away mid-gesture, and at cleanup.
 * - Keys reach the UI whether the X server or the host sends them (hosts that embed a window forward key presses and
 *   releases with XSendEvent).
 *
 * X errors of the window's own X connection are the library's: it puts its handlers in place while its connection is
 * open and passes every other connection's errors to the host's handler, which it puts back when the window closes.
 * Calls come from the host's UI thread only, as LV2 requires of UI functions.
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lv2/atom/atom.h>
#include <lv2/options/options.h>
#include <lv2/ui/ui.h>
#include <lv2/urid/urid.h>

#include <circularcontrol-window.h>

#define AMP_KNOB_UI_URI "urn:circularcontrol:lv2:eg-amp-knob"

/* The plugin's gain port (amp.ttl: lv2:index 0, lv2:symbol "gain", -90 ... 24, lv2:default 0). */
enum { GAIN_PORT = 0 };
static const double GAIN_MINIMUM = -90, GAIN_MAXIMUM = 24, GAIN_DEFAULT = 0, GAIN_STEP = 1;

/* The window at scale 1, and the ring's proportions of its smaller side. */
enum { BASE_SIZE = 160, LARGEST_SIDE = 4096 };
static const double RADIUS_SHARE = 0.36, LINE_WIDTH_SHARE = 0.075, LINEAR_DRAG_PIXELS = 200;
static const double SMALLEST_SCALE = 0.5, LARGEST_SCALE = 4;
static const unsigned BACKGROUND = 0xFF2B2F33;

typedef struct amp_knob_ui {
    LV2UI_Write_Function write;
    LV2UI_Controller controller;
    const LV2UI_Touch *touch;
    const LV2UI_Resize *host_resize;
    cc_window *window;
    double scale;       /* ui:scaleFactor: device pixels (X's) a logical pixel (the knob's) */
    float scale_option; /* the same, for the options interface's get() */
    LV2_URID scale_key; /* ui:scaleFactor and atom:Float mapped (0 without urid:map: no option is understood) */
    LV2_URID float_type;
    bool touching; /* a gesture is under way: touch(true) was sent (when the host offers ui:touch) and touch(false)
                      not yet */
    bool closed;   /* the window is gone: idle() returns nonzero from now on */
} amp_knob_ui;

static void release_touch(amp_knob_ui *ui) {
    if (ui->touching && ui->touch != NULL) ui->touch->touch(ui->touch->handle, GAIN_PORT, false);
    ui->touching = false;
}

/* Shows the value in dB with one decimal in the ring's centre ("-12.5"; the unit would not fit the label's size),
 * which is also what a screen reader reads. */
static void update_label(amp_knob_ui *ui, double gain) {
    char text[32];
    snprintf(text, sizeof text, "%.1f", gain);
    cc_window_set_label_text(ui->window, 0, text);
}

/* The window's events as the host's calls: touch on at every gesture's start and off at its end, whatever its kind,
 * and a port write for every change the user made, which the window reports inside a gesture (none for the
 * program's own, from port_event). */
static void on_event(cc_window *window, const cc_knob_event *knob_event, void *user_data) {
    (void)window;
    amp_knob_ui *ui = user_data;
    const cc_event *event = &knob_event->event;
    if (event->kind == CC_EVENT_BEGAN) {
        /* A gesture ends before the next one begins (one knob): touching is never already set here. */
        if (ui->touch != NULL && !ui->touching) ui->touch->touch(ui->touch->handle, GAIN_PORT, true);
        ui->touching = true;
    } else if (event->kind == CC_EVENT_ENDED) {
        release_touch(ui);
    } else if (event->kind == CC_EVENT_CHANGED) {
        update_label(ui, event->value);
        if (event->detail != CC_SOURCE_PROGRAM) {
            float gain = (float)event->value;
            ui->write(ui->controller, GAIN_PORT, sizeof gain, 0, &gain);
        }
    }
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

/* Opens the window inside `parent` (0: a top-level one) with the knob in it; false, with a line on standard error,
 * when it cannot. */
static bool open_window(amp_knob_ui *ui, unsigned long parent) {
    char message[256];
    cc_window_setup setup;
    cc_window_setup_init(&setup);
    setup.title = "CircularControl eg-amp gain";
    setup.width = BASE_SIZE;
    setup.height = BASE_SIZE;
    setup.scale = ui->scale;
    setup.parent = parent;
    setup.ring_radius = RADIUS_SHARE;
    setup.ring_width = LINE_WIDTH_SHARE;
    setup.background_argb = BACKGROUND;
    if (cc_window_open(&setup, &ui->window, message, sizeof message) != CC_OK) {
        fprintf(stderr, "circularcontrol eg-amp UI: %s\n", message);
        return false;
    }
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
    config.linear_drag_distance = LINEAR_DRAG_PIXELS;
    config.background_argb = BACKGROUND;
    config.progress_start_argb = 0xFF3A7BD5;
    config.progress_end_argb = 0xFF00D2FF;
    if (cc_window_add(ui->window, &config, "gain", "Gain", NULL, message, sizeof message) != CC_OK) {
        fprintf(stderr, "circularcontrol eg-amp UI: %s\n", message);
        return false;
    }
    cc_window_set_event_callback(ui->window, on_event, ui);
    update_label(ui, GAIN_DEFAULT);
    return true;
}

/* ---- LV2 UI descriptor ----------------------------------------------------------------------------------------- */

static void cleanup(LV2UI_Handle handle);

static LV2UI_Handle instantiate(const LV2UI_Descriptor *descriptor, const char *plugin_uri, const char *bundle_path,
                                LV2UI_Write_Function write_function, LV2UI_Controller controller,
                                LV2UI_Widget *widget, const LV2_Feature *const *features) {
    (void)descriptor, (void)plugin_uri, (void)bundle_path;
    if (write_function == NULL || widget == NULL) return NULL;
    unsigned long parent = 0;
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
        if (strcmp(uri, LV2_UI__parent) == 0) parent = (unsigned long)(uintptr_t)data;
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
    unsigned long id = 0;
    if (!open_window(ui, parent) || cc_window_get_x11_window(ui->window, &id) != CC_OK) {
        cleanup(ui);
        return NULL;
    }
    int size = (int)lround(BASE_SIZE * ui->scale);
    if (ui->host_resize != NULL) ui->host_resize->ui_resize(ui->host_resize->handle, size, size);
    *widget = (LV2UI_Widget)(uintptr_t)id;
    return ui;
}

static void cleanup(LV2UI_Handle handle) {
    amp_knob_ui *ui = handle;
    if (ui == NULL) return;
    release_touch(ui);
    cc_window_destroy(ui->window);
    free(ui);
}

static void port_event(LV2UI_Handle handle, uint32_t port_index, uint32_t buffer_size, uint32_t format,
                       const void *buffer) {
    amp_knob_ui *ui = handle;
    if (ui == NULL || port_index != GAIN_PORT || format != 0 || buffer_size != sizeof(float) || buffer == NULL) return;
    float gain;
    memcpy(&gain, buffer, sizeof gain);
    if (!isfinite(gain) || ui->touching || ui->closed) return;
    cc_window_set_value(ui->window, 0, CC_KNOB_SINGLE, gain); /* shown at the next idle(); writes nothing */
}

static int idle(LV2UI_Handle handle) {
    amp_knob_ui *ui = handle;
    if (ui == NULL || ui->closed) return 1;
    if (cc_window_step(ui->window, 0) != CC_WINDOW_RUNNING) {
        ui->closed = true;
        release_touch(ui);
    }
    return ui->closed ? 1 : 0;
}

/* ui:resize offered by the UI: the host asks for another size (clamped to 1 ... 4096 pixels a side). */
static int resize(LV2UI_Feature_Handle handle, int width, int height) {
    amp_knob_ui *ui = handle;
    if (ui == NULL || ui->closed) return 1;
    width = width < 1 ? 1 : width > LARGEST_SIDE ? LARGEST_SIDE : width;
    height = height < 1 ? 1 : height > LARGEST_SIDE ? LARGEST_SIDE : height;
    return cc_window_request_size(ui->window, width, height) == CC_OK ? 0 : 1;
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
        int size = (int)lround(BASE_SIZE * factor);
        cc_window_set_scale(ui->window, factor);
        cc_window_request_size(ui->window, size, size);
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
