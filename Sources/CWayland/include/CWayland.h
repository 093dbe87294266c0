#ifndef CWAYLAND_H
#define CWAYLAND_H

// The Wayland client libraries, loaded when they are first needed (cwayland_load when the Wayland backend is chosen,
// the cursor and keyboard libraries when the pointer and the keyboard first need them) rather than linked: an X11
// program maps none of them, and a system without them still runs on X11. The protocol code (the core protocol's
// interfaces among it) is generated from Debian's wayland and wayland-protocols XML (scripts/generate-wayland-protocols)
// and compiled in; its inline request functions call libwayland-client through the loaded table below. Swift calls
// the rest through the cwayland_ functions, never the libraries' own names (which are not linked: a direct call fails
// to link).
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <wayland-client-core.h>
#include <wayland-cursor.h>
#include <xkbcommon/xkbcommon.h>

/// The libwayland-client functions the generated request code calls, filled by cwayland_load.
struct cwayland_proxy_functions {
    struct wl_proxy *(*marshal_flags)(struct wl_proxy *proxy, uint32_t opcode, const struct wl_interface *interface,
                                      uint32_t version, uint32_t flags, ...);
    int (*add_listener)(struct wl_proxy *proxy, void (**implementation)(void), void *data);
    void (*destroy)(struct wl_proxy *proxy);
    uint32_t (*get_version)(struct wl_proxy *proxy);
    void *(*get_user_data)(struct wl_proxy *proxy);
    void (*set_user_data)(struct wl_proxy *proxy, void *user_data);
};
extern struct cwayland_proxy_functions cwayland_proxy;

#define wl_proxy_marshal_flags (cwayland_proxy.marshal_flags)
#define wl_proxy_add_listener (cwayland_proxy.add_listener)
#define wl_proxy_destroy (cwayland_proxy.destroy)
#define wl_proxy_get_version (cwayland_proxy.get_version)
#define wl_proxy_get_user_data (cwayland_proxy.get_user_data)
#define wl_proxy_set_user_data (cwayland_proxy.set_user_data)

#include <wayland-client-protocol.h>

#include "vendor/fractional-scale-v1-client-protocol.h"
#include "vendor/pointer-constraints-unstable-v1-client-protocol.h"
#include "vendor/relative-pointer-unstable-v1-client-protocol.h"
#include "vendor/viewporter-client-protocol.h"
#include "vendor/xdg-decoration-unstable-v1-client-protocol.h"
#include "vendor/xdg-shell-client-protocol.h"

/// Loads libwayland-client once (later calls return the first answer): NULL when it loaded, else why not (the library
/// or a function missing), a message that lives as long as the process.
const char *cwayland_load(void);
/// Loads libwayland-cursor once, when the pointer first needs a cursor of the theme; NULL, or why not.
const char *cwayland_load_cursor(void);
/// Loads libxkbcommon once, when the first keymap is compiled (after the first frame); NULL, or why not.
const char *cwayland_load_xkb(void);

/// Binds global `name` of the registry, which announced it as `interface`, at `version` (at most what the global
/// offers and what this library was generated for: cwayland_known_version). NULL for an interface the host does not
/// speak or a version of 0.
void *cwayland_bind(struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version);

/// The version of `interface` the generated code speaks; 0 for one the host does not speak.
uint32_t cwayland_known_version(const char *interface);

/// An anonymous memory file (memfd_create, close-on-exec) for a shared-memory pool; -1 with errno on failure.
int cwayland_memfd(const char *name);

/// Starts a thread running `start(argument)`, as pthread_create does, on the processors the calling thread may run on
/// but the one it runs on now, so that the work runs beside the caller rather than in its place: Linux tends to run a
/// new thread on its creator's processor first, and the creator then waits for it (for a window's first buffer, as
/// long as the buffer takes to fault in). The thread keeps that placement to its end. Returns 0, ESRCH when the caller
/// may run on one processor only (a thread would only take turns with it: the caller does the work itself), or the
/// error of pthread_create. When the processors cannot be read (more than CPU_SETSIZE of them) the thread is started
/// without a placement.
int cwayland_thread_create_beside(pthread_t *thread, void *(*start)(void *), void *argument);

