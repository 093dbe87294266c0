// Client-side decorations through libdecor, for compositors that offer no server-side ones (xdg-decoration): loaded
// at run time like the other libraries, and optional: without it (or without a plugin of its own, when libdecor
// shows the window undecorated) the window still opens.
#include "CWayland.h"

#include <libdecor-0/libdecor.h>
#include <stdlib.h>

#include "../CLibraryLoader/load.h"

#define DECORATION_FUNCTIONS(F)                                                                                        \
    F(libdecor_new)                                                                                                    \
    F(libdecor_unref)                                                                                                  \
    F(libdecor_decorate)                                                                                               \
    F(libdecor_frame_unref)                                                                                            \
    F(libdecor_frame_set_title)                                                                                        \
    F(libdecor_frame_set_app_id)                                                                                       \
    F(libdecor_frame_map)                                                                                              \
    F(libdecor_frame_commit)                                                                                           \
    F(libdecor_state_new)                                                                                              \
    F(libdecor_state_free)                                                                                             \
    F(libdecor_configuration_get_content_size)

#define DECORATION_FIELD(name) __typeof__(&name) name;
static struct {
    DECORATION_FUNCTIONS(DECORATION_FIELD)
} decor;

#define DECORATION_ENTRY(name) {#name, (void **)&decor.name},
static const struct clibrary_function decor_functions[] = {DECORATION_FUNCTIONS(DECORATION_ENTRY)};
CLIBRARY_SET(decor_set, decor_functions, "libdecor-0.so.0")

struct cwayland_decoration {
    struct libdecor *context;
    struct libdecor_frame *frame;
    /// The content size in surface pixels: the last one configured, or asked for by the window.
    int width, height;
    struct cwayland_decoration_callbacks callbacks;
    void *data;
};

static void context_error(struct libdecor *context, enum libdecor_error error, const char *message) {
    (void)context;
    fprintf(stderr, "circular-control: libdecor error %d: %s\n", (int)error, message);
}

static struct libdecor_interface context_interface = {.error = context_error};

/// The compositor's configure, through libdecor: the size it asks for (the window's own when it leaves it open) is
/// committed as the frame's state, which acknowledges the configure, before the window hears of it.
static void frame_configure(struct libdecor_frame *frame, struct libdecor_configuration *configuration, void *data) {
    struct cwayland_decoration *decoration = data;
    int width = 0, height = 0;
    if (!decor.libdecor_configuration_get_content_size(configuration, frame, &width, &height) || width <= 0 ||
        height <= 0) {
        width = decoration->width;
        height = decoration->height;
    }
    struct libdecor_state *state = decor.libdecor_state_new(width, height);
    decor.libdecor_frame_commit(frame, state, configuration);
    decor.libdecor_state_free(state);
    decoration->width = width;
    decoration->height = height;
    decoration->callbacks.configure(decoration->data, width, height);
}

static void frame_close(struct libdecor_frame *frame, void *data) {
    (void)frame;
    struct cwayland_decoration *decoration = data;
    decoration->callbacks.close(decoration->data);
}

static void frame_commit(struct libdecor_frame *frame, void *data) {
    (void)frame;
    struct cwayland_decoration *decoration = data;
    decoration->callbacks.commit(decoration->data);
}

static void frame_dismiss_popup(struct libdecor_frame *frame, const char *seat_name, void *data) {
    (void)frame, (void)seat_name, (void)data;
}

static struct libdecor_frame_interface frame_interface = {
    .configure = frame_configure, .close = frame_close, .commit = frame_commit, .dismiss_popup = frame_dismiss_popup};

struct cwayland_decoration *cwayland_decoration_new(struct wl_display *display, struct wl_surface *surface,
                                                    const char *title, const char *app_id, int width, int height,
                                                    struct cwayland_decoration_callbacks callbacks, void *data) {
    if (clibrary_load(&decor_set) != NULL) return NULL;
    struct cwayland_decoration *decoration = calloc(1, sizeof *decoration);
    if (decoration == NULL) return NULL;
    *decoration = (struct cwayland_decoration){
        .width = width, .height = height, .callbacks = callbacks, .data = data};
    decoration->context = decor.libdecor_new(display, &context_interface);
    if (decoration->context != NULL) {
        decoration->frame = decor.libdecor_decorate(decoration->context, surface, &frame_interface, decoration);
    }
    if (decoration->frame == NULL) {
        cwayland_decoration_destroy(decoration);
        return NULL;
    }
    decor.libdecor_frame_set_title(decoration->frame, title);
    decor.libdecor_frame_set_app_id(decoration->frame, app_id);
    decor.libdecor_frame_map(decoration->frame);
    return decoration;
}

void cwayland_decoration_resize(struct cwayland_decoration *decoration, int width, int height) {
    if (width <= 0 || height <= 0) return;
    decoration->width = width;
    decoration->height = height;
    struct libdecor_state *state = decor.libdecor_state_new(width, height);
    decor.libdecor_frame_commit(decoration->frame, state, NULL);
    decor.libdecor_state_free(state);
}

void cwayland_decoration_destroy(struct cwayland_decoration *decoration) {
    if (decoration == NULL) return;
    if (decoration->frame != NULL) decor.libdecor_frame_unref(decoration->frame);
    if (decoration->context != NULL) decor.libdecor_unref(decoration->context);
    free(decoration);
}
