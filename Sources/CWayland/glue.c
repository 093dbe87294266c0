// What Swift cannot write itself: loading the Wayland libraries at run time (each when it is first needed, by
// CLibraryLoader's loader) and calling them through the loaded table, binding a global by its interface's address, an
// anonymous memory file for shared-memory buffers, and a thread placed beside its creator (affinity is a GNU extension).
#define _GNU_SOURCE
#include "CWayland.h"

#include "../CLibraryLoader/load.h"

#include <errno.h>
#include <sched.h>
#include <string.h>
#include <sys/mman.h>

struct cwayland_proxy_functions cwayland_proxy;

// The functions of each library the host calls, by name.
#define CLIENT_FUNCTIONS(F)                                                                                            \
    F(wl_display_connect)                                                                                              \
    F(wl_display_disconnect)                                                                                           \
    F(wl_display_roundtrip)                                                                                            \
    F(wl_display_dispatch)                                                                                             \
    F(wl_display_dispatch_pending)                                                                                     \
    F(wl_display_prepare_read)                                                                                         \
    F(wl_display_read_events)                                                                                          \
    F(wl_display_cancel_read)                                                                                          \
    F(wl_display_flush)                                                                                                \
    F(wl_display_get_fd)                                                                                               \
    F(wl_display_get_error)
#define CURSOR_FUNCTIONS(F)                                                                                            \
    F(wl_cursor_theme_load)                                                                                            \
    F(wl_cursor_theme_destroy)                                                                                         \
    F(wl_cursor_theme_get_cursor)                                                                                      \
    F(wl_cursor_image_get_buffer)
#define XKB_FUNCTIONS(F)                                                                                               \
    F(xkb_context_new)                                                                                                 \
    F(xkb_context_unref)                                                                                               \
    F(xkb_keymap_new_from_buffer)                                                                                      \
    F(xkb_keymap_unref)                                                                                                \
    F(xkb_keymap_key_repeats)                                                                                          \
    F(xkb_state_new)                                                                                                   \
    F(xkb_state_unref)                                                                                                 \
    F(xkb_state_update_mask)                                                                                           \
    F(xkb_state_key_get_one_sym)                                                                                       \
    F(xkb_state_key_get_utf8)                                                                                          \
    F(xkb_state_mod_name_is_active)

#define FIELD(name) __typeof__(&name) name;
static struct {
    CLIENT_FUNCTIONS(FIELD)
    CURSOR_FUNCTIONS(FIELD)
    XKB_FUNCTIONS(FIELD)
} loaded;

#define ENTRY(name) {#name, (void **)&loaded.name},
static const struct clibrary_function client_functions[] = {
    CLIENT_FUNCTIONS(ENTRY)
    // The functions the generated request code calls, into the table its macros read.
    {"wl_proxy_marshal_flags", (void **)&cwayland_proxy.marshal_flags},
    {"wl_proxy_add_listener", (void **)&cwayland_proxy.add_listener},
    {"wl_proxy_destroy", (void **)&cwayland_proxy.destroy},
    {"wl_proxy_get_version", (void **)&cwayland_proxy.get_version},
    {"wl_proxy_get_user_data", (void **)&cwayland_proxy.get_user_data},
    {"wl_proxy_set_user_data", (void **)&cwayland_proxy.set_user_data},
};
CLIBRARY_SET(client, client_functions, "libwayland-client.so.0")

static const struct clibrary_function cursor_functions[] = {CURSOR_FUNCTIONS(ENTRY)};
CLIBRARY_SET(cursor, cursor_functions, "libwayland-cursor.so.0")

static const struct clibrary_function xkb_functions[] = {XKB_FUNCTIONS(ENTRY)};
CLIBRARY_SET(xkb, xkb_functions, "libxkbcommon.so.0")

const char *cwayland_load(void) { return clibrary_load(&client); }
const char *cwayland_load_cursor(void) { return clibrary_load(&cursor); }
const char *cwayland_load_xkb(void) { return clibrary_load(&xkb); }

struct wl_display *cwayland_wl_display_connect(const char *name) { return loaded.wl_display_connect(name); }
void cwayland_wl_display_disconnect(struct wl_display *display) { loaded.wl_display_disconnect(display); }
int cwayland_wl_display_roundtrip(struct wl_display *display) { return loaded.wl_display_roundtrip(display); }
int cwayland_wl_display_dispatch(struct wl_display *display) { return loaded.wl_display_dispatch(display); }
int cwayland_wl_display_dispatch_pending(struct wl_display *display) {
    return loaded.wl_display_dispatch_pending(display);
}
int cwayland_wl_display_prepare_read(struct wl_display *display) { return loaded.wl_display_prepare_read(display); }
int cwayland_wl_display_read_events(struct wl_display *display) { return loaded.wl_display_read_events(display); }
void cwayland_wl_display_cancel_read(struct wl_display *display) { loaded.wl_display_cancel_read(display); }
int cwayland_wl_display_flush(struct wl_display *display) { return loaded.wl_display_flush(display); }
int cwayland_wl_display_get_fd(struct wl_display *display) { return loaded.wl_display_get_fd(display); }
int cwayland_wl_display_get_error(struct wl_display *display) { return loaded.wl_display_get_error(display); }
void cwayland_wl_proxy_destroy(void *proxy) { cwayland_proxy.destroy(proxy); }

