// The floor of a Wayland window's start-up: a bare wl_shm client of ours that opens an xdg-shell toplevel of
// WIDTH x HEIGHT, fills one buffer once, commits it and prints "ready T" when the commit is sent (T: that moment,
// CLOCK_MONOTONIC seconds), then answers pings until it is killed. What `ratio startup_vs_bare_wl_shm` compares the
// demo's knob window with, to T and to the demo's `firstFrameAt`. With `acknowledged`, it prints the line only once a
// round trip after the commit has come back (the compositor has handled the commit): the point the demo's ready line
// marks (`ratio startup_vs_bare_wl_shm_acknowledged`, to the lines themselves).
// usage: wl-bare-window WIDTH HEIGHT [acknowledged]    (WAYLAND_DISPLAY names the compositor; built by
// scripts/bench-wayland with the xdg-shell code wayland-scanner makes)
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>

#include "xdg-shell-client-protocol.h"

static struct wl_compositor *compositor;
static struct wl_shm *shm;
static struct xdg_wm_base *shell;
static int configured;

static void announce(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data;
    (void)version;
    if (strcmp(interface, wl_compositor_interface.name) == 0) {
        compositor = wl_registry_bind(registry, name, &wl_compositor_interface, 4);
    } else if (strcmp(interface, wl_shm_interface.name) == 0) {
        shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
    } else if (strcmp(interface, xdg_wm_base_interface.name) == 0) {
        shell = wl_registry_bind(registry, name, &xdg_wm_base_interface, 1);
    }
}

static void forget(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data;
    (void)registry;
    (void)name;
}

static void ping(void *data, struct xdg_wm_base *base, uint32_t serial) {
    (void)data;
    xdg_wm_base_pong(base, serial);
}

static void surface_configured(void *data, struct xdg_surface *surface, uint32_t serial) {
    (void)data;
    xdg_surface_ack_configure(surface, serial);
    configured = 1;
}

static const struct wl_registry_listener registry_listener = {announce, forget};
static const struct xdg_wm_base_listener shell_listener = {ping};
static const struct xdg_surface_listener surface_listener = {surface_configured};

int main(int argc, char **argv) {
    if (argc != 3 && !(argc == 4 && strcmp(argv[3], "acknowledged") == 0)) return 2;
    int width = atoi(argv[1]), height = atoi(argv[2]), stride = width * 4, size = stride * height;
    struct wl_display *display = wl_display_connect(NULL);
    if (display == NULL) return 1;
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (compositor == NULL || shm == NULL || shell == NULL) return 1;
    xdg_wm_base_add_listener(shell, &shell_listener, NULL);
    struct wl_surface *surface = wl_compositor_create_surface(compositor);
    struct xdg_surface *xdg = xdg_wm_base_get_xdg_surface(shell, surface);
    xdg_surface_add_listener(xdg, &surface_listener, NULL);
    struct xdg_toplevel *toplevel = xdg_surface_get_toplevel(xdg);
    xdg_toplevel_set_title(toplevel, "wl-bare-window");
    wl_surface_commit(surface);
    while (!configured) {
        if (wl_display_dispatch(display) < 0) return 1;
    }
    int file = memfd_create("wl-bare-window", MFD_CLOEXEC);
    if (file < 0 || ftruncate(file, size) != 0) return 1;
    unsigned char *pixels = mmap(NULL, (size_t)size, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0);
    if (pixels == MAP_FAILED) return 1;
    memset(pixels, 0xF7, (size_t)size);
    struct wl_shm_pool *pool = wl_shm_create_pool(shm, file, size);
    struct wl_buffer *buffer = wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_XRGB8888);
    wl_surface_attach(surface, buffer, 0, 0);
    wl_surface_damage_buffer(surface, 0, 0, width, height);
    wl_surface_commit(surface);
    wl_display_flush(display);
    // When the frame was committed (sent), on the clock the benchmark's own times are on.
    struct timespec committed;
    clock_gettime(CLOCK_MONOTONIC, &committed);
    if (argc == 4 && wl_display_roundtrip(display) < 0) return 1;
    printf("ready %lld.%09ld\n", (long long)committed.tv_sec, committed.tv_nsec);
    fflush(stdout);
    while (wl_display_dispatch(display) >= 0) {
    }
    return 0;
}