/// How many processors the calling thread may run on (its affinity); 0 when they cannot be read.
int cwayland_allowed_processor_count(void);

/// What a window decorated by libdecor hears: the size the compositor configured (in surface pixels, already
/// acknowledged), a close, and libdecor's request to commit the surface.
struct cwayland_decoration_callbacks {
    void (*configure)(void *data, int width, int height);
    void (*close)(void *data);
    void (*commit)(void *data);
};
/// A window's xdg toplevel with client-side decorations drawn by libdecor (its plugin's, or none when it has no
/// plugin), titled `title` with `app_id`, `width` by `height` surface pixels asked for, mapped; `callbacks` get
/// `data`. NULL when libdecor-0.so.0 cannot be loaded or gives no frame: the caller makes its own toplevel. Call
/// cwayland_load first; libdecor runs on the caller's connection and its events come with the connection's.
struct cwayland_decoration *cwayland_decoration_new(struct wl_display *display, struct wl_surface *surface,
                                                    const char *title, const char *app_id, int width, int height,
                                                    struct cwayland_decoration_callbacks callbacks, void *data);
/// Asks for `width` by `height` surface pixels (ignored when either is not positive).
void cwayland_decoration_resize(struct cwayland_decoration *decoration, int width, int height);
/// Lets go of the frame and of libdecor (NULL: nothing).
void cwayland_decoration_destroy(struct cwayland_decoration *decoration);

// The libraries' functions the host calls, by the loaded table (call cwayland_load first). Each is the function of
// the same name without the cwayland_ prefix.
struct wl_display *cwayland_wl_display_connect(const char *name);
void cwayland_wl_display_disconnect(struct wl_display *display);
int cwayland_wl_display_roundtrip(struct wl_display *display);
int cwayland_wl_display_dispatch(struct wl_display *display);
int cwayland_wl_display_dispatch_pending(struct wl_display *display);
int cwayland_wl_display_prepare_read(struct wl_display *display);
int cwayland_wl_display_read_events(struct wl_display *display);
void cwayland_wl_display_cancel_read(struct wl_display *display);
int cwayland_wl_display_flush(struct wl_display *display);
int cwayland_wl_display_get_fd(struct wl_display *display);
int cwayland_wl_display_get_error(struct wl_display *display);
void cwayland_wl_proxy_destroy(void *proxy);
struct wl_cursor_theme *cwayland_wl_cursor_theme_load(const char *name, int size, struct wl_shm *shm);
void cwayland_wl_cursor_theme_destroy(struct wl_cursor_theme *theme);
struct wl_cursor *cwayland_wl_cursor_theme_get_cursor(struct wl_cursor_theme *theme, const char *name);
struct wl_buffer *cwayland_wl_cursor_image_get_buffer(struct wl_cursor_image *image);
struct xkb_context *cwayland_xkb_context_new(enum xkb_context_flags flags);
void cwayland_xkb_context_unref(struct xkb_context *context);
struct xkb_keymap *cwayland_xkb_keymap_new_from_buffer(struct xkb_context *context, const char *buffer, size_t length,
                                                        enum xkb_keymap_format format,
                                                        enum xkb_keymap_compile_flags flags);
void cwayland_xkb_keymap_unref(struct xkb_keymap *keymap);
int cwayland_xkb_keymap_key_repeats(struct xkb_keymap *keymap, xkb_keycode_t key);
struct xkb_state *cwayland_xkb_state_new(struct xkb_keymap *keymap);
void cwayland_xkb_state_unref(struct xkb_state *state);
enum xkb_state_component cwayland_xkb_state_update_mask(struct xkb_state *state, xkb_mod_mask_t depressed,
                                                        xkb_mod_mask_t latched, xkb_mod_mask_t locked,
                                                        xkb_layout_index_t depressed_layout,
                                                        xkb_layout_index_t latched_layout,
                                                        xkb_layout_index_t locked_layout);
xkb_keysym_t cwayland_xkb_state_key_get_one_sym(struct xkb_state *state, xkb_keycode_t key);
int cwayland_xkb_state_key_get_utf8(struct xkb_state *state, xkb_keycode_t key, char *buffer, size_t size);
int cwayland_xkb_state_mod_name_is_active(struct xkb_state *state, const char *name, enum xkb_state_component type);

#endif