struct wl_cursor_theme *cwayland_wl_cursor_theme_load(const char *name, int size, struct wl_shm *shm) {
    return loaded.wl_cursor_theme_load(name, size, shm);
}
void cwayland_wl_cursor_theme_destroy(struct wl_cursor_theme *theme) { loaded.wl_cursor_theme_destroy(theme); }
struct wl_cursor *cwayland_wl_cursor_theme_get_cursor(struct wl_cursor_theme *theme, const char *name) {
    return loaded.wl_cursor_theme_get_cursor(theme, name);
}
struct wl_buffer *cwayland_wl_cursor_image_get_buffer(struct wl_cursor_image *image) {
    return loaded.wl_cursor_image_get_buffer(image);
}

struct xkb_context *cwayland_xkb_context_new(enum xkb_context_flags flags) { return loaded.xkb_context_new(flags); }
void cwayland_xkb_context_unref(struct xkb_context *context) { loaded.xkb_context_unref(context); }
struct xkb_keymap *cwayland_xkb_keymap_new_from_buffer(struct xkb_context *context, const char *buffer, size_t length,
                                                        enum xkb_keymap_format format,
                                                        enum xkb_keymap_compile_flags flags) {
    return loaded.xkb_keymap_new_from_buffer(context, buffer, length, format, flags);
}
void cwayland_xkb_keymap_unref(struct xkb_keymap *keymap) { loaded.xkb_keymap_unref(keymap); }
int cwayland_xkb_keymap_key_repeats(struct xkb_keymap *keymap, xkb_keycode_t key) {
    return loaded.xkb_keymap_key_repeats(keymap, key);
}
struct xkb_state *cwayland_xkb_state_new(struct xkb_keymap *keymap) { return loaded.xkb_state_new(keymap); }
void cwayland_xkb_state_unref(struct xkb_state *state) { loaded.xkb_state_unref(state); }
enum xkb_state_component cwayland_xkb_state_update_mask(struct xkb_state *state, xkb_mod_mask_t depressed,
                                                        xkb_mod_mask_t latched, xkb_mod_mask_t locked,
                                                        xkb_layout_index_t depressed_layout,
                                                        xkb_layout_index_t latched_layout,
                                                        xkb_layout_index_t locked_layout) {
    return loaded.xkb_state_update_mask(state, depressed, latched, locked, depressed_layout, latched_layout,
                                        locked_layout);
}
xkb_keysym_t cwayland_xkb_state_key_get_one_sym(struct xkb_state *state, xkb_keycode_t key) {
    return loaded.xkb_state_key_get_one_sym(state, key);
}
int cwayland_xkb_state_key_get_utf8(struct xkb_state *state, xkb_keycode_t key, char *buffer, size_t size) {
    return loaded.xkb_state_key_get_utf8(state, key, buffer, size);
}
int cwayland_xkb_state_mod_name_is_active(struct xkb_state *state, const char *name, enum xkb_state_component type) {
    return loaded.xkb_state_mod_name_is_active(state, name, type);
}

static const struct wl_interface *interface_named(const char *name) {
    static const struct wl_interface *const known[] = {
        &wl_compositor_interface,
        &wl_shm_interface,
        &wl_seat_interface,
        &wl_output_interface,
        &xdg_wm_base_interface,
        &zxdg_decoration_manager_v1_interface,
        &zwp_pointer_constraints_v1_interface,
        &zwp_relative_pointer_manager_v1_interface,
        &wp_viewporter_interface,
        &wp_fractional_scale_manager_v1_interface,
    };
    for (size_t index = 0; index < sizeof known / sizeof known[0]; index++) {
        if (strcmp(known[index]->name, name) == 0) return known[index];
    }
    return NULL;
}

void *cwayland_bind(struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    const struct wl_interface *known = interface_named(interface);
    if (known == NULL || version == 0) return NULL;
    return wl_registry_bind(registry, name, known, version);
}

uint32_t cwayland_known_version(const char *interface) {
    const struct wl_interface *known = interface_named(interface);
    return known == NULL ? 0 : (uint32_t)known->version;
}

int cwayland_memfd(const char *name) { return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING); }

int cwayland_thread_create_beside(pthread_t *thread, void *(*start)(void *), void *argument) {
    cpu_set_t others;
    if (sched_getaffinity(0, sizeof others, &others) != 0) return pthread_create(thread, NULL, start, argument);
    int current = sched_getcpu();
    if (current >= 0 && current < CPU_SETSIZE) CPU_CLR(current, &others);
    if (CPU_COUNT(&others) == 0) return ESRCH;
    pthread_attr_t attributes;
    int failure = pthread_attr_init(&attributes);
    if (failure != 0) return failure;
    failure = pthread_attr_setaffinity_np(&attributes, sizeof others, &others);
    if (failure == 0) failure = pthread_create(thread, &attributes, start, argument);
    pthread_attr_destroy(&attributes);
    return failure;
}

int cwayland_allowed_processor_count(void) {
    cpu_set_t allowed;
    return sched_getaffinity(0, sizeof allowed, &allowed) == 0 ? CPU_COUNT(&allowed) : 0;
}
